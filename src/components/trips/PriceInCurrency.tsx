import React, { useEffect, useId, useRef, useState } from "react";
import {
  CURRENCY_CODES,
  formatRateDate,
  indicativePrice,
  isCurrencyCode,
  lastDayOf,
  ratesShownOn,
  type CurrencyCode,
  type CurrencyRates,
} from "../../lib/currencies";
import { CURRENCY_RATES } from "../../lib/currency-rates";
import { localIsoDate } from "../../lib/dates";
import { rememberCurrencyChoice } from "../../lib/currency-choice";
import { useHydrated } from "../../hooks/useHydrated";
import { useRememberedCurrency } from "../../hooks/useRememberedCurrency";
import * as styles from "./TripSummary.module.css";
import { useTripText } from "../../i18n/trip-page";
import { useEdition } from "../../i18n/EditionContext";

/**
 * Beside a trip's rupee price: the same price in a currency the visitor chooses (dirham, riyal, dinar, dollar,
 * pound), indicative, from content/currency-rates.json while those rates are recent (on the visitor's own date; an
 * out-of-date rate shows no conversion). The choice is remembered on the device (nothing personal); where the browser
 * keeps nothing, it lasts for the page. Loaded only when wanted (CurrencyChoice), so its code and rates are not in
 * the first visit's JavaScript.
 */
export function PriceInCurrency({
  rupees,
  rates = CURRENCY_RATES,
  focus = false,
}: {
  rupees: number;
  rates?: CurrencyRates;
  /** Takes the focus when shown (the visitor pressed the button it replaces). */
  focus?: boolean;
}) {
  const id = useId();
  const select = useRef<HTMLSelectElement>(null);
  useEffect(() => {
    if (focus) select.current?.focus();
  }, [focus]);
  const hydrated = useHydrated();
  // The device's choice (another tab's too), and this page's own once the visitor chooses: it lasts for the page
  // where the browser keeps nothing.
  const stored = useRememberedCurrency();
  const [chosen, setChosen] = useState<CurrencyCode | null | undefined>(undefined);
  const currency = chosen === undefined ? stored : chosen;
  const shown = !hydrated || ratesShownOn(rates, localIsoDate());
  const choose = (value: string) => {
    const next = isCurrencyCode(value) ? value : null;
    setChosen(next);
    rememberCurrencyChoice(next, lastDayOf(rates));
  };
  const text = useTripText();
  const { locale } = useEdition();
  const since = formatRateDate(rates.date, locale);
  return (
    <div className={styles.currency}>
      <label htmlFor={`${id}-currency`}>{text("trip.currency.label")}</label>
      <select
        ref={select}
        id={`${id}-currency`}
        value={shown && currency ? currency : ""}
        disabled={!hydrated || !shown}
        aria-describedby={`${id}-rates`}
        onChange={(event) => choose(event.target.value)}
      >
        <option value="">{text("trip.currency.rupeesOnly")}</option>
        {CURRENCY_CODES.map((code) => (
          <option key={code} value={code}>
            {`${code}, ${text(`trip.currency.${code}`)}`}
          </option>
        ))}
      </select>
      <output htmlFor={`${id}-currency`} className={styles.converted}>
        {shown && currency && hydrated ? `≈ ${indicativePrice(rupees, rates.rates[currency], currency)}` : ""}
      </output>
      <small id={`${id}-rates`} className={styles.rates}>
        {shown
          ? text("trip.currency.indicative", { date: since, source: rates.source })
          : text("trip.currency.outOfDate", { date: since, until: formatRateDate(lastDayOf(rates), locale) })}
      </small>
    </div>
  );
}
