import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { DestinationListPage } from "../components/destinations/DestinationListPage";
import { Seo } from "../components/seo/Seo";
import { destinationListCrumbs, destinationTypeName } from "../lib/breadcrumbs";
import { BLOCK_PAGE_ROUTES } from "../lib/routes";
import { themeTranslationsOf, toDestinationSummary, toSidebar } from "../queries/destination-list";
import { editionOfPath, type EditionCode } from "../i18n/editions";
import type { Catalogue } from "../i18n/messages";
import { textOf } from "../i18n/text";
import { localLink } from "../i18n/translated-pages";
import { listsEnglish, useListsText, type ListsText } from "../i18n/lists-page";

/**
 * One type for /destination/{type}; every type (and no type in the title) for /destinations. `language`: the page's
 * edition (en for English), whose trip and theme translations the query reads; `messages`: an edition's words.
 */
type Context = { types: string[]; type: string | null; language: EditionCode; messages?: Catalogue };

const titleOf = (text: ListsText, { type }: Context) =>
  type ? text("lists.typeTitle", { type: destinationTypeName(text, type) }) : text("lists.destinations");

const crumbsOf = (text: ListsText, { type }: Context) => destinationListCrumbs(type, text("lists.destinations"));

export default function DestinationListTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.DestinationListQuery, Context>) {
  const text = useListsText();
  const tags = pageContext.language === "en" ? undefined : themeTranslationsOf(data.themeTranslations.nodes);
  return (
    <DestinationListPage
      title={titleOf(text, pageContext)}
      crumbs={crumbsOf(text, pageContext)}
      types={pageContext.types}
      destinations={data.allAgencyDestination.nodes.map((node) => toDestinationSummary(node, tags))}
      themeTranslations={tags}
      guides={data.guides.nodes.filter((page) => !(BLOCK_PAGE_ROUTES as readonly string[]).includes(page.path))}
      {...toSidebar(data)}
      location={location}
    />
  );
}

export const query = graphql`
  query DestinationList($types: [String!]!, $language: String!) {
    allAgencyDestination(filter: { type: { in: $types } }, sort: { sourceOrder: ASC }) {
      nodes {
        ...DestinationSummaryFields
      }
    }
    ...DestinationSidebarFields
    # The landing pages a search of the list may lead to (the site's own block pages are left out above).
    guides: allBlockPage(filter: { language: { eq: "en" } }, sort: { title: ASC }) {
      nodes {
        path
        title
      }
    }
    # The trip finder's regions and themes in the page's edition (none for English).
    themeTranslations: allThemeTranslation(filter: { language: { eq: $language } }) {
      nodes {
        label
        translation
      }
    }
  }
`;

export const Head = ({ location, pageContext }: HeadProps<object, Context>) => {
  const text = textOf(editionOfPath(location.pathname).code, pageContext.messages, listsEnglish);
  const title = titleOf(text, pageContext);
  return (
    <Seo
      title={title}
      description={
        pageContext.type
          ? text("lists.description.type", { type: destinationTypeName(text, pageContext.type) })
          : text("lists.description.all")
      }
      pathname={location.pathname}
      breadcrumb={{
        title,
        crumbs: crumbsOf(text, pageContext),
        home: { label: text("nav.home"), to: localLink(editionOfPath(location.pathname).code, "/") },
      }}
    />
  );
};
