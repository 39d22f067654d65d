import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { ErrorPage } from "~/components/ErrorPage";
import { failure, loadSite } from "~/route-server/$.server";
import { siteMeta } from "~/site/meta";
import { isFailureData } from "~/site/view";

/**
 * Every unknown path is a 404 with the not-found page, inside the hotel's site when it is known,
 * its title in the page's language: the root's choice (through the cache, the root's load and this
 * one are one upstream call). A hotel that is not known fails in loadSite, with its own 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { locale } = await loadSite({ request, context }, params);
  throw failure(404, { reason: "not-found", locale });
}

/** A not-found page is not a page search engines should index under any language. */
export const meta: MetaFunction = ({ matches, error }) =>
  siteMeta(matches, { title: isRouteErrorResponse(error) && isFailureData(error.data) ? error.data.title : null, noindex: true });

export function ErrorBoundary() {
  return <ErrorPage error={{ status: 404, statusText: "Not Found", internal: false, data: null }} />;
}

export default function NotFound() {
  return null;
}
