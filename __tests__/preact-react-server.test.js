/** @jest-environment node */
// The server side of gatsby/upstream/preact/react.mjs (see preact-react.test.js): the build renders the server's
// snapshot and never calls the browser's, which may read `document` or device storage.
import { h } from "preact";
import { renderToString } from "preact-render-to-string";
import { useSyncExternalStore } from "../gatsby/upstream/preact/react.mjs";

it("renders the server snapshot at build time, without asking the store", () => {
  const browserSnapshot = jest.fn(() => document.title);
  function Probe() {
    return h(
      "p",
      null,
      useSyncExternalStore(
        () => () => {},
        browserSnapshot,
        () => "server",
      ),
    );
  }
  expect(renderToString(h(Probe))).toBe("<p>server</p>");
  expect(browserSnapshot).not.toHaveBeenCalled();
});
