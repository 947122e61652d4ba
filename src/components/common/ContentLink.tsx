import React, { type ReactNode } from "react";
import { Link } from "gatsby";
import { useEdition, useText } from "../../i18n/EditionContext";
import { localLink } from "../../i18n/translated-pages";

/**
 * A button or link a marketer set in the content (src/lib/links.ts allowed it): a page of this site is a
 * Gatsby link, to its page in the edition being read where there is one (an English page says so with
 * `hreflang`); an https:// address (a WhatsApp chat) opens in a new tab, and says so; mailto: and tel: are plain
 * links.
 */
export function ContentLink({ to, className, children }: { to: string; className?: string; children: ReactNode }) {
  const { code } = useEdition();
  const text = useText();
  if (to.startsWith("/")) {
    const local = localLink(code, to);
    return (
      <Link to={local} className={className} {...(code !== "en" && local === to && { hrefLang: "en" })}>
        {children}
      </Link>
    );
  }
  if (/^https:/i.test(to))
    return (
      <a href={to} target="_blank" rel="noopener noreferrer" className={className}>
        {children}
        <span className="visually-hidden">{text("link.newTab")}</span>
      </a>
    );
  return (
    <a href={to} className={className}>
      {children}
    </a>
  );
}
