import React, { useEffect, useState, type ComponentType } from "react";
import { useHydrated } from "../../hooks/useHydrated";
import { useRememberedCurrency } from "../../hooks/useRememberedCurrency";
import type { PriceInCurrency } from "./PriceInCurrency";
import * as styles from "./TripSummary.module.css";
import { useTripText } from "../../i18n/trip-page";

/**
 * Under a trip's price: "Price in AED, SAR, USD and more", which loads the price line in other currencies
 * (PriceInCurrency, a chunk of its own with the rates) when pressed, or at once when this device has chosen a
 * currency before. Its code and rates stay out of the first visit's JavaScript (the trip pages' budget).
 */
export function CurrencyChoice({ rupees }: { rupees: number }) {
  const hydrated = useHydrated();
  const text = useTripText();
  const remembered = useRememberedCurrency();
  const [pressed, setPressed] = useState(false);
  const [Line, setLine] = useState<ComponentType<Parameters<typeof PriceInCurrency>[0]> | null>(null);
  const wanted = pressed || remembered !== null;
  useEffect(() => {
    if (!wanted || Line) return;
    let live = true;
    void import("./PriceInCurrency").then((module) => live && setLine(() => module.PriceInCurrency));
    return () => {
      live = false;
    };
  }, [wanted, Line]);
  if (Line) return <Line rupees={rupees} focus={pressed} />;
  return (
    <div className={styles.currency}>
      <button
        type="button"
        className={styles.currencyButton}
        disabled={!hydrated}
        aria-busy={wanted || undefined}
        onClick={() => setPressed(true)}
      >
        {text("trip.currency.more")}
      </button>
    </div>
  );
}
