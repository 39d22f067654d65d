/**
 * One change of dates at a time per reservation (issue 48, item 4; decision 052). Two different
 * confirms posted at the same moment — two tabs, two devices, a replayed form — each read the
 * reservation before either changed it, so each would pass its own checks and send its own PATCH:
 * the PMS would record whichever came last, at a price the guest saw for the other. A confirm
 * first claims the reservation, in one atomic step: `SET NX` in Redis when REDIS_URL is set (every
 * instance sees the claim), else this process's memory (also while Redis is away), and holds it
 * while the change runs; under it the change reads the reservation again and goes on only if it
 * is still as this confirm read it (date-change.server.ts), so a confirm that read it before
 * another's change and claims just after it is refused too. A refused confirm changes nothing.
 */
import { randomUUID } from "node:crypto";
import { LRUCache } from "lru-cache";
import { bffOf, type Bff, type RouteArgs } from "~/bff.server";

/** Longest a claim may be held by a change that never finished (an instance that died mid-change). */
export const CLAIM_MS = 30_000;
/** Releases a claim only while it is still this confirm's. */
const RELEASE = `
if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

interface Claims {
  /** The claim's token, or null when another confirm holds the reservation. */
  take(reservationId: number): Promise<string | null>;
  /** The change is over (made or not): released. */
  release(reservationId: number, token: string): Promise<void>;
}

function memoryClaims(): Claims {
  // Each held until released, or CLAIM_MS at most; a flood of reservations is bounded.
  const held = new LRUCache<number, { token: string; until: number }>({ max: 50_000 });
  const holder = (id: number) => {
    const claim = held.get(id);
    return claim && claim.until > Date.now() ? claim : null;
  };
  return {
    async take(id) {
      if (holder(id)) return null;
      const token = randomUUID();
      held.set(id, { token, until: Date.now() + CLAIM_MS });
      return token;
    },
    async release(id, token) {
      if (holder(id)?.token === token) held.delete(id);
    },
  };
}

const claimsOf = new WeakMap<Bff, Claims>();
const redisKey = (reservationId: number) => `date-change:${reservationId}`;

function claims(bff: Bff): Claims {
  const known = claimsOf.get(bff);
  if (known) return known;
  const memory = memoryClaims();
  const store = bff.sharedStore;
  const made: Claims = store
    ? {
        take: (id) =>
          store.shared(
            "date-change claims",
            async () => {
              const token = randomUUID();
              return (await store.client.set(redisKey(id), token, "PX", CLAIM_MS, "NX")) === "OK" ? token : null;
            },
            () => memory.take(id),
          ),
        release: (id, token) =>
          store.shared(
            "date-change claims",
            async () => void (await store.client.eval(RELEASE, 1, redisKey(id), token)),
            () => memory.release(id, token),
          ),
      }
    : memory;
  claimsOf.set(bff, made);
  return made;
}

export type Claimed<T> = { kind: "claimed"; outcome: T } | { kind: "held" };

/**
 * Runs `change` holding the reservation's date-change claim, released when it ends (made, refused
 * or thrown), or answers `held` without running it when another confirm holds the claim.
 */
export async function withDateChangeClaim<T>(args: RouteArgs, reservationId: number, change: () => Promise<T>): Promise<Claimed<T>> {
  const held = claims(bffOf(args.context));
  const token = await held.take(reservationId);
  if (token === null) return { kind: "held" };
  try {
    return { kind: "claimed", outcome: await change() };
  } finally {
    await held.release(reservationId, token);
  }
}
