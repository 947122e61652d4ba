import React from "react";
import { Icon } from "../layout/Icon";
import { itineraryPath } from "../../lib/routes";
import { canonicalUrl } from "../../lib/site";
import { whatsappShareUrl } from "../../lib/whatsapp";
import * as styles from "./ItineraryActions.module.css";
import { useTripText } from "../../i18n/trip-page";
import { useEdition } from "../../i18n/EditionContext";
import { pathInEdition } from "../../i18n/editions";

/**
 * The itinerary to share on WhatsApp. Its PDF (written at build, gatsby/pdf/itinerary-pdfs.ts) is downloaded from the
 * trip summary at the top of the page.
 */
export function ItineraryActions({ id, name }: { id: string; name: string }) {
  const text = useTripText();
  const { code } = useEdition();
  const url = canonicalUrl(pathInEdition(code, itineraryPath(id)));
  return (
    <p className={styles.actions}>
      <a
        href={whatsappShareUrl(text("trip.itinerary.shareText", { name: name.trim(), url }))}
        target="_blank"
        rel="noopener noreferrer"
        className="button button--ghost"
      >
        <Icon name="whatsapp" />
        {text("trip.itinerary.share")}
      </a>
    </p>
  );
}
