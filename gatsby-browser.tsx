import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { STORAGE_KEYS, deviceStorage, sweepExpiredDrafts } from "./src/lib/device-storage";
import { HYDRATED_EVENT } from "./src/lib/pictures-after-scripts";
import { hydrated, rootRendered } from "./gatsby/upstream/preact/hydration.mjs";

export { wrapPageElement } from "./src/wrap-page";

/**
 * Hydration. The visitor's pages run on Preact (decision 26, gatsby/upstream/webpack-config.ts): its `hydrateRoot`
 * (gatsby/upstream/preact/react-dom-client.mjs) hydrates the page's first pass in one task and each HydrationBoundary
 * in a task of its own after it (gatsby/upstream/preact/hydration.mjs); `startTransition` simply runs the callback. Under React (`gatsby develop`) the transition makes React 18 hydrate in slices of about 5 ms instead of
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
  } else {
    startTransition(() => {
      hydrateRoot(container, element);
    });
  }
  rootRendered();
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

/**
 * Every part of the page is hydrated (HydrationBoundary's turns included): the pictures held below the fold may now
 * load (src/lib/pictures-after-scripts.ts).
 */
void hydrated.then(() => document.dispatchEvent(new Event(HYDRATED_EVENT)));
