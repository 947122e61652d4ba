import React, { type ReactNode } from "react";
import { Link } from "gatsby";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import { Picture } from "../common/Picture";
import type { ServiceCardAction } from "../../lib/landing-links";
import * as styles from "./ServiceCards.module.css";
import { useEdition } from "../../i18n/EditionContext";
import { useBlocksText } from "../../i18n/blocks-text";
import { englishFact, richText } from "../../i18n/rich-text";

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
  const text = useBlocksText();
  // A card's title and subheading are the booking system's English: marked so on another edition's page.
  const english = englishFact(useEdition().code);
  if (failed) {
    return (
      <div role="alert" className={styles.error}>
        <p>{text("blocks.services.failed")}</p>
        <button type="button" className="button button--brand" onClick={() => window.location.reload()}>
          {text("blocks.retry")}
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
              <span className={styles.title} {...english}>
                {card.title}
              </span>
              <span className={styles.subheading} {...english}>
                {card.subheading}
              </span>
              <span className={styles.cta}>
                {card.action.kind === "page" ? (
                  richText(text("blocks.services.see"), {
                    name: card.action.english ? <bdi {...english}>{card.action.name}</bdi> : card.action.name,
                  })
                ) : (
                  <>
                    {text("blocks.whatsapp.enquire")}
                    <span className="visually-hidden">{text("link.newTab")}</span>
                  </>
                )}
              </span>
            </span>
          </CardLink>
        </li>
      ))}
    </ul>
  );
}
