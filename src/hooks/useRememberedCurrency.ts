import { useSyncExternalStore } from "react";
import { currencyShownNow, readCurrencyChoice, watchCurrencyChoice } from "../lib/currency-choice";
import type { CurrencyCode } from "../lib/currency-codes";

const noChoiceOnServer = () => null;
const currencyShownNowToday = () => currencyShownNow();

/** The currency this device chose for trip prices (another tab's change included); none in the server HTML. */
export const useRememberedCurrency = (): CurrencyCode | null =>
  useSyncExternalStore(watchCurrencyChoice, readCurrencyChoice, noChoiceOnServer);

/** The device's currency while the rates it was chosen with may still be shown (currencyShownNow); none on the server. */
export const useCurrencyShownNow = (): CurrencyCode | null =>
  useSyncExternalStore(watchCurrencyChoice, currencyShownNowToday, noChoiceOnServer);
