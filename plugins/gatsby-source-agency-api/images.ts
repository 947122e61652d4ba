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

/**
 * Downloads a picture and checks it is one gatsby-plugin-sharp can process without stopping the build:
 * an image/* response, at most MAX_IMAGE_BYTES, decoding completely (sharp fails on any decode error,
 * a truncated file included) within MAX_IMAGE_PIXELS. Throws ImageRefusedError or a network error otherwise.
 */
export async function downloadImage(url: URL, timeoutMs: number): Promise<{ buffer: Buffer; ext: string }> {
  // Redirects are not followed: their target would escape the host check above.
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: "manual" });
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
  return { buffer, ext };
}
