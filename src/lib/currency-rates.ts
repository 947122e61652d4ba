import ratesFile from "../../content/currency-rates.json";
import type { CurrencyRates } from "./currencies";

/** The rates the site was built with (content/currency-rates.json): only the price line's own chunk loads them. */
export const CURRENCY_RATES = ratesFile as CurrencyRates;
