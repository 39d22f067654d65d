import type { LinksFunction, MetaFunction } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useRouteError,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "#translation";
import { ErrorPage } from "~/components/ErrorPage";
import { useSyncLanguage } from "~/components/useSyncLanguage";
import { FALLBACK_FAILURE_TITLE, FALLBACK_LANGUAGE, toLanguage } from "~/i18n";
import { isFailureData } from "~/site/view";
import { SiteLayout } from "~/components/Layout";
import { LoadingOverlay } from "~/components/LoadingOverlay";
import { Notifications } from "~/components/Notifications";
import { AnalyticsConsent } from "~/components/LateAnalyticsConsent";
import { LegacyHashRedirect } from "~/components/LegacyHashRedirect";
import { useNonce } from "~/components/Nonce";
import { failureTitleOf } from "~/site/failure";
import { FRAMERS_META } from "~/embed/frame";
import type { loader } from "~/root-loader.server";
import styles from "~/styles/site.css";

export const handle = { i18n: "common" };

// The root's loader and its data's type live in their own module, so that a component (ErrorPage)
// reads the root's data without importing the root back (issue 54: no import circle).
export { loader } from "~/root-loader.server";
export type { RootData, RootLoader } from "~/root-loader.server";

/**
 * Only failures need a title here: every page route sets its own through siteMeta. The server tells
 * it in the page's language (app/site/failure.ts): the failure's own data, else the root's titles,
 * else (the root's loader itself failed unexpectedly) the fallback language's generic title.
 */
export const meta: MetaFunction<typeof loader> = ({ error, data: root }) => {
  if (!error) return [];
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const failure = isRouteErrorResponse(error) && isFailureData(error.data) ? error.data : null;
  const title = failure?.title ?? (root ? failureTitleOf(status, root.failureTitles) : FALLBACK_FAILURE_TITLE);
  return [{ title }, { name: "robots", content: "noindex" }];
};

export const links: LinksFunction = () => [{ rel: "stylesheet", href: styles }];

/** Hotel data changes only with the hotel, location or language, not on every navigation. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, currentParams, nextParams, formMethod, defaultShouldRevalidate }) => {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const keys = ["o", "lang", "location", "embed"];
  return currentParams.locationId !== nextParams.locationId || keys.some((key) => currentUrl.searchParams.get(key) !== nextUrl.searchParams.get(key));
};

function Document({ lang, favicon, framers, children }: { lang: string; favicon?: string | null; framers?: string[] | null; children: ReactNode }) {
  // Every script the server renders carries this response's CSP nonce (docs/decisions/010).
  const nonce = useNonce();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <LegacyHashRedirect nonce={nonce} />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* Embed mode: who may frame this page, for the frame's messages (app/embed/frame.ts). */}
        {framers ? <meta name={FRAMERS_META} content={framers.join(" ")} /> : null}
        <link rel="icon" href={favicon ?? "/favicon.svg"} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* In a frame as tall as its page there is nothing to restore, and its script would read a
            storage the browser may deny there (app/embed/storage.ts). */}
        {framers ? null : <ScrollRestoration nonce={nonce} />}
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  const { locale, site, toast, account } = useLoaderData<typeof loader>();
  useSyncLanguage(locale);
  return (
    <Document lang={locale} favicon={site.location?.faviconUrl} framers={site.embed ? site.frameAncestors : null}>
      <SiteLayout site={site} locale={locale} account={account}>
        <Outlet />
      </SiteLayout>
      <Notifications toast={toast} />
      {site.embed ? null : <AnalyticsConsent site={site} />}
      <LoadingOverlay />
    </Document>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const root = useRouteLoaderData<typeof loader>("root");
  const failure = isRouteErrorResponse(error) && isFailureData(error.data) ? error.data : null;
  const locale = root?.locale ?? toLanguage(failure?.locale) ?? FALLBACK_LANGUAGE;
  useSyncLanguage(locale);
  // A failure inside the hotel's frame stays a frame's page (sized, and talking to the hotel's page).
  const framers = root?.site.embed ? root.site.frameAncestors : null;
  return (
    <Document lang={locale} framers={framers}>
      <RootError error={error} />
      {/* A navigation that failed replaced the whole page: the overlay's reload link comes with it. */}
      <LoadingOverlay />
    </Document>
  );
}

function RootError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return <ErrorPage error={error} title={t("errors.genericTitle")} />;
}
