// "react-dom/server" for the visitor's pages: Preact's, with its string renderers marked for useSyncExternalStore
// (./react.mjs), which gives them the server's snapshot as React's do wherever they run: the build's renderer runs
// where `window` does not exist, a component test's inside jsdom, which has one. The build streams the page's body
// (renderToPipeableStream, where `window` alone tells) and renders its frame with renderToStaticMarkup.
import * as server from "preact/compat/server";
import { whileRenderingHtml } from "./hydration.mjs";

export const renderToString = (vnode, context) => whileRenderingHtml(() => server.renderToString(vnode, context));
export const renderToStaticMarkup = (vnode, context) =>
  whileRenderingHtml(() => server.renderToStaticMarkup(vnode, context));
export const { renderToPipeableStream, renderToReadableStream } = server;

export default { renderToString, renderToStaticMarkup, renderToPipeableStream, renderToReadableStream };
