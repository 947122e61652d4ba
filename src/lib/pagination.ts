/** How a list's state (search, filters, page) is read from and written to a query string ("?page=2&search=goa"). */
export interface ListUrlCodec<State> {
  parse: (queryString: string) => State;
  /** The query string with its "?", or "" for the default state (the bare path). */
  format: (state: State) => string;
}

/** How many pages `total` items fill; an empty list still has one (empty) page. */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));

/** The `page` query parameter as a page number: anything but a positive whole number means page 1. */
export function parsePage(raw: string | null | undefined): number {
  if (!raw || !/^\s*\d+\s*$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** A requested page kept inside 1..pages, so ?page=99 shows the last page instead of nothing. */
export const clampPage = (page: number, pages: number): number =>
  Math.min(Math.max(1, Math.trunc(page) || 1), Math.max(1, pages));

export interface Page<T> {
  items: T[];
  /** The page actually shown (after clamping). */
  page: number;
  pages: number;
  /** 1-based positions of the first and last item shown; 0 and 0 for an empty list. */
  first: number;
  last: number;
  total: number;
}

/** The slice of `items` on `page` (clamped to the pages that exist). */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): Page<T> {
  const pages = pageCount(items.length, pageSize);
  const shown = clampPage(page, pages);
  const start = (shown - 1) * pageSize;
  const slice = items.slice(start, start + pageSize);
  return {
    items: slice,
    page: shown,
    pages,
    first: slice.length > 0 ? start + 1 : 0,
    last: start + slice.length,
    total: items.length,
  };
}

/**
 * The page numbers a pager shows: always the first and last, the current one with `radius`
 * neighbours, and "gap" where numbers are left out (1 … 4 5 6 … 625), so 5,000 results stay usable.
 */
export function pageWindow(page: number, pages: number, radius = 1): (number | "gap")[] {
  const shown = new Set([1, pages]);
  for (let n = page - radius; n <= page + radius; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | "gap")[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) result.push(n - 1);
    else if (previous !== undefined && n - previous > 2) result.push("gap");
    result.push(n);
  });
  return result;
}
