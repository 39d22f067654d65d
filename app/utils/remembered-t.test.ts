import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { callSignature, rememberTranslations } from "./remembered-t";

const resources = {
  en: {
    common: {
      choose: "Choose",
      nights_one: "{{count}} night",
      nights_other: "{{count}} nights",
      greeting: "Hello, {{name}}",
      deep: { key: "Deep" },
    },
  },
};

async function instanceCountingCalls() {
  const instance = i18next.createInstance();
  await instance.init({ lng: "en", resources, defaultNS: "common", ns: ["common"], fallbackLng: false, interpolation: { escapeValue: false } });
  const calls: unknown[] = [];
  const translate = instance.t.bind(instance) as unknown as (...args: unknown[]) => unknown;
  instance.t = ((...args: unknown[]) => {
    calls.push(args[0]);
    return translate(...args);
  }) as unknown as typeof instance.t;
  rememberTranslations(instance);
  return { instance, calls };
}

describe("callSignature", () => {
  it("keeps plain keys, numbers and i18next's routing", () => {
    expect(callSignature("choose", undefined, 0)).toBe("choose");
    expect(callSignature("nights", { count: 2, lng: "en", ns: ["common"] }, 0)).not.toBeNull();
  });

  it("refuses text values, objects, extra arguments and non-string keys", () => {
    expect(callSignature("greeting", { name: "Ana" }, 0)).toBeNull();
    expect(callSignature("greeting", { defaultValue: "Hi" }, 0)).toBeNull();
    expect(callSignature("greeting", { replace: { name: "Ana" } }, 0)).toBeNull();
    expect(callSignature("choose", "a default", 0)).toBeNull();
    expect(callSignature("choose", {}, 1)).toBeNull();
    expect(callSignature(["choose", "other"], undefined, 0)).toBeNull();
  });

  it("tells different numbers and crafted routing values apart", () => {
    expect(callSignature("nights", { count: 1 }, 0)).not.toBe(callSignature("nights", { count: 11 }, 0));
    // A namespace holding the separator cannot pose as a second option.
    expect(callSignature("k", { ns: "a\u0000lng\u00002:en" }, 0)).not.toBe(callSignature("k", { ns: "a", lng: "en" }, 0));
  });
});

describe("rememberTranslations", () => {
  it("translates a plain key once, however often it is asked, through every fixed t", async () => {
    const { instance, calls } = await instanceCountingCalls();
    const t = instance.getFixedT("en", "common");
    expect([t("choose"), t("choose"), instance.t("choose"), t("deep.key")]).toEqual(["Choose", "Choose", "Choose", "Deep"]);
    expect(calls.filter((key) => key === "choose")).toHaveLength(2); // the fixed t's call and the instance's own
  });

  it("keeps the calls react-i18next's fixed t makes (its options carry `lngs: null`)", async () => {
    const { instance, calls } = await instanceCountingCalls();
    const asReactI18nextAsks = () => instance.t("choose", { lng: undefined, lngs: null, ns: "common", keyPrefix: undefined } as never);
    expect([asReactI18nextAsks(), asReactI18nextAsks(), asReactI18nextAsks()]).toEqual(["Choose", "Choose", "Choose"]);
    expect(calls.filter((key) => key === "choose")).toHaveLength(1);
  });

  it("keeps each count's own plural form", async () => {
    const { instance } = await instanceCountingCalls();
    const t = instance.getFixedT("en", "common");
    expect([t("nights", { count: 1 }), t("nights", { count: 2 }), t("nights", { count: 1 }), t("nights", { count: 2 })]).toEqual([
      "1 night",
      "2 nights",
      "1 night",
      "2 nights",
    ]);
  });

  it("translates every call with a text value afresh: nothing a guest typed is kept", async () => {
    const { instance, calls } = await instanceCountingCalls();
    const t = instance.getFixedT("en", "common");
    expect([t("greeting", { name: "Ana" }), t("greeting", { name: "Ion" }), t("greeting", { name: "Ana" })]).toEqual(["Hello, Ana", "Hello, Ion", "Hello, Ana"]);
    expect(calls.filter((key) => key === "greeting")).toHaveLength(3);
  });
});
