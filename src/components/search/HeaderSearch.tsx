import React, { Suspense, lazy, useState } from "react";
import { ROUTES } from "../../lib/routes";
import { Icon } from "../layout/Icon";
import * as styles from "./HeaderSearch.module.css";

const loadDialog = () => import("./SearchDialog");
const SearchDialog = lazy(loadDialog);

/**
 * "Search" in the header of every page. Before the page's script runs it is a link to /search; once it runs, it
 * opens the search over the page instead. The search's code and index load when the visitor reaches for it
 * (pointer over, focus, tap), never with the page.
 */
export function HeaderSearch({ className = "" }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const prefetch = () => void loadDialog();
  return (
    <>
      <a
        href={ROUTES.search}
        className={`${styles.link} ${className}`}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          setOpen(true);
        }}
      >
        <Icon name="search" size={20} />
        <span className={styles.text}>Search</span>
      </a>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
