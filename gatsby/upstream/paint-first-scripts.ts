import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { APP_DATA_URL, pageDataOf, staticQueryDataUrl } from "./gatsby-public-files";

/**
 * Paint first, then script. Gatsby ends every page with `<script src async>` for its runtime, React and the
 * app (75 KB gzip). The preload scanner requests them with the HTML, so on a slow connection they share the
 * bandwidth with the largest picture, and an async script that arrives before the first frame runs before it:
 * on a slow phone the page stays blank while React is parsed. The page is complete without them (static HTML,
 * plain links and pictures), so they are requested once the browser has painted it: the first contentful
 * paint, then one frame. Measured with Lighthouse's mobile profile (docs/performance.md, "Performance budgets").
 *
 * The loader's text is the same on every page (the scripts are in its data-scripts attribute), so one CSP hash
 * allows it site-wide (gatsby/deploy/inline-scripts.ts). Where no first paint is reported within 3 s of the end of the
 * HTML (a tab opened in the background paints only when shown) a timer starts them; where the browser has no
 * paint timing, the next frame does. Not the load event: it fires as soon as the eager pictures are in, often
 * before the first frame is on screen. The scripts run in their order, once.
 *
 * With them it preloads what Gatsby's app would otherwise ask for only once it runs, one round trip after
 * another: the page's data (page-data.json, app-data.json, static query results) and the page component's
 * chunks (data-preload). On a slow phone (400 ms round trips) that chain cost more than a second before
 * hydration (docs/slow-phone.md). Each preload is added in a task of its own, after the scripts: a preload
 * costs the main thread 2 to 20 ms on a 4× slowed CPU (it starts a fetch), and the eight of a trip
 * page added in one task made a task of 60–80 ms, one of the long tasks Total Blocking Time counts.
 */
const FALLBACK_MS = 3000;
export const PAINT_FIRST_LOADER = [
  "(function(s){",
  "var done=false;",
  "function load(){if(done)return;done=true;",
  's.getAttribute("data-scripts").split(" ").forEach(function(u){',
  'var e=document.createElement("script");e.src=u;e.async=false;e.fetchPriority="high";document.body.appendChild(e)});',
  '(s.getAttribute("data-preload")||"").split(" ").forEach(function(u){if(u)setTimeout(function(){',
  'var l=document.createElement("link");l.rel="preload";l.href=u;',
  'if(/\\.json$/.test(u)){l.as="fetch";l.crossOrigin="anonymous"}else l.as="script";',
  "document.head.appendChild(l)},0)})}",
  "function afterFrame(){requestAnimationFrame(function(){setTimeout(load,0)})}",
  "var P=window.PerformanceObserver;",
  'if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){',
  "var o=new P(function(l){",
  'if(l.getEntries().some(function(x){return x.name==="first-contentful-paint"})){o.disconnect();afterFrame()}});',
  'o.observe({type:"paint",buffered:true});',
  `setTimeout(load,${FALLBACK_MS})`,
  "}else afterFrame()",
  "})(document.currentScript)",
].join("");

/** Gatsby 5's script tags, as its `_gatsby-scripts` slice writes them into every page. */
const GATSBY_ASYNC_SCRIPT = /<script src="([^"<>]+)" async(?:="")?><\/script>/g;
/** Only Gatsby's own pages (the CMS's admin page is another build's). */
export const GATSBY_PAGE = 'id="gatsby-script-loader"';

/** A loader an earlier build wrote (public/ outlives builds on Netlify): its scripts, and its text to renew. */
export const WRITTEN_LOADER =
  /<script id="paint-first-loader" data-scripts="([^"]*)"(?: data-preload="[^"]*")?>[\s\S]*?<\/script>/;

const WRITTEN_PRELOAD = /<script id="paint-first-loader" data-scripts="[^"]*" data-preload="([^"]*)">/;

const loaderTag = (scripts: string, preload: readonly string[]) =>
  `<script id="paint-first-loader" data-scripts="${scripts}"${
    preload.length > 0 ? ` data-preload="${preload.join(" ")}"` : ""
  }>${PAINT_FIRST_LOADER}</script>`;

/** The page's path as gatsby-ssr.tsx writes it on Gatsby's script loader. */
const PAGE_PATH = /<script id="gatsby-script-loader" data-page-path="([^"]*)"/;

/**
 * What Gatsby's app fetches for a page before it can hydrate it, from the build's files: its page data, the app
 * data, its static query results and the JS of its component's chunk group. Empty where the page has no data file.
 */
export function pagePreloads(publicDir: string, pagePath: string, stats: WebpackStats): string[] {
  const { file, url } = pageDataOf(publicDir, pagePath);
  if (!existsSync(file)) return [];
  const pageData = JSON.parse(readFileSync(file, "utf8")) as {
    componentChunkName: string;
    staticQueryHashes?: string[];
  };
  const chunks = (stats.namedChunkGroups[pageData.componentChunkName]?.assets ?? [])
    .map((asset) => asset.name)
    .filter((name) => name.endsWith(".js"))
    .map((name) => `/${name}`);
  return [url, APP_DATA_URL, ...(pageData.staticQueryHashes ?? []).map(staticQueryDataUrl), ...chunks];
}

/** The part of Gatsby's public/webpack.stats.json read here. */
export interface WebpackStats {
  namedChunkGroups: Record<string, { assets: { name: string }[] } | undefined>;
}

/**
 * One page's HTML with Gatsby's async scripts replaced, where the first of them was, by the paint-first loader
 * naming them in their order. Anything else (Gatsby's inline page data and chunk map) stays. A page an earlier
 * build rewrote gets this build's loader text (Gatsby writes again only the pages that changed); a page that is
 * not Gatsby's comes back unchanged.
 */
export function paintFirstHtml(html: string, preload: readonly string[] = []): string {
  if (!html.includes(GATSBY_PAGE)) return html;
  const scripts = Array.from(html.matchAll(GATSBY_ASYNC_SCRIPT), (match) => match[1] ?? "");
  if (scripts.length === 0) {
    const written = WRITTEN_PRELOAD.exec(html)?.[1]?.split(" ").filter(Boolean) ?? [];
    return html.replace(WRITTEN_LOADER, (_, writtenScripts: string) =>
      loaderTag(writtenScripts, preload.length > 0 ? preload : written),
    );
  }
  let index = 0;
  // Each src is carried over as written (already attribute text), so the loader reads the URL the tag named.
  return html.replace(GATSBY_ASYNC_SCRIPT, () => (index++ === 0 ? loaderTag(scripts.join(" "), preload) : ""));
}

/** True when a Gatsby page still loads its scripts the way Gatsby wrote them, or not at all: the rewrite missed it. */
export const missedPaintFirst = (html: string): boolean =>
  html.includes(GATSBY_PAGE) && (!WRITTEN_LOADER.test(html) || /<script[^>]*\sasync[\s>=]/.test(html));

/** The build's webpack stats (which chunks each page component needs); none when the file is missing. */
export function readWebpackStats(publicDir: string): WebpackStats {
  const statsFile = path.join(publicDir, "webpack.stats.json");
  return existsSync(statsFile)
    ? (JSON.parse(readFileSync(statsFile, "utf8")) as WebpackStats)
    : { namedChunkGroups: {} };
}

/** What the loader should preload for one built page: its data and chunks, found from its path. */
export const preloadsOf = (html: string, publicDir: string, stats: WebpackStats): string[] => {
  const pagePath = PAGE_PATH.exec(html)?.[1];
  return pagePath ? pagePreloads(publicDir, pagePath, stats) : [];
};
