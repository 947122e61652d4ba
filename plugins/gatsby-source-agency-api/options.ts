export interface SourceOptions {
  /** Base URL of the destinations API (`API_URL`). */
  apiUrl: string;
  /** Base URL of the admin backend for every other collection (`ADMIN_API_URL`). */
  adminApiUrl: string;
  /** Build with an empty collection (and a warning) instead of failing when the backend is unreachable. */
  allowPartial: boolean;
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
    pageSize: 100,
    imageHosts: env.IMAGE_HOSTS ?? "",
  };
}
