import { createDeviceStorage } from "../../src/lib/device-storage";

/**
 * Device storage that will not keep anything, as browsers refuse it: shared by the tests of everything that keeps
 * something on the device (drafts, the outbox, the shortlist).
 */

/** What Chromium throws on any touch of localStorage when the visitor blocks site data. */
export const securityError = () => new DOMException("The operation is insecure.", "SecurityError");

/** What a full store throws on a write. */
export const quotaError = () => new DOMException("The quota has been exceeded.", "QuotaExceededError");

/** A store whose every method throws, as Chromium's localStorage does with site data blocked. */
export const blockedStorage = () =>
  createDeviceStorage(() => {
    throw securityError();
  });

/** The real store, but its writes throw a quota error, as a full one's do. */
export const fullStorage = () =>
  createDeviceStorage(() => ({
    get length() {
      return localStorage.length;
    },
    key: (index: number) => localStorage.key(index),
    getItem: (key: string) => localStorage.getItem(key),
    removeItem: (key: string) => localStorage.removeItem(key),
    clear: () => localStorage.clear(),
    setItem: () => {
      throw quotaError();
    },
  }));

/** Site data blocked for the whole page: reading window.localStorage throws, as in Chromium. */
export const blockWindowStorage = () =>
  Object.defineProperty(window, "localStorage", {
    configurable: true,
    get() {
      throw securityError();
    },
  });
