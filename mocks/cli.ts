/**
 * `npm run mock`: the fake PMS alone, for QA and for a BFF started with UPSTREAM_URL pointing at it.
 */
import { startMockServer } from "./server";

// Started by `npm start` (scripts/embedded-mock.mjs), stdout is a pipe to the site, which may be gone
// when the mock says it is stopping: a closed pipe is no reason to crash on the way out.
process.stdout.on("error", (error: NodeJS.ErrnoException) => {
  if (error.code !== "EPIPE") throw error;
});

const port = Number(process.env.MOCK_PORT ?? 4010);
const host = process.env.MOCK_HOST ?? "127.0.0.1";

const mock = await startMockServer({ port, host, today: process.env.MOCK_TODAY || undefined });
console.log(`Mock PMS listening on ${mock.url} (hotel date ${mock.world.today}); try ${mock.url}/api/anonymous-orgs/carpathia-ro`);

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`Mock PMS stopping (${signal})`);
  mock.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGINT", () => stop("SIGINT"));
process.once("SIGTERM", () => stop("SIGTERM"));
// Started by `npm start`'s cluster primary (scripts/start.mjs), in a process group of its own so
// that a stop signal to the group leaves it to the draining workers: it goes when the primary goes.
if (process.send) process.once("disconnect", () => stop("npm start's primary is gone"));
