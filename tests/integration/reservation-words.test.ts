/**
 * The reservation page says each thing once (issue 38, item 8): its details name the rate plan in
 * the hotel's words ("Rate: Flexible · …"), so the cancellation section gives the rule alone,
 * without our own name for the policy before it ("Flessibile: cancellazione gratuita…" under
 * "Tariffa: Flexible" said the same word twice, in two languages).
 */
import { beforeAll, describe, expect, it } from "vitest";
import it_ from "~/locales/it/booking";
import { appContext, HOTEL_SITE, loaderAnswer, onHotelSite, routeAnswer, useAppOnMock } from "./support";

useAppOnMock();
let search: typeof import("~/routes/reservation-search");
let page: typeof import("~/routes/reservations.$reservationId");
beforeAll(async () => {
  search = await import("~/routes/reservation-search");
  page = await import("~/routes/reservations.$reservationId");
});

async function reservationPage(language: string) {
  const lookUp = new Request(`${HOTEL_SITE}/reservation-search?lang=${language}`, {
    method: "POST",
    body: new URLSearchParams({ res: "100001", email: "ana.popescu@example.com" }),
    headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded" }),
  });
  const granted = await routeAnswer(() => search.action({ request: lookUp, params: {}, context: appContext({ clientAddress: "198.51.100.77" }) }));
  const cookie = (granted.headers.get("Set-Cookie") ?? "").split(";")[0]!;
  const request = new Request(`${HOTEL_SITE}/reservations/100001?lang=${language}`, { headers: onHotelSite({ Cookie: cookie }) });
  return (await loaderAnswer(() => page.loader({ request, params: { reservationId: "100001" }, context: appContext() }))).data as {
    reservation: { cancellationPolicy: string | null };
    methods: { method: string; details: { text: string; lang: string | null }[] }[];
  };
}

describe("the reservation page's cancellation rule", () => {
  it("is the rule alone, in the guest's language, without our name for the policy before it", async () => {
    const { reservation } = await reservationPage("it");
    const names = Object.values(it_.booking.cancellation.policies);
    expect(reservation.cancellationPolicy).toBeTruthy();
    for (const name of names)
      expect(reservation.cancellationPolicy!.startsWith(`${name}:`), `${reservation.cancellationPolicy} starts with ${name}`).toBe(false);
    expect(reservation.cancellationPolicy).toMatch(/^Cancellazione gratuita fino a \d+ giorni prima dell'arrivo/);
  });
});

describe("the hotel's payment instructions on the reservation page (issue 38, item 2)", () => {
  it("es: the hotel wrote them in ro and en only, so they come in English, marked as English", async () => {
    const { methods } = await reservationPage("es");
    const bank = methods.find((method) => method.method === "bank");
    expect(bank?.details[0]).toEqual({
      text: "Pay by bank transfer to RO66BTRLRONCRT0512345601 (Banca Transilvania), quoting your reservation number.",
      lang: "en",
    });
    const revolut = methods.find((method) => method.method === "revolut");
    expect(revolut?.details).toEqual([{ text: "Send the amount with Revolut to +40 722 555 010.", lang: "en" }]);
  });

  it("ro: in the page's language, unmarked", async () => {
    const { methods } = await reservationPage("ro");
    expect(methods.find((method) => method.method === "bank")?.details[0]?.lang).toBeNull();
  });
});
