import React, { type ReactNode } from "react";
import { siteFacts } from "../../lib/site";

export interface SeoProps {
  title: string;
  description?: string;
  /** Path of the page, e.g. "/about"; the canonical URL is built from it. */
  pathname: string;
  /** Absolute or root-relative URL of the sharing image. */
  image?: string;
  noindex?: boolean;
  children?: ReactNode;
}

const siteUrl = () => (process.env.GATSBY_SITE_URL || siteFacts.siteUrl).replace(/\/+$/, "");
const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${siteUrl()}${url.startsWith("/") ? "" : "/"}${url}`);

/** "About Us | Keralam Holidays": the document title of a page. */
export const documentTitle = (title: string): string => (title === siteFacts.name ? title : `${title} | ${siteFacts.name}`);

/** Everything a page puts in <head>: title, description, canonical URL, Open Graph and Twitter tags. */
export function Seo({ title, description = siteFacts.description, pathname, image, noindex, children }: SeoProps) {
  const fullTitle = documentTitle(title);
  const url = absolute(pathname);
  return (
    <>
      <html lang="en-IN" />
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {noindex && <meta name="robots" content="noindex" />}
      <meta name="theme-color" content="#0b5e5a" />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={siteFacts.name} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      {image && <meta property="og:image" content={absolute(image)} />}
      <meta name="twitter:card" content={image ? "summary_large_image" : "summary"} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={absolute(image)} />}
      {children}
    </>
  );
}
