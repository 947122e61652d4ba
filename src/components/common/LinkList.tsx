import React, { type ReactNode } from "react";
import { Link } from "gatsby";

export interface LinkItem {
  to: string;
  label: ReactNode;
  /** Marks the link of the page or filter being shown. */
  current?: boolean;
}

/** A list of site links: sidebar categories and tags, footer columns. Styled by the caller's class. */
export function LinkList({ items, className }: { items: readonly LinkItem[]; className?: string }) {
  return (
    <ul className={className}>
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
