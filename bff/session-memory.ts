/**
 * Sessions kept in this process's memory: the store when no Redis is configured, and the fallback
 * of the shared store while Redis is away (bff/session-shared.ts).
 */
import { LRUCache } from "lru-cache";
import { newSessionId, SESSION_DAYS, type SessionStore } from "./session-data";

/**
 * How long a renewed id still reads as it was (never with what the renewal added): requests the
 * browser sent before it learnt the new id (a double click, a second tab's post) still find the
 * session they were sent with, and store what they add under ids of their own (decision 051).
 */
export const RENEWED_GRACE_MS = 60_000;

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
