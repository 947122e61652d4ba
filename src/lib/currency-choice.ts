import { isCurrencyCode, type CurrencyCode } from "./currency-codes";
import { localIsoDate } from "./dates";
import { deviceStorage, readJson, STORAGE_KEYS, watchKey } from "./device-storage";

/*
 * The currency this device chose to see trip prices in beside rupees (the price line, PriceInCurrency), kept with
 * the last day its rates may be shown, so that the enquiry form can say which currency the visitor saw without
 * loading the rates.
 */

interface StoredChoice {
  currency: CurrencyCode;
  /** The rates' last day (YYYY-MM-DD) when it was chosen. */
  until: string;
}

const storedChoice = (): StoredChoice | null => {
  const value = readJson(STORAGE_KEYS.currency, deviceStorage, 200) as Partial<StoredChoice> | null;
  return value && isCurrencyCode(value.currency) && typeof value.until === "string"
    ? { currency: value.currency, until: value.until }
    : null;
};

/** The currency chosen on this device, or null (none, or storage unreadable). */
export const readCurrencyChoice = (): CurrencyCode | null => storedChoice()?.currency ?? null;

/** Calls `onChange` when another tab changes the choice. */
export const watchCurrencyChoice = (onChange: () => void) => watchKey(STORAGE_KEYS.currency, onChange);

/** Remembers the choice with its rates' last day (null: rupees only); where the browser keeps nothing, nothing is kept. */
export function rememberCurrencyChoice(currency: CurrencyCode | null, until: string): void {
  if (currency) deviceStorage.write(STORAGE_KEYS.currency, JSON.stringify({ currency, until }));
  else deviceStorage.remove(STORAGE_KEYS.currency);
}

/** The currency trip prices show beside ₹ now: the device's choice while its rates are recent, else none. */
export function currencyShownNow(today: string = localIsoDate()): CurrencyCode | null {
  const choice = storedChoice();
  return choice && today <= choice.until ? choice.currency : null;
}
