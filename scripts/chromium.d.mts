// Types of chromium.mjs for playwright.config.ts.
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
export declare function playwrightLaunchOptions(): {
  executablePath: string;
  ignoreDefaultArgs: string[];
  args: string[];
};
