import { useEffect, useState, useSyncExternalStore } from "react";
import { useTranslation } from "#translation";
import { type ActionFailure, failedActionKey } from "~/site/action-failure";
import type { ToastView as Toast } from "~/site/view";
import { useHydrated } from "./useHydrated";

/** Errors stay 8 s (docs/spec.md §9); other notices a little shorter. Without JavaScript they simply stay. */
export const ERROR_MS = 8_000;
const NOTICE_MS = 5_000;

/** The latest notification asked for in the browser (a failed fetcher or form post), newest wins. */
let notified: Toast | null = null;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows a notification from the browser (the loader's flash shows itself). */
export function notify(toast: Toast): void {
  notified = toast;
  for (const listener of listeners) listener();
}

/**
 * The one way to tell a failed action (app/site/action-failure.ts): "There was an error, sorry",
 * the action that failed, the server's words as text (React escapes them; never looked up).
 */
export function FailureText({ failure }: { failure: ActionFailure }) {
  const { t } = useTranslation();
  return (
    <>
      <strong>{t("site.errorToast")}.</strong> {t(failedActionKey(failure.action))}
      {failure.text ? (
        <>
          {" "}
          <span className="failure__server">{failure.text}</span>
        </>
      ) : null}
    </>
  );
}

/**
 * A failed action told where the guest is. With JavaScript: a notification (8 s), the page left
 * as it is; without it: the same words on the page, at the form that failed.
 */
export function FailureNotice({ failure }: { failure: ActionFailure | null | undefined }) {
  const hydrated = useHydrated();
  useFailureNotification(hydrated ? failure : null);
  if (!failure || hydrated) return null;
  return (
    <p className="booking-notice booking-notice--error failure" role="alert" data-failed={failure.action}>
      <FailureText failure={failure} />
    </p>
  );
}

/** Notifies each new failure once (a new answer is a new object; the same answer rendered again is not). */
export function useFailureNotification(failure: ActionFailure | null | undefined): void {
  useEffect(() => {
    if (failure) notify({ kind: "error", failure });
  }, [failure]);
}

/**
 * Bottom-centre notifications (≤ 600 px wide). An error reads "There was an error, sorry" followed
 * by the server's own text when it gave one (docs/spec.md §8).
 */
export function Notifications({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [shown, setShown] = useState<Toast | null>(toast);
  const latest = useSyncExternalStore(
    subscribe,
    () => notified,
    () => null,
  );
  // A new flash from the loader shows; a page reloaded without one leaves what shows alone.
  useEffect(() => {
    if (toast) setShown(toast);
  }, [toast]);
  useEffect(() => {
    if (latest) setShown(latest);
  }, [latest]);
  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setShown(null), shown.kind === "error" ? ERROR_MS : NOTICE_MS);
    return () => clearTimeout(timer);
  }, [shown]);
  return (
    <div className="notifications" aria-live="polite" role="region" aria-label={t("site.notifications")}>
      {shown ? (
        <div className={`notification notification--${shown.kind}`} role={shown.kind === "error" ? "alert" : "status"}>
          <p>
            {shown.failure ? (
              <FailureText failure={shown.failure} />
            ) : (
              <>
                {shown.kind === "error" ? <strong>{t("site.errorToast")}</strong> : null}
                {shown.kind === "error" && (shown.text || shown.key) ? " " : null}
                {shown.text ?? (shown.key ? t(shown.key) : null)}
              </>
            )}
          </p>
          {hydrated ? (
            <button type="button" className="notification__close" onClick={() => setShown(null)} aria-label={t("site.dismiss")}>
              ×
            </button>
          ) : (
            // Without JavaScript the × is a link to this very page: the flash was read, so the page
            // comes back without the notice (a button would do nothing; issue 51 item 7).
            <a href="" className="notification__close" aria-label={t("site.dismiss")}>
              ×
            </a>
          )}
        </div>
      ) : null}
    </div>
  );
}
