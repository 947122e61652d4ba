import React from "react";
import { Icon } from "../layout/Icon";
import { itineraryPath } from "../../lib/routes";
import { canonicalUrl } from "../../lib/site";
import { shareTripText, whatsappShareUrl } from "../../lib/whatsapp";
import * as styles from "./ItineraryActions.module.css";

/**
 * The itinerary to share on WhatsApp. Its PDF (written at build, gatsby/pdf/itinerary-pdfs.ts) is downloaded from the
 * trip summary at the top of the page.
 */
export function ItineraryActions({ id, name }: { id: string; name: string }) {
  return (
    <p className={styles.actions}>
      <a
        href={whatsappShareUrl(shareTripText(name, canonicalUrl(itineraryPath(id))))}
        target="_blank"
        rel="noopener noreferrer"
        className="button button--ghost"
      >
        <Icon name="whatsapp" />
        Share on WhatsApp
      </a>
    </p>
  );
}
