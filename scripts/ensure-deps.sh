#!/usr/bin/env bash
# Installs what `npm start` and `npm test` need; a no-op when everything is already there.
#   scripts/ensure-deps.sh            npm packages only
#   scripts/ensure-deps.sh --system   also Debian packages: chromium (e2e), postgresql (integration
#                                     tests), fonts-noto-cjk (Chinese text in screenshots)
set -euo pipefail
cd "$(dirname "$0")/.."

log() { echo "[ensure-deps] $*" >&2; }

system=0
case "${1:-}" in
  '') ;;
  --system) system=1 ;;
  *) echo "usage: $0 [--system]" >&2; exit 2 ;;
esac

# npm writes node_modules/.package-lock.json at the end of every install; a lockfile newer than it
# means dependencies changed since (git pull, branch switch) and node_modules is stale.
if [[ ! -d node_modules || ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
  if [[ -f package-lock.json ]]; then
    # ci installs exactly the lockfile and fails if package.json disagrees, instead of silently re-resolving
    log "installing npm packages (npm ci)"
    npm ci
  else
    log "no package-lock.json: falling back to npm install"
    npm install
  fi
fi

[[ $system -eq 1 ]] || exit 0

has_cjk_font() {
  [[ -f /usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc ]] && return 0
  command -v fc-list >/dev/null && [[ -n "$(fc-list :lang=zh family 2>/dev/null)" ]]
}

missing=()
[[ -x /usr/bin/chromium ]] || missing+=(chromium)
[[ -x /usr/lib/postgresql/15/bin/initdb ]] || missing+=(postgresql)
has_cjk_font || missing+=(fonts-noto-cjk)
[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ $EUID -ne 0 ]]; then
  log "missing system packages: ${missing[*]}"
  log "install them as root:  sudo apt-get install -y --no-install-recommends ${missing[*]}"
  log "(or run: sudo scripts/ensure-deps.sh --system)"
  exit 1
fi

log "installing Debian packages: ${missing[*]}"
# wait for the dpkg lock instead of failing if another apt run (unattended upgrades, a parallel job) holds it
apt_opts=(-o DPkg::Lock::Timeout=600)
apt-get "${apt_opts[@]}" update
DEBIAN_FRONTEND=noninteractive apt-get "${apt_opts[@]}" install -y --no-install-recommends "${missing[@]}"
