import React from "react";
import { localIsoDate } from "../../lib/dates";
import type { FieldErrors } from "../../lib/enquiry";
import {
  MAX_ADULTS,
  MAX_CHILD_AGE,
  MAX_CHILDREN,
  MAX_ROOMS,
  lastTravelDay,
  type TripForm,
  type TripTextField,
  type WhenType,
} from "../../lib/trip-details";
import type { FormField } from "../../hooks/enquiry-form/validation";
import * as formStyles from "./ContactForm.module.css";
import * as styles from "./TripFields.module.css";
import { useEnquiryText, type EnquiryKey } from "./enquiry-text";
import { englishFact } from "../../i18n/rich-text";
import { useEdition } from "../../i18n/EditionContext";

export interface TripFieldsProps {
  values: TripForm;
  errors: FieldErrors;
  /** A quote is what the form is for (a trip's page): the fields are required, not an optional group. */
  required: boolean;
  /** The trip's length, when the page knows it: the last day follows the first. */
  days?: number;
  /** False in the server HTML: the date limits are set only in the browser, which knows the visitor's today. */
  hydrated: boolean;
  id: (part: string) => string;
  inputId: (field: FormField) => string;
  onChange: (field: TripTextField, value: string) => void;
  onChildAge: (index: number, value: string) => void;
}

const WHEN_CHOICES: ReadonlyArray<{ type: WhenType; label: EnquiryKey }> = [
  { type: "month", label: "enquiry.trip.month" },
  { type: "dates", label: "enquiry.trip.dates" },
  { type: "flexible", label: "enquiry.trip.flexible" },
];

/**
 * The trip's fields, grouped: when (a month, dates or flexible), who (adults, children and their ages), rooms, from
 * where and an optional budget. Native inputs, so phones bring their own month, date and number pickers; the month
 * or the dates show for the choice made (by CSS, so also before the script runs).
 */
export function TripFields({
  values,
  errors,
  required,
  days,
  hydrated,
  id,
  inputId,
  onChange,
  onChildAge,
}: TripFieldsProps) {
  const text = useEnquiryText();
  // The trip's rules (trip-details.ts) still word their problems in English only: marked so on another edition.
  const problemLanguage = englishFact(useEdition().code);
  const today = hydrated ? localIsoDate() : undefined;
  const lastDay = today && lastTravelDay(today);
  const childAges = values.childAges;

  /** The props every input of one field shares: its id and name, value, and its error tied to it. */
  const described = (field: FormField, extra?: string) => {
    const error = errors[field];
    const describedBy = [error ? `${inputId(field)}-error` : undefined, extra].filter(Boolean).join(" ");
    return {
      id: inputId(field),
      "aria-invalid": error ? true : undefined,
      "aria-describedby": describedBy || undefined,
      className: formStyles.input,
    };
  };
  const errorOf = (field: FormField) =>
    errors[field] ? (
      <p id={`${inputId(field)}-error`} className={formStyles.error} {...problemLanguage}>
        {errors[field]}
      </p>
    ) : null;
  const label = (field: FormField, words: string) => (
    <label htmlFor={inputId(field)} className={formStyles.label}>
      {words}
    </label>
  );

  /** A whole number of people or rooms, with the phone's number pad. */
  const count = (
    key: "adults" | "children" | "rooms",
    words: string,
    limits: { min: number; max?: number; required?: boolean },
  ) => {
    const field: FormField = `trip.${key}`;
    return (
      <div className={formStyles.field}>
        {label(field, words)}
        <input
          {...described(field)}
          type="number"
          name={field}
          inputMode="numeric"
          min={limits.min}
          max={limits.max}
          step={1}
          required={limits.required}
          value={values[key]}
          onChange={(event) => onChange(key, event.target.value)}
        />
        {errorOf(field)}
      </div>
    );
  };

  return (
    <fieldset className={styles.trip} aria-describedby={required ? undefined : id("trip-hint")}>
      <legend className={styles.legend}>
        {required ? text("enquiry.trip.legend") : text("enquiry.optional", { label: text("enquiry.trip.legend") })}
      </legend>
      {!required && (
        <p id={id("trip-hint")} className={styles.hint}>
          {text("enquiry.trip.hint")}
        </p>
      )}

      <fieldset
        className={styles.when}
        aria-describedby={errors["trip.when"] ? `${inputId("trip.when")}-error` : undefined}
      >
        <legend className={formStyles.label}>{text("enquiry.trip.when")}</legend>
        <div className={styles.choices}>
          {WHEN_CHOICES.map(({ type, label: choice }) => (
            <label key={type} className={styles.choice}>
              <input
                id={id(`trip-when-${type}`)}
                type="radio"
                name="trip.when"
                value={type}
                required={required}
                checked={values.when === type}
                aria-describedby={errors["trip.when"] ? `${inputId("trip.when")}-error` : undefined}
                onChange={() => onChange("when", type)}
              />
              {text(choice)}
            </label>
          ))}
        </div>
        {errorOf("trip.when")}
        <div className={`${formStyles.field} ${styles.monthField}`}>
          {label("trip.when.month", text("enquiry.trip.monthLabel"))}
          <input
            {...described("trip.when.month")}
            type="month"
            name="trip.month"
            min={today?.slice(0, 7)}
            max={lastDay?.slice(0, 7)}
            value={values.month}
            onChange={(event) => onChange("month", event.target.value)}
          />
          {errorOf("trip.when.month")}
        </div>
        <div className={styles.datesFields}>
          <div className={formStyles.field}>
            {label("trip.when.start", text("enquiry.trip.start"))}
            <input
              {...described("trip.when.start", days && days > 1 ? id("trip-days") : undefined)}
              type="date"
              name="trip.start"
              min={today}
              max={lastDay}
              value={values.start}
              onChange={(event) => onChange("start", event.target.value)}
            />
            {errorOf("trip.when.start")}
          </div>
          <div className={formStyles.field}>
            {label("trip.when.end", text("enquiry.trip.end"))}
            <input
              {...described("trip.when.end")}
              type="date"
              name="trip.end"
              min={values.start || today}
              max={lastDay}
              value={values.end}
              onChange={(event) => onChange("end", event.target.value)}
            />
            {errorOf("trip.when.end")}
          </div>
          {days && days > 1 && (
            <p id={id("trip-days")} className={styles.hint}>
              {text("enquiry.trip.length", { days: String(days), nights: String(days - 1) })}
            </p>
          )}
        </div>
      </fieldset>

      <div className={styles.party}>
        {count("adults", text("enquiry.trip.adults"), { min: 1, max: MAX_ADULTS, required })}
        {count("children", text("enquiry.trip.children"), { min: 0, max: MAX_CHILDREN })}
        {count("rooms", text("enquiry.trip.rooms"), { min: 1, max: MAX_ROOMS, required })}
      </div>

      {childAges.length > 0 && (
        <div className={styles.ages}>
          {childAges.map((age, index) => {
            const field: FormField = `trip.children.${index}`;
            return (
              <div key={field} className={formStyles.field}>
                {label(field, text("enquiry.trip.childAge", { number: String(index + 1) }))}
                <input
                  {...described(field)}
                  type="number"
                  name={`trip.childAges.${index}`}
                  inputMode="numeric"
                  min={0}
                  max={MAX_CHILD_AGE}
                  step={1}
                  required={required}
                  value={age}
                  onChange={(event) => onChildAge(index, event.target.value)}
                />
                {errorOf(field)}
              </div>
            );
          })}
        </div>
      )}

      <div className={styles.place}>
        <div className={formStyles.field}>
          {label("trip.from", text("enquiry.trip.from"))}
          <input
            {...described("trip.from")}
            type="text"
            name="trip.from"
            autoComplete="address-level2"
            required={required}
            value={values.from}
            onChange={(event) => onChange("from", event.target.value)}
          />
          {errorOf("trip.from")}
        </div>
        <div className={formStyles.field}>
          {label("trip.budgetPerPerson", text("enquiry.trip.budget"))}
          <input
            {...described("trip.budgetPerPerson")}
            // Text, not number: people write "30,000" or "₹1,25,000", which a number input would silently empty.
            type="text"
            name="trip.budget"
            inputMode="numeric"
            autoComplete="off"
            value={values.budget}
            onChange={(event) => onChange("budget", event.target.value)}
          />
          {errorOf("trip.budgetPerPerson")}
        </div>
      </div>
    </fieldset>
  );
}
