import { useTranslation } from "#translation";

/** What the colours and marks of the stays mean: the same words a screen reader hears in each cell. */
export function PlanLegend() {
  const { t } = useTranslation();
  const statuses = ["New", "Confirmed", "Checked-in", "Checked-out"] as const;
  return (
    <div className="plan-legend">
      <h2 className="plan-legend__title">{t("staff.plan.legend")}</h2>
      <ul>
        {statuses.map((status) => (
          <li key={status}>
            <span className={`plan-legend__swatch plan-stay--${status.toLowerCase().replace(/[^a-z]+/g, "-")}`} aria-hidden="true" />
            {t(`staff.status.${status}`)}
          </li>
        ))}
        <li>
          <span className="plan-legend__swatch plan-stay--ota" aria-hidden="true" />
          {t("staff.plan.otaStay")}
        </li>
        <li>
          <span className="plan-legend__swatch plan-stay--unassigned" aria-hidden="true" />
          {t("staff.plan.unassigned")}
        </li>
        <li>
          <span className="badge badge--warning" aria-hidden="true">
            !
          </span>{" "}
          {t("staff.plan.conflict")}
        </li>
      </ul>
    </div>
  );
}
