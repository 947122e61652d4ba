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

export function Header({ pathname }: { pathname: string }) {
  const menu = useMainMenu();
  return (
    <header className={styles.header}>
      <TopBar />
      <div className={`container ${styles.inner}`}>
        <Logo />
        <nav aria-label="Main" className={styles.nav}>
          <ul className={styles.menu}>
            {menu.map((item) => (
              <li key={item.to} className={item.children ? styles.hasSubmenu : undefined}>
                <MenuLink item={item} pathname={pathname} className={styles.link} />
                {item.children && (
                  <>
                    <Icon name="chevronDown" size={16} />
                    <ul className={styles.submenu} aria-label={`${item.label} types`}>
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
          <Link to={ROUTES.contact} className={`button ${styles.bookNow}`}>
            Book Now
          </Link>
        )}
        <MobileMenu pathname={pathname} />
      </div>
    </header>
  );
}
