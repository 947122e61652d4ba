import React, { useState } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act, fireEvent, screen } from "@testing-library/react";
import { HydrationBoundary, partOnUse } from "../src/components/common/HydrationBoundary";
import { hydrated } from "../gatsby/upstream/preact/hydration.mjs";

/*
 * A part whose script loads on use (partOnUse, design decision 36), on Preact as visitors run it. In jsdom every
 * element is on the first screen (no layout), so the part loads with the page: here inside a HydrationBoundary, as
 * /contact's form is. This file's first hydration is the page's (`hydrated` is the module's one promise).
 */

function Counter({ id }: { id: string }) {
  const [count, setCount] = useState(0);
  return (
    <form id={id}>
      <button type="button" onClick={() => setCount(count + 1)}>{`Pressed ${count}`}</button>
    </form>
  );
}

let scriptArrives: () => void = () => {};
const script = new Promise<void>((resolve) => (scriptArrives = resolve));
const Deferred = partOnUse<{ id: string }>({
  server: undefined,
  load: () => script.then(() => Counter),
  elementId: ({ id }) => id,
});

const page = (part: React.ReactNode) => (
  <div>
    <HydrationBoundary>
      <section>{part}</section>
    </HydrationBoundary>
  </div>
);

it("a part on the first screen keeps its server HTML until its script is here, and the page is hydrated after it", async () => {
  const html = renderToString(page(<Counter id="enquiry-form" />));
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = html;
  let pageHydrated = false;
  void hydrated.then(() => (pageHydrated = true));

  act(() => {
    hydrateRoot(container, page(<Deferred id="enquiry-form" />));
  });
  // The boundary's turn comes and goes; the part waits for its script, its server HTML untouched and not answering.
  // (Outside act(), which would hold Preact's renders to its end: the turns rely on a resumed part rendering in the
  // microtasks after its turn, as in a browser.)
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(container.innerHTML).toBe(html);
  fireEvent.click(screen.getByRole("button", { name: "Pressed 0" }));
  expect(screen.getByRole("button")).toHaveTextContent("Pressed 0");
  expect(pageHydrated).toBe(false);

  scriptArrives();
  await hydrated;
  // Hydrated on the same elements: it answers now.
  expect(container.innerHTML).toBe(html);
  fireEvent.click(screen.getByRole("button", { name: "Pressed 0" }));
  expect(screen.getByRole("button")).toHaveTextContent("Pressed 1");
  container.remove();
});
