/**
 * A session's revisions in Redis: two requests (two tabs, two instances) that changed one session
 * never lose each other's additions. The revision travels inside the session's data, the Lua
 * scripts write only over the revision a request read, and what lost the race is added to the
 * newer copy (bff/session-shared.ts uses them; decision 051 for renewals).
 */

/**
 * The revision a session was read at, kept inside its data so that the request that read it
 * carries it to its write: Remix hands a store only the data. Redis's copy holds the revision it
 * is at (a copy written before revisions were kept is revision 1; none at all, 0).
 */
export const REVISION = "__revision";

export type StoredSession = Record<string, unknown>;

export const revisionOf = (data: unknown): number => {
  const revision = (data as StoredSession | null)?.[REVISION];
  return typeof revision === "number" && Number.isSafeInteger(revision) ? revision : 0;
};
export const withoutRevision = (data: unknown): StoredSession => {
  const { [REVISION]: _revision, ...rest } = (data ?? {}) as StoredSession;
  return rest;
};
const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * A copy written from an older revision, onto Redis's newer one: it adds what the newer copy lacks
 * (a grant, a booking form's key or booking, a toast; entry by entry inside such maps) and never
 * replaces what the newer copy holds.
 */
export function addedTo(newer: StoredSession, older: StoredSession): StoredSession {
  const result = { ...newer };
  for (const [name, value] of Object.entries(older)) {
    const kept = newer[name];
    if (kept === undefined) result[name] = value;
    else if (isRecord(kept) && isRecord(value)) result[name] = { ...value, ...kept };
  }
  return result;
}

/**
 * Both scripts begin alike: the session Redis holds (KEYS[1]) and the revision it is at, read as
 * revisionOf reads it (a copy without one is revision 1, no copy 0).
 */
const READ_REVISION = `
local current = redis.call('GET', KEYS[1])
local revision = 0
if current then
  revision = 1
  local ok, stored = pcall(cjson.decode, current)
  if ok and type(stored) == 'table' and type(stored.${REVISION}) == 'number' then revision = stored.${REVISION} end
end
`;

/**
 * Writes a session only over the revision it was read at (ARGV[1]) and returns 1; else returns
 * Redis's newer copy, or nothing when the session is gone since it was read (signed out, expired).
 */
export const WRITE_SESSION = `${READ_REVISION}if revision ~= tonumber(ARGV[1]) then return { 0, current } end
redis.call('SET', KEYS[1], ARGV[2], 'PX', ARGV[3])
return { 1 }`;

/**
 * Moves a session to a new id (decision 051): writes KEYS[2] when KEYS[1] is at the revision the
 * request read (ARGV[1]), and lets KEYS[1] end within RENEWED_GRACE_MS, unchanged; returns 1.
 * Else returns Redis's newer copy to add to, or 2 when the session is gone since it was read
 * (signed out: nothing is written, as an update would not bring it back).
 */
export const RENEW_SESSION = `${READ_REVISION}if revision ~= tonumber(ARGV[1]) then
  if current then return { 0, current } end
  return { 2 }
end
redis.call('SET', KEYS[2], ARGV[2], 'PX', ARGV[3])
if current then
  local left = redis.call('PTTL', KEYS[1])
  if left < 0 or left > tonumber(ARGV[4]) then redis.call('PEXPIRE', KEYS[1], ARGV[4]) end
end
return { 1 }`;
