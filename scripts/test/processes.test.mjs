import assert from "node:assert/strict";
import net from "node:net";
import test from "node:test";
import { assertPortFree } from "../processes.mjs";

test("a port something listens on is refused, naming the server and the port; a free one passes", async () => {
  const server = net.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address();
  await assert.rejects(assertPortFree(port, "the site"), {
    message: new RegExp(`^the site: something already listens on 127\\.0\\.0\\.1:${port} \\(a server left running`),
  });
  await new Promise((resolve) => server.close(resolve));
  await assertPortFree(port, "the site");
});
