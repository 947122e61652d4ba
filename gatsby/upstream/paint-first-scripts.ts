/**
 * Paint first, then script. Gatsby ends every page with `<script src async>` for its runtime, React and the
 * app (75 KB gzip). The preload scanner requests them with the HTML, so on a slow connection they share the
 * bandwidth with the largest picture, and an async script that arrives before the first frame runs before it:
 * on a slow phone the page stays blank while React is parsed. The page is complete without them (static HTML,
 * plain links and pictures), so they are requested once the browser has painted it: the first contentful
 * paint, then one frame. Measured with Lighthouse's mobile profile (README, "Performance budgets").
 *
 * The loader's text is the same on every page (the scripts are in its data-scripts attribute), so one CSP hash
 * allows it site-wide (gatsby/deploy/inline-scripts.ts). Where no first paint is reported within 3 s of the end of the
 * HTML (a tab opened in the background paints only when shown) a timer starts them; where the browser has no
 * paint timing, the next frame does. Not the load event: it fires as soon as the eager pictures are in, often
 * before the first frame is on screen. The scripts run in their order, once.
 */
const FALLBACK_MS = 3000;
export const PAINT_FIRST_LOADER = [
  "(function(s){",
  "var done=false;",
  "function load(){if(done)return;done=true;",
  's.getAttribute("data-scripts").split(" ").forEach(function(u){',
  'var e=document.createElement("script");e.src=u;e.async=false;document.body.appendChild(e)})}',
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
export const WRITTEN_LOADER = /<script id="paint-first-loader" data-scripts="([^"]*)">[\s\S]*?<\/script>/;

const loaderTag = (scripts: string) =>
  `<script id="paint-first-loader" data-scripts="${scripts}">${PAINT_FIRST_LOADER}</script>`;

/**
 * One page's HTML with Gatsby's async scripts replaced, where the first of them was, by the paint-first loader
 * naming them in their order. Anything else (Gatsby's inline page data and chunk map) stays. A page an earlier
 * build rewrote gets this build's loader text (Gatsby writes again only the pages that changed); a page that is
 * not Gatsby's comes back unchanged.
 */
export function paintFirstHtml(html: string): string {
  if (!html.includes(GATSBY_PAGE)) return html;
  const scripts = Array.from(html.matchAll(GATSBY_ASYNC_SCRIPT), (match) => match[1] ?? "");
  if (scripts.length === 0) return html.replace(WRITTEN_LOADER, (_, written: string) => loaderTag(written));
  let index = 0;
  // Each src is carried over as written (already attribute text), so the loader reads the URL the tag named.
  return html.replace(GATSBY_ASYNC_SCRIPT, () => (index++ === 0 ? loaderTag(scripts.join(" ")) : ""));
}

/** True when a Gatsby page still loads its scripts the way Gatsby wrote them, or not at all: the rewrite missed it. */
export const missedPaintFirst = (html: string): boolean =>
  html.includes(GATSBY_PAGE) && (!WRITTEN_LOADER.test(html) || /<script[^>]*\sasync[\s>=]/.test(html));
