import type { BlockType } from "../../src/content-model/blocks";
import {
  linkedFromProblems,
  unknownServiceCard,
  type LinkedFrom,
  type ServiceCardRef,
} from "../../src/lib/landing-links";
import { addressTaken, normaliseAddress as normalise, pathConflict } from "../../src/lib/page-addresses";
import { noticeDateProblems } from "../../src/lib/notice-dates";
import { BLOCK_PAGE_ROUTES } from "../../src/lib/routes";

export { pathConflict };

/*
 * The build's checks of the pages made of blocks (content/pages/*.json) once the backend data is in: each
 * path is free (not a page the code makes, not another content page's), the pages the site needs exist, and
 * every FAQ a block names is one of the active FAQs, and a page's "Linked from" names a service card there is,
 * which no other page took, and keeps the menu within its room. Errors name the file, block and field.
 */

export interface BlockPageNode {
  id: string;
  path: string;
  parent: { relativePath?: string } | null;
  blocks: readonly { faqIds?: readonly string[] | null }[];
  /** The page's block types (the template that renders it imports just these). */
  blockTypes: BlockType[];
  phoneActionBar: boolean | null;
  lastUpdated?: string | null;
  linkedFrom?: LinkedFrom | null;
}

export class BlockPageError extends Error {
  constructor(problems: string[]) {
    super(`content pages are not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "BlockPageError";
  }
}

/**
 * Checks the content pages; returns them when all is well, throws naming every problem otherwise.
 * `activeFaqIds` and `serviceCards` are null when their collection could not be loaded (a partial build shows its
 * error instead).
 */
export function checkBlockPages(
  pages: readonly BlockPageNode[],
  activeFaqIds: readonly string[] | null,
  serviceCards: readonly ServiceCardRef[] | null,
) {
  const problems: string[] = [];
  const fileOf = (page: BlockPageNode) => `content/${page.parent?.relativePath ?? page.id}`;
  const seen = new Map<string, BlockPageNode>();
  for (const page of pages) {
    const conflict = pathConflict(page.path);
    if (conflict) problems.push(`${fileOf(page)}: path: ${conflict}`);
    const twin = seen.get(normalise(page.path));
    if (twin)
      problems.push(`${fileOf(page)}: path: ${addressTaken(page.path, { file: fileOf(twin), path: twin.path })}`);
    // Against the pages before it, so a conflict is reported once, on the later file.
    const earlier = [...seen.values()].map((other) => ({ file: fileOf(other), linkedFrom: other.linkedFrom }));
    for (const problem of linkedFromProblems(page.linkedFrom, earlier)) problems.push(`${fileOf(page)}: ${problem}`);
    const card = page.linkedFrom?.serviceCard;
    const unknown = card && serviceCards ? unknownServiceCard(card, serviceCards) : null;
    if (unknown) problems.push(`${fileOf(page)}: linkedFrom.serviceCard: ${unknown}`);
    seen.set(normalise(page.path), page);
    // The notice's date is its version: every enquiry records which notice the visitor was shown.
    for (const problem of noticeDateProblems(page)) problems.push(`${fileOf(page)}: ${problem}`);
    if (activeFaqIds) {
      page.blocks.forEach((block, index) =>
        (block.faqIds ?? []).forEach((id, position) => {
          if (!activeFaqIds.includes(id)) {
            problems.push(
              `${fileOf(page)}: blocks[${index}] (faqList).faqIds[${position}]: no active FAQ has the id "${id}"`,
            );
          }
        }),
      );
    }
  }
  for (const route of BLOCK_PAGE_ROUTES) {
    if (!seen.has(normalise(route)))
      problems.push(`content/pages: no page has the path ${route}, which the site needs`);
  }
  if (problems.length > 0) throw new BlockPageError(problems);
  return pages;
}
