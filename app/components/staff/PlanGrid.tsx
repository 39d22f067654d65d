/**
 * The plan grid (docs/spec.md §2) as an accessible table: a caption, `scope` on every header, text for
 * every badge (colour only repeats it), the first column and the header row sticky, sideways
 * scrolling in its own region, today marked and weekends shaded. With an automatic interval the
 * columns past the first week carry classes that CSS hides on small and medium screens.
 */
import { useTranslation } from "#translation";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { DEFAULT_DAYS, isWeekend } from "~/staff/interval";
import type { PlanGrid as Grid, PlanRow } from "~/staff/plan";
import { Linked } from "./Linked";
import { RoomCell, splitForScreens } from "./PlanRoomCells";
import { PlanRowHead } from "./PlanRowHead";
import { dayHead, gridPrice } from "~/staff/format";

export interface PlanGridProps {
  grid: Grid;
  caption: ReactNode;
  today: string;
  auto: boolean;
}

/** Which screens hide a column of an automatic interval. */
function columnClass(index: number, auto: boolean): string {
  if (!auto) return "";
  if (index >= DEFAULT_DAYS.medium) return " plan-col--beyond-medium plan-col--beyond-small";
  if (index >= DEFAULT_DAYS.small) return " plan-col--beyond-small";
  return "";
}

/**
 * The grid's texts, each made once per grid: a month of rooms is some 1,500 cells saying the same
 * few dozen things ("sold out", "2 of 5 free", "80 %"), and an i18next call costs several times a
 * lookup here. Only calls without values or with numbers are kept (a text value goes to i18next).
 */
export function textsOnce(t: TFunction): TFunction {
  const said = new Map<string, string>();
  const once = (key: string, values?: Record<string, unknown>) => {
    let id = key;
    if (values)
      for (const name in values) {
        const value = values[name];
        if (typeof value !== "number") return t(key, values);
        id += `\u0000${name}=${value}`;
      }
    let text = said.get(id);
    if (text === undefined) said.set(id, (text = t(key, values)));
    return text;
  };
  return once as unknown as TFunction;
}

export function PlanGrid({ grid, caption, today, auto }: PlanGridProps) {
  const { t: translate, i18n } = useTranslation();
  const t = textsOnce(translate);
  const language = i18n.language;
  // A column's class is asked for by each of its cells (a row per room and per kind of figure):
  // made once per column, not once per cell, since telling a weekend is date arithmetic.
  const classes = new Map<string, string>();
  const dayClass = (day: string, index: number) => {
    const key = `${index}|${day}`;
    let name = classes.get(key);
    if (name === undefined) {
      name = `plan-day${isWeekend(day) ? " plan-day--weekend" : ""}${day === today ? " plan-day--today" : ""}${columnClass(index, auto)}`;
      classes.set(key, name);
    }
    return name;
  };
  return (
    // An automatic span fits the screen: no box scrolling inside the page, which alone scrolls (issue 39).
    <div className={`plan-scroll${auto ? " plan-scroll--fit" : ""}`} role="region" aria-labelledby="plan-caption" tabIndex={0}>
      <table className={`plan-grid${auto ? " plan-grid--auto" : ""}`}>
        <caption id="plan-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="plan-corner">
              {t("staff.plan.rowKinds.room_type")}
            </th>
            {grid.days.map((day, index) => {
              const head = dayHead(day, language);
              return (
                <th key={day} scope="col" className={dayClass(day, index)} aria-current={day === today ? "date" : undefined} data-day={day}>
                  <abbr title={head.long}>{head.weekday}</abbr>
                  <span className="plan-day__date">{head.date}</span>
                  {day === today ? <span className="plan-today-mark">{t("staff.plan.todayMark")}</span> : null}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody className="plan-group plan-group--hotel">
          <tr className="plan-row plan-row--hotel" data-kind="hotel">
            <th scope="row" className="plan-head plan-head--hotel">
              {t("staff.plan.hotelOccupancy")}
            </th>
            {grid.hotel.map((night, index) => (
              <td key={night.day} className={dayClass(night.day, index)}>
                {t("staff.plan.occupancy", { percent: night.percent })}
                <span className="visually-hidden"> ({t("staff.plan.occupancyLong", { sold: night.sold, count: night.sellable })})</span>
              </td>
            ))}
          </tr>
        </tbody>
        {grid.groups.map((group) => (
          <tbody key={group.roomTypeId} className="plan-group">
            {group.rows.map((row) => (
              <tr key={rowKey(row)} className={`plan-row plan-row--${row.kind}`} data-kind={row.kind}>
                <PlanRowHead row={row} t={t} currency={grid.currency} />
                <RowCells row={row} days={grid.days} dayClass={dayClass} auto={auto} t={t} language={language} />
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}

const rowKey = (row: PlanRow): string => {
  switch (row.kind) {
    case "ota":
      return `ota-${row.otaId}`;
    case "room":
      return `room-${row.number}`;
    case "unassigned":
      return `unassigned-${row.lane}`;
    case "rate":
      return `rate-${row.ratePlanId}`;
    default:
      return row.kind;
  }
};

function RowCells({
  row,
  days,
  dayClass,
  auto,
  t,
  language,
}: {
  row: PlanRow;
  days: string[];
  dayClass: (day: string, index: number) => string;
  auto: boolean;
  t: TFunction;
  language: string;
}) {
  switch (row.kind) {
    case "room_type":
      return (
        <>
          {row.cells.map((cell, index) => (
            <td key={cell.day} className={`${dayClass(cell.day, index)}${cell.free === 0 ? " plan-cell--full" : ""}`}>
              <Linked href={cell.href}>
                {cell.free === 0 ? (
                  <span className="badge badge--soldout">{t("staff.plan.soldOut")}</span>
                ) : (
                  <>
                    <span aria-hidden="true">
                      {cell.free}/{cell.sellable}
                    </span>
                    <span className="visually-hidden">{t("staff.plan.free", { free: cell.free, onSale: cell.sellable })}</span>
                  </>
                )}
                {cell.conflict ? (
                  <span className="badge badge--warning badge--conflict" title={t("staff.plan.conflictLong", { onSale: cell.onSale, sellable: cell.sellable })}>
                    <span aria-hidden="true">!</span>
                    <span className="visually-hidden">{t("staff.plan.conflictLong", { onSale: cell.onSale, sellable: cell.sellable })}</span>
                  </span>
                ) : null}
              </Linked>
            </td>
          ))}
        </>
      );
    case "ota":
      return (
        <>
          {row.cells.map((cell, index) => (
            <td key={cell.day} className={`${dayClass(cell.day, index)}${cell.closed ? " plan-cell--closed" : ""}`}>
              <Linked href={cell.href}>
                {cell.closed ? (
                  <span className="badge badge--closed">{t("staff.plan.closed")}</span>
                ) : (
                  <>
                    <span aria-hidden="true">{cell.available}</span>
                    <span className="visually-hidden">{t("staff.plan.offered", { count: cell.available })}</span>
                  </>
                )}
              </Linked>
            </td>
          ))}
        </>
      );
    case "occupancy":
      return (
        <>
          {row.cells.map((cell, index) => (
            <td key={cell.day} className={dayClass(cell.day, index)}>
              <Linked href={cell.href}>
                {t("staff.plan.occupancy", { percent: cell.percent })}
                <span className="visually-hidden"> ({t("staff.plan.occupancyLong", { sold: cell.sold, count: cell.onSale })})</span>
              </Linked>
            </td>
          ))}
        </>
      );
    case "rate":
      return (
        <>
          {row.cells.map((cell, index) => (
            <td key={cell.day} className={`${dayClass(cell.day, index)}${cell.closed ? " plan-cell--closed" : ""}`}>
              <Linked href={cell.href}>
                {cell.closed || cell.price === null ? (
                  <span className="badge badge--closed">{t("staff.plan.closed")}</span>
                ) : (
                  <>
                    <PriceFigure price={cell.price} language={language} />
                    {cell.minStay > 1 ? <span className="badge badge--minstay">{t("staff.plan.minStay", { count: cell.minStay })}</span> : null}
                  </>
                )}
              </Linked>
            </td>
          ))}
        </>
      );
    case "room":
    case "unassigned":
      return (
        <>
          {splitForScreens(row.segments, days, auto).map(({ segment, index, piece }) => (
            <RoomCell
              key={segment.days[0]}
              segment={segment}
              piece={piece}
              className={dayClass(segment.days[0]!, index)}
              outOfOrder={row.kind === "room" && row.condition === "out_of_order"}
              lane={row.kind === "unassigned"}
              t={t}
            />
          ))}
        </>
      );
  }
}

/** A night's price; its decimals (always two, or none) in a span of their own, smaller on a phone. */
function PriceFigure({ price, language }: { price: number; language: string }) {
  const text = gridPrice(price, language);
  if (Number.isInteger(price)) return <>{text}</>;
  return (
    <>
      {text.slice(0, -3)}
      <span className="plan-price__decimals">{text.slice(-3)}</span>
    </>
  );
}
