import React, { type ReactNode } from "react";
import type { EditionCode } from "./editions";

/**
 * A message with parts that are elements (a link, a fact left in English): `{chat}` in "… or {chat}." becomes the
 * element given for `chat`, so a translation puts the link where its language needs it.
 */
export function richText(message: string, parts: Readonly<Record<string, ReactNode>>): ReactNode {
  return message
    .split(/\{(\w+)\}/)
    .map((piece, index) =>
      index % 2 === 0 ? piece : <React.Fragment key={index}>{parts[piece] ?? `{${piece}}`}</React.Fragment>,
    );
}

/** How an office fact written in English (the reply time, an address) is marked on another edition's page. */
export const englishFact = (code: EditionCode): { lang?: "en"; dir?: "ltr" } =>
  code === "en" ? {} : { lang: "en", dir: "ltr" };
