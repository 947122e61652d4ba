import React, { Suspense, lazy, useEffect, useState } from "react";
import { rememberedSearch } from "../../lib/search-memory";
import { ROUTES } from "../../lib/routes";
import { Icon } from "../layout/Icon";
import { useEdition, useText } from "../../i18n/EditionContext";
import { localLink } from "../../i18n/translated-pages";
import * as action from "../layout/HeaderAction.module.css";
import * as styles from "./HeaderSearch.module.css";

const loadDialog = () => import("./SearchDialog");
const SearchDialog = lazy(loadDialog);

/**
 * "Search" in the header of every page. Before the page's script runs it is a link to /search; once it runs, it
 * opens the search over the page instead. The search's code and index load when the visitor reaches for it
 * (pointer over, focus, tap), never with the page.
 */
export function HeaderSearch({ className = "" }: { className?: string }) {
  // The words to open the search with: "" when the visitor opens it, theirs when Back returns to it.
  const [open, setOpen] = useState<{ query: string } | null>(null);
  const text = useText();
  const { code } = useEdition();
  const prefetch = () => void loadDialog();
  useEffect(() => {
    const reopen = () => {
      const query = rememberedSearch();
      if (query) setOpen({ query });
    };
    reopen();
    window.addEventListener("popstate", reopen);
    return () => window.removeEventListener("popstate", reopen);
  }, []);
  return (
    <>
      <a
        href={localLink(code, ROUTES.search)}
        className={`${action.action} ${styles.link} ${className}`}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setOpen({ query: "" });
        }}
      >
        <Icon name="search" size={20} />
        <span className={action.text}>{text("header.search")}</span>
      </a>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog initialQuery={open.query} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </>
  );
}
