/**
 * The site's editions: English at today's addresses, Malayalam under /ml and Arabic under /ar (design decision 35).
 * One table says what each edition is; every address of another edition is its English address behind the prefix.
 */
export const EDITION_CODES = ["en", "ml", "ar"] as const;
export type EditionCode = (typeof EDITION_CODES)[number];

export interface Edition {
  code: EditionCode;
  /** `<html lang>` and `hreflang`. */
  lang: string;
  dir: "ltr" | "rtl";
  /** Before every address of the edition: "" for English, whose addresses do not change. */
  prefix: "" | `/${Exclude<EditionCode, "en">}`;
  /** The edition's name in its own language, as the language switch shows it. */
  name: string;
  /** Beside the name in the language switch, in its own language, where a page has no translation into it yet. */
  unavailable: string;
  /** What `Intl` formats numbers, plurals and dates with: Gulf readers read Western digits on the web. */
  locale: string;
  /** Open Graph's `og:locale`. */
  ogLocale: string;
}

export const EDITIONS: Readonly<Record<EditionCode, Edition>> = {
  en: {
    code: "en",
    lang: "en-IN",
    dir: "ltr",
    prefix: "",
    name: "English",
    unavailable: "not available",
    locale: "en-IN",
    ogLocale: "en_IN",
  },
  ml: {
    code: "ml",
    lang: "ml",
    dir: "ltr",
    prefix: "/ml",
    name: "മലയാളം",
    unavailable: "ലഭ്യമല്ല",
    locale: "ml-IN",
    ogLocale: "ml_IN",
  },
  ar: {
    code: "ar",
    lang: "ar",
    dir: "rtl",
    prefix: "/ar",
    name: "العربية",
    unavailable: "غير متاحة",
    locale: "ar-u-nu-latn",
    ogLocale: "ar_AE",
  },
};

/** Whether a value is an edition's code ("en", "ml", "ar"): an address's first segment, an enquiry's language. */
export const isEditionCode = (value: unknown): value is EditionCode =>
  typeof value === "string" && (EDITION_CODES as readonly string[]).includes(value);

/** The edition an address belongs to: `/ml` and `/ml/…` are Malayalam, `/ar…` Arabic, anything else English. */
export function editionOfPath(pathname: string): Edition {
  const first = /^\/([^/?#]+)/.exec(pathname)?.[1] ?? "";
  return isEditionCode(first) && first !== "en" ? EDITIONS[first] : EDITIONS.en;
}

/** The English address of any edition's address: `/ml/faq` → `/faq`, `/ar` → `/`. */
export function englishPathOf(pathname: string): string {
  const { prefix } = editionOfPath(pathname);
  return prefix === "" ? pathname : pathname.slice(prefix.length) || "/";
}

/**
 * An English address in an edition: `/faq` in ml → `/ml/faq`, `/` → `/ml` (no trailing slash, as every address of the
 * site: gatsby-config's `trailingSlash`).
 */
export function pathInEdition(code: EditionCode, englishPath: string): string {
  const { prefix } = EDITIONS[code];
  if (prefix === "" || englishPath === "/") return prefix || englishPath;
  return `${prefix}${englishPath.startsWith("/") ? englishPath : `/${englishPath}`}`;
}
