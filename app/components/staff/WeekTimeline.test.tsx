/**
 * The staff calendar's week as a timeline: the hotel's today marked in its head, with a word, as the
 * plan grid marks it, and the weekend shaded; a week without today marks no day.
 */
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import type { Language } from "~/i18n";
import { i18nFor } from "~/i18n.server";
import { WeekTimeline, type TimelineStay } from "./WeekTimeline";

const stays: TimelineStay[] = [
  { id: 7, status: "Confirmed", day_from: "2026-05-03", day_to: "2026-05-06", first_name: "Ana", last_name: "Popescu", href: "/staff/reservations/7" },
];

const week = (dayFrom: string, today: string, language: Language = "en") =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(language)}>
      <WeekTimeline dayFrom={dayFrom} today={today} stays={stays} caption="week" />
    </I18nextProvider>,
  );

describe("WeekTimeline", () => {
  it("marks the hotel's today in its head, with a word, and shades the weekend", () => {
    const html = week("2026-05-01", "2026-05-04");
    expect(html).toMatch(
      /<th scope="col" class="plan-day plan-day--today" aria-current="date" data-day="2026-05-04">.*?<span class="plan-today-mark">today<\/span><\/th>/,
    );
    expect(html.match(/aria-current="date"/g)).toHaveLength(1);
    expect(html).toMatch(/<th scope="col" class="plan-day plan-day--weekend" data-day="2026-05-02">/);
    expect(html).toMatch(/<th scope="col" class="plan-day plan-day--weekend" data-day="2026-05-03">/);
    expect(html).toMatch(/<th scope="col" class="plan-day" data-day="2026-05-05">/);
  });

  it("says today in the page's language", () => {
    expect(week("2026-05-01", "2026-05-04", "ro")).toMatch(/<span class="plan-today-mark">astăzi<\/span>/);
  });

  it("marks no day in a week that does not hold today", () => {
    const html = week("2026-05-08", "2026-05-04");
    expect(html).not.toContain("aria-current");
    expect(html).not.toContain("plan-today-mark");
  });
});
