/** What the reservation page shows: plain data the server made, safe for the browser. */
import type { Reservation } from "../../contracts/entities";
import type { InstalmentWhen } from "../../contracts/payment-terms";
import type { MoneyAccount } from "./account";
import type { DateChangeOffer } from "./date-change";
import type { LocalizedText } from "~/site/localized";

export interface ReservationView {
  id: number;
  status: Reservation["status"];
  dayFrom: string;
  dayTo: string;
  nights: number;
  adults: number;
  children: number;
  /** The hotel's names; `lang` set when the text is a fallback in another language (WCAG 3.1.2). */
  rooms: Array<{ name: string; lang: string | null; count: number }>;
  ratePlan: LocalizedText;
  meal: LocalizedText;
  total: number;
  currency: string;
  /** The name of the way the guest pays: the method of the last successful payment, else the one chosen at booking. */
  paymentMethod: string | null;
  guest: { name: string; email: string; phone: string };
  /**
   * The proforma's instalments, each with its one date (the PMS's due date: the page, its next
   * payment and the proforma agree to the day, docs/decisions/044).
   */
  instalments: Array<{
    invoiceId: number;
    dueDate: string;
    amount: number;
    paid: boolean;
    /**
     * Which part of the rate's terms it is, to tell it in the words the booking page used (`key`
     * under `booking.terms`, app/booking/offers.ts `termKey`; without `percent` after a change of dates,
     * under `reservation.terms`); null: the PMS's own note is shown.
     */
    term: { key: InstalmentWhen; percent: number | null } | null;
    note: LocalizedText | null;
    currency: string;
    urgent: boolean;
    /** Days from the hotel's today to its due date (negative: overdue): an urgent one's badge says "today" or "tomorrow". */
    daysLeft: number;
    /** Its proforma is offered: never on a cancelled reservation, which nothing more is paid on. */
    proforma: boolean;
  }>;
  /** What is owed, by when and how, what is paid, what a cancellation charges (app/reservation/account.ts). */
  account: MoneyAccount;
  /** The hotel's zone, to show the account's moment (the release) as the hotel's clock time. */
  timeZone: string;
  arrivalTime: string | null;
  departureTime: string | null;
  note: string;
  /** The guest's payment status (docs/spec.md §4): created, payed, canceled, canceled_and_payed, canceled_by_staff. */
  paymentStatus: string | null;
  /** What cancelling today costs (the PMS's figure), and the policy's own words. */
  cancellationFee: number | null;
  cancellationPolicy: string | null;
  /** How the last card payment ended (docs/spec.md §8), for the page the provider sends the guest back to. */
  lastCardPayment: "paid" | "failed" | null;
  /** Whether the guest may change the dates here, is told to contact the hotel, or neither (./date-change.ts). */
  dateChange: DateChangeOffer;
  can: { setArrival: boolean; setDeparture: boolean; note: boolean; cancel: boolean; checkIn: boolean; calendar: boolean };
}
