import React, { type CSSProperties } from "react";
import type { IGatsbyImageData } from "gatsby-plugin-image";
import * as styles from "./Picture.module.css";

type ImageSource = NonNullable<IGatsbyImageData["images"]["sources"]>[number];

export interface PictureProps {
  /** Image data from a page query (`gatsbyImageData`), possibly art-directed with `withArtDirection`. */
  image: IGatsbyImageData;
  alt: string;
  /** Sizes the box (aspect ratio, width, height); the picture fills it, cropped to cover. */
  className?: string;
  loading?: "lazy" | "eager";
  fetchpriority?: "high" | "low" | "auto";
  /** How wide the picture is laid out, where this page differs from the query's (one fragment, two layouts). */
  sizes?: string;
}

/** The box's shape before any CSS of the caller: the image's own ratio, and for `constrained` its width as the most. */
function boxStyle({ layout, width, height, backgroundColor }: IGatsbyImageData): CSSProperties {
  const style: CSSProperties = { backgroundColor };
  if (layout === "fixed") return { ...style, width, height };
  if (layout === "constrained") return { ...style, maxWidth: width };
  return style;
}

/** The widest candidate in a srcset ("a.jpg 400w,b.jpg 800w" → 800). */
const widestCandidate = (srcSet = "") =>
  Math.max(0, ...Array.from(srcSet.matchAll(/\s(\d+)w/g), (match) => Number(match[1])));

/**
 * A source's sizes. withArtDirection makes the art-directed image's fallback a source without the sizes it had,
 * and HTML requires sizes with width descriptors: that image's other formats (same media) carry them, else 100vw,
 * which is what browsers assume when sizes is missing.
 */
function sourceSizes(source: ImageSource, sources: ImageSource[]): string | undefined {
  if (source.sizes || !widestCandidate(source.srcSet)) return source.sizes;
  return sources.find((other) => other.media === source.media && other.sizes)?.sizes ?? "100vw";
}

/**
 * The picture's intrinsic size for the img's width and height attributes. Full-width image data carries only
 * the ratio (width 1), so the size is that of its largest file.
 */
export function intrinsicSize(image: IGatsbyImageData): { width: number; height: number } {
  if (image.layout !== "fullWidth") return { width: image.width, height: image.height };
  const width = widestCandidate(image.images.fallback?.srcSet) || image.width;
  return { width, height: Math.round((width * image.height) / image.width) };
}

/**
 * A responsive picture from the image data gatsby-plugin-image and sharp make at build time: AVIF and WebP
 * sources, a JPEG/PNG fallback, srcset and sizes, width and height, native lazy loading, the dominant colour
 * behind it while it loads. It renders plain HTML with no script at all, where GatsbyImage ships a 21 KB
 * runtime (react-dom/server, for its own lazy hydration) and an inline script per picture, and keeps every
 * picture invisible until that script has run. The browser shows each picture as soon as it has it.
 */
export function Picture({ image, alt, className, loading = "lazy", fetchpriority, sizes }: PictureProps) {
  const { fallback, sources = [] } = image.images;
  const { width, height } = intrinsicSize(image);
  return (
    <div
      className={[styles.picture, className].filter(Boolean).join(" ")}
      style={boxStyle(image)}
      data-layout={image.layout}
    >
      {/* Keeps the image's ratio until the caller's CSS gives the box a shape of its own. */}
      <div aria-hidden="true" style={{ paddingTop: `${(image.height / image.width) * 100}%` }} />
      <picture>
        {sources.map((source) => (
          <source
            key={`${source.media ?? ""}${source.type ?? ""}`}
            type={source.type}
            media={source.media}
            srcSet={source.srcSet}
            sizes={sizes ?? sourceSizes(source, sources)}
          />
        ))}
        <img
          data-picture=""
          className={styles.image}
          src={fallback?.src}
          srcSet={fallback?.srcSet}
          sizes={sizes ?? fallback?.sizes}
          width={width}
          height={height}
          alt={alt}
          loading={loading}
          // An eager picture is usually the largest paint: decoded with its frame, not after it.
          decoding={loading === "eager" ? "sync" : "async"}
          // React 18 passes the lowercase attribute through to the <img>.
          {...(fetchpriority ? { fetchpriority } : {})}
        />
      </picture>
    </div>
  );
}
