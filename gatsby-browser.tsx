import type { GatsbyBrowser } from "gatsby";

export { wrapPageElement } from "./src/wrap-page";

/**
 * A new path starts at the top (Gatsby's default, which also restores the position on Back);
 * a change of query only (pagination, search, filters) keeps the visitor where they are.
 */
export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({ prevRouterProps, routerProps }) =>
  prevRouterProps?.location.pathname !== routerProps.location.pathname;
