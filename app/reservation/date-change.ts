/**
 * Changing a reservation's dates (issue 34 item 3, docs/decisions/045): who may, which dates the
 * page accepts, the same rooms' and rate plan's rate for them in the PMS's search answer, and what
 * the guest is shown before confirming. Pure: the server module asks the PMS, these decide.
 */
import type { Reservation, SearchAnswer } from "../../contracts/entities";
import { addDays, isHotelDate, MAX_NIGHTS, nightsBetween } from "~/booking/dates";
import { lastCheckIn } from "~/booking/horizon";
import { roundMoney } from "~/booking/money";

/**
 * - `open`: the guest may change the dates here;
 * - `contact`: the stay could still move, but not online (the hotel's switch, a channel's booking,
 *   its free cancellation over): the page says to contact the hotel;
 * - `none`: cancelled, or the stay has begun: nothing to say.
 */
export type DateChangeOffer = "open" | "contact" | "none";

export function dateChangeOffer(reservation: Reservation, hotelAllows: boolean, today: string): DateChangeOffer {
  if (reservation.status !== "New" && reservation.status !== "Confirmed") return "none";
  if (reservation.day_from <= today) return "none";
  // Only while cancelling is free (the PMS's own fee today): a change never costs a fee.
  const free = (reservation.cancellationFee ?? 0) === 0;
  return hotelAllows && !reservation.channel && free ? "open" : "contact";
}

/** Keys under `reservation.changeDates.errors`. */
export type DatesProblem = "dates" | "order" | "tooLong" | "same";

export type DatesAsked = { dayFrom: string; dayTo: string; nights: number };

/** The dates a guest asked for, or what is wrong with them (the field it concerns and the reason). */
export function checkDates(
  asked: { day_from?: unknown; day_to?: unknown },
  reservation: Pick<Reservation, "day_from" | "day_to">,
  today: string,
): { dates: DatesAsked } | { field: "day_from" | "day_to"; problem: DatesProblem } {
  const dayFrom = typeof asked.day_from === "string" ? asked.day_from.trim() : "";
  const dayTo = typeof asked.day_to === "string" ? asked.day_to.trim() : "";
  if (!isHotelDate(dayFrom)) return { field: "day_from", problem: "dates" };
  if (!isHotelDate(dayTo)) return { field: "day_to", problem: "dates" };
  // Bounded before any arithmetic (docs/decisions/032): tomorrow to the booking horizon.
  if (dayFrom <= today || dayFrom > lastCheckIn(today)) return { field: "day_from", problem: "dates" };
  if (dayTo <= dayFrom) return { field: "day_to", problem: "order" };
  if (dayTo > addDays(dayFrom, MAX_NIGHTS)) return { field: "day_to", problem: "tooLong" };
  if (dayFrom === reservation.day_from && dayTo === reservation.day_to) return { field: "day_from", problem: "same" };
  return { dates: { dayFrom, dayTo, nights: nightsBetween(dayFrom, dayTo) } };
}

type Rate = Reservation["financials"]["rate"];

/** Room type id → count, the same whatever the order of its keys or the type of its counts. */
const sameRooms = (a: Record<string, number>, b: Record<string, number>): boolean => {
  const entries = (rooms: Record<string, number>) =>
    Object.entries(rooms)
      .map(([id, count]) => `${Number(id)}:${Number(count)}`)
      .sort()
      .join(",");
  return entries(a) === entries(b);
};

/**
 * The rate of the reservation's own rooms, rate plan and meal plan in the PMS's search answer for
 * the new dates; `min_nights` when the PMS answers a minimum stay; null when it sells them no more.
 */
export function sameStayRate(answer: SearchAnswer, reservation: Reservation): { rate: Rate } | { minNights: number } | null {
  if (!Array.isArray(answer)) return { minNights: answer.min_nights };
  for (const solution of answer) {
    if (!sameRooms(solution.room_types_total, reservation.room_types)) continue;
    const plan = solution.rate_plans.find((candidate) => candidate.id === reservation.financials.rate_plan_id);
    const rate = plan?.rates.find((candidate) => candidate.meal_id === reservation.meal_id);
    if (rate) return { rate };
  }
  return null;
}

/** What the guest sees before confirming: the new stay, its total, the difference, the fee, what is paid. */
export interface DatePreview {
  dayFrom: string;
  dayTo: string;
  nights: number;
  total: number;
  /** The reservation's total now. */
  current: number;
  /** New minus current: more to pay when positive. */
  difference: number;
  /** What the change costs: nothing, a change is offered only while cancelling is free. */
  fee: number;
  /** Paid already: it stays paid (contracts/payment-terms.ts movedInstalments). */
  paid: number;
  /** What is left to pay of the new total. */
  toPay: number;
  currency: string;
}

export function datePreview(reservation: Reservation, rate: Rate, dates: DatesAsked): DatePreview {
  const paid = roundMoney(reservation.invoices.flatMap((invoice) => invoice.due_dates).reduce((sum, due) => (due.paid ? sum + due.amount : sum), 0));
  const total = roundMoney(rate.price);
  const current = roundMoney(reservation.financials.rate.price);
  return {
    dayFrom: dates.dayFrom,
    dayTo: dates.dayTo,
    nights: dates.nights,
    total,
    current,
    difference: roundMoney(total - current),
    fee: 0,
    paid,
    toPay: roundMoney(Math.max(0, total - paid)),
    currency: rate.currency,
  };
}
