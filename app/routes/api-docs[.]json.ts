/** `/api-docs.json`: the PMS contract's OpenAPI document, for signed-in staff (docs/integrating.md). */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiDocsAnswer } from "~/staff/api-docs.server";

export const loader = ({ request, context }: LoaderFunctionArgs) => apiDocsAnswer({ request, context });
