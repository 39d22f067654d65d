import { describe, expect, it } from "vitest";
import { movedInstalments } from "./payment-terms";

const halfNow = { installment_reservation_percent: 50, installment_days_before_arrival_percent: 50, days_before_arrival: 7, installment_on_arrival_percent: 0 };

describe("instalments moved to new dates (docs/decisions/045)", () => {
  it("nothing paid: the new total under the terms, dated from the new arrival", () => {
    const moved = movedInstalments(halfNow, 900, "2026-05-01", "2026-06-20", [
      { amount: 400, due_date: "2026-05-01", paid: false },
      { amount: 400, due_date: "2026-06-03", paid: false },
    ]);
    expect(moved).toEqual([
      { amount: 450, due_date: "2026-05-01", paid: false, when: "booking" },
      { amount: 450, due_date: "2026-06-13", paid: false, when: "before-arrival" },
    ]);
  });

  it("a paid deposit stays as it was; the balance takes the rest of the new total, on the new date", () => {
    const moved = movedInstalments(halfNow, 1000, "2026-05-01", "2026-06-20", [
      { amount: 400, due_date: "2026-05-01", paid: true },
      { amount: 400, due_date: "2026-06-03", paid: false },
    ]);
    expect(moved).toEqual([
      { amount: 400, due_date: "2026-05-01", paid: true, when: null },
      { amount: 600, due_date: "2026-06-13", paid: false, when: "before-arrival" },
    ]);
    expect(moved!.reduce((sum, instalment) => sum + instalment.amount, 0)).toBe(1000);
  });

  it("a total less than what is paid cannot be moved to; equal to it leaves nothing to pay", () => {
    const standing = [
      { amount: 400, due_date: "2026-05-01", paid: true },
      { amount: 400, due_date: "2026-06-03", paid: false },
    ];
    expect(movedInstalments(halfNow, 399.99, "2026-05-01", "2026-06-20", standing)).toBeNull();
    expect(movedInstalments(halfNow, 400, "2026-05-01", "2026-06-20", standing)).toEqual([{ amount: 400, due_date: "2026-05-01", paid: true, when: null }]);
  });

  it("everything paid and a dearer stay: the difference falls due on the terms' last date", () => {
    const moved = movedInstalments(halfNow, 850.5, "2026-05-01", "2026-06-20", [
      { amount: 400, due_date: "2026-05-01", paid: true },
      { amount: 400, due_date: "2026-06-03", paid: true },
    ]);
    expect(moved?.at(-1)).toEqual({ amount: 50.5, due_date: "2026-06-13", paid: false, when: "before-arrival" });
  });
});
