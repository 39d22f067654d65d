import { describe, expect, it } from "vitest";
import { backFromRoomPhotos, roomPhotosPath, roomTypesAskedFor, solutionAnchor } from "./room-photos";

describe("the room photos page's address", () => {
  it("carries the solution and the search's own fields, nothing else", () => {
    const path = roomPhotosPath("1011:1,1013:2", {
      day_from: "2026-12-08",
      day_to: "2026-12-11",
      adults: "2",
      children: "0",
      rooms: "1",
      location: "101",
      extra: "x",
    });
    const url = new URL(path, "http://hotel.test");
    expect(url.pathname).toBe("/rooms/photos");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      room_types: "1011:1,1013:2",
      day_from: "2026-12-08",
      day_to: "2026-12-11",
      adults: "2",
      children: "0",
      rooms: "1",
      location: "101",
    });
  });

  it("reads a solution's key or plain ids, and refuses anything else", () => {
    expect(roomTypesAskedFor("1011:1,1013:2")).toEqual([1011, 1013]);
    expect(roomTypesAskedFor("1013,1011")).toEqual([1013, 1011]);
    expect(roomTypesAskedFor("1011,1011")).toBeNull();
    expect(roomTypesAskedFor("0")).toBeNull();
    expect(roomTypesAskedFor("1011;drop")).toBeNull();
    expect(roomTypesAskedFor("")).toBeNull();
    expect(roomTypesAskedFor(null)).toBeNull();
  });
});

describe("the way back from the room photos page", () => {
  it("leads to the same search, at the room's card", () => {
    const back = backFromRoomPhotos(new URLSearchParams("room_types=1011:1&day_from=2026-12-08&day_to=2026-12-11&adults=2&rooms=1&location=101&o=x"));
    expect(back).toEqual({
      kind: "search",
      path: "/reservation-new?day_from=2026-12-08&day_to=2026-12-11&adults=2&rooms=1&location=101",
      hash: `#${solutionAnchor("1011:1")}`,
    });
    expect(solutionAnchor("1011:1,1013:2")).toBe("solution-1011-1-1013-2");
  });

  it("leads to the rooms when there was no search, and never elsewhere", () => {
    expect(backFromRoomPhotos(new URLSearchParams("room_types=1011"))).toEqual({ kind: "rooms", path: "/rooms", hash: "" });
    expect(backFromRoomPhotos(new URLSearchParams("room_types=1011&location=102"))).toEqual({ kind: "rooms", path: "/rooms?location=102", hash: "" });
    const back = backFromRoomPhotos(new URLSearchParams("room_types=1011&day_from=//evil.test&day_to=x"));
    expect(back.path.startsWith("/reservation-new?")).toBe(true);
  });
});
