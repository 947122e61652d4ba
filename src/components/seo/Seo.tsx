import React, { type ReactNode } from "react";
import { absoluteUrl, canonicalUrl, siteFacts, siteUrl } from "../../lib/site";
import { breadcrumbTrail, type Crumb } from "../../lib/breadcrumbs";
import { breadcrumbList, travelAgency, type JsonLdDocument } from "../../lib/structured-data";
import { JsonLd } from "./JsonLd";
import { editionOfPath, type EditionCode } from "../../i18n/editions";
import { alternatesOf, localCrumbs } from "../../i18n/translated-pages";

/** The picture shown when the page is shared. */
export interface SharingImage {
  /** Absolute or root-relative URL. */
  src: string;
  width?: number;
  height?: number;
  alt: string;
}

/** The site's own sharing image (static/og-default.jpg, made by `npm run brand-images`). */
export const DEFAULT_SHARING_IMAGE: SharingImage = {
  src: "/og-default.jpg",
  width: 1200,
  height: 630,
  alt: `${siteFacts.name}: ${siteFacts.tagline}`,
};

export interface SeoProps {
  title: string;
  description?: string | null;
  /** Path of the page, e.g. "/about"; the canonical URL is built from it. */
  pathname: string;
  /** The page's own picture; the site's sharing image when it has none. */
  image?: SharingImage | null;
  /** "article" for blog posts. */
  type?: "website" | "article";
  /** The title and crumbs the page's PageHeader shows: written as BreadcrumbList JSON-LD (`home`: in an edition). */
  breadcrumb?: { title: string; crumbs?: readonly Crumb[]; home?: Crumb };
  /** Further JSON-LD blocks for this page (TouristTrip, BlogPosting, FAQPage). */
  structuredData?: readonly JsonLdDocument[];
  noindex?: boolean;
  /** The editions the page is in, where its page context says (a trip's pages); else the table of translated pages. */
  editions?: readonly EditionCode[];
  children?: ReactNode;
}

/** "About Us | Keralam Holidays": the document title of a page. */
export const documentTitle = (title: string): string =>
  title === siteFacts.name ? title : `${title} | ${siteFacts.name}`;

/** The description a page's head gives search results and shared links: its own, or the site's when it has none. */
export const shownDescription = (description?: string | null): string => description?.trim() || siteFacts.description;

/** The `resize` selection of the SharingImage fragment. */
export type SharingResize = {
  readonly src: string | null;
  readonly width: number | null;
  readonly height: number | null;
};

/** A 1200x630 `resize` of a page's picture from its query as the sharing image, if the page has one. */
export const sharingImage = (resize: SharingResize | null | undefined, alt: string): SharingImage | null =>
  resize?.src ? { src: resize.src, width: resize.width ?? undefined, height: resize.height ?? undefined, alt } : null;

/**
 * Everything a page puts in <head>: title, description, canonical URL, Open Graph and Twitter tags with an
 * image, and JSON-LD. The TravelAgency block is on every page (about 1 KB) so that every TouristTrip and
 * BlogPosting can name the agency by @id, which only resolves within the same page.
 */
export function Seo({
  title,
  description,
  pathname,
  image,
  type = "website",
  breadcrumb,
  structuredData = [],
  noindex,
  editions,
  children,
}: SeoProps) {
  const origin = siteUrl();
  const edition = editionOfPath(pathname);
  const fullTitle = documentTitle(title);
  const text = shownDescription(description);
  const url = canonicalUrl(pathname, origin);
  const picture = image ?? DEFAULT_SHARING_IMAGE;
  const pictureUrl = absoluteUrl(picture.src, origin);
  const blocks: JsonLdDocument[] = [
    travelAgency(origin),
    ...(breadcrumb && !noindex
      ? [
          breadcrumbList(
            breadcrumbTrail(breadcrumb.title, localCrumbs(edition.code, breadcrumb.crumbs ?? []), breadcrumb.home),
            url,
            origin,
          ),
        ]
      : []),
    ...structuredData,
  ];
  return (
    <>
      <html lang={edition.lang} dir={edition.dir} />
      <title>{fullTitle}</title>
      <meta name="description" content={text} />
      <link rel="canonical" href={url} />
      {alternatesOf(pathname, editions).map(({ hreflang, path }) => (
        <link key={hreflang} rel="alternate" hrefLang={hreflang} href={canonicalUrl(path, origin)} />
      ))}
      {noindex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content="#0b5e5a" />
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={siteFacts.name} />
      <meta property="og:locale" content={edition.ogLocale} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={text} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={pictureUrl} />
      {picture.width && <meta property="og:image:width" content={String(picture.width)} />}
      {picture.height && <meta property="og:image:height" content={String(picture.height)} />}
      <meta property="og:image:alt" content={picture.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={text} />
      <meta name="twitter:image" content={pictureUrl} />
      <meta name="twitter:image:alt" content={picture.alt} />
      {blocks.map((block, index) => (
        <JsonLd key={index} data={block} />
      ))}
      {children}
    </>
  );
}

/** The Head of a page whose breadcrumb ends in its own title: `export const Head = titledPageHead("Blog", "…")`. */
export const titledPageHead = (title: string, description: string) =>
  function Head({ location }: { location: { pathname: string } }) {
    return <Seo title={title} pathname={location.pathname} description={description} breadcrumb={{ title }} />;
  };

/** The Head of a page with nothing for a search engine to list (results of a search, a visitor's own shortlist). */
export const unlistedPageHead = (title: string, description?: string) =>
  function Head({ location }: { location: { pathname: string } }) {
    return <Seo title={title} pathname={location.pathname} description={description} noindex />;
  };
