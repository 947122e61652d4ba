// "react" for the visitor's pages: Preact's React API (preact/compat), with React 18's useSyncExternalStore.
// preact/compat's useSyncExternalStore ignores getServerSnapshot: it would read the browser's value while the
// server renders (where `document` does not exist) and while hydrating (where the HTML holds the server's). This
// one follows React: the server snapshot on the server and during hydration, then the store's own value.
// (The server: where `window` does not exist, or inside ./react-dom-server.mjs's string renderers.)
import compat, { useEffect, useState, useSyncExternalStore as storeHook } from "preact/compat";
import { isHydrating, isRenderingHtml } from "./hydration.mjs";

export * from "preact/compat";

export function useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot) {
  if (typeof window === "undefined" || isRenderingHtml()) return (getServerSnapshot ?? getSnapshot)();
  const [fromServer, setFromServer] = useState(() => getServerSnapshot !== undefined && isHydrating());
  const value = storeHook(subscribe, getSnapshot);
  useEffect(() => {
    if (fromServer) setFromServer(false);
  }, [fromServer]);
  return fromServer ? getServerSnapshot() : value;
}

export default { ...compat, useSyncExternalStore };
