import React, { useEffect, useState, useSyncExternalStore } from "react";
import { Slide, ToastContainer, toast } from "react-toastify";

/**
 * react-toastify (its JS and the CSS it injects) lives only in this module, which src/hooks/enquiry-form/toasts.ts imports
 * on demand: pages without a form never download it.
 */

// English; a form on an edition's page passes its catalogue's words (enquiry.toast.…).
export const SUCCESS_TEXT = "Message sent successfully!";
export const FAILURE_TEXT = "Failed to send message. Please try again.";
export const QUEUED_TEXT = "Saved on this device. We will send it as soon as we can.";

// Several forms may share a page; the first mounted one shows the container for all of them
// (a second container would repeat the live region and its landmark).
const forms: object[] = [];
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const changed = () => listeners.forEach((listener) => listener());

export function EnquiryToasts() {
  const [me] = useState(() => ({}));
  useEffect(() => {
    forms.push(me);
    changed();
    return () => {
      forms.splice(forms.indexOf(me), 1);
      changed();
    };
  }, [me]);
  const shows = useSyncExternalStore(
    subscribe,
    () => forms[0] === me,
    () => false,
  );
  return shows ? (
    <ToastContainer position="top-right" autoClose={4000} limit={20} transition={Slide} newestOnTop />
  ) : null;
}

/** Success: polite, 2 s. */
export const showSuccess = (text = SUCCESS_TEXT) => toast.success(text, { autoClose: 2000, role: "status" });

/** Failure: assertive, 4 s (the form also keeps a lasting note beside the button). */
export const showFailure = (text = FAILURE_TEXT) => toast.error(text, { autoClose: 4000, role: "alert" });

/** Kept in the outbox: polite, 4 s (the lasting note beside the button says what happens next). */
export const showQueued = (text = QUEUED_TEXT) => toast.info(text, { autoClose: 4000, role: "status" });
