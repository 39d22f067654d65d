import { useState } from "react";
import { useTranslation } from "react-i18next";
import { regionsOf } from "~/checkin/regions";
import { FieldErrors } from "./booking/FieldErrors";

export interface CountryOption {
  code: string;
  name: string;
}

/**
 * The address part of a form (spec §3 address form): country, county or state, city, street.
 * Romania's county and a US state are chosen from their lists; elsewhere the region is typed.
 * Without JavaScript the region control follows the country the page was rendered with (the server
 * checks the pair); with it, it follows the country as it is chosen. Field names are the caller's.
 */
export function AddressFields({
  idPrefix,
  countries,
  values,
  errors,
  names = { country: "country_code", county: "county", city: "city", address1: "address1" },
}: {
  idPrefix: string;
  countries: CountryOption[];
  values: { country: string; county: string; city: string; address1: string };
  errors: Partial<Record<"country" | "county" | "city" | "address1", string[]>>;
  names?: { country: string; county: string; city: string; address1: string };
}) {
  const { t } = useTranslation();
  const [country, setCountry] = useState(values.country);
  const regions = regionsOf(country);
  const id = (name: string) => `${idPrefix}-${name}`;
  const described = (name: "country" | "county" | "city" | "address1") => (errors[name]?.length ? { "aria-invalid": true, "aria-describedby": `${id(name)}-error` } : {});
  return (
    <div className="address-fields">
      <div className="field">
        <label htmlFor={id("country")}>{t("checkin.country")}</label>
        <CountrySelect id={id("country")} name={names.country} countries={countries} value={values.country} onChange={setCountry} describedBy={errors.country?.length ? `${id("country")}-error` : undefined} />
        <FieldErrors id={`${id("country")}-error`} errors={errors.country} translate={t} />
      </div>
      <div className="field">
        <label htmlFor={id("county")}>{t(country === "US" ? "checkin.state" : "checkin.county")}</label>
        {regions ? (
          <select key={country} id={id("county")} name={names.county} defaultValue={regions.includes(values.county) ? values.county : ""} required {...described("county")}>
            <option value="">{t("checkin.choose")}</option>
            {regions.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </select>
        ) : (
          <input key={country} id={id("county")} name={names.county} defaultValue={values.county} maxLength={100} required autoComplete="address-level1" {...described("county")} />
        )}
        <FieldErrors id={`${id("county")}-error`} errors={errors.county} translate={t} />
      </div>
      <div className="field">
        <label htmlFor={id("city")}>{t("checkin.city")}</label>
        <input id={id("city")} name={names.city} defaultValue={values.city} maxLength={100} required autoComplete="address-level2" {...described("city")} />
        <FieldErrors id={`${id("city")}-error`} errors={errors.city} translate={t} />
      </div>
      <div className="field">
        <label htmlFor={id("address1")}>{t("checkin.address1")}</label>
        <input id={id("address1")} name={names.address1} defaultValue={values.address1} maxLength={200} required autoComplete="street-address" {...described("address1")} />
        <FieldErrors id={`${id("address1")}-error`} errors={errors.address1} translate={t} />
      </div>
    </div>
  );
}

/** A country chosen by its name in the page's language; the value is the ISO 3166 code. */
export function CountrySelect({
  id,
  name,
  countries,
  value,
  onChange,
  describedBy,
}: {
  id: string;
  name: string;
  countries: CountryOption[];
  value: string;
  onChange?: (code: string) => void;
  describedBy?: string;
}) {
  const { t } = useTranslation();
  return (
    <select id={id} name={name} defaultValue={value} onChange={onChange ? (event) => onChange(event.target.value) : undefined} required aria-invalid={describedBy ? true : undefined} aria-describedby={describedBy}>
      <option value="">{t("checkin.choose")}</option>
      {countries.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
