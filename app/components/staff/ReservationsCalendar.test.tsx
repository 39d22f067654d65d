/**
 * The month grid's words (issue 39): day numbers "1", not "01"; the popup's day "joi, 17 dec." in
 * Romanian order, not "joi dec 17".
 */
import { renderToStaticMarkup } from "react-dom/server";
import { format } from "date-fns";
import { ro } from "date-fns/locale";
import { enGB, ro as calendarRo } from "react-day-picker/locale";
import { describe, expect, it } from "vitest";
import ReservationsCalendar, { FORMATS } from "./ReservationsCalendar";

const noop = () => {};
const render = (language: "ro" | "en", date = "2026-12-10", today = "2026-11-27") =>
  renderToStaticMarkup(
    <ReservationsCalendar
      stays={[]}
      view="month"
      date={date}
      today={today}
      locale={language === "ro" ? calendarRo : enGB}
      messages={{
        today: "Azi",
        previous: "Luna anterioară",
        next: "Luna următoare",
        month: "Lună",
        week: "Săptămână",
        noEventsInRange: "-",
        showMore: (n) => `+${n}`,
      }}
      onMove={noop}
      onOpen={noop}
    />,
  );

describe("the month grid's day words", () => {
  it("numbers its days 1, 2 … without a leading zero", () => {
    const html = render("ro");
    expect(html).toMatch(/>1<\/button>/);
    expect(html).not.toMatch(/>0[1-9]<\/button>/);
  });

  it("names a day in the language's order", () => {
    expect(format(new Date("2026-12-17T12:00:00Z"), FORMATS.dayHeaderFormat, { locale: ro })).toBe("joi, 17 dec");
  });
});

describe("the month grid's today", () => {
  it("is the hotel's today, not the browser's (a browser hours behind the hotel marked yesterday)", () => {
    const html = render("en", "2026-05-10", "2026-05-14");
    expect(html).toMatch(/<div class="rbc-date-cell rbc-now" role="cell"><button type="button" class="rbc-button-link">14<\/button>/);
  });
});
