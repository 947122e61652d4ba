/**
 * Pictures below the fold after the scripts. On a slow connection Chromium fetches every `loading="lazy"`
 * picture within thousands of pixels of the viewport as soon as the page is laid out, and those pictures share
 * the bandwidth with the scripts the page needs to become interactive: on the slow-phone profile (400 kbit/s)
 * they held hydration back by about a second (docs/slow-phone.md). This inline script, the first in the head,
 * holds them: as the parser inserts a lazy picture it moves the picture's `src`/`srcset` into `data-held-*`
 * attributes (before layout, so before the browser decides to fetch it), and puts them back once the page has
 * hydrated (the `HYDRATED_EVENT` gatsby-browser sends), when a script fails to load, or after `FALLBACK_MS` at the
 * latest. The first screen's pictures are eager and never held; without JavaScript nothing runs and the browser
 * lazy-loads as usual. A held picture shows its box and dominant colour, as before it arrives (the CSS hides the
 * img, so no alt text shows through). An attribute the page's own script set meanwhile (a carousel or a list that
 * re-rendered the picture) is kept. Its text is the same on every page: one CSP hash.
 */
export const HYDRATED_EVENT = "site:hydrated";
export const HELD = "data-held";
const FALLBACK_MS = 10_000;

export const PICTURES_AFTER_SCRIPTS = [
  "(function(d){",
  `var H="${HELD}",done=false;`,
  // Moves an attribute aside, or back (only where nothing set it meanwhile).
  "function move(e,a,back){var from=back?H+'-'+a:a,to=back?a:H+'-'+a,v=e.getAttribute(from);",
  "if(v===null)return;e.removeAttribute(from);if(!back||e.getAttribute(to)===null)e.setAttribute(to,v)}",
  "function hold(){if(done)return;",
  "var imgs=d.querySelectorAll('img[loading=\"lazy\"]:not(['+H+'])');",
  "for(var i=0;i<imgs.length;i++){var img=imgs[i],p=img.parentNode;img.setAttribute(H,'');",
  "var els=p&&p.nodeName==='PICTURE'?p.querySelectorAll('source,img'):[img];",
  "for(var j=0;j<els.length;j++){move(els[j],'srcset');move(els[j],'src')}}}",
  "function release(){if(done)return;done=true;mo.disconnect();",
  "var els=d.querySelectorAll('['+H+'-srcset],['+H+'-src],img['+H+']');",
  "for(var i=0;i<els.length;i++){move(els[i],'srcset',true);move(els[i],'src',true);els[i].removeAttribute(H)}}",
  "var mo=new MutationObserver(hold);mo.observe(d.documentElement,{childList:true,subtree:true});",
  "d.addEventListener('DOMContentLoaded',function(){hold();mo.disconnect()});",
  `d.addEventListener("${HYDRATED_EVENT}",release);`,
  "addEventListener('error',function(e){if(e.target&&e.target.nodeName==='SCRIPT')release()},true);",
  `setTimeout(release,${FALLBACK_MS})`,
  "})(document)",
].join("");
