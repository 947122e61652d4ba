import React from "react";
import { Link } from "gatsby";
import { PageHeader } from "../layout/PageHeader";
import { Section } from "../common/Section";
import { DestinationTypes, type DestinationType } from "./DestinationTypes";
import { ServiceCards, type ServiceCard } from "./ServiceCards";
import { TravelTabs, type TravelTab } from "./TravelTabs";
import * as styles from "./ServicesPage.module.css";
import { ROUTES } from "../../lib/routes";

export interface ServicesPageProps {
  destinationTypes: DestinationType[];
  serviceCards: ServiceCard[];
  serviceCardsFailed: boolean;
  tabs: TravelTab[];
}

/** /service: what we do, where we go, the services to ask about, and sample tours, hotels and transport. */
export function ServicesPage({ destinationTypes, serviceCards, serviceCardsFailed, tabs }: ServicesPageProps) {
  return (
    <>
      <PageHeader title="Services" />
      <Section title="Everything for your trip, from one desk" eyebrow="What we do">
        <div className={styles.about}>
          <p>
            Inbound and outbound holidays, corporate travel, flight and hotel bookings, visa assistance and custom
            packages: for 15 years we have planned trips from Kerala with one planner per guest and prices in rupees.
          </p>
          <Link to={ROUTES.contact} className="button button--brand">
            Contact us
          </Link>
        </div>
      </Section>
      <Section title="Destinations" eyebrow="Where we go" tone="tinted">
        <DestinationTypes types={destinationTypes} />
      </Section>
      <Section title="Our services" eyebrow="Ask us about">
        <ServiceCards cards={serviceCards} failed={serviceCardsFailed} />
      </Section>
      <Section title="Amazing Travel Experience" eyebrow="Tours, hotels and transport" tone="tinted">
        <TravelTabs tabs={tabs} />
      </Section>
    </>
  );
}
