import React, { type ComponentType } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo, sharingImage } from "../components/seo/Seo";
import { formatDate } from "../lib/dates";
import { ROUTES } from "../lib/routes";
// Types only: the registry itself imports every block, which a page must not ship.
import type { ComponentsByType, ShownBlock, TemplateBlocks } from ".";
import type { BlockType } from "../content-model/blocks";
import type { EditionCode } from "../i18n/editions";
import { BlockList } from "./BlockList";
import { useBlocksText } from "../i18n/blocks-text";
import { richText } from "../i18n/rich-text";
import { propsFromQuery } from "./page-props";
import * as listStyles from "./BlockList.module.css";
import { Breadcrumbs } from "../components/layout/Breadcrumbs";
import { FaqTranslationsProvider, type FaqTranslation } from "../components/faq/faq-items";
import * as styles from "../components/layout/Breadcrumbs.module.css";

/*
 * What every page made of blocks shares. gatsby-node writes one small template per set of block types
 * (gatsby/content/block-templates.ts): it imports only the blocks its pages use, so /about ships no home-page carousel
 * code, and its page query selects only those blocks' fragments.
 */

export const blockPageFragment = graphql`
  fragment BlockPageHead on BlockPage {
    path
    title
    description
    breadcrumb
    lastUpdated
    imageAlt
    image {
      childImageSharp {
        ...SharingImage
      }
    }
  }
`;

/** A block page's context (gatsby/pages/create-pages.ts; a translation's: edition-pages.ts, createBlockPageEdition). */
interface BlockPageContext {
  /** The editions the page is in: English and each language it has a published translation in. */
  editions?: readonly EditionCode[];
  lastUpdated?: { iso: string; text: string };
  /** The translations of the questions its FAQ lists show. */
  faqTranslations?: FaqTranslation[];
}

interface BlockPageData {
  blockPage:
    (Queries.BlockPageHeadFragment & { readonly blocks: readonly ({ readonly type?: string } | object)[] }) | null;
}

/**
 * The page component of a generated template, rendering its blocks with the components it imported: each block of
 * the query as its component's props (./page-props.ts).
 */
export function blockPage(imported: TemplateBlocks, PhoneActionBar?: ComponentType) {
  const components = Object.fromEntries(
    Object.entries(imported).map(([type, { component }]) => [type, component]),
  ) as ComponentsByType;
  return function BlockPage({ data, pageContext }: PageProps<BlockPageData, BlockPageContext>) {
    const text = useBlocksText();
    if (!data.blockPage) throw new Error("The page's content file is missing");
    const blocks = data.blockPage.blocks.map((block): ShownBlock => {
      const type = "type" in block ? block.type : undefined;
      // A type the template imported is a block type.
      const templateBlock = type && Object.hasOwn(imported, type) ? imported[type as BlockType] : undefined;
      if (!type || !templateBlock) throw new Error(`No component for block ${type}`);
      // The query selected this type's fragment, whose fields the block file's schema and records declare.
      return { type, props: propsFromQuery(block, templateBlock.records) } as ShownBlock;
    });
    const { path, title, breadcrumb } = data.blockPage;
    // A translation's date is its English page's, written in the edition's words by the build.
    const lastUpdated =
      pageContext.lastUpdated ??
      (data.blockPage.lastUpdated
        ? { iso: data.blockPage.lastUpdated, text: formatDate(data.blockPage.lastUpdated) }
        : null);
    // A page that does not open with a page header (a landing page's hero) still shows where it sits.
    const ownTrail = path !== ROUTES.home && blocks[0]?.type !== "pageHeader";
    return (
      <>
        {ownTrail && (
          <div className={`container ${styles.band}`}>
            <Breadcrumbs title={breadcrumb ?? title} />
          </div>
        )}
        <FaqTranslationsProvider translations={pageContext.faqTranslations}>
          <BlockList blocks={blocks} components={components} />
        </FaqTranslationsProvider>
        {lastUpdated && (
          <p className={`container ${listStyles.lastUpdated}`}>
            {richText(text("blocks.lastUpdated"), { date: <time dateTime={lastUpdated.iso}>{lastUpdated.text}</time> })}
          </p>
        )}
        {PhoneActionBar && <PhoneActionBar />}
      </>
    );
  };
}

/** Title, description, canonical URL, sharing picture and (except on /) the breadcrumb of a block page. */
export function BlockPageHead({ data, location, pageContext }: HeadProps<BlockPageData, BlockPageContext>) {
  const page = data.blockPage;
  if (!page) return null;
  return (
    <Seo
      title={page.title}
      description={page.description}
      pathname={location.pathname}
      editions={pageContext.editions}
      image={sharingImage(page.image?.childImageSharp?.resize, page.imageAlt ?? page.title)}
      breadcrumb={page.path === ROUTES.home ? undefined : { title: page.breadcrumb ?? page.title }}
    />
  );
}
