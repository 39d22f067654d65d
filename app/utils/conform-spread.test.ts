/**
 * conform's object spread as the patch makes it (patches/@conform-to+*.patch, decision 062):
 * Babel's `_objectSpread2` for old browsers replaced by `Object.assign`. The copy must be the one
 * Babel made for every source conform hands it: own enumerable string keys and symbols, read as
 * values; no inherited or non-enumerable ones; nothing from null or undefined; and a source in an
 * even position (Babel's `{}` separators) copied with its descriptors, getters as getters.
 */
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
