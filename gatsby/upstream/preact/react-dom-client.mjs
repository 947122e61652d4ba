// "react-dom/client" for the visitor's pages: Preact's, hydrating in turns with the flags useSyncExternalStore
// (./react.mjs) and HydrationBoundary read, and what a visitor typed into a textarea before the scripts ran kept
// through it, as React keeps it (./hydration.mjs).
import { createRoot, hydrateRoot as preactHydrateRoot } from "preact/compat/client";
import { hydrateInTurns } from "./hydration.mjs";

export { createRoot };

export function hydrateRoot(container, children) {
  return hydrateInTurns(() => preactHydrateRoot(container, children));
}

export default { createRoot, hydrateRoot };
