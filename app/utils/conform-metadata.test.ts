/**
 * conform's field metadata as the patch keeps it (patches/@conform-to+react+*.patch, decision
 * 018): one metadata object per field and form state instead of one per property read. What a
 * field says must still follow the form's state and id the moment they change, and reading it must
 * still tell conform which parts of the state a component depends on.
 */
import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

// Not in the package's exports: the module the patch changes (its ES build, which the server and
// the browser load), imported from where it lies.
const dist = dirname(createRequire(import.meta.url).resolve("@conform-to/react"));
const { getFieldMetadata, getFormMetadata } = (await import(pathToFileURL(join(dist, "context.mjs")).href)) as {
  getFormMetadata: (
    context: unknown,
    subjectRef: { current: Record<string, unknown> },
    stateSnapshot: unknown,
    noValidate: boolean,
  ) => { id: string; errors: unknown; initialValue: unknown; getFieldset: () => Record<string, FieldMetadata<string>> };
  getFieldMetadata: (
    context: unknown,
    subjectRef: { current: Record<string, unknown> },
    stateSnapshot: unknown,
    prefix?: string,
    key?: string,
  ) => FieldMetadata<string>;
};

interface State {
  initialValue: Record<string, unknown>;
  value: Record<string, unknown>;
  error: Record<string, string[] | undefined>;
  key: Record<string, string | undefined>;
  valid: Record<string, boolean>;
  dirty: Record<string, boolean>;
  constraint: Record<string, { required?: boolean; min?: number; max?: number } | undefined>;
}

const stateWith = (adults: string, errors?: string[]): State => ({
  initialValue: { adults },
  value: { adults },
  error: { adults: errors },
  key: { adults: "k1" },
  valid: { adults: !errors },
  dirty: {},
  constraint: { adults: { required: true, min: 1, max: 8 } },
});

function form(state: State, formId = "booking-search") {
  const context = { state, formId, getState: () => context.state, getFormId: () => context.formId };
  return context;
}

describe("conform's field metadata, kept per field and state (patched)", () => {
  it("answers every property of the state it was read in", () => {
    const context = form(stateWith("2"));
    const adults = getFieldMetadata(context, { current: {} }, context.state, "", "adults");
    expect(getInputProps(adults, { type: "number" })).toEqual({
      id: "booking-search-adults",
      name: "adults",
      form: "booking-search",
      required: true,
      type: "number",
      min: 1,
      max: 8,
      defaultValue: "2",
    });
    expect(adults.errorId).toBe("booking-search-adults-error");
  });

  it("follows a new state and a new form id, not the first ones it read", () => {
    const context = form(stateWith("2"));
    const adults = getFieldMetadata(context, { current: {} }, context.state, "", "adults");
    expect(adults.errors).toBeUndefined();
    expect(adults.initialValue).toBe("2");
    context.state = stateWith("12", ["booking.search.adultsMax"]);
    expect(adults.errors).toEqual(["booking.search.adultsMax"]);
    expect(adults.initialValue).toBe("12");
    expect(getInputProps(adults, { type: "number" })).toMatchObject({ "aria-invalid": true, "aria-describedby": "booking-search-adults-error" });
    context.formId = "booking-search-2";
    expect(adults.id).toBe("booking-search-2-adults");
  });

  it("still tells conform what a render read, on every read", () => {
    const context = form(stateWith("2"));
    const subjects = { current: {} as Record<string, unknown> };
    const adults = getFieldMetadata(context, subjects, context.state, "", "adults");
    void adults.id;
    expect(subjects.current.formId).toBe(true);
    void adults.errors;
    expect(subjects.current.error).toEqual({ name: ["adults"] });
    void adults.initialValue;
    expect(subjects.current.initialValue).toEqual({ name: ["adults"] });
  });
});

describe("conform's form metadata and fieldset, kept (patched, issue 53)", () => {
  it("gives the same field object for a name however often a render reads it, following the state", () => {
    const context = form(stateWith("2"));
    const subjects = { current: {} as Record<string, unknown> };
    const fields = getFormMetadata(context, subjects, context.state, false).getFieldset();
    expect(fields.adults).toBe(fields.adults);
    expect(fields.adults).not.toBe(fields.children);
    expect(fields.adults!.initialValue).toBe("2");
    context.state = stateWith("12", ["booking.search.adultsMax"]);
    expect(fields.adults!.initialValue).toBe("12");
    expect(fields.adults!.errors).toEqual(["booking.search.adultsMax"]);
  });

  it("answers the form's own properties of the current state and id, and still tells what was read", () => {
    const context = form({ ...stateWith("2"), error: { "": ["form.failed"] } });
    const subjects = { current: {} as Record<string, unknown> };
    const metadata = getFormMetadata(context, subjects, context.state, false);
    expect(metadata.id).toBe("booking-search");
    expect(subjects.current.formId).toBe(true);
    expect(metadata.errors).toEqual(["form.failed"]);
    expect(subjects.current.error).toEqual({ name: [""] });
    context.state = { ...stateWith("3"), error: { "": ["form.other"] } };
    context.formId = "booking-search-2";
    expect([metadata.id, metadata.errors]).toEqual(["booking-search-2", ["form.other"]]);
  });
});
