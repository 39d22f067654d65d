/**
 * `/staff/plan?location=&day_from=&days=`: the plan grid (docs/spec.md §2, §9) of one location, from the
 * contract extension's calls (docs/decisions/014). A GET form, so every grid is a link; paging
 * moves by the interval. An automatic interval renders two weeks and CSS narrows it to one on
 * smaller screens (each with paging links of its own span), with or without JavaScript: one load
 * whatever the width (asking again for the width's span loaded a tablet's grid twice).
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, fixedT, loadPlan, PRIVATE_HEADERS, privateHeaders, rememberLocation, requireStaff } from "~/route-server/staff.plan.server";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "#translation";
import { PlanGrid } from "~/components/staff/PlanGrid";
import { PlanLegend } from "~/components/staff/PlanLegend";
import { DatePicker } from "~/components/widgets/DatePicker";
import { staffDays } from "~/booking/horizon";
import { LocationPicker } from "~/components/widgets/LocationPicker";
import { siteMeta } from "~/site/meta";
import { shortDay } from "~/staff/format";
import { DEFAULT_DAYS, MAX_DAYS, pagesOf, type PageTarget } from "~/staff/interval";
import { addDays } from "~/booking/dates";
import { withKept } from "~/utils/links";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff({ request, context });
  const plan = await loadPlan(staff, request);
  const t = fixedT(staff.loaded.locale);
  return data(
    {
      title: t("staff.plan.title"),
      ...plan,
      adminLinks: staff.bff.adminUrl !== null,
      keep: staff.loaded.view.keep,
    },
    { headers: { ...PRIVATE_HEADERS, ...rememberLocation(request, plan.locationId) } },
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page, matches }) => siteMeta(matches, { title: page?.title, noindex: true });

export const headers = privateHeaders;

export default function StaffPlan() {
  const { t } = useTranslation();
  const { interval, today, locations, locationId, grid, adminLinks, keep } = useLoaderData<typeof loader>();
  const location = locations.find((candidate) => candidate.id === locationId);
  const href = (target: PageTarget) => withKept("/staff/plan", keep, { location: locationId, day_from: target.day_from, days: target.days });
  const pages = pagesOf(interval, today);

  const lastDay = grid.days[grid.days.length - 1] ?? interval.dayFrom;
  return (
    <main id="main" className="staff-page staff-plan">
      <h1>{t("staff.plan.title")}</h1>
      <Form
        method="get"
        className="staff-filters"
        aria-label={t("staff.plan.title")}
        key={`${interval.dayFrom}|${interval.days}|${interval.auto}|${locationId}`}
      >
        <LocationPicker id="plan-location" label={t("staff.location")} locations={locations} value={locationId} />
        <DatePicker
          id="plan-day-from"
          name="day_from"
          label={t("staff.plan.dayFrom")}
          defaultValue={interval.dayFrom}
          required
          min={staffDays(today).first}
          max={staffDays(today).last}
        />
        <div className="field field--count">
          <label htmlFor="plan-days">{t("staff.plan.days")}</label>
          <input
            id="plan-days"
            name="days"
            type="number"
            min={1}
            max={MAX_DAYS}
            inputMode="numeric"
            defaultValue={interval.auto ? "" : interval.days}
            aria-describedby="plan-days-hint"
          />
          <p className="field__hint" id="plan-days-hint">
            {t("staff.plan.daysHint", { count: MAX_DAYS })}
            {/* Empty, the box means the screen's own span: the one its paging links move by (issue 39). */}
            {interval.auto
              ? (["small", "medium", "large"] as const).map((size) => (
                  <span key={size} className={`plan-days-auto plan-days-auto--${size}`}>
                    {t("staff.plan.daysAuto", { count: DEFAULT_DAYS[size] })}
                  </span>
                ))
              : null}
          </p>
        </div>
        {Object.entries(keep).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className="staff-filters__actions">
          <button type="submit" className="button button--primary">
            {t("staff.plan.show")}
          </button>
        </div>
      </Form>

      <nav className="plan-paging" aria-label={t("staff.plan.paging")}>
        {pages.fixed ? (
          <Paging links={pages.fixed} count={interval.days} href={href} />
        ) : (
          (["small", "medium", "large"] as const).map((size) => (
            <div key={size} className={`plan-paging__set plan-paging__set--${size}`}>
              <Paging links={pages.bySize![size]} count={DEFAULT_DAYS[size]} href={href} />
            </div>
          ))
        )}
      </nav>

      {adminLinks ? null : <p className="field__hint">{t("staff.plan.noAdmin")}</p>}
      {/* True of the grid shown: an automatic span fits the screen and pages; a span typed in may scroll (issue 39). */}
      <p className="field__hint plan-hint">{t(interval.auto ? "staff.plan.fitHint" : "staff.plan.scrollHint")}</p>
      <PlanGrid
        grid={grid}
        today={today}
        auto={interval.auto}
        caption={<PlanCaption location={location?.name ?? ""} dayFrom={interval.dayFrom} lastDay={lastDay} auto={interval.auto} />}
      />
      <PlanLegend />
    </main>
  );
}

/** The caption; an automatic interval names the last day of the columns each screen shows. */
function PlanCaption({ location, dayFrom, lastDay, auto }: { location: string; dayFrom: string; lastDay: string; auto: boolean }) {
  const { t, i18n } = useTranslation();
  const day = (value: string) => shortDay(value, i18n.language);
  const mark = "\u0000";
  const [before = "", after = ""] = t("staff.plan.caption", { location, from: day(dayFrom), to: mark }).split(mark);
  if (!auto) return <>{`${before}${day(lastDay)}${after}`}</>;
  return (
    <>
      {before}
      <span className="plan-caption__to--large">{day(lastDay)}</span>
      <span className="plan-caption__to--medium">{day(addDays(dayFrom, DEFAULT_DAYS.medium - 1))}</span>
      <span className="plan-caption__to--small">{day(addDays(dayFrom, DEFAULT_DAYS.small - 1))}</span>
      {after}
    </>
  );
}

function Paging({
  links,
  count,
  href,
}: {
  links: { previous: PageTarget; next: PageTarget; today: PageTarget };
  count: number;
  href: (target: PageTarget) => string;
}) {
  const { t } = useTranslation();
  return (
    <ul>
      <li>
        <Link to={href(links.previous)} rel="prev">
          ← {t("staff.plan.previous", { count })}
        </Link>
      </li>
      <li>
        <Link to={href(links.today)}>{t("staff.plan.today")}</Link>
      </li>
      <li>
        <Link to={href(links.next)} rel="next">
          {t("staff.plan.next", { count })} →
        </Link>
      </li>
    </ul>
  );
}
