import { z } from "zod";
import { CURRENCIES, CURRENCY_CODES, type CurrencyCode } from "../lib/currencies";
import { isoDate, number, text, wholeNumber } from "./fields";

/** Longest a set of rates may be shown for: a month-old rate is as far as an "indicative" price can honestly go. */
export const MAX_VALID_DAYS = 31;

/** content/currency-rates.json: what trip prices show beside the rupees (src/lib/currencies.ts). */
export const currencyRatesSchema = z
  .object({
    date: isoDate("Rates of"),
    source: text("Source", "Where the rates are from, as visitors read it beside the price"),
    validDays: wholeNumber(
      "Shown for (days)",
      `Days after "Rates of" that the converted prices are shown; after that, prices show in ₹ only until the rates are updated (at most ${MAX_VALID_DAYS})`,
    )
      .min(1, "must be at least 1")
      .max(MAX_VALID_DAYS, `must be at most ${MAX_VALID_DAYS}`),
    rates: z
      .object(
        Object.fromEntries(
          CURRENCY_CODES.map((code) => [
            code,
            number(`Rupees for one ${code}`, `One ${CURRENCIES[code]} in rupees, e.g. 24.2`).positive(
              "must be more than 0",
            ),
          ]),
        ) as Record<CurrencyCode, ReturnType<typeof number>>,
      )
      .meta({ title: "Rates", description: "Rupees for one unit of each currency offered" }),
  })
  .meta({ title: "Currency rates" });
