import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { FIELD_MAX, TOO_LONG } from "../utils/text-limits";
import { DETAILS_ERRORS, DETAILS_ON_PAGE, detailProblems, GUEST_FIELD_NAMES, GUEST_FIELDS, guestDraftOf, type GuestField } from "./details";
import { detailsSchema } from "./details-check";

const schema = detailsSchema({ offeredMethods: ["bank", "mobilpay"] });
const complete = {
  first_name: "Ana",
  last_name: "Popescu",
  phone: "+40 722 000 111",
  email: "ana@example.com",
  terms: "on",
  payment_method: "bank",
  idempotency_key: "0f6c1b8e-3a55-4c5e-9a70-5d2f1e9b7c11",
};
const check = (fields: Record<string, string | undefined>) => {
  const form = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...complete, ...fields })) if (value !== undefined) form.set(name, value);
  const submission = parseWithZod(form, { schema });
  return submission.status === "success" ? null : (submission.reply().error ?? null);
};

describe("guest details (docs/spec.md §5, §8)", () => {
  it("accepts complete details", () => {
    expect(check({})).toBeNull();
  });

  it.each([
    // missing fields                                        the spec's notification for the first of them
    [["first_name", "phone", "email", "last_name", "terms"], "booking.notify.complete_name"],
    [["phone", "email", "last_name", "terms"], "booking.notify.complete_phone"],
    [["email", "last_name", "terms"], "booking.notify.complete_email"],
    [["last_name", "terms"], "booking.notify.complete_surname"],
    [["terms"], "booking.notify.complete_policy"],
  ])("missing %j → %s among them, one message per field", (missing, first) => {
    const errors = check(Object.fromEntries(missing.map((field) => [field, undefined])));
    expect(Object.values(errors ?? {}).flat()).toContain(first);
    expect(Object.keys(errors ?? {}).sort()).toEqual([...missing].sort());
  });

  it.each([
    [{ first_name: "   " }, "first_name", "booking.notify.complete_name"],
    [{ phone: "call me" }, "phone", DETAILS_ERRORS.phoneInvalid],
    [{ email: "ana@" }, "email", DETAILS_ERRORS.emailInvalid],
    [{ payment_method: undefined }, "payment_method", DETAILS_ERRORS.paymentMethod],
    [{ payment_method: "paypal" }, "payment_method", DETAILS_ERRORS.paymentUnavailable],
  ])("%j → %s: %s", (fields, field, message) => {
    expect(check(fields)).toEqual({ [field]: [message] });
  });

  it("needs the server's idempotency key", () => {
    expect(check({ idempotency_key: undefined })).toHaveProperty("idempotency_key");
    expect(check({ idempotency_key: "short" })).toHaveProperty("idempotency_key");
  });
});

describe("the error summary lists every problem in the order of the fields on the page", () => {
  it("name, surname, phone, e-mail, payment, terms: as the guest reads the form", () => {
    const errors = check({ first_name: "", last_name: "", phone: "", email: "ana@", payment_method: undefined, terms: undefined });
    expect(detailProblems(errors)).toEqual([
      { field: "first_name", message: "booking.notify.complete_name" },
      { field: "last_name", message: "booking.notify.complete_surname" },
      { field: "phone", message: "booking.notify.complete_phone" },
      { field: "email", message: DETAILS_ERRORS.emailInvalid },
      { field: "payment_method", message: DETAILS_ERRORS.paymentMethod },
      { field: "terms", message: "booking.notify.complete_policy" },
    ]);
  });

  it("is empty without errors", () => {
    expect(detailProblems(null)).toEqual([]);
    expect(detailProblems({ first_name: null })).toEqual([]);
  });
});

describe("a guest field declared once (issue 54): the form, summary, limits, schema and draft follow", () => {
  it.each(GUEST_FIELD_NAMES)("%s: on the page before the payment, its limit in FIELD_MAX, refused one character over it", (name) => {
    const declared: GuestField = GUEST_FIELDS[name];
    expect(DETAILS_ON_PAGE.indexOf(name)).toBeLessThan(DETAILS_ON_PAGE.indexOf("payment_method"));
    expect(FIELD_MAX[name]).toBe(declared.max);
    const tooLong =
      declared.input === "email"
        ? `${"a".repeat(declared.max)}@example.com`
        : declared.input === "tel"
          ? "1".repeat(declared.max + 1)
          : "A".repeat(declared.max + 1);
    expect(check({ [name]: tooLong })?.[name]).toContain(TOO_LONG);
  });

  it("the draft takes each field into the property it declares", () => {
    const typed = Object.fromEntries(GUEST_FIELD_NAMES.map((name) => [name, `typed ${name}`])) as Parameters<typeof guestDraftOf>[0];
    const draft = guestDraftOf(typed) as Record<string, unknown>;
    for (const name of GUEST_FIELD_NAMES) expect(draft[GUEST_FIELDS[name].draft]).toBe(`typed ${name}`);
    expect(Object.keys(draft)).toHaveLength(GUEST_FIELD_NAMES.length);
  });

  it("a declaration without the draft property it fills does not compile", () => {
    // @ts-expect-error `draft` is required: a field the booking would silently drop is a type error.
    const forgotten: GuestField = { label: "booking.details.firstName", input: "text", autoComplete: "organization", max: 100, missing: null };
    expect(forgotten.max).toBe(100);
  });

  it("a draft property the contract does not declare does not compile, though the draft's zod type is loose", () => {
    const misspelt: GuestField = {
      label: "booking.details.firstName",
      input: "text",
      autoComplete: "organization",
      max: 100,
      missing: null,
      // @ts-expect-error "company_nme" is no property of contracts' ReservationDraft.
      draft: "company_nme",
    };
    expect(misspelt.draft).toBe("company_nme");
  });
});
