/** Where the outbox lives in localStorage; alone in its module so every page can check for it without loading the outbox. */
export const OUTBOX_STORAGE_KEY = "enquiry-outbox";
