/**
 * Sessions shared by every instance of the site (Redis), with this process's memory standing in
 * while Redis is away. The revisions and scripts that keep two writers' additions are in
 * bff/session-revisions.ts.
 */
import { LRUCache } from "lru-cache";
import type { SharedStore } from "./redis";
import { newSessionId, SESSION_DAYS, type SessionStore } from "./session-data";
import { createMemorySessionStore, RENEWED_GRACE_MS } from "./session-memory";
import { addedTo, RENEW_SESSION, REVISION, revisionOf, withoutRevision, WRITE_SESSION, type StoredSession } from "./session-revisions";

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
