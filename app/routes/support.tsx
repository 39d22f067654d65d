/**
 * `/support` (docs/spec.md §2): how to reach the hotel's team: e-mail, phone (also for WhatsApp or Viber),
 * a screen-sharing call, and the terms and privacy policy.
 */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "#translation";
import { PolicyErrorBoundary } from "~/components/PolicyPage";
import type { RootLoader } from "~/root";
import { siteMeta } from "~/site/meta";
import type { SupportDocument } from "~/site/policies.server";
import { loadSupportPage } from "~/route-server/support.server";
import { withKept } from "~/utils/links";

export const loader = ({ request, params, context }: LoaderFunctionArgs) => loadSupportPage({ request, context }, params);

/** An inactive policy is a 404 (its ErrorBoundary): not a page to index. */
export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => siteMeta(matches, { title: data?.title, noindex: Boolean(error) });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Support() {
  const { t } = useTranslation();
  const { title, support } = useLoaderData<typeof loader>();
  const keep = useRouteLoaderData<RootLoader>("root")?.site.keep ?? {};
  const documents = [support.terms, support.privacy].filter((link): link is SupportDocument => link !== null);

  return (
    <main id="main" className="policy-page support-page" style={PAGE_STYLE}>
      <h1>{title}</h1>
      <p>{t("policies.support.intro")}</p>

      <section aria-labelledby="support-contact">
        <h2 id="support-contact">{t("policies.support.contactHeading")}</h2>
        {support.email || support.phone ? (
          <ul style={LIST_STYLE}>
            {support.email ? (
              <li>
                {t("policies.support.email")}:{" "}
                <a href={`mailto:${support.email}`} data-testid="support-email">
                  {support.email}
                </a>
              </li>
            ) : null}
            {support.phone ? (
              <li>
                {t("policies.support.phone")}:{" "}
                {support.phoneHref ? (
                  <a href={support.phoneHref} data-testid="support-phone">
                    {support.phone}
                  </a>
                ) : (
                  support.phone
                )}
              </li>
            ) : null}
          </ul>
        ) : (
          <p>{t("policies.support.noContacts")}</p>
        )}
        {support.phone ? <p data-testid="support-messaging">{t("policies.support.messaging", { phone: support.phone })}</p> : null}
      </section>

      <section aria-labelledby="support-screen">
        <h2 id="support-screen">{t("policies.support.screenShareHeading")}</h2>
        <p>{t("policies.support.screenShareText")}</p>
        <p>
          <a href={support.screenShareUrl} target="_blank" rel="noopener noreferrer" data-testid="support-screen-share">
            {t("policies.support.screenShareLink")}
            <span className="visually-hidden"> {t("policies.support.newTab")}</span>
          </a>
        </p>
      </section>

      {documents.length > 0 ? (
        <section aria-labelledby="support-documents">
          <h2 id="support-documents">{t("policies.support.documentsHeading")}</h2>
          <ul style={LIST_STYLE}>
            {documents.map((document) => (
              <li key={document.href}>
                {document.external ? (
                  <a href={document.href} rel="noopener noreferrer">
                    {document.title ?? t(`policies.titles.${document.kind}`)}
                  </a>
                ) : (
                  <Link to={withKept(document.href, keep)}>{document.title ?? t(`policies.titles.${document.kind}`)}</Link>
                )}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}

export const ErrorBoundary = PolicyErrorBoundary;

const PAGE_STYLE = { maxWidth: "46rem", margin: "0 auto", padding: "2rem 1.25rem 3rem", lineHeight: 1.6 } as const;
const LIST_STYLE = { paddingLeft: "1.25rem" } as const;
