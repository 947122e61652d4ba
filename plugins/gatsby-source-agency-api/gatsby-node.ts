import path from "node:path";
import type { GatsbyNode, Reporter } from "gatsby";
import { createFileNodeFromBuffer } from "gatsby-source-filesystem";
import { COLLECTIONS, validateRecords, type CollectionDefinition } from "./collections";
import { fetchCollection } from "./fetch-collection";
import { SourceFetchError } from "./fetch-json";
import { downloadImage, imageUrlPolicy, type PictureSource } from "./images";
import { resolveSourceOptions, type SourceOptions } from "./options";
import { renderPlaceholderJpeg } from "./placeholder";
import { typeDefs } from "./schema";

const PREFIX = "[agency-api]";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

function endpointsOf(definition: CollectionDefinition, options: SourceOptions) {
  const url = `${definition.base === "api" ? options.apiUrl : options.adminApiUrl}${definition.path}`;
  const variants = definition.variants;
  if (!variants) return [{ url, envelope: definition.envelope, tag: undefined }];
  return variants.values.map((value) => ({
    url,
    envelope: definition.envelope,
    query: { [variants.param]: value },
    tag: { field: variants.field, value },
  }));
}

/** Fetches one collection (all variants, all pages) and tags each record with its variant, e.g. its destination type. */
async function fetchDefinition(
  definition: CollectionDefinition,
  options: SourceOptions,
  reporter: Reporter,
): Promise<unknown[]> {
  const policy = { timeoutMs: options.timeoutMs, attempts: options.attempts };
  const parts = await Promise.all(
    endpointsOf(definition, options).map(async (endpoint) => {
      const records = await fetchCollection(endpoint, policy, options.pageSize, (message) =>
        reporter.warn(`${PREFIX} ${definition.key}: ${message}`),
      );
      const tag = endpoint.tag;
      return tag
        ? records.map((record) =>
            typeof record === "object" && record !== null ? { ...record, [tag.field]: tag.value } : record,
          )
        : records;
    }),
  );
  return parts.flat();
}

function dropDuplicates(records: Record<string, unknown>[], definition: CollectionDefinition, reporter: Reporter) {
  const seen = new Set<string>();
  return records.filter((record, index) => {
    const id = typeof record._id === "string" && record._id ? record._id : `${definition.key}-${index + 1}`;
    record._id = id;
    if (seen.has(id)) {
      reporter.warn(`${PREFIX} skipped ${definition.key} record "${id}": _id: appears more than once`);
      return false;
    }
    seen.add(id);
    return true;
  });
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async (
  { actions, cache, createNodeId, createContentDigest, getCache, reporter },
  pluginOptions,
) => {
  const { createNode } = actions;
  // gatsby-config passes resolveSourceOptions(process.env); the defaults cover a config that passes nothing.
  const options: SourceOptions = { ...resolveSourceOptions({}), ...(pluginOptions as Partial<SourceOptions>) };
  const activity = reporter.activityTimer(`${PREFIX} sourcing from ${options.adminApiUrl} and ${options.apiUrl}`);
  activity.start();

  let placeholderId: Promise<string> | undefined;
  const placeholderFile = () =>
    (placeholderId ??= renderPlaceholderJpeg().then(async (buffer) => {
      const node = await createFileNodeFromBuffer({
        buffer,
        name: "agency-placeholder",
        ext: ".jpg",
        getCache,
        createNode,
        createNodeId,
      });
      return node.id;
    }));

  // One download per distinct URL, however many records share it; a refused or broken picture never stops the build.
  // Pictures validated by an earlier build are revalidated with the server (304) instead of downloaded again.
  const allowedImageUrl = imageUrlPolicy([options.adminApiUrl, options.apiUrl], options.imageHosts);
  const downloads = new Map<string, Promise<string>>();
  const pictureSources: Record<PictureSource, number> = { downloaded: 0, "not-modified": 0, unchanged: 0 };
  const fileNodeFor = (url: string, where: string) => {
    let download = downloads.get(url);
    if (!download) {
      download = (async () => {
        const { buffer, ext, source } = await downloadImage(allowedImageUrl(url), options.timeoutMs, cache);
        pictureSources[source]++;
        const node = await createFileNodeFromBuffer({
          buffer,
          // Readable in .cache and unique per URL.
          name: `${path.posix.basename(new URL(url).pathname).replace(/\.[^.]*$/, "") || "image"}-${createContentDigest(url)}`,
          ext,
          getCache,
          createNode,
          createNodeId,
        });
        return node.id;
      })().catch(async (error: unknown) => {
        const reason =
          error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
        reporter.warn(`${PREFIX} ${where}: image ${url} ${reason}; using the placeholder image`);
        return placeholderFile();
      });
      downloads.set(url, download);
    }
    return download;
  };

  const failures: string[] = [];
  await Promise.all(
    COLLECTIONS.map(async (definition) => {
      const statusNode = (ok: boolean, message: string | null, skipped: number) =>
        createNode({
          id: createNodeId(`AgencySourceStatus-${definition.key}`),
          collection: definition.key,
          ok,
          url: `${definition.base === "api" ? options.apiUrl : options.adminApiUrl}${definition.path}`,
          message,
          skipped,
          internal: { type: "AgencySourceStatus", contentDigest: createContentDigest({ ok, message, skipped }) },
        });

      let raw: unknown[];
      try {
        raw = await fetchDefinition(definition, options, reporter);
      } catch (error) {
        const message = error instanceof SourceFetchError ? error.message : String(error);
        failures.push(message);
        await statusNode(false, message, 0);
        return;
      }

      const { valid, rejected } = validateRecords(definition, raw);
      for (const { id, problems } of rejected) {
        reporter.warn(`${PREFIX} skipped ${definition.key} record "${id}": ${problems.join("; ")}`);
      }
      const records = dropDuplicates(valid, definition, reporter);

      await Promise.all(
        records.map(async (record, sourceOrder) => {
          const id = String(record._id);
          await Promise.all(
            definition.images(record).map(async ({ holder, field }) => {
              holder[`${field}FileId`] = await fileNodeFor(String(holder[field]), `${definition.key} "${id}" ${field}`);
            }),
          );
          const { _id, ...fields } = record;
          await createNode({
            ...fields,
            agencyId: _id,
            // The backend's order (a list's "Recommended"); part of the digest, so a reordering alone updates the node.
            sourceOrder,
            id: createNodeId(`${definition.nodeType}-${id}`),
            internal: { type: definition.nodeType, contentDigest: createContentDigest({ record, sourceOrder }) },
          });
        }),
      );
      await statusNode(true, null, rejected.length + (valid.length - records.length));
      reporter.verbose(
        `${PREFIX} ${definition.key}: ${records.length} records, ${raw.length - records.length} skipped`,
      );
    }),
  );
  activity.end();
  if (downloads.size > 0) {
    reporter.info(
      `${PREFIX} pictures: ${pictureSources.downloaded} downloaded and validated, ` +
        `${pictureSources["not-modified"]} unchanged on the server (304), ${pictureSources.unchanged} downloaded with the same bytes`,
    );
  }

  if (failures.length === 0) return;
  const list = failures.map((failure) => `  - ${failure}`).join("\n");
  if (options.allowPartial) {
    reporter.warn(`${PREFIX} ALLOW_PARTIAL_CONTENT is set; building with these collections empty:\n${list}`);
    return;
  }
  reporter.panic(
    `${PREFIX} the content backend could not be read, so the build stops rather than publish an incomplete site:\n${list}\n` +
      `Check ADMIN_API_URL / API_URL, or set ALLOW_PARTIAL_CONTENT=1 to build with the failed collections empty.`,
  );
};
