import React from "react";
import { readFileSync } from "node:fs";
import { render, screen, within } from "@testing-library/react";
import { BlockPreview } from "../src/blocks/preview";
import { blockPageSchema } from "../src/content-model/pages";
import { schemaProblems } from "../src/content-model/problems";
import type { BlockContent, PageBlockContent } from "../src/content-model/blocks";

/* The Trip highlights block: a landing page's facts at a glance, as labelled tiles. */

const landing = JSON.parse(readFileSync("content/pages/kerala-honeymoon.json", "utf8")) as {
  blocks: PageBlockContent[];
};
const highlights = landing.blocks.find((block) => block.type === "tripHighlights") as BlockContent<"tripHighlights">;
const page = (block: object) => ({ ...landing, blocks: [block] });

describe("Trip highlights", () => {
  it("shows each highlight as a label naming its line, under the section's heading", () => {
    render(<BlockPreview blocks={[highlights]} assetUrl={(path) => path} loadRecords={() => new Promise(() => {})} />);
    const section = screen.getByRole("region", { name: "What every honeymoon includes" });
    expect(within(section).getByText("At a glance")).toBeInTheDocument();
    const terms = within(section).getAllByRole("term");
    const lines = within(section).getAllByRole("definition");
    expect(terms.map((term) => term.textContent)).toEqual(["Prices", "Pace", "Travel", "Planner"]);
    expect(lines[0]).toHaveTextContent("In rupees, every stay named before you pay");
    expect(lines).toHaveLength(4);
  });

  it("the committed landing page's highlights pass the build's check", () => {
    expect(schemaProblems(blockPageSchema, landing)).toEqual([]);
  });

  it("a marketer's save with too few, too many or an empty highlight is refused, naming the field", () => {
    const three = highlights.highlights.slice(0, 3);
    expect(schemaProblems(blockPageSchema, page({ ...highlights, highlights: three.slice(0, 2) }))).toEqual([
      "blocks[0] (tripHighlights).highlights: needs at least 3 highlights",
    ]);
    expect(
      schemaProblems(blockPageSchema, page({ ...highlights, highlights: [...three, ...three, three[0]] })),
    ).toEqual(["blocks[0] (tripHighlights).highlights: can have at most 6 highlights"]);
    expect(
      schemaProblems(blockPageSchema, page({ ...highlights, highlights: [{ label: " ", text: "x" }, ...three] })),
    ).toEqual(["blocks[0] (tripHighlights).highlights[0].label: is required"]);
  });
});
