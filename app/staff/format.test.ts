import { describe, expect, it } from "vitest";
import { shortDay } from "./format";

describe("the staff pages' compact dates", () => {
  it("are Romanian dotted dates in ro (dd.MM.yyyy), day and short month elsewhere", () => {
    expect(shortDay("2026-05-04", "ro")).toBe("04.05.2026");
    expect(shortDay("2026-11-26", "ro")).toBe("26.11.2026");
    expect(shortDay("2026-05-04", "en")).toBe("4 May 2026");
  });
});
