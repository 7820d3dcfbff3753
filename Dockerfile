# Hospeda in production: the built client and the bundled server, run by plain node with production dependencies
# only. The build stage has the development tools (Vite, esbuild, TypeScript); the final image has none of them and
# no TypeScript sources. See docker-compose.yml for PostgreSQL beside it.
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
# dist/public (the client, precompressed) and dist/server (the server bundle with its source map)
RUN npm run build

# The production dependencies on their own, so nothing of the build stage's tools is left in node_modules.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=5000 DATA_DIR=/app/data
WORKDIR /app
# package.json makes dist/server/index.js an ES module ("type": "module") and marks the folder the server reads
# migrations/ and dist/public/ from.
COPY package.json ./
COPY --from=deps /app/node_modules ./node_modules
COPY migrations ./migrations
COPY --from=build /app/dist/public ./dist/public
COPY --from=build /app/dist/server ./dist/server
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 5000
CMD ["node", "--enable-source-maps", "dist/server/index.js"]
