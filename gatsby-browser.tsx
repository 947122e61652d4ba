import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { STORAGE_KEYS, deviceStorage, sweepExpiredDrafts } from "./src/lib/device-storage";
import { HYDRATED_EVENT } from "./src/lib/pictures-after-scripts";

export { wrapPageElement } from "./src/wrap-page";

/**
 * Hydration. The visitor's pages run on Preact (decision 26, gatsby/upstream/webpack-config.ts): its `hydrateRoot`
 * (gatsby/upstream/preact/react-dom-client.mjs) hydrates in one short task and `startTransition` simply runs the
 * callback. Under React (`gatsby develop`) the transition makes React 18 hydrate in slices of about 5 ms instead of
 * one task at a blocking priority, as it did for the visitor before Preact.
 * A page whose HTML is empty (a client-only route) is rendered, as Gatsby does.
 * (Typed by hand: Gatsby's declaration still names React 17's `render` signature, but Gatsby 5 calls the
 * function it gets with the app element and the container, like `hydrateRoot`.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  // Required here, not imported, so the renderer is set up in a task of its own (Gatsby's app, patched, requires
  // it in one before this runs: gatsby/upstream/UPGRADING.md), not inside the app script's evaluation.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { createRoot, hydrateRoot } = require("react-dom/client") as typeof import("react-dom/client");
  if (!container.hasChildNodes()) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
};

/**
 * A new path starts at the top (Gatsby's default, which also restores the position on Back);
 * a change of query only (pagination, search, filters) keeps the visitor where they are.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) =>
  prevRouterProps?.location.pathname !== routerProps.location.pathname;

/** The longest the draft sweep waits for the browser to be idle. */
const SWEEP_WAIT_MS = 2000;

/**
 * Any page of the site sends what an earlier visit left in the outbox (the sender loads only when there is some),
 * and, once the browser is idle, removes the enquiry drafts past their lifetime, whichever form they came from.
 */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (deviceStorage.read(STORAGE_KEYS.outbox) !== null) {
    void import("./src/hooks/useEnquiryOutbox").then(({ watchOutbox }) => watchOutbox());
  }
  const sweep = () => void sweepExpiredDrafts();
  if (window.requestIdleCallback) window.requestIdleCallback(sweep, { timeout: SWEEP_WAIT_MS });
  else window.setTimeout(sweep, 0);
};

/** The page is interactive: the pictures held below the fold may now load (src/lib/pictures-after-scripts.ts). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.dispatchEvent(new Event(HYDRATED_EVENT));
};
