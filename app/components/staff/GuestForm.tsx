import { useForm, type SubmissionResult } from "@conform-to/react";
import { FailureNotice } from "~/components/Notifications";
import type { ActionFailure } from "~/site/action-failure";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, useLocation, useNavigation } from "@remix-run/react";
import { useTranslation } from "#translation";
import { shortDay } from "~/staff/format";
import type * as z from "zod";
import type { CountryOption } from "~/checkin/guest-fields";
import { birthDays, guestFormSchema, type NewGuest } from "~/staff/guests";
import { withKept } from "~/utils/links";
import { AddressFields } from "../AddressFields";
import { FieldErrors } from "../booking/FieldErrors";
import { TextField } from "../TextField";
import { DatePicker } from "../widgets/DatePicker";
import { GuestDetails } from "./GuestDetails";

type GuestFields = z.input<ReturnType<typeof guestFormSchema>>;

export interface NewGuestFormProps {
  countries: CountryOption[];
  /** The hotel's today, for the birth date's check in the browser. */
  today: string;
  keep: Record<string, string>;
  /** The server's answer to a refused post: each field's problems and what was typed. */
  lastResult: SubmissionResult<string[]> | null;
  /** Guests who are likely the same one: the form asks to confirm before creating another. */
  duplicates?: Array<{ id: number; name: string; email: string | null; phone: string | null; dob: string | null }>;
  /** The creation the PMS refused or failed (app/site/action-failure.ts). */
  failure?: ActionFailure | null;
}

/**
 * The staff's new guest (docs/spec.md §5): a name, and optionally a birth date and an address with
 * the check-in's rules (app/staff/guests.ts). One plain form that works without JavaScript; conform
 * checks it in the browser too. Each problem is said once, next to its field.
 */
export function NewGuestForm(props: NewGuestFormProps) {
  // A new page (after "Guest created", a redirect) is a new, empty form: with JavaScript the same
  // form would otherwise keep what was typed, and a second click create the guest twice (issue 50).
  // A refused post answers on the same page: its values come back from `lastResult`.
  return <GuestFormFields key={useLocation().key} {...props} />;
}

function GuestFormFields({ countries, today, keep, lastResult, duplicates = [], failure = null }: NewGuestFormProps) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const [form, fields] = useForm<GuestFields, NewGuest>({
    id: "guest-create",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: guestFormSchema({ today }) }),
  });
  const typed = (lastResult?.initialValue ?? {}) as Record<string, string>;
  const value = (name: keyof GuestFields) => typed[name] ?? "";
  const nameErrors = fields.name.errors;
  const address = {
    country: fields.country.errors,
    county: fields.county.errors,
    city: fields.city.errors,
    address1: fields.address1.errors,
    address2: fields.address2.errors,
    zip: fields.zip.errors,
  };
  const addressOpen = Boolean(value("country") || value("city") || value("address1") || Object.values(address).some((errors) => errors?.length));
  return (
    <section aria-labelledby="guest-create-heading">
      <h2 id="guest-create-heading">{t("staff.guests.create")}</h2>
      <Form method="post" action={withKept("/staff/guests", keep)} id={form.id} onSubmit={form.onSubmit} className="guest-create" noValidate={false}>
        <input type="hidden" name="intent" value="create" />
        <FailureNotice failure={failure} />
        {duplicates.length ? <LikelyDuplicates duplicates={duplicates} keep={keep} /> : null}
        <div className="field">
          <label htmlFor="guest-name">{t("staff.guests.name")}</label>
          <input
            id="guest-name"
            name={fields.name.name}
            required
            maxLength={200}
            autoComplete="off"
            defaultValue={value("name")}
            aria-invalid={nameErrors ? true : undefined}
            aria-describedby={`guest-name-hint${nameErrors ? " guest-name-error" : ""}`}
          />
          <p className="field__hint" id="guest-name-hint">
            {t("staff.guests.nameHint")}
          </p>
          <FieldErrors id="guest-name-error" errors={nameErrors} translate={t} />
        </div>
        <DatePicker
          id="guest-dob"
          name={fields.dob.name}
          label={t("staff.guests.dob")}
          defaultValue={value("dob")}
          min={birthDays(today).min}
          max={birthDays(today).max}
        />
        <FieldErrors id="guest-dob-error" errors={fields.dob.errors} translate={t} />
        <TextField
          id="guest-email"
          name={fields.email.name}
          type="email"
          label={t("staff.guests.emailOptional")}
          autoComplete="off"
          maxLength={200}
          defaultValue={value("email")}
          errors={fields.email.errors}
        />
        <TextField
          id="guest-phone"
          name={fields.phone.name}
          type="tel"
          label={t("staff.guests.phoneOptional")}
          autoComplete="off"
          maxLength={40}
          defaultValue={value("phone")}
          errors={fields.phone.errors}
        />
        <details open={addressOpen || undefined}>
          <summary>{t("checkin.address")}</summary>
          <AddressFields
            idPrefix="guest"
            countries={countries}
            required={false}
            values={{
              country: value("country"),
              county: value("county"),
              city: value("city"),
              address1: value("address1"),
              address2: value("address2"),
              zip: value("zip"),
            }}
            errors={address}
            names={{ country: "country", county: "county", city: "city", address1: "address1", address2: "address2", zip: "zip" }}
          />
        </details>
        <p>
          {duplicates.length ? (
            <button type="submit" name="confirm" value="duplicate" className="button" disabled={navigation.state === "submitting"}>
              {t("staff.guests.createAnyway")}
            </button>
          ) : (
            <button type="submit" className="button button--primary" disabled={navigation.state === "submitting"}>
              {t("staff.guests.createSubmit")}
            </button>
          )}
        </p>
      </Form>
    </section>
  );
}

/** The guests who are likely the same one, each a link to their reservations; creating another is a second, deliberate click. */
function LikelyDuplicates({ duplicates, keep }: { duplicates: NonNullable<NewGuestFormProps["duplicates"]>; keep: Record<string, string> }) {
  const { t, i18n } = useTranslation();
  return (
    <div className="booking-notice booking-notice--warning guest-duplicates" role="alert">
      <p>
        <strong>{t("staff.guests.duplicateTitle")}</strong> {t("staff.guests.duplicateText")}
      </p>
      <ul>
        {duplicates.map((guest) => (
          <li key={guest.id}>
            <a href={withKept("/staff/search", keep, { q: guest.email || guest.phone || guest.name })}>{guest.name}</a>
            <GuestDetails
              after
              email={guest.email}
              phone={guest.phone}
              born={guest.dob ? `${t("staff.guests.born")} ${shortDay(guest.dob, i18n.language)}` : null}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
