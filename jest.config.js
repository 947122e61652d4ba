/** Jest for units and components, set up for Gatsby as its docs describe. */
module.exports = {
  testEnvironment: "jsdom",
  // A hang detector, not a budget (benchmarks time things): tests that type and click with userEvent took 5–38 s
  // each on a loaded 2-core machine, over Jest's default of 5 s, with nothing wrong in the code.
  testTimeout: 30_000,
  transform: { "^.+\\.m?[jt]sx?$": "<rootDir>/jest-preprocess.js" },
  moduleNameMapper: {
    ".+\\.(css)$": "identity-obj-proxy",
    ".+\\.(jpg|jpeg|png|gif|webp|avif|svg|woff2?|pdf)$": "<rootDir>/__mocks__/file-mock.js",
    "^gatsby-page-utils/(.*)$": ["gatsby-page-utils/dist/$1", "gatsby-page-utils/$1"],
    "^gatsby-core-utils/(.*)$": "gatsby-core-utils/dist/$1",
    "^gatsby-plugin-utils/(.*)$": ["gatsby-plugin-utils/dist/$1", "gatsby-plugin-utils/$1"],
  },
  testMatch: ["<rootDir>/__tests__/**/*.test.[jt]s?(x)"],
  transformIgnorePatterns: ["node_modules/(?!(gatsby|gatsby-script|gatsby-link|swiper|ssr-window|dom7|preact)/)"],
  globals: { __PATH_PREFIX__: "", __BASE_PATH__: "" },
  testEnvironmentOptions: { url: "http://localhost/" },
  setupFiles: ["<rootDir>/__mocks__/loadershim.js"],
  setupFilesAfterEnv: ["<rootDir>/jest.setup.ts"],
};
