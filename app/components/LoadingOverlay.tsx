import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";
import { useTranslation } from "#translation";
import { clearFailedRequest, useFailedRequest, useMarkHydrated } from "./failedRequest";

/**
 * The loading overlay of docs/spec.md §2: appears only when a navigation or submission takes longer than
 * 200 ms (quick ones never flash it). After a request error (docs/spec.md §8: a navigation, submission or
 * fetcher that failed, see failedRequest.ts) it offers a reload-page link, and so it does when a
 * request has not ended after 10 s (a failure in all but name). Rendered by the root's App and
 * ErrorBoundary alike, so it outlives the page a failure replaces.
 */
export function LoadingOverlay() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const failed = useFailedRequest();
  useMarkHydrated();
  const [visible, setVisible] = useState(false);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      setSlow(false);
      return;
    }
    // A new navigation is a new chance: the last failure is forgotten unless this one fails too.
    clearFailedRequest();
    const show = setTimeout(() => setVisible(true), 200);
    const stuck = setTimeout(() => setSlow(true), 10_000);
    return () => {
      clearTimeout(show);
      clearTimeout(stuck);
    };
  }, [busy]);

  const reload = (
    // A plain link reloads the address shown, which after a failed navigation is the failed page.
    <a href="" className="loading-overlay__reload">
      {t("errors.reloadPage")}
    </a>
  );
  if (failed && !busy) {
    // The error page under it keeps its own links usable: only the notice takes clicks.
    return (
      <div className="loading-overlay loading-overlay--failed" role="alert" data-testid="loading-overlay">
        <p className="loading-overlay__failure">
          {t("site.errorToast")} {reload}
        </p>
      </div>
    );
  }
  if (!visible) return null;
  return (
    <div className="loading-overlay" role="status" aria-live="polite" data-testid="loading-overlay">
      <span className="loading-overlay__spinner" aria-hidden="true" />
      <span className="visually-hidden">{t("site.loading")}</span>
      {slow ? reload : null}
    </div>
  );
}
