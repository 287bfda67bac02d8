package main

import (
	"bytes"
	"debug/macho"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
)

// tinyDarwin builds, once per test binary, a small Go program for
// darwin/amd64 and darwin/arm64 (Parlor itself takes a minute), its
// version stamped as the release build stamps Parlor's. It returns the
// binaries by GOARCH.
var tinyDarwin = sync.OnceValues(func() (map[string][]byte, error) {
	dir, err := os.MkdirTemp("", "pack-macos-test-")
	if err != nil {
		return nil, err
	}
	defer os.RemoveAll(dir)
	src := "package main\n\nvar version = \"unset\"\n\nfunc main() { println(\"tiny\", version) }\n"
	if err := os.WriteFile(filepath.Join(dir, "go.mod"), []byte("module tiny\n\ngo 1.26\n"), 0o644); err != nil {
		return nil, err
	}
	if err := os.WriteFile(filepath.Join(dir, "main.go"), []byte(src), 0o644); err != nil {
		return nil, err
	}
	bins := map[string]string{}
	errs := make(chan error, 2)
	for _, arch := range []string{"amd64", "arm64"} {
		out := filepath.Join(dir, "tiny-"+arch)
		bins[arch] = out
		go func() {
			cmd := exec.Command("go", "build", "-trimpath", "-ldflags", "-s -w -X main.version="+testVersion, "-o", out, ".")
			cmd.Dir = dir
			cmd.Env = append(os.Environ(), "CGO_ENABLED=0", "GOOS=darwin", "GOARCH="+arch, "GOFLAGS=")
			if b, err := cmd.CombinedOutput(); err != nil {
				errs <- &buildError{arch, err, b}
				return
			}
			errs <- nil
		}()
	}
	for range 2 {
		if err := <-errs; err != nil {
			return nil, err
		}
	}
	thin := map[string][]byte{}
	for arch, p := range bins {
		if thin[arch], err = os.ReadFile(p); err != nil {
			return nil, err
		}
	}
	return thin, nil
})

const testVersion = "v1.2.3-rc1"

type buildError struct {
	arch string
	err  error
	out  []byte
}

func (e *buildError) Error() string {
	return "go build for darwin/" + e.arch + ": " + e.err.Error() + "\n" + string(e.out)
}

// darwinBins writes the tiny darwin binaries into a temporary folder of
// t and returns their paths.
func darwinBins(t *testing.T) (amd64, arm64 string) {
	t.Helper()
	thin, err := tinyDarwin()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	amd64, arm64 = filepath.Join(dir, "tiny-amd64"), filepath.Join(dir, "tiny-arm64")
	for p, b := range map[string][]byte{amd64: thin["amd64"], arm64: thin["arm64"]} {
		if err := os.WriteFile(p, b, 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return amd64, arm64
}

func readFile(t *testing.T, p string) []byte {
	t.Helper()
	b, err := os.ReadFile(p)
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestFatMachO(t *testing.T) {
	amd64, arm64 := darwinBins(t)
	thin := map[macho.Cpu][]byte{macho.CpuAmd64: readFile(t, amd64), macho.CpuArm64: readFile(t, arm64)}
	// Given arm64 first: the slices still come in CPU order, as lipo's.
	fat, err := fatMachO(thin[macho.CpuArm64], thin[macho.CpuAmd64])
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "fat")
	if err := os.WriteFile(p, fat, 0o755); err != nil {
		t.Fatal(err)
	}
	ff, err := macho.OpenFat(p)
	if err != nil {
		t.Fatal(err)
	}
	defer ff.Close()
	if len(ff.Arches) != 2 || ff.Arches[0].Cpu != macho.CpuAmd64 || ff.Arches[1].Cpu != macho.CpuArm64 {
		t.Fatalf("arches %+v, want x86_64 then arm64", ff.Arches)
	}
	for _, a := range ff.Arches {
		want := thin[a.Cpu]
		got := fat[a.Offset : a.Offset+a.Size]
		if !bytes.Equal(got, want) {
			t.Errorf("%v slice at %d (%d bytes) is not the thin binary (%d bytes)", a.Cpu, a.Offset, a.Size, len(want))
		}
		if align := uint32(1) << a.Align; a.Offset%align != 0 || a.Align != uint32(fatAlign(a.Cpu)) {
			t.Errorf("%v slice at %d, align 2^%d", a.Cpu, a.Offset, a.Align)
		}
		if a.Type != macho.TypeExec {
			t.Errorf("%v slice is %v, want an executable", a.Cpu, a.Type)
		}
		if err := checkMacSlice(fat, a, testVersion); err != nil {
			t.Errorf("%v slice: %v", a.Cpu, err)
		}
	}
}

func TestFatMachORefuses(t *testing.T) {
	amd64, _ := darwinBins(t)
	b := readFile(t, amd64)
	if _, err := fatMachO(b, b); err == nil || !strings.Contains(err.Error(), "two slices") {
		t.Errorf("two x86_64 slices: %v, want an error", err)
	}
	if _, err := fatMachO(b, []byte("#!/bin/sh\n")); err == nil {
		t.Error("a shell script as a slice: no error")
	}
}

func TestMacBundleVersion(t *testing.T) {
	for in, want := range map[string]string{
		"v0.30.0":                   "0.30.0",
		"v1.2.3-rc1":                "1.2.3",
		"2.10.4":                    "2.10.4",
		"dev-75b77d299783-modified": "0.0.0",
		"dev":                       "0.0.0",
		"v1.2":                      "0.0.0",
	} {
		if got := macBundleVersion(in); got != want {
			t.Errorf("macBundleVersion(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPlistEscapesAndParsesBack(t *testing.T) {
	entries := []plistEntry{{"A&B", `Tom & "Jerry" <cat> 'x'`}, {"On", true}, {"Off", false}}
	b := encodePlist(entries)
	if !bytes.Contains(b, []byte("Tom &amp; &#34;Jerry&#34; &lt;cat&gt;")) {
		t.Errorf("not escaped:\n%s", b)
	}
	got, err := parsePlist(b)
	if err != nil {
		t.Fatal(err)
	}
	for _, e := range entries {
		if got[e.key] != e.value {
			t.Errorf("%s: got %#v, want %#v", e.key, got[e.key], e.value)
		}
	}
	if _, err := parsePlist([]byte("<plist><dict><key>A</key><integer>1</integer></dict></plist>")); err == nil {
		t.Error("an integer value was accepted")
	}
}

// stageMac lays out the folder the macOS zip holds, as build/package/macos
// does, and returns it.
func stageMac(t *testing.T, version string) string {
	t.Helper()
	amd64, arm64 := darwinBins(t)
	top := filepath.Join(t.TempDir(), "parlor-"+version+"-macos")
	if _, err := makeMacApp(top, version, amd64, arm64); err != nil {
		t.Fatal(err)
	}
	for name, text := range map[string]string{
		"LICENSE":                 "MIT License\n",
		"README.md":               "# Parlor\n",
		"THIRD_PARTY_NOTICES.txt": "github.com/hajimehoshi/ebiten/v2@v2.10.4\n",
	} {
		if err := os.WriteFile(filepath.Join(top, name), []byte(text), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	return top
}

// zipMac zips dir with the zip command the release uses.
func zipMac(t *testing.T, dir string) string {
	t.Helper()
	zipCmd, ok := commands["zip"]
	if !ok {
		t.Fatal("no zip command (build/pack/windows.go provides it)")
	}
	out := filepath.Join(t.TempDir(), "mac.zip")
	if err := zipCmd.run([]string{out, dir}); err != nil {
		t.Fatal(err)
	}
	return out
}

func TestMacApp(t *testing.T) {
	top := stageMac(t, testVersion)
	app := filepath.Join(top, "Parlor.app", "Contents")
	info, err := os.Stat(filepath.Join(app, "MacOS", "parlor"))
	if err != nil {
		t.Fatal(err)
	}
	if info.Mode().Perm() != 0o755 {
		t.Errorf("executable mode %v, want 0755", info.Mode())
	}
	plist, err := parsePlist(readFile(t, filepath.Join(app, "Info.plist")))
	if err != nil {
		t.Fatal(err)
	}
	for k, want := range map[string]any{
		"CFBundleName": "Parlor", "CFBundleExecutable": "parlor", "CFBundleIconFile": "parlor",
		"CFBundleIdentifier": macBundleID, "CFBundlePackageType": "APPL",
		"CFBundleShortVersionString": "1.2.3", "CFBundleVersion": "1.2.3",
		"LSMinimumSystemVersion": "12.0", "NSHighResolutionCapable": true,
		"LSApplicationCategoryType": "public.app-category.card-games",
	} {
		if plist[k] != want {
			t.Errorf("Info.plist %s = %#v, want %#v", k, plist[k], want)
		}
	}
	if err := checkICNS(readFile(t, filepath.Join(app, "Resources", "parlor.icns"))); err != nil {
		t.Error(err)
	}
	report, err := checkMacZip(zipMac(t, top), testVersion)
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"universal: x86_64", "+ arm64", "-rwxr-xr-x", "macOS 12.0+", testVersion} {
		if !strings.Contains(report, want) {
			t.Errorf("check report lacks %q:\n%s", want, report)
		}
	}
}

// TestCheckMacosRefuses spoils one thing at a time in a good download and
// expects check-macos to name it.
func TestCheckMacosRefuses(t *testing.T) {
	amd64, _ := darwinBins(t)
	exe := "Parlor.app/Contents/MacOS/parlor"
	cases := []struct {
		name, want string
		spoil      func(top string) error
	}{
		{"not executable", "want -rwxr-xr-x", func(top string) error {
			return os.Chmod(filepath.Join(top, exe), 0o644)
		}},
		{"thin binary", "not a fat Mach-O", func(top string) error {
			return os.WriteFile(filepath.Join(top, exe), readFile(t, amd64), 0o755)
		}},
		{"no icon", "no Parlor.app/Contents/Resources/parlor.icns", func(top string) error {
			return os.Remove(filepath.Join(top, "Parlor.app/Contents/Resources/parlor.icns"))
		}},
		{"no licence", "no LICENSE", func(top string) error {
			return os.Remove(filepath.Join(top, "LICENSE"))
		}},
		{"stray file", "unexpected file", func(top string) error {
			return os.WriteFile(filepath.Join(top, "Parlor.app/Contents/.DS_Store"), []byte{1}, 0o644)
		}},
		{"other version in plist", "CFBundleShortVersionString", func(top string) error {
			return os.WriteFile(filepath.Join(top, "Parlor.app/Contents/Info.plist"), encodePlist(macInfo("v1.2.4")), 0o644)
		}},
		{"binary of another version", "not stamped with version", func(top string) error {
			b := readFile(t, filepath.Join(top, exe))
			return os.WriteFile(filepath.Join(top, exe), bytes.ReplaceAll(b, []byte(testVersion), []byte("v1.2.3-rc9")), 0o755)
		}},
		{"unsigned arm64 slice", "no code signature", func(top string) error {
			b := readFile(t, filepath.Join(top, exe))
			return os.WriteFile(filepath.Join(top, exe), unsign(t, b), 0o755)
		}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			top := stageMac(t, testVersion)
			if err := c.spoil(top); err != nil {
				t.Fatal(err)
			}
			_, err := checkMacZip(zipMac(t, top), testVersion)
			if err == nil || !strings.Contains(err.Error(), c.want) {
				t.Errorf("got %v, want an error with %q", err, c.want)
			}
		})
	}
	t.Run("other top folder", func(t *testing.T) {
		top := stageMac(t, testVersion)
		_, err := checkMacZip(zipMac(t, top), "v1.2.4")
		if err == nil || !strings.Contains(err.Error(), "outside the top folder parlor-v1.2.4-macos/") {
			t.Errorf("got %v, want the top folder named", err)
		}
	})
}

// unsign spoils the code signature of the arm64 slice of the fat binary b
// (its SuperBlob's magic), as an unsigned build would lack it.
func unsign(t *testing.T, b []byte) []byte {
	t.Helper()
	ff, err := macho.NewFatFile(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	for _, a := range ff.Arches {
		for _, l := range a.Loads {
			raw := l.Raw()
			if a.Cpu == macho.CpuArm64 && a.ByteOrder.Uint32(raw) == 0x1d {
				off := a.Offset + a.ByteOrder.Uint32(raw[8:])
				out := append([]byte(nil), b...)
				copy(out[off:], "\x00\x00\x00\x00")
				return out
			}
		}
	}
	t.Fatal("the arm64 slice has no LC_CODE_SIGNATURE: Go's linker signs darwin/arm64 binaries")
	return nil
}
