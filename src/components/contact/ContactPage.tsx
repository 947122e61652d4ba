import React from "react";
import { openingHoursText, siteFacts, type SiteFacts } from "../../lib/site";
import type { TripFieldsOptions } from "../../lib/trip-enquiry";
import { ContactForm } from "../forms/ContactForm";
import { Icon } from "../layout/Icon";
import { PageHeader } from "../layout/PageHeader";
import { MapFacade } from "./MapFacade";
import * as styles from "./ContactPage.module.css";

export interface ContactPageProps {
  facts?: SiteFacts;
  /** The enquiry's starting subject, from /contact?trip=… (Book Now on a trip card). */
  subjectPrefill?: string;
  /** The trip's fields: an optional group, required when the page is about one trip (/contact?trip=…). */
  trip?: TripFieldsOptions;
}

/** How to reach the agency: the office, its hours, phones and e-mail addresses, and the video (/contact's side). */
export function ContactDetails({ facts = siteFacts }: { facts?: SiteFacts }) {
  return (
    <section aria-labelledby="contact-details" className={styles.details}>
      <h2 id="contact-details">Get in touch</h2>
      <div className={styles.card}>
        <h3 className={styles.cardTitle}>
          <Icon name="pin" /> Visit us
        </h3>
        <address className={styles.address}>{facts.address.display}</address>
        <p className={styles.muted}>{openingHoursText(facts)}</p>
      </div>
      <div className={styles.card}>
        <h3 className={styles.cardTitle}>
          <Icon name="phone" /> Call us
        </h3>
        <ul className={styles.list}>
          {facts.phones.map((phone) => (
            <li key={phone.tel}>
              {phone.label}: <a href={`tel:${phone.tel}`}>{phone.display}</a>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.card}>
        <h3 className={styles.cardTitle}>
          <Icon name="mail" /> Write to us
        </h3>
        <ul className={styles.list}>
          {facts.emails.map((email) => (
            <li key={email.address}>
              {email.label}: <a href={`mailto:${email.address}`}>{email.address}</a>
            </li>
          ))}
        </ul>
      </div>
      <a
        className={`button button--ghost ${styles.video}`}
        href={facts.videoUrl}
        target="_blank"
        rel="noopener noreferrer"
      >
        <Icon name="youtube" /> Watch our video<span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    </section>
  );
}

/** /contact: how to reach the agency, the shared enquiry form and the office map. */
export function ContactPage({ facts = siteFacts, subjectPrefill, trip = { required: false } }: ContactPageProps) {
  return (
    <>
      <PageHeader
        title="Contact Us"
        intro={`Tell us where you would like to go; a travel planner answers within ${siteFacts.replyWithin}.`}
      />
      <div className={`container section ${styles.layout}`}>
        <ContactDetails facts={facts} />
        <ContactForm
          idPrefix="contact"
          draftKey="contact"
          heading="Send Us a Message"
          intro="Share your dates, number of travellers and the places you have in mind."
          subjectPrefill={subjectPrefill}
          trip={trip}
        />
      </div>
      <section aria-labelledby="contact-map" className={`container ${styles.map}`}>
        <h2 id="contact-map">Find our office</h2>
        <MapFacade embedUrl={facts.mapEmbedUrl} place={facts.address.display} />
      </section>
    </>
  );
}
