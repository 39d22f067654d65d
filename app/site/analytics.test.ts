import { describe, expect, it } from "vitest";
import { configuredTrackers, isUntrackedPath, parseConsent, shouldAskConsent, trackersToLoad, type AnalyticsIds } from "./analytics";

const none: AnalyticsIds = { googleAnalytics: null, googleAnalytics4: null, facebookPixel: null };
const all: AnalyticsIds = { googleAnalytics: "UA-12345678-1", googleAnalytics4: "G-ABC123XYZ", facebookPixel: "123456789012345" };
const GA = { kind: "google-analytics", id: "UA-12345678-1" };
const GA4 = { kind: "google-analytics-4", id: "G-ABC123XYZ" };
const FB = { kind: "facebook-pixel", id: "123456789012345" };

describe("trackersToLoad", () => {
  it.each([
    ["nothing before the guest answers", all, null, "/", []],
    ["nothing after the guest declines", all, "denied", "/", []],
    ["every tracker after consent", all, "granted", "/", [GA, GA4, FB]],
    ["never on the booking page (the guest details form)", all, "granted", "/reservation-new", []],
    ["never on the reservation search", all, "granted", "/reservation-search", []],
    ["on a hotel's page", all, "granted", "/hotel/102/rooms", [GA, GA4, FB]],
    ["never on a reservation page", all, "granted", "/reservations/100001", []],
    ["never on the check-in form", all, "granted", "/reservation/100001", []],
    ["never on sign-in", all, "granted", "/login", []],
    ["nothing configured, nothing loaded", none, "granted", "/", []],
    ["only the configured ones", { ...none, googleAnalytics4: "G-ABC123XYZ" }, "granted", "/rooms", [GA4]],
    ["ids of the wrong shape are ignored", { googleAnalytics: "UA-1'><script>", googleAnalytics4: "g-lower", facebookPixel: "12ab" }, "granted", "/", []],
    ["ids are trimmed", { ...none, facebookPixel: " 123456789012345 " }, "granted", "/", [FB]],
    ["no analytics at all", null, "granted", "/", []],
  ] as const)("%s", (_name, analytics, consent, pathname, expected) => {
    expect(trackersToLoad(analytics, { consent, pathname })).toEqual(expected);
  });
});

describe("isUntrackedPath", () => {
  it.each([
    ["/reservations/1", true],
    ["/reservations", true],
    ["/reservation/1", true],
    ["/login", true],
    ["/login/", true],
    ["/reservation-new", true],
    ["/reservation-new/", true],
    ["/reservation-search", true],
    ["/location/101", true],
    ["/reservation-newsletter", false],
    ["/locations", false],
    ["/rooms", false],
    ["/hotel/102/contacts", false],
    ["/loginx", false],
    ["/", false],
    ["/support", false],
  ])("%s → %s", (pathname, expected) => {
    expect(isUntrackedPath(pathname)).toBe(expected);
  });
});

describe("shouldAskConsent", () => {
  it.each([
    ["asks when a tracker exists and nobody answered", all, null, "/", true],
    ["does not ask twice", all, "denied", "/", false],
    ["does not ask without trackers", none, null, "/", false],
    ["does not ask on a reservation page", all, null, "/reservations/1", false],
    ["does not ask on the booking page", all, null, "/reservation-new", false],
  ] as const)("%s", (_name, analytics, consent, pathname, expected) => {
    expect(shouldAskConsent(analytics, { consent, pathname })).toBe(expected);
  });
});

it("configuredTrackers keeps the order GA, GA4, pixel", () => {
  expect(configuredTrackers(all).map((tracker) => tracker.kind)).toEqual(["google-analytics", "google-analytics-4", "facebook-pixel"]);
});

it("parseConsent accepts only the two answers", () => {
  expect([parseConsent("granted"), parseConsent("denied"), parseConsent("yes"), parseConsent(null)]).toEqual(["granted", "denied", null, null]);
});
