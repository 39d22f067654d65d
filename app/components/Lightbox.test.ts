import { describe, expect, it } from "vitest";
import { swipeStep } from "./Lightbox";

describe("a swipe in the photo viewer", () => {
  const at = { x: 200, y: 400 };
  it("right to left is the next photo, left to right the previous", () => {
    expect(swipeStep(at, { x: 80, y: 410 })).toBe(1);
    expect(swipeStep(at, { x: 320, y: 390 })).toBe(-1);
  });
  it("a short or mostly vertical move is no swipe (a tap, a scroll)", () => {
    expect(swipeStep(at, { x: 190, y: 400 })).toBe(0);
    expect(swipeStep(at, { x: 150, y: 500 })).toBe(0);
    expect(swipeStep(at, at)).toBe(0);
  });
});
