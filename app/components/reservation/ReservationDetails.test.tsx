/**
 * The reservation page's payment schedule as a guest reads it (issue 38 item 3, docs/decisions/044):
 * each instalment in the words the booking page used for it and its one date, the next payment
 * with everything due by then, nothing doubled (issue 38 item 8), a cancelled instalment keeping its
 * date without a proforma; the welcome says only what the page offers, and when check-in opens.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "~/i18n";
import { i18nFor } from "~/i18n.server";
import type { ReservationView } from "~/reservation/view";
import { BookedWelcome } from "./BookedWelcome";
import { ReservationDetails } from "./ReservationDetails";

const TODAY = "2026-11-26";

/** A bank-transfer stay arriving in three days, booked today: deposit and balance both due today (the same-day case). */
function sameDayStay(changes: Partial<ReservationView> = {}): ReservationView {
  const instalments: ReservationView["instalments"] = [
    {
      invoiceId: 5007,
      dueDate: TODAY,
      amount: 252,
      paid: false,
      currency: "RON",
      urgent: true,
      daysLeft: 0,
      proforma: true,
      note: null,
      term: { key: "booking", percent: 30 },
    },
    {
      invoiceId: 5007,
      dueDate: TODAY,
      amount: 588,
      paid: false,
      currency: "RON",
      urgent: true,
      daysLeft: 0,
      proforma: true,
      note: null,
      term: { key: "booking", percent: 70 },
    },
  ];
  return {
    id: 100006,
    status: "New",
    dayFrom: "2026-11-29",
    dayTo: "2026-12-01",
    nights: 2,
    adults: 2,
    children: 0,
    rooms: [{ name: "Twin room", lang: null, count: 1 }],
    ratePlan: { text: "Flexible", lang: null },
    meal: { text: "Room only", lang: null },
    total: 840,
    currency: "RON",
    paymentMethod: "Bank transfer",
    guest: { name: "Ana Test", email: "ana@example.com", phone: "+40 722 000 333" },
    instalments,
    account: {
      state: "due",
      currency: "RON",
      total: 840,
      paid: 0,
      outstanding: 840,
      next: { invoiceId: 5007, amount: 252, currency: "RON", dueDate: TODAY, dueNow: true, overdue: false, total: 840, parts: [252, 588], beforeArrival: true },
      releaseAt: "2026-11-29T12:00:00.000Z",
      chosenMethod: "bank",
      method: "bank",
      cardErrors: [],
      actions: { card: false, paypal: false, report: "bank" },
      cancellation: { fee: 840, paid: 0, toPay: 840, toRefund: 0 },
    },
    timeZone: "Europe/Bucharest",
    arrivalTime: null,
    departureTime: null,
    note: "",
    paymentStatus: "created",
    cancellationFee: 840,
    cancellationPolicy: null,
    lastCardPayment: null,
    dateChange: "none",
    can: { setArrival: true, setDeparture: false, note: true, cancel: true, checkIn: false, calendar: true },
    ...changes,
  };
}

function cancelled(stay: ReservationView): ReservationView {
  return {
    ...stay,
    status: "Canceled",
    paymentStatus: "canceled",
    instalments: stay.instalments.map((instalment) => ({ ...instalment, urgent: false, proforma: false })),
    account: { ...stay.account, state: "cancelled", next: null, releaseAt: null, actions: { card: false, paypal: false, report: null } },
    can: { setArrival: false, setDeparture: false, note: false, cancel: false, checkIn: false, calendar: false },
  };
}

const render = (language: Language, node: JSX.Element) => renderToStaticMarkup(<I18nextProvider i18n={i18nFor(language)}>{node}</I18nextProvider>);
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, "&");
const lines = (html: string) => [...html.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/g)].map(([, inner]) => text(inner!));
const details = (language: Language, stay: ReservationView) =>
  render(language, <ReservationDetails reservation={stay} invoiceHref={(id) => `/reservations/${stay.id}/invoices/${id}`} />);

describe("the instalments in the words of the booking page, each with its one date", () => {
  it.each([
    [
      "en",
      [
        "30% (252.00 RON) on booking, 26 November 2026 · To pay · Proforma Due today",
        "70% (588.00 RON) on booking, 26 November 2026 · To pay · Proforma Due today",
      ],
      "Next payment: 840.00 RON (252.00 RON + 588.00 RON), due today (26 November 2026).",
    ],
    [
      "it",
      [
        "30% (252,00 RON) alla prenotazione, 26 novembre 2026 · Da pagare · Proforma In scadenza oggi",
        "70% (588,00 RON) alla prenotazione, 26 novembre 2026 · Da pagare · Proforma In scadenza oggi",
      ],
      "Prossimo pagamento: 840,00 RON (252,00 RON + 588,00 RON), in scadenza oggi (26 novembre 2026).",
    ],
  ] as const)("%s: the same-day case, both due today, the next payment both", (language, expected, next) => {
    const html = details(language, sameDayStay());
    expect(lines(html)).toEqual(expected);
    expect(text(html)).toContain(next);
    // The release is said once, as the reservation's deadline: no instalment is dated by it.
    expect(lines(html).join(" ")).not.toMatch(/14:00/);
  });

  it.each([
    ["en", 0, "Due today"],
    ["en", 1, "Due tomorrow"],
    ["en", -2, "Overdue"],
    ["es", 0, "Vence hoy"],
    ["es", 1, "Vence mañana"],
    ["it", 1, "In scadenza domani"],
    ["ro", 0, "Scadent astăzi"],
  ] as const)("%s: an urgent instalment says when, by days left (%i): %s", (language, daysLeft, badge) => {
    const stay = sameDayStay();
    stay.instalments = stay.instalments.map((instalment) => ({ ...instalment, daysLeft }));
    const badges = [...details(language, stay).matchAll(/<strong class="badge badge--urgent">([^<]*)<\/strong>/g)].map(([, inner]) => inner);
    expect(badges).toEqual([badge, badge]);
  });

  it("the words are the details step's: the offer's terms keys with the same values", () => {
    const t = i18nFor("es").t;
    const html = text(details("es", sameDayStay()));
    expect(html).toContain(t("booking.terms.booking", { percent: 30, amount: "252,00 RON" }));
    expect(html).toContain(t("booking.terms.booking", { percent: 70, amount: "588,00 RON" }));
  });

  it("a balance a month ahead carries its date in its words, once", () => {
    const stay = sameDayStay();
    stay.instalments[1] = { ...stay.instalments[1]!, dueDate: "2026-12-22", urgent: false, term: { key: "before-arrival", percent: 70 } };
    expect(lines(details("en", stay))[1]).toBe("70% (588.00 RON) on 22 December 2026 · To pay · Proforma");
  });

  it.each(LANGUAGES)("%s: no word of an instalment line says the same thing twice (issue 38 item 8)", (language) => {
    const t = i18nFor(language).t;
    for (const line of lines(details(language, sameDayStay()))) {
      const unpaid = t("reservation.unpaid");
      expect(line.split(unpaid).length - 1, line).toBe(1);
      expect(line.toLowerCase().split(unpaid.toLowerCase()).length - 1, line).toBe(1);
    }
  });

  it("an instalment the terms do not explain reads the PMS's note and its date", () => {
    const stay = sameDayStay();
    stay.instalments = [{ ...stay.instalments[0]!, term: null, note: { text: "Avans", lang: "ro" } }];
    expect(lines(details("en", stay))[0]).toBe("Avans: 252.00 RON · Due 26 November 2026 · To pay · Proforma Due today");
  });

  it("an unpaid instalment past its date: the next payment says since when", () => {
    const stay = sameDayStay();
    stay.account = { ...stay.account, next: { ...stay.account.next!, dueDate: "2026-11-24", overdue: true, total: 252, parts: [252] } };
    expect(text(details("en", stay))).toContain("Next payment: 252.00 RON, due since 24 November 2026.");
  });

  it("the release: the reservation's own deadline, in the hotel's clock", () => {
    expect(text(details("en", sameDayStay()))).toContain("If nothing is paid by 29 November 2026 at 14:00, the reservation is cancelled automatically.");
  });
});

describe("a cancelled stay's instalments", () => {
  it.each([
    ["en", "30% (252.00 RON) on booking, 26 November 2026 · Not charged"],
    ["ro", "30% (252,00 RON) la rezervare, 26 noiembrie 2026 · Nu se percepe"],
  ] as const)("%s: keep their date and words, read not charged, offer no proforma", (language, first) => {
    const html = details(language, cancelled(sameDayStay()));
    expect(lines(html)[0]).toBe(first);
    expect(html).not.toContain("/invoices/");
    expect(html).not.toContain("data-urgent");
  });
});

describe("right after booking: only what the page offers, and when check-in opens", () => {
  const welcome = (language: Language, stay: ReservationView) =>
    text(
      render(
        language,
        <BookedWelcome
          welcome={{ checkInTime: "14:00", address: "Strada Mureșenilor 12, Brașov", hotel: "Carpathia Brașov" }}
          reservation={stay}
          methods={[{ method: "bank", details: [{ text: "Pay by bank transfer.", lang: null }] }]}
          card={null}
          hasPayPal={false}
          here="/reservations/100006"
        />,
      ),
    );

  it.each([
    [
      "en",
      "On this page you can pay, set your arrival time, leave a note for the hotel or cancel.",
      "Online check-in opens here once the hotel confirms your reservation.",
    ],
    [
      "es",
      "En esta página puede pagar, fijar la hora de llegada, dejar una nota para el hotel o cancelar.",
      "El check-in en línea se abre aquí cuando el hotel confirme su reserva.",
    ],
    [
      "it",
      "In questa pagina può pagare, impostare l'ora di arrivo, lasciare una nota per l'hotel o cancellare.",
      "Il check-in online si apre qui quando l'hotel conferma la prenotazione.",
    ],
    [
      "ro",
      "Pe această pagină puteți plăti, stabili ora sosirii, lăsa o notă pentru hotel sau anula.",
      "Check-in-ul online se deschide aici după ce hotelul confirmă rezervarea.",
    ],
  ] as const)("%s: a New bank-transfer stay: no check-in promised, and when it opens", (language, sentence, later) => {
    const said = welcome(language, sameDayStay());
    expect(said).toContain(sentence);
    expect(said).toContain(later);
    expect(said).not.toContain(i18nFor(language).t("reservation.can.checkIn"));
  });

  it("a Confirmed stay offers check-in, and says nothing of it opening later", () => {
    const said = welcome("en", sameDayStay({ status: "Confirmed", can: { ...sameDayStay().can, checkIn: true } }));
    expect(said).toContain("On this page you can pay, set your arrival time, leave a note for the hotel, check in online or cancel.");
    expect(said).not.toContain("opens here");
  });

  it.each([
    ["en", "On this page you can pay, set your arrival time, leave a note for the hotel, change your dates or cancel."],
    ["ro", "Pe această pagină puteți plăti, stabili ora sosirii, lăsa o notă pentru hotel, schimba datele sejurului sau anula."],
    ["es", "En esta página puede pagar, fijar la hora de llegada, dejar una nota para el hotel, cambiar las fechas o cancelar."],
    ["it", "In questa pagina può pagare, impostare l'ora di arrivo, lasciare una nota per l'hotel, cambiare le date o cancellare."],
  ] as const)("%s: dates the hotel lets the guest change online are among what the page offers", (language, sentence) => {
    expect(welcome(language, sameDayStay({ dateChange: "open" }))).toContain(sentence);
    // "Contact the hotel" is no change the page offers.
    expect(welcome(language, sameDayStay({ dateChange: "contact" }))).not.toContain(i18nFor(language).t("reservation.can.dates"));
  });

  it("paid at reception: nothing to pay on the page, so no promise to pay", () => {
    const stay = sameDayStay();
    const said = welcome("en", { ...stay, account: { ...stay.account, chosenMethod: "custom", actions: { card: false, paypal: false, report: null } } });
    expect(said).toContain("On this page you can set your arrival time, leave a note for the hotel or cancel.");
  });
});

describe("the hotel's transfer details in a language the guest did not choose (issue 38, item 2)", () => {
  const welcomeIn = (language: Language, detail: { text: string; lang: string | null }) =>
    render(
      language,
      <BookedWelcome
        welcome={{ checkInTime: null, address: null, hotel: "Carpathia Brașov" }}
        reservation={sameDayStay()}
        methods={[{ method: "bank", details: [detail] }]}
        card={null}
        hasPayPal={false}
        here="/reservations/100006"
      />,
    );

  it.each([
    ["es", "El hotel ha redactado este texto solo en inglés"],
    ["it", "L'hotel ha scritto questo testo solo in inglese"],
  ] as const)("%s: marked as English and said so in the guest's language", (language, note) => {
    const html = welcomeIn(language, { text: "Pay by bank transfer, quoting your reservation number.", lang: "en" });
    expect(html).toMatch(/<span lang="en">Pay by bank transfer, quoting your reservation number\.<\/span>/);
    expect(text(html)).toContain(note);
  });

  it("in the page's own language: no mark and no note", () => {
    const html = welcomeIn("ro", { text: "Plătiți prin transfer bancar.", lang: null });
    expect(html).not.toContain('lang="');
    expect(text(html)).not.toContain("Hotelul a scris acest text doar");
  });
});
