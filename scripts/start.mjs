#!/usr/bin/env node
/**
 * `npm start`: builds when the build is missing or older than the sources, then serves it with
 * server.mjs on PORT. With no UPSTREAM_URL the server embeds the mock PMS (see bff/server.ts).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const buildFile = join(root, "build", "index.js");
const sources = ["app", "bff", "contracts", "mocks", "remix.config.js", "package.json"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === "node_modules" || entry.startsWith(".")) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const args = process.argv.slice(2);
if (!args.includes("--no-build")) {
  const builtAt = existsSync(buildFile) ? statSync(buildFile).mtimeMs : 0;
  const changedAt = Math.max(...sources.map((source) => newestMtime(join(root, source))));
  if (builtAt < changedAt) {
    console.log(builtAt ? "Sources changed since the last build: building…" : "No build yet: building…");
    const build = spawnSync(process.execPath, [join(root, "node_modules", "@remix-run", "dev", "dist", "cli.js"), "build"], {
      cwd: root,
      stdio: "inherit",
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}

const server = spawn(process.execPath, [join(root, "server.mjs"), buildFile], {
  cwd: root,
  stdio: "inherit",
  env: { NODE_ENV: "production", ...process.env },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
