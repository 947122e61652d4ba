import type { IGatsbyImageData } from "gatsby-plugin-image";

/** A picture a phone (or another media query) gets instead of the default one. */
export interface ArtDirected {
  media: string;
  image: IGatsbyImageData;
}

/**
 * gatsby-plugin-image's `withArtDirection`, for the visitor's pages: its import brought the plugin's whole
 * runtime (GatsbyImage, its lazy hydration, camelcase: 5 KB gzip) to every page with a picture, where
 * src/components/common/Picture.tsx renders the data itself. Same output for the fields Picture reads: the
 * art-directed images' sources with their media first, each followed by its fallback srcset as a source of that
 * media (without sizes, as upstream), then the default image's sources. Placeholders are not used here.
 */
export function withArtDirection(defaultImage: IGatsbyImageData, artDirected: ArtDirected[]): IGatsbyImageData {
  const { images } = defaultImage;
  const sources = artDirected.flatMap(({ media, image }) => [
    ...(image.images.sources ?? []).map((source) => ({ ...source, media })),
    // As upstream, the fallback's srcset as it is (a picture without one gives a source without one).
    { media, srcSet: image.images.fallback?.srcSet as string },
  ]);
  return { ...defaultImage, images: { ...images, sources: [...sources, ...(images.sources ?? [])] } };
}
