/**
 * Where a consumer takes a dispute with the hotel's company: the consumer-protection body of the
 * country the company is registered in, and its alternative dispute resolution (the spec's
 * "consumer-dispute logos"; decision 055). Romania: ANPC and its SAL; Bulgaria: the Commission for
 * Consumer Protection (KZP) and its conciliation commissions. No link to the EU's online dispute
 * resolution platform: Regulation (EU) 2024/3228 closed it on 20 July 2025, and a link to it would
 * tell a consumer of a remedy that no longer exists. A country without an entry here gets no badge
 * rather than another country's.
 */

/** The countries whose bodies we name (ISO 3166-1 alpha-2); their names are texts of every language. */
export const DISPUTE_BODIES = {
  RO: { abbreviation: "ANPC", href: "https://anpc.ro/ce-este-sal/" },
  BG: { abbreviation: "KZP", href: "https://kzp.bg/" },
} as const;

export type DisputeCountry = keyof typeof DISPUTE_BODIES;

const isDisputeCountry = (code: string): code is DisputeCountry => Object.hasOwn(DISPUTE_BODIES, code);

/**
 * The organisation's country: its VAT number's prefix (an EU VAT number starts with its member
 * state's code: the company's seat, Greece's written EL), else the country of its first location's
 * address. Null when neither names a country we know.
 */
export function disputeCountryOf(vatNumber: string | null | undefined, addressCountries: Array<string | null | undefined>): DisputeCountry | null {
  const prefix = vatNumber?.trim().slice(0, 2).toUpperCase();
  if (prefix && /^[A-Z]{2}$/.test(prefix)) {
    const country = prefix === "EL" ? "GR" : prefix;
    return isDisputeCountry(country) ? country : null;
  }
  const first = addressCountries
    .find((country) => country?.trim())
    ?.trim()
    .toUpperCase();
  return first && isDisputeCountry(first) ? first : null;
}
