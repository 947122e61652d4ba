import { Marked, type Tokens } from "marked";
import { linkProblem } from "./links";

/**
 * A marketer's Markdown as HTML: paragraphs, emphasis, lists, links and headings (a block's headings start at
 * level 3, under the section's own h2). Runs at build time (GraphQL) and in the CMS preview, never in a
 * visitor's browser. Raw HTML in the Markdown is written out as text, not markup, and a link or picture
 * the link rule (./links.ts) refuses is written as its text alone: the build's validation names it, this
 * keeps it out of the page should it get past.
 */
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => escapeHtml(text),
    heading({ tokens, depth }) {
      const level = Math.min(6, depth + 2);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
    // false: marked's own rendering of an allowed link or picture.
    link({ href, tokens }) {
      return linkProblem(href) ? this.parser.parseInline(tokens) : false;
    },
    image({ href, text }) {
      return linkProblem(href) ? escapeHtml(text) : false;
    },
  },
});

export const markdownToHtml = (markdown: string): string => marked.parse(markdown, { async: false });

/** A link or picture written in Markdown: what it shows and where it points. */
export interface MarkdownLink {
  kind: "link" | "picture";
  text: string;
  href: string;
}

/** Every link and picture in `markdown` (inline, autolinks, reference-style), in reading order. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  marked.walkTokens(marked.lexer(markdown), (token) => {
    if (token.type === "link" || token.type === "image") {
      const { href, text } = token as Tokens.Link | Tokens.Image;
      links.push({ kind: token.type === "link" ? "link" : "picture", text, href });
    }
  });
  return links;
}
