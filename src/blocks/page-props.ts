import type { IGatsbyImageData } from "gatsby-plugin-image";
import { withArtDirection } from "../lib/art-direction";
import { PHONE_MEDIA } from "../lib/media";
import type { ShownPicture } from "./define";

/*
 * A block of a page's query as its component's props (./define.ts): the records fields its file declares go to
 * `records` as selected; the rest is its content, shown. A fragment selects a content picture's processed image as
 * `gatsbyImageData` (and, for a portrait crop phones get instead, `tall`), and a Markdown field as `<field>Html`;
 * __tests__/block-definitions.test.ts holds the block files' fragments to this.
 */

interface QueryPicture {
  childImageSharp?: { gatsbyImageData?: IGatsbyImageData | null; tall?: IGatsbyImageData | null } | null;
}

const isQueryPicture = (value: object): value is QueryPicture => "childImageSharp" in value;

function shownPicture({ childImageSharp }: QueryPicture): ShownPicture {
  const image = childImageSharp?.gatsbyImageData;
  if (!image) return null;
  const tall = childImageSharp.tall;
  return tall ? withArtDirection(image, [{ media: PHONE_MEDIA, image: tall }]) : image;
}

const MARKDOWN_HTML = /^(\w+)Html$/;

/** Content as the query gives it, shown: pictures as picture data, `<field>Html` as `<field>: { html }`. */
function shown(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shown);
  if (value === null || typeof value !== "object") return value;
  if (isQueryPicture(value)) return shownPicture(value);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const markdown = MARKDOWN_HTML.exec(key)?.[1];
      if (markdown) return [markdown, typeof item === "string" ? { html: item } : null];
      return [key, shown(item)];
    }),
  );
}

/** A block as the page's query gives it, split into its component's `content` (shown) and `records`. */
export function propsFromQuery(
  block: object,
  recordFields: readonly string[],
): { content: Record<string, unknown>; records: Record<string, unknown> } {
  const content: Record<string, unknown> = {};
  const records: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(block)) {
    if (key === "type") continue;
    if (recordFields.includes(key)) records[key] = value;
    else Object.assign(content, shown({ [key]: value }));
  }
  return { content, records };
}
