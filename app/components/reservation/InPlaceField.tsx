import { useFetcher } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "#translation";
import { FailureNotice } from "~/components/Notifications";
import { useHydrated } from "~/components/useHydrated";
import type { ActionFailure } from "~/site/action-failure";

/**
 * One field saved where the guest is. With JavaScript a fetcher posts it and the answer ("Saved."
 * or what is wrong) appears under the button, the page staying put; without it the form posts to
 * this page's address with the form's own anchor, so the answer opens where the guest was.
 */
export function InPlaceField({
  intent,
  anchor,
  here,
  label,
  fieldId,
  errorId,
  error,
  failure,
  control,
}: {
  intent: string;
  anchor: string;
  here: string;
  label: string;
  fieldId: string;
  errorId: string;
  /** What the page's last post said was wrong (without JavaScript). */
  error: string | undefined;
  /** The PMS refused or failed this field's last post (without JavaScript): told here, what was typed kept. */
  failure: ActionFailure | null;
  /** The input itself, told whether it is invalid and which message describes it. */
  control: (state: { "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher<{ saved?: string; errors?: Record<string, string>; failure?: ActionFailure | null }>();
  const hydrated = useHydrated();
  const answered = fetcher.state === "idle" ? fetcher.data : undefined;
  const shown = (answered?.errors ? Object.values(answered.errors)[0] : undefined) ?? (answered ? undefined : error);
  return (
    <fetcher.Form method="post" action={`${here}#${anchor}`} className="manage-form" id={anchor}>
      <input type="hidden" name="intent" value={intent} />
      {/* Only a page that runs JavaScript asks for an answer in place of the usual redirect. */}
      {hydrated ? <input type="hidden" name="in_place" value="1" /> : null}
      <div className="field">
        <label htmlFor={fieldId}>{label}</label>
        {control(shown ? { "aria-invalid": true, "aria-describedby": errorId } : {})}
        {shown ? (
          <p id={errorId} className="field__errors" role="alert">
            {t(shown)}
          </p>
        ) : null}
      </div>
      <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
        {t("reservation.save")}
      </button>
      {/* With JavaScript the fetcher's answer becomes a notification; without it the page's answer shows here. */}
      <FailureNotice failure={answered ? (answered.failure ?? null) : failure} />
      {answered?.saved ? (
        <p className="manage-form__saved" role="status">
          {t(answered.saved)}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
