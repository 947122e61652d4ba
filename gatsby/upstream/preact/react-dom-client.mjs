// "react-dom/client" for the visitor's pages: Preact's, hydrating in turns with the flags useSyncExternalStore
// (./react.mjs) and HydrationBoundary read, and what a visitor typed into a textarea before the scripts ran kept
// through it, as React keeps it (./hydration.mjs).
import { options } from "preact";
import { createRoot, hydrateRoot as preactHydrateRoot } from "preact/compat/client";
import { hydrateInTurns } from "./hydration.mjs";

export { createRoot };

/*
 * Preact's hooks run the effects of everything rendered since they last ran in one task after the next frame, by
 * `options.requestAnimationFrame` when one is set (preact/hooks, afterPaint: it hands over the function that runs
 * them all). While the page hydrates in turns that function is kept, and run after each part (./hydration.mjs).
 */
let runEffects = null;
const keepRunEffects = (run) => {
  runEffects = run;
};
const heldEffects = {
  hold(on) {
    // Only where nobody else schedules them: preact/test-utils' act() sets its own, to run them as it returns.
    if (on && !options.requestAnimationFrame) options.requestAnimationFrame = keepRunEffects;
    if (!on && options.requestAnimationFrame === keepRunEffects) options.requestAnimationFrame = undefined;
  },
  run() {
    const run = runEffects;
    runEffects = null;
    run?.();
  },
};

export function hydrateRoot(container, children) {
  return hydrateInTurns(() => preactHydrateRoot(container, children), heldEffects);
}

export default { createRoot, hydrateRoot };
