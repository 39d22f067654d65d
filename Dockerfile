# The booking site as a container (docs/scaling.md, README "Containers").
#   docker build -t booking-site .
#   docker run -p 3000:3000 -e UPSTREAM_URL=https://pms.example.com -e SESSION_SECRET=… booking-site
# Without UPSTREAM_URL it serves the demo on the embedded mock PMS, as `npm start` does.

# ── build: every dependency, then the production build ─────────────────────────────────────────
FROM node:24-bookworm-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
COPY package.json package-lock.json ./
# patches/ is applied by npm's postinstall (patch-package): it must be there before the install.
COPY patches ./patches
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# ── runtime: production dependencies only, no sources the site does not run ───────────────────
FROM node:24-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production PORT=3000
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/build ./build
COPY --from=build /app/public ./public
COPY server.mjs ./
COPY scripts/start.mjs ./scripts/
# The mock PMS (`npm run mock`, and the cluster primary's demo mock) runs from its sources with tsx.
COPY mocks ./mocks
COPY contracts ./contracts
USER node
EXPOSE 3000
# Liveness only (/healthz): /readyz also asks the PMS, and a PMS outage must not restart the site.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"
# start.mjs: one server, or WEB_CONCURRENCY workers (node:cluster); SIGTERM drains them (SHUTDOWN_DRAIN_MS).
CMD ["node", "scripts/start.mjs", "--no-build"]
