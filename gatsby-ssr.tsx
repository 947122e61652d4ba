import React from "react";
import type { GatsbySSR } from "gatsby";
import displayUrl from "./src/styles/fonts/dm-serif-display-latin-400-normal-unhinted.woff2";
import malayalamUrl from "@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-400-normal.woff2";
import arabicUrl from "@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2";
import { PICTURES_AFTER_SCRIPTS } from "./src/lib/pictures-after-scripts";
import { editionOfPath, type EditionCode } from "./src/i18n/editions";

/**
 * An edition's script font (src/styles/fonts.css), requested with the HTML of that edition's pages only: with
 * font-display: swap (no system font draws these scripts everywhere), a font that arrives after the first paint
 * re-lays the text out (a layout shift Lighthouse measured at 0.022 on /ml/faq before this preload).
 */
const EDITION_FONT: Partial<Record<EditionCode, string>> = { ml: malayalamUrl, ar: arabicUrl };

export { wrapPageElement } from "./src/wrap-page";

/**
 * The heading font is requested with the HTML, so font-display: optional can use it on the first paint;
 * the icons and the web manifest (written by gatsby-node onPostBootstrap) are declared so browsers do not ask for a missing /favicon.ico.
 * First of all, the script that holds the pictures below the fold until the page has its scripts (src/lib/pictures-after-scripts.ts).
 */
/** The site's stylesheets' hash, compiled into this bundle (gatsby/upstream/webpack-config.ts stylesVersion). */
declare const __STYLES_VERSION__: string | undefined;
const STYLES_VERSION = typeof __STYLES_VERSION__ === "string" ? __STYLES_VERSION__ : "";

export const onRenderBody: GatsbySSR["onRenderBody"] = ({ setHeadComponents, pathname }) => {
  const editionFont = EDITION_FONT[editionOfPath(pathname).code];
  setHeadComponents([
    <script key="pictures-after-scripts" dangerouslySetInnerHTML={{ __html: PICTURES_AFTER_SCRIPTS }} />,
    <link key="display-font" rel="preload" href={displayUrl} as="font" type="font/woff2" crossOrigin="anonymous" />,
    ...(editionFont
      ? [
          <link
            key="edition-font"
            rel="preload"
            href={editionFont}
            as="font"
            type="font/woff2"
            crossOrigin="anonymous"
          />,
        ]
      : []),
    <link key="icon" rel="icon" href="/favicon.svg" type="image/svg+xml" />,
    <link key="apple-touch-icon" rel="apple-touch-icon" href="/icons/apple-touch-icon.png" />,
    // Keyed by the stylesheets' hash: a change of CSS alone changes this bundle, so every page's inlined CSS is new.
    <link key={`manifest-${STYLES_VERSION}`} rel="manifest" href="/manifest.webmanifest" />,
  ]);
};

// Gatsby's script loader made the same on every page, for one CSP hash (a Gatsby internal, so fenced).
export { onPreRenderHTML } from "./gatsby/upstream/script-loader-path";
