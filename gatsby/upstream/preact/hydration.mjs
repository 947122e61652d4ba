// Whether Preact is hydrating the server's HTML: hydrateRoot is synchronous, so a component renders during
// hydration exactly when it renders inside that call.
let hydrating = false;

export const isHydrating = () => hydrating;

/** Runs `hydrate` with the flag set. */
export function whileHydrating(hydrate) {
  hydrating = true;
  try {
    return hydrate();
  } finally {
    hydrating = false;
  }
}
