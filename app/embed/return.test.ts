import { describe, expect, it } from "vitest";
import { BOOKING_PAGE_PARAM, hotelPageOf, paymentReturnUrl } from "./return";

const FRAMERS = ["https://www.hotel.example", "http://127.0.0.1:3470"];
const base = { path: "/reservations/100003?embed=portal&lang=en&card=done", origin: "https://carpathia-ro.book.example", frameAncestors: FRAMERS };

describe("paymentReturnUrl: where a card provider sends the guest back", () => {
  it("outside a frame: the reservation page on this site", () => {
    expect(paymentReturnUrl({ ...base, path: "/reservations/100003?lang=en&card=done", embed: null, returnTo: "https://www.hotel.example/book" })).toBe(
      "https://carpathia-ro.book.example/reservations/100003?lang=en&card=done",
    );
  });

  it("in a frame: the hotel's page it is on, naming the frame's page (which keeps embed)", () => {
    const back = new URL(paymentReturnUrl({ ...base, embed: "portal", returnTo: "https://www.hotel.example/book?room=2#top" }));
    expect(back.origin + back.pathname).toBe("https://www.hotel.example/book");
    expect(back.searchParams.get("room")).toBe("2");
    expect(back.searchParams.get(BOOKING_PAGE_PARAM)).toBe(base.path);
    expect(back.hash).toBe("");
  });

  it.each([
    ["another site", "https://evil.example/?x"],
    ["a look-alike", "https://www.hotel.example.evil.example/"],
    ["http where the hotel is https", "http://www.hotel.example/"],
    ["credentials", "https://user:pw@www.hotel.example/"],
    ["not an address", "javascript:alert(1)"],
    ["nothing (the frame's JavaScript off)", undefined],
  ])("in a frame, %s is no way back: the site's own page, outside the frame", (_what, returnTo) => {
    expect(paymentReturnUrl({ ...base, embed: "portal", returnTo })).toBe("https://carpathia-ro.book.example/reservations/100003?lang=en&card=done");
  });

  it("hotelPageOf takes the loopback framers of tests and the demo", () => {
    expect(hotelPageOf("http://127.0.0.1:3470/", FRAMERS)?.href).toBe("http://127.0.0.1:3470/");
    expect(hotelPageOf("http://127.0.0.1:3471/", FRAMERS)).toBeNull();
  });
});
