import type { GatsbyBrowser } from "gatsby";
import { OUTBOX_STORAGE_KEY } from "./src/lib/outbox-key";

export { wrapPageElement } from "./src/wrap-page";

/**
 * A new path starts at the top (Gatsby's default, which also restores the position on Back);
 * a change of query only (pagination, search, filters) keeps the visitor where they are.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) =>
  prevRouterProps?.location.pathname !== routerProps.location.pathname;

/** Any page of the site sends what an earlier visit left in the outbox; the sender loads only when there is some. */
export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  let waiting = false;
  try {
    waiting = localStorage.getItem(OUTBOX_STORAGE_KEY) !== null;
  } catch {
    // Storage blocked: there can be no outbox either.
  }
  if (waiting) void import("./src/hooks/useEnquiryOutbox").then(({ watchOutbox }) => watchOutbox());
};
