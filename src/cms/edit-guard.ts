/**
 * Two tabs, one entry: without this, tab A saves a title, tab B (opened before) saves a description, both say
 * "Entry saved" and A's title is gone, because B writes the whole file as B read it. Each tab tells the others what
 * it saved (a BroadcastChannel of the admin's origin); a tab asked to save an entry another tab saved since this
 * one read it refuses, saying what to do. Its own save forgets what it heard, since it read and wrote the newest.
 * Browser-safe without BroadcastChannel (nothing is heard, nothing refused).
 */

const CHANNEL = "cms-saved-entries";

/** An entry's key: its collection and slug (a single file's slug is its name). */
export const entryKey = (collection: string, slug: string): string => `${collection}/${slug}`;

interface SavedEntry {
  key: string;
  text: string;
}

const isSavedEntry = (value: unknown): value is SavedEntry =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SavedEntry).key === "string" &&
  typeof (value as SavedEntry).text === "string";

/** Refused because another tab saved the entry after this one read it. */
export class SavedInAnotherTab extends Error {
  constructor() {
    super(
      "this entry was saved in another tab after you opened it here, and saving would undo that change. " +
        "Copy what you changed, reload this page to see the saved version, then make your change again.",
    );
    this.name = "SavedInAnotherTab";
  }

  /** Decap puts the error itself into its message ("Not saved: …"): the words only. */
  override toString(): string {
    return this.message;
  }
}

/** One tab's guard: what the other tabs saved, by entry. */
export function createEditGuard(channel: Pick<BroadcastChannel, "postMessage" | "addEventListener"> | null) {
  const savedElsewhere = new Map<string, string>();
  channel?.addEventListener("message", (event) => {
    const data: unknown = (event as MessageEvent).data;
    if (isSavedEntry(data)) savedElsewhere.set(data.key, data.text);
  });
  return {
    /** Throws SavedInAnotherTab when another tab saved `key` with a text other than the one this tab read. */
    checkBeforeSave(key: string, readText: string | undefined): void {
      const saved = savedElsewhere.get(key);
      if (saved !== undefined && saved !== readText) throw new SavedInAnotherTab();
    },
    /** After this tab saved `text` as `key`: the other tabs hear it. */
    announceSave(key: string, text: string): void {
      savedElsewhere.delete(key);
      channel?.postMessage({ key, text } satisfies SavedEntry);
    },
  };
}

/** The admin's guard, on the real channel (in a browser: Node's would keep a test's process alive). */
export const editGuard = createEditGuard(
  typeof window !== "undefined" && typeof BroadcastChannel === "function" ? new BroadcastChannel(CHANNEL) : null,
);
