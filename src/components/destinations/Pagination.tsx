import React, { type MouseEvent } from "react";
import { pageWindow } from "../../lib/pagination";
import * as styles from "./Pagination.module.css";

interface Props {
  page: number;
  pages: number;
  /** The shareable URL of a page, so every number is a real link. */
  hrefFor: (page: number) => string;
  onSelect: (page: number) => void;
}

/** Page numbers with Previous and Next; Next is disabled on the last page, Previous on the first. */
export function Pagination({ page, pages, hrefFor, onSelect }: Props) {
  const link = (target: number) => ({
    href: hrefFor(target),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      // Let a modified click open the page in a new tab as usual.
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
      event.preventDefault();
      onSelect(target);
    },
  });
  const step = (label: string, target: number, enabled: boolean) =>
    enabled ? (
      <a className={styles.step} {...link(target)}>
        {label}
      </a>
    ) : (
      // A link with nowhere to go: announced as a disabled link, not focusable, not clickable.
      <span className={styles.step} role="link" aria-disabled="true">
        {label}
      </span>
    );

  return (
    <nav aria-label="Pages" className={styles.pager}>
      {step("Previous", page - 1, page > 1)}
      <ol className={styles.numbers}>
        {pageWindow(page, pages).map((n, index) =>
          n === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={n}>
              <a
                className={styles.number}
                aria-label={`Page ${n}`}
                aria-current={n === page ? "page" : undefined}
                {...link(n)}
              >
                {n}
              </a>
            </li>
          ),
        )}
      </ol>
      {step("Next", page + 1, page < pages)}
    </nav>
  );
}
