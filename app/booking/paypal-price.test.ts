import { describe, expect, it } from "vitest";
import { payPalCharge } from "../../contracts/paypal";
import { payPalPrice, payPalPriceText } from "./paypal-price";
import { formatMoney } from "./money";
import { paymentSchedule } from "./offers";

const organisation = (paypal: { rate_multiplier?: number | null; currency?: string | null }) =>
  ({ settings: { currencies_fx: { RON: 1, EUR: 0.2 }, country_currency: "RON" }, settings_financials: { payment: { paypal } } }) as unknown as Parameters<
    typeof payPalPrice
  >[0];

const terms = (booking: number, before: number) => ({
  installment_reservation_percent: booking,
  installment_days_before_arrival_percent: before,
  days_before_arrival: 7,
  installment_on_arrival_percent: 0,
});

describe("PayPal's price shown before booking", () => {
  it("+3 % in the stay's currency, for the whole stay paid at once", () => {
    expect(payPalPrice(organisation({ rate_multiplier: 1.03 }), paymentSchedule(terms(100, 0), 1138.8), "RON")).toEqual({
      percent: 3,
      amount: 1172.96,
      currency: "RON",
      firstOfMany: false,
    });
  });

  it("+3 % and converted to PayPal's currency, for the first of two payments", () => {
    expect(payPalPrice(organisation({ rate_multiplier: 1.03, currency: "EUR" }), paymentSchedule(terms(30, 70), 1000), "RON")).toEqual({
      percent: 3,
      amount: 61.8,
      currency: "EUR",
      firstOfMany: true,
    });
  });

  it("is the reservation page's figure for the same instalment (one computation)", () => {
    const org = organisation({ rate_multiplier: 1.035, currency: "EUR" });
    const schedule = paymentSchedule(terms(30, 70), 2051.4);
    const price = payPalPrice(org, schedule, "RON");
    expect(price && { amount: price.amount, currency: price.currency }).toEqual(payPalCharge(schedule[0]!.amount, "RON", org));
    expect(price?.percent).toBe(3.5);
  });

  it("no surcharge, no conversion: only what it charges", () => {
    expect(payPalPrice(organisation({}), paymentSchedule(terms(100, 0), 500), "RON")).toEqual({ percent: 0, amount: 500, currency: "RON", firstOfMany: false });
  });

  it("no price when PayPal's currency has no rate", () => {
    expect(payPalPrice(organisation({ currency: "USD" }), paymentSchedule(terms(100, 0), 500), "RON")).toBeNull();
  });
});

describe("PayPal's price as the guest reads it", () => {
  const t = (key: string, values: Record<string, string> = {}) =>
    `${key}|${Object.entries(values)
      .map(([name, value]) => `${name}=${value}`)
      .join(";")}`;
  it("the surcharge in the guest's number format, the amount in PayPal's currency, and whether it is the first payment", () => {
    expect(payPalPriceText({ percent: 2.5, amount: 100.3, currency: "EUR", firstOfMany: true }, "ro", t)).toBe(
      `booking.payment.paypalFee|percent=2,5;amount=${formatMoney(100.3, "EUR", "ro")};first=booking.payment.paypalFirst|`,
    );
    expect(payPalPriceText({ percent: 0, amount: 1172.96, currency: "RON", firstOfMany: false }, "en", t)).toBe(
      "booking.payment.paypalCharge|percent=0;amount=1,172.96 RON;first=",
    );
  });
});
