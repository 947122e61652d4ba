import React, { type ReactNode } from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import type { ServiceCardAction } from "../../lib/landing-links";
import * as styles from "./ServiceCards.module.css";

export interface ServiceCard {
  id: string;
  title: string;
  subheading: string;
  /** The build substitutes a placeholder picture when the banner URL is broken. */
  banner: IGatsbyImageData | undefined;
  /** Its landing page (src/lib/landing-links.ts), or else a WhatsApp chat about it. */
  action: ServiceCardAction;
}

/** The whole card is the link: to its landing page on this site, or to a WhatsApp chat in a new tab. */
function CardLink({ action, children }: { action: ServiceCardAction; children: ReactNode }) {
  if (action.kind === "page")
    return (
      <Link to={action.to} className={styles.card}>
        {children}
      </Link>
    );
  return (
    <a href={action.href} target="_blank" rel="noopener noreferrer" className={styles.card}>
      {children}
    </a>
  );
}

/**
 * The services from the backend, each opening its landing page or asking about itself on WhatsApp; or an
 * error block when the build had none (a partial build).
 */
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
          <CardLink action={card.action}>
            {card.banner ? (
              <Picture image={card.banner} alt="" className={styles.banner} />
            ) : (
              <span className={styles.banner} />
            )}
            <span className={styles.body}>
              <span className={styles.title}>{card.title}</span>
              <span className={styles.subheading}>{card.subheading}</span>
              <span className={styles.cta}>
                {card.action.label}
                {card.action.kind === "whatsapp" && <span className="visually-hidden"> (opens in a new tab)</span>}
              </span>
            </span>
          </CardLink>
        </li>
      ))}
    </ul>
  );
}
