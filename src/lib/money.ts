import { formatIndian, formatInternational } from "./numbers";

/** ₹1,25,000: Indian digit grouping, no paise. */
export const formatRupees = (amount: number): string => `₹${formatIndian(Math.round(amount))}`;

/** ₹1,25,000/Person, as destination and package prices are shown. */
export const formatPricePerPerson = (amount: number): string => `${formatRupees(amount)}/Person`;

/** "1 day", "5 days" */
export const formatDays = (days: number): string => `${days} ${days === 1 ? "day" : "days"}`;

/** "$75.00": the dollar prices of the sample template pages (tours, service details). */
export const formatDollars = (amount: number): string => {
  const digits = formatInternational(amount, 2);
  return digits.startsWith("-") ? `-$${digits.slice(1)}` : `$${digits}`;
};
