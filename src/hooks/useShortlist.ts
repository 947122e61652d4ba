import { useEffect, useSyncExternalStore } from "react";
import { STORAGE_KEYS, watchKey } from "../lib/device-storage";
import { EMPTY_SHORTLIST, createShortlist, type ShortlistState } from "../lib/shortlist";

/** One shortlist per page load, shared by the header count, every Save button and /shortlist. */
export const shortlistStore = createShortlist();
let watching = false;

function start() {
  if (!shortlistStore.get().loaded) shortlistStore.reload();
  if (watching) return;
  watching = true;
  // Saved or removed in another tab: every count and button here follows.
  watchKey(STORAGE_KEYS.shortlist, shortlistStore.reload);
}

/**
 * The shortlist as the visitor sees it: EMPTY_SHORTLIST (not loaded) in the build's HTML and while hydrating, so
 * nothing claims a state the server cannot know; the device's list from the first effect on.
 */
export function useShortlist(): ShortlistState {
  useEffect(start, []);
  return useSyncExternalStore(shortlistStore.subscribe, shortlistStore.get, () => EMPTY_SHORTLIST);
}
