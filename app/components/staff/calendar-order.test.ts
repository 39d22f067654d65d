/**
 * The month grid's rows (issue 39): live stays are laid before cancelled ones, so a cancelled
 * stay never pushes a live one behind a cell's "+N more". Checked with react-big-calendar's own
 * layout (its week's sort and its rows under a limit).
 */
import { format, getDay, parse, parseISO, startOfWeek } from "date-fns";
import { dateFnsLocalizer } from "react-big-calendar";
// @ts-expect-error -- react-big-calendar's layout helpers, which its grid uses, ship without types.
import { eventLevels, eventSegments, sortWeekEvents } from "react-big-calendar/lib/utils/eventLevels";
import { describe, expect, it } from "vitest";
import { liveStaysFirst, stayStart } from "./calendar-order";

const localizer = liveStaysFirst(dateFnsLocalizer({ format, parse, startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }), getDay, locales: {} }));
const accessors = {
  start: (event: { start: Date }) => event.start,
  end: (event: { end: Date }) => event.end,
  allDay: () => true,
};
const stay = (id: string, status: string, dayFrom: string, dayTo: string) => ({
  id,
  start: stayStart(dayFrom, status === "Canceled"),
  end: parseISO(dayTo),
  allDay: true,
});
// The week of Monday 7 December 2026.
const week = Array.from({ length: 7 }, (_, index) => parseISO(`2026-12-${String(7 + index).padStart(2, "0")}`));

describe("the month grid's order", () => {
  const stays = [
    stay("cancelled-week", "Canceled", "2026-12-07", "2026-12-14"),
    stay("cancelled-night", "Canceled", "2026-12-08", "2026-12-09"),
    stay("live-night", "Confirmed", "2026-12-09", "2026-12-10"),
    stay("live-two", "New", "2026-12-08", "2026-12-10"),
    stay("live-three", "Checked-in", "2026-12-10", "2026-12-13"),
  ];

  it("lays every live stay before any cancelled one, longer ones first among each", () => {
    expect(sortWeekEvents(stays, accessors, localizer).map((event: { id: string }) => event.id)).toEqual([
      "live-two",
      "live-three",
      "live-night",
      "cancelled-week",
      "cancelled-night",
    ]);
  });

  it("with room for two rows, every live stay is shown; a cancelled one where a row has room, else behind '+N more'", () => {
    const segments = sortWeekEvents(stays, accessors, localizer).map((event: object) => eventSegments(event, week, accessors, localizer));
    const { levels, extra } = eventLevels(segments, 2);
    const ids = (row: Array<{ event: { id: string } }>) => row.map((segment) => segment.event.id);
    expect(levels.flatMap(ids).sort()).toEqual(["cancelled-night", "live-night", "live-three", "live-two"]);
    expect(ids(extra)).toEqual(["cancelled-week"]);
  });
});
