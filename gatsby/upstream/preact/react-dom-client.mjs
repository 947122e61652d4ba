// "react-dom/client" for the visitor's pages: Preact's, with hydration marked for useSyncExternalStore (./react.mjs),
// and what a visitor typed into a textarea before the scripts ran kept through it, as React keeps it.
import { createRoot, hydrateRoot as preactHydrateRoot } from "preact/compat/client";
import { whileHydrating } from "./hydration.mjs";

export { createRoot };

/**
 * Preact hydrates without touching inputs and selects, but sets each textarea's value from its props (its core and
 * preact/compat both do), which wiped a message typed into the server's HTML; React hydrates all three alike. The
 * text is put back at once, before any effect, so a component that reads the fields typed early finds it.
 */
export function hydrateRoot(container, children) {
  const typed = Array.from(container.querySelectorAll("textarea"), (textarea) => [textarea, textarea.value]);
  const root = whileHydrating(() => preactHydrateRoot(container, children));
  for (const [textarea, value] of typed) if (textarea.value !== value) textarea.value = value;
  return root;
}

export default { createRoot, hydrateRoot };
