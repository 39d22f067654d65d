/**
 * Server-side sessions. The `__session` cookie holds an opaque, random id and nothing else; the
 * upstream session token, the signed-in user and the reservation lookup grants stay in the store.
 * Memory by default; a shared store (Redis) plugs in behind the same `SessionStore` interface.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createCookie, createSession, createSessionStorage, type Session, type SessionStorage } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import type { ReadCookie } from "./http/cookies";
import type { SharedStore } from "./redis";

export interface SignedInUser {
  email: string;
  role: "guest" | "staff";
  /** A staff member's organisation, when the PMS says (UserSession.org_id). */
  orgId?: number | null;
  firstName?: string | null;
  lastName?: string | null;
  phone?: string | null;
  language?: string | null;
}

/** The right to see one reservation, earned by its code + matching e-mail (checked upstream). */
export interface LookupGrant {
  email: string;
  grantedAt: number;
}

export interface SessionData {
  upstreamToken: string;
  user: SignedInUser;
  grants: Record<string, LookupGrant>;
  /**
   * Booking form fingerprint → its idempotency key, where it is not the one derived from the session
   * id (`formKey`): a fresh key after a form was used by another guest, or the key a post carried.
   */
  bookingKeys: Record<string, string>;
  /** Idempotency key → the reservation it booked: that form's page says so instead of offering it again. */
  bookedKeys: Record<string, number>;
}

export interface Toast {
  kind: "success" | "error" | "info";
  /** A translation key, or the server's own text when `text` is set. */
  key?: string;
  text?: string;
}

export interface SessionFlashData {
  /** The reservation the guest has just booked: its page greets them once with what comes next. */
  booked: number;
  toast: Toast;
  /** A form's typed values carried across a redirect (e.g. the booking form over a sign-in). */
  typed: Record<string, string>;
}

export type GuestSession = Session<SessionData, SessionFlashData>;

/** Where session data lives; ids are made by the store so they come from a CSPRNG. */
export interface SessionStore {
  create(data: unknown, expires?: Date): Promise<string>;
  read(id: string): Promise<unknown | null>;
  update(id: string, data: unknown, expires?: Date): Promise<void>;
  delete(id: string): Promise<void>;
}

export const SESSION_COOKIE = "__session";
/** A signed-in guest's or staff member's session (docs/decisions/003). */
const SESSION_DAYS = 14;
/**
 * A session without a signed-in user: made at a visitor's first post (a booking, a look-up), it
 * holds that day's lookup grants and booking forms; it lives hours, not weeks, so strangers cannot
 * pile sessions up (docs/decisions/032).
 */
export const ANONYMOUS_SESSION_HOURS = 12;

const SESSION_ID = /^[A-Za-z0-9_-]{43}$/;

/** 256 random bits, base64url: unguessable, and says nothing about the guest. */
export const newSessionId = (): string => randomBytes(32).toString("base64url");

export function createMemorySessionStore(maxSessions = 100_000): SessionStore {
  const sessions = new LRUCache<string, { data: unknown; expiresAt: number }>({ max: maxSessions });
  const ttl = (expires?: Date) => (expires ? expires.getTime() : Date.now() + SESSION_DAYS * 86_400_000);
  return {
    async create(data, expires) {
      const id = newSessionId();
      sessions.set(id, { data, expiresAt: ttl(expires) });
      return id;
    },
    async read(id) {
      const entry = sessions.get(id);
      if (!entry) return null;
      if (entry.expiresAt <= Date.now()) {
        sessions.delete(id);
        return null;
      }
      return entry.data;
    },
    async update(id, data, expires) {
      sessions.set(id, { data, expiresAt: ttl(expires) });
    },
    async delete(id) {
      sessions.delete(id);
    },
  };
}

/**
 * The revision a session was read at, kept inside its data so that the request that read it
 * carries it to its write: Remix hands a store only the data. Redis's copy holds the revision it
 * is at (a copy written before revisions were kept is revision 1; none at all, 0).
 */
const REVISION = "__revision";

type StoredSession = Record<string, unknown>;

const revisionOf = (data: unknown): number => {
  const revision = (data as StoredSession | null)?.[REVISION];
  return typeof revision === "number" && Number.isSafeInteger(revision) ? revision : 0;
};
const withoutRevision = (data: unknown): StoredSession => {
  const { [REVISION]: _revision, ...rest } = (data ?? {}) as StoredSession;
  return rest;
};
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A copy written from an older revision, onto Redis's newer one: it adds what the newer copy lacks
 * (a grant, a booking form's key or booking, a toast; entry by entry inside such maps) and never
 * replaces what the newer copy holds.
 */
function addedTo(newer: StoredSession, older: StoredSession): StoredSession {
  const result = { ...newer };
  for (const [name, value] of Object.entries(older)) {
    const kept = newer[name];
    if (kept === undefined) result[name] = value;
    else if (isRecord(kept) && isRecord(value)) result[name] = { ...value, ...kept };
  }
  return result;
}

/**
 * Writes a session only over the revision it was read at (ARGV[1]) and returns 1; else returns
 * Redis's newer copy, or nothing when the session is gone since it was read (signed out, expired).
 */
const WRITE_SESSION = `
local current = redis.call('GET', KEYS[1])
local revision = 0
if current then
  revision = 1
  local ok, stored = pcall(cjson.decode, current)
  if ok and type(stored) == 'table' and type(stored.${REVISION}) == 'number' then revision = stored.${REVISION} end
end
if revision ~= tonumber(ARGV[1]) then return { 0, current } end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return { 1 }`;

/**
 * Sessions in Redis, so a guest signed in on one instance is signed in on all of them. While Redis
 * is away, sessions are made and changed in this process's memory (a guest behind sticky
 * balancing keeps theirs), read from there first, and written back when Redis answers again.
 *
 * Every write is versioned: it lands only on the revision its request read. One read on an older
 * revision — a read that timed out and gave an empty session, a change kept in memory during an
 * outage, a write Redis applied late — is added to Redis's newer copy instead of replacing it; one
 * whose session is gone from Redis since (signed out) is dropped, never brings it back.
 */
export function createSharedSessionStore(store: SharedStore, fallback: SessionStore = createMemorySessionStore()): SessionStore {
  const key = (id: string) => `session:${id}`;
  const ttlMs = (expires?: Date) => Math.max(1_000, expires ? expires.getTime() - Date.now() : SESSION_DAYS * 86_400_000);
  /** Sessions made or changed in memory while Redis was away, not yet in Redis; with their expiry. */
  const unwritten = new LRUCache<string, { expires?: Date }>({ max: 100_000 });

  async function write(id: string, data: unknown, expires?: Date): Promise<void> {
    let base = revisionOf(data);
    let ours = withoutRevision(data);
    // Each round meets a newer revision than the last: only as many as writers in between.
    for (;;) {
      const text = JSON.stringify({ ...ours, [REVISION]: base + 1 });
      const [written, current] = (await store.client.eval(WRITE_SESSION, 1, key(id), base, text, ttlMs(expires))) as [number, string | null | undefined];
      if (written === 1) return;
      if (current == null) return; // gone since it was read: ended, not to be brought back
      const theirs = JSON.parse(current) as StoredSession;
      ours = addedTo(withoutRevision(theirs), ours);
      base = revisionOf(theirs) || 1;
    }
  }

  store.whenBack("sessions", async () => {
    for (const [id, { expires }] of [...unwritten.entries()]) {
      const local = await fallback.read(id);
      if (local !== null) await write(id, local, expires);
      // Changed in memory meanwhile (Redis went away again): that copy stays, for the next return.
      if ((await fallback.read(id)) !== local) continue;
      unwritten.delete(id);
      await fallback.delete(id);
    }
  });

  return {
    create: (data, expires) =>
      store.shared(
        "session create",
        async () => {
          const id = newSessionId();
          // NX: 256 random bits never collide, but a store must not overwrite whatever it finds.
          const done = await store.client.set(key(id), JSON.stringify({ ...withoutRevision(data), [REVISION]: 1 }), "PX", ttlMs(expires), "NX");
          if (done !== "OK") throw new Error("session id already taken");
          return id;
        },
        async () => {
          const id = await fallback.create(withoutRevision(data), expires);
          unwritten.set(id, { expires });
          return id;
        },
      ),
    async read(id) {
      // A copy in memory was written while Redis was away and is not in Redis yet.
      const local = await fallback.read(id);
      if (local !== null) return local;
      return store.shared(
        "session read",
        async () => {
          const text = await store.client.get(key(id));
          if (text === null) return null;
          const stored = JSON.parse(text) as StoredSession;
          return { ...stored, [REVISION]: revisionOf(stored) || 1 };
        },
        async () => null,
      );
    },
    update: (id, data, expires) =>
      store.shared(
        "session update",
        async () => {
          await write(id, data, expires);
          unwritten.delete(id);
          await fallback.delete(id);
        },
        async () => {
          await fallback.update(id, data, expires);
          unwritten.set(id, { expires });
        },
      ),
    delete: (id) =>
      store.forget("session delete", key(id), async () => {
        unwritten.delete(id);
        await fallback.delete(id);
      }),
  };
}

export interface GuestSessions {
  storage: SessionStorage<SessionData, SessionFlashData>;
  /** The cookie and what a good value is (a signed id we made), for the front door. */
  reader: ReadCookie;
  get(request: Request): Promise<GuestSession>;
  /** Set-Cookie value for a changed session: fourteen days with a signed-in user, else ANONYMOUS_SESSION_HOURS. */
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
  /** A new id for the same data: done on sign-in so a planted session id is worthless. */
  rotate(session: GuestSession): Promise<GuestSession>;
  destroy(session: GuestSession): Promise<string>;
}

export function createGuestSessions(options: { secrets: string[]; secure: boolean; store?: SessionStore }): GuestSessions {
  const store = options.store ?? createMemorySessionStore();
  const cookie = createCookie(SESSION_COOKIE, {
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

  const anonymous = { maxAge: ANONYMOUS_SESSION_HOURS * 3_600 };
  const [secret = ""] = options.secrets;

  return {
    storage,
    reader: { cookie, isValid: (value) => typeof value === "string" && SESSION_ID.test(value) },
    get: (request) => storage.getSession(request.headers.get("Cookie")),
    commit: (session) => storage.commitSession(session, session.get("user") ? undefined : anonymous),
    async identify(session) {
      if (session.id) return { session, setCookie: null };
      const id = newSessionId();
      return { session: createSession<SessionData, SessionFlashData>(session.data as SessionData, id), setCookie: await cookie.serialize(id, anonymous) };
    },
    derivedKey(session, purpose) {
      if (!session.id) throw new Error("a key is derived from a session with an id (identify)");
      const hex = createHmac("sha256", secret).update(`${purpose}\n${session.id}`).digest("hex");
      // Shaped as a version 4 UUID, as a PMS that checks its idempotency keys expects.
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
    async rotate(session) {
      const data = { ...session.data };
      if (session.id) await storage.destroySession(session);
      const fresh = await storage.getSession();
      for (const [key, value] of Object.entries(data)) fresh.set(key as keyof SessionData, value as never);
      return fresh;
    },
    destroy: (session) => storage.destroySession(session),
  };
}
