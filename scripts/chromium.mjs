// Debian's Chromium, never a downloaded browser, with the flags that keep it off the closed network.
// Used by Playwright, Lighthouse, the benchmarks and the screenshot script.
// No `import` statements: playwright.config.ts loads this file through Playwright's transform, which turns a module
// with imports into one that Node then refuses as .mjs ("exports is not defined in ES module scope").

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

/**
 * Browser features no measurement here should pay for. Chromium 156 (Debian 156.0.8078.108) preloads its
 * WebUI omnibox popups in a renderer of their own with every new window, headless too: in one load of / that
 * renderer's main thread ran 2.3 s, more than the page's own (1.7 s), on the same two cores. Lighthouse then
 * scales the page's slowed main thread by four: Performance on an unchanged build fell from 96–100 to 77–87.
 * A visitor's phone has no omnibox popup racing the page, so the lab turns it off.
 */
export const DISABLED_FEATURES = [
  "PreloadTopChromeWebUI",
  "WebUIOmniboxPopup",
  "WebUIOmniboxAimPopup",
  "WebUIOmniboxFullPopup",
];

const FEATURE_SWITCHES = ["--disable-features=", "--enable-features="];

/**
 * The switches with every `--disable-features` (and `--enable-features`) folded into one, in order of first
 * appearance: Chromium keeps only the last of a repeated switch, so a second list would silently drop the first.
 */
export function mergeFeatureSwitches(args) {
  const features = new Map(FEATURE_SWITCHES.map((prefix) => [prefix, []]));
  const merged = [];
  for (const arg of args) {
    const prefix = FEATURE_SWITCHES.find((p) => arg.startsWith(p));
    if (!prefix) {
      merged.push(arg);
      continue;
    }
    const list = features.get(prefix);
    if (list.length === 0) merged.push(prefix);
    for (const name of arg.slice(prefix.length).split(",").filter(Boolean)) if (!list.includes(name)) list.push(name);
  }
  return merged.map((arg) => (features.has(arg) ? arg + features.get(arg).join(",") : arg));
}

/**
 * Chromium for Lighthouse, through chrome-launcher: its own default switches (which carry a `--disable-features`
 * list of their own) with ours, the feature lists merged.
 */
export async function launchForLighthouse() {
  const chromeLauncher = await import("chrome-launcher");
  return chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    ignoreDefaultFlags: true,
    chromeFlags: mergeFeatureSwitches([
      ...chromeLauncher.Launcher.defaultFlags(),
      "--headless=new",
      ...CHROMIUM_ARGS,
      `--disable-features=${DISABLED_FEATURES.join(",")}`,
    ]),
  });
}

/**
 * Playwright's own `--disable-features` switch for this Chromium. Playwright puts it before our arguments and exports
 * no list, so it is read once off the process a probe start spawns (BrowserServer.process()), in a child process so
 * that a synchronous caller (playwright.config.ts) can use it, and kept in the environment, which Playwright's
 * workers inherit, so that only the first caller pays for the probe (about a second).
 */
export function playwrightFeatureDefaults() {
  const key = "PLAYWRIGHT_CHROMIUM_FEATURE_DEFAULTS";
  if (process.env[key] === undefined) {
    const probe = `
      import { chromium } from "@playwright/test";
      const server = await chromium.launchServer(${JSON.stringify({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS })});
      const defaults = server.process().spawnargs.filter((arg) => arg.startsWith("--disable-features="));
      await server.close();
      process.stdout.write(JSON.stringify(defaults));`;
    // Node 20.16 or later (package.json engines): a built-in module without an import statement.
    const { execFileSync } = process.getBuiltinModule("node:child_process");
    // From the repository's root (where every caller runs), whose node_modules has Playwright.
    process.env[key] = execFileSync(process.execPath, ["--input-type=module", "-e", probe]).toString();
  }
  return JSON.parse(process.env[key]);
}

/**
 * Launch options for Chromium through Playwright (its tests and the benchmarks): DISABLED_FEATURES off as well as
 * Playwright's own list, merged into one switch (Playwright's is dropped from its defaults and given again).
 */
export function playwrightLaunchOptions() {
  const defaults = playwrightFeatureDefaults();
  return {
    executablePath: CHROMIUM_PATH,
    ignoreDefaultArgs: defaults,
    args: mergeFeatureSwitches([...defaults, ...CHROMIUM_ARGS, `--disable-features=${DISABLED_FEATURES.join(",")}`]),
  };
}

/** Chromium through Playwright with playwrightLaunchOptions(). */
export function launchWithPlaywright(browserType) {
  return browserType.launch(playwrightLaunchOptions());
}
