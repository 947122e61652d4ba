import React, { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import * as styles from "./Tabs.module.css";

export interface Tab {
  label: string;
  content: ReactNode;
}

/**
 * WAI-ARIA tabs: one tab in the tab order, arrow keys, Home and End move between tabs. Every panel is
 * in the HTML (inactive ones hidden), so all content is there for search engines and without script.
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
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setActive(next);
    buttons.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
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
    <div className={className}>
      <div role="tablist" aria-label={label} className={classNames.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === active}
            tabIndex={index === active ? 0 : -1}
            className={classNames.tab}
            onClick={() => setActive(index)}
            onKeyDown={onKeyDown}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.label}
          role="tabpanel"
          id={`${id}-panel-${index}`}
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
