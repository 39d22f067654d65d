/**
 * A guest's session for a request: read from its cookie, committed, renewed, ended.
 *
 * Server-side sessions. The `__session` cookie (`__Host-session` in production over https) holds an
 * opaque, random id and nothing else; the upstream session token, the signed-in user and the
 * reservation lookup grants stay in the store. Memory by default; a shared store (Redis) plugs in
 * behind the same `SessionStore` interface: what a session holds is in bff/session-data.ts, the
 * stores in bff/session-memory.ts and bff/session-shared.ts (its revisions in session-revisions.ts).
 *
 * An id a browser presents may have been planted there (docs/decisions/051): whatever a request
 * adds to a session (a grant, a booking form's key, typed values, a sign-in) is stored under an id
 * issued by that request's answer, never under the one it came with.
 */
import { createHmac } from "node:crypto";
import { createCookie, createSession, createSessionStorage, type SessionStorage } from "@remix-run/node";
import { readCookie, type ReadCookie } from "./http/cookies";
import {
  ANONYMOUS_SESSION_HOURS,
  carriesSession,
  newSessionId,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  SESSION_DAYS,
  SESSION_ID,
  type GuestSession,
  type SessionData,
  type SessionFlashData,
  type SessionStore,
} from "./session-data";
import { createMemorySessionStore } from "./session-memory";

export {
  ANONYMOUS_SESSION_HOURS,
  carriesSession,
  newSessionId,
  SECURE_SESSION_COOKIE,
  SESSION_COOKIE,
  type GuestSession,
  type LookupGrant,
  type SessionData,
  type SessionFlashData,
  type SessionStore,
  type SignedInUser,
  type Toast,
} from "./session-data";
export { createMemorySessionStore } from "./session-memory";
export { createSharedSessionStore } from "./session-shared";

export interface GuestSessions {
  storage: SessionStorage<SessionData, SessionFlashData>;
  /** The session cookie's name: `__Host-session` where cookies are Secure, else `__session`. */
  cookieName: string;
  /** The cookie and what a good value is (a signed id we made), for the front door. */
  reader: ReadCookie;
  get(request: Request): Promise<GuestSession>;
  /**
   * Set-Cookie value for a changed session: fourteen days with a signed-in user, else
   * ANONYMOUS_SESSION_HOURS. A session the store did not hold, or one this request added to (a
   * grant, a booking form's key, typed values, a toast, a sign-in), is stored under a new id; the
   * old one reads as it was for a minute, never with the addition, then ends (decision 051). One
   * that only lost something (a flash read) stays where it is.
   */
  commit(session: GuestSession): Promise<string>;
  /**
   * The session with an id: a visitor without one gets a fresh id in a signed cookie (`setCookie`),
   * and nothing is stored until the session is committed — what a page derives from the id (a
   * booking form's key) then costs the server nothing (docs/decisions/032).
   */
  identify(session: GuestSession): Promise<{ session: GuestSession; setCookie: string | null }>;
  /**
   * A key only this session can hold: derived from its id and `purpose` with the session secret,
   * so the same session gets the same key again, and nobody without the id can derive it. UUID-shaped.
   */
  derivedKey(session: GuestSession, purpose: string): string;
  /**
   * An empty session in place of `session`, which ends: a sign-in starts one, so nothing stored
   * under an id that may have been planted (grants, booking keys) reaches the signed-in session.
   */
  startAnew(session: GuestSession): Promise<GuestSession>;
  destroy(session: GuestSession): Promise<string>;
}

/** What a session held when this request read it, and the id it has now (after a commit that renewed it). */
interface AsRead {
  stored: boolean;
  data: Record<string, unknown>;
  id?: string;
}

/** True when `now` holds an entry `before` did not, or holds another value for it: the request added something. */
function gained(before: Record<string, unknown>, now: Record<string, unknown>): boolean {
  for (const [name, value] of Object.entries(now)) if (before[name] !== value) return true;
  return false;
}

export function createGuestSessions(options: { secrets: string[]; secure: boolean; store?: SessionStore }): GuestSessions {
  const store = options.store ?? createMemorySessionStore();
  const cookieName = options.secure ? SECURE_SESSION_COOKIE : SESSION_COOKIE;
  const cookie = createCookie(cookieName, {
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    path: "/",
    secrets: options.secrets,
    maxAge: SESSION_DAYS * 86_400,
  });
  const storage = createSessionStorage<SessionData, SessionFlashData>({
    cookie,
    createData: (data, expires) => store.create(data, expires),
    readData: async (id) => (await store.read(id)) as Partial<SessionData> | null,
    updateData: (id, data, expires) => store.update(id, data, expires),
    deleteData: (id) => store.delete(id),
  });
  const reader: ReadCookie = { cookie, isValid: (value) => typeof value === "string" && SESSION_ID.test(value) };
  const [secret = ""] = options.secrets;

  const asRead = new WeakMap<GuestSession, AsRead>();
  const idOf = (session: GuestSession): string => asRead.get(session)?.id ?? session.id;
  const made = (data: Record<string, unknown>, id: string, stored: boolean): GuestSession => {
    const session = createSession<SessionData, SessionFlashData>(data as unknown as SessionData, id);
    asRead.set(session, { stored, data: { ...data } });
    return session;
  };

  return {
    storage,
    cookieName,
    reader,
    async get(request) {
      const header = request.headers.get("Cookie");
      const id = carriesSession(header) ? await readCookie<string>(reader, header) : null;
      const data = id ? ((await store.read(id)) as Record<string, unknown> | null) : null;
      return made(data ?? {}, id ?? "", data !== null);
    },
    async commit(session) {
      const maxAge = session.get("user") ? SESSION_DAYS * 86_400 : ANONYMOUS_SESSION_HOURS * 3_600;
      const expires = new Date(Date.now() + maxAge * 1_000);
      const read = asRead.get(session);
      const id = idOf(session);
      const data = session.data as Record<string, unknown>;
      if (id && read?.stored && !gained(read.data, data)) {
        await store.update(id, data, expires);
        read.data = { ...data };
        return cookie.serialize(id, { maxAge });
      }
      // Something new is stored: under an id only this answer's browser learns (decision 051).
      const renewed = await store.renew(id || null, data, expires);
      asRead.set(session, { stored: true, data: { ...data }, id: renewed });
      return cookie.serialize(renewed, { maxAge });
    },
    async identify(session) {
      if (idOf(session)) return { session, setCookie: null };
      const id = newSessionId();
      return {
        session: made(session.data as Record<string, unknown>, id, false),
        setCookie: await cookie.serialize(id, { maxAge: ANONYMOUS_SESSION_HOURS * 3_600 }),
      };
    },
    derivedKey(session, purpose) {
      const id = idOf(session);
      if (!id) throw new Error("a key is derived from a session with an id (identify)");
      const hex = createHmac("sha256", secret).update(`${purpose}\n${id}`).digest("hex");
      // Shaped as a version 4 UUID, as a PMS that checks its idempotency keys expects.
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
    async startAnew(session) {
      const id = idOf(session);
      if (id) await store.delete(id);
      return made({}, "", false);
    },
    async destroy(session) {
      const id = idOf(session);
      if (id) await store.delete(id);
      return cookie.serialize("", { maxAge: undefined, expires: new Date(0) });
    },
  };
}
