/** What the reservation page shows: plain data the server made, safe for the browser. */
import type { Reservation } from "../../contracts/entities";
import type { MoneyAccount } from "./account";
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
  /** `payBy`: for the next payment while the booking can be released, the release moment (the one date to pay by). */
  instalments: Array<{
    invoiceId: number;
    dueDate: string;
    payBy: string | null;
    amount: number;
    paid: boolean;
    note: LocalizedText | null;
    currency: string;
    urgent: boolean;
  }>;
  /** What is owed, by when and how, what is paid, what a cancellation charges (app/reservation/account.ts). */
  account: MoneyAccount;
  /** The hotel's zone, to show the account's moments (release, pay-by) as the hotel's clock time. */
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
  can: { setArrival: boolean; setDeparture: boolean; note: boolean; cancel: boolean; checkIn: boolean; calendar: boolean };
}
