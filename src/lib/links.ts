/**
 * The one rule for a link that content or the backend puts in a page: a path on this site (/…), an
 * https:// address (WhatsApp's https://wa.me/… included), mailto: or tel:. Everything else is refused
 * with the reason: javascript:, data: and vbscript: run code or smuggle a page in, //host and /\host leave
 * the site while looking like paths, http:// is not encrypted, and a relative path or another scheme
 * goes somewhere nobody checked. The build's validation, the CMS's pattern and the Markdown renderer all
 * use this module; browser-safe.
 */

/** The kinds of link a field may allow. */
export const LINK_KINDS = ["path", "https", "mailto", "tel"] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export interface LinkOptions {
  /** The kinds this field accepts (all of them unless narrowed, e.g. ["https"] for an embed). */
  allow?: readonly LinkKind[];
}

// No whitespace, no control character and no backslash anywhere: browsers strip or reinterpret them.
const SAFE_CHAR = String.raw`[^\s\x00-\x1f\x7f\\]`;
const KIND_PATTERNS: Record<LinkKind, string> = {
  // One slash, then not a second slash (that would be //host).
  path: String.raw`\/(?!\/)${SAFE_CHAR}*`,
  // A host of letters, digits, dots and dashes (no user@ before it), an optional port, then anything safe.
  https: String.raw`https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d+)?(?:[/?#]${SAFE_CHAR}*)?`,
  mailto: String.raw`mailto:[^\s\x00-\x1f\x7f\\@]+@[a-z0-9-]+(?:\.[a-z0-9-]+)+(?:\?${SAFE_CHAR}*)?`,
  tel: String.raw`tel:\+?[0-9][0-9().-]*`,
};

const KIND_NAMES: Record<LinkKind, string> = {
  path: "a site path (/…)",
  https: "https://",
  mailto: "mailto:",
  tel: "tel:",
};

const kindsOf = (options: LinkOptions = {}): readonly LinkKind[] =>
  LINK_KINDS.filter((kind) => (options.allow ?? LINK_KINDS).includes(kind));

/** The regular expression a whole link must match: also the CMS field's pattern. */
export function linkPattern(options: LinkOptions = {}): RegExp {
  return new RegExp(
    `^(?:${kindsOf(options)
      .map((kind) => KIND_PATTERNS[kind])
      .join("|")})$`,
    "i",
  );
}

/** Every kind, as Markdown links and most fields allow. */
export const LINK_PATTERN = linkPattern();

/** "must be a site path (/…), https://, mailto: or tel:" for the field's allowed kinds. */
export function linkRequirement(options: LinkOptions = {}): string {
  const names = kindsOf(options).map((kind) => KIND_NAMES[kind]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}` : names[0];
  return `must be ${list}`;
}

// Entity-ish spellings a browser or a Markdown parser would decode: &#106; &#x6A; &colon; &Tab; …
const NAMED_ENTITIES: Record<string, string> = { colon: ":", tab: "\t", newline: "\n", sol: "/", bsol: "\\" };
const decodeEntities = (value: string) =>
  value
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);?/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&([a-z]+);/gi, (entity, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? entity);

/** The link as a browser reads its scheme: entities decoded, whitespace and control characters dropped. */
const schemeView = (value: string) =>
  decodeEntities(value)
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is being removed
    .replace(/[\s\x00-\x1f\x7f]/g, "")
    .toLowerCase();

const show = (value: string) => `\`${value.length > 60 ? `${value.slice(0, 57)}…` : value}\``;

/** Why `value` is refused, or null when it is an allowed link. */
function refusal(value: string, kinds: readonly LinkKind[]): string | null {
  const seen = schemeView(value);
  const scheme = /^([a-z][a-z0-9+.-]*):/.exec(seen)?.[1];
  if (scheme === "javascript" || scheme === "vbscript")
    return `${show(value)} is a ${scheme}: link, which would run code in the visitor's browser`;
  if (scheme === "data") return `${show(value)} is a data: link, which can carry a whole page or script`;
  // eslint-disable-next-line no-control-regex -- control characters are what this finds
  if (/[\s\x00-\x1f\x7f]/.test(value)) return `${show(value)} contains spaces or control characters`;
  if (/^[/\\]{2}/.test(value)) return `${show(value)} is protocol-relative and would leave the site`;
  if (value.includes("\\")) return `${show(value)} contains a backslash, which browsers read as /`;
  if (scheme === "http") return `${show(value)} is plain http://, which is not encrypted; use https://`;
  if (scheme && !["https", "mailto", "tel"].includes(scheme))
    return `${show(value)} uses ${scheme}:, which is not an allowed kind of link`;
  if (!scheme && !value.startsWith("/")) return `${show(value)} is a relative path (a site path starts with /)`;
  const kind: LinkKind = scheme === "https" || scheme === "mailto" || scheme === "tel" ? scheme : "path";
  if (!kinds.includes(kind)) return `${show(value)} is ${KIND_NAMES[kind]}, which this field does not take`;
  if (!new RegExp(`^(?:${KIND_PATTERNS[kind]})$`, "i").test(value))
    return kind === "https" && /^https:\/\/[^/?#]*@/i.test(value)
      ? `${show(value)} has a name@ before its host, which hides where it goes`
      : `${show(value)} is not a well-formed ${KIND_NAMES[kind]} link`;
  return null;
}

/**
 * Why `value` may not be a link, as a sentence naming what is allowed and what is wrong ("must be a site
 * path (/…), https://, mailto: or tel:; `//evil.example` is protocol-relative and would leave the site"),
 * or null when it is allowed. An empty value is refused as required.
 */
export function linkProblem(value: string, options: LinkOptions = {}): string | null {
  if (value === "") return "is required";
  const reason = refusal(value, kindsOf(options));
  return reason && `${linkRequirement(options)}; ${reason}`;
}

export const isAllowedLink = (value: string, options: LinkOptions = {}): boolean =>
  linkProblem(value, options) === null;
