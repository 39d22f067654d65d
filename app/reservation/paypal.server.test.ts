/**
 * What PayPal's buttons are asked to charge (docs/spec.md §7): the next payment in PayPal's
 * currency times the organisation's multiplier, for an organisation that takes PayPal, with the
 * references the PMS checks on the capture. The capture's recording is held against the mock PMS
 * by money-as-shown and money-story.
 */
import { describe, expect, it } from "vitest";
import type { Reservation } from "../../contracts/entities";
import type { LoadedSite } from "~/site/site.server";
import { payPalCheckout, payPalDue } from "./paypal.server";

type PayPalSettings = { enabled?: boolean; client_id?: string | null; currency?: string | null; rate_multiplier?: number | null };

/** A hotel in Romania (lei) that takes PayPal in euros at 1.03 times the rate, as the demo's Carpathia. */
function hotel(paypal: PayPalSettings | null = { enabled: true, client_id: "sb-client", currency: "EUR", rate_multiplier: 1.03 }): LoadedSite {
  const organisation = {
    settings: { country_currency: "RON", currencies_fx: { EUR: 0.2 }, time_zone: "Europe/Bucharest" },
    settings_financials: { payment: { paypal } },
  };
  return { site: { organisation } } as unknown as LoadedSite;
}

/** Two instalments of 500 and 300 lei, the first due on 2026-12-10, the second on 2026-12-20. */
function stay(overrides: { status?: Reservation["status"]; paid?: [boolean, boolean]; currency?: string } = {}): Reservation {
  const [firstPaid, secondPaid] = overrides.paid ?? [false, false];
  return {
    id: 100003,
    status: overrides.status ?? "New",
    invoices: [
      {
        id: 7001,
        currency: overrides.currency ?? "RON",
        due_dates: [
          { amount: 500, due_date: "2026-12-10", paid: firstPaid },
          { amount: 300, due_date: "2026-12-20", paid: secondPaid },
        ],
      },
    ],
  } as unknown as Reservation;
}

const ON = new Date("2026-12-05T10:00:00Z");

describe("payPalDue", () => {
  it("the next payment in PayPal's currency times the multiplier, with the order's references", () => {
    // 500 lei at 0.2 € a leu is 100 €, times 1.03.
    expect(payPalDue(hotel(), stay(), ON)).toEqual({
      invoiceId: 7001,
      amount: 103,
      currency: "EUR",
      references: { invoice_id: "7001-2026-12-10", custom_id: "100003" },
    });
  });

  it("the instalment after a paid one, under its own date", () => {
    expect(payPalDue(hotel(), stay({ paid: [true, false] }), ON)).toMatchObject({ amount: 61.8, references: { invoice_id: "7001-2026-12-20" } });
  });

  it("without a multiplier or a currency of its own PayPal charges the instalment as it is", () => {
    expect(payPalDue(hotel({ enabled: true, client_id: "sb-client" }), stay(), ON)).toMatchObject({ amount: 500, currency: "RON" });
  });

  it("not offered: PayPal off, no client id, no PayPal settings, a cancelled stay, nothing left to pay", () => {
    expect(payPalDue(hotel({ enabled: false, client_id: "sb-client", currency: "EUR" }), stay(), ON)).toBeNull();
    expect(payPalDue(hotel({ enabled: true, client_id: "", currency: "EUR" }), stay(), ON)).toBeNull();
    expect(payPalDue(hotel({ enabled: true, client_id: null, currency: "EUR" }), stay(), ON)).toBeNull();
    expect(payPalDue(hotel(null), stay(), ON)).toBeNull();
    expect(payPalDue(hotel(), stay({ status: "Canceled" }), ON)).toBeNull();
    expect(payPalDue(hotel(), stay({ paid: [true, true] }), ON)).toBeNull();
  });

  it("not offered when the organisation has no rate for the invoice's currency", () => {
    expect(payPalDue(hotel(), stay({ currency: "USD" }), ON)).toBeNull();
  });
});

describe("payPalCheckout", () => {
  it("PayPal's SDK for the organisation's client id and the charge's currency, the base's own query kept", () => {
    const checkout = payPalCheckout(hotel(), stay(), "https://sdk.example.com/sdk/js?components=buttons");
    expect(checkout).toMatchObject({ invoiceId: 7001, currency: "EUR" });
    const sdk = new URL(checkout!.sdkUrl);
    expect(`${sdk.origin}${sdk.pathname}`).toBe("https://sdk.example.com/sdk/js");
    expect(Object.fromEntries(sdk.searchParams)).toEqual({ components: "buttons", "client-id": "sb-client", currency: "EUR" });
  });

  it("none when PayPal is not offered", () => {
    expect(payPalCheckout(hotel({ enabled: false, client_id: "sb-client" }), stay(), "https://sdk.example.com/sdk/js")).toBeNull();
    expect(payPalCheckout(hotel(), stay({ paid: [true, true] }), "https://sdk.example.com/sdk/js")).toBeNull();
  });
});
