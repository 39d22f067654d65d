/**
 * A week of stays as a timeline: the seven days as columns, one row per stay, its bar across the
 * nights it holds that week — no hour grid, since a hotel stay has nights, not hours. Rendered on
 * the server (it works without JavaScript); its seven days share the screen's width, as the plan
 * grid's week does on a phone.
 */
import { useTranslation } from "#translation";
import { addDays } from "~/booking/dates";
import { dayHead } from "~/staff/format";
import { isWeekend } from "~/staff/interval";
import { listedName, shortName } from "~/staff/plan-rooms";

export interface TimelineStay {
  id: number;
  status: string;
  day_from: string;
  day_to: string;
  first_name: string;
  last_name: string;
  href: string;
}

/** `today`: the hotel's today, marked (with a word) as the plan grid marks it, when the week holds it. */
export function WeekTimeline({ dayFrom, today, stays, caption }: { dayFrom: string; today: string; stays: TimelineStay[]; caption: string }) {
  const { t, i18n } = useTranslation();
  const days = Array.from({ length: 7 }, (_, index) => addDays(dayFrom, index));
  const after = addDays(dayFrom, 7);
  return (
    <div className="plan-scroll plan-scroll--fit week-timeline" role="region" aria-labelledby="week-caption" tabIndex={0}>
      {/* Sized as the automatic plan grid: the seven days share the screen's width (issue 39). */}
      <table className="plan-grid plan-grid--auto week-timeline__table">
        <caption id="week-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="plan-corner">
              {t("staff.calendar.guest")}
            </th>
            {days.map((day) => {
              const head = dayHead(day, i18n.language);
              return (
                <th
                  key={day}
                  scope="col"
                  className={`plan-day${isWeekend(day) ? " plan-day--weekend" : ""}${day === today ? " plan-day--today" : ""}`}
                  aria-current={day === today ? "date" : undefined}
                  data-day={day}
                >
                  <abbr title={head.long}>{head.weekday}</abbr>
                  <span className="plan-day__date">{head.date}</span>
                  {day === today ? <span className="plan-today-mark">{t("staff.plan.todayMark")}</span> : null}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {stays.map((stay) => {
            // The nights of this week the stay holds.
            const first = stay.day_from > dayFrom ? stay.day_from : dayFrom;
            const end = stay.day_to < after ? stay.day_to : after;
            const before = days.indexOf(first);
            const span = days.filter((day) => day >= first && day < end).length;
            const statusKey = stay.status.toLowerCase().replace(/[^a-z]+/g, "-");
            const name = `${stay.first_name} ${stay.last_name}`.trim();
            return (
              <tr key={stay.id} data-reservation={stay.id}>
                <th scope="row" className="plan-head">
                  <a href={stay.href}>{name}</a>
                </th>
                {Array.from({ length: before }, (_, index) => (
                  <td key={`before-${index}`} />
                ))}
                <td colSpan={span} className={`plan-stay plan-stay--${statusKey}`}>
                  <a href={stay.href}>
                    <span className="visually-hidden">
                      {t(`staff.status.${stay.status}`)}: {name}
                    </span>
                    <span className="plan-stay__guest" aria-hidden="true">
                      {span > 2 ? listedName(stay.first_name, stay.last_name) : shortName(stay.first_name, stay.last_name)}
                    </span>
                  </a>
                </td>
                {Array.from({ length: 7 - before - span }, (_, index) => (
                  <td key={`after-${index}`} />
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
