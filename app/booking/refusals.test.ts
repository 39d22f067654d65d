import { describe, expect, it } from "vitest";
import { UPSTREAM_ERROR_CODES as CODES } from "../../contracts/entities";
import en from "../locales/en/index";
import { refusalMessage } from "./refusals";

const text = (key: string): unknown => key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe("refusalMessage: each booking refusal of the PMS in the guest's words", () => {
  it.each([
    [CODES.minStay, { min_nights: 2 }, { key: "booking.errors.minStay", values: { count: 2 } }],
    [CODES.maxStay, { max_nights: 14 }, { key: "booking.errors.maxStay", values: { count: 14 } }],
    [CODES.capacity, {}, { key: "booking.errors.capacity" }],
    [CODES.leadTime, { hours_ahead: 72 }, { key: "booking.errors.leadTime" }],
    [CODES.methodUnavailable, {}, { key: "booking.errors.paymentUnavailable" }],
    [CODES.noAvailability, {}, { key: "booking.errors.noAvailability" }],
    [CODES.idempotencyConflict, {}, { key: "booking.errors.formReused" }],
  ])("%s → %j, a text that exists", (code, details, expected) => {
    const message = refusalMessage({ code, details });
    expect(message).toEqual(expected);
    expect(typeof text((message as { key: string }).key)).toBe("string");
  });

  it.each([
    ["an unknown code", { code: "weather", details: {} }],
    ["no code (a PMS that sends none)", { details: {} }],
    ["a minimum stay without its nights", { code: CODES.minStay, details: { min_nights: "two" } }],
    ["a maximum stay with nonsense nights", { code: CODES.maxStay, details: { max_nights: -1 } }],
  ])("%s → null: the PMS's own text is shown instead", (_, refusal) => {
    expect(refusalMessage(refusal)).toBeNull();
  });
});
