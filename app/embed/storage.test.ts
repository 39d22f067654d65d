import { describe, expect, it } from "vitest";
import { ensureSessionStorage, memoryStorage } from "./storage";

describe("ensureSessionStorage: Remix keeps working in a frame whose storage the browser denies", () => {
  it("replaces a sessionStorage that throws with one in memory", () => {
    const win = {} as Window;
    Object.defineProperty(win, "sessionStorage", {
      configurable: true,
      get() {
        throw new DOMException("Access is denied for this document.", "SecurityError");
      },
    });
    expect(ensureSessionStorage(win)).toBe(true);
    win.sessionStorage.setItem("a", "1");
    expect(win.sessionStorage.getItem("a")).toBe("1");
    expect(win.sessionStorage.length).toBe(1);
    win.sessionStorage.removeItem("a");
    expect(win.sessionStorage.getItem("a")).toBeNull();
  });

  it("leaves a working one alone", () => {
    const storage = memoryStorage();
    const win = { sessionStorage: storage } as unknown as Window;
    expect(ensureSessionStorage(win)).toBe(false);
    expect(win.sessionStorage).toBe(storage);
  });
});
