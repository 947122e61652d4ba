import React, { type ReactNode } from "react";

/**
 * Paint first, then script. Gatsby ends every page with `<script src async>` for its runtime, React and the
 * app (75 KB gzip). The preload scanner requests them with the HTML, so on a slow connection they share the
 * bandwidth with the largest picture, and an async script that arrives before the first frame runs before it:
 * on a slow phone the page stays blank while React is parsed. The page is complete without them (static HTML,
 * plain links and pictures), so they are requested once the browser has painted the page: the first contentful
 * paint, then one frame. Measured on the mobile Lighthouse profile (README, "Performance budgets"): the largest
 * paint of the content pages fell from 2.0–2.4 s to about 1.6 s.
 *
 * The loader's text is the same on every page (the scripts are in its data-scripts attribute), so one CSP hash
 * allows it site-wide (gatsby/inline-scripts.ts). It falls back to the window's load event where the first paint
 * is not reported (a tab opened in the background paints only when shown; older browsers have no paint timing),
 * and the scripts run in their order, once.
 */
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
  'window.addEventListener("load",load)',
  "}else afterFrame()",
  "})(document.currentScript)",
].join("");

interface ScriptProps {
  src?: string;
  async?: boolean;
}

const isAsyncScript = (node: ReactNode): node is React.ReactElement<ScriptProps> =>
  React.isValidElement<ScriptProps>(node) && node.type === "script" && !!node.props.src && !!node.props.async;

/**
 * The page's post-body components with Gatsby's async scripts replaced by the paint-first loader, which names
 * them in their order. Everything else (Gatsby's inline page data and chunk map, a nomodule polyfill) stays.
 */
export function paintFirstScripts(components: ReactNode[]): ReactNode[] {
  const scripts = components.filter(isAsyncScript).map((script) => script.props.src);
  if (scripts.length === 0) return components;
  return [
    ...components.filter((component) => !isAsyncScript(component)),
    <script
      key="paint-first-loader"
      id="paint-first-loader"
      data-scripts={scripts.join(" ")}
      dangerouslySetInnerHTML={{ __html: PAINT_FIRST_LOADER }}
    />,
  ];
}
