import React, { useEffect, useState } from "react";
import { useCurrencyShownNow } from "../../hooks/useRememberedCurrency";
import type { cardPriceIn } from "./card-currency";
import * as styles from "./CardPriceInCurrency.module.css";
import { useText } from "../../i18n/EditionContext";

/**
 * On a trip's card, its price in the currency this device chose on a trip's page, while the rates may be shown: a
 * label over the corner of the card's picture, so nothing on the card moves when it appears. The rates load only on
 * a device that chose a currency; every other visitor's card is the server's. The card must be its positioning box.
 */
export function CardPriceInCurrency({ rupees }: { rupees: number }) {
  const currency = useCurrencyShownNow();
  const text = useText();
  const [priceIn, setPriceIn] = useState<typeof cardPriceIn | null>(null);
  useEffect(() => {
    if (!currency || priceIn) return;
    let live = true;
    void import("./card-currency").then((module) => live && setPriceIn(() => module.cardPriceIn));
    return () => {
      live = false;
    };
  }, [currency, priceIn]);
  const figure = currency && priceIn ? priceIn(rupees, currency) : null;
  if (!figure) return null;
  return (
    <span className={styles.label}>
      {`≈ ${figure}`}
      <span className="visually-hidden"> {text("price.indicative")}</span>
    </span>
  );
}
