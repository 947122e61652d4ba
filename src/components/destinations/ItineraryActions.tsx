import React from "react";
import { Icon } from "../layout/Icon";
import { itineraryPath, itineraryPdfFileName, itineraryPdfPath } from "../../lib/routes";
import { canonicalUrl, siteFacts } from "../../lib/site";
import { shareTripText, whatsappShareUrl } from "../../lib/whatsapp";
import * as styles from "./ItineraryActions.module.css";

/**
 * The itinerary to take away: its PDF (written at build, gatsby/pdf/itinerary-pdfs.ts), saved under the trip's name
 * without leaving the page, and a WhatsApp share.
 */
export function ItineraryActions({ id, name }: { id: string; name: string }) {
  return (
    <p className={styles.actions}>
      <a
        href={itineraryPdfPath(id)}
        download={itineraryPdfFileName(name, siteFacts.name)}
        className="button button--ghost"
      >
        Download itinerary (PDF)
      </a>
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
