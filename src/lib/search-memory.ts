/*
 * The header's search, remembered in the browser's history entry of the page it was opened on: a visitor who opens a
 * result and comes Back finds the search open again with their words, as they left it. Closing the search forgets
 * it. Kept in history.state beside the router's own fields (never in the address, never on the device).
 */

const FIELD = "siteSearch";

type HistoryState = Record<string, unknown> | null;
const stateOf = (): HistoryState => window.history.state as HistoryState;

/** The words searched on this history entry, or "" when none are remembered. */
export function rememberedSearch(): string {
  const remembered = stateOf()?.[FIELD];
  return typeof remembered === "string" ? remembered : "";
}

/** Remembers the words on this history entry (the address stays as it is). */
export function rememberSearch(query: string): void {
  window.history.replaceState({ ...(stateOf() ?? {}), [FIELD]: query }, "");
}

/** Forgets the words of this history entry: the visitor closed the search. */
export function forgetSearch(): void {
  const state = stateOf();
  if (!state || !(FIELD in state)) return;
  const { [FIELD]: _forgotten, ...rest } = state;
  window.history.replaceState(rest, "");
}
