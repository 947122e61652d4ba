#!/usr/bin/env bash
# `npm test`: every check, in the order that fails fastest. Installs Debian's Chromium, Java and poppler-utils when
# missing.
# Each stage's time goes to reports/timings.json; the table is printed at the end, whether the run passed or not.
set -euo pipefail
cd "$(dirname "$0")/.."
export GATSBY_TELEMETRY_DISABLED=1

step() { printf '\n\033[1m== %s ==\033[0m\n' "$1"; }

# Runs a stage and records its time and outcome; a failed stage still ends the run (set -e).
timed() {
  local name="$1" start status=0
  shift
  step "$name"
  start=$(date +%s.%N)
  "$@" || status=$?
  node scripts/timings.mjs add "$name" "$start" "$status"
  return "$status"
}

node scripts/timings.mjs reset
trap 'node scripts/timings.mjs table' EXIT

# Installs a Debian package when the command that needs it is missing (with sudo when not root).
needs() {
  local command="$1" package="$2" why="$3"
  command -v "$command" >/dev/null 2>&1 && return 0
  step "installing $package for $why (Debian package)"
  local sudo=""
  [ "$(id -u)" = 0 ] || sudo=sudo
  $sudo apt-get update -qq && $sudo apt-get install -y -qq "$package" >/dev/null
}
needs "${CHROMIUM_PATH:-/usr/bin/chromium}" chromium "the browser tests"
needs java default-jre-headless "the Nu HTML Checker"
# pdftotext reads the Malayalam brochure's text as a reader's PDF viewer would (Jest and Playwright).
needs pdftotext poppler-utils "the brochures' text"

timed "format (Prettier)" npx prettier --check .
timed "lint (ESLint)" npx eslint .
# Every core: Jest's default leaves one for itself, one worker on a 2-core CI machine (97 s there, 69 s with two).
timed "unit and component tests (Jest)" npx jest --ci --maxWorkers=100%
timed "reference API, bench and script tests (node:test)" node --test server/test/*.test.mjs bench/test/*.test.mjs scripts/test/*.test.mjs
timed "builds, type check and end-to-end tests" node scripts/e2e.mjs
