// Debian's Chromium, never a downloaded browser, with the flags that keep it off the closed network.
// Used by Playwright, Lighthouse, the benchmarks and the screenshot script.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium";

export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
