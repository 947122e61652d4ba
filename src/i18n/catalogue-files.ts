import { readFileSync } from "node:fs";
import path from "node:path";
import { EDITION_CODES, type EditionCode } from "./editions";
import { catalogueProblems, type Catalogue } from "./messages";

/** Where an edition's interface catalogue is, relative to the repository. */
export const catalogueFile = (code: EditionCode): string => `src/i18n/messages/${code}.json`;

/** An edition's interface catalogue as the file holds it (checked by catalogueFileProblems before the build). */
export function readCatalogue(root: string, code: EditionCode): Catalogue {
  const file = catalogueFile(code);
  const value: unknown = JSON.parse(readFileSync(path.join(root, file), "utf8"));
  if (!value || typeof value !== "object" || Array.isArray(value)) throw new Error("must be an object of messages");
  return value as Catalogue;
}

/**
 * Every edition's catalogue against the English one: each file with a problem, as the content check words it
 * ("src/i18n/messages/ml.json is not valid: …", naming language and key). The build stops on any.
 */
export function catalogueFileProblems(root = process.cwd()): string[] {
  const english = readCatalogue(root, "en");
  return EDITION_CODES.filter((code) => code !== "en").flatMap((code) => {
    let problems: string[];
    try {
      problems = catalogueProblems(code, readCatalogue(root, code), english);
    } catch (error) {
      problems = [error instanceof Error ? error.message : String(error)];
    }
    return problems.length > 0
      ? [`${catalogueFile(code)} is not valid:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`]
      : [];
  });
}
