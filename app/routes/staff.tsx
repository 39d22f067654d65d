/**
 * `/staff/*`: the staff area's frame (docs/decisions/014; components/staff/StaffFrame, issue 39). Its
 * loader is a guard like every staff loader's (they run in parallel, so each child checks too); its
 * failures stay inside the frame: "for staff only" to a signed-in guest (403), the staff's own
 * "not found" (404, with the way back to the day), and otherwise the site's error page.
 */
import type { LinksFunction, LoaderFunctionArgs } from "@remix-run/node";
import { data, PRIVATE_HEADERS, privateHeaders, requireStaff, todayOf } from "~/route-server/staff.server";
import type { ClientLoaderFunctionArgs } from "@remix-run/react";
import { isRouteErrorResponse, Outlet, useLocation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { getI18n } from "react-i18next";
import { useTranslation } from "#translation";
import { ErrorPage } from "~/components/ErrorPage";
import { StaffFrame } from "~/components/staff/StaffFrame";
import { FALLBACK_LANGUAGE, toLanguage } from "~/i18n";
import { ensureStaffTexts } from "~/locales";
import type { RootLoader } from "~/root";
import { staffDays } from "~/booking/horizon";
import { shortDay } from "~/staff/format";
import { isStaffRefusal } from "~/staff/http";
import { isFailureData } from "~/site/view";
import staffStyles from "~/styles/staff.css";
import { withKept } from "~/utils/links";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const staff = await requireStaff({ request, context });
  // The days a staff page opens (app/booking/horizon.ts): said when a date outside them is asked for.
  const days = staffDays(todayOf(staff));
  return data({ email: staff.user.email, keep: staff.loaded.view.keep, days }, { headers: PRIVATE_HEADERS });
}

export const headers = privateHeaders;

/**
 * In the browser, the staff area's texts are a chunk of their own (no guest page carries them):
 * fetched alongside the first staff page's data when a signed-in staff member comes from a guest page.
 */
export async function clientLoader({ serverLoader }: ClientLoaderFunctionArgs) {
  // The browser's i18n instance (app/utils/browser-i18n.ts), as entry.client gave it to react-i18next.
  const i18n = getI18n();
  const texts = ensureStaffTexts(i18n, toLanguage(i18n.language) ?? FALLBACK_LANGUAGE);
  try {
    return await serverLoader<typeof loader>();
  } finally {
    await texts;
  }
}

// After the site's own stylesheet (the root's), whose forms the desk's restyle.
export const links: LinksFunction = () => [{ rel: "stylesheet", href: staffStyles }];

export default function StaffArea() {
  return (
    <StaffFrame>
      <Outlet />
    </StaffFrame>
  );
}

/**
 * A staff page's failure stays in the staff's frame (issue 39): its header, navigation and search;
 * a guest's account refused (403) gets the frame without the staff's navigation (issue 50).
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const refused = isRouteErrorResponse(error) && error.status === 403 && isStaffRefusal(error.data);
  return (
    <StaffFrame bare={refused}>
      <StaffError />
    </StaffFrame>
  );
}

/** The date parameters of the staff pages (the day, the plan grid, the calendar). */
const DATE_PARAMETERS = ["day", "day_from", "date"];

function StaffError() {
  const error = useRouteError();
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const keep = useRouteLoaderData<RootLoader>("root")?.site.keep ?? {};
  const days = useRouteLoaderData<typeof loader>("routes/staff")?.days ?? null;
  if (isRouteErrorResponse(error) && error.status === 403 && isStaffRefusal(error.data)) {
    return (
      <main id="main" className="error-page staff-forbidden" data-status={403}>
        <p className="error-page__status" aria-hidden="true">
          403
        </p>
        <h1>{t("staff.forbiddenTitle")}</h1>
        <p>{t(error.data.reason === "other-organisation" ? "staff.forbiddenOtherText" : "staff.forbiddenText")}</p>
        <p className="error-page__actions">
          <a href={withKept("/", keep)}>{t("staff.forbiddenSite")}</a>
          <a href={withKept("/login", keep, { redirectTo: pathname + search })}>{t("staff.signInOther")}</a>
        </p>
      </main>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400 && isFailureData(error.data) && error.data.reason === "refused") {
    return (
      <main id="main" className="error-page" data-status={400}>
        <p className="error-page__status" aria-hidden="true">
          400
        </p>
        <h1>{t("staff.refusedTitle")}</h1>
        <p>{t("staff.refusedText")}</p>
        <p className="error-page__actions">
          <a href={withKept("/staff", keep)}>{t("staff.nav.today")}</a>
        </p>
      </main>
    );
  }
  if (
    isRouteErrorResponse(error) &&
    error.status === 400 &&
    isFailureData(error.data) &&
    error.data.reason === "bad-request" &&
    DATE_PARAMETERS.includes(error.data.parameter ?? "")
  ) {
    return (
      <main id="main" className="error-page staff-date-outside" data-status={400}>
        <h1>{t("staff.dateOutsideTitle")}</h1>
        {days ? <p>{t("staff.dateOutsideText", { first: shortDay(days.first, i18n.language), last: shortDay(days.last, i18n.language) })}</p> : null}
        <p className="error-page__actions">
          <a href={withKept(pathname, keep)}>{t("staff.nav.today")}</a>
        </p>
      </main>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <main id="main" className="error-page staff-not-found" data-status={404}>
        <p className="error-page__status" aria-hidden="true">
          404
        </p>
        <h1>{t("staff.notFoundTitle")}</h1>
        <p>{t("staff.notFoundText")}</p>
        <p className="error-page__actions">
          <a href={withKept("/staff", keep)}>{t("staff.nav.today")}</a>
        </p>
      </main>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 503) {
    return (
      <main id="main" className="error-page" data-status={503}>
        <h1>{t("staff.unavailableTitle")}</h1>
        <p>{t("staff.unavailableText")}</p>
        <p className="error-page__actions">
          <a href="">{t("errors.tryAgain")}</a>
        </p>
      </main>
    );
  }
  return <ErrorPage error={error} />;
}
