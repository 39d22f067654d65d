/**
 * Spec §1: "The location display language is ro if the organisation's full slug contains ro,
 * otherwise en." "Contains ro" is read as a whole word of the slug, the way hotels name their
 * organisations (`carpathia-ro`, `ro-hotels`, `pensiune.ro`): a substring would make
 * `aurora-hotels`, `romantic-inn` or `euro-stay` Romanian (docs/decisions/008).
 */
export type LocationDisplayLanguage = "ro" | "en";

export function locationDisplayLanguage(slugFull: string | null | undefined): LocationDisplayLanguage {
  const words = (slugFull ?? "").toLowerCase().split(/[^\p{L}]+/u);
  return words.includes("ro") ? "ro" : "en";
}
