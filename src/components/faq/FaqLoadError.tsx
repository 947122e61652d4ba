import React from "react";
import * as styles from "./FaqLoadError.module.css";

/** Shown when the build could not fetch the FAQs (a partial build): an error block in place of the list. */
export function FaqLoadError() {
  return (
    <div className={styles.box}>
      <h2 className={styles.heading}>Error Loading FAQs</h2>
      <p>Failed to load FAQs</p>
      <button type="button" className="button button--brand" onClick={() => window.location.reload()}>
        Try Again
      </button>
    </div>
  );
}
