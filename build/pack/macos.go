package main

import (
	"archive/zip"
	"bytes"
	"debug/macho"
	"encoding/binary"
	"encoding/xml"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// The macOS download: Parlor.app, a bundle holding Info.plist, one
// universal (fat) binary with an x86_64 and an arm64 slice, and the icon.
// No lipo ships in Debian outside the whole LLVM toolchain, so the fat
// file is written here: it is a short header in front of the two thin
// binaries Go builds.

func init() {
	commands["macapp"] = command{
		usage: "OUTDIR VERSION AMD64BIN ARM64BIN: OUTDIR/Parlor.app with a universal binary",
		run:   runMacApp,
	}
	commands["check-macos"] = command{
		usage: "ZIP VERSION: open the macOS download and check every file in it",
		run:   runCheckMacos,
	}
}

// macMinimumSystem is the oldest macOS the app runs on: Go 1.26 supports
// macOS 12 Monterey and later, and its linker stamps 12.0 as the minimum
// into every darwin binary (LC_BUILD_VERSION); check-macos compares the two.
const macMinimumSystem = "12.0"

// The bundle's fixed names.
const (
	macAppName    = "Parlor.app"
	macExecutable = "parlor"
	macIconName   = "parlor" // Contents/Resources/parlor.icns
	macBundleID   = "io.github.parlor.Parlor"
)

func runMacApp(args []string) error {
	if len(args) != 4 {
		return fmt.Errorf("usage: macapp OUTDIR VERSION AMD64BIN ARM64BIN")
	}
	app, err := makeMacApp(args[0], args[1], args[2], args[3])
	if err != nil {
		return err
	}
	fmt.Println(app)
	return nil
}

// makeMacApp writes outdir/Parlor.app afresh and returns its path.
func makeMacApp(outdir, version, amd64Bin, arm64Bin string) (string, error) {
	var thin [][]byte
	for _, p := range []string{amd64Bin, arm64Bin} {
		b, err := os.ReadFile(p)
		if err != nil {
			return "", err
		}
		thin = append(thin, b)
	}
	fat, err := fatMachO(thin...)
	if err != nil {
		return "", err
	}
	icns, err := parlorICNS()
	if err != nil {
		return "", err
	}
	app := filepath.Join(outdir, macAppName)
	if err := os.RemoveAll(app); err != nil {
		return "", err
	}
	files := []struct {
		name string
		data []byte
		mode os.FileMode
	}{
		{"Contents/Info.plist", encodePlist(macInfo(version)), 0o644},
		{"Contents/MacOS/" + macExecutable, fat, 0o755},
		{"Contents/Resources/" + macIconName + ".icns", icns, 0o644},
	}
	for _, f := range files {
		p := filepath.Join(app, filepath.FromSlash(f.name))
		if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
			return "", err
		}
		if err := os.WriteFile(p, f.data, f.mode); err != nil {
			return "", err
		}
		// WriteFile's mode passes through the umask; the zip keeps
		// what is on disk, so set it exactly.
		if err := os.Chmod(p, f.mode); err != nil {
			return "", err
		}
	}
	return app, nil
}

// macBundleVersion is the x.y.z macOS wants for a release tag (v1.2.3,
// v1.2.3-rc1); any other version (dev-<commit>) is 0.0.0.
func macBundleVersion(version string) string {
	m := regexp.MustCompile(`^v?(\d+)\.(\d+)\.(\d+)`).FindStringSubmatch(version)
	if m == nil {
		return "0.0.0"
	}
	return m[1] + "." + m[2] + "." + m[3]
}

// A plistEntry is one key of Info.plist; value is a string or a bool.
type plistEntry struct {
	key   string
	value any
}

// macInfo is the app's Info.plist.
func macInfo(version string) []plistEntry {
	v := macBundleVersion(version)
	return []plistEntry{
		{"CFBundleDevelopmentRegion", "en"},
		{"CFBundleDisplayName", "Parlor"},
		{"CFBundleExecutable", macExecutable},
		{"CFBundleIconFile", macIconName},
		{"CFBundleIdentifier", macBundleID},
		{"CFBundleInfoDictionaryVersion", "6.0"},
		{"CFBundleName", "Parlor"},
		{"CFBundlePackageType", "APPL"},
		{"CFBundleShortVersionString", v},
		{"CFBundleVersion", v},
		{"LSApplicationCategoryType", "public.app-category.card-games"},
		{"LSMinimumSystemVersion", macMinimumSystem},
		{"NSHighResolutionCapable", true},
		{"NSHumanReadableCopyright", "Parlor " + version + ", MIT License"},
	}
}

// fatAlign is the log2 alignment of a CPU's slice in a fat file: its
// page size, 16 KiB on arm64 and 4 KiB on x86_64, as lipo chooses (the
// loader maps each slice from its offset).
func fatAlign(cpu macho.Cpu) int {
	if cpu == macho.CpuArm64 {
		return 14
	}
	return 12
}

// fatMachO joins thin 64-bit Mach-O executables into one universal
// binary: a big-endian fat_header, one fat_arch per slice (CPU type and
// subtype copied from the slice's own header), then the slices in CPU
// order, each starting on its page boundary. The result is byte for byte
// what llvm-lipo -create makes.
func fatMachO(thin ...[]byte) ([]byte, error) {
	type arch struct {
		cpu  macho.Cpu
		sub  uint32
		data []byte
	}
	var archs []arch
	for i, b := range thin {
		f, err := macho.NewFile(bytes.NewReader(b))
		if err != nil {
			return nil, fmt.Errorf("slice %d: %v", i, err)
		}
		if f.Magic != macho.Magic64 || f.Type != macho.TypeExec {
			return nil, fmt.Errorf("slice %d: not a 64-bit Mach-O executable", i)
		}
		// The top byte of the subtype holds capability bits that the
		// fat header does not carry.
		archs = append(archs, arch{f.Cpu, f.SubCpu &^ 0xff000000, b})
	}
	slices.SortFunc(archs, func(a, b arch) int { return int(a.cpu) - int(b.cpu) })
	head := binary.BigEndian.AppendUint32(nil, macho.MagicFat)
	head = binary.BigEndian.AppendUint32(head, uint32(len(archs)))
	offs := make([]int, len(archs))
	end := 8 + 20*len(archs)
	for i, a := range archs {
		if i > 0 && a.cpu == archs[i-1].cpu {
			return nil, fmt.Errorf("two slices for %v", a.cpu)
		}
		offs[i] = alignUp(end, 1<<fatAlign(a.cpu))
		end = offs[i] + len(a.data)
		for _, v := range []int{int(a.cpu), int(a.sub), offs[i], len(a.data), fatAlign(a.cpu)} {
			head = binary.BigEndian.AppendUint32(head, uint32(v))
		}
	}
	out := make([]byte, end)
	copy(out, head)
	for i, a := range archs {
		copy(out[offs[i]:], a.data)
	}
	return out, nil
}

func alignUp(n, to int) int { return (n + to - 1) / to * to }

// encodePlist writes entries as an XML property list, every string
// escaped.
func encodePlist(entries []plistEntry) []byte {
	var b bytes.Buffer
	b.WriteString(xml.Header)
	b.WriteString(`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">` + "\n")
	b.WriteString("<plist version=\"1.0\">\n<dict>\n")
	for _, e := range entries {
		b.WriteString("\t<key>")
		xml.EscapeText(&b, []byte(e.key))
		b.WriteString("</key>\n\t")
		switch v := e.value.(type) {
		case bool:
			fmt.Fprintf(&b, "<%t/>", v)
		default:
			b.WriteString("<string>")
			xml.EscapeText(&b, []byte(fmt.Sprint(v)))
			b.WriteString("</string>")
		}
		b.WriteString("\n")
	}
	b.WriteString("</dict>\n</plist>\n")
	return b.Bytes()
}

// parsePlist reads a property list whose top is a dict of strings and
// booleans (all Info.plist holds here) into a map.
func parsePlist(b []byte) (map[string]any, error) {
	var doc struct {
		XMLName xml.Name `xml:"plist"`
		Dict    struct {
			Items []struct {
				XMLName xml.Name
				Text    string `xml:",chardata"`
			} `xml:",any"`
		} `xml:"dict"`
	}
	if err := xml.Unmarshal(b, &doc); err != nil {
		return nil, err
	}
	items := doc.Dict.Items
	if len(items)%2 != 0 {
		return nil, fmt.Errorf("a key without a value")
	}
	m := map[string]any{}
	for i := 0; i < len(items); i += 2 {
		k, v := items[i], items[i+1]
		if k.XMLName.Local != "key" {
			return nil, fmt.Errorf("<%s> where a <key> belongs", k.XMLName.Local)
		}
		if _, dup := m[k.Text]; dup {
			return nil, fmt.Errorf("%s twice", k.Text)
		}
		switch v.XMLName.Local {
		case "string":
			m[k.Text] = v.Text
		case "true", "false":
			m[k.Text] = v.XMLName.Local == "true"
		default:
			return nil, fmt.Errorf("%s is a <%s>, want a string or a boolean", k.Text, v.XMLName.Local)
		}
	}
	return m, nil
}

func runCheckMacos(args []string) error {
	if len(args) != 2 {
		return fmt.Errorf("usage: check-macos ZIP VERSION")
	}
	report, err := checkMacZip(args[0], args[1])
	if err != nil {
		return fmt.Errorf("%s: %v", args[0], err)
	}
	fmt.Printf("%s: ok\n%s", args[0], report)
	return nil
}

// A zipped is one file read back from an archive.
type zipped struct {
	data []byte
	mode fs.FileMode
}

// macZipFiles are the files the download holds under its top folder
// parlor-VERSION-macos/, and nothing else.
var macZipFiles = []string{
	"LICENSE",
	"README.md",
	"THIRD_PARTY_NOTICES.txt",
	macAppName + "/Contents/Info.plist",
	macAppName + "/Contents/MacOS/" + macExecutable,
	macAppName + "/Contents/Resources/" + macIconName + ".icns",
}

// checkMacZip opens the macOS download and checks every file in it,
// returning what it found, a line per file.
func checkMacZip(path, version string) (string, error) {
	files, err := readZipUnder(path, "parlor-"+version+"-macos/")
	if err != nil {
		return "", err
	}
	for _, name := range macZipFiles {
		if len(files[name].data) == 0 {
			return "", fmt.Errorf("no %s (or it is empty)", name)
		}
	}
	for name := range files {
		if !slices.Contains(macZipFiles, name) {
			return "", fmt.Errorf("unexpected file %s", name)
		}
	}
	var report strings.Builder
	if !bytes.Contains(files["THIRD_PARTY_NOTICES.txt"].data, []byte("github.com/hajimehoshi/ebiten/v2")) {
		return "", fmt.Errorf("THIRD_PARTY_NOTICES.txt does not name Ebitengine: not Parlor's notices")
	}
	fmt.Fprintf(&report, "  LICENSE, README.md, THIRD_PARTY_NOTICES.txt (%d bytes)\n", len(files["THIRD_PARTY_NOTICES.txt"].data))
	if err := checkMacPlist(files[macZipFiles[3]].data, version); err != nil {
		return "", fmt.Errorf("%s: %v", macZipFiles[3], err)
	}
	fmt.Fprintf(&report, "  %s: %s %s, every key as expected\n", macZipFiles[3], macBundleID, macBundleVersion(version))
	bin := files[macZipFiles[4]]
	line, err := checkMacBinary(bin.data, bin.mode, version)
	if err != nil {
		return "", fmt.Errorf("%s: %v", macZipFiles[4], err)
	}
	fmt.Fprintf(&report, "  %s: %s\n", macZipFiles[4], line)
	if err := checkICNS(files[macZipFiles[5]].data); err != nil {
		return "", fmt.Errorf("%s: %v", macZipFiles[5], err)
	}
	fmt.Fprintf(&report, "  %s: %d PNG entries, every one at its size\n", macZipFiles[5], len(icnsTypes))
	return report.String(), nil
}

// readZipUnder reads every file of the zip at path, which must all lie
// under the folder top, by their names below it.
func readZipUnder(path, top string) (map[string]zipped, error) {
	zr, err := zip.OpenReader(path)
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	files := map[string]zipped{}
	for _, f := range zr.File {
		name, ok := strings.CutPrefix(f.Name, top)
		if !ok {
			return nil, fmt.Errorf("%s is outside the top folder %s", f.Name, top)
		}
		if f.Mode().IsDir() || name == "" {
			continue
		}
		if _, dup := files[name]; dup {
			return nil, fmt.Errorf("%s twice", f.Name)
		}
		b, err := readZipped(f)
		if err != nil {
			return nil, err
		}
		files[name] = zipped{b, f.Mode()}
	}
	return files, nil
}

func readZipped(f *zip.File) ([]byte, error) {
	r, err := f.Open()
	if err != nil {
		return nil, fmt.Errorf("%s: %v", f.Name, err)
	}
	defer r.Close()
	b, err := io.ReadAll(r)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", f.Name, err)
	}
	return b, nil
}

// checkMacPlist checks that b parses and holds exactly macInfo(version).
func checkMacPlist(b []byte, version string) error {
	got, err := parsePlist(b)
	if err != nil {
		return err
	}
	want := macInfo(version)
	for _, e := range want {
		if got[e.key] != e.value {
			return fmt.Errorf("%s is %#v, want %#v", e.key, got[e.key], e.value)
		}
	}
	if len(got) != len(want) {
		return fmt.Errorf("%d keys, want %d", len(got), len(want))
	}
	return nil
}

// checkMacBinary checks the app's executable: mode 0755, a fat Mach-O
// with exactly an x86_64 and an arm64 slice, each an executable stamped
// with version and built for macMinimumSystem, the arm64 one signed.
func checkMacBinary(b []byte, mode fs.FileMode, version string) (string, error) {
	if !mode.IsRegular() || mode.Perm() != 0o755 {
		return "", fmt.Errorf("mode %v, want -rwxr-xr-x", mode)
	}
	ff, err := macho.NewFatFile(bytes.NewReader(b))
	if err != nil {
		return "", err
	}
	defer ff.Close()
	var cpus []string
	for _, a := range ff.Arches {
		if err := checkMacSlice(b, a, version); err != nil {
			return "", fmt.Errorf("%v slice: %v", macArch(a.Cpu), err)
		}
		cpus = append(cpus, fmt.Sprintf("%s (%d bytes)", macArch(a.Cpu), a.Size))
	}
	if len(ff.Arches) != 2 || ff.Arches[0].Cpu != macho.CpuAmd64 || ff.Arches[1].Cpu != macho.CpuArm64 {
		return "", fmt.Errorf("slices %v, want x86_64 and arm64", cpus)
	}
	return fmt.Sprintf("universal: %s, mode %v, macOS %s+, version %s",
		strings.Join(cpus, " + "), mode.Perm(), macMinimumSystem, version), nil
}

// macArch names a slice's CPU as Apple's tools do.
func macArch(cpu macho.Cpu) string {
	switch cpu {
	case macho.CpuAmd64:
		return "x86_64"
	case macho.CpuArm64:
		return "arm64"
	}
	return cpu.String()
}

// checkMacSlice checks one slice of the fat binary b.
func checkMacSlice(b []byte, a macho.FatArch, version string) error {
	if want := fatAlign(a.Cpu); int(a.Align) != want || a.Offset%(1<<want) != 0 {
		return fmt.Errorf("at %d aligned 2^%d, want 2^%d", a.Offset, a.Align, want)
	}
	if a.Type != macho.TypeExec || a.Magic != macho.Magic64 {
		return fmt.Errorf("not a 64-bit executable")
	}
	if !bytes.Contains(b[a.Offset:a.Offset+a.Size], []byte(version)) {
		return fmt.Errorf("not stamped with version %s", version)
	}
	if got := machoMinOS(a.File); got != macMinimumSystem {
		return fmt.Errorf("built for macOS %q and later, Info.plist says %s", got, macMinimumSystem)
	}
	// Apple silicon runs no unsigned code; Go's linker signs arm64
	// binaries ad hoc, and that is all an app without a developer's
	// signature has.
	if a.Cpu == macho.CpuArm64 && !machoSigned(a.File, b[a.Offset:a.Offset+a.Size]) {
		return fmt.Errorf("no code signature (Apple silicon would refuse to run it)")
	}
	return nil
}

// machoSigned reports whether the slice f (its bytes b) carries a code
// signature: an LC_CODE_SIGNATURE pointing at a signature SuperBlob.
func machoSigned(f *macho.File, b []byte) bool {
	const lcCodeSignature, superBlob = 0x1d, 0xfade0cc0
	for _, l := range f.Loads {
		raw := l.Raw()
		if len(raw) < 16 || f.ByteOrder.Uint32(raw) != lcCodeSignature {
			continue
		}
		off, size := f.ByteOrder.Uint32(raw[8:]), f.ByteOrder.Uint32(raw[12:])
		return size >= 12 && uint64(off)+uint64(size) <= uint64(len(b)) &&
			binary.BigEndian.Uint32(b[off:]) == superBlob
	}
	return false
}

// machoMinOS is the oldest macOS f runs on, from its LC_BUILD_VERSION
// (minos packed as xxxx.yy.zz), as "12.0" or "12.0.1"; "" without one.
func machoMinOS(f *macho.File) string {
	const lcBuildVersion = 0x32
	for _, l := range f.Loads {
		raw := l.Raw()
		if len(raw) < 16 || f.ByteOrder.Uint32(raw) != lcBuildVersion {
			continue
		}
		v := f.ByteOrder.Uint32(raw[12:])
		s := fmt.Sprintf("%d.%d", v>>16, v>>8&0xff)
		if v&0xff != 0 {
			s += fmt.Sprintf(".%d", v&0xff)
		}
		return s
	}
	return ""
}
