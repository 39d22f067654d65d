/** The consumer-dispute badge (issue 51, item 4; decision 055): the company's country's body, in the page's language, no ODR. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import en from "~/locales/en/site";
import es from "~/locales/es/site";
import it_ from "~/locales/it/site";
import ro from "~/locales/ro/site";
import { ConsumerDisputeBadge } from "./Logos";

const badge = (country: "RO" | "BG" | null, language: "es" | "it" | "ro" | "en") => {
  const { disputes } = { en, es, it: it_, ro }[language].site;
  return renderToStaticMarkup(
    <ConsumerDisputeBadge country={country} adr={disputes.adr} body={country ? disputes.bodies[country] : ""} label={disputes.label} />,
  );
};

describe("the consumer-dispute badge", () => {
  it("is Romania's ANPC for a Romanian company, in the page's language", () => {
    const html = badge("RO", "es");
    expect(html).toContain('href="https://anpc.ro/ce-este-sal/"');
    expect(html).toContain("Resolución alternativa de litigios");
    expect(html).not.toContain("Soluționarea");
  });
  it("is Bulgaria's KZP for a Bulgarian company", () => {
    const html = badge("BG", "it");
    expect(html).toContain('href="https://kzp.bg/"');
    expect(html).toContain("KZP");
    expect(html).toContain("Risoluzione alternativa delle controversie");
    expect(html).not.toContain("ANPC");
  });
  it("is nothing for a country we do not know, and never the closed ODR platform", () => {
    expect(badge(null, "en")).toBe("");
    for (const language of ["en", "ro", "es", "it"] as const)
      for (const country of ["RO", "BG"] as const) expect(badge(country, language)).not.toMatch(/ec\.europa\.eu|SOL|Online dispute/);
  });
});
