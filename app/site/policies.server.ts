/**
 * The organisation's policy pages (docs/spec.md §2: /terms, /policies, /order-policies, /cancel-policies,
 * /gdpr-policies) and the support page's contacts. The rules are pure functions; `loadPolicyPage`
 * and `loadSupportPage` are the loader glue.
 */
import { data, redirect } from "@remix-run/node";
import type { PolicyText } from "../../contracts/entities";
import { fixedT } from "~/i18n.server";
import { failure } from "./failure.server";
import { publicPageHeaders } from "./http.server";
import { hotelLanguagesOf, localizedText, MISSING_TEXT, textInPageLanguage, type HotelLanguages } from "./localized";
import { loadSite } from "./site.server";
import { type PolicyKind, safeExternalUrl, safePolicyHref } from "./policy-links";
import type { SiteView } from "./view";
import type { RouteArgs } from "~/bff.server";

/** What a policy page does: show the text, send the guest to the hotel's own page, or 404. */
export type PolicyOutcome =
  | { type: "not-found" }
  | { type: "redirect"; url: string }
  /** `lang`: the text's language when it is a fallback in another language than the page's (else null). */
  | { type: "page"; title: string | null; paragraphs: string[]; lang: string | null };

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/**
 * The policy body as paragraphs of plain text. A PMS editor may have stored HTML: block tags
 * become paragraph breaks and every other tag is dropped, so the page shows the words and never
 * the hotel's markup (React escapes the result; nothing is injected as HTML).
 */
export function policyParagraphs(subject: string): string[] {
  if (subject === MISSING_TEXT) return [MISSING_TEXT];
  const text = /<[a-z/!][^>]*>/i.test(subject)
    ? subject
        .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, "")
        .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr|blockquote|ul|ol)\s*>/gi, "\n")
        .replace(/<[^>]*>/g, "")
        .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
          if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
          if (name.startsWith("#")) return String.fromCodePoint(parseInt(name.slice(1), 10));
          return ENTITIES[name.toLowerCase()] ?? entity;
        })
    : subject;
  const paragraphs = text
    .split(/\r?\n/)
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .filter(Boolean);
  return paragraphs.length > 0 ? paragraphs : [MISSING_TEXT];
}

/**
 * The rule of a policy page: inactive (or absent) → 404; an http(s) `url` → the hotel's own page;
 * else the text through the one chain of docs/decisions/025 (the page's language, English, the
 * organisation's, `default`, the display language, any; a dash only when the hotel wrote it in none,
 * docs/spec.md §8), with its language when it is another. The title is the hotel's only in the page's
 * language (null: the page takes our name for the policy, as the links to it do). `selfUrl` is
 * this page's own address, so a `url` pointing back here cannot loop.
 */
export function resolvePolicy(policy: PolicyText | null | undefined, language: string, selfUrl?: string, hotel: HotelLanguages | null = null): PolicyOutcome {
  if (!policy?.active) return { type: "not-found" };
  const url = safeExternalUrl(policy.url);
  if (url && !isSamePage(url, selfUrl)) return { type: "redirect", url };
  const subject = localizedText(policy.subject, language, hotel);
  const paragraphs = policyParagraphs(subject.text);
  return {
    type: "page",
    title: textInPageLanguage(policy.title, language, hotel),
    paragraphs,
    lang: paragraphs[0] === MISSING_TEXT ? null : subject.lang,
  };
}

function isSamePage(url: string, selfUrl: string | undefined): boolean {
  if (!selfUrl) return false;
  const a = new URL(url);
  const b = new URL(selfUrl);
  return a.host === b.host && a.pathname.replace(/\/+$/, "") === b.pathname.replace(/\/+$/, "");
}

/** A policy link on the support page; `title` is null when the hotel gave none in this language. */
export interface SupportDocument {
  kind: PolicyKind;
  href: string;
  external: boolean;
  title: string | null;
}

export interface SupportView {
  email: string | null;
  phone: string | null;
  /** `tel:` form of the phone: digits and a leading plus only. */
  phoneHref: string | null;
  /** A public Jitsi Meet room named after the organisation, for sharing a screen with the front desk. */
  screenShareUrl: string;
  terms: SupportDocument | null;
  privacy: SupportDocument | null;
}

export const SCREEN_SHARE_BASE = "https://meet.jit.si/";

/** Contacts of the page's location, else of the organisation; terms and privacy links when active. */
export function supportView(site: Pick<SiteView, "organisation" | "location" | "policies">): SupportView {
  const email = site.location?.email ?? site.organisation.email ?? null;
  const phone = site.location?.phone ?? site.organisation.phone ?? null;
  const digits = phone?.replace(/[^\d+]/g, "").replace(/(?!^)\+/g, "") ?? "";
  const room = `${site.organisation.slug}-support`.toLowerCase().replace(/[^a-z0-9-]+/g, "-");
  const link = (kind: PolicyKind): SupportDocument | null => {
    const policy = site.policies.find((candidate) => candidate.kind === kind);
    return policy ? { kind, ...safePolicyHref(policy), title: policy.title === MISSING_TEXT ? null : policy.title } : null;
  };
  return {
    email,
    phone,
    phoneHref: digits.replace("+", "").length >= 3 ? `tel:${digits}` : null,
    screenShareUrl: `${SCREEN_SHARE_BASE}${room}`,
    terms: link("terms"),
    privacy: link("gdpr"),
  };
}

/** Loader of one policy page. Throws the 404 page or the redirect; returns the text otherwise. */
export async function loadPolicyPage({ request, context }: RouteArgs, params: { locationId?: string }, kind: PolicyKind) {
  const { site, locale } = await loadSite({ request, context }, params);
  const outcome = resolvePolicy(site.organisation.settings_reservations?.[kind], locale, request.url, hotelLanguagesOf(site.organisation));
  if (outcome.type === "not-found") throw failure(404, { reason: "not-found", locale });
  if (outcome.type === "redirect") throw redirect(outcome.url, 302);
  const title = outcome.title ?? fixedT(locale)(`policies.titles.${kind}`);
  return data({ kind, title, paragraphs: outcome.paragraphs, lang: outcome.lang }, { headers: publicPageHeaders(request) });
}

/** Loader of /support. */
export async function loadSupportPage({ request, context }: RouteArgs, params: { locationId?: string }) {
  const { locale, view } = await loadSite({ request, context }, params);
  const title = fixedT(locale)("policies.support.title");
  return data({ title, support: supportView(view) }, { headers: publicPageHeaders(request) });
}
