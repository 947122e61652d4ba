import { Marked } from "marked";

/**
 * A marketer's Markdown as HTML: paragraphs, emphasis, lists, links and headings (a block's headings start at
 * level 3, under the section's own h2). Runs at build time (GraphQL) and in the CMS preview, never in a
 * visitor's browser. Raw HTML in the Markdown is written out as text, not markup.
 */
const marked = new Marked({
  gfm: true,
  renderer: {
    html: ({ text }) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;"),
    heading({ tokens, depth }) {
      const level = Math.min(6, depth + 2);
      return `<h${level}>${this.parser.parseInline(tokens)}</h${level}>\n`;
    },
  },
});

export const markdownToHtml = (markdown: string): string => marked.parse(markdown, { async: false });
