/**
 * The demo's mock PMS (`npm run mock`, mocks/cli.ts) as a child process, on MOCK_PORT or a free
 * port: what `npm start` runs beside the site when UPSTREAM_URL is unset. The site's build holds
 * no mock code; it reaches this PMS over HTTP (EMBEDDED_MOCK_URL) exactly as it would a real one.
 *
 * A process group of its own: a stop signal to the site's group must not end the PMS while the
 * site drains (its in-flight requests and readiness checks still ask it). The parent stops it once
 * it has drained, or when it exits; should the parent die without either (SIGKILL), the mock sees
 * its IPC channel close and stops (mocks/cli.ts).
 */
import { spawn } from "node:child_process";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

/** @returns {Promise<{ url: string, stop: () => void }>} */
export function startEmbeddedMock(env = process.env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", join(root, "mocks", "cli.ts")], {
      cwd: root,
      env: { ...env, MOCK_PORT: env.MOCK_PORT ?? "0" },
      stdio: ["ignore", "pipe", "inherit", "ipc"],
      detached: true,
    });
    const stop = () => {
      if (child.exitCode === null) child.kill("SIGTERM");
    };
    process.once("exit", stop);
    let seen = "";
    child.stdout.on("data", (chunk) => {
      seen += chunk.toString();
      const url = /listening on (http:\/\/[\d.:]+)/.exec(seen)?.[1];
      if (url) {
        child.stdout.removeAllListeners("data");
        child.stdout.resume();
        resolve({ url, stop });
      }
    });
    child.once("exit", (code) => reject(new Error(`the mock PMS exited (${code}) before listening`)));
  });
}
