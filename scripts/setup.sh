#!/usr/bin/env bash
# Installs the Debian packages papermines needs, only those that are missing (does nothing when
# everything is there). Run as root (or with sudo available) on Debian 12.
set -euo pipefail
packages=(g++ ccache cmake pkg-config clang-format libcairo2-dev libpango1.0-dev libfontconfig-dev libabsl-dev libcli11-dev
  libgtest-dev libgmock-dev libbenchmark-dev nlohmann-json3-dev libcadical-dev liblemon-dev
  libboost-graph-dev libqpdf-dev qpdf poppler-utils fonts-dejavu-core python3 parallel
  libqrencode-dev zbar-tools chromium chromium-driver python3-selenium
  dpkg-dev man-db cadical bc time universal-ctags
  libcpp-httplib-dev)  # dpkg-dev: cpack's dpkg-shlibdeps; man-db: the man page test;
  # libcpp-httplib-dev: papermines serve (the .deb's libcpp-httplib0.11 comes from shlibdeps)
  # cadical, bc, time: bench/startup.sh, bench/book.sh, bench/solve_stream.sh; universal-ctags: scripts/function_lengths.sh
if [ "${PAPERMINES_WITH_FUZZ:-0}" = 1 ]; then
  packages+=(clang libclang-rt-14-dev)   # libFuzzer + sanitizers for scripts/fuzz.sh
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi
echo "setup: installing ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
