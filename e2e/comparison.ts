import type { Page } from "@playwright/test";

/**
 * The comparison on /shortlist as a visitor reads it: a table on a wide screen (one column per trip), on a phone one
 * card per trip (src/components/shortlist/CompareTrips.tsx). `trips` is one locator per trip; `fact(label)` the trips'
 * values of one fact, in the comparison's order.
 */
export function comparison(page: Page, isMobile: boolean) {
  if (isMobile) {
    const cards = page.getByRole("list", { name: "Trips compared, one after another" }).getByRole("listitem");
    return {
      trips: cards.filter({ has: page.getByRole("term") }),
      fact: (label: string) =>
        cards
          .locator("dl > div")
          .filter({ has: page.getByRole("term").filter({ hasText: label }) })
          .locator("dd"),
    };
  }
  const table = page.getByRole("table");
  return {
    trips: table.getByRole("columnheader"),
    fact: (label: string) =>
      table
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: label }) })
        .getByRole("cell"),
  };
}

/** The elements of the page's main content that scroll sideways (wider inside than their box). */
export const sidewaysScrollers = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("main *")]
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .filter((element) => ["auto", "scroll"].includes(getComputedStyle(element).overflowX))
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`),
  );
