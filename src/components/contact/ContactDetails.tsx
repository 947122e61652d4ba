import React from "react";
import { openingHoursText, siteFacts, type SiteFacts } from "../../lib/site";
import { Icon } from "../layout/Icon";
import * as styles from "./ContactPage.module.css";
import { useContactText } from "./contact-text";
import { useEdition, useText } from "../../i18n/EditionContext";
import { englishFact } from "../../i18n/rich-text";

/** How to reach the agency: the office, its hours, phones and e-mail addresses, and the video (/contact's side). */
export function ContactDetails({ facts = siteFacts }: { facts?: SiteFacts }) {
  const text = useContactText();
  const newTab = useText()("link.newTab");
  // The office's facts (address, hours, the phones' and addresses' labels) are written in English.
  const inEnglish = englishFact(useEdition().code);
  return (
    <section aria-labelledby="contact-details" className={styles.details}>
      <h2 id="contact-details">{text("contact.details")}</h2>
      <div className={styles.card}>
        <h3 className={styles.cardTitle}>
          <Icon name="pin" /> {text("contact.visit")}
        </h3>
        <address className={styles.address} {...inEnglish}>
          {facts.address.display}
        </address>
        <p className={styles.muted} {...inEnglish}>
          {openingHoursText(facts)}
        </p>
      </div>
      <div className={styles.card}>
        <h3 className={styles.cardTitle}>
          <Icon name="phone" /> {text("contact.call")}
        </h3>
        <ul className={styles.list}>
          {facts.phones.map((phone) => (
            <li key={phone.tel}>
              <span {...inEnglish}>{phone.label}</span>:{" "}
              <a href={`tel:${phone.tel}`}>
                <bdi dir="ltr">{phone.display}</bdi>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <div className={styles.card}>
        <h3 className={styles.cardTitle}>
          <Icon name="mail" /> {text("contact.write")}
        </h3>
        <ul className={styles.list}>
          {facts.emails.map((email) => (
            <li key={email.address}>
              <span {...inEnglish}>{email.label}</span>:{" "}
              <a href={`mailto:${email.address}`}>
                <bdi dir="ltr">{email.address}</bdi>
              </a>
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
        <Icon name="youtube" /> {text("contact.video")}
        <span className="visually-hidden">{newTab}</span>
      </a>
    </section>
  );
}
