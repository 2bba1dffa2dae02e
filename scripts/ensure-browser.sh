#!/usr/bin/env bash
# Debian's Chromium (the whole browser for the benchmarks, its headless shell for the tests) and
# the fonts every screenshot depends on (CJK, Thai, Latin with Vietnamese).
# Installs what is missing when it can (root with apt-get); otherwise says how, in one line.
set -euo pipefail
packages=(chromium chromium-headless-shell fonts-noto-core fonts-noto-cjk fonts-thai-tlwg)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" -ne 0 ] || ! command -v apt-get >/dev/null; then
  echo "Missing ${missing[*]}: run 'sudo apt-get update && sudo apt-get install -y ${missing[*]}' and try again." >&2
  exit 1
fi
echo "Installing ${missing[*]} from Debian…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fc-cache -f >/dev/null 2>&1 || true
