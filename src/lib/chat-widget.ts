/**
 * The third-party live-chat script: loaded at most once per visit, only after the page has loaded and
 * the browser is idle, or at the visitor's first interaction if that comes sooner. It never competes
 * with the first paint, and client-side navigation never adds it again.
 */

const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "scroll"] as const;
/** Longest wait for an idle moment after load before loading anyway. */
export const IDLE_TIMEOUT_MS = 4_000;

/** Adds `<script async src=url>` unless a script with that src is already in the document. Returns whether it added one. */
export function addScriptOnce(url: string, doc: Document = document): boolean {
  const present = Array.from(doc.scripts).some((script) => script.getAttribute("src") === url);
  if (present) return false;
  const script = doc.createElement("script");
  script.src = url;
  script.async = true;
  doc.body.appendChild(script);
  return true;
}

const scheduled = new Set<string>();

/**
 * Schedules the chat script for this visit. Calling it again (every page renders the layout) does
 * nothing; an empty URL disables the widget. Returns a function that cancels a load still pending.
 */
export function scheduleChatWidget(url: string, win: Window = window): () => void {
  if (!url || scheduled.has(url)) return () => undefined;
  scheduled.add(url);
  let idleHandle: number | undefined;
  let fallbackTimer: ReturnType<typeof setTimeout> | undefined;
  let done = false;

  const cleanUp = () => {
    for (const type of INTERACTIONS) win.removeEventListener(type, load, true);
    win.removeEventListener("load", whenLoaded);
    if (idleHandle !== undefined && win.cancelIdleCallback) win.cancelIdleCallback(idleHandle);
    if (fallbackTimer !== undefined) clearTimeout(fallbackTimer);
  };
  function load() {
    if (done) return;
    done = true;
    cleanUp();
    addScriptOnce(url, win.document);
  }
  function whenLoaded() {
    if (win.requestIdleCallback) idleHandle = win.requestIdleCallback(load, { timeout: IDLE_TIMEOUT_MS });
    else fallbackTimer = setTimeout(load, 1_000);
  }

  for (const type of INTERACTIONS) win.addEventListener(type, load, { capture: true, once: true, passive: true });
  if (win.document.readyState === "complete") whenLoaded();
  else win.addEventListener("load", whenLoaded, { once: true });

  return () => {
    if (done) return;
    cleanUp();
    scheduled.delete(url);
  };
}
