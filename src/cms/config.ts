/**
 * The Decap CMS configuration, generated from the content model (no config.yml): one collection per
 * group of content files, their fields from the zod schemas (src/cms/zod-to-decap.ts), pictures uploaded
 * into content/images and stored as a path relative to the entry's file, and the backend from build-time
 * environment variables (README, "Editing content in the CMS").
 */
import type { z } from "zod";
import { fieldsFromObject, type DecapField } from "./zod-to-decap";

/** A content file the CMS edits as one entry. */
export interface ContentFileModel {
  name: string;
  label: string;
  description?: string;
  /** Path from the repository root, e.g. "content/site.json". */
  file: string;
  schema: z.ZodType;
}

/** A folder of content files of one shape, e.g. the landing pages in content/pages. */
export interface ContentFolderModel {
  name: string;
  label: string;
  description?: string;
  /** Path from the repository root, e.g. "content/pages". */
  folder: string;
  /** Whether editors may add entries. */
  create: boolean;
  schema: z.ZodType;
  /** Only the files of this folder whose data passes this test belong to the collection. */
  filter?: { field: string; value: string };
}

/** A Markdown file edited as one body of text (the PDF sources in content/pdf). */
export interface MarkdownFileModel {
  name: string;
  label: string;
  description?: string;
  file: string;
  markdown: true;
}

export type ContentModelEntry = ContentFileModel | ContentFolderModel | MarkdownFileModel;

/** The repository folder uploaded pictures go to. */
export const MEDIA_FOLDER = "content/images";

/**
 * The path from a content file's folder to content/images, which Decap uses both to store an upload and
 * as the stored value's prefix: "content/site.json" → "images", "content/pages/x.json" → "../images".
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
  };
}

const isFolder = (entry: ContentModelEntry): entry is ContentFolderModel => "folder" in entry;
const isMarkdown = (entry: ContentModelEntry): entry is MarkdownFileModel => "markdown" in entry;

/** The editable fields of an object schema; a content file whose top level is not an object cannot be an entry. */
export function entryFields(entry: ContentFileModel | ContentFolderModel): DecapField[] {
  const def = entry.schema._zod.def as { type: string };
  if (def.type !== "object")
    throw new CmsConfigError(
      `${isFolder(entry) ? entry.folder : entry.file}: the CMS edits files whose top level is an object (found ${def.type})`,
    );
  return fieldsFromObject(entry.schema as z.ZodObject);
}

/** The collections: files grouped by folder (content/, content/pages/, content/pdf/), then each folder collection. */
export function collectionsFromModel(model: readonly ContentModelEntry[]) {
  const groups = new Map<string, (ContentFileModel | MarkdownFileModel)[]>();
  for (const entry of model) {
    if (isFolder(entry)) continue;
    const group = entry.file.split("/").slice(0, -1).join("/");
    groups.set(group, [...(groups.get(group) ?? []), entry]);
  }
  const fileCollections = [...groups].map(([folder, entries]) => ({
    name: folder.replace(/\W+/g, "-"),
    label: GROUP_LABELS[folder] ?? folder,
    editor: { preview: entries.every((entry) => !isMarkdown(entry)) },
    files: entries.map((entry) => {
      const media = mediaFolderFor(entry.file, false);
      const base = {
        name: entry.name,
        label: entry.label,
        file: entry.file,
        media_folder: media,
        public_folder: media,
      };
      if (isMarkdown(entry))
        return {
          ...base,
          format: "frontmatter",
          fields: [
            {
              name: "body",
              label: entry.label,
              widget: "markdown",
              ...(entry.description && { hint: entry.description }),
            },
          ],
        };
      return {
        ...base,
        format: "json",
        ...(entry.description && { description: entry.description }),
        fields: entryFields(entry),
      };
    }),
  }));
  const folderCollections = model.filter(isFolder).map((entry) => {
    const media = mediaFolderFor(entry.folder, true);
    return {
      name: entry.name,
      label: entry.label,
      ...(entry.description && { description: entry.description }),
      folder: entry.folder,
      create: entry.create,
      extension: "json",
      format: "json",
      slug: "{{slug}}",
      media_folder: media,
      public_folder: media,
      ...(entry.filter && { filter: entry.filter }),
      fields: entryFields(entry),
    };
  });
  return [...fileCollections, ...folderCollections];
}

/** Sidebar names of the file groups. */
const GROUP_LABELS: Record<string, string> = {
  content: "Site content",
  "content/pages": "Pages",
  "content/pdf": "PDF documents",
};

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
