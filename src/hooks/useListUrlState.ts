import { useCallback, useEffect, useRef, useState } from "react";
import type { ListUrlCodec } from "../lib/pagination";

/**
 * A list's state (search, filters, page) mirrored in the URL, for every list of the site.
 *
 * The first render always uses the default state, exactly like the static HTML, and the URL is read in an
 * effect after hydration: no hydration mismatch. The URL is written with the History API directly rather
 * than Gatsby's navigate, which is asynchronous and would race a controlled input. A change is one history
 * entry; a burst of typing is one entry too (`replace` after the first keystroke), so Back undoes a whole
 * search instead of one letter. Back and Forward, and Gatsby links to the same page with another query
 * string (a new `location.key`), re-read the URL. `codec` must be a constant (it is an effect dependency).
 */
export function useListUrlState<State>(location: { pathname: string; key?: string }, codec: ListUrlCodec<State>) {
  const { parse, format } = codec;
  const [state, setState] = useState<State>(() => parse(""));
  const typing = useRef(false);

  useEffect(() => {
    const sync = () => {
      typing.current = false;
      setState(parse(window.location.search));
    };
    sync();
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
  }, [location.pathname, location.key, parse]);

  /** Shows `next` and records it in the URL; `typing` keeps a burst of keystrokes in one history entry. */
  const update = useCallback(
    (next: State, { typing: isTyping = false }: { typing?: boolean } = {}) => {
      setState(next);
      const url = `${window.location.pathname}${format(next)}`;
      if (isTyping && typing.current) window.history.replaceState(window.history.state, "", url);
      else window.history.pushState({ ...window.history.state, key: Date.now().toString(36) }, "", url);
      typing.current = isTyping;
    },
    [format],
  );

  return [state, update] as const;
}
