/**
 * What the reservation page offers a guest, read from the same view its forms and buttons are drawn
 * from, so a sentence about the page never promises an action it does not hold (docs/decisions/044).
 */
import { rowOf } from "~/i18n";
import type { ReservationView } from "./view";

/**
 * The page's actions, in the order its sections show them (keys under `reservation.can`). The
 * departure time is left out: it opens at check-in, and the sentence greets a stay just booked.
 */
export type OfferedAction = "pay" | "arrival" | "note" | "checkIn" | "dates" | "cancel";

export function offeredActions(reservation: Pick<ReservationView, "can" | "account" | "dateChange">): OfferedAction[] {
  const { can, account } = reservation;
  const { actions, next } = account;
  const offered: OfferedAction[] = [];
  // A way to pay online for the way the guest chose (card, PayPal, "I have paid"); pay at reception is none.
  if (next && (actions.card || actions.paypal || actions.report)) offered.push("pay");
  if (can.setArrival) offered.push("arrival");
  if (can.note) offered.push("note");
  if (can.checkIn) offered.push("checkIn");
  // Only where the page holds the form; "contact the hotel" is no change the page makes.
  if (reservation.dateChange === "open") offered.push("dates");
  if (can.cancel) offered.push("cancel");
  return offered;
}

/**
 * Online check-in opens when the hotel confirms the reservation (docs/spec.md §4: the link shows
 * when Confirmed): a New reservation is told so; later or cancelled ones have nothing to wait for.
 */
export const checkInOpensLater = (reservation: Pick<ReservationView, "status">): boolean => reservation.status === "New";

const lists = new Map<string, Intl.ListFormat>();

/** "a, b or c" as the language lists alternatives; one formatter per language, shared. */
export function alternatives(items: string[], language: string): string {
  let list = lists.get(language);
  if (!list) {
    // The language's Intl locale: British English lists "a, b or c", without the serial comma.
    list = new Intl.ListFormat(rowOf(language).intl, { type: "disjunction" });
    lists.set(language, list);
  }
  return list.format(items);
}
