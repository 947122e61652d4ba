import { CURRENCY_RATES, isCurrencyCode, ratesShownOn, type CurrencyCode } from "./currencies";
import { localIsoDate } from "./dates";
import { deviceStorage, STORAGE_KEYS, watchKey } from "./device-storage";

/** The currency this device chose to see prices in beside rupees (PriceInCurrency), or null. */
export const readCurrencyChoice = (): CurrencyCode | null => {
  const stored = deviceStorage.read(STORAGE_KEYS.currency);
  return isCurrencyCode(stored) ? stored : null;
};

/** Calls `onChange` when another tab changes the choice. */
export const watchCurrencyChoice = (onChange: () => void) => watchKey(STORAGE_KEYS.currency, onChange);

/** Remembers the choice on the device (null: rupees only); where the browser keeps nothing, nothing is kept. */
export function rememberCurrencyChoice(currency: CurrencyCode | null): void {
  if (currency) deviceStorage.write(STORAGE_KEYS.currency, currency);
  else deviceStorage.remove(STORAGE_KEYS.currency);
}

/** The currency trip prices show beside ₹ now: the device's choice while the rates are recent, else none. */
export const currencyShownNow = (today: string = localIsoDate()): CurrencyCode | null =>
  ratesShownOn(CURRENCY_RATES, today) ? readCurrencyChoice() : null;
