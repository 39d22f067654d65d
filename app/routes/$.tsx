import { data, type MetaFunction } from "@remix-run/node";
import { ErrorPage } from "~/components/ErrorPage";
import { failureTitle } from "~/site/failure-titles";
import { rootDataOf, siteMeta } from "~/site/meta";

/** Every unknown path is a 404 with the not-found page, inside the hotel's site when it is known. */
export function loader() {
  throw data(null, { status: 404 });
}

/** A not-found page is not a page search engines should index under any language. */
export const meta: MetaFunction = ({ matches }) => siteMeta(matches, { title: failureTitle(404, rootDataOf(matches)?.locale), noindex: true });

export function ErrorBoundary() {
  return <ErrorPage error={{ status: 404, statusText: "Not Found", internal: false, data: null }} />;
}

export default function NotFound() {
  return null;
}
