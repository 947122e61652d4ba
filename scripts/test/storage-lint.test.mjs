// The lint rule that sends every use of device storage through src/lib/device-storage.ts (eslint.config.mjs).
import assert from "node:assert/strict";
import { test } from "node:test";
import { ESLint } from "eslint";

const eslint = new ESLint({ cwd: new URL("../..", import.meta.url).pathname });
const storageErrors = async (filePath, code) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => /device-storage/.test(message.message));
};

test("localStorage or sessionStorage in a component, a hook or gatsby-browser is an error", async () => {
  assert.equal(
    (await storageErrors("src/hooks/useExample.ts", 'export const a = localStorage.getItem("a");\n')).length,
    1,
  );
  assert.equal(
    (await storageErrors("gatsby-browser.tsx", "export const a = window.sessionStorage.length;\n")).length,
    1,
  );
  assert.equal((await storageErrors("src/lib/example.ts", "export const a = globalThis.localStorage;\n")).length, 1);
});

test("the storage module itself may use it", async () => {
  assert.equal(
    (await storageErrors("src/lib/device-storage.ts", "export const a = globalThis.localStorage;\n")).length,
    0,
  );
});
