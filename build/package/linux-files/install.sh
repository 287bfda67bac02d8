#!/bin/sh
# install.sh: puts Parlor into your desktop's menu, for you alone (no root).
# Run it from the unpacked folder:
#
#   ./install.sh                  # into ~/.local (or $XDG_BIN_HOME, $XDG_DATA_HOME)
#   ./install.sh --prefix DIR     # into DIR/bin and DIR/share instead (also PREFIX=DIR)
#
# It copies the program to ~/.local/bin/parlor, the icon to
# ~/.local/share/icons/hicolor/NxN/apps/parlor.png and the menu entry to
# ~/.local/share/applications/parlor.desktop. Running it again (from a newer
# version's folder) upgrades in place; uninstall.sh removes exactly these
# files and never your settings or games.
set -eu

usage() {
	sed -n '2,12s/^# \{0,1\}//p' "$0"
}

die() {
	printf 'install.sh: %s\n' "$*" >&2
	exit 1
}

prefix=${PREFIX:-}
while [ $# -gt 0 ]; do
	case $1 in
	--prefix) [ $# -ge 2 ] || die "--prefix needs a folder"; prefix=$2; shift 2 ;;
	--prefix=*) prefix=${1#--prefix=}; shift ;;
	-h | --help) usage; exit 0 ;;
	*) die "unknown argument: $1 (see ./install.sh --help)" ;;
	esac
done

here=$(cd "$(dirname "$0")" && pwd)
if ! { [ -x "$here/parlor" ] && [ -f "$here/parlor.desktop" ] && [ -d "$here/icons/hicolor" ]; }; then
	die "run me from the unpacked Parlor folder: $here lacks parlor, parlor.desktop or icons/"
fi

# abs DIR: DIR made absolute against the current folder (the menu entry
# needs an absolute path to the program).
abs() {
	case $1 in
	/*) printf '%s' "$1" ;;
	*) printf '%s/%s' "$(pwd)" "$1" ;;
	esac
}

# The XDG base directories: a relative value is ignored, as the spec says.
xdg() { # VALUE DEFAULT
	case $1 in
	/*) printf '%s' "$1" ;;
	*) printf '%s' "$2" ;;
	esac
}

if [ -n "$prefix" ]; then
	prefix=$(abs "$prefix")
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

# is_parlor FILE: FILE is a Parlor program (it names itself on -version).
is_parlor() {
	case $("$1" -version 2>/dev/null </dev/null || true) in
	"Parlor "*) return 0 ;;
	*) return 1 ;;
	esac
}

version=$("$here/parlor" -version </dev/null) || die "$here/parlor does not run on this machine"
if [ -e "$bin" ] && ! is_parlor "$bin"; then
	die "$bin exists and is not Parlor: move it away first (or install elsewhere with --prefix DIR)"
fi

# The desktop spec quotes an Exec path with spaces; a few characters
# would need escapes no menu reads the same way: refuse those.
case $bin in
*[\"\`\$\\%]* | *"
"*) die "the path $bin holds a character a menu entry cannot name (\" \` \$ \\ % or a newline): use --prefix DIR" ;;
*[!A-Za-z0-9/._+-]*) exec_line="Exec=\"$bin\"" ;;
*) exec_line="Exec=$bin" ;;
esac

# put SRC DEST MODE: copy through a temporary file and a rename, so a
# Parlor that is running keeps its old program and nothing is half-written.
put() {
	mkdir -p "$(dirname "$2")"
	cp "$1" "$2.new.$$"
	chmod "$3" "$2.new.$$"
	mv -f "$2.new.$$" "$2"
}

put "$here/parlor" "$bin" 755
n=0
for f in "$here"/icons/hicolor/*/apps/parlor.png; do
	size=$(basename "$(dirname "$(dirname "$f")")")
	put "$f" "$icons/$size/apps/parlor.png" 644
	n=$((n + 1))
done
# The menu entry names the installed program by its absolute path: a
# desktop session's PATH often lacks ~/.local/bin.
mkdir -p "$(dirname "$desktop")"
EXEC_LINE=$exec_line awk '/^Exec=/ { print ENVIRON["EXEC_LINE"]; next } { print }' \
	"$here/parlor.desktop" >"$desktop.new.$$"
chmod 644 "$desktop.new.$$"
mv -f "$desktop.new.$$" "$desktop"

# Desktops watch these folders; the caches only speed them up, so their
# tools are optional, and a cache is refreshed only where one exists:
# Parlor's entry lists no file types (all the desktop database holds), and
# a new icon cache would hide icons that later programs add without one.
if [ -f "$datadir/applications/mimeinfo.cache" ] && command -v update-desktop-database >/dev/null 2>&1; then
	update-desktop-database -q "$datadir/applications" 2>/dev/null || true
fi
if [ -f "$icons/icon-theme.cache" ] && command -v gtk-update-icon-cache >/dev/null 2>&1; then
	gtk-update-icon-cache -q -f -t "$icons" 2>/dev/null || true
else
	touch "$icons"
fi

config=$(xdg "${XDG_CONFIG_HOME:-}" "${HOME:-~}/.config")/parlor
data=$(xdg "${XDG_DATA_HOME:-}" "${HOME:-~}/.local/share")/parlor
echo "Installed $version:"
echo "  $bin"
echo "  $desktop"
echo "  $icons/NxN/apps/parlor.png ($n sizes)"
echo
echo "Start it from your desktop's menu (Games, Parlor), or run:"
case ":${PATH:-}:" in
*":$bindir:"*) echo "  parlor" ;;
*) echo "  $bin"
   echo "($bindir is not on your PATH, so a terminal needs the full path.)" ;;
esac
echo
echo "Your settings are kept in $config and your games in $data."
echo "To remove Parlor: $here/uninstall.sh${prefix:+ --prefix $prefix} (it keeps your settings and games)."
