import { useCallback, useEffect, useRef, useState } from "react";
import { INITIAL_LIST_STATE, listStateQuery, readListState, type ListState } from "../../lib/destination-search";

/**
 * The list's search text and page, mirrored in the URL (?search=…&page=…).
 *
 * The first render always uses the defaults, exactly like the static HTML (page 1, no search), and the
 * URL is read in an effect after hydration: no hydration mismatch. The URL is written with the History
 * API directly rather than Gatsby's navigate, which is asynchronous and would race a controlled input.
 * A page change is one history entry; a burst of typing is one entry too (first keystroke pushes, the
 * rest replace), so Back undoes a whole search instead of one letter. Back and Forward re-read the URL.
 */
export function useListUrlState(pathname: string) {
  const [state, setState] = useState<ListState>(INITIAL_LIST_STATE);
  const typing = useRef(false);

  useEffect(() => {
    const sync = () => {
      typing.current = false;
      setState(readListState(window.location.search));
    };
    sync();
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
  }, [pathname]);

  const write = useCallback((next: ListState, mode: "push" | "replace") => {
    setState(next);
    const url = `${window.location.pathname}${listStateQuery(next)}`;
    if (mode === "push") window.history.pushState({ ...window.history.state, key: Date.now().toString(36) }, "", url);
    else window.history.replaceState(window.history.state, "", url);
  }, []);

  const setSearch = useCallback(
    (search: string) => {
      write({ search, page: 1 }, typing.current ? "replace" : "push");
      typing.current = true;
    },
    [write],
  );

  const setPage = useCallback(
    (page: number) => {
      typing.current = false;
      write({ search: state.search, page }, "push");
    },
    [state.search, write],
  );

  return { state, setSearch, setPage };
}
