/**
 * `/accessibility`: the statement of the organisation's booking site, in the guest's language.
 * Its texts stay on the server (the page gets them as data): a statement read by few guests adds
 * nothing to the JavaScript every guest page loads.
 */
import { data } from "@remix-run/node";
import type { RouteArgs } from "~/bff.server";
import { formatDay } from "~/site/dates";
import type { Language } from "~/i18n";
import { serverTexts } from "~/i18n.server";
import { CHECKS, LAST_REVIEWED, LIMITS, type AccessibilityStatement } from "./accessibility";
import { publicPageHeaders } from "./http.server";
import { loadSite } from "./site.server";

/** The statement in `language` for the organisation `hotel`, whose contacts take the reports. */
export function accessibilityStatement(language: Language, hotel: { name: string; email: string | null; phone: string | null }): AccessibilityStatement {
  const texts = serverTexts(language).accessibility;
  return {
    title: texts.title,
    intro: texts.intro(hotel.name),
    standard: { heading: texts.standardHeading, text: texts.standard },
    checks: { heading: texts.checksHeading, items: CHECKS.map((check) => texts.checks[check.id]), note: texts.checksNote },
    limits: { heading: texts.limitsHeading, items: LIMITS.map((limit) => texts.limits[limit]) },
    report: { heading: texts.reportHeading, text: texts.report(hotel.name), email: hotel.email, phone: hotel.phone },
    reviewed: texts.reviewed(formatDay(LAST_REVIEWED, language)),
  };
}

/** Loader of /accessibility: the organisation's statement, its contacts those of the page's location when it has them. */
export async function loadAccessibilityPage({ request, context }: RouteArgs, params: { locationId?: string }) {
  const { locale, view } = await loadSite({ request, context }, params);
  const { organisation, location } = view;
  const statement = accessibilityStatement(locale, {
    name: organisation.name,
    email: location?.email || organisation.email || null,
    phone: location?.phone || organisation.phone || null,
  });
  return data({ statement }, { headers: publicPageHeaders(request) });
}
