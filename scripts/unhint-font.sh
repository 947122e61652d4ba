#!/usr/bin/env bash
# Writes src/styles/fonts/dm-serif-display-latin-400-normal-unhinted.woff2: @fontsource's latin file without its
# TrueType hinting (fpgm, prep, cvt, glyph instructions), 17.5 KB instead of 24.7 KB. Hinting only steers small
# text on old Windows rasterisers; this face sets headings only, at display sizes. Same glyphs, same characters,
# same layout features (__tests__/display-font.test.ts). Needs Debian's fonttools: apt-get install fonttools python3-brotli.
set -euo pipefail
cd "$(dirname "$0")/.."
pyftsubset node_modules/@fontsource/dm-serif-display/files/dm-serif-display-latin-400-normal.woff2 \
  --unicodes='*' --layout-features='*' --notdef-outline --no-hinting --flavor=woff2 \
  --output-file=src/styles/fonts/dm-serif-display-latin-400-normal-unhinted.woff2
