import React from "react";
import * as styles from "./FaqLoadError.module.css";
import { useFaqText } from "./faq-text";

/** Shown when the build could not fetch the FAQs (a partial build): an error block in place of the list. */
export function FaqLoadError() {
  const text = useFaqText();
  return (
    <div className={styles.box}>
      <h2 className={styles.heading}>{text("faq.loadError.heading")}</h2>
      <p>{text("faq.loadError.text")}</p>
      <button type="button" className="button button--brand" onClick={() => window.location.reload()}>
        {text("faq.loadError.retry")}
      </button>
    </div>
  );
}
