/** What the reservation page shows: plain data the server made, safe for the browser. */
import type { Reservation } from "../../contracts/entities";

export interface ReservationView {
  id: number;
  status: Reservation["status"];
  dayFrom: string;
  dayTo: string;
  nights: number;
  adults: number;
  children: number;
  rooms: Array<{ name: string; count: number }>;
  ratePlan: string;
  meal: string;
  total: number;
  currency: string;
  paymentMethod: string | null;
  /** The payment method's code (bank, mobilpay, …), for what to say about paying next. */
  paymentMethodCode: string | null;
  guest: { name: string; email: string; phone: string };
  instalments: Array<{ invoiceId: number; dueDate: string; amount: number; paid: boolean; note: string | null; currency: string; urgent: boolean }>;
  /** When an unpaid booking is released (guest status "created"). */
  releaseAt: string | null;
  /** The hotel's zone, to show `releaseAt` as the hotel's clock time. */
  timeZone: string;
  arrivalTime: string | null;
  departureTime: string | null;
  note: string;
  /** The guest's payment status (spec §4): created, payed, canceled, canceled_and_payed, canceled_by_staff. */
  paymentStatus: string | null;
  /** Paid in full and reported (spec §4: status exists, is not created, no unpaid instalment). */
  paymentDone: boolean;
  /** What cancelling today costs (the PMS's figure), and the policy's own words. */
  cancellationFee: number | null;
  cancellationPolicy: string | null;
  /** Card payments that failed: the provider's message and the masked card (spec §8). */
  cardErrors: Array<{ message: string; card: string | null }>;
  /** How the last card payment ended (spec §8), for the page the provider sends the guest back to. */
  lastCardPayment: "paid" | "failed" | null;
  can: { setArrival: boolean; setDeparture: boolean; note: boolean; cancel: boolean; pay: boolean; payByCard: boolean; checkIn: boolean };
}
