import type { IGatsbyImageData } from "gatsby-plugin-image";

export interface ContentImageNode {
  relativePath: string;
  childImageSharp: { gatsbyImageData: IGatsbyImageData } | null;
}

/** Looks up the processed image of a content file path ("images/tours/munnar.jpg") from a page query's files. */
export function contentImageLookup(nodes: readonly ContentImageNode[]): (src: string) => IGatsbyImageData | undefined {
  const byPath = new Map(nodes.map((node) => [node.relativePath, node.childImageSharp?.gatsbyImageData]));
  return (src) => byPath.get(src) ?? undefined;
}
