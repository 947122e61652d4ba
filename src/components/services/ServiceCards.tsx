import React from "react";
import { type IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import { serviceMessage, whatsappUrl } from "../../lib/whatsapp";
import * as styles from "./ServiceCards.module.css";

export interface ServiceCard {
  id: string;
  title: string;
  subheading: string;
  /** The build substitutes a placeholder picture when the banner URL is broken. */
  banner: IGatsbyImageData | undefined;
}

/** The services from the backend, each asking about itself on WhatsApp; or an error block when the build had none (a partial build). */
export function ServiceCards({ cards, failed }: { cards: ServiceCard[]; failed: boolean }) {
  if (failed) {
    return (
      <div role="alert" className={styles.error}>
        <p>Failed to load services. Please try again later.</p>
        <button type="button" className="button button--brand" onClick={() => window.location.reload()}>
          Retry
        </button>
      </div>
    );
  }
  return (
    <ul className={styles.grid}>
      {cards.map((card) => (
        <li key={card.id}>
          <a
            href={whatsappUrl(serviceMessage(card.title))}
            target="_blank"
            rel="noopener noreferrer"
            className={styles.card}
          >
            {card.banner ? (
              <Picture image={card.banner} alt="" className={styles.banner} />
            ) : (
              <span className={styles.banner} />
            )}
            <span className={styles.body}>
              <span className={styles.title}>{card.title}</span>
              <span className={styles.subheading}>{card.subheading}</span>
              <span className={styles.cta}>
                Enquire on WhatsApp<span className="visually-hidden"> (opens in a new tab)</span>
              </span>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
