import React, { useEffect, useRef } from "react";
import { Icon } from "../layout/Icon";
import { forgetSearch, rememberSearch } from "../../lib/search-memory";
import { SiteSearch } from "./SiteSearch";
import { useSearchText } from "./search-text";
import * as styles from "./SearchDialog.module.css";

/** Results the header's search lists; the rest are a link away, on /search. */
const HEADER_RESULTS = 8;

/**
 * The header's search over the page: a modal dialog (focus stays inside, Escape closes it once the result list is
 * closed, a tap outside closes it). Loaded only when the visitor opens it, or when Back returns to a page where they had
 * opened a result from it (with their words).
 */
export default function SearchDialog({ onClose, initialQuery = "" }: { onClose: () => void; initialQuery?: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  // Opening a result keeps the words for Back (src/lib/search-memory.ts); closing the search forgets them.
  const openedResult = useRef(false);
  const text = useSearchText();
  useEffect(() => {
    dialog.current?.showModal();
    // showModal focuses the first control (Close); the visitor opened the search to type.
    dialog.current?.querySelector<HTMLInputElement>("[role=combobox]")?.focus();
  }, []);
  const close = () => dialog.current?.close();
  return (
    // A click on the backdrop lands on the dialog itself: it closes, as Escape does (keyboard users have Escape).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label={text("search.dialog")}
      onClose={() => {
        if (!openedResult.current) forgetSearch();
        onClose();
      }}
      onClick={(event) => event.target === dialog.current && close()}
    >
      <div className={styles.inner}>
        <button type="button" className={styles.close} onClick={close} aria-label={text("search.close")}>
          <Icon name="close" size={22} />
        </button>
        <SiteSearch
          limit={HEADER_RESULTS}
          initialQuery={initialQuery}
          onSearched={rememberSearch}
          onOpen={() => {
            openedResult.current = true;
            close();
          }}
        />
      </div>
    </dialog>
  );
}
