// "react-dom/client" for the visitor's pages: Preact's, with hydration marked for useSyncExternalStore (./react.mjs).
import { createRoot, hydrateRoot as preactHydrateRoot } from "preact/compat/client";
import { whileHydrating } from "./hydration.mjs";

export { createRoot };

export function hydrateRoot(container, children) {
  return whileHydrating(() => preactHydrateRoot(container, children));
}

export default { createRoot, hydrateRoot };
