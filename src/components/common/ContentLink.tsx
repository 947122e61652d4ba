import React, { type ReactNode } from "react";
import { Link } from "gatsby";

/**
 * A button or link a marketer set in the content (src/lib/links.ts allowed it): a page of this site is a
 * Gatsby link; an https:// address (a WhatsApp chat) opens in a new tab, and says so; mailto: and tel:
 * are plain links.
 */
export function ContentLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  if (to.startsWith("/"))
    return (
      <Link to={to} className={className}>
        {children}
      </Link>
    );
  if (/^https:/i.test(to))
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
