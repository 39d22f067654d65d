import { describe, expect, it, vi } from "vitest";
import { formatMoney } from "~/booking/money";
import { formatCompactDay, formatDay, formatWeekdayDay } from "~/site/dates";
import { keptCount, keptText, MAX_KEPT } from "./kept-texts";

describe("keptText", () => {
  it("writes a text once and answers it again from what it kept", () => {
    const write = vi.fn(() => "1.386,00 RON");
    expect(keptText("test|once", write)).toBe("1.386,00 RON");
    expect(keptText("test|once", write)).toBe("1.386,00 RON");
    expect(write).toHaveBeenCalledTimes(1);
  });

  it("never keeps more than MAX_KEPT texts, however many different ones are asked for", () => {
    for (let index = 0; index < MAX_KEPT * 2 + 7; index++) {
      keptText(`test|many|${index}`, () => String(index));
      expect(keptCount()).toBeLessThanOrEqual(MAX_KEPT);
    }
    // Emptied whole and refilled: the latest are there, answered right.
    expect(keptText(`test|many|${MAX_KEPT * 2 + 6}`, () => "rewritten")).toBe(String(MAX_KEPT * 2 + 6));
  });
});

describe("the formatters that keep their texts answer as Intl does, in each language", () => {
  it("keeps amounts apart by language, currency and amount", () => {
    expect(formatMoney(1386, "RON", "ro")).toBe("1.386,00 RON");
    expect(formatMoney(1386, "RON", "en")).toBe("1,386.00 RON");
    expect(formatMoney(1386, "EUR", "en")).toBe("€1,386.00");
    expect(formatMoney(1386.004, "eur", "en")).toBe("€1,386.00");
    expect(formatMoney(1387, "EUR", "en")).toBe("€1,387.00");
    expect(formatMoney(1386, "EUR", "it")).toBe(new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR" }).format(1386));
  });

  it("keeps dates apart by kind, language and day", () => {
    expect(formatDay("2026-12-15", "en")).toBe("15 December 2026");
    expect(formatDay("2026-12-15", "ro")).toBe("15 decembrie 2026");
    expect(formatDay("2026-12-16", "ro")).toBe("16 decembrie 2026");
    expect(formatCompactDay("2026-12-15", "en")).toBe("15 Dec 2026");
    expect(formatCompactDay("2026-12-15", "ro")).toBe("15.12.2026");
    expect(formatWeekdayDay("2026-12-15", "en")).toBe("Tue 15 Dec");
    expect(formatWeekdayDay("2026-12-15", "es")).toBe(
      new Intl.DateTimeFormat("es-ES", { weekday: "short", day: "numeric", month: "short", timeZone: "UTC" }).format(new Date(Date.UTC(2026, 11, 15, 12))),
    );
  });
});
