/**
 * How the CMS writes content/*.json: exactly as Prettier formats it (`npm test` checks every content file
 * with Prettier, and Decap's own JSON.stringify puts every short list item on its own line, which Prettier
 * would join). Objects are always written expanded (Prettier keeps an expanded object expanded); a list
 * of plain values is written on one line when the line fits in the print width, else one item per line;
 * a list holding objects is always one item per line. An object is written on one line where the file read
 * had it on one line (Prettier keeps a `{ "a": 1 }` that fits collapsed): reading a file records those
 * places by their path, indices left out ("phones[]"), so a new phone is written like the others.
 * Synchronous, because Decap's formats are.
 */

/** Prettier's printWidth (.prettierrc). */
export const PRINT_WIDTH = 120;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isContainer = (value: Json): value is Json[] | { [key: string]: Json } =>
  typeof value === "object" && value !== null;

/** Paths ("phones[]", "blocks[].button") of objects the files read so far wrote on one line. */
const inlineObjects = new Set<string>();
/** Objects as read (JSON.stringify), by how they were written: unchanged, an object keeps its layout. */
const inlineContents = new Set<string>();
const expandedContents = new Set<string>();

/**
 * Records where `text` writes an object on one line: Prettier keeps an object collapsed when its first key
 * is on the line of its `{`.
 */
/** The object starting at `start` of `text`, as JSON.stringify writes it (null if it does not parse). */
function objectAt(text: string, start: number): string | null {
  let depth = 0;
  for (let at = start; at < text.length; at++) {
    const char = text[at];
    if (char === '"') {
      at++;
      while (text[at] !== '"') at += text[at] === "\\" ? 2 : 1;
    } else if (char === "{" || char === "[") depth++;
    else if ((char === "}" || char === "]") && --depth === 0)
      return JSON.stringify(JSON.parse(text.slice(start, at + 1)));
  }
  return null;
}

function recordInlineObjects(text: string) {
  const stack: { path: string; isList: boolean; key: string }[] = [];
  const pathHere = () => {
    const parent = stack[stack.length - 1];
    if (!parent) return "";
    if (parent.isList) return `${parent.path}[]`;
    return parent.path ? `${parent.path}.${parent.key}` : parent.key;
  };
  for (let at = 0; at < text.length; at++) {
    const char = text[at];
    if (char === '"') {
      let end = at + 1;
      while (text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const parent = stack[stack.length - 1];
      if (parent && !parent.isList && /^\s*:/.test(text.slice(end + 1, end + 4)))
        parent.key = JSON.parse(text.slice(at, end + 1)) as string;
      at = end;
    } else if (char === "{" || char === "[") {
      const path = pathHere();
      if (char === "{") {
        const inline = /^[ \t]*"/.test(text.slice(at + 1));
        if (inline) inlineObjects.add(path);
        const content = objectAt(text, at);
        if (content) (inline ? inlineContents : expandedContents).add(content);
      }
      stack.push({ path, isList: char === "[", key: "" });
    } else if (char === "}" || char === "]") stack.pop();
  }
}

/**
 * `value` printed at `indent`, where `before` characters already stand on the line (the key) and `after`
 * will follow it (a comma), which Prettier counts when it decides whether a list fits.
 */
function print(value: Json, indent: string, before: number, after: number, at = ""): string {
  if (!isContainer(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  const child = (key: string) => (at ? `${at}.${key}` : key);
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (
      !value.some((item) => isContainer(item) && (Array.isArray(item) ? item.length > 0 : Object.keys(item).length > 0))
    ) {
      const flat = `[${value.map((item) => print(item, inner, 0, 0)).join(", ")}]`;
      if (before + flat.length + after <= PRINT_WIDTH) return flat;
    }
    const items = value.map(
      (item, index) => `${inner}${print(item, inner, inner.length, index < value.length - 1 ? 1 : 0, `${at}[]`)}`,
    );
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return "{}";
  const content = JSON.stringify(value);
  const inline = inlineContents.has(content) || (!expandedContents.has(content) && inlineObjects.has(at));
  if (inline) {
    const flat = `{ ${entries.map(([key, item]) => `${JSON.stringify(key)}: ${print(item, "", 0, 0, child(key))}`).join(", ")} }`;
    if (!flat.includes("\n") && before + flat.length + after <= PRINT_WIDTH) return flat;
  }
  const lines = entries.map(([key, item], index) => {
    const prefix = `${inner}${JSON.stringify(key)}: `;
    return `${prefix}${print(item, inner, prefix.length, index < entries.length - 1 ? 1 : 0, child(key))}`;
  });
  return `{\n${lines.join(",\n")}\n${indent}}`;
}

/** A content file's text, as Prettier would write it, with the final newline. */
export const formatJson = (value: unknown): string => `${print(value as Json, "", 0, 0)}\n`;

/** The Decap format for JSON content files (an object at the top level). */
export const prettierJsonFormat = {
  fromFile: (content: string) => {
    recordInlineObjects(content);
    return JSON.parse(content) as unknown;
  },
  toFile: (data: unknown) => formatJson(data),
};

/**
 * Decap edits an entry as an object; a file that is a list of records (team.json) is shown as an object
 * holding that list under `field`, and written back as the bare list.
 */
export const recordListFormat = (field: string) => ({
  fromFile: (content: string) => {
    recordInlineObjects(content);
    return { [field]: JSON.parse(content) as unknown };
  },
  toFile: (data: Record<string, unknown>) => formatJson(data[field] ?? []),
});
