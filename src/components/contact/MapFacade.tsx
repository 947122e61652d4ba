import React, { useEffect, useRef, useState } from "react";
import { Icon } from "../layout/Icon";
import * as styles from "./MapFacade.module.css";
import { useContactText } from "./contact-text";
import { englishFact } from "../../i18n/rich-text";
import { useEdition, useText } from "../../i18n/EditionContext";

/** The embed URL without `output=embed`: the same place as a normal Google Maps page, for the link. */
export const mapPageUrl = (embedUrl: string): string => {
  const url = new URL(embedUrl);
  url.searchParams.delete("output");
  return url.toString();
};

/**
 * A click-to-load map: Google's iframe (about a megabyte of script and tiles, and a third-party
 * request) is only fetched when the visitor asks for it. The box keeps its size, so nothing shifts.
 */
export function MapFacade({ embedUrl, place }: { embedUrl: string; place: string }) {
  const text = useContactText();
  const newTab = useText()("link.newTab");
  // The place is the office's address, written in English.
  const inEnglish = englishFact(useEdition().code);
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  return (
    <div className={styles.box}>
      {shown ? (
        <iframe
          ref={frame}
          className={styles.frame}
          src={embedUrl}
          title={text("contact.map.title", { place })}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : (
        <div className={styles.facade}>
          <Icon name="pin" size={36} />
          <p className={styles.place} {...inEnglish}>
            {place}
          </p>
          <div className={styles.actions}>
            <button type="button" className="button button--brand" onClick={() => setShown(true)}>
              {text("contact.map.show")}
            </button>
            <a className="button button--ghost" href={mapPageUrl(embedUrl)} target="_blank" rel="noopener noreferrer">
              {text("contact.map.open")}
              <span className="visually-hidden">{newTab}</span>
            </a>
          </div>
          <p className={styles.small}>{text("contact.map.note")}</p>
        </div>
      )}
    </div>
  );
}
