/**
 * conform's object spread as the patch makes it (patches/@conform-to+*.patch, decision 062):
 * Babel's `_objectSpread2` for old browsers replaced by `Object.assign`. The copy must be the one
 * Babel made for every source conform hands it: own enumerable string keys and symbols, read as
 * values; no inherited or non-enumerable ones; nothing from null or undefined; and a source in an
 * even position (Babel's `{}` separators) copied with its descriptors, getters as getters. And the
 * props conform derives (its `simplify`, patched to copy instead of `delete`) are the same props.
 */
import { getFormProps, getInputProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import fc from "fast-check";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

type Spread = (target: object, ...sources: unknown[]) => object;
const require = createRequire(import.meta.url);
// Not in the packages' exports: the helpers' ES builds (what the server and the browser load), from where they lie.
const helpers = async (pkg: string) =>
  (await import(pathToFileURL(join(dirname(require.resolve(pkg)), "_virtual/_rollupPluginBabelHelpers.mjs")).href)) as { objectSpread2: Spread };

/** Babel's helper as conform 1.21.1 ships it, unpatched: the behaviour to keep. */
function babelSpread(e: Record<PropertyKey, unknown>, ...sources: unknown[]) {
  const ownKeys = (object: object, enumerableOnly: boolean) => {
    const keys: PropertyKey[] = Object.keys(object);
    let symbols = Object.getOwnPropertySymbols(object);
    if (enumerableOnly) symbols = symbols.filter((symbol) => Object.getOwnPropertyDescriptor(object, symbol)!.enumerable);
    return [...keys, ...symbols];
  };
  sources.forEach((source, index) => {
    const t = (source ?? {}) as Record<PropertyKey, unknown>;
    if ((index + 1) % 2) {
      for (const key of ownKeys(Object(t), true)) {
        if (key in e) Object.defineProperty(e, key, { value: t[key], enumerable: true, configurable: true, writable: true });
        else e[key] = t[key];
      }
    } else Object.defineProperties(e, Object.getOwnPropertyDescriptors(t));
  });
  return e;
}

const described = (object: object) =>
  Reflect.ownKeys(object).map((key) => {
    const { value, get, enumerable, writable } = Object.getOwnPropertyDescriptor(object, key)!;
    return [String(key), get ? "getter" : value, enumerable, writable ?? null];
  });

const MARK = Symbol("mark");
const key = fc.constantFrom("id", "name", "form", "aria-invalid", "aria-describedby", "type", "defaultValue", "key", "0");
const value = fc.oneof(fc.string(), fc.integer(), fc.boolean(), fc.constant(undefined), fc.constant(null));
const plain = fc.dictionary(key, value, { maxKeys: 6 });
const source = fc.oneof(
  plain,
  fc.constant(null),
  fc.constant(undefined),
  plain.map((object) => Object.defineProperty({ ...object, [MARK]: "symbol" }, "hidden", { value: "not enumerable", enumerable: false })),
  plain.map((object) => Object.assign(Object.create({ inherited: "from the prototype" }), object)),
);

describe.each(["@conform-to/react", "@conform-to/dom"])("%s's objectSpread2, patched", (pkg) => {
  it("copies what Babel's helper copied, for any sources in any positions (fast-check)", async () => {
    const { objectSpread2 } = await helpers(pkg);
    fc.assert(
      fc.property(plain, fc.array(source, { maxLength: 5 }), (start, sources) => {
        const ours = objectSpread2({ ...start }, ...sources);
        const babel = babelSpread({ ...start }, ...sources);
        expect(described(ours)).toEqual(described(babel));
      }),
      { seed: 62, numRuns: 500 },
    );
  });

  it("keeps a getter of a source in an even position a getter, and reads one in an odd position", async () => {
    const { objectSpread2 } = await helpers(pkg);
    let reads = 0;
    const withGetter = {
      get live() {
        reads += 1;
        return reads;
      },
    };
    const spread = objectSpread2({}, { a: 1 }, withGetter) as { live: number };
    expect(reads).toBe(0);
    expect(spread.live).toBe(1);
    expect(spread.live).toBe(2);
    const read = objectSpread2({}, withGetter) as { live: number };
    expect(Object.getOwnPropertyDescriptor(read, "live")).toMatchObject({ value: 3, writable: true });
  });
});

describe("conform's props, with the patched simplify", () => {
  const maybe = <T>(arbitrary: fc.Arbitrary<T>) => fc.option(arbitrary, { nil: undefined });
  const metadata = fc.record({
    id: fc.constant("booking-search-adults"),
    name: fc.constant("adults"),
    formId: fc.constant("booking-search"),
    errorId: fc.constant("booking-search-adults-error"),
    errors: maybe(fc.array(fc.constantFrom("booking.search.adultsMax", "booking.search.required"), { minLength: 1, maxLength: 2 })),
    initialValue: maybe(fc.oneof(fc.string({ maxLength: 3 }), fc.array(fc.string({ maxLength: 2 }), { maxLength: 2 }))),
    required: maybe(fc.boolean()),
    min: maybe(fc.integer({ min: 0, max: 9 })),
    max: maybe(fc.integer({ min: 10, max: 99 })),
    maxLength: maybe(fc.integer({ min: 1, max: 200 })),
    pattern: maybe(fc.constant("[0-9]+")),
  });

  it("gives an input every defined attribute and no undefined one, as conform documents them (fast-check)", () => {
    fc.assert(
      fc.property(metadata, fc.constantFrom("text", "number", "date", "checkbox") as fc.Arbitrary<"text" | "number" | "date" | "checkbox">, maybe(fc.string({ maxLength: 8 })), (field, type, describedBy) => {
        const props = getInputProps(field as unknown as FieldMetadata<string>, { type, ariaDescribedBy: describedBy } as Parameters<typeof getInputProps>[1]);
        const invalid = field.errors !== undefined;
        const expected: Record<string, unknown> = {
          id: field.id,
          name: field.name,
          form: field.formId,
          required: field.required || undefined,
          "aria-invalid": invalid || undefined,
          "aria-describedby": invalid ? `${field.errorId} ${describedBy ?? ""}`.trim() : describedBy,
          type,
          min: field.min,
          max: field.max,
          maxLength: field.maxLength,
          pattern: field.pattern,
        };
        if (type === "checkbox") {
          expected.value = "on";
          expected.defaultChecked = Array.isArray(field.initialValue) ? field.initialValue.includes(undefined as never) : field.initialValue === "on";
        } else if (typeof field.initialValue === "string") expected.defaultValue = field.initialValue;
        for (const key of Object.keys(expected)) if (expected[key] === undefined) delete expected[key];
        expect(props).toEqual(expected);
        expect(Object.values(props)).not.toContain(undefined);
      }),
      { seed: 62, numRuns: 400 },
    );
  });

  it("gives a form its id, submit handler and validation flag, and nothing undefined", () => {
    const onSubmit = () => {};
    const form = { id: "booking-details", onSubmit, noValidate: true, errors: undefined, errorId: "booking-details-error" };
    expect(getFormProps(form as unknown as FormMetadata)).toEqual({ id: "booking-details", onSubmit, noValidate: true });
    const failed = { ...form, noValidate: undefined, errors: ["booking.errors.formError"] };
    expect(getFormProps(failed as unknown as FormMetadata)).toEqual({ id: "booking-details", onSubmit, "aria-describedby": "booking-details-error" });
  });
});
