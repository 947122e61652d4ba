#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Installs Debian's Chromium and Java when missing.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

if ! command -v "${CHROMIUM_PATH:-/usr/bin/chromium}" >/dev/null 2>&1; then
  step "installing Chromium (Debian package)"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq chromium >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq chromium >/dev/null; fi
fi
if ! command -v java >/dev/null 2>&1; then
  step "installing Java for the Nu HTML Checker (Debian package)"
  if [ "$(id -u)" = 0 ]; then apt-get update -qq && apt-get install -y -qq default-jre-headless >/dev/null; else sudo apt-get update -qq && sudo apt-get install -y -qq default-jre-headless >/dev/null; fi
fi

step "format (Prettier)"; npx prettier --check .
step "lint";        npx eslint .
step "unit and component tests (Jest)"; npx jest --ci
step "reference API, bench and script tests (node:test)"; node --test server/test/*.test.mjs bench/test/*.test.mjs scripts/test/*.test.mjs
step "builds, type check and end-to-end tests"; node scripts/e2e.mjs
