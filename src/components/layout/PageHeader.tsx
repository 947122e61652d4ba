import React from "react";
import type { Crumb } from "../../lib/breadcrumbs";
import { HydrationBoundary } from "../common/HydrationBoundary";
import { Breadcrumbs } from "./Breadcrumbs";
import * as styles from "./PageHeader.module.css";

export type { Crumb };

/** The title band at the top of inner pages, with a breadcrumb trail starting at Home. */
export function PageHeader({
  title,
  titleLang,
  crumbs = [],
  intro,
  children,
}: {
  title: string;
  /** The title's language where it is not the page's (a tour of the booking system, English on an edition's page). */
  titleLang?: string;
  crumbs?: readonly Crumb[];
  /** A line under the title: text, or text with marked parts (a fact in another language). */
  intro?: React.ReactNode;
  /** What belongs on the first screen under the title (a trip's summary). */
  children?: React.ReactNode;
}) {
  // Its own turn of hydration: with a trip's summary in it, it was most of the page's first pass.
  return (
    <HydrationBoundary>
      <div className={styles.band}>
        <div className="container">
          <Breadcrumbs title={title} titleLang={titleLang} crumbs={crumbs} />
          <h1 className={styles.title}>{titleLang ? <bdi lang={titleLang}>{title}</bdi> : title}</h1>
          {intro && <p className={styles.intro}>{intro}</p>}
          {children}
        </div>
      </div>
    </HydrationBoundary>
  );
}
