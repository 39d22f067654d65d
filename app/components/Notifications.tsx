import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ToastView as Toast } from "~/site/view";

/** Errors stay 8 s (docs/spec.md §9); other notices a little shorter. Without JavaScript they simply stay. */
const ERROR_MS = 8_000;
const NOTICE_MS = 5_000;

/**
 * Bottom-centre notifications (≤ 600 px wide). An error reads "There was an error, sorry" followed
 * by the server's own text when it gave one (docs/spec.md §8).
 */
export function Notifications({ toast }: { toast: Toast | null }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Toast | null>(toast);
  useEffect(() => {
    setShown(toast);
    if (!toast) return;
    const timer = setTimeout(() => setShown(null), toast.kind === "error" ? ERROR_MS : NOTICE_MS);
    return () => clearTimeout(timer);
  }, [toast]);
  return (
    <div className="notifications" aria-live="polite" role="region" aria-label={t("site.notifications")}>
      {shown ? (
        <div className={`notification notification--${shown.kind}`} role={shown.kind === "error" ? "alert" : "status"}>
          <p>
            {shown.kind === "error" ? <strong>{t("site.errorToast")}</strong> : null}
            {shown.kind === "error" && (shown.text || shown.key) ? " " : null}
            {shown.text ?? (shown.key ? t(shown.key) : null)}
          </p>
          <button type="button" className="notification__close" onClick={() => setShown(null)} aria-label={t("site.dismiss")}>
            ×
          </button>
        </div>
      ) : null}
    </div>
  );
}
