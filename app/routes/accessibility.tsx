/** `/accessibility`: the booking site's accessibility statement, per organisation and language (issue 34, item 4). */
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { PolicyErrorBoundary } from "~/components/PolicyPage";
import { loadAccessibilityPage } from "~/route-server/accessibility.server";
import { siteMeta } from "~/site/meta";

export const loader = ({ request, params, context }: LoaderFunctionArgs) => loadAccessibilityPage({ request, context }, params);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => siteMeta(matches, { title: data?.statement.title });

export const headers: HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export default function Accessibility() {
  const { statement } = useLoaderData<typeof loader>();
  const { report } = statement;
  return (
    <main id="main" className="policy-page accessibility-page" style={PAGE_STYLE}>
      <h1>{statement.title}</h1>
      <p>{statement.intro}</p>

      <section aria-labelledby="accessibility-standard">
        <h2 id="accessibility-standard">{statement.standard.heading}</h2>
        <p>{statement.standard.text}</p>
      </section>

      <section aria-labelledby="accessibility-checks">
        <h2 id="accessibility-checks">{statement.checks.heading}</h2>
        <ul style={LIST_STYLE}>
          {statement.checks.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
        <p>{statement.checks.note}</p>
      </section>

      <section aria-labelledby="accessibility-limits">
        <h2 id="accessibility-limits">{statement.limits.heading}</h2>
        <ul style={LIST_STYLE}>
          {statement.limits.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="accessibility-report">
        <h2 id="accessibility-report">{report.heading}</h2>
        <p>{report.text}</p>
        <ul style={LIST_STYLE}>
          {report.email ? (
            <li>
              <a href={`mailto:${report.email}`}>{report.email}</a>
            </li>
          ) : null}
          {report.phone ? (
            <li>
              <a href={`tel:${report.phone.replace(/[^\d+]/g, "")}`}>{report.phone}</a>
            </li>
          ) : null}
        </ul>
      </section>

      <p>{statement.reviewed}</p>
    </main>
  );
}

export const ErrorBoundary = PolicyErrorBoundary;

// Inline like the policy pages': this page needs no stylesheet of its own.
const PAGE_STYLE = { maxWidth: "46rem", margin: "0 auto", padding: "2rem 1.25rem 3rem", lineHeight: 1.6 } as const;
const LIST_STYLE = { paddingLeft: "1.25rem" } as const;
