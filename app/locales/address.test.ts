import { describe, expect, it } from "vitest";
import it_ from "./it/index";

// app/locales/README.md: Italian addresses the guest as Lei, in sentences, buttons and links alike.
// The plural "voi" gives itself away by these words ("Contattateci", "Potete", "aiutarvi", "richiedete").
const VOI = /\b(\w+(?:ate|ete|ite)ci|potete|avete|siete|dovete|volete|vostr[aeio]|aiutarvi|condividete|avviate|richiedete|scegliete|inserite)\b/i;

function leaves(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  if (!tree || typeof tree !== "object") return [];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe("one form of address per language", () => {
  it("Italian guest texts say Lei, never voi", () => {
    const voi = leaves(it_).filter(([, text]) => VOI.test(text));
    expect(voi).toEqual([]);
  });
});
