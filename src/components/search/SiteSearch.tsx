import React, { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { navigate } from "gatsby";
import { ROUTES, SEARCH_INDEX_DIR, searchPath } from "../../lib/routes";
import { SEARCH_LIMITS, loadSiteSearch, type SiteSearchAnswer, type SiteSearcher } from "../../lib/site-search";
import { useEdition } from "../../i18n/EditionContext";
import { pathInEdition, type EditionCode } from "../../i18n/editions";
import { useSearchText } from "./search-text";
import * as styles from "./SiteSearch.module.css";

/** Keystrokes closer together than this are one search. */
const TYPING_PAUSE_MS = 120;

export interface SiteSearchProps {
  /** The query to start with (the /search page's ?q=). */
  initialQuery?: string;
  /** How many results the list shows. */
  limit: number;
  /** Called before a result is opened (the header's dialog closes). */
  onOpen?: () => void;
  /** The searcher of an edition; by default its Pagefind index and words, loaded on the first search. */
  load?: (code: EditionCode) => Promise<SiteSearcher>;
  /** Reports each query searched (the /search page keeps it in its address). */
  onSearched?: (query: string) => void;
}

type Status =
  { kind: "idle" } | { kind: "searching" } | { kind: "answered"; answer: SiteSearchAnswer } | { kind: "failed" };

type SearchText = ReturnType<typeof useSearchText>;

/** What the live region says (and shows) about the current search, in the page's edition. */
function statusText(status: Status, text: SearchText): string {
  if (status.kind === "searching") return text("search.searching");
  if (status.kind === "failed") return text("search.failed");
  if (status.kind !== "answered") return "";
  const { answer } = status;
  const shortened =
    answer.shortened === "words"
      ? text("search.shortenedWords", { count: SEARCH_LIMITS.words })
      : answer.shortened === "letters"
        ? text("search.shortenedLetters", { count: SEARCH_LIMITS.wordLength })
        : "";
  const parts =
    answer.total === 0
      ? [
          text("search.none", { query: answer.searchedFor ?? answer.query }),
          answer.searchedFor ? "" : text("search.tryAnother"),
        ]
      : [
          text("search.found", { count: answer.total }),
          answer.searchedFor ? text("search.showingFor", { query: answer.searchedFor }) : "",
        ];
  return [...parts, shortened].filter(Boolean).join(" ");
}

/**
 * The site search: a combobox whose list shows the pages found as the visitor types (ARIA 1.2 combobox with a
 * listbox popup). Arrow keys move through the results, Enter opens one, Escape closes the list; each result says
 * what kind of page it is and where the words were found. The index loads on the first search, never before.
 */
export function SiteSearch({
  initialQuery = "",
  limit,
  onOpen,
  load = (code) => loadSiteSearch(SEARCH_INDEX_DIR, code),
  onSearched,
}: SiteSearchProps) {
  const id = useId();
  const text = useSearchText();
  const { code } = useEdition();
  const [query, setQuery] = useState(initialQuery);
  const [status, setStatus] = useState<Status>(initialQuery ? { kind: "searching" } : { kind: "idle" });
  const [expanded, setExpanded] = useState(Boolean(initialQuery));
  const [active, setActive] = useState(-1);
  const latest = useRef(0);
  const results = status.kind === "answered" ? status.answer.results : [];

  /** Asks the searcher; only the latest question's answer is shown. */
  const answer = (query: string, ticket: number) =>
    load(code)
      .then((searcher) => searcher.search(query, limit))
      .then(
        (found) => {
          if (ticket !== latest.current) return;
          setStatus({ kind: "answered", answer: found });
          setActive(-1);
          onSearched?.(query);
        },
        () => ticket === latest.current && setStatus({ kind: "failed" }),
      );

  const search = (typed: string) => {
    const ticket = ++latest.current;
    if (!typed.trim()) {
      setStatus({ kind: "idle" });
      return;
    }
    setStatus((current) => (current.kind === "answered" ? current : { kind: "searching" }));
    void answer(typed, ticket);
  };

  useEffect(() => {
    if (initialQuery) void answer(initialQuery, ++latest.current);
    // the first query only: later ones come from typing
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const type = (typed: string) => {
    setQuery(typed);
    setExpanded(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => search(typed), TYPING_PAUSE_MS);
  };

  const open = (url: string) => {
    onOpen?.();
    // A document (the visa checklist) is a file, not a page of the site: the browser opens it.
    if (/\.pdf$/i.test(url)) window.location.assign(url);
    else void navigate(url);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      setExpanded(true);
      if (count === 0) return;
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current < 0 && step < 0 ? count - 1 : (current + step + count) % count));
    } else if (event.key === "Enter") {
      event.preventDefault();
      const chosen = expanded ? results[active] : undefined;
      if (chosen) open(chosen.url);
      else if (query.trim()) {
        clearTimeout(timer.current);
        search(query);
        setExpanded(true);
      }
    } else if (event.key === "Escape" && expanded && query) {
      // The list closes first; a second Escape reaches the dialog around it (which closes).
      event.preventDefault();
      event.stopPropagation();
      setExpanded(false);
      setActive(-1);
    }
  };

  const listId = `${id}-results`;
  const optionId = (index: number) => `${id}-result-${index}`;
  const showList = expanded && results.length > 0;
  const shown = status.kind === "answered" ? status.answer : null;

  return (
    <div className={styles.search}>
      <form
        role="search"
        method="get"
        action={pathInEdition(code, ROUTES.search)}
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
      >
        <label htmlFor={`${id}-input`} className={styles.label}>
          {text("search.label")}
        </label>
        <input
          id={`${id}-input`}
          name="q"
          // Not type=search: Chromium's search field clears itself on Escape and keeps the key from the dialog.
          type="text"
          inputMode="search"
          className={styles.input}
          value={query}
          placeholder={text("search.placeholder")}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={showList}
          aria-controls={listId}
          aria-activedescendant={showList && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-status`}
          onChange={(event) => type(event.target.value)}
          onKeyDown={onKeyDown}
          onFocus={() => setExpanded(true)}
        />
      </form>
      <p id={`${id}-status`} role="status" className={styles.status}>
        {statusText(status, text)}
      </p>
      <ul id={listId} role="listbox" aria-label={text("search.results")} className={styles.results} hidden={!showList}>
        {results.map((result, index) => (
          // Keys reach the options through the field (arrow keys, Enter), as the combobox pattern has it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={result.url}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.result}
            onClick={() => open(result.url)}
            onMouseMove={() => setActive(index)}
          >
            <span className={styles.type}>{text(`search.type.${result.type}`)}</span>
            <span className={styles.title}>{result.title}</span>
            <span className={styles.excerpt}>
              {result.excerpt.map((part, at) => (part.marked ? <mark key={at}>{part.text}</mark> : part.text))}
            </span>
          </li>
        ))}
      </ul>
      {shown && shown.total > shown.results.length && showList && (
        <a
          className={styles.more}
          href={searchPath(shown.searchedFor ?? shown.query, code)}
          onClick={(event) => {
            event.preventDefault();
            open(searchPath(shown.searchedFor ?? shown.query, code));
          }}
        >
          {text("search.all", { count: shown.total })}
        </a>
      )}
    </div>
  );
}
