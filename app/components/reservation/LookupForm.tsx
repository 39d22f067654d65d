import { Form } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "#translation";
import { FailureNotice } from "~/components/Notifications";
import { actionFailure } from "~/site/action-failure";
import { FIELD_MAX } from "~/utils/text-limits";

export type LookupProblem = { kind: "not-found" | "unavailable" } | { kind: "limited"; minutes: number };

/**
 * The reservation code + e-mail form (docs/spec.md §2 "Reservation lookup page"). A POST, so the e-mail
 * never lands in the address bar or the history; with the code known (`/reservations/:id`), only
 * the e-mail is asked.
 */
export function LookupForm({
  action,
  code,
  defaultCode = "",
  email,
  problem,
}: {
  action?: string;
  /** The code when the page already knows it (then only the e-mail is asked). */
  code: string | null;
  defaultCode?: string;
  email: string;
  problem: LookupProblem | null;
}) {
  const { t } = useTranslation();
  // The PMS not answering is a failed look-up, told the one way (app/site/action-failure.ts); a
  // wrong code or e-mail and too many attempts are answers, told here.
  const failure = useMemo(() => (problem?.kind === "unavailable" ? actionFailure("lookup") : null), [problem]);
  const refusal = problem && problem.kind !== "unavailable" ? problem : null;
  return (
    <Form method="post" action={action} className="details-form reservation-lookup" aria-describedby={refusal ? "lookup-problem" : undefined}>
      <FailureNotice failure={failure} />
      {refusal ? (
        <p id="lookup-problem" className="booking-notice booking-notice--error" role="alert">
          {refusal.kind === "limited" ? t("reservation.tooManyAttempts", { minutes: refusal.minutes }) : t("reservation.notFound")}
        </p>
      ) : null}
      <input type="hidden" name="intent" value="lookup" />
      {code === null ? (
        <div className="field">
          <label htmlFor="lookup-code">{t("reservation.code")}</label>
          <input id="lookup-code" name="res" inputMode="numeric" pattern="[0-9]*" autoComplete="off" required maxLength={12} defaultValue={defaultCode} />
        </div>
      ) : (
        <input type="hidden" name="res" value={code} />
      )}
      <div className="field">
        <label htmlFor="lookup-email">{t("booking.details.email")}</label>
        <input id="lookup-email" name="email" type="email" autoComplete="email" required maxLength={FIELD_MAX.email} defaultValue={email} />
      </div>
      <p>
        <button type="submit" className="button button--primary">
          {t("reservation.lookupSubmit")}
        </button>
      </p>
    </Form>
  );
}
