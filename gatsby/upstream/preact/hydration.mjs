// Which renderer is at work, for useSyncExternalStore (./react.mjs), and hydration in turns (HydrationBoundary,
// src/components/common/HydrationBoundary.tsx). Preact's hydrateRoot and string renderers are synchronous, so a
// component renders during hydration, or for the server's HTML, exactly when it renders inside that call.
const at = { hydrating: false, renderingHtml: false, firstPass: false };

export const isHydrating = () => at.hydrating;
export const isRenderingHtml = () => at.renderingHtml;

function whileAt(work, run) {
  at[work] = true;
  try {
    return run();
  } finally {
    at[work] = false;
  }
}

/** Runs `hydrate` with the flag set. */
export const whileHydrating = (hydrate) => whileAt("hydrating", hydrate);

/** Runs `render` (a string renderer) with the flag set. */
export const whileRenderingHtml = (render) => whileAt("renderingHtml", render);

/*
 * Hydration in turns. Preact hydrates a page in one task; on a slow phone a long page's was 300 ms and more, and the
 * page ignored taps meanwhile. A boundary (HydrationBoundary) met in the page's first pass waits for its turn: it
 * suspends, and Preact keeps its server HTML on screen untouched; once the first pass is committed, each waiting
 * boundary is hydrated in a task of its own, in page order, the browser free to paint and answer input between them.
 * `hydrated` resolves (and the HYDRATED_MARK is set) when the last one has.
 */

/** The performance mark set once every part of the page is hydrated (e2e and the slow-phone bench wait for it). */
export const HYDRATED_MARK = "site:hydrated";

/** The boundaries waiting for their turn, in the order the first pass met them. */
const waiting = [];

/**
 * A promise to suspend on until this boundary's turn, during the page's first hydration pass; null at any other
 * time (the server's render, a client-side navigation, a boundary whose turn has come). `ready`: what the turn also
 * waits for (a part's script loading), the parts after it waiting meanwhile.
 */
export function hydrationTurn(ready = null) {
  if (!at.firstPass) return null;
  return new Promise((resolve) => waiting.push({ resolve, ready }));
}

/**
 * The browser's next task: `scheduler.yield()` where there is one (it keeps the page's place in the queue). Work
 * that would make one long task awaits it between its pieces, so the page can answer input in between.
 */
export const nextTask = () =>
  typeof globalThis.scheduler?.yield === "function"
    ? globalThis.scheduler.yield()
    : new Promise((resolve) => setTimeout(resolve, 0));

let markHydrated;
/** Resolves once the page's first pass and every boundary's turn are done. */
export const hydrated = new Promise((resolve) => (markHydrated = resolve));

let turnsStarted = false;
/** How many roots are taking their turns (a page has one; component tests may hydrate several). */
let turnsTaking = 0;
/**
 * Whether a root is still taking its turns. A page has one root; a component test that hydrates one root after
 * another waits for the last one's turns to end, or that root's last look at the queue would take the next one's turn.
 */
export const takingTurns = () => turnsTaking > 0;

/**
 * A part first met while another part hydrates on its turn (a form inside a HydrationBoundary): a turn at the end of
 * the queue that also waits for `ready`, so the page is marked hydrated only after it; as hydrationTurn in the first
 * pass; null when no turns are being taken.
 */
export function turnAmongTheRest(ready) {
  if (at.firstPass) return hydrationTurn(ready);
  if (turnsTaking === 0 || !at.hydrating) return null;
  return new Promise((resolve) => waiting.push({ resolve, ready }));
}

/**
 * The effects (useEffect) of what hydrated, when the renderer lets them be held: Preact runs every component's
 * effects together in one task after the next frame, and after the turns that was every part's at once (on / 90 ms
 * at 4x CPU, the load's longest task after the first pass). Held, each part's effects run in a task of their own
 * after it. React (in `gatsby develop`) schedules its own.
 */
const NO_HELD_EFFECTS = { hold: () => {}, run: () => {} };

/** Hydrates each waiting boundary in a task of its own, then marks the page hydrated. */
async function takeTurns(effects = NO_HELD_EFFECTS) {
  turnsStarted = true;
  turnsTaking += 1;
  for (;;) {
    await nextTask();
    // The effects of what hydrated last (the first pass's, first), before the next part.
    effects.run();
    await nextTask();
    // Preact renders the boundary in this task's microtasks (Suspense resumes it, its render queue runs), and a part
    // it holds may join the queue then (turnAmongTheRest): so the queue is read a task after the last resumed. (Another
    // root's turns, a component test's, may have taken a turn meanwhile.)
    const turn = waiting.shift();
    if (!turn) break;
    if (turn.ready) {
      await turn.ready.catch(() => {});
      await nextTask();
    }
    turn.resolve();
  }
  effects.hold(false);
  turnsTaking -= 1;
  await nextTask();
  // (jsdom, where component tests hydrate, has no marks)
  globalThis.performance?.mark?.(HYDRATED_MARK);
  markHydrated();
}

/*
 * Preact hydrates without touching inputs and selects, but sets each textarea's value from its props (its core and
 * preact/compat both do), which wiped a message typed into the server's HTML; React hydrates all three alike. So what
 * the textareas hold is read before each hydration step and put back at once after it, before any effect, so that a
 * component that reads the fields typed early finds it.
 */
const typedText = () =>
  Array.from(globalThis.document.querySelectorAll("textarea"), (textarea) => [textarea, textarea.value]);
const putBack = (typed) => {
  for (const [textarea, value] of typed) if (textarea.value !== value) textarea.value = value;
};

/**
 * Runs the page's first hydration pass (`hydrate`, Preact's hydrateRoot) with the flags set, then starts the turns.
 * `effects` holds the renderer's effects until `run` (./react-dom-client.mjs), so each part's run in a task of its own.
 */
export function hydrateInTurns(hydrate, effects = NO_HELD_EFFECTS) {
  const typed = typedText();
  at.firstPass = true;
  effects.hold(true);
  try {
    return whileHydrating(hydrate);
  } finally {
    at.firstPass = false;
    putBack(typed);
    void takeTurns(effects);
  }
}

/**
 * Called once the page's root is rendered or hydrated, whichever renderer did it (gatsby-browser): marks the page
 * hydrated when no first pass started the turns (React in `gatsby develop`, a page rendered on the client).
 */
export function rootRendered() {
  if (!turnsStarted) void takeTurns();
}

let typedBeforeTurn = [];

/**
 * Set while a boundary whose turn has come hydrates its part of the page (HydrationBoundary: on as it renders, off
 * once its children have), so the components in it read the server's snapshot, as in the first pass.
 */
export function resumingHydration(on) {
  at.hydrating = on;
  if (on) typedBeforeTurn = typedText();
  else putBack(typedBeforeTurn);
}
