/**
 * The head of a plan grid's row (docs/decisions/014, 028): what the row is, in the receptionist's words:
 * a room type, a channel, a room with its housekeeping state, the lane of stays with no room yet,
 * the occupancy, or a rate plan with the currency of its figures; a channel or a rate links to the
 * PMS's own page for it when it has one.
 */
import type { TFunction } from "i18next";
import type { PlanRow } from "~/staff/plan";

export function PlanRowHead({ row, t, currency }: { row: PlanRow; t: TFunction; currency: string }) {
  const kind = <span className="plan-kind">{t(`staff.plan.rowKinds.${row.kind}`)}</span>;
  switch (row.kind) {
    case "room_type":
      return (
        <th scope="row" className="plan-head plan-head--room_type" lang={row.lang}>
          {row.label}
        </th>
      );
    case "ota":
      return (
        <th scope="row" className="plan-head">
          {kind} {row.href ? <a href={row.href}>{row.label}</a> : row.label}
        </th>
      );
    case "room":
      return (
        <th scope="row" className="plan-head">
          {kind} {row.number}{" "}
          {row.condition ? (
            <span className={`badge badge--condition badge--${row.condition}`}>
              <span className="visually-hidden">{t("staff.plan.housekeeping")}: </span>
              {t(`staff.condition.${row.condition}`, { defaultValue: row.condition })}
            </span>
          ) : null}
        </th>
      );
    case "unassigned":
      // Every lane says it: a stay here holds no room of the hotel's yet.
      return (
        <th scope="row" className="plan-head plan-head--unassigned">
          {t("staff.plan.unassigned")}
        </th>
      );
    case "occupancy":
      return (
        <th scope="row" className="plan-head">
          {kind}
        </th>
      );
    case "rate":
      return (
        <th scope="row" className="plan-head">
          {kind}{" "}
          {row.href ? (
            <a href={row.href} lang={row.lang}>
              {row.label}
            </a>
          ) : (
            <span lang={row.lang}>{row.label}</span>
          )}{" "}
          <span className="plan-currency">({t("staff.plan.rateFigure", { currency })})</span>
        </th>
      );
  }
}
