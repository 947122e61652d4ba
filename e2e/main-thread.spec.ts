import { expect, test } from "./fixtures";
import { ROUTES } from "./routes";

/*
 * What a page's load may not do on the main thread. The first Intl object a page makes (a number format, plural
 * rules, a collator, a date format, or toLocaleString and localeCompare, which make one) loads the browser's locale
 * data: 20–65 ms here, four times that on the phone Lighthouse simulates (design decision 24). Every edition's pages
 * write their numbers and plurals themselves (src/lib/numbers.ts, src/i18n/messages.ts: Arabic's six plural
 * categories by CLDR's rule).
 */

/** Counts every Intl object made and every locale-aware call, with the line of the page's code that made it. */
const recordIntl = () => {
  const made: string[] = ((window as unknown as { __intlMade: string[] }).__intlMade = []);
  const caller = () => (new Error().stack ?? "").split("\n")[3]?.trim() ?? "";
  const intl = Intl as unknown as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(Intl)) {
    const original = intl[name];
    if (typeof original !== "function" || !/^[A-Z]/.test(name)) continue;
    intl[name] = new Proxy(original, {
      construct(target, args, newTarget) {
        made.push(`Intl.${name} ${caller()}`);
        return Reflect.construct(target, args, newTarget) as object;
      },
      apply(target, self, args) {
        made.push(`Intl.${name} ${caller()}`);
        return Reflect.apply(target, self, args) as unknown;
      },
    });
  }
  const methods: Array<[{ prototype: object }, string]> = [
    [Number, "toLocaleString"],
    [Date, "toLocaleString"],
    [Date, "toLocaleDateString"],
    [Date, "toLocaleTimeString"],
    [String, "localeCompare"],
  ];
  for (const [owner, method] of methods) {
    const prototype = owner.prototype as Record<string, (...args: unknown[]) => unknown>;
    const original = prototype[method]!;
    prototype[method] = function (this: unknown, ...args: unknown[]) {
      made.push(`${method} ${caller()}`);
      return original.apply(this, args);
    };
  }
};

test("no page of any edition makes an Intl object while it loads", async ({ page }, testInfo) => {
  test.skip(
    testInfo.project.name !== "phone",
    "what a load runs does not depend on the width; Lighthouse loads phones",
  );
  await page.addInitScript(recordIntl);
  const made: Record<string, string[]> = {};
  const editions = ["/faq", "/contact", "/destination/International", "/destination-details/dst-munnar"].flatMap(
    (path) => [`/ml${path}`, `/ar${path}`],
  );
  for (const path of [...Object.values(ROUTES), ...editions, "/ar/Itinerary/dst-munnar"]) {
    await page.goto(path);
    const calls = await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
    if (calls.length > 0) made[path] = calls;
  }
  expect(made).toEqual({});
});

test("the record itself: an Intl object the page makes once loaded is seen, and named", async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== "phone", "as above");
  await page.addInitScript(recordIntl);
  await page.goto("/ar/faq");
  // The rates' day of a trip's price in another currency is written by Intl, when the visitor opens the choice.
  await page.evaluate(() => new Intl.DateTimeFormat("ar").format(new Date()));
  const calls = await page.evaluate(() => (window as unknown as { __intlMade: string[] }).__intlMade);
  expect(calls.some((call) => call.startsWith("Intl.DateTimeFormat"))).toBe(true);
});
