import React from "react";
import { Link } from "gatsby";
import { isActiveItem, type NavItem } from "../../lib/navigation";

/** A menu entry (desktop and phone menus), marked current when the visitor is in its section. */
export function MenuLink({ item, pathname, className }: { item: NavItem; pathname: string; className?: string }) {
  const active = isActiveItem(item, pathname);
  return (
    <Link
      to={item.to}
      className={className}
      data-active={active || undefined}
      aria-current={active ? "page" : undefined}
    >
      {item.label}
    </Link>
  );
}
