import React from "react";
import { Link } from "gatsby";
import { isActiveItem, type NavItem } from "../../lib/navigation";
import { useEdition } from "../../i18n/EditionContext";
import { englishPathOf } from "../../i18n/editions";
import { localLink } from "../../i18n/translated-pages";

/** A menu entry (desktop and phone menus), marked current when the visitor is in its section. */
export function MenuLink({ item, pathname, className }: { item: NavItem; pathname: string; className?: string }) {
  const active = isActiveItem(item, englishPathOf(pathname));
  const { code } = useEdition();
  return (
    <Link
      to={localLink(code, item.to)}
      className={className}
      data-active={active || undefined}
      aria-current={active ? "page" : undefined}
    >
      {item.label}
    </Link>
  );
}
