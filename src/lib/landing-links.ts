/**
 * Where a landing page (content/pages/*.json) is linked from, as its "Linked from" fields say: the main menu
 * (by its menu label) and a service card (whose button then opens the page instead of WhatsApp). The build
 * (gatsby/content/block-pages.ts), the CMS's save check (src/cms/save-checks.ts) and the renderers all ask
 * these functions, so they agree and refuse in the same words. Browser-safe.
 */
import { pathInEdition, type EditionCode } from "../i18n/editions";
import { whatsappUrl } from "./whatsapp";

/** A page's "Linked from" group as the content file writes it. */
export interface LinkedFrom {
  menuLabel?: string | null;
  serviceCard?: string | null;
}

/** A content page as these rules need it. */
export interface LinkedPage {
  path: string;
  title: string;
  breadcrumb?: string | null;
  linkedFrom?: LinkedFrom | null;
}

/** A service card from the backend, by its id and the title visitors see. */
export interface ServiceCardRef {
  id: string;
  title: string;
}

/** The menu has room for the site's six items and this many landing pages, on one line at 1280 px. */
export const MAX_MENU_LANDING_PAGES = 2;

/** A page's short name: its breadcrumb name, or its title. */
export const pageName = (page: Pick<LinkedPage, "title" | "breadcrumb">): string => page.breadcrumb || page.title;

/**
 * What a service card's button does: open a landing page (`name`, its short name: `english` when an edition shows the
 * English page's, not translated yet), or ask about the card on WhatsApp (`href`, the chat in the edition's words).
 * The card words its button (src/components/services/ServiceCards.tsx).
 */
export type ServiceCardAction =
  { kind: "page"; to: string; name: string; english: boolean } | { kind: "whatsapp"; href: string };

/** A landing page as a card's button needs it: a translation has its English page's `path` and its own `language`. */
export interface LinkedPageInEdition extends LinkedPage {
  language?: string | null;
}

/**
 * What a service card's button does: open the landing page linked from it (in `code`'s edition, by its translation's
 * name, where it has a translation in that language; else the English page, named as English), or else ask about it
 * on WhatsApp in the words `message` gives.
 */
export function serviceCardAction(
  card: ServiceCardRef,
  pages: readonly LinkedPageInEdition[],
  { code, message }: { code: EditionCode; message: (title: string) => string },
): ServiceCardAction {
  const page = pages.find((candidate) => candidate.linkedFrom?.serviceCard === card.id);
  if (!page) return { kind: "whatsapp", href: whatsappUrl(message(card.title)) };
  if (code === "en") return { kind: "page", to: page.path, name: pageName(page), english: false };
  const translation = pages.find((candidate) => candidate.path === page.path && candidate.language === code);
  return translation
    ? { kind: "page", to: pathInEdition(code, page.path), name: pageName(translation), english: false }
    : { kind: "page", to: page.path, name: pageName(page), english: true };
}

/** Why `id` names no service card, listing the ones there are; null when it is one of them. */
export function unknownServiceCard(id: string, cards: readonly ServiceCardRef[]): string | null {
  if (cards.some((card) => card.id === id)) return null;
  const known = cards.map((card) => `${card.id} (${card.title})`).join(", ");
  return `no service card has the id "${id}"; the service cards are: ${known || "none"}`;
}

/** Another content page, by its file, with its "Linked from" group. */
export interface OtherLinkedPage {
  file: string;
  linkedFrom?: LinkedFrom | null;
}

/** Why the service card `id` cannot open this page: another page already took it; null when it is free. */
export function serviceCardTaken(id: string, otherPages: readonly OtherLinkedPage[]): string | null {
  const twin = otherPages.find((page) => page.linkedFrom?.serviceCard === id);
  return twin ? `the service card "${id}" already opens ${twin.file}; a card opens one page` : null;
}

/** Why this page cannot be in the menu as well: the menu is full of other landing pages; null when there is room. */
export function menuFull(otherPages: readonly OtherLinkedPage[]): string | null {
  const inMenu = otherPages.filter((page) => page.linkedFrom?.menuLabel);
  if (inMenu.length < MAX_MENU_LANDING_PAGES) return null;
  return `the main menu already has ${MAX_MENU_LANDING_PAGES} landing pages (${inMenu.map((page) => page.file).join(", ")}), the most it has room for`;
}

/** Every reason this page's "Linked from" group conflicts with the other pages' (empty when it does not). */
export function linkedFromProblems(linkedFrom: LinkedFrom | null | undefined, otherPages: readonly OtherLinkedPage[]) {
  const problems: string[] = [];
  const card = linkedFrom?.serviceCard;
  const taken = card ? serviceCardTaken(card, otherPages) : null;
  if (taken) problems.push(`linkedFrom.serviceCard: ${taken}`);
  const full = linkedFrom?.menuLabel ? menuFull(otherPages) : null;
  if (full) problems.push(`linkedFrom.menuLabel: ${full}`);
  return problems;
}
