import React from "react";
import { Link } from "gatsby";
import { usePhoneActionBar } from "../../hooks/usePhoneActionBar";
import { contactTripPath, ROUTES } from "../../lib/routes";
import { siteFacts } from "../../lib/site";
import { planningWhatsAppText, tripWhatsAppText, whatsappUrl, type WhatsAppTrip } from "../../lib/whatsapp";
import { SITE_FOOTER_ID } from "./Footer";
import { Icon } from "./Icon";
import { useText } from "../../i18n/EditionContext";
import * as styles from "./PhoneActionBar.module.css";

export interface PhoneActionBarProps {
  /** The trip the page is about: the WhatsApp text names it, its days and price, and links its page (absolute URL). */
  trip?: WhatsAppTrip & { url: string };
  /** The idPrefix of the page's own enquiry form: Enquire leads to it and the bar never covers its button. */
  formIdPrefix?: string;
}

/**
 * Call, WhatsApp and Enquire at the bottom of a phone's screen (CSS shows it only below 768 px), once the
 * visitor has scrolled past the first screen. Fixed and hidden until then, so it never shifts the layout.
 * Render it outside any positioned element: its first-screen sentinel is placed from the top of the page.
 */
export function PhoneActionBar({ trip, formIdPrefix }: PhoneActionBarProps) {
  const { firstScreenRef, shown } = usePhoneActionBar(
    formIdPrefix ? [`${formIdPrefix}-submit`, SITE_FOOTER_ID] : [SITE_FOOTER_ID],
  );
  const phone = siteFacts.phones[0];
  const text = useText();
  const chatUrl = whatsappUrl(trip ? tripWhatsAppText(trip, trip.url, text) : planningWhatsAppText(text));
  const enquiry = trip ? contactTripPath(trip.name) : ROUTES.contact;
  return (
    <>
      <span ref={firstScreenRef} className={styles.firstScreen} aria-hidden="true" />
      {/* Hidden means hidden for everyone: out of view, out of the tab order and out of the accessibility tree. */}
      <nav
        aria-label={text("bar.label")}
        aria-hidden={!shown}
        className={shown ? `${styles.bar} ${styles.shown}` : styles.bar}
      >
        <ul className={styles.actions}>
          {phone && (
            <li>
              <a href={`tel:${phone.tel}`} className={styles.action}>
                <Icon name="phone" />
                {text("bar.call")}
                <span className="visually-hidden">
                  {" "}
                  <bdi dir="ltr">{phone.display}</bdi>
                </span>
              </a>
            </li>
          )}
          <li>
            <a href={chatUrl} target="_blank" rel="noopener noreferrer" className={styles.action}>
              <Icon name="whatsapp" />
              {text("bar.whatsapp")}
              <span className="visually-hidden">{text("link.newTab")}</span>
            </a>
          </li>
          <li>
            {formIdPrefix ? (
              <a href={`#${formIdPrefix}-form`} className={styles.action}>
                <Icon name="mail" />
                {text("bar.enquire")}
              </a>
            ) : (
              <Link to={enquiry} className={styles.action}>
                <Icon name="mail" />
                {text("bar.enquire")}
              </Link>
            )}
          </li>
        </ul>
      </nav>
    </>
  );
}
