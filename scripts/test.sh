#!/usr/bin/env bash
# `npm test`: every test, in the order that fails fastest, with the production build made
# beside the checks that use one core (ESLint, Stylelint, Prettier) and the unit and
# integration suite, since only the browser suite waits for it. The type check runs first,
# alone: it reads `.next/types`, which the build writes anew.
set -euo pipefail
cd "$(dirname "$0")/.."

npm run typecheck

build_log=$(mktemp)
next build >"$build_log" 2>&1 &
build_pid=$!
trap 'kill "$build_pid" 2>/dev/null || true; rm -f "$build_log"' EXIT

npm run lint
npm run test:int

echo "Waiting for the production build…"
if ! wait "$build_pid"; then
  cat "$build_log"
  echo "next build failed." >&2
  exit 1
fi
tail -n 25 "$build_log"
playwright test
