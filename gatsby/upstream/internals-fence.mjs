/**
 * The fence around the internals of Gatsby, Decap and pdfkit: their names may be written in gatsby/upstream/ only,
 * where each is behind a named function with a test against the installed package (UPGRADING.md). An ESLint rule
 * (eslint.config.mjs), tested in scripts/test/internals-fence.test.mjs.
 */

/** What only gatsby/upstream/ may name, and where it lives there. */
export const FENCED_INTERNALS = [
  { pattern: /page-data/g, use: "Gatsby's page data: gatsby/upstream/gatsby-public-files.ts" },
  { pattern: /___loader/g, use: "Gatsby's browser loader: gatsby/upstream/page-loader.ts" },
  { pattern: /\b_font\b/g, use: "pdfkit's document font: gatsby/upstream/pdfkit-word-shapes.ts, pdfkit-glyph-text.ts" },
  { pattern: /gatsby_executing_command/g, use: "gatsby-cli's command: gatsby/upstream/gatsby-command.ts" },
  { pattern: /\b_gatsby\b/g, use: "Gatsby's own files in public/: gatsby/upstream/gatsby-public-files.ts" },
];

/** Where the rule applies: the code that builds, serves and runs the site. */
export const FENCE_FILES = ["**/*.{ts,tsx,js,mjs,cjs}"];

/**
 * Where it does not: the fence itself; tests, mocks, end-to-end specs and benchmarks, which check what Gatsby
 * writes (its page data, its slices) and the fenced functions against the packages.
 */
export const FENCE_IGNORES = [
  "gatsby/upstream/**",
  "__tests__/**",
  "__mocks__/**",
  "e2e/**",
  "bench/**",
  "scripts/test/**",
];

/** The rule: reports every fenced name in a file's text (code, strings and comments alike), where it is. */
export const internalsFence = {
  rules: {
    "no-internals": {
      meta: {
        type: "problem",
        docs: { description: "Gatsby, Decap and pdfkit internals are used in gatsby/upstream/ only" },
        schema: [],
        messages: { fenced: "`{{name}}` is an internal ({{use}}); call the function there instead." },
      },
      create(context) {
        const { sourceCode } = context;
        return {
          Program() {
            for (const { pattern, use } of FENCED_INTERNALS)
              for (const match of sourceCode.text.matchAll(pattern))
                context.report({
                  loc: {
                    start: sourceCode.getLocFromIndex(match.index),
                    end: sourceCode.getLocFromIndex(match.index + match[0].length),
                  },
                  messageId: "fenced",
                  data: { name: match[0], use },
                });
          },
        };
      },
    },
  },
};
