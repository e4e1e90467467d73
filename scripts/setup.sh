#!/usr/bin/env bash
# Installs the Debian packages papermines needs, only those that are missing, then the test-only
# npm tools pinned by package-lock.json (axe-core for tests/browser/) into node_modules/ with
# `npm ci`. Run as root (or with sudo available) on Debian 12.
set -euo pipefail
packages=(g++ ccache cmake make ninja-build pkg-config clang-format libcairo2-dev libpango1.0-dev libfontconfig-dev libabsl-dev libcli11-dev
  libgtest-dev libgmock-dev libbenchmark-dev nlohmann-json3-dev libcadical-dev liblemon-dev
  libboost-graph-dev libqpdf-dev qpdf poppler-utils fonts-dejavu-core python3 parallel
  libqrencode-dev zbar-tools chromium chromium-driver python3-selenium python3-pdfminer
  dpkg-dev man-db cadical bc time universal-ctags nodejs
  python3-dev pybind11-dev python3-pybind11 python3-numpy python3-pytest
  libcpp-httplib-dev gettext fonts-noto-cjk)  # dpkg-dev: cpack's dpkg-shlibdeps; man-db: the man page test;
  # make: the README's build (cmake's default generator; cmake only recommends it); ninja-build: the
  # test command's builds (scripts/test.sh) and tests/po/build_check_test.py
  # libcpp-httplib-dev: papermines serve (the .deb's libcpp-httplib0.11 comes from shlibdeps)
  # gettext: msgfmt and xgettext for the catalogues (po/); fonts-noto-cjk: Japanese and Chinese pages
  # cadical, bc, time: bench/startup.sh, bench/book.sh, bench/solve_stream.sh, bench/memory.sh; universal-ctags: scripts/function_lengths.sh
  # nodejs (+ npm below): npm ci of the test-only tools (package.json, package-lock.json)
  # python3-dev, pybind11-dev, python3-pybind11: the Python module (python/); python3-numpy, python3-pytest: its arrays and tests
  # python3-pdfminer: the type sizes of sheets (tests/tools/pdf_type_sizes.py)
if [ "${PAPERMINES_WITH_FUZZ:-0}" = 1 ]; then
  packages+=(clang libclang-rt-14-dev)   # scripts/sanitize.sh (ASan + UBSan) and scripts/fuzz.sh (libFuzzer)
fi
# Debian's npm, unless an npm is already there (a Node.js build that ships its own).
command -v npm >/dev/null || packages+=(npm)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep "install ok installed" >/dev/null || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}" >&2
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
fi
# The test-only npm tools, exactly as package-lock.json pins them (integrity-checked), unless
# node_modules/ already holds the locked version.
root="$(cd "$(dirname "$0")/.." && pwd)"
if ! (cd "$root" && node -e '
  const lock = require("./package-lock.json").packages;
  for (const [path, want] of Object.entries(lock)) {
    if (path && require("./" + path + "/package.json").version !== want.version) process.exit(1);
  }' 2>/dev/null); then
  echo "setup: npm ci (test-only tools: axe-core)" >&2
  (cd "$root" && npm ci --ignore-scripts --no-audit --no-fund >&2)
fi
