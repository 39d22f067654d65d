import { FailureNotice } from "~/components/Notifications";
import type { ActionFailure } from "~/site/action-failure";
import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "#translation";
import { formatDay } from "~/site/dates";
import { ID_TYPES, TRIP_TYPES, type CountryOption } from "~/checkin/form-fields";
import type { Registration } from "~/checkin/registration";
import { toServer, useLateRules } from "~/utils/late-rules";
import { AddressFields, CountrySelect } from "../AddressFields";
import { FieldErrors } from "../booking/FieldErrors";
import { ErrorSummary } from "../ErrorSummary";
import type { checkRegistration } from "./registration-check";

type Field =
  "last_name" | "first_name" | "dob" | "country_code" | "citizenship" | "county" | "city" | "address1" | "trip_type" | "id_type" | "id_series" | "id_number";

export interface CheckInFormProps {
  values: Record<string, string>;
  /** The stay's facts; null when the PMS could not give them (a failed save whose reload failed too). */
  readOnly: { arrival: string; departure: string; location: string | null; rooms: string[] } | null;
  countries: CountryOption[];
  /** The hotel's today, for the birth date's check in the browser. */
  today: string;
  lastResult: SubmissionResult<string[]> | null;
  /** The save the PMS refused or failed (app/site/action-failure.ts). */
  failure: ActionFailure | null;
}

/**
 * The registration form (docs/spec.md §3, §5): one plain form; conform checks it in the browser too,
 * with the action's schema, once its rules have loaded after hydration (app/utils/late-rules.ts).
 * Until then a submit goes to the server, which answers with the same messages.
 */
export function CheckInForm({ values, readOnly, countries, today, lastResult, failure }: CheckInFormProps) {
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const rules = useLateRules(() => import("./registration-check").then((module) => module.checkRegistration));
  const [form, fields] = useForm<Registration>({
    id: "check-in",
    lastResult,
    defaultValue: values as Partial<Registration>,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => (rules.current ? rules.current(formData, today) : toServer<ReturnType<typeof checkRegistration>>(formData)),
  });
  const typed = (lastResult?.initialValue ?? {}) as Record<string, string>;
  const value = (name: string) => typed[name] ?? values[name] ?? "";
  const errors = (name: Field) => fields[name].errors;
  // Where each field's label and focus are, in the order the form shows them (the summary's order).
  const address = (name: string) => `#check-in-address-${name}`;
  const onPage: Array<[Field, string, string]> = [
    ["first_name", t("booking.details.firstName"), `#${fields.first_name.id}`],
    ["last_name", t("booking.details.lastName"), `#${fields.last_name.id}`],
    ["dob", t("checkin.dob"), `#${fields.dob.id}`],
    ["citizenship", t("checkin.citizenship"), `#${fields.citizenship.id}`],
    ["country_code", t("checkin.country"), address("country")],
    ["county", t(value("country_code") === "US" ? "checkin.state" : "checkin.county"), address("county")],
    ["city", t("checkin.city"), address("city")],
    ["address1", t("checkin.address1"), address("address1")],
    ["trip_type", t("checkin.tripType"), `#${fields.trip_type.id}-0`],
    ["id_type", t("checkin.document"), `#${fields.id_type.id}-0`],
    ["id_series", t("checkin.idSeries"), `#${fields.id_series.id}`],
    ["id_number", t("checkin.idNumber"), `#${fields.id_number.id}`],
  ];
  const problems = onPage.flatMap(([name, label, href]) => {
    const message = errors(name)?.[0];
    return message ? [{ href, text: t("checkin.problem", { field: label, problem: t(message) }) }] : [];
  });

  return (
    <Form method="post" id={form.id} onSubmit={form.onSubmit} noValidate className="details-form checkin-form">
      <FailureNotice failure={failure} />
      <ErrorSummary id="check-in-problems" heading={t("booking.errors.problemsHeading")} problems={problems} attempt={lastResult} />
      <input type="hidden" name="intent" value="save" />

      {readOnly ? (
        <dl className="offer__facts checkin-readonly">
          <dt>{t("checkin.arrival")}</dt>
          <dd>{formatDay(readOnly.arrival, i18n.language)}</dd>
          <dt>{t("checkin.departure")}</dt>
          <dd>{formatDay(readOnly.departure, i18n.language)}</dd>
          {readOnly.location ? (
            <>
              <dt>{t("checkin.location")}</dt>
              <dd>{readOnly.location}</dd>
            </>
          ) : null}
          {readOnly.rooms.length > 0 ? (
            <>
              <dt>{t("checkin.rooms")}</dt>
              <dd>{readOnly.rooms.join(", ")}</dd>
            </>
          ) : null}
        </dl>
      ) : null}

      <fieldset className="checkin-form__group">
        <legend>{t("checkin.person")}</legend>
        <div className="field">
          <label htmlFor={fields.first_name.id}>{t("booking.details.firstName")}</label>
          <input {...getInputProps(fields.first_name, { type: "text" })} autoComplete="given-name" maxLength={100} />
          <FieldErrors id={fields.first_name.errorId} errors={errors("first_name")} translate={t} />
        </div>
        <div className="field">
          <label htmlFor={fields.last_name.id}>{t("booking.details.lastName")}</label>
          <input {...getInputProps(fields.last_name, { type: "text" })} autoComplete="family-name" maxLength={100} />
          <FieldErrors id={fields.last_name.errorId} errors={errors("last_name")} translate={t} />
        </div>
        <div className="field">
          <label htmlFor={fields.dob.id}>{t("checkin.dob")}</label>
          <input {...getInputProps(fields.dob, { type: "date" })} autoComplete="bday" max={today} />
          <FieldErrors id={fields.dob.errorId} errors={errors("dob")} translate={t} />
        </div>
        <div className="field">
          <label htmlFor={fields.citizenship.id}>{t("checkin.citizenship")}</label>
          <CountrySelect
            id={fields.citizenship.id}
            name={fields.citizenship.name}
            countries={countries}
            value={value("citizenship")}
            describedBy={errors("citizenship") ? fields.citizenship.errorId : undefined}
          />
          <FieldErrors id={fields.citizenship.errorId} errors={errors("citizenship")} translate={t} />
        </div>
      </fieldset>

      <fieldset className="checkin-form__group">
        <legend>{t("checkin.address")}</legend>
        <AddressFields
          idPrefix="check-in-address"
          countries={countries}
          values={{ country: value("country_code"), county: value("county"), city: value("city"), address1: value("address1") }}
          errors={{ country: errors("country_code"), county: errors("county"), city: errors("city"), address1: errors("address1") }}
        />
      </fieldset>

      <fieldset className="checkin-form__group">
        <legend>{t("checkin.tripType")}</legend>
        {TRIP_TYPES.map((trip, index) => (
          <label key={trip} className="choice">
            <input type="radio" id={`${fields.trip_type.id}-${index}`} name={fields.trip_type.name} value={trip} defaultChecked={value("trip_type") === trip} />
            {t(`checkin.tripTypes.${trip}`)}
          </label>
        ))}
        <FieldErrors id={fields.trip_type.errorId} errors={errors("trip_type")} translate={t} />
      </fieldset>

      <fieldset className="checkin-form__group">
        <legend>{t("checkin.document")}</legend>
        {ID_TYPES.map((type, index) => (
          <label key={type} className="choice">
            <input type="radio" id={`${fields.id_type.id}-${index}`} name={fields.id_type.name} value={type} defaultChecked={value("id_type") === type} />
            {t(`checkin.idTypes.${type === "Passport" ? "passport" : "identityCard"}`)}
          </label>
        ))}
        <FieldErrors id={fields.id_type.errorId} errors={errors("id_type")} translate={t} />
        <div className="field">
          <label htmlFor={fields.id_series.id}>{t("checkin.idSeries")}</label>
          <input {...getInputProps(fields.id_series, { type: "text" })} maxLength={20} autoComplete="off" />
          <p className="field__hint">{t("checkin.idSeriesHint")}</p>
          <FieldErrors id={fields.id_series.errorId} errors={errors("id_series")} translate={t} />
        </div>
        <div className="field">
          <label htmlFor={fields.id_number.id}>{t("checkin.idNumber")}</label>
          <input {...getInputProps(fields.id_number, { type: "text" })} maxLength={30} autoComplete="off" />
          <FieldErrors id={fields.id_number.errorId} errors={errors("id_number")} translate={t} />
        </div>
      </fieldset>

      <p>
        <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
          {t("checkin.save")}
        </button>
      </p>
    </Form>
  );
}
