import { useSyncExternalStore } from "react";

const subscribe = () => () => undefined;

/**
 * The page's query string once it runs in the browser, and null while the static HTML is rendered
 * and hydrated (the build cannot know it). React renders null first and then the real value, so the
 * hydrated markup always matches the static HTML.
 */
export function useClientSearch(search: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => search,
    () => null,
  );
}
