import React, {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
  type ReactNode,
} from "react";

const noSubscription = () => () => {};
import * as styles from "./Tabs.module.css";

export interface Tab {
  label: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs: one tab in the tab order, arrow keys, Home and End move between tabs. Every panel is
 * in the HTML (inactive ones hidden), so all content is there for search engines and without script.
 * Each tab is a link to its panel: before the script, following it makes the panel the `:target`, which the
 * CSS shows in place of the first; at hydration the panel named in the address becomes the selected tab.
 */
interface TabsProps {
  label: string;
  tabs: readonly Tab[];
  className?: string;
  /** The look of the tab list, tabs and panels, in place of the default boxed panels. */
  classNames?: { list?: string; tab?: string; panel?: string };
  /** A panel is a tab stop of its own unless its content has focusable controls (carousels, links). */
  focusablePanels?: boolean;
}

export function Tabs({ label, tabs, className, classNames = styles, focusablePanels = true }: TabsProps) {
  const [active, setActive] = useState(0);
  const id = useId();
  const buttons = useRef<(HTMLAnchorElement | null)[]>([]);
  const panelId = (index: number) => `${id}-panel-${index}`;
  // False in the server HTML and during hydration: until then the CSS follows the `:target` panel, after it
  // React's state alone.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

  useEffect(() => {
    // Once, at hydration: a tab followed before the script named its panel in the address.
    const chosen = tabs.findIndex((_, index) => window.location.hash === `#${id}-panel-${index}`);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- adopts the page's state before the script
    if (chosen > 0) setActive(chosen);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- later choices are the visitor's clicks and keys
  }, []);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setActive(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>) => {
    // A tab is a link, which Space would not activate.
    if (event.key === " ") {
      event.preventDefault();
      setActive(active);
      return;
    }
    const moves: Record<string, number> = {
      ArrowRight: active + 1,
      ArrowDown: active + 1,
      ArrowLeft: active - 1,
      ArrowUp: active - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={`${styles.tabs} ${className ?? ""}`} data-ready={hydrated || undefined}>
      <div role="tablist" aria-label={label} className={classNames.list}>
        {tabs.map((tab, index) => (
          <a
            key={tab.label}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            href={`#${panelId(index)}`}
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={panelId(index)}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            className={classNames.tab}
            onClick={(event) => {
              event.preventDefault();
              setActive(index);
            }}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </a>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={panelId(index)}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
          tabIndex={focusablePanels ? 0 : undefined}
          className={classNames.panel}
        >
          {tab.content}
        </div>
      ))}
    </div>
  );
}
