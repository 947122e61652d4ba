import React, { useId, useMemo, useRef } from "react";
import { Link } from "gatsby";
import { localLink } from "../../i18n/translated-pages";
import { guidesFor, type Guide } from "../../lib/guides";
import { ROUTES, searchPath } from "../../lib/routes";
import {
  createDestinationSearch,
  DESTINATION_LIST_URL,
  DESTINATIONS_PAGE_SIZE,
  INITIAL_LIST_STATE,
  listStateQuery,
  type ListState,
} from "../../lib/destination-search";
import { paginate } from "../../lib/pagination";
import {
  countTripsByOption,
  describeFinderFilters,
  findTrips,
  hasFinderFilters,
  knownTheme,
  themeOptions,
  type FinderChoices,
  type ThemeOption,
} from "../../lib/trip-finder";
import { DestinationCard, type DestinationSummary } from "./DestinationCard";
import { TripFinderControls } from "./TripFinderControls";
import { useListUrlState } from "../../hooks/useListUrlState";
import { Pagination } from "../common/Pagination";
import * as styles from "./DestinationCatalogue.module.css";
import { ListItemsInTurns } from "../common/HydrationBoundary";
import { useEdition } from "../../i18n/EditionContext";
import { useListsText, type ListsText } from "../../i18n/lists-page";

interface Props {
  /** In the backend's order: the finder's "Recommended". */
  destinations: readonly DestinationSummary[];
  /** In an edition: the region and theme translations by value (the finder's labels); none in English. */
  themeTranslations?: ReadonlyMap<string, string>;
  /** The landing pages a search may lead to (a search for "honeymoon" offers the honeymoon page). */
  guides?: readonly Guide[];
  /** The page's location; the list state is re-read from the URL when it changes. */
  location: { pathname: string; key?: string };
}

/** The results heading's id: the form's action ends with it, so a form sent before the script lands on the cards. */
const RESULTS_ID = "results";

/** What matched nothing, in words: No destinations match “snow” with Kerala, 5–7 days, Under ₹30,000. */
function nothingFound(text: ListsText, { search, ...choices }: ListState, themes: readonly ThemeOption[]): string {
  const searched = search.trim() && text("lists.quoted", { search: search.trim() });
  const filters = describeFinderFilters(choices, themes, text);
  if (!searched && !filters) return text("lists.none");
  return text("lists.noMatch", { what: [searched, filters].filter(Boolean).join(text("lists.noMatch.with")) });
}

/**
 * Search box, trip finder (sort, duration, budget), result count, a page of cards and the pager, all
 * computed in the browser from the build-time list: no request per keystroke, choice or page.
 */
export function DestinationCatalogue({ destinations, themeTranslations, guides = [], location }: Props) {
  const text = useListsText();
  const { code } = useEdition();
  const form = useRef<HTMLFormElement>(null);
  const [addressed, update] = useListUrlState(location, DESTINATION_LIST_URL, form);
  // The regions and themes of this list's trips; a theme in the address that none has is set aside.
  const themes = useMemo(() => themeOptions(destinations, themeTranslations), [destinations, themeTranslations]);
  const state = { ...addressed, ...knownTheme(addressed, themes) };
  const search = useMemo(() => createDestinationSearch(destinations), [destinations]);
  const matches = useMemo(() => search(state.search), [search, state.search]);
  const matchingGuides = useMemo(() => guidesFor(guides, state.search), [guides, state.search]);
  const { sort, days, budget, theme } = state;
  const found = useMemo(() => findTrips(matches, { sort, days, budget, theme }), [matches, sort, days, budget, theme]);
  const counts = useMemo(() => {
    const choices = { sort, days, budget, theme };
    return {
      days: countTripsByOption(matches, choices, "days"),
      budget: countTripsByOption(matches, choices, "budget"),
      theme: countTripsByOption(matches, choices, "theme", themes),
    };
  }, [matches, sort, days, budget, theme, themes]);
  const shown = paginate(found, state.page, DESTINATIONS_PAGE_SIZE);
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const inputId = useId();
  const narrowed = state.search.trim() !== "" || hasFinderFilters(state);

  const choosePage = (page: number) => {
    update({ ...state, page });
    // The new page starts at its first card; the heading takes focus so screen readers follow.
    resultsHeading.current?.focus();
  };
  const choose = (choices: FinderChoices) => update({ ...state, ...choices, page: 1 });
  const clearFilters = () => {
    update({ ...INITIAL_LIST_STATE, sort: state.sort });
    // The button disappears with the empty result; focus goes where the cards now start.
    resultsHeading.current?.focus();
  };

  // Before the script runs the browser sends the form to this page (?search=…&sort=…#results); after, the list is
  // live and "Show N trips" only folds the phone's finder away and brings the cards' heading to the top, focused.
  const showResults = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!(event.nativeEvent instanceof SubmitEvent) || !event.nativeEvent.submitter) return;
    event.currentTarget.querySelector("details")?.removeAttribute("open");
    resultsHeading.current?.scrollIntoView({ block: "start" });
    resultsHeading.current?.focus({ preventScroll: true });
  };

  return (
    <div className={styles.catalogue}>
      <form ref={form} role="search" method="get" action={`${location.pathname}#${RESULTS_ID}`} onSubmit={showResults}>
        <div className={styles.search}>
          <label htmlFor={inputId}>{text("lists.search.label")}</label>
          <input
            id={inputId}
            type="search"
            name="search"
            value={state.search}
            onChange={(event) => update({ ...state, search: event.target.value, page: 1 }, { typing: true })}
            placeholder={text("lists.search.placeholder")}
            autoComplete="off"
            enterKeyHint="search"
          />
        </div>
        <TripFinderControls
          choices={{ sort, days, budget, theme }}
          themes={themes}
          onChange={choose}
          counts={counts}
          found={found.length}
        />
      </form>

      <h2 id={RESULTS_ID} ref={resultsHeading} tabIndex={-1} className="visually-hidden">
        {text("lists.results")}
      </h2>
      {matchingGuides.length > 0 && (
        <p className={styles.guides}>
          {`${text("lists.guides", { count: matchingGuides.length })} `}
          {matchingGuides.map((guide, index) => (
            <React.Fragment key={guide.path}>
              {index > 0 && text("finder.join")}
              {/* The landing pages are English. */}
              <Link to={guide.path} {...(code !== "en" && { lang: "en", hrefLang: "en" })}>
                {guide.title}
              </Link>
            </React.Fragment>
          ))}
        </p>
      )}
      <p role="status" className={styles.status}>
        {shown.total === 0
          ? nothingFound(text, state, themes)
          : text("lists.showing", { first: shown.first, last: shown.last, count: shown.total })}
      </p>

      {shown.items.length > 0 && (
        // Keyed by what orders and picks the cards: another order is a new list, not the old cards moved. Moved,
        // they count as layout shifts (the static HTML's order, then the address's at hydration: CLS 0.06).
        <ul key={listStateQuery(state)} className={styles.grid}>
          <ListItemsInTurns
            items={shown.items}
            render={(destination, first) => (
              <DestinationCard destination={destination} first={first && shown.page === 1} />
            )}
          />
        </ul>
      )}
      {shown.total === 0 && narrowed && (
        <p className={styles.elsewhere}>
          <button type="button" className="button button--ghost" onClick={clearFilters}>
            {text("lists.clearFilters")}
          </button>
          {state.search.trim() && (
            <>
              <Link to={localLink(code, `${ROUTES.tour}?search=${encodeURIComponent(state.search.trim())}`)}>
                {text("lists.toursFor", { search: state.search.trim() })}
              </Link>
              <Link to={searchPath(state.search.trim(), code)}>
                {text("lists.searchSite", { search: state.search.trim() })}
              </Link>
            </>
          )}
        </p>
      )}

      {shown.pages > 1 && (
        <Pagination
          page={shown.page}
          pages={shown.pages}
          hrefFor={(page) => `${location.pathname}${listStateQuery({ ...state, page })}`}
          onSelect={choosePage}
        />
      )}
    </div>
  );
}
