# syntax=docker/dockerfile:1
#
# The one image recipe of every app in the repository: each service, the bff, and the third
# parties' local stand-ins (the `test` workspace, for Docker Compose only). Build from the
# repository root, which is the build context (the lockfile and the shared workspaces live there):
#
#   docker build --build-arg APP=services/identity --build-arg PORT=8081 -t market-catalysts/identity .
#   docker build --build-arg APP=bff --build-arg PORT=8080 --build-arg ASSETS=web/dist -t market-catalysts/bff .
#
#   APP     the workspace folder to run (`services/<name>`, `bff`, `test`); the image starts its
#           dist/main.js (the emulators' image is given its command by docker-compose.yml).
#   PORT    its HTTP port (DESIGN.md §4): health, readiness and metrics.
#   ASSETS  repository folders it reads at run time besides the compiled code, space-separated:
#           the bff's web/dist, the content service's content. Its prisma/ folder, when it has one,
#           is always taken: a service applies its committed migrations at start-up.
#
# Stages: base → manifests → deps (every dependency, dev included) → build (contracts, Prisma
# clients, swc, the web app) → app (APP's files, picked from the build) → runtime (production
# dependencies of APP and the workspaces it imports, plus those files). Nothing before `app` reads
# a build argument, so BuildKit builds those stages once and every image shares them.

# Same Node as the root devDependency `node` (package-lock.json); bump both together.
# For fully reproducible builds, pin the digest too: node:<version>-bookworm-slim@sha256:…
FROM node:24.21.0-bookworm-slim AS base
WORKDIR /app
ENV NPM_CONFIG_UPDATE_NOTIFIER=false \
    NPM_CONFIG_FUND=false \
    NPM_CONFIG_AUDIT=false

# ---- manifests: only what npm needs to install -------------------------------------------------
# The lockfile and every workspace's package.json: the build compiles every workspace, so it needs
# all their dependencies. Gathering them here, by glob, keeps this file unchanged when a service
# is added, and BuildKit compares the copied files by content: the install layers below stay
# cached until a manifest or the lockfile really changes, not on every source edit.
FROM base AS manifests
COPY . /src
RUN mkdir /manifests \
 && cd /src \
 && cp --parents package.json package-lock.json .npmrc */package.json services/*/package.json /manifests/

# ---- deps: the full toolchain ------------------------------------------------------------------
# --ignore-scripts, then rebuild exactly the packages whose install scripts the build needs:
# @swc/core and @bufbuild/buf check their platform binaries, argon2 loads (or builds) its addon.
# npm 11 would read the same list from package.json's `allowScripts`, but only recent npm 11
# releases know that field and the npm inside the image follows the Node tag. An explicit list
# behaves the same with every npm, and still skips the scripts we never want in an image: the
# `node` package downloading a second Node (the image has one) and Prisma's engine download (the
# services migrate with the WebAssembly engine).
FROM base AS deps
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --ignore-scripts \
 && npm rebuild argon2 @swc/core @bufbuild/buf

# ---- build: contracts, Prisma clients, swc, the web app ------------------------------------------
# The same build as on a laptop. It compiles every workspace, once for all images.
FROM deps AS build
COPY . .
RUN node scripts/build.mjs

# ---- app: the files APP runs from ----------------------------------------------------------------
# Its compiled code and that of the shared workspaces every app imports (runtime, proto, api,
# market-time), its prisma/ folder when it has one, and ASSETS; all at the paths they have in the
# repository, so defaults computed from a file's location (the bff's WEB_DIST) hold in the image too.
FROM build AS app
ARG APP
ARG PORT
ARG ASSETS=""
RUN : "${APP:?build with --build-arg APP=<workspace folder>, e.g. services/identity}" \
 && : "${PORT:?build with --build-arg PORT=<its HTTP port>, e.g. 8081}" \
 && mkdir /out \
 && cp -r --parents "$APP/dist" runtime/dist proto/dist api/dist market-time/dist $ASSETS /out/ \
 && if [ -d "$APP/prisma" ]; then cp -r --parents "$APP/prisma" /out/; fi

# ---- runtime -------------------------------------------------------------------------------------
FROM base AS runtime
ARG APP
ARG PORT
ENV NODE_ENV=production
# The V8 heap's budget inside the pods' 384 MiB (k8s/components/service): an old generation of
# 192 MiB and young semi-spaces of 16 MiB. Left to itself on a large host, V8 grows semi-spaces to
# 64 MiB and collects the old generation late, and resident memory follows. scripts/stack.mjs gives
# the processes it starts the same budget (MEMORY_BUDGET there).
ENV NODE_OPTIONS="--max-old-space-size=192 --max-semi-space-size=16"
# Two glibc malloc arenas: by default glibc opens up to eight per core, one per thread allocating at
# once, and keeps what they freed, so resident memory outgrows the heap after a burst (docs/decisions.md).
ENV MALLOC_ARENA_MAX=2
# Production dependencies of APP and of the workspaces it imports, nothing else. The root
# package.json holds only dev tools, so the workspace root is left out. `--omit=optional` too: the
# Prisma CLI (with TypeScript and Prisma Studio, about 240 MB) is both a devDependency and an
# optional peer of @prisma/client, which the lockfile records as `devOptional`, and npm leaves
# such packages out only when dev and optional are both omitted. No runtime code needs an
# optional dependency (pg-cloudflare is for Cloudflare Workers; msgpackr-extract is BullMQ's
# native speed-up, without which msgpackr uses plain JavaScript).
# `npm rebuild argon2` loads identity's addon from its prebuilt binary, so a platform without one
# fails here, at build time, rather than at the first login; in an image without argon2 it does
# nothing.
COPY --from=manifests /manifests/ ./
RUN --mount=type=cache,target=/root/.npm \
    npm ci --omit=dev --omit=optional --ignore-scripts --include-workspace-root=false \
      --workspace "$APP" --workspace runtime --workspace proto --workspace api --workspace market-time \
 && npm rebuild argon2
COPY --from=app /out/ ./

# Files stay owned by root and read-only for the process; it writes only to /tmp (an emptyDir in
# Kubernetes, where the root filesystem is read-only). `node` is uid 1000 in the official image.
USER node
WORKDIR /app/${APP}
ENV HTTP_HOST=0.0.0.0 \
    HTTP_PORT=${PORT}
EXPOSE ${PORT}
# Liveness only: /readyz also checks the database, NATS or Redis, which is the orchestrator's business.
# The bff answers it on METRICS_PORT (set it when running the bff's image), a service on HTTP_PORT.
HEALTHCHECK --interval=15s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.METRICS_PORT || process.env.HTTP_PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "dist/main.js"]
