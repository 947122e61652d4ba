const usDate = new Intl.DateTimeFormat("en-US", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** "Mar 5, 2026": day, short month and year in US English, fixed to UTC so build and browser agree. */
export const formatDate = (iso: string): string => usDate.format(new Date(iso));
