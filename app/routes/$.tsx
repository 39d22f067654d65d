import { data } from "@remix-run/node";
import { ErrorPage } from "~/components/ErrorPage";

/** Every unknown path is a 404 with the not-found page, inside the hotel's site when it is known. */
export function loader() {
  throw data(null, { status: 404 });
}

export function ErrorBoundary() {
  return <ErrorPage error={{ status: 404, statusText: "Not Found", internal: false, data: null }} />;
}

export default function NotFound() {
  return null;
}
