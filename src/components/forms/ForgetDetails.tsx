import React, { useEffect, useRef, useState } from "react";
import * as styles from "./ContactForm.module.css";
import { useEnquiryText } from "./enquiry-text";

/**
 * "Forget my details", a quiet action under the form, away from its send button: it asks first, since it empties
 * what is typed and every draft and unsent enquiry on this device, and nothing brings them back. "Keep them" (or
 * Escape) leaves everything as it was.
 */
export function ForgetDetails({ formId, onForget }: { formId: string; onForget: () => void }) {
  const text = useEnquiryText();
  const [asking, setAsking] = useState(false);
  const openerRef = useRef<HTMLButtonElement>(null);
  const keepRef = useRef<HTMLButtonElement>(null);
  // The safe choice is focused as the question opens (autoFocus is React's, not the browser's, on a later render).
  useEffect(() => {
    if (asking) keepRef.current?.focus();
  }, [asking]);
  const questionId = `${formId}-forget-question`;
  const keep = () => {
    setAsking(false);
    // Back where the visitor was, once the button is in the page again.
    requestAnimationFrame(() => openerRef.current?.focus());
  };
  const escapeKeeps = (event: React.KeyboardEvent) => {
    if (event.key === "Escape") keep();
  };
  if (!asking)
    return (
      <p className={styles.forget}>
        <button ref={openerRef} type="button" className={styles.quiet} onClick={() => setAsking(true)}>
          {text("enquiry.forget")}
        </button>
      </p>
    );
  return (
    <div role="group" aria-labelledby={questionId} className={styles.forgetAsk}>
      <p id={questionId}>{text("enquiry.forget.question")}</p>
      {/* The safe choice first, and focused: Enter keeps the details. */}
      <button ref={keepRef} type="button" className="button" onClick={keep} onKeyDown={escapeKeeps}>
        {text("enquiry.forget.keep")}
      </button>
      <button
        type="button"
        className={styles.quiet}
        onKeyDown={escapeKeeps}
        onClick={() => {
          setAsking(false);
          onForget();
        }}
      >
        {text("enquiry.forget.confirm")}
      </button>
    </div>
  );
}
