/**
 * How the CMS writes content/*.json: exactly as Prettier formats it (`npm test` checks every content file
 * with Prettier, and Decap's own JSON.stringify puts every short list item on its own line, which Prettier
 * would join). Objects are always written expanded (Prettier keeps an expanded object expanded); a list
 * of plain values is written on one line when the line fits in the print width, else one item per line;
 * a list holding objects is always one item per line. Synchronous, because Decap's formats are.
 */

/** Prettier's printWidth (.prettierrc). */
export const PRINT_WIDTH = 120;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isContainer = (value: Json): value is Json[] | { [key: string]: Json } =>
  typeof value === "object" && value !== null;

/**
 * `value` printed at `indent`, where `before` characters already stand on the line (the key) and `after`
 * will follow it (a comma), which Prettier counts when it decides whether a list fits.
 */
function print(value: Json, indent: string, before: number, after: number): string {
  if (!isContainer(value)) return JSON.stringify(value);
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (value.length === 0) return "[]";
    if (
      !value.some((item) => isContainer(item) && (Array.isArray(item) ? item.length > 0 : Object.keys(item).length > 0))
    ) {
      const flat = `[${value.map((item) => print(item, inner, 0, 0)).join(", ")}]`;
      if (before + flat.length + after <= PRINT_WIDTH) return flat;
    }
    const items = value.map(
      (item, index) => `${inner}${print(item, inner, inner.length, index < value.length - 1 ? 1 : 0)}`,
    );
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  const entries = Object.entries(value).filter(([, item]) => item !== undefined);
  if (entries.length === 0) return "{}";
  const lines = entries.map(([key, item], index) => {
    const prefix = `${inner}${JSON.stringify(key)}: `;
    return `${prefix}${print(item, inner, prefix.length, index < entries.length - 1 ? 1 : 0)}`;
  });
  return `{\n${lines.join(",\n")}\n${indent}}`;
}

/** A content file's text, as Prettier would write it, with the final newline. */
export const formatJson = (value: unknown): string => `${print(value as Json, "", 0, 0)}\n`;

/** The Decap format for JSON content files (an object at the top level). */
export const prettierJsonFormat = {
  fromFile: (content: string) => JSON.parse(content) as unknown,
  toFile: (data: unknown) => formatJson(data),
};

/**
 * Decap edits an entry as an object; a file that is a list of records (team.json) is shown as an object
 * holding that list under `field`, and written back as the bare list.
 */
export const recordListFormat = (field: string) => ({
  fromFile: (content: string) => ({ [field]: JSON.parse(content) as unknown }),
  toFile: (data: Record<string, unknown>) => formatJson(data[field] ?? []),
});
