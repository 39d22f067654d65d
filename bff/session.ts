/**
 * Server-side sessions. The `__session` cookie (`__Host-session` in production over https) holds an
 * opaque, random id and nothing else; the upstream session token, the signed-in user and the
 * reservation lookup grants stay in the store. Memory by default; a shared store (Redis) plugs in
 * behind the same `SessionStore` interface.
 *
 * An id a browser presents may have been planted there (docs/decisions/051): whatever a request
 * adds to a session (a grant, a booking form's key, typed values, a sign-in) is stored under an id
 * issued by that request's answer, never under the one it came with.
 */
import { createHmac, randomBytes } from "node:crypto";
import { createCookie, createSession, createSessionStorage, type Session, type SessionStorage } from "@remix-run/node";
import { LRUCache } from "lru-cache";
import { readCookie, type ReadCookie } from "./http/cookies";
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
  /**
   * Stores `data` under a new id and ends `previous` (when given): what a request that added to a
   * session writes (decision 051). A shared store adds to it what `previous` holds and the request
   * did not read (a read that timed out, a change another instance made since).
   */
  renew(previous: string | null, data: unknown, expires?: Date): Promise<string>;
  delete(id: string): Promise<void>;
}

/** The session cookie's name on localhost and plain http (docs/INTERFACE: `__session`). */
export const SESSION_COOKIE = "__session";
/**
 * Its name in production over https: a browser takes a `__Host-` cookie only from this very host,
 * `Secure`, with `Path=/` and no `Domain`, so no sibling subdomain can plant or overwrite it.
 */
export const SECURE_SESSION_COOKIE = "__Host-session";

/** True when a Cookie header carries a session cookie, by either name: cheap, before any parsing. */
export const carriesSession = (header: string | null | undefined): boolean =>
  Boolean(header && (header.includes(`${SESSION_COOKIE}=`) || header.includes(`${SECURE_SESSION_COOKIE}=`)));
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
    async renew(previous, data, expires) {
      const old = previous ? sessions.get(previous) : undefined;
      if (old) old.expiresAt = Math.min(old.expiresAt, Date.now() + RENEWED_GRACE_MS);
      const id = newSessionId();
      sessions.set(id, { data, expiresAt: ttl(expires) });
      return id;
    },
    async delete(id) {
      sessions.delete(id);
    },
  };
}

/**
 * How long a renewed id still reads as it was (never with what the renewal added): requests the
 * browser sent before it learnt the new id (a double click, a second tab's post) still find the
 * session they were sent with, and store what they add under ids of their own (decision 051).
 */
const RENEWED_GRACE_MS = 60_000;

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
 * Moves a session to a new id (decision 051): writes KEYS[2] when KEYS[1] is at the revision the
 * request read (ARGV[1]), and lets KEYS[1] end within RENEWED_GRACE_MS, unchanged; returns 1.
 * Else returns Redis's newer copy to add to, or 2 when the session is gone since it was read
 * (signed out: nothing is written, as an update would not bring it back).
 */
const RENEW_SESSION = `
local current = redis.call('GET', KEYS[1])
local revision = 0
if current then
  revision = 1
  local ok, stored = pcall(cjson.decode, current)
  if ok and type(stored) == 'table' and type(stored.${REVISION}) == 'number' then revision = stored.${REVISION} end
end
if revision ~= tonumber(ARGV[1]) then
  if current then return { 0, current } end
  return { 2 }
end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
if current then
  local left = redis.call('PTTL', KEYS[1])
  if left < 0 or left > tonumber(ARGV[4]) then redis.call('PEXPIRE', KEYS[1], ARGV[4]) end
end
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
  /**
   * Sessions made or changed in memory while Redis was away, not yet in Redis; with their expiry,
   * and for one renewed meanwhile, the id it replaced and the revision that one was read at.
   */
  const unwritten = new LRUCache<string, { expires?: Date; previous?: string; base?: number }>({ max: 100_000 });
  // An id no session has (ids are 43 characters): the "previous" of a session made afresh.
  const NO_SESSION = key("-");

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

  async function renew(previous: string | null, id: string, data: unknown, expires?: Date): Promise<void> {
    let base = revisionOf(data);
    let ours = withoutRevision(data);
    const from = previous ? key(previous) : NO_SESSION;
    for (;;) {
      const text = JSON.stringify({ ...ours, [REVISION]: 1 });
      const [written, current] = (await store.client.eval(RENEW_SESSION, 2, from, key(id), base, text, ttlMs(expires), RENEWED_GRACE_MS)) as [
        number,
        string | null | undefined,
      ];
      if (written !== 0 || current == null) return; // renewed, or ended since it was read
      const theirs = JSON.parse(current) as StoredSession;
      ours = addedTo(withoutRevision(theirs), ours);
      base = revisionOf(theirs) || 1;
    }
  }

  store.whenBack("sessions", async () => {
    for (const [id, { expires, previous, base }] of [...unwritten.entries()]) {
      const local = await fallback.read(id);
      if (local !== null) await (previous ? renew(previous, id, { ...(local as StoredSession), [REVISION]: base ?? 0 }, expires) : write(id, local, expires));
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
    renew: (previous, data, expires) =>
      store.shared(
        "session renew",
        async () => {
          const id = newSessionId();
          await renew(previous, id, data, expires);
          if (previous) {
            unwritten.delete(previous);
            await fallback.delete(previous);
          }
          return id;
        },
        async () => {
          const id = await fallback.renew(previous, withoutRevision(data), expires);
          // Its Redis copy (if any) is added to this one, and renewed, when Redis answers again.
          const earlier = previous ? unwritten.get(previous) : undefined;
          unwritten.set(id, { expires, ...(previous ? { previous: earlier?.previous ?? previous, base: earlier?.base ?? revisionOf(data) } : {}) });
          if (previous) unwritten.delete(previous);
          return id;
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
