// Types for the part of trip-details.mjs that TypeScript code imports: the rules, compared with src/lib/trip-details.ts.
type TripWhen = { type: "month"; month: string } | { type: "dates"; start: string; end: string } | { type: "flexible" };
export interface TripDetails {
  when: TripWhen;
  adults: number;
  children: number[];
  rooms: number;
  from: string;
  budgetPerPerson?: number;
}
export declare const MAX_CHILDREN: number;
export declare const MAX_CHILD_AGE: number;
export declare function earliestToday(now: number): string;
export declare function validateTrip(
  value: unknown,
  today: string,
): { trip: TripDetails } | { fields: Record<string, string> };
