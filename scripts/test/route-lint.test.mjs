// The lint rule that keeps route strings in src/lib/routes.ts (eslint.config.mjs) really catches one.
import assert from "node:assert/strict";
import { test } from "node:test";
import { ESLint } from "eslint";

const eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });
const routeErrors = async (filePath, code) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === "no-restricted-syntax");
};

test("a route string in a component or a template literal in gatsby-node is an error", async () => {
  assert.equal((await routeErrors("src/components/Example.tsx", 'export const to = "/contact";\n')).length, 1);
  const template = "export const to = (id: string) => `/Itinerary/${id}`;\n";
  assert.equal((await routeErrors("gatsby-node.ts", template)).length, 1);
});

test("src/lib/routes.ts may write routes, and paths that are not routes pass anywhere", async () => {
  assert.equal((await routeErrors("src/lib/routes.ts", 'export const to = "/contact";\n')).length, 0);
  assert.equal(
    (await routeErrors("src/components/Example.tsx", 'export const icon = "/icons/icon-512.png";\n')).length,
    0,
  );
});
