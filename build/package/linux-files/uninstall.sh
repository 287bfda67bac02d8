#!/bin/sh
# uninstall.sh: removes what install.sh put in place, and nothing else:
#
#   ./uninstall.sh                # from ~/.local (or $XDG_BIN_HOME, $XDG_DATA_HOME)
#   ./uninstall.sh --prefix DIR   # from DIR/bin and DIR/share (also PREFIX=DIR)
#
# It removes the program (bin/parlor), the menu entry
# (applications/parlor.desktop) and the icons
# (icons/hicolor/NxN/apps/parlor.png). Your settings (~/.config/parlor)
# and your games (~/.local/share/parlor) stay: delete those folders
# yourself to forget them too.
set -eu

usage() {
	sed -n '2,11s/^# \{0,1\}//p' "$0"
}

die() {
	printf 'uninstall.sh: %s\n' "$*" >&2
	exit 1
}

prefix=${PREFIX:-}
while [ $# -gt 0 ]; do
	case $1 in
	--prefix) [ $# -ge 2 ] || die "--prefix needs a folder"; prefix=$2; shift 2 ;;
	--prefix=*) prefix=${1#--prefix=}; shift ;;
	-h | --help) usage; exit 0 ;;
	*) die "unknown argument: $1 (see ./uninstall.sh --help)" ;;
	esac
done

# The XDG base directories: a relative value is ignored, as the spec says.
xdg() { # VALUE DEFAULT
	case $1 in
	/*) printf '%s' "$1" ;;
	*) printf '%s' "$2" ;;
	esac
}

if [ -n "$prefix" ]; then
	case $prefix in
	/*) ;;
	*) prefix=$(pwd)/$prefix ;;
	esac
	bindir=$prefix/bin
	datadir=$prefix/share
else
	: "${HOME:?HOME is not set}"
	bindir=$(xdg "${XDG_BIN_HOME:-}" "$HOME/.local/bin")
	datadir=$(xdg "${XDG_DATA_HOME:-}" "$HOME/.local/share")
fi
bin=$bindir/parlor
desktop=$datadir/applications/parlor.desktop
icons=$datadir/icons/hicolor

removed=0
gone() { # FILE: remove it and say so
	rm -f "$1"
	echo "removed $1"
	removed=$((removed + 1))
}

# Only Parlor's own program and menu entry go: a different program that
# happens to be called parlor stays.
if [ -e "$bin" ]; then
	case $("$bin" -version 2>/dev/null </dev/null || true) in
	"Parlor "*) gone "$bin" ;;
	*) echo "kept $bin: it is not Parlor" ;;
	esac
fi
if [ -f "$desktop" ]; then
	if grep -qx 'StartupWMClass=Parlor' "$desktop"; then
		gone "$desktop"
	else
		echo "kept $desktop: it is not Parlor's menu entry"
	fi
fi
for f in "$icons"/*/apps/parlor.png; do
	[ -f "$f" ] || continue
	gone "$f"
	# The size folders install.sh may have made go too when empty.
	rmdir "$(dirname "$f")" "$(dirname "$(dirname "$f")")" 2>/dev/null || true
done

if [ -f "$datadir/applications/mimeinfo.cache" ] && command -v update-desktop-database >/dev/null 2>&1; then
	update-desktop-database -q "$datadir/applications" 2>/dev/null || true
fi
if [ -f "$icons/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
	gtk-update-icon-cache -q -f -t "$icons" 2>/dev/null || true
fi

if [ "$removed" -eq 0 ]; then
	echo "Parlor was not installed in $bindir and $datadir: nothing removed."
else
	echo "Parlor is uninstalled."
fi
config=$(xdg "${XDG_CONFIG_HOME:-}" "${HOME:-~}/.config")/parlor
data=$(xdg "${XDG_DATA_HOME:-}" "${HOME:-~}/.local/share")/parlor
echo "Your settings ($config) and games ($data) are kept."
