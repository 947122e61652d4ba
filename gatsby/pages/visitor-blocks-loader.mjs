// A webpack loader for the visitor's JavaScript and the server renderer that writes the same pages (added in
// gatsby/upstream/webpack-config.ts): each block file without its content schema, records and definition
// (scripts/block-files.mjs, visitorBlockSource). Only the build's Node side and the CMS's admin use those; left in,
// every page made of blocks shipped zod and its schemas (~39 KB gzip).
import { visitorBlockSource } from "../../scripts/block-files.mjs";

export default function visitorBlocksLoader(source) {
  return visitorBlockSource(this.resourcePath, source);
}
