import js from "@eslint/js";
import tseslint from "typescript-eslint";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import globals from "globals";
import prettier from "eslint-config-prettier";
import { FENCE_FILES, FENCE_IGNORES, internalsFence } from "./gatsby/upstream/internals-fence.mjs";

/** A string that starts like one of the site's routes ("/contact", `/destination/${type}`); "/" alone is too common to match. */
const ROUTE_STRING = String.raw`^\x2F(about|blog|blog-details|contact|destinations?|destination-details|faq|Itinerary|service|service-details|tour|tour-details|tour-guider-details|404)(\x2F|\?|\.|$)`;

export default tseslint.config(
  {
    ignores: [
      "public/",
      ".cache/",
      ".e2e/",
      "node_modules/",
      "src/gatsby-types.d.ts",
      "test-results/",
      "playwright-report/",
      "reports/",
      "bench/out/",
      ".scratch/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node, Queries: "readonly" } },
    settings: { react: { version: "18" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      // `import { type X } from "m"` keeps `import "m"` in the bundle: gatsby-plugin-image's whole runtime reached
      // every page with a picture that way. Types only: `import type { X } from "m"`.
      "@typescript-eslint/no-import-type-side-effects": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Every route is written once, in src/lib/routes.ts (__tests__/routes.test.ts proves the rule catches one).
    files: ["src/**/*.{ts,tsx}", "gatsby/**/*.ts", "gatsby-*.{ts,tsx}", "plugins/**/*.ts"],
    ignores: ["src/lib/routes.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        { selector: `Literal[value=/${ROUTE_STRING}/]`, message: "Route strings live in src/lib/routes.ts." },
        {
          selector: `TemplateElement[value.raw=/${ROUTE_STRING}/]`,
          message: "Route strings live in src/lib/routes.ts.",
        },
      ],
    },
  },
  {
    // Device storage goes through src/lib/device-storage.ts, which never throws (blocked, full) and reads writes back.
    files: ["src/**/*.{ts,tsx}", "gatsby-*.{ts,tsx}"],
    ignores: ["src/lib/device-storage.ts"],
    rules: {
      "no-restricted-globals": [
        "error",
        ...["localStorage", "sessionStorage"].map((name) => ({
          name,
          message: "Use src/lib/device-storage.ts: storage may be blocked or full.",
        })),
      ],
      "no-restricted-properties": [
        "error",
        ...["window", "globalThis", "self"].flatMap((object) =>
          ["localStorage", "sessionStorage"].map((property) => ({
            object,
            property,
            message: "Use src/lib/device-storage.ts: storage may be blocked or full.",
          })),
        ),
      ],
    },
  },
  {
    // Gatsby, Decap and pdfkit internals are named in gatsby/upstream/ only (scripts/test/internals-fence.test.mjs).
    files: FENCE_FILES,
    ignores: FENCE_IGNORES,
    plugins: { upstream: internalsFence },
    rules: { "upstream/no-internals": "error" },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["**/*.{js,mjs,cjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      "@typescript-eslint/no-require-imports": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Tests in plain JavaScript run in jsdom, like the TypeScript ones.
    files: ["__tests__/**/*.js"],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Last: Prettier owns layout, so no stylistic rule can disagree with it.
  prettier,
);
