# shellcheck shell=bash
# Helpers shared by .ci/run and .ci/ensure-postgres.sh. Source it; it sets no shell options.
#
#   ci_note TEXT...        a line prefixed with "ci:" on stderr
#   ci_die TEXT...         ci_note, then return 1 (use as: ci_die "..." || return 1 / exit 1)
#   ci_as_root CMD...      runs CMD as root (directly when root, else through sudo -n)
#   ci_apt_install PKG...  installs Debian packages non-interactively; `apt-get update` runs at
#                          most once per CI run (CI_APT_UPDATED=1 is exported after it)

ci_note() { printf 'ci: %s\n' "$*" >&2; }

ci_die() {
  printf 'ci: ERROR: %s\n' "$*" >&2
  return 1
}

ci_as_root() {
  if [ "$(id -u)" = 0 ]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo -n "$@"
  else
    ci_die "need root for: $*  (run as root, or install it yourself)"
  fi
}

ci_apt_install() {
  command -v apt-get >/dev/null 2>&1 || { ci_die "apt-get not found; install by hand: $*"; return 1; }
  local apt=(env DEBIAN_FRONTEND=noninteractive apt-get -o DPkg::Lock::Timeout=300 -o Dpkg::Use-Pty=0)
  if [ "${CI_APT_UPDATED:-}" != 1 ]; then
    ci_note "apt-get update"
    ci_as_root "${apt[@]}" -q update </dev/null || { ci_die "apt-get update failed"; return 1; }
    export CI_APT_UPDATED=1
  fi
  ci_note "apt-get install -y $*"
  ci_as_root "${apt[@]}" -q -y --no-install-recommends install "$@" </dev/null ||
    { ci_die "apt-get install $* failed"; return 1; }
}
