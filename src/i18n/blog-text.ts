import blogEnglish from "./messages/blog/en.json";
import { usePageText } from "./EditionContext";
import type { MessageKey, Text } from "./text";

/*
 * The words of a blog post's page (the catalogue part `blog`): its byline, reading time and what it is filed under.
 * Their English comes with the post's page; a translated post's edition brings its own (gatsby/pages/edition-pages.ts).
 */

export type BlogText = Text<MessageKey | keyof typeof blogEnglish>;

/** A post's words in a component: `useBlogText()("blog.by", { author })`. */
export const useBlogText = (): BlogText => usePageText(blogEnglish);
