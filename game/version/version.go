// Package version names this build of Parlor: the release tag build/release
// stamps into it, or for any other build the commit it was built from.
package version

import (
	"runtime/debug"
	"strings"
)

// tag is set by build/release: -ldflags "-X parlor/game/version.tag=v0.29".
var tag string

// String is the build's version: the release tag ("v0.29"), else
// "dev-<commit>" (with "-modified" when built from changed files), else
// "dev" when the build carries no commit (go test, go run).
func String() string {
	if tag != "" {
		return tag
	}
	return fromBuild(debug.ReadBuildInfo())
}

// fromBuild reads the commit Go stamped into the build.
func fromBuild(bi *debug.BuildInfo, ok bool) string {
	if !ok {
		return "dev"
	}
	rev, modified := "", false
	for _, s := range bi.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			modified = s.Value == "true"
		}
	}
	if rev == "" {
		return "dev"
	}
	var b strings.Builder
	b.WriteString("dev-")
	b.WriteString(rev[:min(12, len(rev))])
	if modified {
		b.WriteString("-modified")
	}
	return b.String()
}
