/**
 * The media proxy asks the PMS once for each photo, however many guests see it (bff/photos.ts,
 * docs/decisions/065), and only photos are kept: a missing one is asked again. Through the route
 * itself, with a counter in front of the mock PMS.
 */
import { describe, expect, it } from "vitest";
import { appContext, useAppOnMock } from "./support";

const asked: string[] = [];

/** The mock PMS behind a counter of the paths it is asked for. */
const app = useAppOnMock({}, { front: { heard: (path) => asked.push(path) } });

async function photo(path: string) {
  const { loader } = await import("~/routes/media-proxy.$");
  const answer = (await loader({ request: new Request(`http://carpathia-ro.localhost${path}`), params: {}, context: appContext() })) as Response;
  return { status: answer.status, type: answer.headers.get("content-type"), csp: answer.headers.get("content-security-policy"), body: await answer.text() };
}

describe("the media proxy's photos", () => {
  it("fifty guests asking for a photo at once cost the PMS one request; the next guest none", async () => {
    expect(app.mock.url).toBeTruthy();
    asked.length = 0;
    const answers = await Promise.all(Array.from({ length: 50 }, () => photo("/media-proxy/media/brasov-tampa.svg")));
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((answer) => answer.type))).toEqual(new Set(["image/svg+xml"]));
    // The kept photo is the PMS's, whole, to each of them, with the proxy's sandbox.
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(answers[0]!.body).toMatch(/<svg[\s\S]*Tâmpa[\s\S]*<\/svg>\s*$/);
    expect(answers[0]!.csp).toContain("sandbox");
    expect((await photo("/media-proxy/media/brasov-tampa.svg")).body).toBe(answers[0]!.body);
    expect(asked.filter((path) => path === "/media/brasov-tampa.svg")).toHaveLength(1);
  });

  it("a photo the PMS does not have is asked for again by the next guest, and a path that is no photo never", async () => {
    asked.length = 0;
    expect((await photo("/media-proxy/media/not-yet.svg")).status).toBe(404);
    expect((await photo("/media-proxy/media/not-yet.svg")).status).toBe(404);
    expect(asked.filter((path) => path === "/media/not-yet.svg")).toHaveLength(2);
    expect((await photo("/media-proxy/api/anonymous-orgs/carpathia-ro")).status).toBe(404);
    expect(asked.some((path) => path.startsWith("/api/anonymous-orgs"))).toBe(false);
  });
});
