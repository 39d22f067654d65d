/**
 * The sign-in form's answers through its route module against the mock PMS (conform + zod, the
 * path without JavaScript): what it refuses before asking the PMS, what the PMS refused, and that
 * the e-mail comes back as typed while the password never does.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, HOTEL_SITE, onHotelSite, routeAnswer, useAppOnMock } from "./support";

useAppOnMock();
let login: typeof import("~/routes/login");

beforeAll(async () => {
  login = await import("~/routes/login");
});

const post = (fields: Record<string, string>) =>
  routeAnswer(() =>
    login.action({
      request: new Request(`${HOTEL_SITE}/login`, {
        method: "POST",
        body: new URLSearchParams(fields),
        headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded" }),
      }),
      params: {},
      context: appContext({ clientAddress: "198.51.100.61" }),
    }),
  );

describe("the sign-in form", () => {
  it("refuses an e-mail longer than e-mails are before asking the PMS: 400, the field's error, the e-mail cut at its limit", async () => {
    const answer = await post({ email: `${"a".repeat(300)}@example.com`, password: "secret-1" });
    expect(answer.status).toBe(400);
    const lastResult = answer.data.lastResult as { error: Record<string, string[]>; initialValue: Record<string, unknown> };
    expect(lastResult.error).toEqual({ email: ["errors.tooLong"] });
    expect(lastResult.initialValue.email).toHaveLength(254);
    expect(lastResult.initialValue.password).toBeUndefined();
    expect(answer.data.problem).toBeNull();
  });

  it("a wrong password is the PMS's refusal: 401, the e-mail kept, the password not", async () => {
    const answer = await post({ email: "guest@example.com", password: "wrong-pass" });
    expect(answer.status).toBe(401);
    expect(answer.data.problem).toEqual({ error: "invalid" });
    expect((answer.data.lastResult as { initialValue: Record<string, unknown> }).initialValue).toMatchObject({ email: "guest@example.com" });
    expect(JSON.stringify(answer.data)).not.toContain("wrong-pass");
  });

  it("the right one signs in: 303 back where the guest came from", async () => {
    const answer = await post({ email: "guest@example.com", password: "guest-pass-1", redirectTo: "/rooms" });
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/rooms");
  });

  it("staff signing in with nowhere to go back to land on the front desk's day, not the guests' home page (issue 39)", async () => {
    const staff = await post({ email: "staff@example.com", password: "staff-pass-1" });
    expect(staff.status).toBe(303);
    expect(staff.location).toBe("/staff");
    const home = await post({ email: "staff@example.com", password: "staff-pass-1", redirectTo: "/" });
    expect(home.location).toBe("/staff");
    // A page asked for is kept, for staff and guests alike; a guest with none goes home.
    expect((await post({ email: "staff@example.com", password: "staff-pass-1", redirectTo: "/rooms" })).location).toBe("/rooms");
    expect((await post({ email: "guest@example.com", password: "guest-pass-1" })).location).toBe("/");
  });
});
