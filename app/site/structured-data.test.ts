import { describe, expect, it } from "vitest";
import { geoOf, hotelJsonLd, jsonForScript, priceRangeOf, schemaTime, type HotelFacts } from "./structured-data";

const facts: HotelFacts = {
  url: "https://carpathia-ro.book.example.com/?lang=en",
  bookingUrl: "https://carpathia-ro.book.example.com/reservation-new?lang=en&location=101",
  organisationName: "Hotel Carpathia",
  name: "Carpathia Brașov",
  description: "Boutique hotel",
  address: { address1: "Strada Republicii 12", address2: null, city: "Brașov", county: "Brașov", country: "RO", zip: "500030" },
  coordinates: "45.6427,25.5887",
  telephone: "+40 268 555 010",
  email: "brasov@carpathia.example",
  images: [
    "https://carpathia-ro.book.example.com/media-proxy/media/a.svg",
    "https://carpathia-ro.book.example.com/media-proxy/media/a.svg",
    "javascript:alert(1)",
  ],
  mapsLink: "https://www.openstreetmap.org/?mlat=45.6427",
  social: ["https://www.facebook.com/carpathia", null, "javascript:alert(1)"],
  checkInTime: "14:00",
  fromPrices: [
    { price: 420, currency: "RON" },
    { price: 315.5, currency: "RON" },
  ],
};

describe("hotelJsonLd", () => {
  it("a schema.org Hotel with address, geo, contacts, images, check-in time, price range and a way to book", () => {
    expect(hotelJsonLd(facts)).toEqual({
      "@context": "https://schema.org",
      "@type": "Hotel",
      "@id": "https://carpathia-ro.book.example.com/#hotel",
      name: "Carpathia Brașov",
      url: "https://carpathia-ro.book.example.com/?lang=en",
      parentOrganization: { "@type": "Organization", name: "Hotel Carpathia" },
      description: "Boutique hotel",
      address: {
        "@type": "PostalAddress",
        streetAddress: "Strada Republicii 12",
        addressLocality: "Brașov",
        addressRegion: "Brașov",
        postalCode: "500030",
        addressCountry: "RO",
      },
      geo: { "@type": "GeoCoordinates", latitude: 45.6427, longitude: 25.5887 },
      telephone: "+40 268 555 010",
      email: "brasov@carpathia.example",
      image: ["https://carpathia-ro.book.example.com/media-proxy/media/a.svg"],
      hasMap: "https://www.openstreetmap.org/?mlat=45.6427",
      sameAs: ["https://www.facebook.com/carpathia"],
      checkinTime: "14:00:00",
      priceRange: "315.50–420 RON",
      potentialAction: {
        "@type": "ReserveAction",
        target: {
          "@type": "EntryPoint",
          urlTemplate: "https://carpathia-ro.book.example.com/reservation-new?lang=en&location=101",
          actionPlatform: ["https://schema.org/DesktopWebPlatform", "https://schema.org/MobileWebPlatform"],
        },
        result: { "@type": "LodgingReservation", name: "Carpathia Brașov" },
      },
    });
  });

  it("leaves out what the hotel did not give rather than writing empty values", () => {
    const bare = hotelJsonLd({
      ...facts,
      description: null,
      address: null,
      coordinates: "somewhere",
      telephone: null,
      email: null,
      images: [],
      mapsLink: null,
      social: [],
      checkInTime: null,
      fromPrices: [],
    });
    expect(Object.keys(bare).sort()).toEqual(["@context", "@id", "@type", "name", "parentOrganization", "potentialAction", "url"]);
  });
});

describe("the pieces", () => {
  it.each([
    ["45.6427,25.5887", { latitude: 45.6427, longitude: 25.5887 }],
    [" -33.9, 151.2 ", { latitude: -33.9, longitude: 151.2 }],
    ["91,0", null],
    ["45.6;25.5", null],
    ["", null],
    [null, null],
  ])("geoOf(%s)", (coordinates, expected) => {
    expect(geoOf(coordinates)).toEqual(expected ? { "@type": "GeoCoordinates", ...expected } : null);
  });

  it.each([
    ["14:00", "14:00:00"],
    ["9:30", "09:30:00"],
    ["23:59:59", "23:59:59"],
    ["24:00", null],
    ["after 2 pm", null],
    [undefined, null],
  ])("schemaTime(%s) → %s", (time, expected) => {
    expect(schemaTime(time)).toBe(expected);
  });

  it("priceRange: one price, a range, the first currency only, nothing without prices", () => {
    expect(priceRangeOf([{ price: 80, currency: "EUR" }])).toBe("80 EUR");
    expect(
      priceRangeOf([
        { price: 80, currency: "EUR" },
        { price: 500, currency: "RON" },
        { price: 95, currency: "EUR" },
      ]),
    ).toBe("80–95 EUR");
    expect(priceRangeOf([])).toBeNull();
  });

  it("jsonForScript: nothing the hotel writes can close the script or open markup", () => {
    const text = jsonForScript({ name: "</script><script>alert(1)</script><!-- & \u2028" });
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual({ name: "</script><script>alert(1)</script><!-- & \u2028" });
  });
});
