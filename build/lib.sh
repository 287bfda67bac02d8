# shellcheck shell=bash
# build/lib.sh: helpers sourced by the scripts in build/ (play, test, release, perf).
#
#   source "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
#
# After sourcing, PARLOR_ROOT is the repository root and the current directory is it;
# PARLOR_CALLER_DIR is where the script was started.

if [ -z "${BASH_VERSION:-}" ]; then
	echo "build/lib.sh must be sourced from bash" >&2
	exit 1
fi

# The directory the user ran the script from (scripts cd to the root; play runs the game here).
PARLOR_CALLER_DIR="$PWD"
export PARLOR_CALLER_DIR
PARLOR_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export PARLOR_ROOT
cd "$PARLOR_ROOT" || exit 1

# Libraries Ebitengine loads at run time on Linux (it needs no cgo and no -dev packages).
# shellcheck disable=SC2034 # used by the scripts that source this file
RUNTIME_PACKAGES=(libx11-6 libxrandr2 libxcursor1 libxi6 libxinerama1 libxext6 libxrender1
	libegl1 libegl-mesa0 libgles2 libgl1-mesa-dri)
# Extra tools for build/test: a virtual X server, X input and screenshots, a browser for
# the wasm build, a sound server for tests that play audio into a null sink, and
# desktop-file-validate for the Linux download's menu entry.
# shellcheck disable=SC2034
TEST_PACKAGES=(xvfb xauth xdotool x11-apps x11-utils imagemagick chromium pulseaudio desktop-file-utils)
# The Xvfb screen every graphical step uses.
XVFB_SCREEN="1280x720x24"
MIN_GO_MINOR=26 # Go 1.26 or newer
# PostgreSQL 15's programs (Debian's postgresql-15), for build/serve and build/online.
# shellcheck disable=SC2034
PG_BIN=/usr/lib/postgresql/15/bin

log() { printf '%s\n' "$*" >&2; }
die() {
	printf 'error: %s\n' "$*" >&2
	exit 1
}

# banner TEXT: a visible step header.
banner() {
	printf '\n========== %s ==========\n' "$*"
}

# pkg_installed PKG: true when the Debian package is fully installed.
pkg_installed() {
	[ "$(dpkg-query -W -f='${Status}' "$1" 2>/dev/null)" = "install ok installed" ]
}

# need_packages PKG...: install the Debian packages that are missing. Does nothing (and needs
# no network) when all are present. As root uses apt-get, otherwise passwordless sudo,
# otherwise prints the command to run and exits 1.
need_packages() {
	if ! command -v dpkg-query >/dev/null 2>&1; then
		log "note: not a Debian-style system (no dpkg-query); make sure these are installed: $*"
		return 0
	fi
	local missing=() p
	for p in "$@"; do
		pkg_installed "$p" || missing+=("$p")
	done
	if [ "${#missing[@]}" -eq 0 ]; then
		return 0
	fi
	local sudo=()
	if [ "$(id -u)" -ne 0 ]; then
		if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
			sudo=(sudo -n)
		else
			log "error: missing Debian packages: ${missing[*]}"
			log "install them with:"
			log "    sudo apt-get update && sudo apt-get install -y --no-install-recommends ${missing[*]}"
			log "then run this command again."
			exit 1
		fi
	fi
	log "installing missing Debian packages: ${missing[*]}"
	# Wait for another apt/dpkg run instead of failing on its lock.
	local apt=("${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get -q -o DPkg::Lock::Timeout=600)
	if [ -z "${PARLOR_APT_UPDATED:-}" ]; then
		"${apt[@]}" update </dev/null >&2 || die "apt-get update failed (no network to the Debian mirror?)"
		export PARLOR_APT_UPDATED=1
	fi
	"${apt[@]}" install -y --no-install-recommends "${missing[@]}" </dev/null >&2 ||
		die "apt-get install failed for: ${missing[*]}"
	for p in "${missing[@]}"; do
		pkg_installed "$p" || die "package $p is still not installed after apt-get install"
	done
}

# need_go: make sure a Go toolchain >= 1.26 is on PATH (adds GOROOT/bin and GOPATH/bin).
need_go() {
	if ! command -v go >/dev/null 2>&1 && [ -x /usr/local/go/bin/go ]; then
		PATH="/usr/local/go/bin:$PATH"
	fi
	if ! command -v go >/dev/null 2>&1; then
		die "Go is not installed (or not on PATH). Parlor needs Go 1.${MIN_GO_MINOR} or newer: see https://go.dev/doc/install"
	fi
	local v major minor
	v="$(go env GOVERSION 2>/dev/null || true)" # e.g. go1.26.8
	if [[ "$v" =~ ^go([0-9]+)\.([0-9]+) ]]; then
		major="${BASH_REMATCH[1]}"
		minor="${BASH_REMATCH[2]}"
		if [ "$major" -lt 1 ] || { [ "$major" -eq 1 ] && [ "$minor" -lt "$MIN_GO_MINOR" ]; }; then
			die "Go $v is too old: Parlor needs Go 1.${MIN_GO_MINOR} or newer ($(command -v go))"
		fi
	else
		die "cannot tell the Go version (go env GOVERSION said '$v'); Parlor needs Go 1.${MIN_GO_MINOR} or newer"
	fi
	local gobin
	gobin="$(go env GOBIN)"
	[ -n "$gobin" ] || gobin="$(go env GOPATH)/bin"
	case ":$PATH:" in
	*":$gobin:"*) ;;
	*) PATH="$gobin:$PATH" ;;
	esac
	export PATH
}

# need_staticcheck: install staticcheck into GOPATH/bin when it is missing.
need_staticcheck() {
	if command -v staticcheck >/dev/null 2>&1; then
		return 0
	fi
	log "installing staticcheck (go install honnef.co/go/tools/cmd/staticcheck@latest)"
	go install honnef.co/go/tools/cmd/staticcheck@latest ||
		die "could not install staticcheck (is the Go module proxy reachable?)"
	command -v staticcheck >/dev/null 2>&1 || die "staticcheck was installed but is not on PATH ($PATH)"
}

# xvfb COMMAND...: run a command under a fresh virtual X server of the standard size.
xvfb() {
	xvfb-run -a -s "-screen 0 $XVFB_SCREEN" "$@"
}

# human_size FILE: the file's size in KiB or MiB with one decimal.
human_size() {
	local bytes
	bytes="$(stat -c %s "$1")"
	awk -v b="$bytes" 'BEGIN { if (b < 1048576) printf "%.1f KiB", b / 1024; else printf "%.1f MiB", b / 1048576 }'
}

# gl_crashes LOG: from `go test ./...` output, the failed packages whose
# failure was a signal during a cgo call inside Ebitengine's OpenGL driver
# (space-separated), or OTHER when any package failed another way. go test
# prints each package's output as one block ending in its ok/FAIL line.
gl_crashes() {
	awk '
		/signal arrived during cgo execution/ { sig = 1 }
		/graphicsdriver\/opengl/ { if (sig) gl = 1 }
		/^(ok|FAIL|\?) *\t/ || /^FAIL\t/ {
			if ($1 == "FAIL" && $2 != "") {
				if (gl) crashed = crashed " " $2; else other = 1
			}
			sig = 0; gl = 0
		}
		END { if (other) print "OTHER"; else { sub(/^ /, "", crashed); print crashed } }
	' "$1"
}

# json_raw FILE KEY: the raw value of a number field of a JSON object, first match (empty
# when absent). The measure runs write flat objects, so no JSON tool is needed.
json_raw() {
	grep -o "\"$2\"[[:space:]]*:[[:space:]]*-\\?[0-9.eE+-]*" "$1" | head -n1 | sed 's/.*:[[:space:]]*//' || true
}

# json_num FILE KEY: a number field rounded for a table: integers as they are, other numbers
# with one decimal ("-" when absent).
json_num() {
	local v
	v="$(json_raw "$1" "$2")"
	if [ -z "$v" ]; then
		printf -- '-'
	else
		awk -v n="$v" 'BEGIN { if (n == int(n)) printf "%d", n; else printf "%.1f", n }'
	fi
}

# machine_line: the CPU, cores, Go version and graphics of a measured run, for the README.
machine_line() {
	local cpu
	cpu="$(grep -m1 'model name' /proc/cpuinfo 2>/dev/null | sed 's/.*: //')" || true
	printf 'Machine: %s, %s cores, %s, Xvfb %s with Mesa llvmpipe (software GL)\n' \
		"${cpu:-unknown CPU}" "$(nproc)" "$(go version | awk '{print $3}')" "$XVFB_SCREEN"
}

# duration_seconds D: a Go-style duration (500ms, 30s, 2m) in whole seconds, rounded up.
duration_seconds() {
	awk -v d="$1" 'BEGIN {
		n = d + 0
		if (d ~ /ms$/) n = n / 1000; else if (d ~ /m$/) n = n * 60
		printf "%d", (n == int(n)) ? n : int(n) + 1 }'
}

# version_ldflags prints the -X flag that names this build (game/version):
# the release tag when HEAD carries one, else dev-<commit>, with -modified
# when the tree has uncommitted changes. Go's own VCS stamp may be switched
# off (GOFLAGS=-buildvcs=false), so the scripts stamp it themselves.
version_ldflags() {
	printf '%s' "-X parlor/game/version.tag=$(release_version)"
}

# release_version prints the version build/release names its archives by
# (see version_ldflags).
release_version() {
	local v
	if v=$(git -C "$PARLOR_ROOT" describe --tags --exact-match 2>/dev/null); then
		:
	elif v=$(git -C "$PARLOR_ROOT" rev-parse --short=12 HEAD 2>/dev/null); then
		v="dev-$v"
		if [ -n "$(git -C "$PARLOR_ROOT" status --porcelain --untracked-files=no 2>/dev/null)" ]; then
			v="$v-modified"
		fi
	else
		v=dev
	fi
	printf '%s' "$v"
}

# release_build GOOS GOARCH OUT VERSION [EXTRA_LDFLAGS]: a release binary (no
# cgo, -trimpath, stripped) that names VERSION (parlor -version), the version
# its archive is named by.
release_build() {
	local goos=$1 goarch=$2 out=$3 version=$4 extra=${5:-}
	mkdir -p "$(dirname "$out")"
	rm -f "$out"
	log "building $out (GOOS=$goos GOARCH=$goarch) ..."
	CGO_ENABLED=0 GOOS=$goos GOARCH=$goarch go build -trimpath \
		-ldflags "-s -w -X parlor/game/version.tag=$version $extra" -o "$out" "$PARLOR_ROOT" ||
		die "release build for $goos/$goarch failed (see the errors above)"
}
