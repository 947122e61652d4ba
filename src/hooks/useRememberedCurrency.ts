import { useSyncExternalStore } from "react";
import { readCurrencyChoice, watchCurrencyChoice } from "../lib/currency-choice";
import type { CurrencyCode } from "../lib/currency-codes";

const noChoiceOnServer = () => null;

/** The currency this device chose for trip prices (another tab's change included); none in the server HTML. */
export const useRememberedCurrency = (): CurrencyCode | null =>
  useSyncExternalStore(watchCurrencyChoice, readCurrencyChoice, noChoiceOnServer);
