import { fetchJson, SourceFetchError, type FetchPolicy } from "./fetch-json";

export interface CollectionEndpoint {
  /** Full URL of the list endpoint, without query. */
  url: string;
  /** Key of the list in the response envelope; `null` for a plain JSON array. */
  envelope: string | null;
  /** Extra query parameters, e.g. a destination type. */
  query?: Record<string, string>;
}

interface Envelope {
  pagination?: { pages?: unknown };
  totalCount?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const positiveInt = (value: unknown): number | undefined =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined;

/** What identifies a record across pages: its _id, else its whole content (reviews may have no id). */
const recordKey = (record: unknown) =>
  isRecord(record) && typeof record._id === "string" && record._id ? `id:${record._id}` : JSON.stringify(record);

/**
 * Fetches every page of a list endpoint. The page count comes from `pagination.pages`, else from
 * `ceil(totalCount / pageSize)`, else paging stops at the first short page. A page that brings only records
 * already seen (a backend ignoring `?page`) stops paging with a warning naming the URL.
 */
export async function fetchCollection(
  endpoint: CollectionEndpoint,
  policy: FetchPolicy,
  pageSize: number,
  warn: (message: string) => void = () => undefined,
): Promise<unknown[]> {
  if (endpoint.envelope === null) {
    const body = await fetchJson(endpoint.url, policy);
    if (!Array.isArray(body))
      throw new SourceFetchError(endpoint.url, "answered with something other than a JSON array");
    return body;
  }
  const records: unknown[] = [];
  const seen = new Set<string>();
  const maxPages = 10_000; // a guard against a backend that always reports one more page
  for (let page = 1; page <= maxPages; page++) {
    const params = new URLSearchParams({ ...endpoint.query, page: String(page), limit: String(pageSize) });
    const url = `${endpoint.url}?${params}`;
    const body = await fetchJson(url, policy);
    if (!isRecord(body) || !Array.isArray(body[endpoint.envelope])) {
      throw new SourceFetchError(url, `answered without a "${endpoint.envelope}" list`);
    }
    const items = body[endpoint.envelope] as unknown[];
    const keys = items.map(recordKey);
    if (items.length > 0 && keys.every((key) => seen.has(key))) {
      warn(
        `${url} brought only records already seen on earlier pages; stopped paging there (does the backend ignore ?page?)`,
      );
      break;
    }
    for (const key of keys) seen.add(key);
    records.push(...items);
    const envelope = body as Envelope;
    const pages =
      positiveInt(envelope.pagination?.pages) ??
      (positiveInt(envelope.totalCount) !== undefined
        ? Math.ceil((envelope.totalCount as number) / pageSize)
        : undefined);
    const done = pages !== undefined ? page >= pages : items.length < pageSize;
    if (done || items.length === 0) break;
  }
  return records;
}
