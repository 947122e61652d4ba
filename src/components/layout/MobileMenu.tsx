import React, { useCallback, useEffect, useId, useRef, useState, useSyncExternalStore } from "react";
import { Link } from "gatsby";
import { showsBookNow } from "../../lib/navigation";
import { useMainMenu } from "../../hooks/useMainMenu";
import { MenuLink } from "./MenuLink";
import { Icon } from "./Icon";
import { ShortlistLink } from "../shortlist/ShortlistLink";
import * as styles from "./MobileMenu.module.css";
import { ROUTES } from "../../lib/routes";
import { useEdition, useText } from "../../i18n/EditionContext";
import { localLink } from "../../i18n/translated-pages";
import { EditionSwitch } from "./EditionSwitch";

const FOCUSABLE = "a[href], button:not([disabled])";

/** The browser opens and closes the panel itself (HTML popover), so the menu works before the page's script. */
const hasPopover = (element: HTMLElement | null): element is HTMLElement =>
  element !== null && typeof element.showPopover === "function";
const noSubscription = () => () => {};
const browserHasPopovers = () => typeof HTMLElement.prototype.showPopover === "function";

/**
 * Slide-in menu for narrow screens: a modal dialog that mirrors the main menu. It is an HTML popover opened by
 * the Menu button's `popovertarget`: it opens from the first paint, before any script, and the browser closes it
 * on Escape or a tap outside. Once hydrated, React follows the popover's state (adopting a menu opened before the
 * script ran), moves focus into it and keeps it there. Browsers without popovers get the same menu from React.
 */
export function MobileMenu({ pathname }: { pathname: string }) {
  const menu = useMainMenu();
  const text = useText();
  const { code } = useEdition();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  // A popover's button tells assistive technology itself whether it is open (and HTML forbids aria-expanded
  // on it); only where React runs the menu does it say so.
  const nativePopover = useSyncExternalStore(noSubscription, browserHasPopovers, () => true);

  const hide = useCallback(() => {
    const panel = panelRef.current;
    if (hasPopover(panel)) {
      if (panel.matches(":popover-open")) panel.hidePopover();
    } else setOpen(false);
  }, []);
  const close = useCallback(() => {
    hide();
    toggleRef.current?.focus();
  }, [hide]);

  // The popover is the truth: opened before hydration, by its button, or closed by the browser (Escape, outside).
  useEffect(() => {
    const panel = panelRef.current;
    if (!hasPopover(panel)) return;
    const follow = () => setOpen(panel.matches(":popover-open"));
    follow();
    panel.addEventListener("toggle", follow);
    return () => panel.removeEventListener("toggle", follow);
  }, []);

  // A followed link changes the path: close without stealing focus from the new page.
  const [openedOn, setOpenedOn] = useState(pathname);
  if (openedOn !== pathname) {
    setOpenedOn(pathname);
    setOpen(false);
  }
  const shownOn = useRef(pathname);
  useEffect(() => {
    if (shownOn.current === pathname) return;
    shownOn.current = pathname;
    hide();
  }, [pathname, hide]);

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
        aria-expanded={nativePopover ? undefined : open}
        aria-controls={panelId}
        popovertarget={panelId}
        onClick={() => {
          if (!hasPopover(panelRef.current)) setOpen((value) => !value);
        }}
      >
        <Icon name="menu" size={24} />
        <span className="visually-hidden">{text("menu.open")}</span>
      </button>
      {/* The clip keeps the off-screen panel from widening the page where popovers are not supported. */}
      <div className={styles.clip}>
        <div
          ref={panelRef}
          id={panelId}
          className={styles.panel}
          data-open={open || undefined}
          popover="auto"
          role="dialog"
          aria-modal="true"
          aria-label={text("menu.open")}
        >
          <button
            type="button"
            className={styles.close}
            popovertarget={panelId}
            popovertargetaction="hide"
            onClick={(event) => {
              // Closed here, not by the attribute, so focus goes back to the Menu button in every browser.
              event.preventDefault();
              close();
            }}
          >
            <Icon name="close" size={24} />
            <span className="visually-hidden">{text("menu.close")}</span>
          </button>
          <nav aria-label={text("menu.nav")}>
            <ul className={styles.menu}>
              {menu.map((item) => (
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
          <ShortlistLink pathname={pathname} />
          <EditionSwitch pathname={pathname} landmark={false} />
          {showsBookNow(pathname) && (
            <Link to={localLink(code, ROUTES.contact)} className="button">
              {text("header.bookNow")}
            </Link>
          )}
        </div>
      </div>
    </>
  );
}
