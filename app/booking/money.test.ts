import { describe, expect, it } from "vitest";
import { convertMoney, formatMoney, formatPriceLabel, roundMoney } from "./money";

describe("money", () => {
  it.each([
    [1.005, 1.01],
    [2.344, 2.34],
    [10, 10],
  ])("roundMoney(%d) = %d", (value, expected) => expect(roundMoney(value)).toBe(expected));

  it.each([
    [1234.5, "RON", "ro", "1.234,50 RON"],
    [1234.5, "RON", "en", "1,234.50 RON"],
    [99, "EUR", "en", "€99.00"],
    [99, "EUR", "it", "99,00 €"],
  ])("formatMoney(%d %s, %s) = %s", (amount, currency, language, expected) => {
    expect(formatMoney(amount, currency, language).replace(/\u00a0/g, " ")).toBe(expected);
  });

  it.each([
    ["1386.00 RON", "en", "1,386.00 RON"],
    ["1386.00 RON", "ro", "1.386,00 RON"],
    ["−45.00 RON", "en", "−45.00 RON"],
    ["-12.5 EUR", "en", "−€12.50"],
    ["Free", "en", "Free"],
    ["2 x 10 RON", "en", "2 x 10 RON"],
  ])("formatPriceLabel(%s, %s) = %s", (label, language, expected) => {
    expect(formatPriceLabel(label, language).replace(/\u00a0/g, " ")).toBe(expected);
  });

  it("the same amount in two languages and currencies, in turns, keeps each format", () => {
    expect(
      [formatMoney(5, "RON", "ro"), formatMoney(5, "EUR", "en"), formatMoney(5, "RON", "en"), formatMoney(5, "EUR", "it")].map((text) =>
        text.replace(/\u00a0/g, " "),
      ),
    ).toEqual(["5,00 RON", "€5.00", "5.00 RON", "5,00 €"]);
  });

  it.each([
    [500, "RON", "EUR", 100],
    [100, "EUR", "RON", 500],
    [100, "RON", "RON", 100],
    [100, "RON", "USD", null],
  ])("convert %d %s → %s = %s", (amount, from, to, expected) => {
    expect(convertMoney(amount, from, to, { RON: 1, EUR: 0.2 }, "RON")).toBe(expected);
  });
});
