// The Lighthouse budgets, in one place: bench/lighthouse.mjs measures, this judges.

/** One page of every type, by type, with reference-data ids (the same as e2e/routes.ts). */
const PAGE_OF_TYPE = {
  home: "/",
  about: "/about",
  service: "/service",
  "destination-list": "/destination/International",
  "destination-details": "/destination-details/dst-munnar",
  itinerary: "/Itinerary/dst-munnar",
  blog: "/blog",
  "blog-post": "/blog-details/blog-best-time-to-visit-kerala",
  faq: "/faq",
  contact: "/contact",
  tour: "/tour",
  landing: "/kerala-honeymoon",
};
export const LIGHTHOUSE_PAGES = Object.entries(PAGE_OF_TYPE).map(([type, path]) => ({ type, path }));

const KB = 1024;
/**
 * What `npm test` holds every page type to. Every category but Performance must be 100; CLS, LCP and the
 * first visit's JavaScript have their own limits. These do not depend on the machine: simulated LCP is
 * driven by the network model (1.1–1.7 s on every machine this has run on) and the script bytes are counted.
 *
 * Performance fails the run under 70 and is reported under the target of 98 (PERFORMANCE_TARGET; the aim is
 * 100). Its Total Blocking Time is the machine's main thread multiplied by four: the pages that measured TBT
 * 20–116 ms and Performance 99–100 in the clean-clone run of 23 Nov 2026 (docs/performance.md) measure
 * 300–1,300 ms and 73–94 on the 2-core machines of 25 Nov with 5 KB more script, and a build that had passed at
 * 95 (8adf5d6) measured 77 on / there too. A gate at 95 then fails on the machine, not the page. The floor of 70
 * still fails a page that adds a long task of its own; the budgets above catch what a change adds in bytes.
 */
export const BUDGETS = {
  default: {
    performance: 70,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    cls: 0.02,
    lcpMs: 2500,
    // First-visit JavaScript: 70 KB on content pages, 95 KB on / and landing pages (the slow-phone issue's
    // targets; docs/slow-phone.md). Preact's React API made room for them (decision in docs/slow-phone.md).
    jsGzip: 70 * KB,
  },
  home: { jsGzip: 95 * KB },
  landing: { jsGzip: 95 * KB },
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
  if (!(measured.lcpMs <= budget.lcpMs)) missed.push(`LCP ${measured.lcpMs} ms > ${budget.lcpMs} ms`);
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
