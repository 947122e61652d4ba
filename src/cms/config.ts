/**
 * The Decap CMS configuration, generated from the content model (no config.yml): one collection per
 * group of content files, their fields from the zod schemas (src/cms/zod-to-decap.ts), pictures uploaded
 * into content/images and stored as a path relative to the entry's file, and the backend from build-time
 * environment variables (docs/cms.md, "Production: GitHub backend, Netlify as the OAuth provider").
 */
import type { z } from "zod";
import type { LabelSource } from "../content-model/fields";
import { PAGES_FOLDER } from "../content-model";
import { ENTRY_NAME } from "./entry-names";
import { fieldFromSchema, fieldsFromObject, type DecapField } from "./zod-to-decap";

/** A content file the CMS edits as one entry (src/content-model: an object, or a list of records). */
export interface ContentFileModel {
  name: string;
  label: string;
  description?: string;
  /** Path from the repository root, e.g. "content/site.json". */
  file: string;
  schema: z.ZodType;
}

/** A folder of content files of one shape: the block pages (create: true), the PDF sources (Markdown). */
export interface ContentFolderModel {
  name: string;
  label: string;
  description?: string;
  /** Path from the repository root, e.g. "content/pages". */
  folder: string;
  extension: "json" | "md";
  /** Whether editors may add entries. */
  create: boolean;
  /** For Markdown, `{ body }`: the whole file. */
  schema: z.ZodType;
}

export type ContentModelEntry = ContentFileModel | ContentFolderModel;

/** Decap formats registered by src/cms/cms.tsx (src/cms/formats.ts): the text the save prepared with Prettier. */
export const JSON_FORMAT = "prettier-json";
/** A file that is a list of records, edited as `{ records: [...] }`. */
export const RECORD_LIST_FORMAT = "prettier-json-records";
export const RECORD_LIST_FIELD = "records";
/** A content page (content/pages/*.json): JSON as Prettier writes it, named in the CMS (src/cms/entry-names.ts). */
export const PAGE_FORMAT = "prettier-json-page";
/**
 * A Markdown document (content/pdf/*.md), edited as `{ body }`: the file's text, nothing around it; named
 * in the CMS by its first heading.
 */
export const MARKDOWN_FORMAT = "markdown-document";

/** The widget of a page's address (src/cms/cms.tsx): the string field, checked against the other pages. */
export { PAGES_FOLDER };
export const PAGE_ADDRESS_WIDGET = "page-address";

/** The repository folder uploaded pictures go to. */
export const MEDIA_FOLDER = "content/images";

/**
 * The path from a content file's folder to content/images, the stored value's prefix (Decap's public folder; the
 * build resolves it from the file): "content/site.json" → "images", "content/pages/x.json" → "../images".
 */
export function mediaFolderFor(fileOrFolder: string, isFolder: boolean): string {
  const directory = (isFolder ? fileOrFolder : fileOrFolder.split("/").slice(0, -1).join("/")).replace(/\/+$/, "");
  const from = directory.split("/").filter(Boolean);
  const to = MEDIA_FOLDER.split("/");
  let common = 0;
  while (common < from.length && common < to.length && from[common] === to[common]) common += 1;
  return [...from.slice(common).map(() => ".."), ...to.slice(common)].join("/");
}

/** The build-time settings of the backend, from the environment (GATSBY_ variables reach the admin bundle). */
export interface BackendSettings {
  /** "owner/name" of the GitHub repository the CMS commits to (production). */
  githubRepo?: string;
  /** Branch the CMS commits to; default "main". */
  branch?: string;
  /** The OAuth provider's origin; default Netlify's, https://api.netlify.com. */
  authBaseUrl?: string;
  /** The site's domain as registered with the OAuth provider, when the admin is opened from another host. */
  siteDomain?: string;
  /** decap-server's API, e.g. http://localhost:8081/api/v1: local editing writes to the working tree. */
  localBackendUrl?: string;
}

export class CmsConfigError extends Error {}

export function backendConfig(settings: BackendSettings) {
  if (!settings.githubRepo && !settings.localBackendUrl)
    throw new CmsConfigError(
      "The CMS has no backend: set GATSBY_CMS_GITHUB_REPO (owner/name) for the GitHub backend, or run `npm run cms` for local editing.",
    );
  if (settings.githubRepo && !/^[\w.-]+\/[\w.-]+$/.test(settings.githubRepo))
    throw new CmsConfigError(`GATSBY_CMS_GITHUB_REPO must be owner/name (got "${settings.githubRepo}")`);
  return {
    backend: {
      name: "github",
      // Without a repository only the local backend is used (Decap needs a backend name all the same).
      repo: settings.githubRepo ?? "local/editing",
      branch: settings.branch || "main",
      base_url: settings.authBaseUrl || "https://api.netlify.com",
      auth_endpoint: "auth",
      ...(settings.siteDomain && { site_domain: settings.siteDomain }),
    },
    ...(settings.localBackendUrl && { local_backend: { url: settings.localBackendUrl } }),
    // A save is a draft (with GitHub a pull request, which Netlify builds as a deploy preview); it reaches the
    // branch only when someone moves it In review → Ready and publishes it. decap-server does the same with
    // local branches in its git mode (scripts/cms.mjs).
    publish_mode: "editorial_workflow",
  };
}

const isFolder = (entry: ContentModelEntry): entry is ContentFolderModel => "folder" in entry;
const typeOf = (schema: z.ZodType) => (schema._zod.def as { type: string }).type;
const pathOf = (entry: ContentModelEntry) => (isFolder(entry) ? entry.folder : entry.file);

/**
 * The editable fields of an entry: an object schema's fields; for a file that is a list of records, one
 * list field holding them (RECORD_LIST_FORMAT reads and writes the bare list).
 */
export function entryFields(entry: ContentModelEntry): DecapField[] {
  const type = typeOf(entry.schema);
  if (type === "object") {
    const fields = fieldsFromObject(entry.schema as z.ZodObject);
    if (fields.some((field) => field.name === ENTRY_NAME))
      throw new CmsConfigError(`${pathOf(entry)}: "${ENTRY_NAME}" is the CMS's name of an entry, not a field name`);
    return fields;
  }
  if (type === "array" && !isFolder(entry))
    return [fieldFromSchema(RECORD_LIST_FIELD, entry.schema.meta({ title: entry.label }), entry.file)];
  throw new CmsConfigError(`${pathOf(entry)}: the CMS edits an object or a list of records (found ${type})`);
}

/** Decap's format for an entry's file (src/cms/formats.ts): a folder's formats name its entries. */
export function formatOf(entry: ContentModelEntry): string {
  if (isFolder(entry)) return entry.extension === "md" ? MARKDOWN_FORMAT : PAGE_FORMAT;
  return typeOf(entry.schema) === "array" ? RECORD_LIST_FORMAT : JSON_FORMAT;
}

/**
 * Sidebar names of the groups of single files, by folder and format. Decap reads a files collection's
 * files with the collection's format only (a file's own `format` is ignored), so files written differently
 * (an object, a bare list of records) are in different collections.
 */
const GROUPS: Record<string, { name: string; label: string }> = {
  [`content ${JSON_FORMAT}`]: { name: "content", label: "Site content" },
  [`content ${RECORD_LIST_FORMAT}`]: { name: "lists", label: "Team, tours, hotels and transport" },
};

/**
 * How the list of a folder's entries names them: by the name their format adds (src/cms/entry-names.ts):
 * Home, About, Services, a landing page's title; a PDF's title.
 */
const SUMMARIES: Record<string, { identifier_field: string; summary: string }> = {
  json: { identifier_field: "title", summary: `{{${ENTRY_NAME}}}` },
  md: { identifier_field: "body", summary: `{{${ENTRY_NAME}}}` },
};

/** What "New …" and "Delete" say: one landing page, one document. */
const SINGULAR_LABELS: Record<string, string> = { json: "Page", md: "Document" };

/**
 * A page's address: on an English page, typed and checked against the other pages (PAGE_ADDRESS_WIDGET); on a
 * translation (content/pages/ml/…), the English page it translates, chosen from the pages by title.
 */
function pageAddressField(entry: ContentFolderModel, field: DecapField): DecapField {
  if (entry.folder === PAGES_FOLDER) return { ...field, widget: PAGE_ADDRESS_WIDGET };
  if (!entry.folder.startsWith(`${PAGES_FOLDER}/`)) return field;
  return {
    ...field,
    widget: "relation",
    collection: "pages",
    value_field: "path",
    search_fields: ["title", "path"],
    display_fields: ["title", "path"],
  };
}

/**
 * The collections: each folder of the model (block pages, PDF texts) is a folder collection; single files
 * are grouped into one files collection per directory. A page's translations are a folder collection per edition
 * (content/pages/ml/), each file the words and blocks of one English page (design decision 39).
 */
export function collectionsFromModel(model: readonly ContentModelEntry[]) {
  const folderCollections = model.filter(isFolder).map((entry) => {
    const media = mediaFolderFor(entry.folder, true);
    return {
      name: entry.name,
      label: entry.label,
      ...(entry.description && { description: entry.description }),
      folder: entry.folder,
      label_singular: SINGULAR_LABELS[entry.extension],
      create: entry.create,
      // Decap cannot keep a few entries of a folder from deletion: the pages the site needs (/, /about,
      // /service) would go with a landing page, so no page is deleted in the CMS (docs/cms.md).
      delete: false,
      extension: entry.extension,
      format: formatOf(entry),
      ...SUMMARIES[entry.extension],
      slug: "{{slug}}",
      // From the repository's root: Decap reads a relative media folder from the entry's file, and a new entry has
      // none yet, so its media library showed its folder's JSON files ("No assets found") and an upload went there.
      media_folder: `/${MEDIA_FOLDER}`,
      public_folder: media,
      fields: entryFields(entry).map((field) => (field.name === "path" ? pageAddressField(entry, field) : field)),
    };
  });
  const groups = new Map<string, ContentFileModel[]>();
  for (const entry of model) {
    if (isFolder(entry)) continue;
    const group = `${entry.file.split("/").slice(0, -1).join("/")} ${formatOf(entry)}`;
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  const fileCollections = [...groups].map(([group, entries]) => ({
    ...(GROUPS[group] ?? { name: group.replace(/\W+/g, "-"), label: group }),
    format: group.split(" ")[1]!,
    files: entries.map((entry) => {
      const media = mediaFolderFor(entry.file, false);
      return {
        name: entry.name,
        label: entry.label,
        file: entry.file,
        ...(entry.description && { description: entry.description }),
        media_folder: `/${MEDIA_FOLDER}`,
        public_folder: media,
        fields: entryFields(entry),
      };
    }),
  }));
  const collectionOfFile = new Map(
    fileCollections.flatMap((collection) => collection.files.map((file) => [file.name, collection.name] as const)),
  );
  const related = (fields: DecapField[]): DecapField[] =>
    fields.map(({ labelOf, ...field }) => ({
      ...field,
      ...(field.fields && { fields: related(field.fields) }),
      ...(field.field && { field: related([field.field])[0]! }),
      ...(field.types && { types: related(field.types) }),
      ...(labelOf && relationTo(labelOf, collectionOfFile.get(labelOf.file))),
    }));
  return [
    ...folderCollections.map((collection) => ({ ...collection, fields: related(collection.fields) })),
    ...fileCollections.map((collection) => ({
      ...collection,
      files: collection.files.map((file) => ({ ...file, fields: related(file.fields) })),
    })),
  ];
}

/**
 * Decap's relation widget for a `labelOf` field: a select of the values of one list of a single file (a phone's
 * label, from Site facts' Phones, as last saved).
 */
function relationTo(source: LabelSource, collection: string | undefined): Partial<DecapField> {
  if (!collection)
    throw new CmsConfigError(`no content file named "${source.file}" for a field that names its ${source.list}`);
  const values = `${source.list}.*.${source.field}`;
  return {
    widget: "relation",
    collection,
    file: source.file,
    search_fields: [values],
    value_field: values,
    display_fields: [values],
  };
}

/** The whole configuration handed to CMS.init({ config }). */
export function cmsConfig(model: readonly ContentModelEntry[], settings: BackendSettings) {
  return {
    load_config_file: false,
    ...backendConfig(settings),
    media_folder: MEDIA_FOLDER,
    public_folder: `/${MEDIA_FOLDER}`,
    // The site's URLs are its own business: no "view live" links to guess.
    show_preview_links: false,
    collections: collectionsFromModel(model),
  };
}
