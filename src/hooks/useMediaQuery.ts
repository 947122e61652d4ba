import { useSyncExternalStore } from "react";

const matcher = (query: string) =>
  typeof window !== "undefined" && typeof window.matchMedia === "function" ? window.matchMedia(query) : null;

/**
 * Whether the media query matches now, following it as the window changes; false where there is no window (the
 * build) or no matchMedia. For parts that render differently by width and are drawn only in the browser.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = matcher(query);
      list?.addEventListener("change", onChange);
      return () => list?.removeEventListener("change", onChange);
    },
    () => matcher(query)?.matches ?? false,
    () => false,
  );
}
