#!/usr/bin/env bash
# Installs what xoi needs to build and test, from Debian packages only.
# Packages already present are left alone; nothing is fetched from elsewhere.
set -euo pipefail

packages=(g++ cmake make libgtest-dev libbenchmark-dev libcxxopts-dev)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if ((${#missing[@]})); then
  echo "install-deps: installing ${missing[*]}" >&2
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq "${missing[@]}"
fi
