import i18next from "i18next";
import { describe, expect, it } from "vitest";
import { resources as siteResources } from "~/i18n.server";
import { callShape, cutTemplate, rememberTranslations } from "./remembered-t";

const resources = {
  en: {
    common: {
      choose: "Choose",
      nights_one: "{{count}} night",
      nights_other: "{{count}} nights",
      greeting: "Hello, {{name}}",
      stays_one: "{{count}} stay at {{name}}",
      stays_other: "{{count}} stays at {{name}}",
      nested: "{{name}}: $t(choose)",
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

const signatureOf = (key: unknown, options: unknown, more = 0) => callShape(key, options, more)?.signature ?? null;

describe("callShape", () => {
  it("keeps plain keys, numbers and i18next's routing", () => {
    expect(signatureOf("choose", undefined)).toBe("choose");
    expect(callShape("nights", { count: 2, lng: "en", ns: ["common"] }, 0)).toMatchObject({ withText: false, plainValues: true });
    expect(callShape("nights", { count: 2, ordinal: true }, 0)).toMatchObject({ plainValues: false });
  });

  it("marks text values, and i18next's own options as more than plain values", () => {
    expect(callShape("greeting", { name: "Ana" }, 0)).toMatchObject({ withText: true, plainValues: true });
    expect(callShape("greeting", { name: "Ana", context: "male" }, 0)).toMatchObject({ withText: true, plainValues: false });
    expect(callShape("greeting", { defaultValue: "Hi" }, 0)).toMatchObject({ withText: true, plainValues: false });
    // The template's signature leaves the values out; the call's own keeps every number.
    expect(callShape("greeting", { name: "Ana", ns: "common" }, 0)?.template).toBe(callShape("greeting", { name: "Ion", ns: "common" }, 0)?.template);
  });

  it("refuses objects, extra arguments and non-string keys", () => {
    expect(callShape("greeting", { replace: { name: "Ana" } }, 0)).toBeNull();
    expect(callShape("choose", "a default", 0)).toBeNull();
    expect(callShape("choose", {}, 1)).toBeNull();
    expect(callShape(["choose", "other"], undefined, 0)).toBeNull();
  });

  it("tells different numbers and crafted routing values apart", () => {
    expect(signatureOf("nights", { count: 1 })).not.toBe(signatureOf("nights", { count: 11 }));
    // A namespace holding the separator cannot pose as a second option.
    expect(signatureOf("k", { ns: "a\u0000lng\u00002:en" })).not.toBe(signatureOf("k", { ns: "a", lng: "en" }));
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

  it("keeps a plural's template per count, with text values filled in", async () => {
    const { instance, calls } = await instanceCountingCalls();
    const t = instance.getFixedT("en", "common");
    const asked = [1, 2, 1, 2, 2].map((count, index) => t("stays", { count, name: index % 2 ? "Sinaia" : "Brașov" }));
    expect(asked).toEqual(["1 stay at Brașov", "2 stays at Sinaia", "1 stay at Brașov", "2 stays at Sinaia", "2 stays at Brașov"]);
    expect(calls.filter((key) => key === "stays").length).toBeLessThanOrEqual(4);
  });

  it("fills a text value into the phrase's template: resolved once, the values never kept", async () => {
    const { instance, calls } = await instanceCountingCalls();
    const t = instance.getFixedT("en", "common");
    expect([t("greeting", { name: "Ana" }), t("greeting", { name: "Ion" }), t("greeting", { name: "Ana" })]).toEqual([
      "Hello, Ana",
      "Hello, Ion",
      "Hello, Ana",
    ]);
    expect(calls.filter((key) => key === "greeting")).toHaveLength(1);
    // A value that looks like a nested phrase stays text, as i18next leaves it.
    expect(t("greeting", { name: "$t(choose)" })).toBe("Hello, $t(choose)");
  });

  it("leaves a nested phrase, a context and a missing key to i18next", async () => {
    const { instance, calls } = await instanceCountingCalls();
    const t = instance.getFixedT("en", "common");
    expect([t("nested", { name: "Ana" }), t("nested", { name: "Ion" })]).toEqual(["Ana: Choose", "Ion: Choose"]);
    expect(calls.filter((key) => key === "nested").length).toBeGreaterThanOrEqual(3);
    expect(t("greeting", { name: "Ana", context: "unknown" })).toBe("Hello, Ana");
    expect(t("no.such.key", { name: "Ana" })).toBe(instance.getFixedT("en", "common")("no.such.key"));
  });

  it("answers every phrase of the site, in every language, as i18next does", async () => {
    const leaves = (tree: unknown, prefix = ""): Array<[string, string]> =>
      typeof tree === "string"
        ? [[prefix, tree]]
        : Object.entries(tree as Record<string, unknown>).flatMap(([name, value]) => leaves(value, prefix ? `${prefix}.${name}` : name));
    let compared = 0;
    for (const [language, { common }] of Object.entries(siteResources)) {
      const options = {
        lng: language,
        resources: { [language]: { common } },
        defaultNS: "common",
        ns: ["common"],
        fallbackLng: false as const,
        interpolation: { escapeValue: false },
        parseMissingKeyHandler: () => "—",
      };
      const plain = i18next.createInstance();
      await plain.init(options);
      const kept = i18next.createInstance();
      await kept.init(options);
      rememberTranslations(kept);
      const [asked, answered] = [plain.getFixedT(language, "common"), kept.getFixedT(language, "common")];
      for (const [key, text] of leaves(common)) {
        const names = [...text.matchAll(/\{\{-?\s*([\w.]+)/g)].map((match) => match[1]!).filter((name) => name !== "count");
        if (names.length === 0) continue;
        // Text values, a number among them, and twice: the second answer comes from the kept template.
        const values = Object.fromEntries(names.map((name, index) => [name, index === 1 ? 7 : `«${name} & <b>»`]));
        const base = key.replace(/_(zero|one|two|few|many|other)$/, "");
        for (let round = 0; round < 2; round++) expect(answered(base, values), `${language} ${key}`).toBe(asked(base, values));
        compared++;
        // A plural with text values: each count's own form, its values filled in.
        if (base !== key)
          for (const count of [0, 1, 2, 5, 21, 101, 1, 2])
            expect(answered(base, { ...values, count }), `${language} ${key} ${count}`).toBe(asked(base, { ...values, count }));
      }
    }
    expect(compared).toBeGreaterThan(100);
  });
});

describe("the server's fixed t", () => {
  it("is the instance's own t for its language's default namespace, and one t per other namespace or prefix", async () => {
    const { instance, calls } = await instanceCountingCalls();
    // What react-i18next's useTranslation asks for on every render: the same t, no new closure.
    expect(instance.getFixedT(null as never, "common")).toBe(instance.t);
    expect(instance.getFixedT(null as never, ["common"])).toBe(instance.t);
    expect(instance.getFixedT(undefined as never)).toBe(instance.t);
    const deep = instance.getFixedT(null as never, "common", "deep");
    expect(instance.getFixedT(null as never, "common", "deep")).toBe(deep);
    expect(deep("key")).toBe("Deep");
    const english = instance.getFixedT("en", "common");
    expect(instance.getFixedT("en", "common")).toBe(english);
    expect(english("choose")).toBe("Choose");
    expect(instance.getFixedT(null as never, "common")("choose")).toBe("Choose");
    expect(calls.filter((key) => key === "choose").length).toBeGreaterThan(0);
  });

  it("knows whether a key exists as i18next does, asking it once per key", async () => {
    const { instance } = await instanceCountingCalls();
    const plain = i18next.createInstance();
    await plain.init({ lng: "en", resources, defaultNS: "common", ns: ["common"], fallbackLng: false, interpolation: { escapeValue: false } });
    const keys = ["choose", "deep.key", "deep", "pages.room.bedKinds.hammock", "nights", "nights_one"];
    for (const round of [1, 2]) for (const key of keys) expect(instance.exists(key), `${key} ${round}`).toBe(plain.exists(key));
    expect(instance.exists("choose", { lng: "ro" })).toBe(plain.exists("choose", { lng: "ro" }));
  });
});

describe("a template filled by joining", () => {
  it("cuts a phrase around its plain placeholders only", () => {
    expect(cutTemplate("{{count}} stays at {{ name }}.")).toEqual({ parts: ["", " stays at ", "."], names: ["count", "name"] });
    expect(cutTemplate("No values")).toEqual({ parts: ["No values"], names: [] });
    for (const other of ["{{- html}}", "{{price, currency}}", "{{a.b}}", "{{ unclosed", "stray }}"]) expect(cutTemplate(other), other).toBeNull();
  });

  it("fills strings and numbers as i18next does, and leaves a missing or other value to its interpolator", async () => {
    const { instance } = await instanceCountingCalls();
    const plain = i18next.createInstance();
    await plain.init({ lng: "en", resources, defaultNS: "common", ns: ["common"], fallbackLng: false, interpolation: { escapeValue: false } });
    for (const values of [{ name: "Ana" }, { name: 7 }, { name: "{{name}} & <b>" }, { name: "" }, { other: "x" }, { name: true }, { name: { a: 1 } }])
      for (const round of [1, 2])
        expect(instance.t("greeting", values as never), `${JSON.stringify(values)} ${round}`).toBe(plain.t("greeting", values as never));
    for (const count of [1, 2, 5]) expect(instance.t("stays", { count, name: "Ana" })).toBe(plain.t("stays", { count, name: "Ana" }));
  });
});
