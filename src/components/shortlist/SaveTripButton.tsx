import React, { useState } from "react";
import { Link } from "gatsby";
import { useShortlist, shortlistStore } from "../../hooks/useShortlist";
import { ROUTES } from "../../lib/routes";
import { SHORTLIST_MAX, sameTrip, saveTripPath, type TripRef } from "../../lib/shortlist";
import { useEdition, useText } from "../../i18n/EditionContext";
import { localLink } from "../../i18n/translated-pages";
import * as styles from "./SaveTripButton.module.css";

export interface SaveTripButtonProps {
  trip: TripRef;
  /** The trip's name, for the button's accessible name ("Save Munnar to shortlist"). */
  name: string;
  className?: string;
}

/**
 * Saves a trip to the shortlist or removes it. The shortlist lives in this browser, which only the script can read,
 * so until it has (the build's HTML, a slow phone's first seconds) Save is a link to /shortlist that saves the trip
 * there (`saveTripPath`): it works from the first paint. Once the shortlist is read, the script takes the same
 * element over as a toggle button (role="button", aria-pressed) that saves in place; the element stays, so a
 * focused Save keeps the focus and nothing moves.
 */
export function SaveTripButton({ trip, name, className = "" }: SaveTripButtonProps) {
  const { trips, keeping, loaded } = useShortlist();
  const [message, setMessage] = useState<"full" | "visit" | null>(null);
  const saved = trips.some((entry) => sameTrip(entry, trip));
  const text = useText();
  const edition = useEdition();
  const note = keeping === "blocked" ? text("save.blocked") : keeping === "full" ? text("save.storageFull") : null;
  const toggle = () => {
    const result = shortlistStore.toggle(trip);
    setMessage(
      result === "full" ? "full" : result === "added" && shortlistStore.get().keeping !== "device" ? "visit" : null,
    );
  };
  return (
    // Spans only, so the button may sit in a line of links (TripSummary's actions are a paragraph).
    <span className={`${styles.save} ${className}`}>
      <a
        href={localLink(edition.code, saveTripPath(trip))}
        className={styles.button}
        {...(loaded && { role: "button", "aria-pressed": saved })}
        onClick={(event) => {
          if (!loaded) return; // the link, until the shortlist is read
          event.preventDefault();
          toggle();
        }}
        onKeyDown={(event) => {
          // A button is pressed with Space as well as Enter (a link only with Enter).
          if (!loaded || event.key !== " ") return;
          event.preventDefault();
          toggle();
        }}
      >
        <span aria-hidden="true" className={styles.mark}>
          {saved ? "★" : "☆"}
        </span>
        {/* A toggle keeps its name ("Save Munnar to shortlist") and says it is on with aria-pressed; the eye reads
            "Saved". The name starts with the visible word, so a voice command "Save" still matches it. */}
        <span aria-hidden="true">{saved ? text("save.saved") : text("save.label")}</span>
        <span className="visually-hidden">{text("save.name", { name })}</span>
      </a>
      {/* Only after a press that needs a word: a status region on every card would crowd a list of them. */}
      {(message === "full" || (message === "visit" && saved && note)) && (
        <span role="status" className={styles.message}>
          {message === "full" ? (
            <>
              {text("save.full", { max: SHORTLIST_MAX })}{" "}
              <Link to={localLink(edition.code, ROUTES.shortlist)}>{text("save.open")}</Link>
            </>
          ) : (
            note
          )}
        </span>
      )}
    </span>
  );
}
