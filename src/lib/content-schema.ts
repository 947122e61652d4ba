import { readFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

const text = z.string().trim().min(1, "is required");
const url = z.url({ message: "must be a full URL (https://…)" });

/** content/site.json: the agency's facts, used by the layout, contact page, JSON-LD and chat links. */
export const siteSchema = z.object({
  name: text,
  legalName: text,
  tagline: text,
  description: text,
  siteUrl: url,
  address: z.object({ street: text, locality: text, region: text, postalCode: text, country: text, display: text }),
  offices: z.array(text).min(1),
  hours: z.array(z.object({ days: text, opens: text, closes: text, schemaDays: z.array(text), schemaOpens: text, schemaCloses: text })).min(1),
  phones: z.array(z.object({ label: text, display: text, tel: z.string().regex(/^\+\d{8,15}$/, "must be +country code and digits, e.g. +914812420100") })).min(2),
  emails: z.array(z.object({ label: text, address: z.email({ message: "must be an e-mail address" }) })).min(2),
  whatsappNumber: z.string().regex(/^\d{8,15}$/, "must be digits only, with country code, e.g. 919447012345"),
  social: z.array(z.object({ name: text, url })),
  chatWidgetUrl: z.union([z.literal(""), url]),
  mapEmbedUrl: url,
  videoUrl: url,
  visaChecklistPath: z.string().startsWith("/"),
});

/** content/destination-details.json: the fixed rows and highlights shown on every destination details page. */
export const destinationDetailsSchema = z.object({
  basicInformation: z.array(z.object({ label: text, value: text })).min(1),
  highlights: z.array(text).min(1),
});

export class ContentFileError extends Error {
  constructor(readonly file: string, readonly problems: string[]) {
    super(`${file} is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.name = "ContentFileError";
  }
}

/** Reads and validates one content JSON file; the error names the file and each field at fault. */
export function readContentFile<T>(file: string, schema: z.ZodType<T>, root = process.cwd()): T {
  const relative = path.relative(root, path.resolve(root, file)) || file;
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(path.resolve(root, file), "utf8"));
  } catch (error) {
    throw new ContentFileError(relative, [error instanceof Error ? error.message : String(error)]);
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw new ContentFileError(
      relative,
      result.error.issues.map((issue) => `${issue.path.join(".") || "(file)"}: ${issue.message}`),
    );
  }
  return result.data;
}

/** Every validated content file; gatsby-node checks them all before the build starts. */
export const CONTENT_FILES: { file: string; schema: z.ZodType<unknown> }[] = [
  { file: "content/site.json", schema: siteSchema },
  { file: "content/destination-details.json", schema: destinationDetailsSchema },
];
