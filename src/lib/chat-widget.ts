/**
 * The third-party live-chat script: loaded at most once per visit, at the visitor's first interaction
 * (a pointer press, a key, a touch or a scroll), never before. A visitor who only reads the first screen
 * costs the chat host nothing and the page loads with no foreign request at all; anyone who engages gets
 * the widget within a moment. Client-side navigation never adds it again.
 */

const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "scroll", "wheel"] as const;

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
  let done = false;

  const stopListening = () => {
    for (const type of INTERACTIONS) win.removeEventListener(type, load, true);
  };
  function load() {
    if (done) return;
    done = true;
    stopListening();
    addScriptOnce(url, win.document);
  }

  for (const type of INTERACTIONS) win.addEventListener(type, load, { capture: true, passive: true });

  return () => {
    if (done) return;
    stopListening();
    scheduled.delete(url);
  };
}
