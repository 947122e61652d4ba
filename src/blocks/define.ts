import type { ComponentType } from "react";
import type { z } from "zod";

/**
 * A block type, as its file (src/blocks/<Type>.tsx) declares it: the content schema a marketer fills in, and the
 * component that shows it, on the site and in the CMS preview, from the block's GraphQL fragment (`<Type>BlockFields`,
 * in the same file).
 */
export interface BlockDefinition<Content extends z.ZodObject, Fragment> {
  content: Content;
  component: ComponentType<{ block: Fragment }>;
}

export const defineBlock = <Content extends z.ZodObject, Fragment>(
  content: Content,
  component: ComponentType<{ block: Fragment }>,
): BlockDefinition<Content, Fragment> => ({ content, component });
