// Which renderer is at work, for useSyncExternalStore (./react.mjs). Preact's hydrateRoot and string renderers are
// synchronous, so a component renders during hydration, or for the server's HTML, exactly when it renders inside
// that call.
let hydrating = false;
let renderingHtml = false;

export const isHydrating = () => hydrating;
export const isRenderingHtml = () => renderingHtml;

/** Runs `hydrate` with the flag set. */
export function whileHydrating(hydrate) {
  hydrating = true;
  try {
    return hydrate();
  } finally {
    hydrating = false;
  }
}

/** Runs `render` (a string renderer) with the flag set. */
export function whileRenderingHtml(render) {
  renderingHtml = true;
  try {
    return render();
  } finally {
    renderingHtml = false;
  }
}
