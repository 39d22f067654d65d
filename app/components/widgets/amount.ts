/**
 * The amount widget's rule (docs/spec.md §3 Amount, §5): a value with two decimals, a percentage or a fixed
 * sum. What is not a plain number is refused, not guessed at: "12,5" and "12.50" are 12.5, but
 * "1e3", "12abc" or "" are not amounts.
 */
export const AMOUNT_TYPES = ["percent", "fixed"] as const;
export type AmountType = (typeof AMOUNT_TYPES)[number];

export interface Amount {
  value: number;
  type: AmountType;
}

export type AmountProblem = "widgets.notANumber" | "widgets.percentTooHigh";

/** Two decimals, half away from zero (12.345 → 12.35, which binary floats would make 12.34). */
export const roundAmount = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

const PLAIN_NUMBER = /^\d{1,12}(?:[.,]\d+)?$/;

export function parseAmount(text: unknown, type: unknown): { ok: true; amount: Amount } | { ok: false; problem: AmountProblem } {
  const kind: AmountType = type === "percent" ? "percent" : "fixed";
  const cleaned = typeof text === "string" ? text.trim().replace(/\s+/g, "") : "";
  if (!PLAIN_NUMBER.test(cleaned)) return { ok: false, problem: "widgets.notANumber" };
  const value = roundAmount(Number(cleaned.replace(",", ".")));
  if (kind === "percent" && value > 100) return { ok: false, problem: "widgets.percentTooHigh" };
  return { ok: true, amount: { value, type: kind } };
}

/** The value as the field shows it after leaving it: always two decimals. */
export const formatAmount = (value: number): string => roundAmount(value).toFixed(2);
