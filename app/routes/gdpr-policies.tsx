/** `/gdpr-policies`: the organisation's "gdpr" policy in the guest's language (docs/spec.md §2). */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PolicyErrorBoundary, PolicyPage } from "~/components/PolicyPage";
import { siteMeta } from "~/site/meta";
import { loadPolicyPage } from "~/route-server/gdpr-policies.server";

export const loader = ({ request, params, context }: LoaderFunctionArgs) => loadPolicyPage({ request, context }, params, "gdpr");

/** An inactive policy is a 404 (its ErrorBoundary): not a page to index. */
export const meta: MetaFunction<typeof loader> = ({ data, matches, error }) => siteMeta(matches, { title: data?.title, noindex: Boolean(error) });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Policy() {
  const { kind, title, paragraphs, lang } = useLoaderData<typeof loader>();
  return <PolicyPage kind={kind} title={title} paragraphs={paragraphs} lang={lang} />;
}

export const ErrorBoundary = PolicyErrorBoundary;
