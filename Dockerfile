# Hospeda in production: the built client plus the API, on PostgreSQL (see docker-compose.yml).
FROM node:20-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=5000 DATA_DIR=/app/data
WORKDIR /app
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json tsconfig.json ./
COPY shared ./shared
COPY server ./server
COPY migrations ./migrations
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 5000
CMD ["node", "--import", "tsx", "server/index.ts"]
