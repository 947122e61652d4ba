import React, { Component, Suspense, type ComponentType, type ReactNode } from "react";
import {
  hydrationTurn,
  isHydrating,
  resumingHydration,
  turnAmongTheRest,
} from "../../../gatsby/upstream/preact/hydration.mjs";

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

interface TurnProps {
  /** What to wait for before hydrating, asked once (in the first pass); null: nothing, render at once. */
  wait: () => Promise<unknown> | null;
  render: () => ReactNode;
}

/**
 * Waits in the first pass (for its turn, or for its script); then renders as the first pass would have (a class:
 * Preact keeps the instance of a component that suspended, and with it where the part is in its turn).
 */
class Turn extends Component<TurnProps> {
  private readonly progress: Progress = { at: "new" };

  override render() {
    const { progress } = this;
    if (progress.at === "new") {
      const wait = this.props.wait();
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
        {this.props.render()}
        <TurnDone progress={progress} />
      </>
    );
  }
}

export function HydrationBoundary({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Turn wait={hydrationTurn} render={() => children} />
    </Suspense>
  );
}

/**
 * A list's items, each an `<li>` of `render(item, first)` hydrating on its own turn (the first too: in the page's
 * first pass it made that pass the load's longest task). Cards of the destination, tour and blog lists.
 */
export function ListItemsInTurns<T extends { id: string }>(props: {
  items: readonly T[];
  render: (item: T, first: boolean) => ReactNode;
}) {
  const { items, render } = props;
  return (
    <>
      {items.map((item, index) => (
        <HydrationBoundary key={item.id}>
          <li>{render(item, index === 0)}</li>
        </HydrationBoundary>
      ))}
    </>
  );
}

/** A part whose script loads on use: what the server renders, and how a visitor's browser loads it. */
export interface PartOnUse<P> {
  /** The component itself where the page's HTML is rendered (the build), undefined in a visitor's browser. */
  server: ComponentType<P> | undefined;
  load: () => Promise<ComponentType<P>>;
  /** The id of the part's element in the server's HTML, to watch for the visitor coming near it. */
  elementId: (props: P) => string;
}

/**
 * Until the visitor needs the part at `element`: it comes within a screen of the viewport, or is touched or focused
 * (a keyboard's Tab, a link to it).
 */
function whenNeeded(element: Element): Promise<void> {
  return new Promise((resolve) => {
    const events = ["focusin", "pointerdown"] as const;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && start(), {
      rootMargin: "100% 0px",
    });
    function start() {
      observer.disconnect();
      for (const type of events) element.removeEventListener(type, start, true);
      resolve();
    }
    observer.observe(element);
    for (const type of events) element.addEventListener(type, start, true);
  });
}

/** The browser is back online, or the visitor touches or tabs through the page: a failed script is worth a retry. */
function nextChance(): Promise<void> {
  return new Promise((resolve) => {
    const listeners = [
      [window, "online"],
      [document, "pointerdown"],
      [document, "focusin"],
    ] as const;
    function retry() {
      for (const [target, type] of listeners) target.removeEventListener(type, retry);
      resolve();
    }
    for (const [target, type] of listeners) target.addEventListener(type, retry);
  });
}

/** Near the first screen: the part hydrates with the page, in its turn. */
function onFirstScreen(element: Element): boolean {
  const { top, bottom } = element.getBoundingClientRect();
  return top < window.innerHeight * 1.5 && bottom > -window.innerHeight / 2;
}

/**
 * A part of the page whose script a visitor loads only when it is needed (an enquiry form at the foot of a trip's
 * page is most of that page's script): the server's HTML has it whole, and in the page's first pass it keeps that HTML
 * (as a HydrationBoundary does) until the visitor comes near it, then loads its script and hydrates. A part on the
 * first screen loads and hydrates with the page, in its turn. Where the page is not hydrating (a client-side
 * navigation, a test's render) it renders once its script is loaded. `preload()` loads it (tests, a link to it).
 *
 * Like HydrationBoundary's children, the component must render exactly one element.
 */
export function partOnUse<P extends object>({ server, load, elementId }: PartOnUse<P>) {
  let loaded = server;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> =>
    (loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  // Its script could not be fetched (offline, a dropped connection): the server's HTML stays, and it is fetched
  // again when the browser is back online or the visitor next touches the page.
  const whenLoaded = (): Promise<void> => preload().catch(() => nextChance().then(whenLoaded));

  const waitFor = (props: P) => (): Promise<unknown> | null => {
    // Hydrating: the page's first pass, or the turn of a boundary the part is in.
    if (loaded || !isHydrating()) return null;
    const element = document.getElementById(elementId(props));
    if (!element || onFirstScreen(element)) {
      // With the page, in its turn (after the part it is in, when it is in one): the parts after it wait for the
      // script, not for a retry, and the page is marked hydrated after it.
      const turn = turnAmongTheRest(preload().catch(() => {}));
      return turn ? Promise.all([turn, whenLoaded()]) : whenLoaded();
    }
    return whenNeeded(element).then(whenLoaded);
  };

  function Part(props: P) {
    return (
      <Suspense fallback={null}>
        <Turn
          wait={waitFor(props)}
          render={() => {
            const Loaded = loaded;
            // A client-side navigation, a test: nothing is shown until the script is here (no server HTML to keep).
            if (!Loaded) throw whenLoaded();
            return <Loaded {...props} />;
          }}
        />
      </Suspense>
    );
  }
  return Object.assign(Part, { preload });
}
