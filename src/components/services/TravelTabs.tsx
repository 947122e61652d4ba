import React, { useId, useRef, useState, type KeyboardEvent } from "react";
import { Carousel } from "../carousel/Carousel";
import { PackageCard, type Offer } from "../packages/PackageCard";
import * as styles from "./TravelTabs.module.css";
import { ROUTES } from "../../lib/routes";

export interface TravelTab {
  label: string;
  cards: Offer[];
}

/**
 * The 'Amazing Travel Experience' tabs (WAI-ARIA tabs: arrow keys, Home and End move between tabs), each
 * panel a carousel of offers that all lead to /contact.
 */
export function TravelTabs({ tabs }: { tabs: TravelTab[] }) {
  const [selected, setSelected] = useState(0);
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const select = (index: number) => {
    const next = (index + tabs.length) % tabs.length;
    setSelected(next);
    tabRefs.current[next]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, number> = {
      ArrowRight: selected + 1,
      ArrowLeft: selected - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div>
      <div role="tablist" aria-label="Travel offers" className={styles.tablist}>
        {tabs.map((tab, index) => (
          <button
            key={tab.label}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${index}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${index}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => setSelected(index)}
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
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          hidden={index !== selected}
        >
          <Carousel label={tab.label} slidesPerView={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
            {tab.cards.map(({ key, ...card }) => (
              <PackageCard key={key} {...card} action={{ to: ROUTES.contact, label: "Book Now" }} />
            ))}
          </Carousel>
        </div>
      ))}
    </div>
  );
}
