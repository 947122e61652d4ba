// The Lighthouse budgets, in one place: bench/lighthouse.mjs measures, this judges.

/** One page of every type, with reference-data ids (the same as e2e/routes.ts). */
export const LIGHTHOUSE_PAGES = [
  { type: "home", path: "/" },
  { type: "about", path: "/about" },
  { type: "service", path: "/service" },
  { type: "destination-list", path: "/destination/International" },
  { type: "destination-details", path: "/destination-details/dst-munnar" },
  { type: "itinerary", path: "/Itinerary/dst-munnar" },
  { type: "blog", path: "/blog" },
  { type: "blog-post", path: "/blog-details/blog-best-time-to-visit-kerala" },
  { type: "faq", path: "/faq" },
  { type: "contact", path: "/contact" },
  { type: "tour", path: "/tour" },
  { type: "landing", path: "/kerala-honeymoon" },
];

const KB = 1024;
/**
 * What `npm test` holds every page type to. Performance fails the run under 95: on the shared 2-core CI machine
 * the median of nine runs of one unchanged build moved from 98–100 to 96–97 between two runs of one commit (25 Nov
 * 2026: /destination-details 100 then 96, TBT 50 then 214 ms), so a gate at the target failed on the machine, not
 * the page. The target stays 98 on every page (PERFORMANCE_TARGET) and the aim 100: a page under the target is
 * measured nine times and reported with a warning in the run's output and in reports/lighthouse.md.
 * Every other category must be 100.
 */
export const BUDGETS = {
  default: { performance: 95, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.02, jsGzip: 120 * KB },
  home: { jsGzip: 160 * KB },
};

/** The Performance score every page type is meant to hold (median); under it a page is reported, not failed. */
export const PERFORMANCE_TARGET = 98;

export function budgetFor(type) {
  return { ...BUDGETS.default, ...(BUDGETS[type] ?? {}) };
}

/** What a measured page misses, one readable line per budget; empty when it meets them all. */
export function missedBudgets(type, measured) {
  const budget = budgetFor(type);
  const missed = [];
  for (const score of ["performance", "accessibility", "bestPractices", "seo"]) {
    if (!(measured[score] >= budget[score])) missed.push(`${score} ${measured[score]} < ${budget[score]}`);
  }
  if (!(measured.cls <= budget.cls)) missed.push(`CLS ${measured.cls} > ${budget.cls}`);
  if (!(measured.jsGzip <= budget.jsGzip))
    missed.push(`first-visit JS ${(measured.jsGzip / KB).toFixed(1)} KB gzip > ${budget.jsGzip / KB} KB`);
  return missed;
}

/** A line saying a page's Performance is under the target though within its budget; null when it is not. */
export function underTarget(measured) {
  return measured.performance < PERFORMANCE_TARGET
    ? `performance ${measured.performance} under the target of ${PERFORMANCE_TARGET}`
    : null;
}
