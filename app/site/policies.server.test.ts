import { describe, expect, it } from "vitest";
import { policyParagraphs, resolvePolicy, supportView } from "./policies.server";
import { safeExternalUrl, safePolicyHref } from "./policy-links";
import type { SiteView } from "./view";

const text = (ro: string | null, en: string | null) => ({ ro, en });

describe("resolvePolicy", () => {
  const page = { active: true, url: null, title: text("Termeni", "Terms"), subject: text("Unu.\nDoi.", "One.\n\nTwo.") };

  it.each([
    ["an inactive policy is not found", { ...page, active: false }, "en", { type: "not-found" }],
    ["an inactive policy with a url is still not found", { ...page, active: false, url: "https://x.example/t" }, "en", { type: "not-found" }],
    ["a missing policy is not found", null, "en", { type: "not-found" }],
    ["an https url redirects", { ...page, url: "https://hotel.example/terms" }, "en", { type: "redirect", url: "https://hotel.example/terms" }],
    ["an http url redirects", { ...page, url: " http://hotel.example/t?a=1 " }, "ro", { type: "redirect", url: "http://hotel.example/t?a=1" }],
    ["a javascript: url is ignored", { ...page, url: "javascript:alert(1)" }, "en", { type: "page", title: "Terms", paragraphs: ["One.", "Two."], lang: null }],
    ["a relative url is ignored", { ...page, url: "/elsewhere" }, "ro", { type: "page", title: "Termeni", paragraphs: ["Unu.", "Doi."], lang: null }],
    ["an empty url is ignored", { ...page, url: "" }, "en", { type: "page", title: "Terms", paragraphs: ["One.", "Two."], lang: null }],
    // Decision 025: the text falls back through the chain and says its language; the title is
    // left to our own name for the policy, in the page's language.
    [
      "a text not written in the page's language is shown in English, marked",
      { ...page, title: { en: "Terms" }, subject: { en: "One." } },
      "ro",
      { type: "page", title: null, paragraphs: ["One."], lang: "en" },
    ],
    ["Italian gets the English text, not the Romanian one", page, "it", { type: "page", title: null, paragraphs: ["One.", "Two."], lang: "en" }],
    [
      "without English, any language the hotel wrote",
      { ...page, subject: { ro: "Unu." } },
      "es",
      { type: "page", title: null, paragraphs: ["Unu."], lang: "ro" },
    ],
    [
      "the default text stands in for a language",
      { ...page, subject: { default: "Default." } },
      "it",
      { type: "page", title: null, paragraphs: ["Default."], lang: null },
    ],
    [
      "a dash only when the hotel wrote it in no language",
      { ...page, subject: { en: " ", ro: null } },
      "it",
      { type: "page", title: null, paragraphs: ["—"], lang: null },
    ],
  ] as const)("%s", (_name, policy, language, expected) => {
    expect(resolvePolicy(policy, language)).toEqual(expected);
  });

  it("with the organisation's languages, the default is marked with the organisation's language", () => {
    const policy = { ...page, title: { default: "Termeni" }, subject: { default: "Unu." } };
    expect(resolvePolicy(policy, "it", undefined, { organisation: "ro", display: "ro" })).toEqual({
      type: "page",
      title: null,
      paragraphs: ["Unu."],
      lang: "ro",
    });
    expect(resolvePolicy(policy, "ro", undefined, { organisation: "ro", display: "ro" })).toEqual({
      type: "page",
      title: "Termeni",
      paragraphs: ["Unu."],
      lang: null,
    });
  });

  it("never redirects to the very page it is on", () => {
    const policy = { ...page, url: "https://carpathia-ro.example/terms/" };
    expect(resolvePolicy(policy, "en", "https://carpathia-ro.example/terms?lang=en").type).toBe("page");
    expect(resolvePolicy(policy, "en", "https://carpathia-ro.example/policies").type).toBe("redirect");
  });
});

describe("policyParagraphs", () => {
  it.each([
    ["plain lines become paragraphs", "One.\r\nTwo.\n\n\nThree.", ["One.", "Two.", "Three."]],
    ["blank text is a dash", "  \n ", ["—"]],
    ["the dash stays a dash", "—", ["—"]],
    ["HTML is turned into text", "<p>One &amp; <b>two</b></p><p>Three<br>Four</p>", ["One & two", "Three", "Four"]],
    ["scripts and their content are dropped", "<p>Hi</p><script>alert(1)</script><style>p{}</style>", ["Hi"]],
    ["numeric entities are decoded", "<div>&#259;&#x219; &nbsp;x</div>", ["ăș x"]],
    ["a lone < in plain text is kept", "Children < 3 stay free", ["Children < 3 stay free"]],
  ])("%s", (_name, subject, expected) => {
    expect(policyParagraphs(subject)).toEqual(expected);
  });
});

describe("safeExternalUrl", () => {
  it.each([
    ["https://a.example/x", "https://a.example/x"],
    ["HTTP://A.example", "http://a.example/"],
    ["javascript:alert(1)", null],
    ["data:text/html,hi", null],
    ["//evil.example", null],
    ["/terms", null],
    ["", null],
    [null, null],
  ])("%s → %s", (url, expected) => {
    expect(safeExternalUrl(url)).toBe(expected);
  });
});

describe("safePolicyHref", () => {
  it("keeps our own pages, checks the hotel's", () => {
    expect(safePolicyHref({ kind: "terms", href: "/terms", title: "T", external: false })).toEqual({ href: "/terms", external: false });
    expect(safePolicyHref({ kind: "gdpr", href: "https://h.example/p", title: "P", external: true })).toEqual({ href: "https://h.example/p", external: true });
    expect(safePolicyHref({ kind: "gdpr", href: "javascript:alert(1)", title: "P", external: true })).toEqual({ href: "/gdpr-policies", external: false });
  });
});

describe("supportView", () => {
  const site = {
    organisation: { slug: "carpathia-ro", email: "org@example.com", phone: "+40 268 555 010" },
    location: null,
    policies: [
      { kind: "terms", href: "/terms", title: "Terms", external: false },
      { kind: "gdpr", href: "https://h.example/privacy", title: "—", external: true },
    ],
  } as unknown as Pick<SiteView, "organisation" | "location" | "policies">;

  it("uses the organisation's contacts without a location, and links terms and privacy", () => {
    expect(supportView(site)).toEqual({
      email: "org@example.com",
      phone: "+40 268 555 010",
      phoneHref: "tel:+40268555010",
      screenShareUrl: "https://meet.jit.si/carpathia-ro-support",
      terms: { kind: "terms", href: "/terms", external: false, title: "Terms" },
      privacy: { kind: "gdpr", href: "https://h.example/privacy", external: true, title: null },
    });
  });

  it("prefers the location's contacts and leaves out inactive policies", () => {
    const view = supportView({
      ...site,
      location: { email: "loc@example.com", phone: "(0244) 555-020" } as SiteView["location"],
      policies: [],
    });
    expect(view).toMatchObject({ email: "loc@example.com", phone: "(0244) 555-020", phoneHref: "tel:0244555020", terms: null, privacy: null });
  });

  it("names the screen-sharing room safely", () => {
    const view = supportView({ ...site, organisation: { ...site.organisation, slug: "Hotel Ö/x" } });
    expect(view.screenShareUrl).toBe("https://meet.jit.si/hotel-x-support");
  });
});
