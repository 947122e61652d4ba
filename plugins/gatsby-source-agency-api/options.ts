export interface SourceOptions {
  /** Base URL of the destinations API (`API_URL`). */
  apiUrl: string;
  /** Base URL of the admin backend for every other collection (`ADMIN_API_URL`). */
  adminApiUrl: string;
  /**
   * Build with an empty collection (and a warning) instead of failing when the backend is unreachable, and
   * publish a collection that lost more records to validation than `maxInvalidPercent` (`ALLOW_PARTIAL_CONTENT`).
   */
  allowPartial: boolean;
  /**
   * Largest share of a collection's records, in percent, that may fail validation before the build stops
   * (`SOURCE_MAX_INVALID_PERCENT`, default 20). A collection whose every record fails always stops it.
   */
  maxInvalidPercent: number;
  /** Per-request timeout. */
  timeoutMs: number;
  /** Attempts per request, first one included. */
  attempts: number;
  /** Records per page when following pagination. */
  pageSize: number;
  /** Hosts besides the backend's own that image URLs may name (`IMAGE_HOSTS`, comma-separated). */
  imageHosts: string;
}

export const DEFAULT_API_URL = "http://127.0.0.1:4000";
export const DEFAULT_MAX_INVALID_PERCENT = 20;

/** A percentage 0-100; anything else stops the build, since a typo here would silently change what is published. */
export function checkPercent(raw: unknown, name: string): number {
  const value = typeof raw === "string" && raw.trim() ? Number(raw) : raw;
  if (typeof value !== "number" || !Number.isFinite(value) || value < 0 || value > 100)
    throw new Error(`${name} must be a number from 0 to 100 (a percentage of records), got ${JSON.stringify(raw)}`);
  return value;
}

const trimSlash = (url: string) => url.replace(/\/+$/, "");

/** Reads the plugin options from the environment, the only place the build is configured. */
export function resolveSourceOptions(env: NodeJS.ProcessEnv): SourceOptions {
  const adminApiUrl = trimSlash(env.ADMIN_API_URL || DEFAULT_API_URL);
  return {
    adminApiUrl,
    apiUrl: trimSlash(env.API_URL || adminApiUrl),
    allowPartial: env.ALLOW_PARTIAL_CONTENT === "1" || env.ALLOW_PARTIAL_CONTENT === "true",
    timeoutMs: Number(env.SOURCE_TIMEOUT_MS) || 10_000,
    attempts: Number(env.SOURCE_ATTEMPTS) || 3,
    maxInvalidPercent:
      env.SOURCE_MAX_INVALID_PERCENT === undefined || env.SOURCE_MAX_INVALID_PERCENT === ""
        ? DEFAULT_MAX_INVALID_PERCENT
        : checkPercent(env.SOURCE_MAX_INVALID_PERCENT, "SOURCE_MAX_INVALID_PERCENT"),
    pageSize: 100,
    imageHosts: env.IMAGE_HOSTS ?? "",
  };
}
