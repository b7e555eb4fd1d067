# Every remote's image (mfe-catalog, mfe-search, ...): one remote's workspace, built and served as
# static files by nginx, and, when its build has one (dist-server/index.cjs), its fragment server
# beside nginx, which passes it /_fragment (docs/deployment.md). Each team's image is still its own: APP names the remote's folder (its
# workspace; only that app is installed and built), PORT the port its nginx.conf listens on
# (README.md, ports). Build with the repository root as context, e.g.
#   docker build -f deploy/remote.Dockerfile --build-arg APP=mfe-catalog --build-arg PORT=3001 \
#     -t marketplace/mfe-catalog .
# or `docker compose build mfe-catalog`, whose service passes both. The shell (the host) has its
# own Dockerfile: its image also writes its runtime configuration at container start.
ARG NODE_VERSION=20

# ---- build: the workspaces and the single lock file, then this app only --------------------
# Only the shared packages' manifests and this app's: npm ci links a workspace whose folder is
# absent without complaint, so a new app needs no line here.
FROM node:${NODE_VERSION}-bookworm-slim AS build
ARG APP
WORKDIR /repo
COPY package.json package-lock.json ./
COPY shared-contracts/package.json shared-contracts/
COPY tooling/package.json tooling/
COPY testing/package.json testing/
COPY ${APP}/package.json ${APP}/
RUN npm ci --no-audit --no-fund
COPY tsconfig.base.json tsconfig.json ./
COPY shared-contracts/ shared-contracts/
# Every app's rsbuild.config.ts reads the shared build tooling (@marketplace/tooling).
COPY tooling/ tooling/
COPY ${APP}/ ${APP}/
# A missing APP or a PORT its nginx.conf does not listen on stops the build here, before it runs.
ARG PORT
RUN grep -Eq "^\s*listen\s+${PORT};" "${APP}/nginx.conf" \
 || { echo "APP=${APP} PORT=${PORT}: give a remote's folder and the port its nginx.conf listens on" >&2; exit 1; }
RUN npm run build -w ${APP}
# A remote without a server still has the folder the next stage copies (empty).
RUN mkdir -p ${APP}/dist-server

# ---- serve: nginx, and the fragment server when there is one -------------------------------
FROM nginx:1.27-alpine
ARG APP
ARG PORT
COPY deploy/nginx/security-headers.conf deploy/nginx/hsts.conf deploy/nginx/cors-headers.conf deploy/nginx/remote-csp.conf \
     deploy/nginx/fragments.conf deploy/nginx/app-server.conf /etc/nginx/snippets/
COPY ${APP}/nginx.conf /etc/nginx/conf.d/default.conf
COPY --from=build /repo/${APP}/dist/ /usr/share/nginx/html/
# The server is one bundled file (no node_modules); it reads the manifest of the files nginx serves.
COPY --from=build /repo/${APP}/dist-server/ /srv/app-server/
COPY deploy/with-fragments.awk /tmp/with-fragments.awk
# With a server: Node (Alpine's, for this one file) and the /_fragment location in the conf.
RUN if [ -f /srv/app-server/index.cjs ]; then \
      apk add --no-cache nodejs \
      && awk -f /tmp/with-fragments.awk /etc/nginx/conf.d/default.conf > /tmp/default.conf \
      && mv /tmp/default.conf /etc/nginx/conf.d/default.conf; \
    fi; rm /tmp/with-fragments.awk
COPY deploy/docker-entrypoint-app-server.sh /docker-entrypoint.d/50-app-server.sh
RUN chmod 0755 /docker-entrypoint.d/50-app-server.sh
ENV WEB_DIST=/usr/share/nginx/html
EXPOSE ${PORT}
