/**
 * Decap keeps the open entry's form when the address bar is changed to another entry (…/entries/site →
 * …/entries/team showed Team's address over Site facts' form, and Save wrote it to Site facts: seen on 3.6 and
 * 3.16). Decap's own links never go from one entry straight to another (they pass through a list, the workflow
 * board or a new entry's address), so such a change is the address bar's: the admin loads again at the new address
 * and Decap opens that entry afresh. With unsaved changes, Decap's own "leave this page?" question comes first.
 */

const ENTRY = /^#\/collections\/([^/?#]+)\/entries\/([^?#]+?)\/?$/;

/** "collection/slug" of the entry an admin address opens ("#/collections/content/entries/site"), or null. */
export function entryAt(hash: string): string | null {
  const match = ENTRY.exec(hash);
  return match ? `${match[1]}/${decodeURIComponent(match[2]!)}` : null;
}

/** Whether going from one admin address to the other goes straight from one entry to a different one. */
export function opensAnotherEntry(from: string, to: string): boolean {
  const before = entryAt(from);
  const after = entryAt(to);
  return before !== null && after !== null && before !== after;
}

/** Loads the admin again when its address goes straight from one entry to another (see above). */
export function reloadWhenAnotherEntryIsOpened(target: Window = window): void {
  target.addEventListener("hashchange", (event) => {
    if (opensAnotherEntry(new URL(event.oldURL).hash, new URL(event.newURL).hash)) target.location.reload();
  });
}
