import React from "react";
import { readdirSync, readFileSync } from "node:fs";
import { render, screen } from "@testing-library/react";
import { BLOCK_TYPES, type PageBlockContent } from "../src/content-model/blocks";
import { BlockPreview, previewBlocks } from "../src/blocks/preview";
import { blockTypeName, contentTypeConfigs } from "../gatsby/content/content-graphql";
import { blockDataFields } from "../gatsby/content/block-data";

const pages = readdirSync("content/pages", { recursive: true, encoding: "utf8" })
  .filter((name) => name.endsWith(".json"))
  .map(
    (name) => JSON.parse(readFileSync(`content/pages/${name}`, "utf8")) as { path: string; blocks: PageBlockContent[] },
  );
const committedBlocks = pages.flatMap((page) => page.blocks);
const assetUrl = (path: string) => `/admin/media/${path.replace(/^(\.\.?\/)+/, "")}`;
/** The build's records still on their way: blocks with backend data show their stand-ins. */
const recordsPending = () => new Promise<never>(() => undefined);

describe("the block registry", () => {
  it("every block type is used by a committed page, so each has real content to render", () => {
    expect(new Set(committedBlocks.map((block) => block.type))).toEqual(new Set(BLOCK_TYPES));
  });

  it("every block type has a GraphQL type in the PageBlock union, with its data fields", () => {
    const configs = contentTypeConfigs(undefined, blockDataFields);
    const union = configs.find((config) => config.name === "PageBlock");
    expect(union?.kind === "union" && union.types.sort()).toEqual(BLOCK_TYPES.map(blockTypeName).sort());
    const offers = configs.find((config) => config.name === "OfferCarouselBlock");
    expect(offers?.kind === "object" && offers.fields.offers?.type).toBe("[AgencyOffer!]!");
    const richText = configs.find((config) => config.name === "RichTextBlock");
    expect(richText?.kind === "object" && Object.keys(richText.fields)).toEqual(
      expect.arrayContaining(["text", "textHtml", "picture"]),
    );
  });
});

describe("every block renders from its content alone (as in the CMS preview)", () => {
  it.each(BLOCK_TYPES.map((type) => [type, committedBlocks.find((block) => block.type === type)!] as const))(
    "%s",
    (_type, block) => {
      const { container } = render(<BlockPreview blocks={[block]} assetUrl={assetUrl} loadRecords={recordsPending} />);
      const text = container.textContent ?? "";
      // Its own words are on screen: a title, a heading or the first slide's.
      const words = "title" in block ? block.title : "heading" in block ? block.slides[0]!.title : block.story.title;
      expect(text).toContain(words);
      expect(text).not.toContain("is not finished");
    },
  );

  it("pictures come from the CMS's copy of the file", () => {
    const hero = committedBlocks.find((block) => block.type === "heroSlider")!;
    render(<BlockPreview blocks={[hero]} assetUrl={assetUrl} loadRecords={recordsPending} />);
    const [first] = screen.getAllByRole("img", { name: hero.type === "heroSlider" ? hero.slides[0]!.imageAlt : "" });
    expect(first?.getAttribute("src") ?? first?.getAttribute("data-src")).toMatch(/^\/admin\/media\/images\//);
  });

  it("a block with backend data shows a labelled stand-in saying which records", () => {
    const carousel = committedBlocks.find((block) => block.type === "offerCarousel" && block.destinationType)!;
    render(<BlockPreview blocks={[carousel]} assetUrl={assetUrl} loadRecords={recordsPending} />);
    expect(screen.getByRole("note")).toHaveTextContent(
      "Preview: the published page shows up to 8 Domestic destinations, highest rated first, from the booking system here.",
    );
  });

  it("Markdown becomes HTML, and raw HTML in it stays text", () => {
    const [item] = previewBlocks(
      [{ type: "richText", title: "T", text: "Some **bold** words\n\n<script>alert(1)</script>" }],
      assetUrl,
    );
    expect(item && "content" in item && item.content.text).toEqual({
      html: "<p>Some <strong>bold</strong> words</p>\n&lt;script&gt;alert(1)&lt;/script&gt;",
    });
  });

  it("an unfinished block says what it still needs instead of breaking the preview", () => {
    render(
      <BlockPreview
        blocks={[{ type: "callToAction", title: "Ask us", text: "" }, { type: "nope" }]}
        assetUrl={assetUrl}
        loadRecords={recordsPending}
      />,
    );
    const notes = screen.getAllByRole("note").map((note) => note.textContent);
    // In the CMS's words: the block by its name, each field by its label in the form beside the preview.
    expect(notes[0]).toContain("Block 1 (Call to action) is not finished: Text: is required; Button: is required.");
    expect(notes[1]).toContain('Block 2 (nope) is not finished: Type: unknown block type "nope"');
  });
});
