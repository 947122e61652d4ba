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
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** 5xx and 429 may pass; any other 4xx is a mistake on our side and will not. */
const isRetryableStatus = (status: number) => status >= 500 || status === 429;

/** GET a JSON document, retrying network errors, timeouts, 5xx and 429 with exponential backoff. */
export async function fetchJson(url: string, policy: FetchPolicy): Promise<unknown> {
  const backoffMs = policy.backoffMs ?? 500;
  let lastError: SourceFetchError | undefined;
  for (let attempt = 1; attempt <= policy.attempts; attempt++) {
    if (attempt > 1) await sleep(backoffMs * 2 ** (attempt - 2));
    let response: Response;
    try {
      response = await fetch(url, {
        signal: AbortSignal.timeout(policy.timeoutMs),
        headers: { accept: "application/json" },
      });
    } catch (error) {
      const cause =
        error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      lastError = new SourceFetchError(
        url,
        timedOut ? `no answer within ${policy.timeoutMs} ms` : `unreachable (${cause})`,
      );
      continue;
    }
    if (!response.ok) {
      lastError = new SourceFetchError(url, `answered HTTP ${response.status}`, response.status);
      await response.body?.cancel();
      if (isRetryableStatus(response.status)) continue;
      throw lastError;
    }
    try {
      return await response.json();
    } catch {
      throw new SourceFetchError(url, "answered with a body that is not JSON", response.status);
    }
  }
  throw new SourceFetchError(
    url,
    `${lastError?.reason ?? "failed"} after ${policy.attempts} attempts`,
    lastError?.status,
  );
}
