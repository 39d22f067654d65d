import { describe, expect, it } from "vitest";
import { publicMediaUrl, upstreamMediaUrl } from "./media";

const PMS = "http://127.0.0.1:4010";

describe("media urls", () => {
  it.each([
    [`${PMS}/media/brasov-lobby.svg`, "/media-proxy/media/brasov-lobby.svg"],
    ["/media/brasov-lobby.svg", "/media-proxy/media/brasov-lobby.svg"],
    ["https://cdn.example.com/a.jpg", "https://cdn.example.com/a.jpg"],
    ["javascript:alert(1)", null],
    ["", null],
    [null, null],
  ])("%s is shown to guests as %s", (url, expected) => {
    expect(publicMediaUrl(url, PMS)).toBe(expected);
  });

  it.each([
    ["/media-proxy/media/brasov-lobby.svg", `${PMS}/media/brasov-lobby.svg`],
    ["/media-proxy/uploads/2026/room.JPG", `${PMS}/uploads/2026/room.JPG`],
    ["/media-proxy/api/anonymous-orgs/x.svg", null],
    ["/media-proxy/media/../api/x.svg", null],
    ["/media-proxy/media/x.html", null],
    ["/media-proxy/media/x%2F.svg", null],
    ["/elsewhere/x.svg", null],
  ])("%s is fetched from %s", (path, expected) => {
    expect(upstreamMediaUrl(path, PMS)).toBe(expected);
  });
});
