import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, copyFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { CONTENT_MODEL } from "../src/content-model";
import { blockPageSchema } from "../src/content-model/pages";
import { hotelsSchema, teamSchema, transportSchema } from "../src/content-model/offers";
import { tourCatalogueSchema, toursSchema } from "../src/content-model/tours";
import {
  ContentFileError,
  entryFiles,
  jsonErrorOffset,
  validateContent,
  validateContentFile,
} from "../gatsby/content/content-validation";
import { markdownDocumentSchema } from "../src/content-model";
import { siteSchema } from "../src/content-model/site";

/** A scratch content/ folder with one picture, so picture paths relative to a file can be checked. */
const scratch = mkdtempSync(path.join(os.tmpdir(), "content-"));
mkdirSync(path.join(scratch, "content/images"), { recursive: true });
mkdirSync(path.join(scratch, "content/pages"), { recursive: true });
copyFileSync("content/images/hotel-lakeside.jpg", path.join(scratch, "content/images/hotel-lakeside.jpg"));
const write = (file: string, value: unknown) => {
  writeFileSync(path.join(scratch, file), JSON.stringify(value));
  return file;
};
const problemsOf = (run: () => unknown): string[] => {
  try {
    run();
  } catch (error) {
    if (error instanceof ContentFileError) return error.problems;
    throw error;
  }
  throw new Error("the file was accepted");
};
const committed = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T;

describe("the content files as committed", () => {
  it("are all valid", () => {
    expect(validateContent()).toEqual([]);
  });

  it("every file in content/ (but pictures) belongs to the model", () => {
    const modelled = new Set(CONTENT_MODEL.flatMap((entry) => entryFiles(entry)));
    const { readdirSync } = jest.requireActual<typeof import("node:fs")>("node:fs");
    const all = (readdirSync("content", { recursive: true }) as string[])
      .filter((name) => /\.(json|md)$/.test(name))
      .map((name) => path.join("content", name));
    expect(all.filter((file) => !modelled.has(file))).toEqual(
      ["content/site.json"].filter((file) => !modelled.has(file)),
    );
  });
});

describe("validation names the file and the field", () => {
  it("rejects a second translation of the tour list into one language, naming the entry", () => {
    const catalogue = {
      title: "Popular Tours",
      intro: "Tours our travellers book again.",
      featuredTourId: "tour-x",
      translations: [
        { language: "ml", title: "ടൂറുകൾ", intro: "ഞങ്ങളുടെ ടൂറുകൾ." },
        { language: "ml", title: "ജനപ്രിയ ടൂറുകൾ", intro: "വീണ്ടും ബുക്ക് ചെയ്യുന്നവ." },
      ],
    };
    expect(
      problemsOf(() => validateContentFile(write("content/tc.json", catalogue), tourCatalogueSchema, scratch)),
    ).toEqual(["translations[1]: translates into ml again: one translation per language"]);
  });
  const hotel = {
    slug: "hotel-a",
    title: "Hotel A",
    image: "./images/hotel-lakeside.jpg",
    imageAlt: "A hotel",
    price: 5000,
    days: 2,
    rating: 4.2,
  };

  it("rejects a hotel price outside 3540 to 9600, a rating outside 1 to 5 and a missing rating", () => {
    expect(
      problemsOf(() =>
        validateContentFile(write("content/h1.json", [{ ...hotel, price: 12000 }]), hotelsSchema, scratch),
      ),
    ).toEqual(["[0].price: must be at most 9600"]);
    expect(
      problemsOf(() =>
        validateContentFile(write("content/h2.json", [{ ...hotel, rating: 5.5 }]), hotelsSchema, scratch),
      ),
    ).toEqual(["[0].rating: must be from 1.0 to 5.0"]);
    const { rating: _rating, ...unrated } = hotel;
    expect(problemsOf(() => validateContentFile(write("content/h3.json", [unrated]), hotelsSchema, scratch))).toEqual([
      "[0].rating: is required",
    ]);
    expect(
      problemsOf(() =>
        validateContentFile(write("content/t.json", [{ ...hotel, price: 1800 }]), transportSchema, scratch),
      ),
    ).toEqual(["[0].price: must be at least 2500"]);
  });

  it("rejects a picture that does not exist next to the file, or a path that is not relative", () => {
    expect(
      problemsOf(() =>
        validateContentFile(
          write("content/h4.json", [{ ...hotel, image: "./images/missing.jpg" }]),
          hotelsSchema,
          scratch,
        ),
      ),
    ).toEqual(["[0].image: names a picture that does not exist (./images/missing.jpg, relative to the file)"]);
    expect(
      problemsOf(() =>
        validateContentFile(write("content/h5.json", [{ ...hotel, image: "/images/x.jpg" }]), hotelsSchema, scratch),
      ),
    ).toEqual(['[0].image: must be a picture path relative to the file, e.g. "../images/hero.jpg"']);
  });

  it("the tours: a missing field, a bad date, a picture that is not there", () => {
    const tours = committed<Record<string, unknown>[]>("content/tours.json");
    const [first, second] = tours;
    const { summary: _summary, ...withoutSummary } = first ?? {};
    const broken = {
      ...withoutSummary,
      onSaleSince: "12/06/2025",
      gallery: [{ src: "../images/missing.jpg", alt: "A view" }],
    };
    expect(
      problemsOf(() => validateContentFile(write("content/tours.json", [broken, second]), toursSchema, scratch)),
    ).toEqual([
      "[0].summary: is required",
      "[0].onSaleSince: must be a date written YYYY-MM-DD, e.g. 2026-11-24",
      "[0].gallery[0].src: names a picture that does not exist (../images/missing.jpg, relative to the file)",
    ]);
  });

  it("the tours: one tour package described twice", () => {
    const [first, second] = committed<Record<string, unknown>[]>("content/tours.json");
    const pictureless = (tour: Record<string, unknown> | undefined) => ({ ...tour, gallery: [] });
    expect(
      problemsOf(() =>
        validateContentFile(
          write("content/tours.json", [pictureless(first), pictureless({ ...second, tourId: first?.tourId })]),
          toursSchema,
          scratch,
        ),
      ),
    ).toEqual(["[1].tourId: is already the id of tour [0]: each tour package has one entry"]);
  });

  it("a tour without a day plan, and a featured tour id that is not an id", () => {
    const [first] = committed<Record<string, unknown>[]>("content/tours.json");
    expect(
      problemsOf(() =>
        validateContentFile(write("content/tours.json", [{ ...first, plan: [], gallery: [] }]), toursSchema, scratch),
      ),
    ).toEqual(["[0].plan: needs at least one day"]);
    expect(
      problemsOf(() =>
        validateContentFile(
          write("content/tour-catalogue.json", { title: "Tours", intro: "Our tours", featuredTourId: "Kerala Tour" }),
          tourCatalogueSchema,
          scratch,
        ),
      ),
    ).toEqual(["featuredTourId: must be lower-case letters, digits and dashes"]);
  });

  it("the featured tour's plan has its seven days, Day 04 included", () => {
    const { featuredTourId } = validateContentFile("content/tour-catalogue.json", tourCatalogueSchema);
    const featured = validateContentFile("content/tours.json", toursSchema).find(
      (tour) => tour.tourId === featuredTourId,
    );
    expect(featured?.plan).toHaveLength(7);
    expect(featured?.plan[3]?.title).toBeTruthy();
  });
});

describe("block pages", () => {
  const page = {
    path: "/offer",
    title: "An offer",
    description: "A page",
    blocks: [
      { type: "pageHeader", title: "An offer" },
      { type: "callToAction", title: "Ask us", text: "Call", button: { label: "Contact", to: "/contact" } },
    ],
  };

  it("a valid page passes", () => {
    expect(validateContentFile(write("content/pages/ok.json", page), blockPageSchema, scratch).blocks).toHaveLength(2);
  });

  it("an unknown block type is named with its index and the known types", () => {
    const [problem] = problemsOf(() =>
      validateContentFile(
        write("content/pages/a.json", { ...page, blocks: [...page.blocks, { type: "carousel3d" }] }),
        blockPageSchema,
        scratch,
      ),
    );
    expect(problem).toMatch(
      /^blocks\[2\] \(carousel3d\)\.type: unknown block type "carousel3d"; known types: aboutTeaser, blogTeaser, /,
    );
  });

  it("invalid block data names the block index, its type and the field", () => {
    const blocks = [page.blocks[0], { ...page.blocks[1], button: { label: "", to: "contact" } }];
    expect(
      problemsOf(() =>
        validateContentFile(write("content/pages/b.json", { ...page, blocks }), blockPageSchema, scratch),
      ),
    ).toEqual([
      "blocks[1] (callToAction).button.label: is required",
      "blocks[1] (callToAction).button.to: must be a site path (/…), https://, mailto: or tel:; `contact` is a relative path (a site path starts with /)",
    ]);
  });

  it("a missing picture in a block is named by block and field, relative to the page file", () => {
    const hero = {
      type: "heroSlider",
      heading: "Offer",
      slides: [
        {
          eyebrow: "e",
          title: "t",
          text: "x",
          image: "../images/none.jpg",
          imageAlt: "a",
          primary: { label: "Go", to: "/" },
        },
      ],
    };
    expect(
      problemsOf(() =>
        validateContentFile(write("content/pages/c.json", { ...page, blocks: [hero] }), blockPageSchema, scratch),
      ),
    ).toEqual([
      "blocks[0] (heroSlider).slides[0].image: names a picture that does not exist (../images/none.jpg, relative to the file)",
    ]);
    const found = { ...hero, slides: [{ ...hero.slides[0], image: "../images/hotel-lakeside.jpg" }] };
    expect(() =>
      validateContentFile(write("content/pages/d.json", { ...page, blocks: [found] }), blockPageSchema, scratch),
    ).not.toThrow();
  });

  it("a page without blocks, or without a path, is refused", () => {
    expect(
      problemsOf(() =>
        validateContentFile(
          write("content/pages/e.json", { ...page, path: "offer", blocks: [] }),
          blockPageSchema,
          scratch,
        ),
      ),
    ).toEqual([
      "path: must be a site path (/…); `offer` is a relative path (a site path starts with /)",
      "blocks: needs at least one block",
    ]);
  });
});

describe("unsafe links are refused, naming the file, the block and the field", () => {
  const page = {
    path: "/offer",
    title: "An offer",
    description: "A page",
    blocks: [
      { type: "pageHeader", title: "An offer" },
      { type: "richText", title: "Why", text: "Read [the terms](/terms) or [x](javascript:alert(document.domain))." },
      { type: "callToAction", title: "Ask us", text: "Call", button: { label: "Go", to: "//evil.example/phish" } },
    ],
  };

  it("a javascript: link in a block's Markdown and a //host button target", () => {
    let error: unknown;
    try {
      validateContentFile(write("content/pages/unsafe.json", page), blockPageSchema, scratch);
    } catch (thrown) {
      error = thrown;
    }
    expect(error).toBeInstanceOf(ContentFileError);
    expect((error as ContentFileError).message).toMatch(/^content\/pages\/unsafe\.json is not valid:\n/);
    expect((error as ContentFileError).problems).toEqual([
      'blocks[1] (richText).text: link "x": must be a site path (/…), https://, mailto: or tel:; `javascript:alert(document.domain)` is a javascript: link, which would run code in the visitor\'s browser',
      "blocks[2] (callToAction).button.to: must be a site path (/…), https://, mailto: or tel:; `//evil.example/phish` is protocol-relative and would leave the site",
    ]);
  });

  it("javascript: in site.json's social and map embed addresses", () => {
    const site = committed<Record<string, unknown>>("content/site.json");
    const problems = problemsOf(() =>
      validateContentFile(
        write("content/site.json", {
          ...site,
          social: [{ name: "Facebook", url: "javascript:alert(1)" }],
          mapEmbedUrl: " JaVa\tScRiPt:alert(1)",
          chatWidgetUrl: "http://embed.tawk.to/x",
        }),
        siteSchema,
        scratch,
      ),
    );
    expect(problems).toEqual([
      "social[0].url: must be https://; `javascript:alert(1)` is a javascript: link, which would run code in the visitor's browser",
      "chatWidgetUrl: must be https://; `http://embed.tawk.to/x` is plain http://, which is not encrypted; use https://",
      "mapEmbedUrl: must be https://; ` JaVa\tScRiPt:alert(1)` is a javascript: link, which would run code in the visitor's browser",
    ]);
  });

  it("a data: link in a content Markdown document (the PDFs' text)", () => {
    mkdirSync(path.join(scratch, "content/pdf"), { recursive: true });
    writeFileSync(path.join(scratch, "content/pdf/tips.md"), "# Tips\n\nSee [this](data:text/html,hi).\n");
    expect(problemsOf(() => validateContentFile("content/pdf/tips.md", markdownDocumentSchema, scratch))).toEqual([
      'body: link "this": must be a site path (/…), https://, mailto: or tel:; `data:text/html,hi` is a data: link, which can carry a whole page or script',
    ]);
  });

  it("team profile links are site paths", () => {
    const team = committed<Record<string, unknown>[]>("content/team.json");
    expect(
      problemsOf(() =>
        validateContentFile(
          write("content/team.json", [
            { ...team[0], image: "./images/hotel-lakeside.jpg", detailsLink: "//evil.example" },
          ]),
          teamSchema,
          scratch,
        ),
      ),
    ).toEqual([
      "[0].detailsLink: must be a site path (/…); `//evil.example` is protocol-relative and would leave the site",
    ]);
  });
});

describe("a JSON syntax error names its line and column", () => {
  it("a missing comma", () => {
    const source = '{\n  "name": "Keralam",\n  "tagline": "Go"\n  "description": "x"\n}\n';
    writeFileSync(path.join(scratch, "content/site.json"), source);
    expect(problemsOf(() => validateContentFile("content/site.json", siteSchema, scratch))).toEqual([
      "line 4, column 3: Expected ',' or '}' after property value",
    ]);
  });

  it("a bad token, where JSON.parse names no position", () => {
    writeFileSync(path.join(scratch, "content/site.json"), '{\n  "name": "Keralam",\n  "open": tru\n}\n');
    expect(problemsOf(() => validateContentFile("content/site.json", siteSchema, scratch))).toEqual([
      "line 3, column 11: Unexpected token '\\n'",
    ]);
  });

  it("a trailing comma and an unclosed list", () => {
    writeFileSync(path.join(scratch, "content/site.json"), '{\n  "a": 1,\n}');
    expect(problemsOf(() => validateContentFile("content/site.json", siteSchema, scratch))).toEqual([
      "line 3, column 1: Expected double-quoted property name",
    ]);
    writeFileSync(path.join(scratch, "content/site.json"), '{\n  "a": [1, 2');
    expect(problemsOf(() => validateContentFile("content/site.json", siteSchema, scratch))).toEqual([
      "line 2, column 13: Expected ',' or ']' after array element",
    ]);
  });

  it("finds the offset JSON.parse reports, and none in valid JSON", () => {
    for (const source of ['{"a": 1 "b": 2}', "[1, 2,]", '{"a": "x\u0001"}', '{"a": 01}', '"\\q"', "[] []"]) {
      const reported = /at position (\d+)/.exec(
        (() => {
          try {
            JSON.parse(source);
            return "";
          } catch (error) {
            return (error as Error).message;
          }
        })(),
      )?.[1];
      if (reported) expect([source, jsonErrorOffset(source)]).toEqual([source, Number(reported)]);
      else expect(jsonErrorOffset(source)).toBeGreaterThanOrEqual(0);
    }
    expect(jsonErrorOffset(readFileSync("content/site.json", "utf8"))).toBe(-1);
    expect(jsonErrorOffset('{"a": [1, -2.5e3, true, null, "\\u00e9"]}')).toBe(-1);
  });
});
