package version

import (
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestVersionNamesTheBuild(t *testing.T) {
	bi := &debug.BuildInfo{Settings: []debug.BuildSetting{{Key: "vcs.revision", Value: "c3f92b7a1b2c3d4e5f"}, {Key: "vcs.modified", Value: "true"}}}
	assert.Equal(t, "dev-c3f92b7a1b2c-modified", fromBuild(bi, true))
	bi.Settings[1].Value = "false"
	assert.Equal(t, "dev-c3f92b7a1b2c", fromBuild(bi, true))
	assert.Equal(t, "dev", fromBuild(&debug.BuildInfo{}, true), "a build without a commit")
	assert.Equal(t, "dev", fromBuild(nil, false))
	tag = "v0.29"
	t.Cleanup(func() { tag = "" })
	assert.Equal(t, "v0.29", String(), "a release names its tag")
}
