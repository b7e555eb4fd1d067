#!/bin/sh
# Starts the app's own server beside nginx when its image has one (the build's
# dist-server/index.cjs: the shell's page server, a remote's fragment server), on
# 127.0.0.1:8080 where nginx passes it requests (deploy/nginx/app-server.conf), and starts it
# again whenever it exits. The nginx image runs it from /docker-entrypoint.d/ after the runtime
# config is written (the page server reads it); nginx then starts in the foreground. While the
# server is down nginx answers without it: the shell with its page as built (the browser renders
# the page), a remote's /_fragment with 502 (the page server leaves that region to the browser).
#
#   APP_SERVER_SCRIPT  the server (default /srv/app-server/index.cjs); absent: nothing to start
#   APP_SERVER_PORT    its port on 127.0.0.1 (default 8080, the port app-server.conf names)
# The server's own settings come from the container's environment (docs/deployment.md).
set -eu

script="${APP_SERVER_SCRIPT:-/srv/app-server/index.cjs}"
if [ ! -f "$script" ]; then
  echo "app server: none in this image; nginx serves the files alone"
  exit 0
fi
command -v node > /dev/null 2>&1 || { echo "app server: node is not installed, cannot run $script" >&2; exit 1; }
PORT="${APP_SERVER_PORT:-8080}"
HOST=127.0.0.1
export PORT HOST

# A server that ran a while is started again at once; one that keeps failing at start (a bad
# setting) is retried ever more slowly, up to 30 s, instead of spinning.
supervise() {
  delay=1
  while :; do
    started=$(date +%s)
    code=0
    node "$script" || code=$?
    if [ $(($(date +%s) - started)) -ge 30 ]; then delay=1; fi
    echo "app server: $script exited with code $code; starting it again in ${delay}s" >&2
    sleep "$delay"
    delay=$((delay * 2))
    if [ "$delay" -gt 30 ]; then delay=30; fi
  done
}

supervise < /dev/null &
echo "app server: $script on $HOST:$PORT (supervisor pid $!), started again whenever it exits"
