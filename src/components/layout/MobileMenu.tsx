import React, { useCallback, useEffect, useId, useRef, useState } from "react";
import { Link } from "gatsby";
import { MAIN_MENU, showsBookNow } from "../../lib/navigation";
import { MenuLink } from "./MenuLink";
import { Icon } from "./Icon";
import * as styles from "./MobileMenu.module.css";
import { ROUTES } from "../../lib/routes";

const FOCUSABLE = "a[href], button:not([disabled])";

/** Slide-in menu for narrow screens: a modal dialog that mirrors the main menu. */
export function MobileMenu({ pathname }: { pathname: string }) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);

  const close = useCallback(() => {
    setOpen(false);
    toggleRef.current?.focus();
  }, []);

  // A followed link changes the path: close without stealing focus from the new page.
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    panelRef.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        close();
        return;
      }
      if (event.key !== "Tab" || !panelRef.current) return;
      const focusable = [...panelRef.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable[focusable.length - 1];
      if (event.shiftKey && document.activeElement === first) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first?.focus();
      }
    };
    document.addEventListener("keydown", onKeyDown);
    document.body.style.overflow = "hidden";
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      document.body.style.overflow = "";
    };
  }, [open, close]);

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="menu" size={24} />
        <span className="visually-hidden">Menu</span>
      </button>
      <div className={styles.backdrop} data-open={open || undefined} onClick={close} aria-hidden="true" />
      {/* The clip keeps the off-screen panel from widening the page on phones. */}
      <div className={styles.clip}>
        <div
          ref={panelRef}
          id={panelId}
          className={styles.panel}
          data-open={open || undefined}
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
        >
          <button type="button" className={styles.close} onClick={close}>
            <Icon name="close" size={24} />
            <span className="visually-hidden">Close menu</span>
          </button>
          <nav aria-label="Mobile">
            <ul className={styles.menu}>
              {MAIN_MENU.map((item) => (
                <li key={item.to}>
                  <MenuLink item={item} pathname={pathname} className={styles.link} />
                  {item.children && (
                    <ul className={styles.submenu}>
                      {item.children.map((child) => (
                        <li key={child.to}>
                          <MenuLink item={child} pathname={pathname} className={styles.sublink} />
                        </li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </nav>
          {showsBookNow(pathname) && (
            <Link to={ROUTES.contact} className="button">
              Book Now
            </Link>
          )}
        </div>
      </div>
    </>
  );
}
