import React from "react";
import { Link } from "gatsby";
import { showsBookNow } from "../../lib/navigation";
import { useMainMenu } from "../../hooks/useMainMenu";
import { MenuLink } from "./MenuLink";
import { Logo } from "./Logo";
import { MobileMenu } from "./MobileMenu";
import { Icon } from "./Icon";
import { TopBar } from "./TopBar";
import { ShortlistLink } from "../shortlist/ShortlistLink";
import { HeaderSearch } from "../search/HeaderSearch";
import { ChatWidget } from "./ChatWidget";
import * as styles from "./Header.module.css";
import { ROUTES } from "../../lib/routes";
import { useEdition, useText } from "../../i18n/EditionContext";
import { localLink } from "../../i18n/translated-pages";

export function Header({ pathname }: { pathname: string }) {
  const menu = useMainMenu();
  const text = useText();
  const { code } = useEdition();
  return (
    <header className={styles.header}>
      <TopBar pathname={pathname} />
      <div className={`container ${styles.inner}`}>
        <Logo />
        <nav aria-label={text("header.mainNav")} className={styles.nav}>
          <ul className={styles.menu}>
            {menu.map((item) => (
              <li key={item.to} className={item.children ? styles.hasSubmenu : undefined}>
                <MenuLink item={item} pathname={pathname} className={styles.link} />
                {item.children && (
                  <>
                    <Icon name="chevronDown" size={16} />
                    <ul className={styles.submenu} aria-label={text("header.submenu", { label: item.label })}>
                      {item.children.map((child) => (
                        <li key={child.to}>
                          <MenuLink item={child} pathname={pathname} className={styles.sublink} />
                        </li>
                      ))}
                    </ul>
                  </>
                )}
              </li>
            ))}
          </ul>
        </nav>
        <HeaderSearch />
        <ChatWidget />
        <ShortlistLink pathname={pathname} className={styles.shortlist} />
        {showsBookNow(pathname) && (
          <Link to={localLink(code, ROUTES.contact)} className={`button ${styles.bookNow}`}>
            {text("header.bookNow")}
          </Link>
        )}
        <MobileMenu pathname={pathname} />
      </div>
    </header>
  );
}
