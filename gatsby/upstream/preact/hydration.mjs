// Which renderer is at work, for useSyncExternalStore (./react.mjs). Preact's hydrateRoot and string renderers are
// synchronous, so a component renders during hydration, or for the server's HTML, exactly when it renders inside
// that call.
const at = { hydrating: false, renderingHtml: false };

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
