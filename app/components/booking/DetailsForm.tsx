import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useTranslation } from "#translation";
import { detailProblems, GUEST_FIELD_NAMES, GUEST_FIELDS, type DetailField, type GuestField } from "~/booking/details";
import type { checkDetails } from "~/booking/details-check";
import { toServer, useLateRules } from "~/utils/late-rules";
import { formatMoney } from "~/booking/money";
import type { ChoiceView, GuestState } from "~/booking/view";
import { AlreadyRegistered } from "./AlreadyRegistered";
import { FieldErrors } from "./FieldErrors";
import { OfferDetails, OfferPrice } from "./OfferPrice";
import { ConditionBadges } from "./RatePlanRow";
import { HotelLanguageNote, HotelPhrase, HotelText, langOf } from "../HotelText";
import { hotelTextsOfChoice } from "~/booking/hotel-texts";
import { FIELD_MAX } from "~/utils/text-limits";
import { FormErrorText } from "./FormErrorText";
import type { FormError } from "~/booking/view";
import { useHydrated } from "~/components/useHydrated";

/** The sign-in on the way (an account's e-mail): what went wrong, in the guest's words. */
const SIGN_IN_PROBLEM = { invalid: "account.invalid", unavailable: "account.unavailable", limited: "account.tooManyAttemptsLater" } as const;

interface DetailsFormProps {
  choice: ChoiceView;
  /** Where the form posts: this page with its search and choice. */
  action: string;
  /** The same search without the choice. */
  changeHref: string;
  termsHref: string;
  privacyHref: string;
  lastResult: SubmissionResult<string[]> | null;
  guestState: GuestState;
  formError: FormError | null;
  signInFailed: "invalid" | "unavailable" | "limited" | null;
  /** The integrator's password-reset page (PASSWORD_RESET_URL); null: no reset is offered. */
  passwordResetUrl: string | null;
}

/**
 * The chosen offer and the guest's details (docs/spec.md §4, §5, §8): a POST form that books. Checked in
 * the spec's order with one notification for the first problem; when the e-mail belongs to an
 * account, the same form offers to sign in, and everything typed survives every round trip.
 */
export function DetailsForm(props: DetailsFormProps) {
  const { choice, lastResult, guestState } = props;
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const heading = useRef<HTMLHeadingElement>(null);
  const methods = choice.paymentMethods.map((method) => method.method);
  const prefill: Record<string, string | undefined> = { ...(choice.prefill ?? {}), ...(choice.typed ?? {}) };
  const rules = useLateRules(() => import("~/booking/details-check").then((module) => module.checkDetails));
  const [form, fields] = useForm({
    id: "booking-details",
    lastResult,
    defaultValue: { ...prefill, payment_method: prefill.payment_method ?? (methods.length === 1 ? methods[0] : undefined) },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => (rules.current ? rules.current(formData, methods) : toServer<ReturnType<typeof checkDetails>>(formData)),
  });
  const submitting = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const problems = detailProblems(form.allErrors);
  const summary = useRef<HTMLDivElement>(null);
  const email = (fields.email.value as string | undefined) ?? prefill.email ?? "";
  // Set once React runs in the browser: what needs JavaScript (PayPal) is offered from then on.
  const scripted = useHydrated();

  // With JavaScript the choice appears without a page load: bring the guest to it.
  useEffect(() => {
    heading.current?.scrollIntoView({ block: "start" });
    heading.current?.focus({ preventScroll: true });
  }, [choice.solution.key, choice.ratePlan.id, choice.offer.mealId]);

  // A refused post (the browser's check or the server's): the summary of what to fix gets the focus.
  useEffect(() => {
    if (lastResult || props.formError) summary.current?.focus();
  }, [lastResult, props.formError]);
  // Where each problem's link goes: the field itself, or the first payment option.
  const fieldId = (field: DetailField): string => (field === "payment_method" ? `payment-${choice.paymentMethods[0]?.method ?? ""}` : fields[field].id);

  return (
    <section id="details" className="booking-details" aria-labelledby="booking-details-heading">
      <h2 id="booking-details-heading" ref={heading} tabIndex={-1}>
        {t("booking.details.chosen")}
      </h2>
      {/* Once for the whole step: the rooms, rate, meal, taxes, price lines, conditions and payment instructions. */}
      <HotelLanguageNote of="page" lang={hotelTextsOfChoice(choice)} className="hotel-language-note hotel-language-note--page" />
      <div className="chosen-offer">
        <p className="chosen-offer__rooms">
          <HotelPhrase
            build={(slot) => choice.solution.rooms.map((room) => t("booking.results.room", { count: room.count, name: slot(room.name) })).join(", ")}
          />
        </p>
        <p className="chosen-offer__plan">
          <strong>
            <HotelText value={choice.ratePlan.name} />
          </strong>
        </p>
        <ConditionBadges plan={choice.ratePlan} />
        <OfferPrice offer={choice.offer} />
        <OfferDetails offer={choice.offer} open />
        <Link to={props.changeHref} className="chosen-offer__change">
          {t("booking.details.change")}
        </Link>
      </div>

      <Form method="post" action={props.action} className="details-form" {...getFormProps(form)} aria-labelledby="booking-details-form-heading">
        <h2 id="booking-details-form-heading">{t("booking.details.heading")}</h2>
        <input type="hidden" name="idempotency_key" value={choice.idempotencyKey} />
        {/* The total above: the server books only at this price, or shows the new one and asks again. */}
        <input type="hidden" name="shown_price" value={choice.offer.price} />

        {problems.length > 0 || props.formError ? (
          <div
            className="booking-notice booking-notice--error error-summary"
            role="alert"
            tabIndex={-1}
            ref={summary}
            aria-labelledby="details-problems-heading"
          >
            <p id="details-problems-heading">
              <strong>{t((props.formError as { heading?: string } | null)?.heading ?? "booking.errors.problemsHeading")}</strong>
            </p>
            {props.formError ? <FormErrorText error={props.formError} /> : null}
            {problems.length > 0 ? (
              <ul>
                {problems.map((problem) => (
                  <li key={problem.field}>
                    <a href={`#${fieldId(problem.field)}`}>{t(problem.message)}</a>
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}

        {guestState === "signedin" && choice.prefill ? (
          <p className="booking-notice booking-notice--info">{t("booking.details.signedInAs", { email: choice.prefill.email })}</p>
        ) : null}

        <div className="details-form__grid">
          {/* Each field as declared once in GUEST_FIELDS (its label, input, autofill and limit). */}
          {GUEST_FIELD_NAMES.map((name) => {
            const declared: GuestField = GUEST_FIELDS[name];
            const field = fields[name];
            return (
              <div className="field" key={name}>
                <label htmlFor={field.id}>{t(declared.label)}</label>
                <input {...getInputProps(field, { type: declared.input })} autoComplete={declared.autoComplete} maxLength={declared.max} />
                <FieldErrors id={field.errorId} errors={field.errors} translate={t} />
              </div>
            );
          })}
        </div>

        {guestState === "exists" ? (
          <div className="inline-sign-in" role="group" aria-labelledby="inline-sign-in-text">
            <AlreadyRegistered email={email} resetUrl={props.passwordResetUrl} />
            {props.signInFailed ? (
              <p className="field__errors" role="alert">
                {t(SIGN_IN_PROBLEM[props.signInFailed])}
              </p>
            ) : null}
            <div className="field">
              <label htmlFor="inline-password">{t("booking.details.password")}</label>
              <input id="inline-password" name="password" type="password" autoComplete="current-password" maxLength={FIELD_MAX.password} />
            </div>
            <button type="submit" name="intent" value="sign-in" formNoValidate className="button">
              {t("booking.details.signIn")}
            </button>
          </div>
        ) : null}

        <fieldset className="details-form__payment" aria-describedby={fields.payment_method.errors ? fields.payment_method.errorId : undefined}>
          <legend>{t("booking.details.payment")}</legend>
          {choice.paymentMethods.length === 0 ? (
            <p className="booking-notice booking-notice--warning" role="status">
              {t("booking.details.noPaymentMethod")}
            </p>
          ) : (
            choice.paymentMethods.map((method) => (
              <div key={method.method} className="payment-option">
                <input
                  type="radio"
                  id={`payment-${method.method}`}
                  name={fields.payment_method.name}
                  value={method.method}
                  defaultChecked={fields.payment_method.initialValue === method.method && (method.method !== "paypal" || scripted)}
                  // PayPal pays through its script: without JavaScript it cannot be used, so it is not offered (decision 023).
                  disabled={method.method === "paypal" && !scripted}
                />
                <label htmlFor={`payment-${method.method}`}>
                  <HotelText value={method.name} />
                </label>
                {method.method === "paypal" ? (
                  <p className="payment-option__hint" id="payment-paypal-price">
                    {/* Said only where scripts are off: the sheet hides it wherever scripting is on (`@media (scripting: enabled)`),
                        so it is not shown while the page's scripts load either; once they run it is gone. */}
                    {scripted ? null : <span className="payment-option__no-script">{`${t("booking.payment.paypalNeedsScript")} `}</span>}
                    {method.payPal?.text}
                  </p>
                ) : null}
                {method.instructions ? (
                  <p className="payment-option__hint" lang={langOf(method.instructions, i18n.language)}>
                    {method.instructions.text}
                  </p>
                ) : null}
              </div>
            ))
          )}
          <FieldErrors id={fields.payment_method.errorId} errors={fields.payment_method.errors} translate={t} />
        </fieldset>

        <div className="field field--check">
          <input {...getInputProps(fields.terms, { type: "checkbox" })} />
          <label htmlFor={fields.terms.id}>
            {t("booking.details.terms")} (
            <a href={props.termsHref} target="_blank" rel="noreferrer">
              {t("booking.details.termsLink")}
            </a>
            ,{" "}
            <a href={props.privacyHref} target="_blank" rel="noreferrer">
              {t("booking.details.privacyLink")}
            </a>
            )
          </label>
          <FieldErrors id={fields.terms.errorId} errors={fields.terms.errors} translate={t} />
        </div>

        {/* On phones this bar stays at the bottom of the screen while the form is in view. */}
        <div className="details-bar">
          <p className="details-bar__total">
            <span>{t("booking.results.total")}</span> <strong>{formatMoney(choice.offer.price, choice.offer.currency, i18n.language)}</strong>
          </p>
          <button
            type="submit"
            name="intent"
            value="book"
            className="button button--primary details-form__continue"
            disabled={choice.paymentMethods.length === 0 || submitting}
            aria-disabled={submitting || undefined}
          >
            {submitting ? t("booking.details.booking") : t("booking.details.continue")}
          </button>
        </div>
      </Form>
    </section>
  );
}
