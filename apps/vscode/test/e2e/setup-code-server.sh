#!/usr/bin/env bash
# Installs what the end-to-end tests need, outside the monorepo's lockfile (see
# ../shared/design/TOOLCHAIN.md, "A real VS Code for end-to-end tests"):
#   - Debian packages: chromium (driven by playwright-core), ripgrep, libkrb5-dev (code-server's
#     native kerberos module builds against it); installed only when missing.
#   - code-server (VS Code in a browser) from npm, into a cache folder, with @vscode/ripgrep's
#     download replaced by the system rg.
# Idempotent: a second run with everything in place returns at once.
# Prints the path of the code-server launcher on its last line.
set -euo pipefail

CODE_SERVER_VERSION=4.100.3
RIPGREP_PACKAGE_VERSION=1.15.11
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../../.." && pwd)
cache=${ARBITER_E2E_CACHE:-$root/.cache/code-server}
prefix="$cache/$CODE_SERVER_VERSION"
launcher="$prefix/node_modules/code-server/out/node/entry.js"

log() { echo "[setup-code-server] $*" >&2; }

missing=()
command -v chromium >/dev/null 2>&1 || missing+=(chromium)
command -v rg >/dev/null 2>&1 || missing+=(ripgrep)
dpkg -s libkrb5-dev >/dev/null 2>&1 || missing+=(libkrb5-dev)
if [ ${#missing[@]} -gt 0 ]; then
  log "installing Debian packages: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
fi

if [ -f "$launcher" ] && [ -f "$prefix/.complete" ]; then
  log "code-server $CODE_SERVER_VERSION already in $prefix"
  echo "$launcher"
  exit 0
fi

log "installing code-server $CODE_SERVER_VERSION into $prefix (about a minute)"
rm -rf "$prefix"
mkdir -p "$prefix"
# A package.json of its own so npm does not walk up into the monorepo's workspaces.
echo '{"name":"arbiter-e2e-code-server","private":true}' >"$prefix/package.json"

# @vscode/ripgrep downloads rg from the internet in its postinstall; give it the system rg instead.
tmp=${TMPDIR:-/tmp}
seed="$tmp/vscode-ripgrep-cache-$RIPGREP_PACKAGE_VERSION"
mkdir -p "$seed"
work=$(mktemp -d)
cp "$(command -v rg)" "$work/rg"
tar -czf "$seed/ripgrep-v13.0.0-10-x86_64-unknown-linux-musl.tar.gz" -C "$work" rg
rm -rf "$work"

(
  cd "$prefix"
  # When called from `npm run`, npm's own settings (workspace, prefix...) are in the environment:
  # drop them so this install is a plain one in the cache folder.
  for v in $(env | grep -oE '^npm_(config|package|lifecycle)_[A-Za-z0-9_]*'); do unset "$v"; done
  npm_config_yes=true npm_config_unsafe_perm=true npm_config_fund=false npm_config_audit=false \
    npm_config_update_notifier=false \
    npm install --no-save --no-package-lock --foreground-scripts "code-server@$CODE_SERVER_VERSION" >"$prefix/install.log" 2>&1
) || {
  log "npm install failed; the last lines of $prefix/install.log:"
  tail -n 40 "$prefix/install.log" >&2
  exit 1
}
[ -f "$launcher" ] || { log "code-server installed but $launcher is missing"; exit 1; }
touch "$prefix/.complete"
log "done"
echo "$launcher"
