import { isRouteErrorResponse, Link, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "#translation";
import type { RootSiteData } from "~/root-data";
import { isFailureData } from "~/site/view";
import { withKept } from "~/utils/links";
import { useReportFailedRequest } from "./failedRequest";
import { REFERENCE_ATTRIBUTE, useFailureReference } from "./reference";

/**
 * The one page for every failure: 404, a malformed link, the PMS not answering, or our own bug.
 * It tells the guest what happened and what to do, in their language, and never shows a stack trace.
 * Shown after a client-side request, a server failure also brings up the overlay's reload link.
 */
export function ErrorPage({ error, title }: { error: unknown; title?: string }) {
  const { t } = useTranslation();
  // Every route's ErrorBoundary renders this page: the one place that sees a request fail.
  useReportFailedRequest(error);
  const documentReference = useFailureReference(error);
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const failure = isRouteErrorResponse(error) && isFailureData(error.data) ? error.data : null;
  const home = useHomeHref(status, failure?.parameter);
  // The failure's own, when its data carries one (a client-side request's too), else the document's.
  const reference = failure?.reference ?? documentReference;

  let heading = title ?? t("errors.genericTitle");
  let text = t("errors.genericText");
  let hint: string | null = null;
  if (status === 404) {
    heading = t("errors.notFoundTitle");
    text = t("errors.notFoundText");
    hint = t("errors.notFoundHint");
  } else if (status === 400) {
    heading = t("errors.badRequestTitle");
    text = t("errors.badRequestText", { parameter: failure?.parameter ?? "?" });
  } else if (status === 503 || status === 502 || status === 504) {
    heading = t("errors.unavailableTitle");
    text = t("errors.unavailableText");
  }

  return (
    <main id="main" className="error-page" data-status={status}>
      <p className="error-page__status" aria-hidden="true">
        {status}
      </p>
      <h1>{heading}</h1>
      <p>{text}</p>
      {hint ? <p>{hint}</p> : null}
      {status === 404 ? <PartnerLogos /> : null}
      {status >= 500 && reference ? (
        <p className="error-page__reference" {...{ [REFERENCE_ATTRIBUTE]: reference }}>
          {t("errors.reference")} <code>{reference}</code>
        </p>
      ) : null}
      <p className="error-page__actions">
        <Link to={home} reloadDocument>
          {t("errors.backHome")}
        </Link>
        {status >= 500 ? (
          // A plain link works without JavaScript and retries the very same address.
          <a href="">{t("errors.tryAgain")}</a>
        ) : null}
      </p>
    </main>
  );
}

/**
 * The hotel's home, keeping the hotel and the language like every other link. When the hotel's
 * own data failed (the root's loader), the address's `o`, `lang` and `embed` are kept instead, but
 * not what would only fail again: a parameter the failure names as malformed, or the `o` of a
 * hotel not found (a location not found, under /hotel/ or /location/, leaves its hotel's home).
 */
function useHomeHref(status: number, malformed: string | undefined): string {
  const root = useRouteLoaderData<RootSiteData>("root");
  const { pathname, search } = useLocation();
  if (root?.site) return root.site.home;
  const unusable = [malformed, status === 404 && !/^\/(hotel|location)\//.test(pathname) ? "o" : undefined];
  const asked = new URLSearchParams(search);
  const keep: Record<string, string> = {};
  for (const key of ["o", "lang", "embed"]) {
    const value = asked.get(key);
    if (value && !unusable.includes(key)) keep[key] = value;
  }
  return withKept("/", keep);
}

/**
 * The spec's partner logos on the 404 page (§2): the channels the hotel also sells through, from
 * the organisation's data (docs/decisions/036). None when the hotel is unknown or names none.
 */
function PartnerLogos() {
  const { t } = useTranslation();
  const partners = useRouteLoaderData<RootSiteData>("root")?.site?.organisation.partners ?? [];
  if (partners.length === 0) return null;
  return (
    <section className="error-page__partners" aria-labelledby="partners-heading">
      <h2 id="partners-heading">{t("errors.partners")}</h2>
      <ul>
        {partners.map((partner) => {
          const logo = <img src={partner.logoUrl} alt={partner.name} width={144} height={48} loading="lazy" decoding="async" />;
          return (
            <li key={partner.name + partner.logoUrl}>
              {partner.href ? (
                <a href={partner.href} rel="noopener noreferrer" target="_blank">
                  {logo}
                </a>
              ) : (
                logo
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
