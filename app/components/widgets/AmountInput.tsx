/**
 * A percent-or-fixed amount (docs/spec.md §1 staff widgets, §3 Amount): a text field for the value and a
 * choice of its type. Without JavaScript the server checks it with `parseAmount`; with it the field
 * says at once when it is not a number and shows two decimals once left.
 */
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { AMOUNT_TYPES, formatAmount, parseAmount, type AmountProblem, type AmountType } from "./amount";

export interface AmountInputProps {
  id: string;
  /** The value's field; the type's is `${name}_type`. */
  name: string;
  label: string;
  defaultValue?: string;
  defaultType?: AmountType;
  currency: string;
  /** A problem the server found. */
  problem?: AmountProblem | null;
}

export function AmountInput({ id, name, label, defaultValue = "", defaultType = "fixed", currency, problem = null }: AmountInputProps) {
  const { t } = useTranslation();
  const [type, setType] = useState<AmountType>(defaultType);
  const [shown, setShown] = useState<AmountProblem | null>(problem);
  const errorId = `${id}-error`;
  const check = (input: HTMLInputElement, formatted: boolean) => {
    if (!input.value.trim()) return setShown(null);
    const parsed = parseAmount(input.value, type);
    setShown(parsed.ok ? null : parsed.problem);
    if (parsed.ok && formatted) input.value = formatAmount(parsed.amount.value);
  };
  return (
    <fieldset className="amount-input">
      <legend>{label}</legend>
      <div className="amount-input__row">
        <label htmlFor={id} className="visually-hidden">
          {t("widgets.amount")}
        </label>
        <input
          id={id}
          name={name}
          defaultValue={defaultValue}
          inputMode="decimal"
          autoComplete="off"
          pattern="\d{1,12}([.,]\d+)?"
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? errorId : undefined}
          onChange={(event) => shown && check(event.currentTarget, false)}
          onBlur={(event) => check(event.currentTarget, true)}
        />
        <label htmlFor={`${id}-type`} className="visually-hidden">
          {t("widgets.amountType")}
        </label>
        <select
          id={`${id}-type`}
          name={`${name}_type`}
          value={type}
          onChange={(event) => setType(event.currentTarget.value === "percent" ? "percent" : "fixed")}
        >
          {AMOUNT_TYPES.map((option) => (
            <option key={option} value={option}>
              {option === "percent" ? `% (${t("widgets.percent")})` : `${currency} (${t("widgets.fixed")})`}
            </option>
          ))}
        </select>
      </div>
      {shown ? (
        <p id={errorId} className="field__error" role="alert">
          {t(shown)}
        </p>
      ) : null}
    </fieldset>
  );
}
