/**
 * The CMS at /admin/ (gatsby/cms/admin-bundle.ts builds this file into public/admin/cms.js; none of it reaches
 * a visitor's page). Its configuration comes from the content model (src/cms/config.ts); the page preview
 * renders the entry's blocks with the site's own components, and the CSS imported here and by those
 * components becomes admin/cms.css, which the preview frame loads. Before a save, the entry is checked as the
 * build checks it (src/cms/save-checks.ts); a refused save writes nothing; a saved one is written as Prettier
 * writes it (src/cms/file-text.ts).
 */
import CMS from "./decap";
import type { CmsWidgetControlProps, PreviewTemplateComponentProps } from "decap-cms-core";
import type { Map as ImmutableMap } from "immutable";
import React from "react";
import { createRoot } from "react-dom/client";
import headingFont from "../styles/fonts/dm-serif-display-latin-400-normal-unhinted.woff2";
import "../styles/fonts.css";
import "../styles/global.css";
import { BlockPreview } from "../blocks/preview";
import { loadPreviewRecords } from "../blocks/preview-records";
import { CONTENT_MODEL, type ContentModelEntry } from "../content-model";
import type { LinkedFrom } from "../lib/landing-links";
import { deviceStorage } from "../lib/device-storage";
import { type NoticePage, withEarlierVersion } from "../lib/notice-dates";
import { addressProblem } from "../lib/page-addresses";
import { githubBuildStatus, localBuildStatus } from "./build-status";
import { BuildStatusLine, PUBLISHED_EVENT } from "./BuildStatus";
import {
  type BackendSettings,
  cmsConfig,
  CmsConfigError,
  PAGE_ADDRESS_WIDGET,
  PAGES_FOLDER,
  RECORD_LIST_FIELD,
} from "./config";
import { ENTRY_NAME, entryNameOf, withoutEntryName } from "./entry-names";
import { CMS_FORMATS } from "./formats";
import { editGuard, entryKey } from "./edit-guard";
import { prepareFileText, withPrettierMarkdown } from "./file-text";
import { type RecordChoices, recordChoices, withRecordChoices } from "./record-choices";
import { isMarkdownField, type OtherPages, problemsInWords, SaveRefused, withoutBlankOptionals } from "./save-checks";
import { SeoPanel } from "./SeoPanel";
import { SiteFactsPreview, TeamPreview } from "./FactsPreviews";
import { PdfDocumentPreview } from "./PdfDocumentPreview";
import { reloadWhenAnotherEntryIsOpened } from "./entry-address";

/**
 * The page entries' preview: how the page shows in search results and shared links (SeoPanel), then the blocks as
 * a visitor will see them (backend data as labelled stand-ins).
 */
function PagePreview({ entry, getAsset }: PreviewTemplateComponentProps) {
  const blocks = entry.getIn(["data", "blocks"]) as { toJS?: () => unknown[] } | undefined;
  const list: unknown[] = typeof blocks?.toJS === "function" ? blocks.toJS() : [];
  const field = (name: string) => {
    const value: unknown = entry.getIn(["data", name]);
    return typeof value === "string" ? value : "";
  };
  const assetUrl = (path: string) => getAsset(path).toString();
  return (
    <>
      <SeoPanel
        path={field("path")}
        title={field("title")}
        description={field("description")}
        imageUrl={field("image") ? assetUrl(field("image")) : null}
        imageAlt={field("imageAlt")}
      />
      <main className="cms-preview">
        <BlockPreview blocks={list} assetUrl={assetUrl} />
      </main>
    </>
  );
}

/** The other content pages' addresses and "Linked from", read when a page is opened (the save checks use them). */
let otherPages: OtherPages = [];

type AddressProps = CmsWidgetControlProps<string> & {
  entry: ImmutableMap<string, unknown>;
  query: (
    namespace: string,
    collection: string,
    fields: string[],
    term: string,
  ) => Promise<{
    payload?: { hits?: { slug: string; path: string; data: { path?: unknown; linkedFrom?: LinkedFrom } }[] };
  }>;
};

/** A page's address: the string field, refused (in the build's words) when the site or another page has it. */
class PageAddressControl extends React.Component<AddressProps> {
  override componentDidMount() {
    const own = this.props.entry.get("slug");
    void this.props.query(this.props.forID, "pages", ["path"], "").then((result) => {
      otherPages = (result.payload?.hits ?? [])
        .filter((hit) => hit.slug !== own && typeof hit.data.path === "string")
        .map((hit) => ({ file: hit.path, path: hit.data.path as string, linkedFrom: hit.data.linkedFrom ?? null }));
    });
  }

  isValid = () => {
    const problem = this.props.value ? addressProblem(this.props.value, otherPages) : null;
    return problem ? { error: { message: `Address: ${problem}` } } : true;
  };

  override render() {
    // Decap's registry types a widget's control loosely; it is a component taking these props.
    const StringControl = CMS.getWidget("string")!.control as unknown as React.ComponentType<AddressProps>;
    return <StringControl {...this.props} />;
  }
}

/** The model entry an entry being saved belongs to: a folder collection's, or a single file's (by its name). */
const modelEntryOf = (collection: string, slug: string): ContentModelEntry | undefined =>
  CONTENT_MODEL.find((entry) => ("folder" in entry ? entry.name === collection : entry.name === slug));

for (const [name, { extension, ...format }] of Object.entries(CMS_FORMATS))
  CMS.registerCustomFormat(name, extension, format as never);
CMS.registerWidget(PAGE_ADDRESS_WIDGET, PageAddressControl as never);
// The pages and their translations (content/pages/ml/…) alike.
for (const pages of CONTENT_MODEL.filter((entry) => "folder" in entry && entry.folder.startsWith(PAGES_FOLDER)))
  CMS.registerPreviewTemplate(pages.name, PagePreview);
// Site facts and the team as the visitor's components show them (single files: a template per file name).
CMS.registerPreviewTemplate("site", ({ entry }: PreviewTemplateComponentProps) => (
  <SiteFactsPreview data={withoutEntryName((entry.get("data") as ImmutableMap<string, unknown>).toJS())} />
));
CMS.registerPreviewTemplate("team", ({ entry, getAsset }: PreviewTemplateComponentProps) => {
  const records = entry.getIn(["data", RECORD_LIST_FIELD]) as { toJS?: () => unknown } | undefined;
  return <TeamPreview records={records?.toJS?.()} assetUrl={(file) => getAsset(file).toString()} />;
});
// A PDF document as its PDF sets it (the folder's entries: one template for the collection).
CMS.registerPreviewTemplate("pdfs", ({ entry }: PreviewTemplateComponentProps) => {
  const body: unknown = entry.getIn(["data", "body"]);
  return <PdfDocumentPreview markdown={typeof body === "string" ? body : ""} slug={String(entry.get("slug"))} />;
});
// The CSS the site's components import, which the admin's build writes beside cms.js (gatsby/cms/admin-bundle.ts).
CMS.registerPreviewStyle("cms.css");
// The preview frame gets the heading font ready at once: the site's `font-display: optional` would let the
// frame, which loads it late, fall back to another serif.
CMS.registerPreviewStyle(
  `@font-face { font-family: "DM Serif Display"; font-display: block; src: url("${headingFont}") format("woff2"); }`,
  { raw: true },
);

/** A page's file as it was read, or null when it is not JSON (Decap read it all the same: nothing to compare). */
function jsonOrNull(text: string): NoticePage | null {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === "object" ? (value as NoticePage) : null;
  } catch {
    return null;
  }
}

/** What the save under way will write, announced to the other tabs once it is saved. */
let pendingSave: { key: string; text: string } | null = null;

CMS.registerEventListener({
  name: "preSave",
  handler: async ({ entry }: { entry: ImmutableMap<string, unknown> }) => {
    const collection = String(entry.get("collection"));
    const slug = entry.get("slug") as string | undefined;
    const model = modelEntryOf(collection, slug ?? "");
    const data = entry.get("data") as ImmutableMap<string, unknown>;
    if (!model) return data;
    const isList = !("folder" in model) && (model.schema._zod.def as { type: string }).type === "array";
    // The entry's name in the CMS's list (its format added it) is not content: checked without it.
    const plain = withoutEntryName(data.toJS() as Record<string, unknown>);
    let content = withoutBlankOptionals(model.schema, isList ? plain[RECORD_LIST_FIELD] : plain);
    // Markdown fields as Prettier writes Markdown ("- " bullets), not as Decap's editor does ("* ").
    const checked = content;
    content = await withPrettierMarkdown(content, (path) => isMarkdownField(model.schema, path, checked));
    const markdown = "folder" in model && model.extension === "md";
    const readText = (entry.get("raw") as string | undefined) || undefined;
    // Another tab saved this entry since this one read it: saving would undo that (src/cms/edit-guard.ts).
    const key = slug ? entryKey(collection, slug) : undefined;
    if (key) editGuard.checkBeforeSave(key, readText);
    let text: string | undefined;
    if (markdown) {
      const body = (content as { body?: unknown }).body;
      if (typeof body === "string") {
        text = await prepareFileText("md", body);
        content = { ...(content as object), body: text };
      }
    }
    // The privacy notice: a new date keeps the one it replaces as an earlier version; new words need a new date.
    const before = readText && !markdown && !isList ? jsonOrNull(readText) : null;
    content = withEarlierVersion(content as NoticePage, before);
    const problems = problemsInWords(model, content, otherPages, before);
    if (problems.length > 0) throw new SaveRefused(problems);
    // The file's text, Prettier's, edited from the text the entry was read from (none for a new entry).
    if (!markdown) text = await prepareFileText("json", content, readText);
    pendingSave = key && text !== undefined ? { key, text } : null;
    // Decap's own Immutable map, refilled in the checked content's key order, with the name the list shows
    // for what was saved (the format leaves it out of the file).
    const name = entryNameOf(model, content);
    const saved = isList ? { [RECORD_LIST_FIELD]: content } : (content as Record<string, unknown>);
    return data.clear().mergeDeep(name === undefined ? saved : { ...saved, [ENTRY_NAME]: name });
  },
});

CMS.registerEventListener({
  name: "postSave",
  handler: () => {
    if (pendingSave) editGuard.announceSave(pendingSave.key, pendingSave.text);
    pendingSave = null;
  },
});

CMS.registerEventListener({
  name: "postPublish",
  handler: () => void window.dispatchEvent(new Event(PUBLISHED_EVENT)),
});

const settings: BackendSettings = {
  githubRepo: process.env.GATSBY_CMS_GITHUB_REPO || undefined,
  branch: process.env.GATSBY_CMS_BRANCH || undefined,
  authBaseUrl: process.env.GATSBY_CMS_AUTH_BASE_URL || undefined,
  siteDomain: process.env.GATSBY_CMS_SITE_DOMAIN || undefined,
  localBackendUrl: process.env.GATSBY_CMS_LOCAL_BACKEND || undefined,
};

/** The editor's GitHub token, as Decap keeps it after login (null before). */
function githubToken(): string | null {
  try {
    const user = JSON.parse(deviceStorage.read("decap-cms-user") ?? "null") as { token?: unknown } | null;
    return typeof user?.token === "string" ? user.token : null;
  } catch {
    return null;
  }
}

/** Where the build status comes from: the develop server's checks locally, else Netlify's status on GitHub. */
const loadBuildStatus = settings.localBackendUrl
  ? () => localBuildStatus()
  : () => githubBuildStatus(settings.githubRepo ?? "", settings.branch || "main", githubToken());

/** Starts the CMS, or says what to set when the build has no backend. */
function start(choices: RecordChoices | Error) {
  try {
    CMS.init({ config: withRecordChoices(cmsConfig(CONTENT_MODEL, settings), choices) as never });
    const line = document.createElement("div");
    document.body.append(line);
    createRoot(line).render(<BuildStatusLine load={loadBuildStatus} />);
  } catch (error) {
    if (!(error instanceof CmsConfigError)) throw error;
    const message = document.createElement("p");
    message.setAttribute("role", "alert");
    message.textContent = error.message;
    document.body.append(message);
  }
}

reloadWhenAnotherEntryIsOpened();
// The trips and questions a block can choose by name come from the build's records, so the CMS starts once they are read.
void loadPreviewRecords().then(
  (records) => start(recordChoices(records)),
  (error: unknown) => start(error instanceof Error ? error : new Error(String(error))),
);
