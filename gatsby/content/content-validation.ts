import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { z } from "zod";
import { CONTENT_MODEL, isFolder, type ContentModelEntry } from "../../src/content-model";
import { IMAGE_PATH } from "../../src/content-model/fields";
import { fieldName, schemaProblems } from "../../src/content-model/problems";
import { toJsonSchema } from "./content-graphql";

/*
 * The build's check of content/ against the content model (src/content-model), before anything else runs:
 * every problem names the file and the field ("blocks[2] (heroSlider).slides[0].title: is required"), and
 * every picture path must name a file that exists next to the content file.
 */

export { fieldName };

export class ContentFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file} is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentFileError";
  }
}

type JsonSchema = ReturnType<typeof toJsonSchema> & { widget?: string; oneOf?: JsonSchema[] };

/** Every picture path in `data` with its field path, found through the schema's `image` fields. */
export function picturePaths(schema: JsonSchema, data: unknown, at: PropertyKey[] = []): [PropertyKey[], string][] {
  if (data === undefined || data === null) return [];
  if (schema.widget === "image") return typeof data === "string" ? [[at, data]] : [];
  if (Array.isArray(data) && schema.items) {
    return data.flatMap((item, index) => picturePaths(schema.items as JsonSchema, item, [...at, index]));
  }
  const variants = (schema.oneOf ?? schema.anyOf) as JsonSchema[] | undefined;
  if (variants && typeof data === "object") {
    const type = (data as { type?: unknown }).type;
    const variant = variants.find((candidate) => candidate.properties?.type?.const === type);
    return variant ? picturePaths(variant, data, at) : [];
  }
  if (schema.properties && typeof data === "object") {
    return Object.entries(schema.properties).flatMap(([key, property]) =>
      picturePaths(property as JsonSchema, (data as Record<string, unknown>)[key], [...at, key]),
    );
  }
  return [];
}

/**
 * Where JSON text first breaks the grammar, as an offset (-1 when it does not). Node's JSON.parse names a
 * character position for some errors and none for others ("Unexpected token '}', …"); this finds it for all.
 */
export function jsonErrorOffset(source: string): number {
  let at = 0;
  const fail = (): never => {
    throw new RangeError(String(at));
  };
  const space = () => {
    while (at < source.length && " \t\n\r".includes(source[at]!)) at++;
  };
  const expect = (char: string) => (source[at] === char ? at++ : fail());
  const string = () => {
    expect('"');
    for (;;) {
      const char = source[at];
      if (char === undefined || char < " ") fail();
      if (char === '"') return void at++;
      if (char === "\\") {
        const escape = /\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4})/y;
        escape.lastIndex = at;
        if (!escape.test(source)) {
          at++; // JSON.parse names the character after the backslash
          fail();
        }
        at = escape.lastIndex;
      } else at++;
    }
  };
  const list = (close: string, item: () => void) => {
    at++;
    space();
    if (source[at] === close) return void at++;
    for (;;) {
      item();
      space();
      if (source[at] === ",") at++;
      else return void expect(close);
      space();
    }
  };
  const value = (): void => {
    space();
    if (source[at] === "{")
      return list("}", () => {
        string();
        space();
        expect(":");
        value();
      });
    if (source[at] === "[") return list("]", value);
    if (source[at] === '"') return string();
    const literal = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
    literal.lastIndex = at;
    if (!literal.test(source)) fail();
    at = literal.lastIndex;
  };
  try {
    value();
    space();
    return at < source.length ? at : -1;
  } catch (error) {
    if (error instanceof RangeError) return at;
    throw error;
  }
}

/** A JSON syntax error as a marketer can find it: "line 12, column 5: Expected ',' or '}' after property value". */
export function jsonSyntaxProblem(source: string, error: unknown): string {
  const offset = Math.max(0, jsonErrorOffset(source));
  const before = source.slice(0, offset).split("\n");
  const reason = (error instanceof Error ? error.message : String(error))
    .replace(/ in JSON at position \d+.*$/s, "")
    .replace(/, (?:\.\.\.)?".*" is not valid JSON$/s, "")
    .replace(/\n/g, "\\n");
  return `line ${before.length}, column ${before[before.length - 1]!.length + 1}: ${reason}`;
}

/** Reads a content file as the model sees it: JSON, or a Markdown document as `{ body }`. */
function readEntryFile(absolute: string): unknown {
  const source = readFileSync(absolute, "utf8");
  if (absolute.endsWith(".md")) return { body: source };
  try {
    return JSON.parse(source);
  } catch (error) {
    throw new Error(jsonSyntaxProblem(source, error));
  }
}

/** Validates one content file against its schema; returns the data or throws naming file and fields. */
export function validateContentFile<T>(file: string, schema: z.ZodType<T>, root = process.cwd()): T {
  const absolute = path.resolve(root, file);
  const relative = path.relative(root, absolute) || file;
  let raw: unknown;
  try {
    raw = readEntryFile(absolute);
  } catch (error) {
    throw new ContentFileError(relative, [error instanceof Error ? error.message : String(error)]);
  }
  const result = schema.safeParse(raw);
  const problems = schemaProblems(schema, raw);
  for (const [at, picture] of picturePaths(toJsonSchema(schema) as JsonSchema, raw)) {
    // A path of the wrong form has its own problem above; only a well-formed one is looked for.
    if (IMAGE_PATH.test(picture) && !existsSync(path.resolve(path.dirname(absolute), picture))) {
      problems.push(`${fieldName(at, raw)}: names a picture that does not exist (${picture}, relative to the file)`);
    }
  }
  if (problems.length > 0) throw new ContentFileError(relative, problems);
  return result.data as T;
}

/** The files of one model entry, relative to root. */
export function entryFiles(entry: ContentModelEntry, root = process.cwd()): string[] {
  if (!isFolder(entry)) return [entry.file];
  const folder = path.resolve(root, entry.folder);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => name.endsWith(`.${entry.extension}`))
    .sort()
    .map((name) => path.join(entry.folder, name));
}

/** Validates every content file; returns each problem file's message (empty when all are valid). */
export function validateContent(root = process.cwd(), model = CONTENT_MODEL): string[] {
  const problems: string[] = [];
  for (const entry of model) {
    for (const file of entryFiles(entry, root)) {
      try {
        validateContentFile(file, entry.schema, root);
      } catch (error) {
        problems.push(error instanceof ContentFileError ? error.message : String(error));
      }
    }
  }
  return problems;
}
