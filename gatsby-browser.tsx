import type { GatsbyBrowser } from "gatsby";
import { startTransition, type ReactElement } from "react";
import { STORAGE_KEYS, deviceStorage } from "./src/lib/device-storage";
import { HYDRATED_EVENT } from "./src/lib/pictures-after-scripts";

export { wrapPageElement } from "./src/wrap-page";

/**
 * Hydration as a transition: React 18 then hydrates in slices of about 5 ms and yields to the browser between
 * them, instead of one task as long as the page (Gatsby's default `hydrateRoot` runs at a blocking priority).
 * The static HTML is on screen either way; what changes is that the main thread stays free for input and
 * paint while the page becomes interactive, which is what Total Blocking Time measures on a slow phone.
 * A page whose HTML is empty (a client-only route) is rendered, as Gatsby does.
 * (Typed by hand: Gatsby's declaration still names React 17's `render` signature, but Gatsby 5 calls the
 * function it gets with the app element and the container, like `hydrateRoot`.)
 */
export const replaceHydrateFunction = () => (element: ReactElement, container: Element) => {
  // Required here, not imported: react-dom sets itself up when first required, and an import would do that
  // inside the app script's evaluation, the longest task of the load. Gatsby's app (patched) sets it up in a
  // task of its own before this runs (gatsby/upstream/UPGRADING.md).
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

/** Any page of the site sends what an earlier visit left in the outbox; the sender loads only when there is some. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (deviceStorage.read(STORAGE_KEYS.outbox) !== null) {
    void import("./src/hooks/useEnquiryOutbox").then(({ watchOutbox }) => watchOutbox());
  }
};

/** The page is interactive: the pictures held below the fold may now load (src/lib/pictures-after-scripts.ts). */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.dispatchEvent(new Event(HYDRATED_EVENT));
};
