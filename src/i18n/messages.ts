import { EDITIONS, type EditionCode } from "./editions";
import { groupIndian } from "../lib/indian-grouping";

/**
 * Interface text (buttons, labels, menus, errors) in catalogues per edition, in parts (the frame's,
 * `src/i18n/messages/<code>.json`, and a page type's, `src/i18n/messages/<part>/<code>.json`: catalogue-files.ts), a
 * key to each message (design decision 35). A message is text with `{name}` placeholders, or, for a number, one text
 * per plural category of the language (`Intl.PluralRules`: English and Malayalam say one/other, Arabic
 * zero/one/two/few/many/other), picked by `count` and with `{count}` written in the edition's digits.
 */
export type PluralMessage = { other: string } & Partial<Record<Intl.LDMLPluralRule, string>>;
export type Message = string | PluralMessage;
export type Catalogue = Readonly<Record<string, Message>>;
export type MessageValues = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{(\w+)\}/g;

const placeholdersOf = (message: Message): string[] =>
  [
    ...new Set(
      (typeof message === "string" ? [message] : Object.values(message)).flatMap((text) =>
        [...(text ?? "").matchAll(PLACEHOLDER)].map((match) => match[1]!),
      ),
    ),
  ].sort();

/** The plural categories an edition's language distinguishes (Intl.PluralRules's list). */
export const pluralCategories = (code: EditionCode): Intl.LDMLPluralRule[] =>
  new Intl.PluralRules(EDITIONS[code].locale).resolvedOptions().pluralCategories;

/**
 * How an edition picks a plural and writes a number. No edition needs `Intl` for the whole numbers the interface counts
 * with: English and Malayalam say "one" for 1 and "other" otherwise, and write Western digits with Indian grouping
 * (1,25,000); Arabic's six categories follow CLDR's rule for `ar` (arabicPlural, checked against Intl.PluralRules by
 * __tests__/i18n-messages.test.ts), its numbers in Western digits grouped by thousands (1,234,567), as its locale
 * `ar-u-nu-latn` writes them. The first `Intl` object a page makes loads the browser's locale data (decision 24: 20–65
 * ms here, four times that on Lighthouse's phone), and every card's "3 days" went through here. A number with a
 * fraction, in any edition, comes from `Intl`, made on first use (no message has one today).
 */
interface NumberRules {
  plural: (count: number) => Intl.LDMLPluralRule;
  number: (value: number) => string;
}

/** Plural rules and number format from Intl, made on first use. */
function intlRules(code: EditionCode): NumberRules {
  let made: { plurals: Intl.PluralRules; numbers: Intl.NumberFormat } | undefined;
  const intl = () =>
    (made ??= {
      plurals: new Intl.PluralRules(EDITIONS[code].locale),
      numbers: new Intl.NumberFormat(EDITIONS[code].locale),
    });
  return { plural: (count) => intl().plurals.select(count), number: (value) => intl().numbers.format(value) };
}

const whole = (value: number) => Number.isSafeInteger(value);

/** CLDR's plural rule for Arabic, for a whole number: 0 zero, 1 one, 2 two, …03–…10 few, …11–…99 many, else other. */
export const arabicPlural = (count: number): Intl.LDMLPluralRule => {
  const n = Math.abs(count);
  const hundreds = n % 100;
  if (n === 0) return "zero";
  if (n === 1) return "one";
  if (n === 2) return "two";
  if (hundreds >= 3 && hundreds <= 10) return "few";
  if (hundreds >= 11 && hundreds <= 99) return "many";
  return "other";
};

/** "1234567" → "1,234,567". */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, ",");

/**
 * Whole numbers by `plural` and `group`, without Intl; the rest with it. `minus` as the locale writes it (Arabic's
 * with a left-to-right mark, so that it stays before the digits in right-to-left text).
 */
function wholeNumberRules(
  code: EditionCode,
  plural: (count: number) => Intl.LDMLPluralRule,
  group: (digits: string) => string,
  minus = "-",
): NumberRules {
  const withIntl = intlRules(code);
  return {
    plural: (count) => (whole(count) ? plural(count) : withIntl.plural(count)),
    number: (value) =>
      whole(value) ? `${value < 0 ? minus : ""}${group(String(Math.abs(value)))}` : withIntl.number(value),
  };
}

const oneOrOther = (count: number): Intl.LDMLPluralRule => (Math.abs(count) === 1 ? "one" : "other");

const numberRules = new Map<EditionCode, NumberRules>();

function numberRulesOf(code: EditionCode): NumberRules {
  let rules = numberRules.get(code);
  if (!rules) {
    rules =
      code === "ar"
        ? wholeNumberRules(code, arabicPlural, groupThousands, "\u200e-")
        : wholeNumberRules(code, oneOrOther, groupIndian);
    numberRules.set(code, rules);
  }
  return rules;
}

/** One message of an edition with its values written in: `{count}` in the edition's digits, the rest as given. */
export function formatMessage(code: EditionCode, message: Message, values: MessageValues = {}): string {
  const rules = numberRulesOf(code);
  const count = values.count;
  const text =
    typeof message === "string"
      ? message
      : typeof count === "number"
        ? (message[rules.plural(count)] ?? message.other)
        : message.other;
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === "number" ? rules.number(value) : value;
  });
}

/**
 * What is wrong with an edition's catalogue against the English one, each naming the language and key: a key
 * missing or left over, a message empty, a plural without one of its language's categories, a placeholder that
 * is not the English message's. The build stops on any (gatsby/content/check-before-build.ts).
 */
export function catalogueProblems(code: EditionCode, catalogue: Catalogue, english: Catalogue): string[] {
  const problems: string[] = [];
  const say = (key: string, what: string) => problems.push(`${EDITIONS[code].name} (${code}): "${key}" ${what}`);
  const categories = pluralCategories(code);
  for (const [key, source] of Object.entries(english)) {
    const message = catalogue[key];
    if (message === undefined) {
      say(key, "is missing");
      continue;
    }
    if (typeof source !== typeof message) {
      say(key, typeof source === "string" ? "must be one text" : "must have a text per plural category");
      continue;
    }
    if (typeof message === "string") {
      if (message.trim() === "") say(key, "is empty");
    } else {
      const absent = categories.filter((category) => !message[category]?.trim());
      if (absent.length > 0) say(key, `has no text for ${absent.join(", ")} (plural categories of ${code})`);
      const foreign = Object.keys(message).filter((category) => !categories.includes(category as Intl.LDMLPluralRule));
      if (foreign.length > 0) say(key, `has ${foreign.join(", ")}, which ${code} does not use`);
    }
    const wanted = placeholdersOf(source).join(", ");
    const found = placeholdersOf(message).join(", ");
    if (wanted !== found) say(key, `has placeholders {${found}} where English has {${wanted}}`);
  }
  for (const key of Object.keys(catalogue))
    if (!(key in english)) say(key, "is not in the English catalogue (renamed or removed?)");
  return problems;
}
