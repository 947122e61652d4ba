// gatsby/upstream/preact/: "react" and "react-dom/client" for the visitor's pages, on Preact. Their one
// difference from preact/compat is useSyncExternalStore's server snapshot, which the site relies on for every
// "after hydration" state (src/hooks/useHydrated.ts, Tabs' data-ready, the shortlist's count).
import { Component, h } from "preact";
import React from "react";
import { createRoot as clientCreateRoot } from "react-dom/client";
import { act } from "preact/test-utils";
import { useSyncExternalStore } from "../gatsby/upstream/preact/react.mjs";
import { createRoot, hydrateRoot } from "../gatsby/upstream/preact/react-dom-client.mjs";

const noSubscription = () => () => {};
let rendered;
function Probe() {
  const value = useSyncExternalStore(
    noSubscription,
    () => "browser",
    () => "server",
  );
  rendered.push(value);
  return h("p", null, value);
}

describe("useSyncExternalStore on Preact, as React 18 has it", () => {
  let container;
  beforeEach(() => {
    rendered = [];
    container = document.createElement("div");
    document.body.append(container);
  });
  afterEach(() => container.remove());

  it("hydrates with the server's snapshot (the HTML's state), then renders the browser's", () => {
    container.innerHTML = "<p>server</p>";
    act(() => {
      hydrateRoot(container, h(Probe));
    });
    expect(rendered).toEqual(["server", "browser"]);
    expect(container.innerHTML).toBe("<p>browser</p>");
  });

  it("gives a component mounted after hydration (a client-side navigation) the browser's snapshot at once", () => {
    act(() => {
      createRoot(container).render(h(Probe));
    });
    expect(rendered).toEqual(["browser"]);
  });

  it("follows the store once mounted", () => {
    let value = "one";
    const listeners = new Set();
    function Store() {
      return h(
        "p",
        null,
        useSyncExternalStore(
          (listener) => (listeners.add(listener), () => listeners.delete(listener)),
          () => value,
          () => "server",
        ),
      );
    }
    container.innerHTML = "<p>server</p>";
    act(() => {
      hydrateRoot(container, h(Store));
    });
    expect(container.textContent).toBe("one");
    act(() => {
      value = "two";
      listeners.forEach((listener) => listener());
    });
    expect(container.textContent).toBe("two");
  });
});

describe("hydrateRoot on Preact, as React 18 has it", () => {
  it("keeps what the visitor typed into a textarea and an input before the scripts ran", () => {
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = '<form><input name="name" value=""><textarea name="message"></textarea></form>';
    const form = () =>
      h("form", null, h("input", { name: "name", value: "" }), h("textarea", { name: "message", value: "" }));
    container.querySelector("input").value = "Meera";
    container.querySelector("textarea").value = "Two adults, June";
    act(() => {
      hydrateRoot(container, form());
    });
    expect(container.querySelector("input").value).toBe("Meera");
    expect(container.querySelector("textarea").value).toBe("Two adults, June");
    container.remove();
  });
});

describe("the component tests' React", () => {
  it("is the build's: Preact's React API through gatsby/upstream/preact (jest.config.js)", () => {
    expect(React.Component).toBe(Component);
    expect(React.useSyncExternalStore).toBe(useSyncExternalStore);
    expect(clientCreateRoot).toBe(createRoot);
  });
});
