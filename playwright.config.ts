import { defineConfig } from "@playwright/test";
import { playwrightLaunchOptions } from "./scripts/chromium.mjs";

// Without the browser features no visitor's phone runs beside the page (DISABLED_FEATURES in scripts/chromium.mjs):
// Chromium 156 preloads its omnibox popup in a renderer of its own with every window, on the same two cores.
const chromium = playwrightLaunchOptions();

export default defineConfig({
  testDir: "e2e",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  fullyParallel: true,
  workers: 2,
  // CI (.ci/run sets CI=1): a stray test.only fails the run instead of shrinking it to one test; a failed test is
  // retried once, and scripts/e2e.mjs names every test that needed it (from the JSON report) at the end.
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"], ["json", { outputFile: "reports/playwright.json" }]],
  use: {
    baseURL: process.env.E2E_SITE_URL || "http://127.0.0.1:9100",
    launchOptions: chromium,
    // A retried test records a trace of its retry in test-results/ (npx playwright show-trace <file>). Recording every
    // first attempt (retain-on-failure) costs every passing test the recording, on two shared cores.
    trace: "on-first-retry",
  },
  projects: [
    {
      name: "phone",
      use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 },
      // The CMS is edited on a desktop, once. Skipping it inside the spec was not enough: the phone worker still
      // ran its beforeAll, a second decap-server on the same port beside the desktop's, and when the phone's
      // happened to bind first its afterAll took it away from the desktop's tests (Decap then offered GitHub login).
      testIgnore: /cms\.spec\.ts$/,
    },
    { name: "desktop", use: { viewport: { width: 1280, height: 800 } } },
  ],
});
