/**
 * What one client may make the PMS answer for the booking page's extras (issue 48, item 3;
 * decision 052): the price calendar's months and the nearest stays are questions the BFF asks on
 * a guest's behalf, up to 31 for one request. Answers are kept for every guest, so only a load the
 * cache cannot answer (a cold load) spends; each spends, before it asks, one point per search it
 * will make, from the client's budget of PMS_SEARCHES_PER_CLIENT_MINUTE (160 by default: five cold
 * months of the calendar, or twenty searches with nothing free), counted with the attempt
 * limiter (bff/limiter.ts: per client network, in Redis when REDIS_URL is set, in this process's
 * memory while Redis is away). A client past it gets the calendar's days as "unknown" and no
 * nearest stays: the page still works, the search itself is not counted here.
 */
import { bffOf, createAttemptLimiter, type AttemptLimiter, type Bff, type RouteArgs } from "~/bff.server";

/** The client's budget for this minute is spent: the load is not asked (and not remembered as a failure). */
export class BudgetSpent extends Error {
  override name = "BudgetSpent";
}

const budgets = new WeakMap<Bff, AttemptLimiter<"client">>();

function budgetOf(bff: Bff): AttemptLimiter<"client"> {
  let budget = budgets.get(bff);
  if (!budget) {
    budget = createAttemptLimiter({
      name: "pms-extras",
      max: { client: bff.config.PMS_SEARCHES_PER_CLIENT_MINUTE },
      windowMs: 60_000,
      redis: bff.sharedStore?.client,
      // Extras are not worth refusing a guest over: counted per process while Redis is away.
      whenRedisIsAway: "memory",
      logger: bff.logger,
    });
    budgets.set(bff, budget);
  }
  return budget;
}

/**
 * Spends `searches` of the client's budget, or throws BudgetSpent having spent nothing. A request
 * without a client address (none behind server.mjs's front door) is counted as one client.
 */
export async function spendSearches({ context }: RouteArgs, searches: number): Promise<void> {
  if (searches <= 0) return;
  const take = await budgetOf(bffOf(context)).take({ client: context.clientAddress || "unknown" }, searches);
  if (take.kind !== "taken") throw new BudgetSpent(`the client's PMS searches for this minute are spent (${take.kind})`);
}
