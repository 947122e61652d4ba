import React from "react";
import { Link } from "gatsby";
import * as styles from "./Pagination.module.css";

interface PaginationProps {
  page: number;
  pages: number;
  /** The address of a page, so every number is a real, shareable link. */
  hrefFor: (page: number) => string;
  label?: string;
}

/** Previous, every page number and Next; Previous is disabled on the first page and Next on the last. */
export function Pagination({ page, pages, hrefFor, label = "Pages" }: PaginationProps) {
  if (pages <= 1) return null;
  const step = (text: string, target: number, enabled: boolean) =>
    enabled ? (
      <Link className={styles.step} to={hrefFor(target)}>
        {text}
      </Link>
    ) : (
      <span className={styles.step} aria-disabled="true">
        {text}
      </span>
    );
  return (
    <nav aria-label={label} className={styles.pager}>
      {step("Previous", page - 1, page > 1)}
      <ol className={styles.numbers}>
        {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <Link
              className={styles.number}
              to={hrefFor(n)}
              aria-label={`Page ${n}`}
              aria-current={n === page ? "page" : undefined}
            >
              {n}
            </Link>
          </li>
        ))}
      </ol>
      {step("Next", page + 1, page < pages)}
    </nav>
  );
}
