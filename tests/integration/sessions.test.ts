import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { UpstreamError } from "../../bff/errors";
import { createGuestSessions } from "../../bff/session";
import { startBffOnMock } from "./support";

describe("signing in keeps the upstream token on the server", () => {
  let bff: Awaited<ReturnType<typeof startBffOnMock>>;
  beforeAll(async () => {
    bff = await startBffOnMock();
  });
  afterAll(() => bff.close());

  it("stores the token in the session store and never in the cookie", async () => {
    const user = await bff.upstream.call("signIn", { body: { email: "guest@example.com", password: "guest-pass-1" } });
    const issued = JSON.stringify(await bff.sessions());
    expect(issued).toContain(user.session_token);

    const sessions = createGuestSessions({ secrets: ["integration-secret-0123"], secure: false });
    const session = await sessions.rotate(await sessions.get(new Request("http://localhost/login")));
    session.set("upstreamToken", user.session_token);
    session.set("user", { email: user.email, role: user.role });
    const setCookie = await sessions.commit(session);
    expect(setCookie).not.toContain(user.session_token);
    expect(Buffer.from(decodeURIComponent(setCookie.split(";")[0]!.split("=")[1]!).split(".")[0]!, "base64").toString()).not.toContain(
      user.session_token,
    );

    const again = await sessions.get(new Request("http://localhost/", { headers: { Cookie: setCookie.split(";")[0]! } }));
    const token = again.get("upstreamToken");
    const me = await bff.upstream.call("getUserSession", {}, { sessionToken: token });
    expect(me.email).toBe("guest@example.com");
  });

  it("is refused by the PMS with a wrong token", async () => {
    const error = await bff.upstream.call("getUserSession", {}, { sessionToken: "f".repeat(48) }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).status).toBe(401);
  });

  it("keeps the PMS's own text for a wrong password", async () => {
    const error = await bff.upstream.call("signIn", { body: { email: "guest@example.com", password: "wrong" } }).catch((e: unknown) => e);
    expect((error as UpstreamError).status).toBe(401);
    expect((error as UpstreamError).guestMessage).toMatch(/invalid email or password/i);
  });
});
