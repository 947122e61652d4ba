/**
 * How the CMS writes content/*.json: exactly as Prettier formats it (`npm test` checks every content file
 * with Prettier, and Decap's own JSON.stringify puts every short list item on its own line, which Prettier
 * would join), and a file read and saved unchanged exactly as it was. Prettier's rules, as followed here:
 * - An object is written on one line only where the file read had it on one line (Prettier keeps a
 *   `{ "a": 1 }` that fits collapsed, and an expanded object expanded): reading a file records those places by
 *   their path, indices left out ("phones[]"), so a new phone is written like the others; an object read
 *   before keeps its own layout wherever it is.
 * - A list is written on one line when that line fits in the print width and nothing in it is expanded; a
 *   list of two or more objects (or lists) that each have two or more entries always one item per line; a
 *   list of numbers that does not fit fills its lines; any other list one item per line.
 * - A number is written as the file read wrote it (`5.0`, which Prettier keeps, where JSON.stringify
 *   writes `5`) while it has the same value at the same place: by its path with indices, else by its path
 *   without them when the files read wrote that value there one way only. A new or changed value is written
 *   as JSON.stringify writes it.
 * - Keys are written in the order the file read had them. Decap keeps an entry in Immutable maps, which forget
 *   the order of an object of more than eight keys (Site facts came back reshuffled); so the order of every
 *   object read is remembered by its set of keys, and an object is written in the order of the object read with
 *   the same keys (or, with a key added or removed, of the one sharing most of them, new keys last).
 * What was read is remembered for the session (Decap reads every entry of a collection to list it).
 * Synchronous, because Decap's formats are.
 */

/** Prettier's printWidth (.prettierrc). */
export const PRINT_WIDTH = 120;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const isContainer = (value: Json): value is Json[] | { [key: string]: Json } =>
  typeof value === "object" && value !== null;

/** Where a value is: its path without list indices ("phones[].display") and with them ("phones[1].display"). */
interface Place {
  path: string;
  exact: string;
}

const ROOT: Place = { path: "", exact: "" };

const childPlace = (place: Place, key: string | number): Place =>
  typeof key === "number"
    ? { path: `${place.path}[]`, exact: `${place.exact}[${key}]` }
    : { path: place.path ? `${place.path}.${key}` : key, exact: place.exact ? `${place.exact}.${key}` : key };

/** Paths ("phones[]", "blocks[].button") of objects the files read so far wrote on one line. */
const inlineObjects = new Set<string>();
/** Objects as read (JSON.stringify), by how they were written: unchanged, an object keeps its layout. */
const inlineContents = new Set<string>();
const expandedContents = new Set<string>();
/** How the files read wrote each number: by exact path and value (the last file read wins) … */
const numbersByExactPlace = new Map<string, string>();
/** … and by path without indices and value: every way seen. */
const numbersByPlace = new Map<string, Set<string>>();
const numberKey = (path: string, value: number) => `${path}\u0000${JSON.stringify(value)}`;

/** A JSON number's text as Prettier prints it (its printNumber: 1E3 → 1e3, 1.50 → 1.5; 5.0 stays). */
export const prettierNumber = (text: string): string =>
  text
    .toLowerCase()
    .replace(/^([+-]?[\d.]+e)(?:\+|(-))?0*(?=\d)/, "$1$2")
    .replace(/^([+-]?[\d.]+)e[+-]?0+$/, "$1")
    .replace(/(\.\d+?)0+(?=e|$)/, "$1")
    .replace(/\.(?=e|$)/, "");

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

const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

/**
 * Records how `text` writes its objects (Prettier keeps an object collapsed when its first key is on the
 * line of its `{`) and its numbers.
 */
function recordLayout(text: string) {
  const stack: { place: Place; isList: boolean; key: string; index: number }[] = [];
  const placeHere = (): Place => {
    const parent = stack[stack.length - 1];
    if (!parent) return ROOT;
    return childPlace(parent.place, parent.isList ? parent.index : parent.key);
  };
  for (let at = 0; at < text.length; at++) {
    const char = text[at]!;
    if (char === '"') {
      let end = at + 1;
      while (text[end] !== '"') end += text[end] === "\\" ? 2 : 1;
      const parent = stack[stack.length - 1];
      if (parent && !parent.isList && /^\s*:/.test(text.slice(end + 1, end + 4)))
        parent.key = JSON.parse(text.slice(at, end + 1)) as string;
      at = end;
    } else if (char === "," && stack[stack.length - 1]?.isList) {
      stack[stack.length - 1]!.index += 1;
    } else if (char === "-" || (char >= "0" && char <= "9")) {
      NUMBER.lastIndex = at;
      const written = NUMBER.exec(text)?.[0];
      if (!written) continue;
      const place = placeHere();
      const value = Number(written);
      const shown = prettierNumber(written);
      numbersByExactPlace.set(numberKey(place.exact, value), shown);
      const key = numberKey(place.path, value);
      numbersByPlace.set(key, (numbersByPlace.get(key) ?? new Set()).add(shown));
      at += written.length - 1;
    } else if (char === "{" || char === "[") {
      const place = placeHere();
      if (char === "{") {
        const inline = /^[ \t]*"/.test(text.slice(at + 1));
        if (inline) inlineObjects.add(place.path);
        const content = objectAt(text, at);
        if (content) (inline ? inlineContents : expandedContents).add(content);
      }
      stack.push({ place, isList: char === "[", key: "", index: 0 });
    } else if (char === "}" || char === "]") stack.pop();
  }
}

/** A number, string, boolean or null as it is written at `place`. */
function scalar(value: Json, place: Place): string {
  if (typeof value !== "number" || !Number.isFinite(value)) return JSON.stringify(value);
  const exact = numbersByExactPlace.get(numberKey(place.exact, value));
  if (exact !== undefined) return exact;
  const seen = numbersByPlace.get(numberKey(place.path, value));
  return seen?.size === 1 ? [...seen][0]! : JSON.stringify(value);
}

/** Key orders of the objects read, by their set of keys. */
const keyOrders = new Map<string, string[]>();
const keySet = (keys: readonly string[]) => [...keys].sort().join("\u0000");

function recordKeyOrders(value: unknown) {
  if (Array.isArray(value)) value.forEach(recordKeyOrders);
  else if (value !== null && typeof value === "object") {
    const keys = Object.keys(value);
    if (keys.length > 1) keyOrders.set(keySet(keys), keys);
    Object.values(value).forEach(recordKeyOrders);
  }
}

/** The order to write `keys` in (see the top of this file); as given when no object read shares two of them. */
function keyOrder(keys: string[]): string[] {
  const same = keyOrders.get(keySet(keys));
  if (same) return same;
  let closest: string[] = [];
  let shared = 1;
  for (const order of keyOrders.values()) {
    const common = order.filter((key) => keys.includes(key)).length;
    if (common > shared) [closest, shared] = [order, common];
  }
  return [...closest.filter((key) => keys.includes(key)), ...keys.filter((key) => !closest.includes(key))];
}

/** `value` with every object's keys in the order read (a new value as it came). */
function inReadKeyOrder(value: Json): Json {
  if (Array.isArray(value)) return value.map(inReadKeyOrder);
  if (!isContainer(value)) return value;
  return Object.fromEntries(keyOrder(Object.keys(value)).map((key) => [key, inReadKeyOrder(value[key]!)]));
}

const entriesOf = (value: { [key: string]: Json }) => Object.entries(value).filter(([, item]) => item !== undefined);

/** Whether an object is written on one line where it fits (see the top of this file). */
function keepsOneLine(value: { [key: string]: Json }, place: Place): boolean {
  const content = JSON.stringify(value);
  return inlineContents.has(content) || (!expandedContents.has(content) && inlineObjects.has(place.path));
}

/** Prettier breaks a list of two or more objects (or lists) of the same kind that each have two or more entries. */
const alwaysBreaks = (list: Json[]) =>
  list.length > 1 &&
  list.every(
    (item, index) =>
      isContainer(item) &&
      (Array.isArray(item) ? item.length : entriesOf(item).length) > 1 &&
      (index === 0 || Array.isArray(item) === Array.isArray(list[index - 1])),
  );

/** A list of two or more numbers: Prettier fills its lines rather than writing one number a line. */
const isNumberList = (list: Json[]) => list.length > 1 && list.every((item) => typeof item === "number");

/** `value` on one line, or null where it must break (an object the file had expanded, inside it too). */
function oneLine(value: Json, place: Place): string | null {
  if (!isContainer(value)) return scalar(value, place);
  if (Array.isArray(value)) {
    if (alwaysBreaks(value)) return null;
    const items = value.map((item, index) => oneLine(item, childPlace(place, index)));
    return items.includes(null) ? null : `[${items.join(", ")}]`;
  }
  const entries = entriesOf(value);
  if (entries.length === 0) return "{}";
  if (!keepsOneLine(value, place)) return null;
  const items = entries.map(([key, item]) => {
    const text = oneLine(item, childPlace(place, key));
    return text === null ? null : `${JSON.stringify(key)}: ${text}`;
  });
  return items.includes(null) ? null : `{ ${items.join(", ")} }`;
}

/**
 * `value` printed at `indent`, where `before` characters already stand on the line (the key) and `after`
 * will follow it (a comma), which Prettier counts when it decides whether a group fits.
 */
function print(value: Json, indent: string, before: number, after: number, place: Place): string {
  if (!isContainer(value)) return scalar(value, place);
  const flat = oneLine(value, place);
  if (flat !== null && before + flat.length + after <= PRINT_WIDTH) return flat;
  const inner = `${indent}  `;
  if (Array.isArray(value)) {
    if (isNumberList(value)) {
      const texts = value.map(
        (item, index) => `${scalar(item, childPlace(place, index))}${index < value.length - 1 ? "," : ""}`,
      );
      const lines = [`${inner}${texts[0]!}`];
      for (const text of texts.slice(1)) {
        if (lines[lines.length - 1]!.length + 1 + text.length <= PRINT_WIDTH) lines[lines.length - 1] += ` ${text}`;
        else lines.push(`${inner}${text}`);
      }
      return `[\n${lines.join("\n")}\n${indent}]`;
    }
    const items = value.map(
      (item, index) =>
        `${inner}${print(item, inner, inner.length, index < value.length - 1 ? 1 : 0, childPlace(place, index))}`,
    );
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  const entries = entriesOf(value);
  const lines = entries.map(([key, item], index) => {
    const prefix = `${inner}${JSON.stringify(key)}: `;
    return `${prefix}${print(item, inner, prefix.length, index < entries.length - 1 ? 1 : 0, childPlace(place, key))}`;
  });
  return `{\n${lines.join(",\n")}\n${indent}}`;
}

/** A content file's text, as Prettier would write it, with the final newline. */
export const formatJson = (value: unknown): string => `${print(inReadKeyOrder(value as Json), "", 0, 0, ROOT)}\n`;

/** The Decap format for JSON content files (an object at the top level). */
export const prettierJsonFormat = {
  fromFile: (content: string) => {
    recordLayout(content);
    const value = JSON.parse(content) as Record<string, unknown>;
    recordKeyOrders(value);
    return value;
  },
  toFile: (data: unknown) => formatJson(data),
};

/**
 * Decap edits an entry as an object; a file that is a list of records (team.json) is shown as an object
 * holding that list under `field`, and written back as the bare list.
 */
export const recordListFormat = (field: string) => ({
  fromFile: (content: string) => {
    recordLayout(content);
    const records = JSON.parse(content) as unknown;
    recordKeyOrders(records);
    return { [field]: records };
  },
  toFile: (data: Record<string, unknown>) => formatJson(data[field] ?? []),
});
