import { describe, expect, it } from "vitest";
import { partnerLogosOf } from "./partners.server";

const PMS = "http://pms.example";
const organisation = (otas: unknown[] | undefined) => ({ settings_cm: otas === undefined ? undefined : { otas } });

describe("the organisation's partner logos (the 404 page, spec §2)", () => {
  it("are the channels it sells through that have a logo: named, the PMS's own files through the media proxy, each linked when it has an http(s) address", () => {
    expect(
      partnerLogosOf(
        organisation([
          { id: 1, name: "Booking.com", logo_url: `${PMS}/media/partner-booking.svg`, url: "https://www.booking.com/" },
          { id: 2, name: "Expedia", logo_url: "https://cdn.example/expedia.png" },
        ]),
        PMS,
      ),
    ).toEqual([
      { name: "Booking.com", logoUrl: "/media-proxy/media/partner-booking.svg", href: "https://www.booking.com/" },
      { name: "Expedia", logoUrl: "https://cdn.example/expedia.png", href: null },
    ]);
  });

  it("leave out what is no logo: none at all, no name, no image, an address that is not http(s), an item that is not one", () => {
    expect(partnerLogosOf(organisation(undefined), PMS)).toEqual([]);
    expect(partnerLogosOf({ settings_cm: null }, PMS)).toEqual([]);
    expect(partnerLogosOf(organisation([]), PMS)).toEqual([]);
    expect(
      partnerLogosOf(
        organisation([
          { id: 3, name: "Booking.com" },
          { id: 4, name: "  ", logo_url: `${PMS}/media/x.svg` },
          { id: 5, name: "Evil", logo_url: "javascript:alert(1)" },
          { id: 6, name: "Airbnb", logo_url: `${PMS}/media/airbnb.svg`, url: "javascript:alert(1)" },
          "Booking.com",
          null,
          42,
        ]),
        PMS,
      ),
    ).toEqual([{ name: "Airbnb", logoUrl: "/media-proxy/media/airbnb.svg", href: null }]);
  });

  it("are at most eight, in the organisation's order", () => {
    const many = Array.from({ length: 12 }, (_, n) => ({ name: `Channel ${n}`, logo_url: `${PMS}/media/c${n}.svg` }));
    expect(partnerLogosOf(organisation(many), PMS).map((partner) => partner.name)).toEqual(many.slice(0, 8).map((partner) => partner.name));
  });
});
