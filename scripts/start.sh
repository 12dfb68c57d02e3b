#!/usr/bin/env bash
# npm start: install npm packages if needed, build everything, then become the server.
# The server applies migrations, seeds an empty database and serves the web app itself;
# configure it with HOST, PORT, DATA_DIR or DATABASE_URL (see docs/operations.md).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-deps.sh
npm run build
# exec: node replaces this shell, so Ctrl-C and a supervisor's SIGTERM reach the server directly
# and it can shut down cleanly (release the data-directory lock, close the database).
exec node packages/server/dist/server.js "$@"
