/**
 * What the site and the PMS must agree on about a rate's payment terms (docs/spec.md §3 Rate
 * `payment_terms`), beyond the endpoint table: the instalments a stay is paid in and the hotel date
 * each falls due. The booking page promises these dates before the guest books and the PMS's
 * proforma states them after, so both read this one rule (docs/decisions/044):
 *
 * - **on booking**: the day the stay is booked (the hotel's date);
 * - **N days before arrival**: arrival − N days, but never before the booking day (a stay booked
 *   inside those N days owes it with the booking: the same day as the deposit) nor after arrival;
 * - **on arrival**: the arrival day.
 *
 * Parts of 0 % are left out, in this order; amounts are rounded to cents and the last part takes the
 * remainder, so they always add up to the total. Dates are `YYYY-MM-DD` calendar dates at the hotel.
 */

interface Terms {
  installment_reservation_percent: number;
  installment_days_before_arrival_percent: number;
  days_before_arrival: number;
  installment_on_arrival_percent: number;
}

export type InstalmentWhen = "booking" | "before-arrival" | "arrival";

export interface InstalmentPart {
  when: InstalmentWhen;
  percent: number;
  amount: number;
  /** Days before arrival, for "before-arrival". */
  days?: number;
}

export interface DatedInstalment extends InstalmentPart {
  /** The hotel date it falls due. */
  due_date: string;
  /** It falls due on the booking day: the part "on booking", or one before arrival whose day had come. */
  with_booking: boolean;
}

const cents = (value: number): number => Math.round((value + Number.EPSILON) * 100) / 100;

/** The parts of a total under payment terms, before any date is known. */
export function instalmentParts(terms: Terms, total: number): InstalmentPart[] {
  const parts: InstalmentPart[] = [
    { when: "booking" as const, percent: terms.installment_reservation_percent, amount: 0 },
    { when: "before-arrival" as const, percent: terms.installment_days_before_arrival_percent, amount: 0, days: terms.days_before_arrival },
    { when: "arrival" as const, percent: terms.installment_on_arrival_percent, amount: 0 },
  ].filter((part) => part.percent > 0);
  let left = cents(total);
  return parts.map((part, index) => {
    const amount = index === parts.length - 1 ? left : cents((total * part.percent) / 100);
    left = cents(left - amount);
    return { ...part, amount };
  });
}

/** The instalments of a stay from `dayFrom` booked on `bookedOn`, each with the hotel date it falls due. */
export function datedInstalments(terms: Terms, total: number, bookedOn: string, dayFrom: string): DatedInstalment[] {
  return instalmentParts(terms, total).map((part) => {
    const due = dueDateOf(part, bookedOn, dayFrom);
    return { ...part, due_date: due, with_booking: part.when === "booking" || (part.when === "before-arrival" && due === bookedOn) };
  });
}

function dueDateOf(part: InstalmentPart, bookedOn: string, dayFrom: string): string {
  if (part.when === "booking") return bookedOn;
  if (part.when === "arrival") return dayFrom;
  const day = addDays(dayFrom, -(part.days ?? 0));
  return day < bookedOn ? bookedOn : day > dayFrom ? dayFrom : day;
}

/** Calendar arithmetic on `YYYY-MM-DD` at UTC midnight: no zone or DST can move a day. */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** An instalment of a proforma as it stands: what it is, when it falls due, whether it is paid. */
export interface StandingInstalment {
  amount: number;
  due_date: string;
  paid: boolean;
}

export interface MovedInstalment {
  amount: number;
  due_date: string;
  paid: boolean;
  /** Which part of the terms it is; null for a paid one kept as it was. */
  when: InstalmentWhen | null;
}

/**
 * The instalments of a stay moved to new dates (docs/decisions/045): what is paid stays as it was
 * (its amount and date); the rest of the new total falls due as the terms date it for the new
 * arrival, the parts already paid left out, the last part taking what remains. Null when the new
 * total is less than what is paid: a paid instalment cannot be moved.
 */
export function movedInstalments(terms: Terms, total: number, bookedOn: string, dayFrom: string, standing: StandingInstalment[]): MovedInstalment[] | null {
  const paid = standing.filter((instalment) => instalment.paid);
  const kept: MovedInstalment[] = paid.map((instalment) => ({ ...instalment, when: null }));
  const left = cents(total - paid.reduce((sum, instalment) => sum + instalment.amount, 0));
  if (left < 0) return null;
  if (left === 0) return kept;
  const parts = datedInstalments(terms, total, bookedOn, dayFrom);
  // The parts still to pay: those after the ones paid (instalments are paid in their order).
  const open = parts.slice(Math.min(paid.length, parts.length - 1));
  let remaining = left;
  const moved = open.map((part, index) => {
    const amount = index === open.length - 1 ? remaining : Math.min(part.amount, remaining);
    remaining = cents(remaining - amount);
    return { amount, due_date: part.due_date, paid: false, when: part.when };
  });
  return [...kept, ...moved.filter((instalment) => instalment.amount > 0)];
}

/**
 * The unpaid instalments one payment settles (docs/decisions/053): those due by the earliest unpaid
 * due date, or by `today` once that date is past — so a deposit and a balance that fall due the same
 * day are paid together. The site's payment boxes and the PMS's card and PayPal payments read this.
 */
export function dueTogether<T extends { due_date: string; paid?: boolean | null }>(dues: readonly T[], today: string): T[] {
  const unpaid = dues.filter((due) => !due.paid);
  if (unpaid.length === 0) return [];
  const earliest = unpaid.reduce((min, due) => (due.due_date < min ? due.due_date : min), unpaid[0]!.due_date);
  const by = earliest < today ? today : earliest;
  return unpaid.filter((due) => due.due_date <= by);
}
