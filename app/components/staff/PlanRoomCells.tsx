/**
 * The room rows' cells of the plan grid: a stay spans its nights (cut where a smaller screen stops
 * showing columns), shows its guest's short name, and is read out whole — status, channel, name.
 */
import type { TFunction } from "i18next";
import { DEFAULT_DAYS } from "~/staff/interval";
import type { RoomSegment } from "~/staff/plan";
import { Linked } from "./Linked";

/**
 * An automatic interval hides columns by screen: a stay's cell must not straddle a screen's last
 * column, so it is cut there (each piece links to the stay).
 */
type Piece = "whole" | "first" | "middle" | "last";

export function splitForScreens(segments: RoomSegment[], days: string[], auto: boolean): Array<{ segment: RoomSegment; index: number; piece: Piece }> {
  const pieces: Array<{ segment: RoomSegment; index: number; piece: Piece }> = [];
  for (const segment of segments) {
    let start = days.indexOf(segment.days[0]!);
    let rest = segment.days;
    while (rest.length > 0) {
      const cut = auto ? [DEFAULT_DAYS.small, DEFAULT_DAYS.medium].find((edge) => start < edge && start + rest.length > edge) : undefined;
      const length = cut === undefined ? rest.length : cut - start;
      pieces.push({
        segment: { ...segment, days: rest.slice(0, length) },
        index: start,
        piece: rest === segment.days ? (length < rest.length ? "first" : "whole") : length < rest.length ? "middle" : "last",
      });
      rest = rest.slice(length);
      start += length;
    }
  }
  return pieces;
}

export function RoomCell({
  segment,
  piece,
  className,
  outOfOrder = false,
  lane = false,
  t,
}: {
  segment: RoomSegment;
  piece: Piece;
  className: string;
  /** The room cannot be sold: its empty nights are not free. */
  outOfOrder?: boolean;
  /** A "not assigned yet" lane: no room, so its empty nights are not free either. */
  lane?: boolean;
  t: TFunction;
}) {
  const { stay } = segment;
  if (!stay && lane) return <td className={`${className} plan-lane--empty`}></td>;
  if (!stay && outOfOrder) {
    return (
      <td className={`${className} plan-room--out-of-order`}>
        <span className="visually-hidden">{t("staff.condition.out_of_order")}</span>
      </td>
    );
  }
  if (!stay) {
    return (
      <td className={`${className} plan-room--free`}>
        <Linked href={segment.href}>
          <span className="plan-free">{t("staff.plan.freeCell")}</span>
        </Linked>
      </td>
    );
  }
  const statusKey = stay.status.toLowerCase().replace(/[^a-z]+/g, "-");
  const cellClass = `${className} plan-stay plan-stay--${statusKey}${stay.channel ? " plan-stay--ota" : ""}${stay.unassigned ? " plan-stay--unassigned" : ""} plan-stay--${piece}`;
  // Read out whole: the status, the channel and the guest's full name; shown: the short name.
  const spoken = `${t(`staff.status.${stay.status}`)}, ${stay.channel ?? t("staff.plan.direct")}: ${stay.guest}`;
  const colSpan = segment.days.length > 1 ? segment.days.length : undefined;
  if (piece === "middle" || piece === "last") {
    // The rest of a stay cut where a smaller screen stops: the bar goes on; its words are for screen readers.
    return (
      <td colSpan={colSpan} className={cellClass} data-continues={stay.id}>
        <a href={stay.href}>
          <span className="visually-hidden">
            {spoken} ({t("staff.plan.continuesBefore")})
          </span>
        </a>
      </td>
    );
  }
  return (
    <td colSpan={colSpan} className={cellClass} data-reservation={stay.id}>
      <a href={stay.href} title={spoken}>
        {stay.continuesBefore ? <span className="visually-hidden">({t("staff.plan.continuesBefore")}) </span> : null}
        <span className="visually-hidden">{spoken}</span>
        <span className="plan-stay__guest" aria-hidden="true">
          {segment.days.length > 2 ? stay.listed : stay.short}
        </span>
        {stay.continuesAfter ? <span className="visually-hidden"> ({t("staff.plan.continuesAfter")})</span> : null}
      </a>
    </td>
  );
}
