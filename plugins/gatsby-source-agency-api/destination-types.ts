/** The kinds of destination the backend knows; pages, menu and filters are made per type from this list. */
export const DESTINATION_TYPES = ["International", "Domestic"] as const;

export type DestinationType = (typeof DESTINATION_TYPES)[number];
