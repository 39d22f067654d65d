import { Form, Link } from "@remix-run/react";
import { useTranslation } from "#translation";
import { formatMoney } from "~/booking/money";
import { FailureNotice } from "~/components/Notifications";
import type { DatePreview } from "~/reservation/date-change";
import type { ReservationView } from "~/reservation/view";
import type { DateChangeTexts } from "~/locales/en/date-change";
import type { ActionFailure } from "~/site/action-failure";
import { formatDay } from "~/site/dates";

const OWN = "reservation.changeDates.errors.";

/** The translation key and count of what is wrong with the dates asked, by field. */
export interface DatesProblem {
  field: "day_from" | "day_to" | "change_dates";
  error: string;
  count?: number;
}

/**
 * Changing the dates (docs/decisions/045), in two steps that work without JavaScript: a GET form
 * asks for new dates (`day_from`, `day_to`) and opens the page with what they would cost; a POST
 * then applies them at the total shown (`total`), or shows today's total and asks again.
 */
export function ChangeDates({
  texts,
  reservation,
  here,
  keep,
  asked,
  preview,
  problem,
  failure,
  busy,
}: {
  /** Its words in the guest's language, from the server (app/reservation/date-change-texts.server.ts). */
  texts: DateChangeTexts | null;
  reservation: ReservationView;
  /** This page's address (keeping o and lang). */
  here: string;
  /** The parameters every address keeps (o, lang, embed): a GET form sends them as fields. */
  keep: Record<string, string>;
  /** The dates asked, as typed. */
  asked: { day_from: string; day_to: string } | null;
  preview: DatePreview | null;
  problem: DatesProblem | null;
  failure: ActionFailure | null;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation();
  if (reservation.dateChange === "none" || !texts) return null;
  /** One of its own texts (`reservation.changeDates.errors.<name>`), else a key of the page's. */
  const said = (problem: DatesProblem) => {
    const own = problem.error.startsWith(OWN) ? texts.errors[problem.error.slice(OWN.length) as keyof DateChangeTexts["errors"]] : undefined;
    return own === undefined ? t(problem.error, { count: problem.count }) : own.replace("{{count}}", String(problem.count ?? ""));
  };
  if (reservation.dateChange === "contact") {
    return (
      <section id="change-dates" className="reservation-dates" aria-labelledby="change-dates-heading">
        <h2 id="change-dates-heading">{texts.heading}</h2>
        <FailureNotice failure={failure} />
        {problem ? (
          <p className="booking-notice booking-notice--error" role="alert">
            {said(problem)}
          </p>
        ) : null}
        <p data-testid="change-dates-contact">{texts.contact}</p>
      </section>
    );
  }
  const money = (amount: number) => formatMoney(amount, preview?.currency ?? reservation.currency, i18n.language);
  const fieldError = (field: DatesProblem["field"]) => (problem?.field === field ? said(problem) : null);
  const fromError = fieldError("day_from");
  const toError = fieldError("day_to");
  const previewAddress = (dates: { dayFrom: string; dayTo: string }) =>
    `${here}${here.includes("?") ? "&" : "?"}day_from=${dates.dayFrom}&day_to=${dates.dayTo}#change-dates`;
  return (
    <section id="change-dates" className="reservation-dates" aria-labelledby="change-dates-heading">
      <h2 id="change-dates-heading">{texts.heading}</h2>
      <p>{texts.intro}</p>
      {problem?.field === "change_dates" && !preview ? (
        <p className="booking-notice booking-notice--error" role="alert">
          {said(problem)}
        </p>
      ) : null}
      <Form method="get" action={`${here.split("?")[0]}#change-dates`} className="manage-form" preventScrollReset>
        <div className="field">
          <label htmlFor="change-day-from">{texts.dayFrom}</label>
          <input
            id="change-day-from"
            name="day_from"
            type="date"
            required
            defaultValue={asked?.day_from ?? reservation.dayFrom}
            aria-invalid={fromError ? true : undefined}
            aria-describedby={fromError ? "change-day-from-error" : undefined}
          />
          {fromError ? (
            <p id="change-day-from-error" className="field__errors" role="alert">
              {fromError}
            </p>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor="change-day-to">{texts.dayTo}</label>
          <input
            id="change-day-to"
            name="day_to"
            type="date"
            required
            defaultValue={asked?.day_to ?? reservation.dayTo}
            aria-invalid={toError ? true : undefined}
            aria-describedby={toError ? "change-day-to-error" : undefined}
          />
          {toError ? (
            <p id="change-day-to-error" className="field__errors" role="alert">
              {toError}
            </p>
          ) : null}
        </div>
        {/* After the fields: the dates lead the address, the kept parameters (o, lang) follow. */}
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button type="submit" className="button">
          {texts.show}
        </button>
      </Form>
      {preview ? (
        <div className="dates-confirm" role="group" aria-labelledby="dates-confirm-heading" data-testid="dates-preview">
          <h3 id="dates-confirm-heading">{texts.previewHeading}</h3>
          {problem?.field === "change_dates" ? (
            <p className="booking-notice booking-notice--error" role="alert">
              {said(problem)}
            </p>
          ) : null}
          <FailureNotice failure={failure} />
          <dl className="offer__facts reservation-facts">
            <dt>{t("reservation.stay")}</dt>
            <dd>
              {formatDay(preview.dayFrom, i18n.language)} – {formatDay(preview.dayTo, i18n.language)} · {t("reservation.nights", { count: preview.nights })}
            </dd>
            <dt>{texts.currentTotal}</dt>
            <dd>{money(preview.current)}</dd>
            <dt>{texts.newTotal}</dt>
            <dd data-testid="dates-new-total">
              <strong>{money(preview.total)}</strong>
            </dd>
            <dt>{texts.difference}</dt>
            <dd data-testid="dates-difference">
              {preview.difference > 0
                ? texts.more.replace("{{amount}}", money(preview.difference))
                : preview.difference < 0
                  ? texts.less.replace("{{amount}}", money(-preview.difference))
                  : texts.same}
            </dd>
            <dt>{texts.fee}</dt>
            <dd data-testid="dates-fee">{preview.fee > 0 ? money(preview.fee) : t("reservation.money.free")}</dd>
            {preview.paid > 0 ? (
              <>
                <dt>{t("reservation.money.paid")}</dt>
                <dd>{money(preview.paid)}</dd>
                <dt>{t("reservation.money.toPay")}</dt>
                <dd>{money(preview.toPay)}</dd>
              </>
            ) : null}
          </dl>
          {/* Posted to the preview's own address: a price that moved is shown again, fresh, where the guest looks. */}
          <Form method="post" action={previewAddress(preview)}>
            <input type="hidden" name="intent" value="change-dates" />
            <input type="hidden" name="day_from" value={preview.dayFrom} />
            <input type="hidden" name="day_to" value={preview.dayTo} />
            {/* The total just shown: the server changes the dates at this total only. */}
            <input type="hidden" name="total" value={preview.total} />
            <button type="submit" className="button button--primary" disabled={busy}>
              {texts.confirm}
            </button>{" "}
            <Link to={`${here}#change-dates`}>{texts.keep}</Link>
          </Form>
        </div>
      ) : (
        <FailureNotice failure={failure} />
      )}
    </section>
  );
}
