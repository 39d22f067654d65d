/**
 * The party of a search (docs/spec.md §5, §9): clamped into the limits rather than refused, because a guest
 * who typed 20 adults wants the biggest search we can do, not an error.
 */
export const LIMITS = {
  adults: { min: 1, max: 16, fallback: 2 },
  children: { min: 0, max: 8, fallback: 0 },
  rooms: { min: 1, max: 3, fallback: 1 },
  /**
   * No default age: spec §9's "child age 12" is never assumed for a child whose age was not given;
   * the guest is asked (§5 specify_children_ages), because price and capacity follow the age (decision 036).
   */
  childAge: { min: 0, max: 17 },
} as const;

type Limit = { min: number; max: number; fallback: number };

/** Whole numbers inside the limit; blank or non-numeric input takes the spec's fallback. */
export function clampCount(value: string | number | null | undefined, limit: Limit): number {
  const text = typeof value === "number" ? String(value) : (value ?? "").trim();
  if (!/^-?\d+(\.\d+)?$/.test(text)) return limit.fallback;
  return Math.min(limit.max, Math.max(limit.min, Math.trunc(Number(text))));
}

export interface Party {
  adults: number;
  children: number;
  /** One age per child, in the order given; `null` where the guest has not said yet. */
  childrenAges: Array<number | null>;
  rooms: number;
}

/** `"4, 9"` or `["4", "9"]` → ages, one per child, blanks as null. */
export function readChildrenAges(values: string[], children: number): Array<number | null> {
  const ages = values.flatMap((value) => value.split(",")).map((age) => age.trim());
  return Array.from({ length: children }, (_, index) => {
    const age = ages[index];
    if (age === undefined || age === "" || !/^\d{1,2}$/.test(age)) return null;
    return Math.min(LIMITS.childAge.max, Number(age));
  });
}

/**
 * Children older than the organisation's maximum child age are adults for pricing and capacity
 * (docs/spec.md §5); the guest sees a hint saying so. No maximum, or one of 18 and over: nobody moves.
 */
export function effectiveParty(party: Party, childrenAgeMax: number | null | undefined): { adults: number; children: number; countedAsAdults: number } {
  if (childrenAgeMax === null || childrenAgeMax === undefined || childrenAgeMax >= 18) {
    return { adults: party.adults, children: party.children, countedAsAdults: 0 };
  }
  const countedAsAdults = party.childrenAges.filter((age) => age !== null && age > childrenAgeMax).length;
  return { adults: Math.min(LIMITS.adults.max, party.adults + countedAsAdults), children: party.children - countedAsAdults, countedAsAdults };
}

/**
 * The party as the PMS is asked for it: children above the organisation's max age already counted
 * as adults (docs/spec.md §5), only the younger children with their ages. The rule is ours to keep, so it
 * holds whatever the PMS does with ages.
 */
export function partyForPms(
  party: Omit<Party, "childrenAges"> & { childrenAges: number[] },
  childrenAgeMax: number | null | undefined,
): { adults: number; children: number; childrenAges: number[] } {
  const { adults } = effectiveParty(party, childrenAgeMax);
  const counts = childrenAgeMax === null || childrenAgeMax === undefined || childrenAgeMax >= 18;
  const childrenAges = counts ? party.childrenAges : party.childrenAges.filter((age) => age <= childrenAgeMax);
  return { adults, children: childrenAges.length, childrenAges };
}

/** A band of children's ages the hotel prices alike, both ends included. */
export interface AgeBand {
  from: number;
  to: number;
}

/**
 * The organisation's age bands (docs/spec.md §9: "Age bands from organisation children_ages, last band to
 * 18"): `children_ages` lists where each band starts; a band runs to the year before the next one
 * starts, and the last to 17, the oldest a child can be (18 is an adult). `[0, 3, 7, 12]` →
 * 0–2, 3–6, 7–11, 12–17. A list not starting at 0 gets a first band from 0, so every age a guest can
 * choose (0–17) falls in exactly one band. No list: no bands (the ages are shown plain).
 */
export function ageBands(starts: readonly number[] | null | undefined): AgeBand[] {
  const bounds = [...new Set((starts ?? []).filter((age) => Number.isInteger(age) && age >= LIMITS.childAge.min && age <= LIMITS.childAge.max))].sort(
    (a, b) => a - b,
  );
  if (bounds.length === 0) return [];
  if (bounds[0] !== 0) bounds.unshift(0);
  return bounds.map((from, index) => ({ from, to: index + 1 < bounds.length ? bounds[index + 1]! - 1 : LIMITS.childAge.max }));
}
