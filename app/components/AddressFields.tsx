import { useState } from "react";
import { useTranslation } from "#translation";
import { ADDRESS_MAX, type CountryOption } from "~/checkin/form-fields";
import { regionsOf } from "~/checkin/regions";
import { FieldErrors } from "./booking/FieldErrors";

type AddressField = "country" | "county" | "city" | "address1" | "address2" | "zip";

/**
 * The address part of a form (docs/spec.md §3 address form): country, county or state, city, street, and
 * where the caller asks for them (`names.address2`, `names.zip`) a second line and the postal code.
 * Romania's county is one of its 42, a US state one of its list; elsewhere the region is typed.
 * Without JavaScript the region control follows the country the page was rendered with (the server
 * checks the pair); with it, it follows the country as it is chosen. Field names are the caller's.
 * Shared by the online check-in (all required) and the staff's guest form (`required={false}`),
 * whose schemas take their rules and lengths from app/checkin/guest-fields.ts.
 */
export function AddressFields({
  idPrefix,
  countries,
  values,
  errors,
  names = { country: "country_code", county: "county", city: "city", address1: "address1" },
  required = true,
}: {
  idPrefix: string;
  countries: CountryOption[];
  values: { country: string; county: string; city: string; address1: string; address2?: string; zip?: string };
  errors: Partial<Record<AddressField, string[]>>;
  names?: { country: string; county: string; city: string; address1: string; address2?: string; zip?: string };
  required?: boolean;
}) {
  const { t } = useTranslation();
  const [country, setCountry] = useState(values.country);
  const regions = regionsOf(country);
  const id = (name: string) => `${idPrefix}-${name}`;
  const described = (name: AddressField) => (errors[name]?.length ? { "aria-invalid": true, "aria-describedby": `${id(name)}-error` } : {});
  return (
    <div className="address-fields">
      <div className="field">
        <label htmlFor={id("country")}>{t("checkin.country")}</label>
        <CountrySelect
          id={id("country")}
          name={names.country}
          countries={countries}
          value={values.country}
          onChange={setCountry}
          required={required}
          describedBy={errors.country?.length ? `${id("country")}-error` : undefined}
        />
        <FieldErrors id={`${id("country")}-error`} errors={errors.country} translate={t} />
      </div>
      <div className="field">
        <label htmlFor={id("county")}>{t(country === "US" ? "checkin.state" : "checkin.county")}</label>
        {regions ? (
          <select
            key={country}
            id={id("county")}
            name={names.county}
            defaultValue={regions.includes(values.county) ? values.county : ""}
            required={required}
            {...described("county")}
          >
            <option value="">{t("checkin.choose")}</option>
            {regions.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </select>
        ) : (
          <input
            key={country}
            id={id("county")}
            name={names.county}
            defaultValue={values.county}
            maxLength={ADDRESS_MAX.county}
            required={required}
            autoComplete="address-level1"
            {...described("county")}
          />
        )}
        <FieldErrors id={`${id("county")}-error`} errors={errors.county} translate={t} />
      </div>
      <div className="field">
        <label htmlFor={id("city")}>{t("checkin.city")}</label>
        <input
          id={id("city")}
          name={names.city}
          defaultValue={values.city}
          maxLength={ADDRESS_MAX.city}
          required={required}
          autoComplete="address-level2"
          {...described("city")}
        />
        <FieldErrors id={`${id("city")}-error`} errors={errors.city} translate={t} />
      </div>
      <div className="field">
        <label htmlFor={id("address1")}>{t("checkin.address1")}</label>
        <input
          id={id("address1")}
          name={names.address1}
          defaultValue={values.address1}
          maxLength={ADDRESS_MAX.address1}
          required={required}
          // "street-address" is for a multi-line field (a textarea): on a one-line input it is invalid HTML.
          autoComplete="address-line1"
          {...described("address1")}
        />
        <FieldErrors id={`${id("address1")}-error`} errors={errors.address1} translate={t} />
      </div>
      {names.address2 ? (
        <div className="field">
          <label htmlFor={id("address2")}>{t("widgets.address2")}</label>
          <input
            id={id("address2")}
            name={names.address2}
            defaultValue={values.address2 ?? ""}
            maxLength={ADDRESS_MAX.address2}
            autoComplete="address-line2"
            {...described("address2")}
          />
          <FieldErrors id={`${id("address2")}-error`} errors={errors.address2} translate={t} />
        </div>
      ) : null}
      {names.zip ? (
        <div className="field">
          <label htmlFor={id("zip")}>{t("widgets.zip")}</label>
          <input id={id("zip")} name={names.zip} defaultValue={values.zip ?? ""} maxLength={ADDRESS_MAX.zip} autoComplete="postal-code" {...described("zip")} />
          <FieldErrors id={`${id("zip")}-error`} errors={errors.zip} translate={t} />
        </div>
      ) : null}
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
  required = true,
}: {
  id: string;
  name: string;
  countries: CountryOption[];
  value: string;
  onChange?: (code: string) => void;
  describedBy?: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      name={name}
      defaultValue={value}
      onChange={onChange ? (event) => onChange(event.target.value) : undefined}
      required={required}
      aria-invalid={describedBy ? true : undefined}
      aria-describedby={describedBy}
    >
      <option value="">{t("checkin.choose")}</option>
      {countries.map((option) => (
        <option key={option.code} value={option.code}>
          {option.name}
        </option>
      ))}
    </select>
  );
}
