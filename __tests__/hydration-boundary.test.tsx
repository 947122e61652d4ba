import React, { useEffect, useSyncExternalStore } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { HydrationBoundary, ListItemsInTurns } from "../src/components/common/HydrationBoundary";
import { PageHeader } from "../src/components/layout/PageHeader";
import { BlockList } from "../src/blocks/BlockList";
import type { ComponentsByType, ShownBlock } from "../src/blocks";
import { hydrated } from "../gatsby/upstream/preact/hydration.mjs";

/*
 * Hydration in turns, on Preact as the visitor's pages run it: the page's first pass hydrates all but its
 * HydrationBoundary parts, whose server HTML stays as it is until each is hydrated in a task of its own.
 */

/** A store the browser and the server disagree about: the server's HTML says "server". */
const subscribe = () => () => {};
function Stored() {
  const value = useSyncExternalStore(
    subscribe,
    () => "browser",
    () => "server",
  );
  return <p data-stored={value}>{value}</p>;
}

function Page({ clicked }: { clicked: (part: string) => void }) {
  return (
    <div>
      <section>
        <button onClick={() => clicked("first")}>first</button>
      </section>
      <HydrationBoundary>
        <section>
          <button onClick={() => clicked("second")}>second</button>
          <Stored />
        </section>
      </HydrationBoundary>
      <HydrationBoundary>
        <form>
          <textarea name="message" defaultValue="" />
        </form>
      </HydrationBoundary>
    </div>
  );
}

describe("HydrationBoundary on Preact", () => {
  it("hydrates the first pass at once and each boundary on its own turn after it, the server's HTML kept meanwhile", async () => {
    const clicks: string[] = [];
    const clicked = (part: string) => clicks.push(part);
    const html = renderToString(<Page clicked={clicked} />);
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = html;
    container.querySelector("textarea")!.value = "Two adults, June";

    act(() => {
      hydrateRoot(container, <Page clicked={clicked} />);
    });
    // The first pass: the first part answers; the boundaries are their server HTML, untouched.
    expect(container.innerHTML).toBe(html);
    fireEvent.click(screen.getByRole("button", { name: "first" }));
    fireEvent.click(screen.getByRole("button", { name: "second" }));
    expect(clicks).toEqual(["first"]);

    await act(async () => {
      await hydrated;
    });
    // Every part hydrated: the second answers, nothing was removed or replaced, and what was typed is kept.
    fireEvent.click(screen.getByRole("button", { name: "second" }));
    expect(clicks).toEqual(["first", "second"]);
    expect(container.querySelectorAll("section")).toHaveLength(2);
    expect(container.querySelector("textarea")!.value).toBe("Two adults, June");
    // The part hydrated on its turn read the server's snapshot, as the HTML has it, then the browser's.
    expect(container.querySelector("[data-stored]")).toHaveAttribute("data-stored", "browser");
    expect(container.querySelector("[data-stored]")).toHaveTextContent("browser");
    container.remove();
  });

  it("runs each part's effects in a task of their own after it, before the next part hydrates", async () => {
    // Preact runs every effect rendered since it last ran in one task after the next frame: after the turns, all
    // parts' at once. Outside act(), which schedules effects itself, as a visitor's page hydrates.
    const log: string[] = [];
    function Part({ name }: { name: string }) {
      log.push(`render ${name}`);
      useEffect(() => {
        log.push(`effect ${name}`);
      }, [name]);
      return <h2>{name}</h2>;
    }
    const Parts = () => (
      <div>
        <Part name="first" />
        <HydrationBoundary>
          <Part name="second" />
        </HydrationBoundary>
        <HydrationBoundary>
          <Part name="third" />
        </HydrationBoundary>
      </div>
    );
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<Parts />);
    log.length = 0;
    hydrateRoot(container, <Parts />);
    for (let wait = 0; wait < 100 && log.length < 6; wait++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual([
      "render first",
      "effect first",
      "render second",
      "effect second",
      "render third",
      "effect third",
    ]);
    container.remove();
  });

  it("hydrates a page's blocks each on its own turn, the first too, after the rest of the page", async () => {
    // The first pass is the page around its blocks; on / the first block (the hero) made it 75–86 ms at 4× CPU.
    const log: string[] = [];
    function Part({ name }: { name: string }) {
      log.push(`render ${name}`);
      useEffect(() => {
        log.push(`effect ${name}`);
      }, [name]);
      return <h2>{name}</h2>;
    }
    const blocks = ["first block", "second block"].map((name) => ({ type: "richText", props: { name } }));
    const components = { richText: Part } as unknown as ComponentsByType;
    const BlockPage = () => (
      <main>
        <Part name="page" />
        <BlockList blocks={blocks as unknown as ShownBlock[]} components={components} />
      </main>
    );
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<BlockPage />);
    log.length = 0;
    hydrateRoot(container, <BlockPage />);
    for (let wait = 0; wait < 100 && log.length < 6; wait++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual([
      "render page",
      "effect page",
      "render first block",
      "effect first block",
      "render second block",
      "effect second block",
    ]);
    container.remove();
  });

  it("hydrates a list's items and a page's title band each on its own turn, after the rest of the page", async () => {
    const log: string[] = [];
    function Part({ name }: { name: string }) {
      log.push(`render ${name}`);
      useEffect(() => {
        log.push(`effect ${name}`);
      }, [name]);
      return <span>{name}</span>;
    }
    const items = [{ id: "first card" }, { id: "second card" }];
    const ListPage = () => (
      <main>
        <PageHeader title="Trips">
          <Part name="title band" />
        </PageHeader>
        <Part name="page" />
        <ul>
          <ListItemsInTurns items={items} render={(item) => <Part name={item.id} />} />
        </ul>
      </main>
    );
    const container = document.createElement("div");
    document.body.append(container);
    container.innerHTML = renderToString(<ListPage />);
    log.length = 0;
    hydrateRoot(container, <ListPage />);
    for (let wait = 0; wait < 100 && log.length < 8; wait++) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(log).toEqual([
      "render page",
      "effect page",
      "render title band",
      "effect title band",
      "render first card",
      "effect first card",
      "render second card",
      "effect second card",
    ]);
    container.remove();
  });

  it("renders its children at once anywhere else (a client-side render, the server)", () => {
    const clicks: string[] = [];
    render(<Page clicked={(part) => clicks.push(part)} />);
    fireEvent.click(screen.getByRole("button", { name: "second" }));
    expect(clicks).toEqual(["second"]);
    expect(renderToString(<Page clicked={() => {}} />)).toContain(">second</button>");
  });
});
