#!/usr/bin/env node
/**
 * Reading a shortlist nobody made by hand: a shared link of 10,000 and 100,000 ids
 * (/shortlist?trips=tour:t0,tour:t1,…) and device storage holding 10,000 and 100,000 tampered entries, each
 * parsed as the page does (tripsFromShareSearch in src/lib/shortlist-share.ts, readShortlist of the stored JSON
 * in src/lib/shortlist.ts; and the whole read from storage, which leaves a text that long unparsed), and JSON.parse
 * of the stored text for scale. Median of --runs runs, in ms.
 *
 *   npm run bench:shortlist        (options: --runs 21)
 */
import { importTypeScript } from "./import-typescript.mjs";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { median } from "./stats.mjs";

const { values } = parseArgs({ options: { runs: { type: "string", default: "21" } } });
const RUNS = Number(values.runs);

const { tripsFromShareSearch, readShortlist, createShortlist, createDeviceStorage, STORAGE_KEYS } =
  await importTypeScript("shortlist-parse", {
    code: [
      'export { tripsFromShareSearch } from "./src/lib/shortlist-share";',
      'export { createShortlist, readShortlist } from "./src/lib/shortlist";',
      'export { STORAGE_KEYS, createDeviceStorage } from "./src/lib/device-storage";',
    ].join("\n"),
  });
/** The shortlist as a page reads it from device storage holding `text`. */
const readFromDevice = (text) => {
  const items = new Map([[STORAGE_KEYS.shortlist, text]]);
  const storage = { getItem: (key) => items.get(key) ?? null, length: items.size };
  const store = createShortlist(createDeviceStorage(() => storage));
  store.reload();
  return store.get();
};

const ids = (count) => Array.from({ length: count }, (_, index) => `t${index}`);
const timed = (run) => {
  const times = [];
  for (let n = 0; n < RUNS; n++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return Math.round(median(times) * 100) / 100;
};

const report = {};
for (const count of [10_000, 100_000]) {
  const link = `?trips=${ids(count)
    .map((id) => `tour:${id}`)
    .join(",")}`;
  const stored = JSON.stringify(ids(count).map((id) => ({ kind: "tour", id })));
  report[`link of ${count.toLocaleString("en")} ids`] = { medianMs: timed(() => tripsFromShareSearch(link)) };
  const parsed = JSON.parse(stored);
  report[`${count.toLocaleString("en")} stored entries`] = { medianMs: timed(() => readShortlist(parsed)) };
  report[`storage of ${count.toLocaleString("en")} entries, as a page reads it`] = {
    medianMs: timed(() => readFromDevice(stored)),
  };
  // The browser's own share of reading them, for scale: parsing the stored text.
  report[`JSON.parse of ${count.toLocaleString("en")} entries`] = { medianMs: timed(() => JSON.parse(stored)) };
}
console.table(report);
