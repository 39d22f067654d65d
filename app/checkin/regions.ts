/**
 * The fixed lists of the address form (docs/spec.md §3): Romania's 41 counties and Bucharest (42), and the
 * US states with the District of Columbia. Other countries take the region as free text.
 */
export const RO_COUNTIES = [
  "Alba",
  "Arad",
  "Argeș",
  "Bacău",
  "Bihor",
  "Bistrița-Năsăud",
  "Botoșani",
  "Brașov",
  "Brăila",
  "București",
  "Buzău",
  "Caraș-Severin",
  "Călărași",
  "Cluj",
  "Constanța",
  "Covasna",
  "Dâmbovița",
  "Dolj",
  "Galați",
  "Giurgiu",
  "Gorj",
  "Harghita",
  "Hunedoara",
  "Ialomița",
  "Iași",
  "Ilfov",
  "Maramureș",
  "Mehedinți",
  "Mureș",
  "Neamț",
  "Olt",
  "Prahova",
  "Satu Mare",
  "Sălaj",
  "Sibiu",
  "Suceava",
  "Teleorman",
  "Timiș",
  "Tulcea",
  "Vaslui",
  "Vâlcea",
  "Vrancea",
] as const;

export const US_STATES = [
  "Alabama",
  "Alaska",
  "Arizona",
  "Arkansas",
  "California",
  "Colorado",
  "Connecticut",
  "Delaware",
  "District of Columbia",
  "Florida",
  "Georgia",
  "Hawaii",
  "Idaho",
  "Illinois",
  "Indiana",
  "Iowa",
  "Kansas",
  "Kentucky",
  "Louisiana",
  "Maine",
  "Maryland",
  "Massachusetts",
  "Michigan",
  "Minnesota",
  "Mississippi",
  "Missouri",
  "Montana",
  "Nebraska",
  "Nevada",
  "New Hampshire",
  "New Jersey",
  "New Mexico",
  "New York",
  "North Carolina",
  "North Dakota",
  "Ohio",
  "Oklahoma",
  "Oregon",
  "Pennsylvania",
  "Rhode Island",
  "South Carolina",
  "South Dakota",
  "Tennessee",
  "Texas",
  "Utah",
  "Vermont",
  "Virginia",
  "Washington",
  "West Virginia",
  "Wisconsin",
  "Wyoming",
] as const;

/** The fixed list of regions for a country, or null when the region is free text. */
export function regionsOf(countryCode: string | null | undefined): readonly string[] | null {
  if (countryCode === "RO") return RO_COUNTIES;
  if (countryCode === "US") return US_STATES;
  return null;
}

/**
 * The region as the country's list writes it, for one typed without its diacritics or in other
 * capitals ("brasov" → "Brașov"): without JavaScript the county is a text box until the page knows
 * the country (issue 51). The region as typed where the country has no list; null when it has one
 * and the region is not on it.
 */
export function regionOnList(countryCode: string, region: string): string | null {
  const regions = regionsOf(countryCode);
  if (!regions) return region;
  const slug = slugOf(region);
  return regions.find((name) => name === region) ?? regions.find((name) => slugOf(name) === slug) ?? null;
}

/** `"Bistrița-Năsăud"` → `"bistrita-nasaud"`: the spec's county_slug / city_slug. */
export const slugOf = (name: string): string =>
  name
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
