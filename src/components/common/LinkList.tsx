import React, { type ReactNode } from "react";
import { Link } from "gatsby";

export interface LinkItem {
  to: string;
  label: ReactNode;
  /** Marks the link of the page or filter being shown. */
  current?: boolean;
}

/**
 * A list of site links: sidebar categories and tags, footer columns. Styled by the caller's class; `lang` where its
 * words are not the page's language (the blog's English tags on another edition's page).
 */
export function LinkList({
  items,
  className,
  lang,
}: {
  items: readonly LinkItem[];
  className?: string;
  lang?: string;
}) {
  return (
    <ul className={className} lang={lang}>
      {items.map((item) => (
        <li key={item.to}>
          <Link to={item.to} aria-current={item.current ? "page" : undefined}>
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
