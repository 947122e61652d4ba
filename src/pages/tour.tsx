import React from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { PageHeader } from "../components/layout/PageHeader";
import { Seo } from "../components/seo/Seo";
import { TourCatalogue } from "../components/tours/TourCatalogue";
import { toTourCards } from "../queries/tours";
import { editionOfPath } from "../i18n/editions";
import type { Catalogue } from "../i18n/messages";
import { textOf } from "../i18n/text";

/** In /ml/tour and /ar/tour (gatsby/pages/edition-pages.ts): the edition's language and interface catalogue. */
interface EditionContext {
  language?: string;
  messages?: Catalogue;
}

/**
 * The list's title and introduction in the page's edition: content/tour-catalogue.json's translation for it (the
 * build refuses an edition without one: gatsby/pages/edition-pages.ts), else its English.
 */
function wordsOf(data: Queries.TourPageQuery, language: string | undefined): { title: string; intro: string } {
  const catalogue = data.tourCatalogueJson;
  if (!catalogue) throw new Error("content/tour-catalogue.json is missing");
  return catalogue.translations?.find((entry) => entry?.language === language) ?? catalogue;
}

/**
 * /tour and its editions: the booking system's tour packages with the words of content/tours.json (English in every
 * edition, marked so); the list's title and introduction from content/tour-catalogue.json.
 */
export default function TourPage({ data, location, pageContext }: PageProps<Queries.TourPageQuery, EditionContext>) {
  const { title, intro } = wordsOf(data, pageContext.language);
  return (
    <>
      <PageHeader title={title} intro={intro} />
      <TourCatalogue
        tours={toTourCards(data.packages.nodes, data.descriptions.nodes)}
        failed={data.status?.ok === false}
        location={location}
      />
    </>
  );
}

export const query = graphql`
  query TourPage($language: String) {
    tourCatalogueJson {
      title
      intro
      translations {
        language
        title
        intro
      }
    }
    packages: allAgencyTourPackage(sort: { sourceOrder: ASC }) {
      nodes {
        ...TourCardPackage
      }
    }
    descriptions: allTourDescription {
      nodes {
        ...TourCardWords
      }
    }
    status: agencySourceStatus(collection: { eq: "tour-packages" }) {
      ok
    }
  }
`;

export const Head = ({ location, data, pageContext }: HeadProps<Queries.TourPageQuery, EditionContext>) => {
  const { title, intro } = wordsOf(data, pageContext.language);
  const text = textOf(editionOfPath(location.pathname).code, pageContext.messages);
  return (
    <Seo
      title={title}
      pathname={location.pathname}
      description={intro}
      breadcrumb={{ title, home: { label: text("nav.home"), to: "/" } }}
    />
  );
};
