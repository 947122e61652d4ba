import React from "react";
import { PageHeader, type Crumb } from "../layout/PageHeader";
import { tipPdfPath } from "../../lib/routes";
import { destinationTypeName } from "../../lib/breadcrumbs";
import { DestinationCatalogue } from "./DestinationCatalogue";
import type { DestinationSummary } from "./DestinationCard";
import type { Guide } from "../../lib/guides";
import type { RecentPost } from "../sidebar/Sidebar";
import { DestinationSidebar } from "./DestinationSidebar";
import * as styles from "./DestinationListPage.module.css";
import { HydrationBoundary } from "../common/HydrationBoundary";
import { useEdition } from "../../i18n/EditionContext";
import { useListsText } from "../../i18n/lists-page";

interface Props {
  title: string;
  crumbs?: Crumb[];
  /** The destination types on this page; each gets its 'Download {type} Tip' button. */
  types: readonly string[];
  destinations: readonly DestinationSummary[];
  /** In an edition: the region and theme translations by value (the finder's labels); none in English. */
  themeTranslations?: ReadonlyMap<string, string>;
  /** The landing pages a search of the list may lead to. */
  guides: readonly Guide[];
  recentPosts: readonly RecentPost[];
  tags: readonly string[];
  location: { pathname: string; key?: string };
}

/** /destination/{type} and /destinations: searchable, paged cards with the blog sidebar. */
export function DestinationListPage({
  title,
  crumbs,
  types,
  destinations,
  themeTranslations,
  guides,
  recentPosts,
  tags,
  location,
}: Props) {
  const text = useListsText();
  const { code } = useEdition();
  return (
    <>
      <PageHeader title={title} crumbs={crumbs} />
      <div className={`container section ${styles.layout}`}>
        <div className={styles.main}>
          <p className={styles.downloads}>
            {types.map((type) => (
              // The tips are written in English: an edition's link says so in its words.
              <a
                key={type}
                href={tipPdfPath(type)}
                download
                className="button button--ghost"
                {...(code !== "en" && { hrefLang: "en" })}
              >
                {text("lists.tip", { type: destinationTypeName(text, type) })}
              </a>
            ))}
          </p>
          <DestinationCatalogue
            destinations={destinations}
            themeTranslations={themeTranslations}
            guides={guides}
            location={location}
          />
        </div>
        <HydrationBoundary>
          <DestinationSidebar recentPosts={recentPosts} tags={tags} />
        </HydrationBoundary>
      </div>
    </>
  );
}
