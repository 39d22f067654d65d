import { useTranslation } from "#translation";
import type { Balance } from "~/reservation/account";
import { moneyLabel } from "~/staff/format";

/**
 * A stay's money on a staff page: paid in full, part paid with the balance, not paid yet, or what a
 * cancellation charged — the one reading the guest's page reads (docs/decisions/053).
 */
export function StaffMoney({ balance, paymentStatus, className }: { balance: Balance; paymentStatus: string | null; className?: string }) {
  const { t, i18n } = useTranslation();
  const label = moneyLabel(balance, paymentStatus, i18n.language);
  return (
    <span className={className ? `${className} ${className}--${label.kind}` : undefined} data-money={label.kind}>
      {t(label.key, label.values)}
      {label.reported ? ` · ${t("staff.money.reported")}` : null}
    </span>
  );
}
