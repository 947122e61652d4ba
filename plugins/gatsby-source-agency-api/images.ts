import { createHash } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

/** Largest picture accepted, in bytes: a bigger one is refused before it is decoded. */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
/** Largest picture accepted, in pixels (width × height): a decompression bomb is refused, not decoded. */
export const MAX_IMAGE_PIXELS = 100_000_000;

/** Formats gatsby-plugin-sharp can resize, with the file extension each is stored under. */
const EXTENSIONS: Record<string, string> = {
  jpeg: ".jpg",
  png: ".png",
  webp: ".webp",
  avif: ".avif",
  gif: ".gif",
  tiff: ".tiff",
};

export class ImageRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ImageRefusedError";
  }
}

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);
const isLoopback = (hostname: string) => LOOPBACK.has(hostname) || /^127\.\d+\.\d+\.\d+$/.test(hostname);
/** 169.254.0.0/16 and fe80::/10: cloud metadata endpoints live there, never pictures. */
const isLinkLocal = (hostname: string) =>
  /^169\.254\.\d+\.\d+$/.test(hostname) || /^\[fe[89ab][0-9a-f]:/i.test(hostname);

/**
 * Which image URLs the build may fetch: the backend's own origins, plus the hosts in IMAGE_HOSTS
 * (comma-separated host names, optionally with a port). https only; plain http only on a loopback host.
 */
export function imageUrlPolicy(backendUrls: string[], imageHosts: string) {
  const origins = new Set(backendUrls.map((url) => new URL(url).origin));
  const hosts = new Set(
    imageHosts
      .split(",")
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );
  /** Throws ImageRefusedError saying why the URL may not be fetched. */
  return (raw: string): URL => {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new ImageRefusedError("is not an absolute URL");
    }
    if (url.protocol !== "https:" && !(url.protocol === "http:" && isLoopback(url.hostname))) {
      throw new ImageRefusedError(`${url.protocol} URLs are not fetched (https only; http only on loopback)`);
    }
    if (isLinkLocal(url.hostname)) throw new ImageRefusedError("link-local addresses are never fetched");
    if (!origins.has(url.origin) && !hosts.has(url.host)) {
      throw new ImageRefusedError(`host ${url.host} is neither the backend's nor listed in IMAGE_HOSTS`);
    }
    return url;
  };
}

/** Reads a body, stopping as soon as it passes `limit` bytes. */
async function readCapped(response: Response, limit: number): Promise<Buffer> {
  const declared = Number(response.headers.get("content-length"));
  if (declared > limit) {
    await response.body?.cancel();
    throw new ImageRefusedError(`is ${declared} bytes, over the ${limit}-byte limit`);
  }
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (!response.body) return Buffer.alloc(0);
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    size += chunk.byteLength;
    if (size > limit) throw new ImageRefusedError(`is over the ${limit}-byte limit`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** Decodes every pixel (a truncated file fails only then) and returns the extension the picture is stored under. */
async function validatedExtension(buffer: Buffer): Promise<string> {
  let format: string | undefined;
  try {
    const image = sharp(buffer, { failOn: "error", limitInputPixels: MAX_IMAGE_PIXELS });
    format = (await image.metadata()).format;
    // Decoding every pixel is what finds a truncated file; metadata alone reads only the header.
    await image.raw().toBuffer();
  } catch (error) {
    throw new ImageRefusedError(
      `does not decode as an image (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  const ext = format ? EXTENSIONS[format] : undefined;
  if (!ext) throw new ImageRefusedError(`is ${format ?? "an unknown format"}, not a format the build can resize`);
  return ext;
}

/** The part of Gatsby's plugin cache (`cache` in sourceNodes) pictures are kept in between builds. */
export interface PictureCache {
  directory: string;
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<unknown>;
}

/** What a build remembers about a picture that passed validation. */
interface ValidatedPicture {
  /** The validated bytes, in the cache directory. */
  file: string;
  ext: string;
  sha256: string;
  etag: string | null;
  lastModified: string | null;
}

/** How a picture's bytes were obtained: downloaded and decoded, confirmed by a 304, or downloaded with the same bytes. */
export type PictureSource = "downloaded" | "not-modified" | "unchanged";

const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
const cacheKey = (url: URL) => `validated-picture:${url.href}`;

function isValidatedPicture(value: unknown): value is ValidatedPicture {
  const record = value as Partial<ValidatedPicture> | null;
  return typeof record?.file === "string" && typeof record.ext === "string" && typeof record.sha256 === "string";
}

/** The picture validated by an earlier build, if its copy is still there and intact. */
async function previousPicture(cache: PictureCache, url: URL) {
  const record = await cache.get(cacheKey(url));
  if (!isValidatedPicture(record)) return undefined;
  const buffer = await readFile(record.file).catch(() => undefined);
  return buffer && sha256(buffer) === record.sha256 ? { record, buffer } : undefined;
}

/**
 * Downloads a picture and checks it is one gatsby-plugin-sharp can process without stopping the build:
 * an image/* response, at most MAX_IMAGE_BYTES, decoding completely (sharp fails on any decode error,
 * a truncated file included) within MAX_IMAGE_PIXELS. Throws ImageRefusedError or a network error otherwise.
 *
 * A picture that passed is kept in `cache` with its ETag and Last-Modified; the next build asks with
 * If-None-Match / If-Modified-Since and, on 304, reuses those validated bytes without downloading or decoding.
 * A server without validators sends the bytes again: if they hash the same, they are not decoded again.
 */
export async function downloadImage(
  url: URL,
  timeoutMs: number,
  cache: PictureCache,
): Promise<{ buffer: Buffer; ext: string; source: PictureSource }> {
  const previous = await previousPicture(cache, url);
  const conditions: Record<string, string> = {};
  if (previous?.record.etag) conditions["if-none-match"] = previous.record.etag;
  if (previous?.record.lastModified) conditions["if-modified-since"] = previous.record.lastModified;
  const conditional = Object.keys(conditions).length > 0;
  // fetch() adds "Cache-Control: no-cache" to a conditional request unless one is set, and servers answer
  // that with the whole file (Node's `fresh`, used by Express and Fastify, does): ask to revalidate instead.
  if (conditional) conditions["cache-control"] = "max-age=0";
  // Redirects are not followed: their target would escape the host check above.
  const response = await fetch(url, {
    signal: AbortSignal.timeout(timeoutMs),
    redirect: "manual",
    headers: conditions,
  });
  if (response.status === 304 && previous && conditional) {
    return { buffer: previous.buffer, ext: previous.record.ext, source: "not-modified" };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new ImageRefusedError(`answered HTTP ${response.status}`);
  }
  const type = response.headers.get("content-type") ?? "";
  if (!/^image\//i.test(type)) {
    await response.body?.cancel();
    throw new ImageRefusedError(`is served as "${type || "no media type"}", not image/*`);
  }
  const buffer = await readCapped(response, MAX_IMAGE_BYTES);
  const digest = sha256(buffer);
  const unchanged = previous?.record.sha256 === digest;
  const ext = unchanged ? previous.record.ext : await validatedExtension(buffer);

  const record: ValidatedPicture = {
    file: path.join(cache.directory, "validated-pictures", `${sha256(url.href)}${ext}`),
    ext,
    sha256: digest,
    etag: response.headers.get("etag"),
    lastModified: response.headers.get("last-modified"),
  };
  if (!unchanged) {
    // Written whole under a temporary name, so an interrupted build never leaves a half file under the real one.
    await mkdir(path.dirname(record.file), { recursive: true });
    await writeFile(`${record.file}.partial`, buffer);
    await rename(`${record.file}.partial`, record.file);
    if (previous && previous.record.file !== record.file) await rm(previous.record.file, { force: true });
  }
  await cache.set(cacheKey(url), record);
  return { buffer, ext, source: unchanged ? "unchanged" : "downloaded" };
}
