#!/usr/bin/env bash
# Installs what xoi needs, from Debian packages only; nothing is fetched from
# elsewhere. Packages already present are left alone.
#   install-deps.sh          build the library, the command line, tests, benchmarks
#   install-deps.sh --tests  also what the full test run uses: clang (libFuzzer,
#                            sanitizers), chromium (the HTML explainer's browser
#                            test), cadical and coinor-cbc (checking the CNF and
#                            LP exports), gnuplot (plots)
set -euo pipefail

packages=(g++ cmake make libgtest-dev libbenchmark-dev libcxxopts-dev)
if [[ "${1:-}" == "--tests" ]]; then
  packages+=(clang libclang-rt-14-dev chromium cadical coinor-cbc gnuplot-nox)
fi
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
