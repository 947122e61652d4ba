import { indicativePrice, ratesShownOn, type CurrencyCode } from "../../lib/currencies";
import { CURRENCY_RATES } from "../../lib/currency-rates";
import { localIsoDate } from "../../lib/dates";

/**
 * A card's price in `currency` from the rates the site was built with, or null when those rates may not be shown on
 * the visitor's day. Its own chunk: only a device that chose a currency loads the rates (CardPriceInCurrency).
 */
export const cardPriceIn = (rupees: number, currency: CurrencyCode): string | null =>
  ratesShownOn(CURRENCY_RATES, localIsoDate())
    ? indicativePrice(rupees, CURRENCY_RATES.rates[currency], currency)
    : null;
