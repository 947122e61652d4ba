import React from "react";
import { Tabs } from "../common/Tabs";
import { Carousel } from "../carousel/Carousel";
import { PackageCard, type Offer } from "../packages/PackageCard";
import * as styles from "./TravelTabs.module.css";
import { contactTripPath } from "../../lib/routes";
import { useEdition } from "../../i18n/EditionContext";
import { useBlocksText } from "../../i18n/blocks-text";
import { localLink } from "../../i18n/translated-pages";

export interface TravelTab {
  label: string;
  cards: Offer[];
}

/**
 * The 'Amazing Travel Experience' tabs, each panel a carousel of offers, each leading to /contact?trip={its title}
 * (the edition's contact page).
 */
export function TravelTabs({ tabs }: { tabs: TravelTab[] }) {
  const { code } = useEdition();
  const text = useBlocksText();
  return (
    <Tabs
      label={text("blocks.tabs.label")}
      classNames={{ list: styles.list, tab: styles.tab }}
      focusablePanels={false}
      tabs={tabs.map((tab) => ({
        label: tab.label,
        content: (
          <Carousel label={tab.label} slidesPerView={{ base: 1, sm: 2, lg: 3, xl: 4 }}>
            {tab.cards.map(({ key, ...card }) => (
              <PackageCard
                key={key}
                {...card}
                action={{ to: localLink(code, contactTripPath(card.title)), label: text("blocks.offer.book") }}
              />
            ))}
          </Carousel>
        ),
      }))}
    />
  );
}
