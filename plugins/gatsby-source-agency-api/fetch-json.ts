/** An HTTP failure that names the URL, so a failed build says which endpoint to look at. */
export class SourceFetchError extends Error {
  constructor(
    readonly url: string,
    readonly reason: string,
    readonly status?: number,
  ) {
    super(`${url}: ${reason}`);
    this.name = "SourceFetchError";
  }
}

export interface FetchPolicy {
  timeoutMs: number;
  attempts: number;
  /** Delay before the second attempt; doubles for each later one. */
  backoffMs?: number;
  /** Largest body accepted, in bytes (default MAX_RESPONSE_BYTES). */
  maxBytes?: number;
  /** Waits between attempts; tests pass a fake clock. */
  sleep?: (ms: number) => Promise<void>;
}

/** A backend's Retry-After is honoured up to this long, so a misconfigured one cannot stall a build for hours. */
export const MAX_RETRY_AFTER_MS = 30_000;
export const MAX_RESPONSE_BYTES = 50 * 1024 * 1024;

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** 5xx and 429 may pass; any other 4xx is a mistake on our side and will not. */
const isRetryableStatus = (status: number) => status >= 500 || status === 429;

/** Retry-After (seconds or an HTTP date) in ms, capped; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = /^\s*\d+\s*$/.test(header) ? Number(header) * 1000 : Date.parse(header) - now;
  if (Number.isNaN(seconds)) return undefined;
  return Math.min(Math.max(seconds, 0), MAX_RETRY_AFTER_MS);
}

class BodyTooLargeError extends Error {}

/** The body as text, refusing one over `limit` bytes without reading the rest. */
async function readText(response: Response, limit: number): Promise<string> {
  if (Number(response.headers.get("content-length")) > limit) throw new BodyTooLargeError();
  if (!response.body) return "";
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) throw new BodyTooLargeError();
    text += decoder.decode(chunk, { stream: true });
  }
  return text + decoder.decode();
}

const isTimeout = (error: unknown) => error instanceof Error && error.name === "TimeoutError";
const causeOf = (error: unknown) =>
  error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);

/**
 * GET a JSON document. Network errors, timeouts (of the headers or of the body), 5xx and 429 are retried
 * with exponential backoff, or after the backend's Retry-After on 429 and 503; a malformed or truncated
 * body is retried once; a body over `maxBytes` is refused at once.
 */
export async function fetchJson(url: string, policy: FetchPolicy): Promise<unknown> {
  const backoffMs = policy.backoffMs ?? 500;
  const maxBytes = policy.maxBytes ?? MAX_RESPONSE_BYTES;
  const sleep = policy.sleep ?? realSleep;
  let lastError: SourceFetchError | undefined;
  let waitMs: number | undefined;
  let bodyRetried = false;
  let attempts = policy.attempts;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    if (attempt > 1) await sleep(waitMs ?? backoffMs * 2 ** (attempt - 2));
    waitMs = undefined;
    let response: Response;
    const signal = AbortSignal.timeout(policy.timeoutMs);
    try {
      response = await fetch(url, {
        signal,
        headers: { accept: "application/json" },
      });
    } catch (error) {
      lastError = new SourceFetchError(
        url,
        isTimeout(error) ? `no answer within ${policy.timeoutMs} ms` : `unreachable (${causeOf(error)})`,
      );
      continue;
    }
    if (!response.ok) {
      lastError = new SourceFetchError(url, `answered HTTP ${response.status}`, response.status);
      await response.body?.cancel();
      if (!isRetryableStatus(response.status)) throw lastError;
      if (response.status === 429 || response.status === 503)
        waitMs = retryAfterMs(response.headers.get("retry-after"));
      continue;
    }
    let text: string;
    try {
      text = await readText(response, maxBytes);
    } catch (error) {
      if (error instanceof BodyTooLargeError) {
        await response.body?.cancel().catch(() => undefined);
        throw new SourceFetchError(url, `answered with more than ${maxBytes} bytes; refused`, response.status);
      }
      lastError = new SourceFetchError(
        url,
        // The timeout covers the body too; undici reports its abort in several shapes, the signal says it plainly.
        signal.aborted
          ? `sent no complete body within ${policy.timeoutMs} ms`
          : `broke off its body (${causeOf(error)})`,
        response.status,
      );
      continue;
    }
    try {
      return JSON.parse(text);
    } catch {
      lastError = new SourceFetchError(
        url,
        "answered with a body that is not JSON (malformed or truncated)",
        response.status,
      );
      // One more request for a body that may have been cut short in transit; a second bad body is final.
      if (bodyRetried) throw lastError;
      bodyRetried = true;
      if (attempt === attempts) attempts++;
    }
  }
  throw new SourceFetchError(url, `${lastError?.reason ?? "failed"} after ${attempts} attempts`, lastError?.status);
}
