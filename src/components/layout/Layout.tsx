import React, { type ReactNode } from "react";
import { HydrationBoundary } from "../common/HydrationBoundary";
import { Footer } from "./Footer";
import { Header } from "./Header";
import { Preloader } from "./Preloader";
import { useText } from "../../i18n/EditionContext";
import * as styles from "./Layout.module.css";

/** The frame around every page: header, main content, footer. */
export function Layout({ pathname, children }: { pathname: string; children: ReactNode }) {
  const text = useText();
  return (
    <>
      <div id="top" tabIndex={-1} className={styles.top}>
        <a href="#main" className={styles.skipLink}>
          {text("layout.skipToContent")}
        </a>
      </div>
      <Preloader />
      {/* The header works before its scripts (menu popover, search form): it hydrates on its own turn too. */}
      <HydrationBoundary>
        <Header pathname={pathname} />
      </HydrationBoundary>
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {/* The footer is below every fold: it hydrates in its own slice of work, after the page. */}
      <HydrationBoundary>
        <Footer />
      </HydrationBoundary>
    </>
  );
}
