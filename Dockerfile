# syntax=docker/dockerfile:1
# Porchlight in one image: the API, the dashboard, the widget and the demo on port 8080.
# Build: docker build -t porchlight .   Run: docker run -p 8080:8080 -v porchlight:/data porchlight
# Without DATABASE_URL it keeps its data in the embedded database under /data (a volume);
# for more than one process, see compose.yaml and docs/self-hosting.md.
ARG NODE_VERSION=22

# 1. Everything installed and built.
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY packages/contract/package.json packages/contract/
COPY packages/client/package.json packages/client/
COPY packages/server/package.json packages/server/
COPY widget/package.json widget/
COPY dashboard/package.json dashboard/
COPY demo-site/package.json demo-site/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# 2. The server's production dependencies only (the server bundle imports nothing else).
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/packages/domain/package.json packages/domain/
COPY --from=build /app/packages/contract/package.json packages/contract/
COPY --from=build /app/packages/client/package.json packages/client/
COPY --from=build /app/packages/server/package.json packages/server/
COPY --from=build /app/widget/package.json widget/
COPY --from=build /app/dashboard/package.json dashboard/
COPY --from=build /app/demo-site/package.json demo-site/
RUN npm ci --omit=dev --workspace @porchlight/server --no-audit --no-fund

# 3. What runs: the built server, its migrations, the built web apps; as user node.
FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production PORT=8080 HOST=0.0.0.0 DATA_DIR=/data
WORKDIR /app
COPY --from=deps /app/node_modules node_modules
COPY --from=build /app/package.json ./
COPY --from=build /app/packages/server/package.json packages/server/
COPY --from=build /app/packages/server/dist packages/server/dist
COPY --from=build /app/packages/server/drizzle packages/server/drizzle
COPY --from=build /app/dashboard/package.json dashboard/
COPY --from=build /app/dashboard/dist dashboard/dist
COPY --from=build /app/widget/dist widget/dist
COPY --from=build /app/demo-site/dist demo-site/dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health/live`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "packages/server/dist/main.js"]
