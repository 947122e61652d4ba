import path from "node:path";
import type { GatsbyNode, Reporter } from "gatsby";
import { createFileNodeFromBuffer } from "gatsby-source-filesystem";
import {
  checkRecords,
  checkTranslations,
  COLLECTIONS,
  lossProblem,
  type CollectionDefinition,
  type RecordTranslation,
} from "./collections";
import { TRANSLATION_LANGUAGES } from "../../src/content-model/record-translations";
import { EDITIONS } from "../../src/i18n/editions";
import { fetchCollection } from "./fetch-collection";
import { SourceFetchError } from "./fetch-json";
import { downloadImage, imageUrlPolicy, type PictureSource } from "./images";
import { checkPercent, resolveSourceOptions, type SourceOptions } from "./options";
import { PLACEHOLDER_FILE_NAME, renderPlaceholderJpeg } from "./placeholder";
import { typeDefs } from "./schema";

const PREFIX = "[agency-api]";

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(typeDefs);
};

function endpointsOf(definition: CollectionDefinition, options: SourceOptions) {
  const url = `${definition.base === "api" ? options.apiUrl : options.adminApiUrl}${definition.path}`;
  const variants = definition.variants;
  if (!variants) return [{ url, envelope: definition.envelope, query: {}, tag: undefined }];
  return variants.values.map((value) => ({
    url,
    envelope: definition.envelope,
    query: { [variants.param]: value },
    tag: { field: variants.field, value },
  }));
}

/**
 * Fetches one collection (all variants, all pages) and tags each record with its variant, e.g. its destination type;
 * `locale`: in that language (`?locale=`), where the booking system translates the collection.
 */
async function fetchDefinition(
  definition: CollectionDefinition,
  options: SourceOptions,
  reporter: Reporter,
  locale?: string,
): Promise<unknown[]> {
  const policy = { timeoutMs: options.timeoutMs, attempts: options.attempts };
  const parts = await Promise.all(
    endpointsOf(definition, options).map(async (endpoint) => {
      const localised = locale ? { ...endpoint, query: { ...endpoint.query, locale } } : endpoint;
      const records = await fetchCollection(localised, policy, options.pageSize, (message) =>
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

/**
 * Each record's `translations` from the booking system (`?locale=ml|ar`), where the collection has translated fields.
 * A language the backend does not answer (an older backend refuses the parameter) is a warning: its edition shows the
 * records in English, marked so. The build prints what each language covers.
 */
async function addTranslations(
  definition: CollectionDefinition,
  records: Record<string, unknown>[],
  options: SourceOptions,
  reporter: Reporter,
): Promise<void> {
  if (!definition.translation) return;
  const published = new Set(records.map((record) => String(record._id)));
  const byLanguage = await Promise.all(
    TRANSLATION_LANGUAGES.map(async (language) => {
      try {
        const raw = await fetchDefinition(definition, options, reporter, language);
        const { translations, warnings } = checkTranslations(definition, language, raw, published);
        for (const warning of warnings) reporter.warn(`${PREFIX} ${warning}`);
        return translations;
      } catch (error) {
        const reason = error instanceof SourceFetchError ? error.message : String(error);
        reporter.warn(
          `${PREFIX} ${definition.key}: no ${language} words from the booking system (${reason}); shown in English`,
        );
        return new Map<string, RecordTranslation>();
      }
    }),
  );
  for (const record of records)
    record.translations = byLanguage.flatMap((translations) => translations.get(String(record._id)) ?? []);
  const coverage = TRANSLATION_LANGUAGES.map(
    (language, index) => `${EDITIONS[language].name} (${language}) ${byLanguage[index]!.size} of ${records.length}`,
  ).join(", ");
  reporter.info(`[editions] ${definition.key} translated by the booking system: ${coverage}`);
}

export const sourceNodes: GatsbyNode["sourceNodes"] = async (
  { actions, cache, createNodeId, createContentDigest, getCache, reporter },
  pluginOptions,
) => {
  const { createNode } = actions;
  // gatsby-config passes resolveSourceOptions(process.env); the defaults cover a config that passes nothing.
  const options: SourceOptions = { ...resolveSourceOptions({}), ...(pluginOptions as Partial<SourceOptions>) };
  checkPercent(options.maxInvalidPercent, "the maxInvalidPercent option");
  const activity = reporter.activityTimer(`${PREFIX} sourcing from ${options.adminApiUrl} and ${options.apiUrl}`);
  activity.start();

  let placeholderId: Promise<string> | undefined;
  const placeholderFile = () =>
    (placeholderId ??= renderPlaceholderJpeg().then(async (buffer) => {
      const node = await createFileNodeFromBuffer({
        buffer,
        name: PLACEHOLDER_FILE_NAME,
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

  const statusNode = (definition: CollectionDefinition, ok: boolean, message: string | null, skipped: number) =>
    createNode({
      id: createNodeId(`AgencySourceStatus-${definition.key}`),
      collection: definition.key,
      ok,
      url: `${definition.base === "api" ? options.apiUrl : options.adminApiUrl}${definition.path}`,
      message,
      skipped,
      internal: { type: "AgencySourceStatus", contentDigest: createContentDigest({ ok, message, skipped }) },
    });

  // Every collection is read and checked before any picture is fetched, so a build that must stop stops early.
  const sourced = await Promise.all(
    COLLECTIONS.map(async (definition) => {
      try {
        const raw = await fetchDefinition(definition, options, reporter);
        const { valid, skipped } = checkRecords(definition, raw);
        for (const { warning } of skipped) reporter.warn(`${PREFIX} ${warning}`);
        const loss = lossProblem(definition.key, raw.length, skipped, options.maxInvalidPercent);
        await addTranslations(definition, valid, options, reporter);
        return { definition, records: valid, skipped: skipped.length, loss, failure: null };
      } catch (error) {
        const failure = error instanceof SourceFetchError ? error.message : String(error);
        return { definition, records: [], skipped: 0, loss: null, failure };
      }
    }),
  );
  const list = (messages: (string | null)[]) =>
    messages
      .filter((message): message is string => message !== null)
      .map((message) => `  - ${message}`)
      .join("\n");
  const failures = list(sourced.map((collection) => collection.failure));
  const losses = list(sourced.map((collection) => collection.loss));
  if (!options.allowPartial && (failures || losses)) {
    reporter.panic(
      [
        failures &&
          `${PREFIX} the content backend could not be read, so the build stops rather than publish an incomplete site:\n${failures}\n` +
            `Check ADMIN_API_URL / API_URL, or set ALLOW_PARTIAL_CONTENT=1 to build with the failed collections empty.`,
        losses &&
          `${PREFIX} records failed validation, so the build stops rather than publish a catalogue missing them:\n${losses}\n` +
            `Fix the records in the admin backend (the warnings above name each one and why), ` +
            `or set ALLOW_PARTIAL_CONTENT=1 to publish anyway.`,
      ]
        .filter(Boolean)
        .join("\n"),
    );
  }

  await Promise.all(
    sourced.map(async ({ definition, records, skipped, loss, failure }) => {
      if (failure !== null) return statusNode(definition, false, failure, 0);
      // Pictures are fetched all at once; the nodes are then made in the backend's order, whatever order the
      // downloads ended in, so that every build lists equal records (ties in a sort) the same way.
      await Promise.all(
        records.flatMap((record) =>
          definition.images(record).map(async ({ holder, field }) => {
            const where = `${definition.key} "${String(record._id)}" ${field}`;
            holder[`${field}FileId`] = await fileNodeFor(String(holder[field]), where);
          }),
        ),
      );
      for (const [sourceOrder, record] of records.entries()) {
        const { _id, ...fields } = record;
        await createNode({
          ...fields,
          agencyId: _id,
          // The backend's order (a list's "Recommended"); part of the digest, so a reordering alone updates the node.
          sourceOrder,
          id: createNodeId(`${definition.nodeType}-${String(_id)}`),
          internal: { type: definition.nodeType, contentDigest: createContentDigest({ record, sourceOrder }) },
        });
      }
      await statusNode(definition, true, loss, skipped);
      reporter.verbose(`${PREFIX} ${definition.key}: ${records.length} records, ${skipped} skipped`);
    }),
  );
  activity.end();
  if (downloads.size > 0) {
    reporter.info(
      `${PREFIX} pictures: ${pictureSources.downloaded} downloaded and validated, ` +
        `${pictureSources["not-modified"]} unchanged on the server (304), ${pictureSources.unchanged} downloaded with the same bytes`,
    );
  }
  if (failures)
    reporter.warn(`${PREFIX} ALLOW_PARTIAL_CONTENT is set; building with these collections empty:\n${failures}`);
  if (losses)
    reporter.warn(
      `${PREFIX} ALLOW_PARTIAL_CONTENT is set; publishing these collections without their invalid records:\n${losses}`,
    );
};
