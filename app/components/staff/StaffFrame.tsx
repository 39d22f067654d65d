/**
 * The staff area's frame (issue 39): the desk's own header — the hotel, the staff navigation, the one
 * search box, the languages and who is signed in with "Sign out" — and none of the guests' booking
 * header or footer. Its pages and its failures (a 404, a 403) alike are drawn inside it.
 */
import { Form, NavLink, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "#translation";
import { LanguageSwitch } from "~/components/LanguageSwitch";
import { FALLBACK_LANGUAGE } from "~/i18n";
import type { RootLoader } from "~/root";
import { backTo } from "~/staff/back";
import { withKept } from "~/utils/links";
import { readQueryText } from "~/utils/text-limits";

/**
 * `bare`: the frame of a page refused to a guest's account (403, issue 50): the hotel and "Sign
 * out" only, no staff navigation or search that would lead to more refusals.
 */
export function StaffFrame({ children, bare = false }: { children: ReactNode; bare?: boolean }) {
  const { t } = useTranslation();
  const root = useRouteLoaderData<RootLoader>("root");
  const { pathname, search } = useLocation();
  const keep = root?.site.keep ?? {};
  const account = root?.account ?? null;
  return (
    <div className="staff-area">
      <header className="staff-top">
        <a className="staff-top__brand" href={withKept("/staff", keep)}>
          <span className="staff-top__hotel">{root?.site.organisation.name}</span> <span className="staff-top__desk">{t("staff.frame.desk")}</span>
        </a>
        <div className="staff-top__end">
          <LanguageSwitch locale={root?.locale ?? FALLBACK_LANGUAGE} here={pathname + search} className="language-switch staff-top__languages" />
          {account ? (
            <Form method="post" action={withKept("/logout", keep)} className="staff-top__account">
              <span className="staff-top__user">{account.email}</span>
              <button type="submit" className="link-button">
                {t("account.signOut")}
              </button>
            </Form>
          ) : null}
        </div>
      </header>
      {bare ? null : (
        <div className="staff-header">
          <StaffNav keep={keep} />
          <StaffSearch keep={keep} />
        </div>
      )}
      {children}
    </div>
  );
}

function StaffNav({ keep }: { keep: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <nav className="staff-nav" aria-label={t("staff.area")}>
      <ul>
        <li>
          <NavLink to={withKept("/staff", keep)} end prefetch="none">
            {t("staff.nav.today")}
          </NavLink>
        </li>
        {(["plan", "calendar", "guests"] as const).map((page) => (
          <li key={page}>
            <NavLink to={withKept(`/staff/${page}`, keep)} prefetch="none">
              {t(`staff.nav.${page}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The one search box of the staff area: a reservation number, a name, an e-mail or a phone. */
function StaffSearch({ keep }: { keep: Record<string, string> }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  // As the search read it: no control or bidi character from the URL is echoed into the field.
  const typed = pathname === "/staff/search" ? readQueryText(new URLSearchParams(search).get("q"), 100) : "";
  // The page the search was made on: a number found opens its reservation, whose way back is here (issue 50).
  const from = backTo(`${pathname}${search}`)?.href ?? null;
  return (
    <Form method="get" action="/staff/search" role="search" className="staff-search-box" aria-label={t("staff.search.title")}>
      <label htmlFor="staff-search-q" className="visually-hidden">
        {t("staff.search.label")}
      </label>
      <input
        id="staff-search-q"
        type="search"
        name="q"
        defaultValue={typed}
        key={typed}
        maxLength={100}
        autoComplete="off"
        placeholder={t("staff.search.placeholder")}
        required
      />
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      {from ? <input type="hidden" name="from" value={from} /> : null}
      <button type="submit" className="button">
        {t("staff.search.submit")}
      </button>
    </Form>
  );
}
