/**
 * Jest for units and components, set up for Gatsby as its docs describe, in two projects: the visitor's code on
 * Preact's React API through the build's own aliases (gatsby/upstream/preact/aliases.mjs), and the CMS admin's
 * on the React 19 the admin runs on (its own workspace, admin/package.json; gatsby/cms/admin-bundle.ts).
 */

/** The tests of the CMS admin's components; each says at its top why it runs on React. */
const CMS_ADMIN_TESTS = [
  "cms-build-status",
  "seo-panel",
  "preview-records",
  "facts-previews",
  "pdf-document-preview",
].map((name) => `<rootDir>/__tests__/${name}.test.tsx`);

const shared = {
  testEnvironment: "jsdom",
  // A hang detector, not a budget (benchmarks time things): tests that type and click with userEvent took 5–38 s
  // each on a loaded 2-core machine, over Jest's default of 5 s, with nothing wrong in the code.
  testTimeout: 30_000,
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  transformIgnorePatterns: [
    "node_modules/(?!(gatsby|gatsby-script|gatsby-link|swiper|ssr-window|dom7|preact|preact-render-to-string)/)",
  ],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/__mocks__/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
const moduleNameMapper = {
  ".+\\.(css)$": "identity-obj-proxy",
  ".+\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2?|pdf)$": "<rootDir>/__mocks__/file-mock.js",
  "^gatsby-page-utils/(.*)$": ["gatsby-page-utils/dist/$1", "gatsby-page-utils/$1"],
  "^gatsby-core-utils/(.*)$": "gatsby-core-utils/dist/$1",
  "^gatsby-plugin-utils/(.*)$": ["gatsby-plugin-utils/dist/$1", "gatsby-plugin-utils/$1"],
};

/** React and ReactDOM from the admin's workspace, for every module the admin's tests load. */
const adminReact = {
  "^react$": "<rootDir>/admin/node_modules/react",
  "^react/(.*)$": "<rootDir>/admin/node_modules/react/$1",
  "^react-dom$": "<rootDir>/admin/node_modules/react-dom",
  "^react-dom/(.*)$": "<rootDir>/admin/node_modules/react-dom/$1",
};

module.exports = async () => {
  const { preactForReact } = await import("./gatsby/upstream/preact/aliases.mjs");
  const preact = Object.fromEntries(
    Object.entries(preactForReact(__dirname)).map(([name, target]) => [`^${name.replace(/[/.]/g, "\\$&")}$`, target]),
  );
  return {
    projects: [
      {
        ...shared,
        displayName: "preact",
        rootDir: __dirname,
        moduleNameMapper: { ...moduleNameMapper, ...preact },
        testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
        testPathIgnorePatterns: ["/node_modules/", ...CMS_ADMIN_TESTS.map((file) => file.replace("<rootDir>", ""))],
      },
      {
        ...shared,
        displayName: "react 19 (CMS admin)",
        rootDir: __dirname,
        moduleNameMapper: { ...moduleNameMapper, ...adminReact },
        testMatch: CMS_ADMIN_TESTS,
      },
    ],
  };
};
