const rupees = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });

/** ₹1,25,000: Indian digit grouping, no paise. */
export const formatRupees = (amount: number): string => `₹${rupees.format(Math.round(amount))}`;

/** ₹1,25,000/Person, as destination and package prices are shown. */
export const formatPricePerPerson = (amount: number): string => `${formatRupees(amount)}/Person`;

/** "1 day", "5 days" */
export const formatDays = (days: number): string => `${days} ${days === 1 ? "day" : "days"}`;

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "$75.00": the dollar prices of the sample template pages (tours, service details). */
export const formatDollars = (amount: number): string => dollars.format(amount);
