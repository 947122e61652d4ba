/** @jest-environment node */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  backendConfig,
  cmsConfig,
  CmsConfigError,
  collectionsFromModel,
  mediaFolderFor,
  RECORD_LIST_FIELD,
} from "../src/cms/config";
import { CONTENT_MODEL } from "../src/content-model";
import { documentTitle, ENTRY_NAME, pageName } from "../src/cms/entry-names";
import { CMS_FORMATS } from "../src/cms/formats";
import {
  type DecapField,
  fieldFromSchema,
  fieldsFromObject,
  labelFromName,
  MAX_PICTURE_BYTES,
  singular,
  UnsupportedSchemaError,
} from "../src/cms/zod-to-decap";
import { disagreements } from "./support/cms-agreement";
import { blockPageSchema } from "../src/content-model/pages";
import { siteSchema } from "../src/content-model/site";
import { toursSchema } from "../src/content-model/tours";
import { linkPattern, linkProblem } from "../src/lib/links";

const text = z.string().trim().min(1, "is required");

/** A small content model with every kind of field the site uses. */
const hero = z
  .object({
    type: z.literal("hero"),
    title: text.meta({ title: "Title", description: "The big line" }),
    picture: z.string().meta({ title: "Picture", widget: "image" }).optional(),
  })
  .meta({ title: "Hero" });
const faq = z.object({ type: z.literal("faq"), ids: z.array(text).min(1).max(6) }).meta({ title: "FAQ list" });
const pageSchema = z.object({
  path: z
    .string()
    .regex(/^\/[a-z0-9-]+$/, "must be /lower-case-words")
    .meta({ title: "Address" }),
  title: text,
  body: z.string().meta({ widget: "markdown" }),
  kind: z.enum(["Domestic", "International"]),
  count: z.number().int().min(1).max(12),
  rating: z.number().positive().max(5),
  featured: z.boolean(),
  whatsappText: text.optional(),
  chatUrl: z.union([z.literal(""), z.url()]),
  blocks: z.array(z.discriminatedUnion("type", [hero, faq])).min(1),
  links: z.array(z.object({ label: text, to: text })).length(2),
});
const page = {
  path: "/kerala-honeymoon",
  title: "Kerala honeymoon",
  body: "Two weeks of **backwaters**.",
  kind: "Domestic",
  count: 8,
  rating: 4.5,
  featured: false,
  chatUrl: "",
  blocks: [
    { type: "hero", title: "Backwaters for two", picture: "../images/hero.jpg" },
    { type: "faq", ids: ["faq-1", "faq-2"] },
  ],
  links: [
    { label: "Call", to: "/contact" },
    { label: "Write", to: "/contact" },
  ],
};

describe("zod schemas become Decap fields", () => {
  const fields = fieldsFromObject(pageSchema);
  const field = (name: string) => fields.find((candidate) => candidate.name === name)!;

  it("takes labels and hints from .meta(), or makes a label from the key", () => {
    expect(field("path")).toMatchObject({ label: "Address", widget: "string" });
    expect(field("whatsappText").label).toBe("Whatsapp text");
    expect(labelFromName("imageAlt")).toBe("Image alt");
    const title = field("blocks").types![0]!.fields!.find((candidate) => candidate.name === "title");
    expect(title).toMatchObject({ label: "Title", hint: "The big line", widget: "string" });
  });

  it("maps strings, long text, numbers, booleans and enums to their widgets", () => {
    expect(field("path").pattern).toEqual([/^\/[a-z0-9-]+$/, "must be /lower-case-words"]);
    expect(field("body")).toMatchObject({ widget: "markdown", required: false, default: "" });
    expect(field("count")).toMatchObject({ widget: "number", value_type: "int", min: 1, max: 12 });
    expect(field("rating")).toMatchObject({ widget: "number", value_type: "float", min: 0.01, max: 5 });
    expect(field("featured")).toMatchObject({ widget: "boolean", default: false });
    expect(field("kind")).toMatchObject({
      widget: "select",
      options: [
        { label: "Domestic", value: "Domestic" },
        { label: "International", value: "International" },
      ],
    });
    expect(field("chatUrl")).toMatchObject({ widget: "string", required: false, default: "" });
  });

  it("marks optional fields not required, and required ones by leaving the flag out", () => {
    expect(field("whatsappText").required).toBe(false);
    expect(field("title").required).toBeUndefined();
  });

  it("maps arrays to lists with their limits, and blocks to a typed list keyed by type", () => {
    expect(field("links")).toMatchObject({ widget: "list", min: 2, max: 2 });
    expect(field("links").fields!.map((f) => f.name)).toEqual(["label", "to"]);
    const blocks = field("blocks");
    expect(blocks).toMatchObject({ widget: "list", typeKey: "type", min: 1 });
    expect(blocks.types!.map((type) => [type.name, type.label])).toEqual([
      ["hero", "Hero"],
      ["faq", "FAQ list"],
    ]);
    // The discriminator is Decap's typeKey, not a field of its own.
    expect(blocks.types![0]!.fields!.map((f) => f.name)).toEqual(["title", "picture"]);
    expect(blocks.types![0]!.fields![1]).toMatchObject({ widget: "image", required: false });
    expect(blocks.types![1]!.fields![0]).toMatchObject({ widget: "list", min: 1, max: 6, field: { widget: "string" } });
  });

  it("names the field of a schema it cannot edit", () => {
    expect(() => fieldFromSchema("when", z.date(), "pages.when")).toThrow(
      new UnsupportedSchemaError('pages.when: zod type "date" has no CMS widget'),
    );
    expect(() => fieldFromSchema("either", z.union([z.string(), z.number()]))).toThrow(UnsupportedSchemaError);
  });
});

describe("the agreement check", () => {
  const fields = fieldsFromObject(pageSchema);

  it("finds none between a schema and the fields made from it", () => {
    expect(disagreements(pageSchema, page, fields)).toEqual([]);
  });

  it("fails when the CMS changes without the schema", () => {
    const relaxed = fields.map((field) => (field.name === "title" ? { ...field, required: false } : field));
    expect(disagreements(pageSchema, page, relaxed)).toEqual([
      "title: the CMS lets it be left out, the schema rejects the file without it",
    ]);
    const moreOptions = fields.map((field) =>
      field.name === "kind"
        ? { ...field, options: [...field.options!, { label: "Pilgrimage", value: "Pilgrimage" }] }
        : field,
    );
    expect(disagreements(pageSchema, page, moreOptions)).toEqual([
      'kind: the CMS offers "Pilgrimage", the schema rejects it',
    ]);
    const noMax = fields.map((field) => (field.name === "count" ? { ...field, max: 20 } : field));
    expect(disagreements(pageSchema, page, noMax)).toEqual(["count: the CMS accepts 20, the schema rejects it"]);
  });

  it("fails when the schema changes without the CMS", () => {
    const stricter = pageSchema.extend({ kind: z.enum(["Domestic"]) });
    expect(disagreements(stricter, page, fields)).toEqual([
      'kind: the CMS offers "International", the schema rejects it',
    ]);
    const looser = pageSchema.extend({ whatsappText: text, links: z.array(z.object({ label: text, to: text })) });
    const withWhatsapp = { ...page, whatsappText: "Hello" };
    expect(disagreements(looser, withWhatsapp, fields)).toEqual([
      "whatsappText: the CMS lets it be left out, the schema rejects the file without it",
      "links: the CMS needs 2 items, the schema accepts 1",
      "links: the CMS allows at most 2 items, the schema accepts more",
    ]);
  });

  it("names a key of the content that has no CMS field", () => {
    const loose = pageSchema.loose();
    expect(disagreements(loose, { ...page, extra: 1 }, fields)).toEqual([
      "extra: in the content file but not a CMS field",
    ]);
  });
});

describe("every content file: the CMS fields and the validation schema agree", () => {
  /** Each file of the real content with the schema the build validates it with and the CMS's fields for it. */
  const cases = CONTENT_MODEL.flatMap((entry) => {
    const collection = collectionsFromModel([entry])[0]!;
    const fileCollection = collection as { files?: { fields: DecapField[]; public_folder: string }[] };
    const { fields, public_folder: publicFolder } =
      "folder" in entry ? (collection as { fields: DecapField[]; public_folder: string }) : fileCollection.files![0]!;
    const files =
      "folder" in entry
        ? readdirSync(entry.folder)
            .filter((name) => name.endsWith(`.${entry.extension}`))
            .map((name) => path.join(entry.folder, name))
        : [entry.file];
    return files.map((file) => {
      const text = readFileSync(file, "utf8");
      const isList = (entry.schema._zod.def as { type: string }).type === "array";
      // As the CMS holds them: a list of records under RECORD_LIST_FIELD, a Markdown file as its body.
      const data = file.endsWith(".md")
        ? { body: text }
        : isList
          ? { [RECORD_LIST_FIELD]: JSON.parse(text) }
          : JSON.parse(text);
      const schema = isList ? z.object({ [RECORD_LIST_FIELD]: entry.schema }) : entry.schema;
      return [file, schema, data, fields, publicFolder] as const;
    });
  });

  it("covers every content file", () => {
    expect(cases.map(([file]) => file)).toEqual(
      expect.arrayContaining(["content/site.json", "content/pages/home.json"]),
    );
    expect(cases.length).toBeGreaterThanOrEqual(CONTENT_MODEL.length);
  });

  it.each(cases)("%s", (_file, schema, data, fields, publicFolder) => {
    expect(disagreements(schema, data, fields, { publicFolder })).toEqual([]);
  });
});

describe("collections and backends", () => {
  it("puts uploads in content/images, stored relative to the entry's file", () => {
    expect(mediaFolderFor("content/site.json", false)).toBe("images");
    expect(mediaFolderFor("content/pages", true)).toBe("../images");
    expect(mediaFolderFor("content/pages/home.json", false)).toBe("../images");
  });

  it("builds folder collections and one files collection per directory from the model", () => {
    const team = z.array(z.object({ name: text })).min(1);
    const config = cmsConfig(
      [
        { name: "pages", label: "Pages", folder: "content/pages", extension: "json", create: true, schema: pageSchema },
        { name: "site", label: "Site facts", file: "content/site.json", schema: z.object({ name: text }) },
        { name: "team", label: "Team", file: "content/team.json", schema: team },
        {
          name: "tourCatalogue",
          label: "Tour list",
          file: "content/tour-catalogue.json",
          schema: z.object({ title: text }),
        },
        {
          name: "pdfs",
          label: "PDF documents",
          folder: "content/pdf",
          extension: "md",
          create: false,
          schema: z.object({ body: text.meta({ title: "Text", widget: "markdown" }) }),
        },
      ],
      { localBackendUrl: "http://localhost:8081/api/v1" },
    );
    expect(config.load_config_file).toBe(false);
    expect(config.local_backend).toEqual({ url: "http://localhost:8081/api/v1" });
    expect(config.collections.map((collection) => collection.name)).toEqual(["pages", "pdfs", "content", "lists"]);
    expect(config.collections[0]).toMatchObject({
      folder: "content/pages",
      create: true,
      // The pages the site needs (/, /about, /service) cannot be deleted: no page is deleted in the CMS.
      delete: false,
      extension: "json",
      format: "prettier-json-page",
      identifier_field: "title",
      summary: "{{entryName}}",
      label_singular: "Page",
      // Uploads go to content/images from any entry, a new one included (a relative media folder is read from the
      // entry's file, which a new page does not have yet); the value saved is the path from the page's file.
      media_folder: "/content/images",
      public_folder: "../images",
    });
    expect(config.collections[1]).toMatchObject({
      folder: "content/pdf",
      create: false,
      delete: false,
      extension: "md",
      format: "markdown-document",
      identifier_field: "body",
      summary: "{{entryName}}",
      label_singular: "Document",
      fields: [{ name: "body", widget: "markdown" }],
    });
    // Decap reads a files collection's files with the collection's format: one collection per format.
    expect(config.collections[2]).toMatchObject({
      label: "Site content",
      format: "prettier-json",
      files: [
        { name: "site", file: "content/site.json", media_folder: "/content/images", public_folder: "images" },
        {
          name: "tourCatalogue",
          file: "content/tour-catalogue.json",
          media_folder: "/content/images",
          public_folder: "images",
        },
      ],
    });
    expect(config.collections[3]).toMatchObject({
      label: "Team, tours, hotels and transport",
      format: "prettier-json-records",
      files: [
        {
          name: "team",
          fields: [{ name: "records", label: "Team", widget: "list", min: 1, fields: [{ name: "name" }] }],
        },
      ],
    });
    for (const collection of config.collections)
      for (const file of (collection as { files?: object[] }).files ?? []) expect(file).not.toHaveProperty("format");
  });

  it("refuses a content file it cannot edit, naming it", () => {
    expect(() =>
      cmsConfig([{ name: "x", label: "X", file: "content/x.json", schema: z.string() }], {
        localBackendUrl: "http://localhost:8081/api/v1",
      }),
    ).toThrow(new CmsConfigError("content/x.json: the CMS edits an object or a list of records (found string)"));
  });

  it("uses the GitHub backend through Netlify's OAuth, and says what is missing", () => {
    expect(backendConfig({ githubRepo: "keralam/site", branch: "live" }).backend).toEqual({
      name: "github",
      repo: "keralam/site",
      branch: "live",
      base_url: "https://api.netlify.com",
      auth_endpoint: "auth",
    });
    // Every save is a draft that is reviewed before it is published.
    expect(backendConfig({ githubRepo: "keralam/site" }).publish_mode).toBe("editorial_workflow");
    expect(() => backendConfig({})).toThrow(/GATSBY_CMS_GITHUB_REPO/);
    expect(() => backendConfig({ githubRepo: "https://github.com/keralam/site" })).toThrow(
      'GATSBY_CMS_GITHUB_REPO must be owner/name (got "https://github.com/keralam/site")',
    );
  });
});

describe("link fields take the link rule's pattern (src/lib/links.ts)", () => {
  const site = fieldsFromObject(siteSchema);
  const siteField = (name: string) => site.find((candidate) => candidate.name === name)!;
  const blockFields = (type: string) =>
    fieldsFromObject(blockPageSchema)
      .find((candidate) => candidate.name === "blocks")!
      .types!.find((candidate) => candidate.name === type)!.fields!;
  const https = [linkPattern({ allow: ["https"] }), "must be https://"];
  const sitePath = [linkPattern({ allow: ["path"] }), "must be a site path (/…)"];

  it("the site's addresses are https only, its checklist a site path", () => {
    expect(siteField("mapEmbedUrl").pattern).toEqual(https);
    expect(siteField("videoUrl").pattern).toEqual(https);
    expect(siteField("siteUrl").pattern).toEqual(https);
    expect(siteField("chatWidgetUrl")).toMatchObject({ pattern: https, required: false });
    expect(siteField("social").fields!.find((field) => field.name === "url")!.pattern).toEqual(https);
    expect(siteField("visaChecklistPath").pattern).toEqual(sitePath);
  });

  it("a page's address is a site path; its buttons take every kind of link (a WhatsApp chat too)", () => {
    expect(fieldsFromObject(blockPageSchema).find((field) => field.name === "path")!.pattern).toEqual(sitePath);
    const anyLink = [linkPattern(), "must be a site path (/…), https://, mailto: or tel:"];
    const slide = blockFields("heroSlider").find((field) => field.name === "slides")!.fields!;
    expect(slide.find((field) => field.name === "primary")!.fields![1]).toMatchObject({ name: "to", pattern: anyLink });
    const button = blockFields("callToAction").find((field) => field.name === "button")!;
    expect(button.fields![1]).toMatchObject({ name: "to", pattern: anyLink });
    const [pattern] = anyLink as [RegExp];
    expect(pattern.test("https://wa.me/919447012345?text=Hello")).toBe(true);
    expect(pattern.test("//evil.example/phish")).toBe(false);
  });

  it("an optional group's fields are required only once the group is filled (the save check asks)", () => {
    const slide = blockFields("heroSlider").find((field) => field.name === "slides")!.fields!;
    const secondary = slide.find((field) => field.name === "secondary")!;
    expect(secondary).toMatchObject({ widget: "object", required: false });
    expect(secondary.fields!.map((field) => [field.name, field.required])).toEqual([
      ["label", false],
      ["to", false],
    ]);
    // A required group keeps its fields required.
    const primary = slide.find((field) => field.name === "primary")!;
    expect(primary.fields!.map((field) => field.required)).toEqual([undefined, undefined]);
  });

  it("names collapsed blocks and list items by their title, and selects by their labels", () => {
    const blocks = fieldsFromObject(blockPageSchema).find((field) => field.name === "blocks")!;
    expect(blocks.label_singular).toBe("Block");
    expect(blocks.types!.find((type) => type.name === "offerCarousel")!.summary).toBe(
      "Offer carousel · {{fields.title}}",
    );
    expect(blocks.types!.find((type) => type.name === "heroSlider")!.summary).toBe("Hero slider · {{fields.heading}}");
    const order = blockFields("offerCarousel").find((field) => field.name === "order")!;
    expect(order.options).toContainEqual({ label: "Lowest price first", value: "priceLow" });
    // A tour has no title: its bar shows the package id it describes; its days show their titles.
    const tour = fieldFromSchema("tours", toursSchema, "content/tours.json");
    expect(tour.summary).toBe("{{fields.tourId}}");
    expect(tour.fields!.find((field) => field.name === "plan")!.summary).toBe("{{fields.title}}");
  });

  it("the CMS pattern and the build's rule give the same answer", () => {
    const [pattern] = siteField("mapEmbedUrl").pattern!;
    for (const value of [
      "https://www.google.com/maps?q=x&output=embed",
      "javascript:alert(1)",
      " https://x.example",
      "//evil.example",
      "http://x.example",
      "data:text/html,x",
      "/contact",
    ])
      expect([value, new RegExp(pattern).test(value)]).toEqual([
        value,
        linkProblem(value, { allow: ["https"] }) === null,
      ]);
  });
});

describe("what the CMS calls entries, list items and options (the generated configuration)", () => {
  const config = cmsConfig(CONTENT_MODEL, { localBackendUrl: "http://localhost:8081/api/v1" });
  type Collection = (typeof config.collections)[number] & {
    folder?: string;
    extension?: string;
    summary?: string;
    label_singular?: string;
    create?: boolean;
    fields?: DecapField[];
    files?: { name: string; label: string; fields: DecapField[] }[];
  };
  const collections = config.collections as Collection[];
  const collection = (name: string) => collections.find((candidate) => candidate.name === name)!;
  /** A folder's entries as its list names them: its format reads the file, its summary template names it. */
  const listedNames = (name: string) => {
    const { folder, extension, summary, format } = collection(name) as Collection & { format: string };
    return readdirSync(folder!)
      .filter((file) => file.endsWith(`.${extension}`))
      .sort()
      .map((file) => {
        const data = CMS_FORMATS[format]!.fromFile(readFileSync(path.join(folder!, file), "utf8")) as Record<
          string,
          unknown
        >;
        return [file, summary!.replace(/{{\s*([\w.]+)\s*}}/g, (_, key: string) => String(data[key] ?? ""))];
      });
  };
  /** Every field of the configuration, nested ones included, with where it is. */
  const everyField = (): [string, DecapField][] => {
    const walk = (field: DecapField, at: string): [string, DecapField][] => [
      [`${at}.${field.name}`, field],
      ...[...(field.fields ?? []), ...(field.field ? [field.field] : []), ...(field.types ?? [])].flatMap((child) =>
        walk(child, `${at}.${field.name}`),
      ),
    ];
    return collections.flatMap((entry) => [
      ...(entry.fields ?? []).flatMap((field) => walk(field, entry.name)),
      ...(entry.files ?? []).flatMap((file) => file.fields.flatMap((field) => walk(field, file.name))),
    ]);
  };

  it("pages: Home, About and Services by the names marketers know, a landing page by its title", () => {
    expect(listedNames("pages")).toEqual([
      ["about.json", "About"],
      ["home.json", "Home"],
      ["kerala-honeymoon.json", "Kerala honeymoon packages"],
      ["privacy.json", "Privacy notice"],
      ["service.json", "Services"],
    ]);
    expect(pageName({ path: "/About/", title: "About Us" })).toBe("About");
    expect(pageName({ path: "/monsoon", title: "" })).toBe("/monsoon");
  });

  it("PDF documents: by their title (the first heading)", () => {
    expect(listedNames("pdfs")).toEqual([
      ["domestic-tips.md", "Domestic travel tips"],
      ["international-tips.md", "International travel tips"],
      ["visa.md", "Visa checklist for Indian passport holders"],
    ]);
    expect(documentTitle("Intro line\n\n## Second heading ##\n")).toBe("Second heading");
    expect(documentTitle("No heading\nat all")).toBe("No heading");
  });

  it("the name is the CMS's: no content file has it, and the formats never write it", () => {
    for (const [, field] of everyField()) expect(field.name).not.toBe(ENTRY_NAME);
    const page = { path: "/", title: "Keralam Holidays", [ENTRY_NAME]: "Home" };
    expect(CMS_FORMATS["prettier-json-page"]!.toFile(page as never)).not.toContain(ENTRY_NAME);
    expect(CMS_FORMATS["markdown-document"]!.toFile({ body: "# T", [ENTRY_NAME]: "T" } as never)).toBe("# T\n");
    expect(() =>
      cmsConfig([{ name: "x", label: "X", file: "content/x.json", schema: z.object({ [ENTRY_NAME]: text }) }], {
        localBackendUrl: "http://localhost:8081/api/v1",
      }),
    ).toThrow(CmsConfigError);
  });

  it("a folder that makes new entries says what one is: New Page, not New Pages", () => {
    for (const entry of collections.filter((candidate) => candidate.folder))
      expect([entry.name, entry.label_singular]).toEqual([entry.name, expect.stringMatching(/^[A-Z][a-z]+$/)]);
    expect(collection("pages").label_singular).toBe("Page");
  });

  it("every list says what one item is (1 block, Add block), in the singular", () => {
    const lists = everyField().filter(([, field]) => field.widget === "list");
    expect(lists.length).toBeGreaterThan(20);
    for (const [at, field] of lists) {
      expect([at, field.label_singular]).toEqual([at, expect.any(String)]);
      // A plural label ("Pictures", "Days for search engines") has a singular that differs from it.
      if (/[^s]s\b/.test(field.label)) expect([at, field.label_singular]).not.toEqual([at, field.label]);
      expect([at, field.label_singular]).not.toEqual([at, expect.stringMatching(/(ie|sse|xe)$/)]);
    }
    const singularOf = Object.fromEntries(lists.map(([at, field]) => [at, field.label_singular]));
    expect(singularOf).toMatchObject({
      "pages.blocks": "Block",
      "pages.blocks.heroSlider.slides": "Slide",
      "site.emails": "E-mail address",
      "site.phones": "Phone",
      "hotels.records": "Hotel",
      "transport.records": "Transport offer",
      "team.records": "Team member",
      "tours.records": "Tour",
      "tours.records.places": "Place",
      "tours.records.plan": "Day",
    });
    expect(
      ["Pages", "Categories", "Addresses", "Boxes", "Churches", "Days", "Hours", "Status", "Basic information"].map(
        singular,
      ),
    ).toEqual(["Page", "Category", "Address", "Box", "Church", "Day", "Hour", "Status", "Basic information"]);
  });

  it("every select shows words, not the stored values (Tour packages, Lowest price first)", () => {
    const selects = everyField().filter(([, field]) => field.widget === "select");
    expect(selects.map(([at]) => at)).toEqual(
      expect.arrayContaining(["pages.blocks.offerCarousel.source", "pages.blocks.offerCarousel.order"]),
    );
    for (const [at, field] of selects)
      for (const option of field.options!) {
        expect([at, option.label]).not.toEqual([at, expect.stringMatching(/[a-z][A-Z]/)]);
        expect([at, option.label]).toEqual([at, expect.stringMatching(/^[A-Z]/)]);
      }
    const options = (at: string) => selects.find(([where]) => where === at)![1].options!.map((option) => option.label);
    expect(options("pages.blocks.offerCarousel.source")).toEqual(["Destinations", "Tour packages"]);
    expect(options("pages.blocks.offerCarousel.order")).toContain("Lowest price first");
  });
});

describe("one field per fact", () => {
  type Field = DecapField;
  type Collection = { name: string; files?: { name: string; fields: Field[] }[] };
  const fieldOf = (fields: Field[] | undefined, name: string) => fields!.find((field) => field.name === name)!;

  it("WhatsApp's phone and the privacy contact's are chosen from Site facts' phones by label, never typed again", () => {
    const config = cmsConfig(CONTENT_MODEL, { localBackendUrl: "http://127.0.0.1:8081/api/v1" });
    const collections = config.collections as unknown as Collection[];
    const holder = collections.find((collection) => collection.files?.some((file) => file.name === "site"))!;
    const site = holder.files!.find((file) => file.name === "site")!;
    const relation = {
      widget: "relation",
      collection: holder.name,
      file: "site",
      search_fields: ["phones.*.label"],
      value_field: "phones.*.label",
      display_fields: ["phones.*.label"],
    };
    expect(fieldOf(site.fields, "whatsapp")).toMatchObject(relation);
    expect(fieldOf(fieldOf(site.fields, "privacyContact").fields, "phone")).toMatchObject(relation);
    expect(JSON.stringify(config)).not.toContain("labelOf");
    expect(fieldOf(site.fields, "phones").fields!.map((field) => field.widget)).toEqual(["string", "string"]);
  });
});

describe("uploads", () => {
  it("every picture field refuses a file over 5 MB (Decap's own check, before anything is committed)", () => {
    const pictures: unknown[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === "object") {
        if ((value as { widget?: unknown }).widget === "image") pictures.push(value);
        Object.values(value).forEach(visit);
      }
    };
    visit(cmsConfig(CONTENT_MODEL, { localBackendUrl: "http://127.0.0.1:8081/api/v1" }));
    expect(pictures.length).toBeGreaterThan(10);
    for (const picture of pictures)
      expect(picture).toMatchObject({ media_library: { config: { max_file_size: MAX_PICTURE_BYTES } } });
    expect(MAX_PICTURE_BYTES).toBe(5_000_000);
  });
});
