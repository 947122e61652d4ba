import React from "react";
import * as styles from "./FaqAccordion.module.css";
import { useFaqText } from "./faq-text";

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
  /** "en" for a question shown in English in another edition (not translated yet). */
  lang?: string;
}

/**
 * Questions labelled Q1, Q2, ... in order; the first starts open. Each is a `details` element whose `summary`
 * holds the question's heading: the browser opens and closes it (mouse, Enter, Space) before any script, and
 * React never sets `open` again after the first render, so a question opened before hydration stays open.
 * Any number of answers may be open at once.
 */
export function FaqAccordion({ items, headingLevel = 3 }: { items: FaqItem[]; headingLevel?: 2 | 3 }) {
  const text = useFaqText();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className={styles.accordion}>
      {items.map((item, index) => (
        <details key={item.id} id={`faq-${item.id}`} className={styles.item} open={index === 0}>
          <summary className={styles.toggle}>
            <Heading className={styles.heading}>
              <span className={styles.number}>{text("faq.number", { number: index + 1 })}</span>{" "}
              <span className={styles.question} lang={item.lang}>
                {item.question}
              </span>
            </Heading>
            <svg
              className={styles.chevron}
              width="20"
              height="20"
              viewBox="0 0 24 24"
              aria-hidden="true"
              focusable="false"
            >
              <path fill="currentColor" d="m12 15.4-6-6L7.4 8l4.6 4.6L16.6 8 18 9.4Z" />
            </svg>
          </summary>
          <div className={styles.answer} lang={item.lang}>
            <p>{item.answer}</p>
          </div>
        </details>
      ))}
    </div>
  );
}
