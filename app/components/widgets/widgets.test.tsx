/**
 * The staff widgets (docs/spec.md §1, §5) rendered as the server renders them, in English.
 */
import { renderToStaticMarkup } from "react-dom/server";
import type { ReactElement } from "react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n.server";
import { RO_COUNTIES, US_STATES } from "~/checkin/regions";
import { AddressFields } from "../AddressFields";
import { DatePicker, hasClearButton } from "./DatePicker";
import { LocationPicker } from "./LocationPicker";

const html = (element: ReactElement) => renderToStaticMarkup(<I18nextProvider i18n={i18nFor("en")}>{element}</I18nextProvider>);
const count = (markup: string, pattern: RegExp) => (markup.match(pattern) ?? []).length;
/** The options of the region select (not the "Choose…" one). */
const regionOptions = (markup: string) => count(/<select id="a-county"[^>]*>(.*?)<\/select>/.exec(markup)?.[1] ?? "", /<option value="[^"]+"/g);

describe("location picker", () => {
  const two = [
    { id: 101, name: "Carpathia Brașov" },
    { id: 102, name: "Carpathia Sinaia" },
  ];

  it("is shown only with more than one location, with the chosen one selected", () => {
    const markup = html(<LocationPicker id="loc" label="Hotel" locations={two} value={102} />);
    expect(markup).toContain('<label for="loc">Hotel</label>');
    expect(count(markup, /<option /g)).toBe(2);
    expect(markup).toMatch(/<option value="102" selected="">Carpathia Sinaia<\/option>/);
  });

  it("with one location the form still carries it, hidden", () => {
    expect(html(<LocationPicker id="loc" label="Hotel" locations={[two[0]!]} value={null} />)).toBe('<input type="hidden" name="location" value="101"/>');
    expect(html(<LocationPicker id="loc" label="Hotel" locations={[]} value={null} />)).toBe("");
  });
});

describe("date picker", () => {
  it("has a clear button unless the date is required", () => {
    expect(hasClearButton(true)).toBe(false);
    expect(hasClearButton(false)).toBe(true);
    expect(hasClearButton(undefined)).toBe(true);
    const optional = html(<DatePicker id="dob" name="dob" label="Date of birth" defaultValue="1990-01-02" enhanced />);
    expect(optional).toContain('aria-label="Clear Date of birth"');
    const required = html(<DatePicker id="from" name="day_from" label="From" defaultValue="2026-05-04" required enhanced />);
    expect(required).not.toContain("Clear");
    expect(required).toContain(">Calendar</button>");
  });

  it("is a native date field without JavaScript: no buttons that would do nothing", () => {
    const markup = html(<DatePicker id="dob" name="dob" label="Date of birth" defaultValue="1990-01-02" min="1900-01-01" />);
    expect(markup).toMatch(/<input id="dob" name="dob" type="date" min="1900-01-01" value="1990-01-02"\/>/);
    expect(markup).not.toContain("<button");
  });
});

describe("address form (shared with the online check-in)", () => {
  const countries = [
    { code: "RO", name: "Romania" },
    { code: "US", name: "United States" },
    { code: "FR", name: "France" },
  ];
  const render = (country: string, extra = {}) =>
    html(<AddressFields idPrefix="a" countries={countries} values={{ country, county: "", city: "", address1: "" }} errors={{}} {...extra} />);

  it("Romania: a county from the fixed list of 42", () => {
    const markup = render("RO");
    expect(RO_COUNTIES).toHaveLength(42);
    expect(markup).toContain('<label for="a-county">County</label>');
    expect(regionOptions(markup)).toBe(42);
    expect(markup).toContain('<option value="Bistrița-Năsăud">');
  });

  it("United States: a state from its list", () => {
    const markup = render("US");
    expect(markup).toContain('<label for="a-county">State</label>');
    expect(regionOptions(markup)).toBe(US_STATES.length);
    expect(markup).toContain('<option value="Wyoming">');
  });

  it("elsewhere the region is typed", () => {
    expect(render("FR")).toMatch(/<input id="a-county" name="county" maxLength="100" required="" autoComplete="address-level1" value=""\/>/);
  });

  it("the staff's guest form adds the second line and the postal code, none of it required", () => {
    const markup = render("RO", {
      required: false,
      names: { country: "country", county: "county", city: "city", address1: "address1", address2: "address2", zip: "zip" },
    });
    expect(markup).toContain('name="address2"');
    expect(markup).toContain('<label for="a-zip">Postal code</label>');
    expect(markup).not.toContain("required");
    // The check-in form: every field required, no second line or postal code.
    const checkIn = render("RO");
    expect(count(checkIn, /required=""/g)).toBe(4);
    expect(checkIn).not.toContain("zip");
  });
});
