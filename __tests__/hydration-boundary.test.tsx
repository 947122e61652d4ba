import React, { useEffect, useSyncExternalStore, type ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { HydrationBoundary, ListItemsInTurns } from "../src/components/common/HydrationBoundary";
import { PageHeader } from "../src/components/layout/PageHeader";
import { BlockList } from "../src/blocks/BlockList";
import type { ComponentsByType, ShownBlock } from "../src/blocks";
import { hydrated, takingTurns } from "../gatsby/upstream/preact/hydration.mjs";

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

/** What the `Logged` parts of a page did, in order: each its render, then its effect. */
const log: string[] = [];
function Logged({ name }: { name: string }) {
  log.push(`render ${name}`);
  useEffect(() => {
    log.push(`effect ${name}`);
  }, [name]);
  return <span>{name}</span>;
}

/**
 * Hydrates `Page` over its server HTML outside act() (which would schedule effects itself), as a visitor's page
 * hydrates, and returns what its `Logged` parts did once all `parts` of them have rendered and run their effects.
 */
async function hydrationOrder(Page: () => ReactElement, parts: number): Promise<string[]> {
  // The turns are the module's, shared by every root: an earlier test's root, on its last look at the queue, would
  // take this root's first turn (seen once on a loaded CI machine).
  const turnsOver = async () => {
    for (let wait = 0; wait < 100 && takingTurns(); wait++) await new Promise((resolve) => setTimeout(resolve, 10));
  };
  await turnsOver();
  const container = document.createElement("div");
  document.body.append(container);
  container.innerHTML = renderToString(<Page />);
  log.length = 0;
  hydrateRoot(container, <Page />);
  for (let wait = 0; wait < 100 && log.length < parts * 2; wait++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  await turnsOver();
  container.remove();
  return [...log];
}

/** The log of parts hydrated one after another, each on its own turn with its effects after it. */
const oneByOne = (...names: string[]) => names.flatMap((name) => [`render ${name}`, `effect ${name}`]);

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
    // parts' at once.
    const Parts = () => (
      <div>
        <Logged name="first" />
        <HydrationBoundary>
          <Logged name="second" />
        </HydrationBoundary>
        <HydrationBoundary>
          <Logged name="third" />
        </HydrationBoundary>
      </div>
    );
    expect(await hydrationOrder(Parts, 3)).toEqual(oneByOne("first", "second", "third"));
  });

  it("hydrates a page's blocks each on its own turn, the first too, after the rest of the page", async () => {
    // The first pass is the page around its blocks; on / the first block (the hero) made it 75–86 ms at 4× CPU.
    const blocks = ["first block", "second block"].map((name) => ({ type: "richText", props: { name } }));
    const components = { richText: Logged } as unknown as ComponentsByType;
    const BlockPage = () => (
      <main>
        <Logged name="page" />
        <BlockList blocks={blocks as unknown as ShownBlock[]} components={components} />
      </main>
    );
    expect(await hydrationOrder(BlockPage, 3)).toEqual(oneByOne("page", "first block", "second block"));
  });

  it("hydrates a list's items and a page's title band each on its own turn, after the rest of the page", async () => {
    const items = [{ id: "first card" }, { id: "second card" }];
    const ListPage = () => (
      <main>
        <PageHeader title="Trips">
          <Logged name="title band" />
        </PageHeader>
        <Logged name="page" />
        <ul>
          <ListItemsInTurns items={items} render={(item) => <Logged name={item.id} />} />
        </ul>
      </main>
    );
    expect(await hydrationOrder(ListPage, 4)).toEqual(oneByOne("page", "title band", "first card", "second card"));
  });

  it("renders its children at once anywhere else (a client-side render, the server)", () => {
    const clicks: string[] = [];
    render(<Page clicked={(part) => clicks.push(part)} />);
    fireEvent.click(screen.getByRole("button", { name: "second" }));
    expect(clicks).toEqual(["second"]);
    expect(renderToString(<Page clicked={() => {}} />)).toContain(">second</button>");
  });
});
