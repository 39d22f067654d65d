/**
 * The partner logos the 404 page shows (docs/spec.md §2: "Shows 404, … and partner logos"): the
 * channels the organisation sells through (`settings_cm.otas`), those the PMS gives a name and a
 * logo. A guest who followed a dead link still finds where else the hotel can be booked
 * (docs/decisions/036). An organisation without any shows none, and no heading for them.
 */
import { ChannelPartner, type Organisation } from "../../contracts/entities";
import { publicMediaUrl } from "~/bff.server";
import type { PartnerLogo } from "./view";
import { safeExternalUrl } from "./policy-links";

/** A row of logos, not a wall: more would push the way home below the fold on a phone. */
export const MAX_PARTNER_LOGOS = 8;

export function partnerLogosOf(organisation: Pick<Organisation, "settings_cm">, upstreamOrigin: string): PartnerLogo[] {
  const partners: PartnerLogo[] = [];
  for (const item of organisation.settings_cm?.otas ?? []) {
    const partner = ChannelPartner.safeParse(item);
    if (!partner.success) continue;
    const logoUrl = publicMediaUrl(partner.data.logo_url, upstreamOrigin);
    if (!logoUrl) continue;
    partners.push({ name: partner.data.name, logoUrl, href: safeExternalUrl(partner.data.url) });
    if (partners.length === MAX_PARTNER_LOGOS) break;
  }
  return partners;
}
