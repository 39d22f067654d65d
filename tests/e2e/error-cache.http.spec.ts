/**
 * How error pages may be kept, over plain HTTP against the running site (issue 48, item 4;
 * decision 052): an anonymous 404 in the visitor's language says `public, max-age=60` and varies
 * on what chose the language; with a session it is private; an unknown hotel's 404 says so too.
 */
import { expect, test } from "@playwright/test";
import { hotelSite } from "./support/env";
import { getAt } from "./support/http";

test.describe("error pages say how they may be kept", () => {
  test("an anonymous 404 in Spanish: public for a minute, varying on Cookie and Accept-Language", async () => {
    const answer = await getAt(`${hotelSite("carpathia-ro")}/no-such-page?lang=es`);
    expect(answer.status).toBe(404);
    expect(answer.body).toContain('lang="es"');
    expect(answer.headers["cache-control"]).toBe("public, max-age=60");
    expect(String(answer.headers["vary"])).toMatch(/Cookie/);
    expect(String(answer.headers["vary"])).toMatch(/Accept-Language/);
  });

  test("a 404 for a visitor who carries a session (after a look-up): private, no-cache", async () => {
    const lookUp = await getAt(`${hotelSite("carpathia-ro")}/reservation-search?res=100001&email=ana.popescu%40example.com`);
    expect(lookUp.status).toBe(303);
    const cookie = ([] as string[])
      .concat(lookUp.headers["set-cookie"] ?? [])
      .map((value) => value.split(";")[0]!)
      .join("; ");
    expect(cookie).toMatch(/session=/);
    const answer = await getAt(`${hotelSite("carpathia-ro")}/no-such-page`, { Cookie: cookie });
    expect(answer.status).toBe(404);
    expect(answer.headers["cache-control"]).toBe("private, no-cache");
  });

  test("a location that does not exist (the root's error page): public for a minute", async () => {
    const answer = await getAt(`${hotelSite("carpathia-ro")}/hotel/999999/rooms`);
    expect(answer.status).toBe(404);
    expect(answer.headers["cache-control"]).toBe("public, max-age=60");
  });
});
