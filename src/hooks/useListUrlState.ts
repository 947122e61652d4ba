import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
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
 *
 * `form` is the list's GET form (its controls named as the URL names them). Before the script runs it is plain
 * HTML: a visitor can type, choose a filter or send it. At hydration, a control the visitor already changed
 * (its value is no longer the one in the HTML) wins over the URL, and the URL is updated to match, so nothing
 * chosen before the script is reset by it.
 */
export function useListUrlState<State>(
  location: { pathname: string; key?: string },
  codec: ListUrlCodec<State>,
  form?: RefObject<HTMLFormElement>,
) {
  const { parse, format } = codec;
  const [state, setState] = useState<State>(() => parse(""));
  const typing = useRef(false);
  const adopted = useRef(false);

  useEffect(() => {
    const sync = () => {
      typing.current = false;
      setState(parse(window.location.search));
    };
    const edits = adopted.current ? [] : editedControls(form?.current);
    adopted.current = true;
    if (edits.length > 0) {
      const params = new URLSearchParams(window.location.search);
      for (const [name, value] of edits) params.set(name, value);
      const next = parse(`?${params}`);
      setState(next);
      window.history.replaceState(window.history.state, "", `${window.location.pathname}${format(next)}`);
    } else sync();
    window.addEventListener("popstate", sync);
    return () => window.removeEventListener("popstate", sync);
  }, [location.pathname, location.key, parse, format, form]);

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

/** The named controls of a form whose value differs from the page's HTML: what a visitor changed before hydration. */
function editedControls(form: HTMLFormElement | null | undefined): [string, string][] {
  if (!form) return [];
  const edits: [string, string][] = [];
  for (const control of Array.from(form.elements)) {
    if (control instanceof HTMLInputElement && control.name && control.value !== control.defaultValue)
      edits.push([control.name, control.value]);
    if (control instanceof HTMLSelectElement && control.name) {
      // The HTML's choice is the option marked selected, else the first one.
      const options = Array.from(control.options);
      const initial = options.find((option) => option.defaultSelected) ?? options[0];
      const selected = control.selectedOptions[0];
      if (selected && selected !== initial) edits.push([control.name, selected.value]);
    }
  }
  return edits;
}
