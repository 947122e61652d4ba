import React from "react";
import { openingHoursText, siteFacts, type SiteFacts } from "../../lib/site";
import { Icon } from "../layout/Icon";
import * as styles from "./ContactPage.module.css";

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
