# Production image: Next's standalone server with Payload inside.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1 NEXT_OUTPUT=standalone
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The build needs no database: pages are rendered on their first request, then served from
# the full-route cache (ISR), and revalidated when editors save.
RUN npm run build
# The site's server entry (src/server/http/server.ts, Next's custom server with the request
# guards) as one file beside the standalone output, which brings no custom server of its own.
RUN npx tsx scripts/bundle-server.ts .next/standalone/academy-server.cjs

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 PORT=3000 HOSTNAME=0.0.0.0 HOST=0.0.0.0
# Two glibc malloc arenas keep the server's resident memory near its heap (see scripts/start.ts).
ENV MALLOC_ARENA_MAX=2
RUN useradd --system --uid 1001 app
COPY --from=build --chown=app /app/.next/standalone ./
COPY --from=build --chown=app /app/.next/static ./.next/static
COPY --from=build --chown=app /app/public ./public
COPY --from=build --chown=app /app/scripts/server-heap.mjs ./server-heap.mjs
USER app
EXPOSE 3000
# Migrations, seeding and the admin bootstrap run before the server listens (src/instrumentation.ts).
# The heap limit fits the container's memory limit, or SERVER_HEAP_MB (scripts/server-heap.mjs).
CMD ["sh", "-c", "exec node --max-old-space-size=$(node server-heap.mjs) academy-server.cjs"]
