import React, { Component, Suspense, type ReactNode } from "react";
import { hydrationTurn, resumingHydration } from "../../../gatsby/upstream/preact/hydration.mjs";

/*
 * A part of a long page that hydrates in a task of its own (gatsby/upstream/preact/hydration.mjs): in the page's first
 * hydration pass it suspends, and Preact keeps its server HTML as it is (no fallback is ever shown: a suspension
 * during hydration keeps the DOM); once the first pass is committed it is hydrated on its turn, in page order, so no
 * task of the page's load hydrates the whole page. Anywhere else (the server's HTML, a client-side navigation, a test's
 * render, React in `gatsby develop`, where Suspense boundaries already hydrate one by one) it renders its children.
 *
 * Preact resumes a suspended part on the one DOM node it kept for it: `children` must render exactly one element,
 * always (a block's own element, the footer, a card's list item; never nothing, or the next part's element is
 * taken for it). e2e/hydration.spec.ts compares every route with and without scripts.
 */

/** Where a part is in its turn: not asked yet, waiting for it, hydrating on it, or hydrated (or never waiting). */
type Progress = { at: "new" | "waiting" | "resuming" | "done" };

/** Rendered after the children of a part whose turn came: they are hydrated. */
function TurnDone({ progress }: { progress: Progress }) {
  if (progress.at === "resuming") {
    progress.at = "done";
    resumingHydration(false);
  }
  return null;
}

/**
 * Waits for its turn in the first pass; on its turn, renders its children as the first pass would have (a class:
 * Preact keeps the instance of a component that suspended, and with it where the part is in its turn).
 */
class Turn extends Component<{ children: ReactNode }> {
  private readonly progress: Progress = { at: "new" };

  override render() {
    const { progress } = this;
    if (progress.at === "new") {
      const wait = hydrationTurn();
      progress.at = wait ? "waiting" : "done";
      if (wait) throw wait;
    }
    if (progress.at === "waiting") {
      progress.at = "resuming";
      resumingHydration(true);
    }
    // The same shape on every render (TurnDone renders nothing), so the children are never remounted.
    return (
      <>
        {this.props.children}
        <TurnDone progress={progress} />
      </>
    );
  }
}

export function HydrationBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn>{children}</Turn>
    </Suspense>
  );
}

/**
 * A list's items, each an `<li>` of `render(item, first)`: the first (on the first screen) hydrates with the page,
 * each other on its own turn. Cards of the destination, tour and blog lists.
 */
export function ListItemsInTurns<T extends { id: string }>(props: {
  items: readonly T[];
  render: (item: T, first: boolean) => ReactNode;
}) {
  const { items, render } = props;
  return (
    <>
      {items.map((item, index) =>
        index === 0 ? (
          <li key={item.id}>{render(item, true)}</li>
        ) : (
          <HydrationBoundary key={item.id}>
            <li>{render(item, false)}</li>
          </HydrationBoundary>
        ),
      )}
    </>
  );
}
