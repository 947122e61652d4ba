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
 * What `npm test` holds every page type to. Performance: 98 on content pages and 95 on / (six carousels), as
 * when the content blocks and the trip finder were specified. Since Gatsby's scripts are requested after the first
 * paint (gatsby/upstream/paint-first-scripts.ts) the pages' medians are 99–100 on this machine (README, "Performance
 * budgets"); between cabbd3f and that change the gate was 95, because the shared CI machine moved medians of 96–98
 * by up to 2 points from one run to the next.
 */
export const BUDGETS = {
  default: { performance: 98, accessibility: 100, bestPractices: 100, seo: 100, cls: 0.02, jsGzip: 120 * KB },
  home: { performance: 95, jsGzip: 160 * KB },
};

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
