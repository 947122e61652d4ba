// The modules that put React code on Preact's React API: one table for the build's webpack stages
// (gatsby/upstream/webpack-config.ts) and for Jest's component tests (jest.config.js), so the tests run what ships.
import path from "node:path";

/**
 * React's module names, each with the module that replaces it: a package's or one of this folder's files, by path
 * from `root` (the repository; webpack's stages and Jest resolve the two kinds alike).
 */
export function preactForReact(root) {
  const here = path.join(root, "gatsby/upstream/preact");
  return {
    react: path.join(here, "react.mjs"),
    "react-dom": "preact/compat",
    "react-dom/client": path.join(here, "react-dom-client.mjs"),
    "react-dom/server": path.join(here, "react-dom-server.mjs"),
    "react-dom/test-utils": "preact/test-utils",
    "react/jsx-runtime": "preact/jsx-runtime",
    "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
  };
}
