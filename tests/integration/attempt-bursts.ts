/**
 * Bursts against every attempt limit, through the routes' own actions, as an attacker sends them:
 * all at once. Shared by the in-memory file and the Redis one (two BFFs on one Redis). Whatever
 * the interleaving, no more attempts than the limit may reach the PMS.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { appContext, HOTEL_SITE, onHotelSite, routeAnswer } from "./support";

const LOOK_UPS = "POST /api/locations/{location}";
const SIGN_INS = "POST /api/users/sessions";
export const BURST_LIMITS = {
  LOOKUP_ATTEMPTS_PER_RESERVATION: "5",
  LOOKUP_ATTEMPTS_PER_CLIENT: "10",
  SIGNIN_ATTEMPTS_PER_ACCOUNT: "5",
  SIGNIN_ATTEMPTS_PER_CLIENT: "10",
};

export function describeAttemptBursts(where: string, mockUrl: () => string) {
  let reservationRoute: typeof import("~/routes/reservations.$reservationId");
  let loginRoute: typeof import("~/routes/login");
  beforeAll(async () => {
    reservationRoute = await import("~/routes/reservations.$reservationId");
    loginRoute = await import("~/routes/login");
  });

  const callsTo = async (endpoint: string) => ((await (await fetch(`${mockUrl()}/__mock/calls`)).json()) as Record<string, number>)[endpoint] ?? 0;
  const form = (fields: Record<string, string>) => ({
    method: "POST",
    body: new URLSearchParams(fields),
    headers: onHotelSite({ "Content-Type": "application/x-www-form-urlencoded" }),
  });

  async function lookUp(reservationId: string, email: string, client: string) {
    const request = new Request(`${HOTEL_SITE}/reservations/${reservationId}`, form({ intent: "lookup", email }));
    return routeAnswer(() => reservationRoute.action({ request, params: { reservationId }, context: appContext({ clientAddress: client }) }));
  }
  async function signIn(email: string, password: string, client: string) {
    const request = new Request(`${HOTEL_SITE}/login`, form({ email, password, redirectTo: "/" }));
    return routeAnswer(() => loginRoute.action({ request, params: {}, context: appContext({ clientAddress: client }) }));
  }
  const statuses = (answers: { status: number }[]) => answers.map((answer) => answer.status);

  describe(`bursts against the attempt limits (${where})`, () => {
    it("60 look-ups of one code at once: 5 reach the PMS, and the right e-mail sent last is refused", async () => {
      const guesses = Array.from({ length: 59 }, (_, n) => lookUp("100001", `guess-${n}@example.com`, `198.51.100.${n + 1}`));
      const right = lookUp("100001", "ana.popescu@example.com", "203.0.113.200");
      const answers = await Promise.all([...guesses, right]);
      expect(await callsTo(LOOK_UPS)).toBe(5);
      expect(statuses(answers).filter((status) => status === 404)).toHaveLength(5);
      expect(statuses(answers).filter((status) => status === 429)).toHaveLength(55);
      expect(answers.at(-1)!.status).toBe(429);
    });

    it("50 look-ups of 50 codes from one client at once: 10 reach the PMS", async () => {
      const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => lookUp(String(700_001 + n), "x@example.com", "198.51.100.77")));
      expect(await callsTo(LOOK_UPS)).toBe(10);
      expect(statuses(answers).filter((status) => status === 429)).toHaveLength(40);
    });

    it("50 sign-ins of one account at once: 5 reach the PMS, and the right password sent last is refused", async () => {
      const guesses = Array.from({ length: 49 }, (_, n) => signIn("staff@example.com", `wrong-${n}`, `198.51.100.${n + 1}`));
      const right = signIn("staff@example.com", "staff-pass-1", "203.0.113.201");
      const answers = await Promise.all([...guesses, right]);
      expect(await callsTo(SIGN_INS)).toBe(5);
      expect(statuses(answers).filter((status) => status === 429)).toHaveLength(45);
      expect(answers.at(-1)!.status).toBe(429);
      const tokens = (await (await fetch(`${mockUrl()}/__mock/sessions`)).json()) as { active: string[] };
      expect(tokens.active).toEqual([]);
    });

    it("50 sign-ins of 50 accounts from one IPv6 network at once: 10 reach the PMS", async () => {
      const answers = await Promise.all(
        Array.from({ length: 50 }, (_, n) => signIn(`nobody-${n}@example.com`, "x", `2001:db8:77:1:${(n + 1).toString(16)}::1`)),
      );
      expect(await callsTo(SIGN_INS)).toBe(10);
      expect(statuses(answers).filter((status) => status === 429)).toHaveLength(40);
    });

    it("a success gives back its attempt: the right e-mail within the limit opens the stay, and the code keeps its other attempts", async () => {
      expect((await lookUp("100003", "wrong@example.com", "198.51.100.150")).status).toBe(404);
      expect((await lookUp("100003", "maria.ionescu@example.com", "198.51.100.151")).status).toBe(303);
      const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => lookUp("100003", `guess-${n}@example.com`, `198.51.100.${n + 160}`)));
      expect(statuses(answers).filter((status) => status === 404)).toHaveLength(4);
    });
  });
}
