import React, { type MouseEvent } from "react";
import { Link } from "gatsby";
import { pageWindow } from "../../lib/pagination";
import * as styles from "./Pagination.module.css";
import { useBrowseText } from "../../i18n/browse-text";

interface PaginationProps {
  page: number;
  pages: number;
  /** The address of a page, so every number is a real, shareable link. */
  hrefFor: (page: number) => string;
  /** Shows the page in place (the list keeps its state in the URL); without it the links navigate. */
  onSelect?: (page: number) => void;
  /** The navigation's name; "Pages" in the page's words by default. */
  label?: string;
}

/** Opens a page in place unless the visitor asked for a new tab or window (a modified or middle click). */
const inPlace = (onSelect: (page: number) => void, page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
  event.preventDefault();
  onSelect(page);
};

/**
 * Previous, the page numbers (first, last and the current one's neighbours, "…" for the rest) and Next;
 * Previous is disabled on the first page and Next on the last. Nothing when everything fits on one page.
 */
export function Pagination({ page, pages, hrefFor, onSelect, label }: PaginationProps) {
  const words = useBrowseText();
  if (pages <= 1) return null;
  /** A link to a page: in place with onSelect, else a Gatsby link. */
  const link = (
    target: number,
    props: { className?: string; "aria-label"?: string; "aria-current"?: "page" },
    text: string,
  ) =>
    onSelect ? (
      <a {...props} href={hrefFor(target)} onClick={inPlace(onSelect, target)}>
        {text}
      </a>
    ) : (
      <Link {...props} to={hrefFor(target)}>
        {text}
      </Link>
    );
  const step = (text: string, target: number, enabled: boolean) =>
    enabled ? (
      link(target, { className: styles.step }, text)
    ) : (
      // A link with nowhere to go: announced as a disabled link, not focusable, not clickable.
      <span className={styles.step} role="link" aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav aria-label={label ?? words("pages.label")} className={styles.pager}>
      {step(words("pages.previous"), page - 1, page > 1)}
      <ol className={styles.numbers}>
        {pageWindow(page, pages).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              {link(
                n,
                {
                  className: styles.number,
                  "aria-label": words("pages.page", { page: String(n) }),
                  "aria-current": n === page ? "page" : undefined,
                },
                String(n),
              )}
            </li>
          ),
        )}
      </ol>
      {step(words("pages.next"), page + 1, page < pages)}
    </nav>
  );
}
