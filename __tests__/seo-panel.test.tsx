// On React (jest.config.js's CMS admin project): the SEO panel is a widget of the CMS admin, which runs on React,
// not on the visitor's Preact.
import React from "react";
import { render, screen, within } from "@testing-library/react";
import { SeoPanel } from "../src/cms/SeoPanel";
import {
  RESULT_DESCRIPTION_CHARACTERS,
  RESULT_TITLE_CHARACTERS,
  cutForResult,
  descriptionLength,
  searchResult,
  titleLength,
} from "../src/lib/search-snippet";
import { siteFacts } from "../src/lib/site";

const suffix = ` | ${siteFacts.name}`; // " | Keralam Holidays", which every page's <title> adds

describe("how a title and a description show in a search result", () => {
  it("judges the title with the site's name added, as the page's <title> has it", () => {
    const fits = titleLength("Kerala honeymoon packages");
    expect(fits.characters).toBe("Kerala honeymoon packages".length + suffix.length);
    expect(fits.verdict).toBe("fits");
    expect(fits.message).toBe(
      `${fits.characters} of about 60 characters (with “${suffix.trim()}”, which every page adds): shown whole.`,
    );

    const long = titleLength("Kerala honeymoon packages with houseboats, hill stations and beaches");
    expect(long.verdict).toBe("cut");
    expect(long.message).toMatch(/search results show about 60, so the end is cut/);
    // The site's own name is the title of the home page: nothing is added to it.
    expect(titleLength(siteFacts.name).characters).toBe(siteFacts.name.length);
    expect(titleLength("   ").verdict).toBe("empty");
  });

  it("says an empty description is replaced by the site's, a short one is weak and a long one is cut", () => {
    expect(descriptionLength("").message).toBe("No description yet: the site's own description is used.");
    expect(descriptionLength("Honeymoons in Kerala.").verdict).toBe("short");
    const good =
      "Private houseboat nights, Munnar's tea hills and a quiet beach: honeymoon trips planned by our Kerala team.";
    expect(descriptionLength(good)).toMatchObject({ verdict: "fits", characters: good.length });
    expect(descriptionLength(good.repeat(2)).verdict).toBe("cut");
  });

  it("counts characters, not UTF-16 units (₹ and emoji are one each)", () => {
    expect(descriptionLength("₹".repeat(80)).characters).toBe(80);
    expect(titleLength("🌴").characters).toBe(1 + suffix.length);
  });

  it("cuts at the last whole word within the limit, with an ellipsis, and leaves short text alone", () => {
    expect(cutForResult("Short enough", 60)).toBe("Short enough");
    expect(cutForResult("Backwaters, beaches and hills of Kerala", 20)).toBe("Backwaters, beaches …");
    const cut = cutForResult("word ".repeat(60), RESULT_DESCRIPTION_CHARACTERS);
    expect([...cut].length).toBeLessThanOrEqual(RESULT_DESCRIPTION_CHARACTERS + 2);
    expect(cut.endsWith("word …")).toBe(true);
  });

  it("shows the page's address as a trail of the site's host and the path's parts", () => {
    const result = searchResult({ path: "/kerala-honeymoon/", title: "Honeymoons", description: "" });
    expect(result.trail).toMatch(/^[^ ]+ › kerala-honeymoon$/);
    expect(result.title).toBe(`Honeymoons${suffix}`);
    expect(result.description).toBe(cutForResult(siteFacts.description, RESULT_DESCRIPTION_CHARACTERS));
    // The shared card shows them whole: the same title and description the page's head carries.
    expect(result.fullTitle).toBe(`Honeymoons${suffix}`);
    expect(result.fullDescription).toBe(siteFacts.description);
    expect(searchResult({ path: "", title: "", description: "" }).title).toBe(siteFacts.name);
    expect([...searchResult({ path: "/", title: "x".repeat(80), description: "" }).title].length).toBeLessThanOrEqual(
      RESULT_TITLE_CHARACTERS + 2,
    );
  });
});

describe("the CMS's SEO panel", () => {
  it("previews the search result and the shared card from the fields being edited", () => {
    render(
      <SeoPanel
        path="/kerala-honeymoon"
        title="Kerala honeymoon packages"
        description="Private houseboat nights, Munnar's tea hills and a quiet beach: honeymoon trips planned by our Kerala team."
        imageUrl="/media/honeymoon.jpg"
        imageAlt="A houseboat at dusk"
      />,
    );
    const panel = screen.getByRole("region", { name: "Search and sharing" });
    expect(within(panel).getByText(/^Title:/).parentElement).toHaveAttribute("data-verdict", "fits");
    const [result, card] = within(panel).getAllByRole("figure");
    expect(result).toHaveTextContent(`Kerala honeymoon packages${suffix}`);
    expect(result).toHaveTextContent("kerala-honeymoon");
    expect(within(card!).getByRole("img", { name: "A houseboat at dusk" })).toHaveAttribute(
      "src",
      "/media/honeymoon.jpg",
    );
  });

  it("shows the site's own picture and description where the page has none, and flags a title that is cut", () => {
    render(<SeoPanel path="/offers" title={"Offers ".repeat(12)} description="" />);
    const panel = screen.getByRole("region", { name: "Search and sharing" });
    expect(within(panel).getByText(/^Title:/).parentElement).toHaveAttribute("data-verdict", "cut");
    expect(within(panel).getByText(/the site’s own picture: the page has none/)).toBeInTheDocument();
    expect(within(panel).getByRole("img")).toHaveAttribute("src", "/og-default.jpg");
    expect(within(panel).getAllByText(siteFacts.description.slice(0, 40), { exact: false }).length).toBeGreaterThan(0);
  });
});
