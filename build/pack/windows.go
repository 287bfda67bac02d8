package main

import (
	"archive/zip"
	"bytes"
	"debug/pe"
	"encoding/binary"
	"encoding/json"
	"encoding/xml"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"io/fs"
	"maps"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/tc-hib/winres"
	"github.com/tc-hib/winres/version"

	"parlor/assets"
)

// The Windows download: the exe's resources (icon, version information,
// manifest) as a .syso object that go build links, a generic zip writer,
// and the check that opens the finished zip again.
//
// winres (github.com/tc-hib/winres) writes the COFF resource object and
// reads an exe's resource section back: the resource format is intricate
// (directory tables, VS_VERSIONINFO's nested UTF-16 nodes, icon groups),
// and a well-kept library beats hand-writing it twice.

func init() {
	commands["winres"] = command{
		usage: "OUT.syso VERSION: the Windows amd64 resources (icon, version information, manifest) as an object go build links",
		run:   runWinres,
	}
	commands["zip"] = command{
		usage: "OUT.zip DIR: zip DIR's contents under DIR's own name, keeping file modes, in a fixed order, dated $SOURCE_DATE_EPOCH (else 1980-01-01)",
		run:   runZip,
	}
	commands["check-windows"] = command{
		usage: "ZIP VERSION: open the Windows zip and check its files and parlor.exe (amd64, GUI, icon, version, manifest)",
		run:   runCheckWindows,
	}
}

// winVersionRE is a release tag: v and one to four numbers, perhaps with
// a pre-release suffix (v0.30.1, v1.2.0-rc1).
var winVersionRE = regexp.MustCompile(`^v([0-9]+(?:\.[0-9]+){0,3})(-[0-9A-Za-z.-]+)?$`)

// winFileVersion maps a release version to the four numbers Windows shows
// (v0.30.1 -> 0.30.1.0); a dev build is 0.0.0.0. prerelease is true for
// dev builds and tags with a suffix, so Windows marks them as such.
func winFileVersion(v string) (nums [4]uint16, prerelease bool, err error) {
	if v == "dev" || strings.HasPrefix(v, "dev-") {
		return nums, true, nil
	}
	m := winVersionRE.FindStringSubmatch(v)
	if m == nil {
		return nums, false, fmt.Errorf("version %q: want a tag like v0.30.1 or dev-<commit>", v)
	}
	for i, part := range strings.Split(m[1], ".") {
		n, err := strconv.ParseUint(part, 10, 16)
		if err != nil {
			return nums, false, fmt.Errorf("version %q: %q is not a number from 0 to 65535", v, part)
		}
		nums[i] = uint16(n)
	}
	return nums, m[2] != "", nil
}

func runWinres(args []string) error {
	if len(args) != 2 {
		return fmt.Errorf("usage: winres OUT.syso VERSION")
	}
	rs, err := winResources(args[1])
	if err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := rs.WriteObject(&buf, winres.ArchAMD64); err != nil {
		return err
	}
	return os.WriteFile(args[0], buf.Bytes(), 0o644)
}

// winResources is everything the exe carries: icon, version, manifest.
func winResources(v string) (*winres.ResourceSet, error) {
	rs := &winres.ResourceSet{}
	if err := winSetIcon(rs); err != nil {
		return nil, err
	}
	if err := winSetVersion(rs, v); err != nil {
		return nil, err
	}
	if err := winSetManifest(rs); err != nil {
		return nil, err
	}
	return rs, nil
}

// winSetIcon adds the icon group Explorer and the taskbar show, at every
// size assets draws (stored as PNG, which Windows reads at any size).
func winSetIcon(rs *winres.ResourceSet) error {
	imgs := make([]image.Image, 0, len(assets.IconSizes))
	for _, n := range assets.IconSizes {
		imgs = append(imgs, assets.Icon(n))
	}
	icon, err := winres.NewIconFromImages(imgs)
	if err != nil {
		return err
	}
	// ID 1 comes first among the group icons: Explorer shows the first.
	return rs.SetIcon(winres.ID(1), icon)
}

// winStrings are the Details tab's fields, besides the two versions.
var winStrings = map[string]string{
	version.ProductName:      "Parlor",
	version.FileDescription:  "Parlor card games",
	version.CompanyName:      "The Parlor authors",
	version.LegalCopyright:   "The Parlor authors",
	version.OriginalFilename: "parlor.exe",
	version.InternalName:     "parlor",
}

func winSetVersion(rs *winres.ResourceSet, v string) error {
	nums, pre, err := winFileVersion(v)
	if err != nil {
		return err
	}
	vi := version.Info{FileVersion: nums, ProductVersion: nums}
	vi.Flags.Prerelease = pre
	for k, s := range winStrings {
		if err := vi.Set(version.LangDefault, k, s); err != nil {
			return err
		}
	}
	// The numbers cannot say "dev-5e176e7": the strings carry the name.
	for _, k := range []string{version.FileVersion, version.ProductVersion} {
		if err := vi.Set(version.LangDefault, k, v); err != nil {
			return err
		}
	}
	rs.SetVersionInfo(vi)
	return nil
}

// winManifest is written by hand because winres's AppManifest has no
// activeCodePage. Windows 10 and 11 share one supportedOS id; PerMonitorV2
// keeps the window sharp on every monitor (Ebitengine asks for it too, but
// the manifest applies before any code runs); UTF-8 makes the ANSI file
// APIs take the UTF-8 paths Go hands them.
const winManifest = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<assembly xmlns="urn:schemas-microsoft-com:asm.v1" manifestVersion="1.0">
  <compatibility xmlns="urn:schemas-microsoft-com:compatibility.v1">
    <application>
      <supportedOS Id="{8e0f7a12-bfb3-4fe8-b9a5-48fd50a15a9a}"/>
    </application>
  </compatibility>
  <application xmlns="urn:schemas-microsoft-com:asm.v3">
    <windowsSettings>
      <dpiAware xmlns="http://schemas.microsoft.com/SMI/2005/WindowsSettings">true/pm</dpiAware>
      <dpiAwareness xmlns="http://schemas.microsoft.com/SMI/2016/WindowsSettings">PerMonitorV2</dpiAwareness>
      <activeCodePage xmlns="http://schemas.microsoft.com/SMI/2019/WindowsSettings">UTF-8</activeCodePage>
    </windowsSettings>
  </application>
  <trustInfo xmlns="urn:schemas-microsoft-com:asm.v3">
    <security>
      <requestedPrivileges>
        <requestedExecutionLevel level="asInvoker" uiAccess="false"/>
      </requestedPrivileges>
    </security>
  </trustInfo>
</assembly>
`

// winSetManifest adds the manifest as resource 1, the one the loader reads
// for an exe.
func winSetManifest(rs *winres.ResourceSet) error {
	return rs.Set(winres.RT_MANIFEST, winres.ID(1), version.LangDefault, []byte(winManifest))
}

func runZip(args []string) error {
	if len(args) != 2 {
		return fmt.Errorf("usage: zip OUT.zip DIR")
	}
	mtime, err := sourceDate()
	if err != nil {
		return err
	}
	return zipTree(args[0], args[1], mtime)
}

// sourceDate is the time every zip entry carries: $SOURCE_DATE_EPOCH (the
// reproducible-builds convention), else the earliest time zip can store.
func sourceDate() (time.Time, error) {
	s := os.Getenv("SOURCE_DATE_EPOCH")
	if s == "" {
		return time.Date(1980, 1, 1, 0, 0, 0, 0, time.UTC), nil
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 315532800 { // zip's MS-DOS dates start in 1980
		return time.Time{}, fmt.Errorf("SOURCE_DATE_EPOCH=%q: want seconds since 1970, from 1980 on", s)
	}
	return time.Unix(n, 0).UTC(), nil
}

// zipTree writes out holding dir's tree under dir's own name (dir/a.txt
// is NAME/a.txt): folders and files in lexical order, each with its mode
// and the time mtime, so the same tree always gives the same bytes.
func zipTree(out, dir string, mtime time.Time) (err error) {
	absOut, _ := filepath.Abs(out)
	absDir, _ := filepath.Abs(dir)
	if strings.HasPrefix(absOut, absDir+string(filepath.Separator)) {
		return fmt.Errorf("%s is inside %s: it would zip itself", out, dir)
	}
	f, err := os.Create(out)
	if err != nil {
		return err
	}
	defer func() {
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			os.Remove(out)
		}
	}()
	zw := zip.NewWriter(f)
	top := filepath.Base(absDir)
	err = filepath.WalkDir(dir, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, err := filepath.Rel(dir, p)
		if err != nil {
			return err
		}
		return zipAdd(zw, p, path.Join(top, filepath.ToSlash(rel)), d, mtime)
	})
	if err != nil {
		return err
	}
	return zw.Close()
}

// zipAdd writes one folder or file of zipTree as name.
func zipAdd(zw *zip.Writer, p, name string, d fs.DirEntry, mtime time.Time) error {
	info, err := d.Info()
	if err != nil {
		return err
	}
	if !info.IsDir() && !info.Mode().IsRegular() {
		return fmt.Errorf("%s: not a file or folder (%v): a zip for Windows holds no links", p, info.Mode().Type())
	}
	h, err := zip.FileInfoHeader(info)
	if err != nil {
		return err
	}
	h.Name, h.Modified, h.Method = name, mtime, zip.Deflate
	if info.IsDir() {
		h.Name, h.Method = name+"/", zip.Store
		_, err = zw.CreateHeader(h)
		return err
	}
	w, err := zw.CreateHeader(h)
	if err != nil {
		return err
	}
	src, err := os.Open(p)
	if err != nil {
		return err
	}
	defer src.Close()
	_, err = io.Copy(w, src)
	return err
}

// winZipFiles are the files a Windows zip holds in its one folder: the
// licences are .txt so a double click opens them in Notepad.
var winZipFiles = []string{"LICENSE.txt", "README.md", "THIRD_PARTY_NOTICES.txt", "parlor.exe"}

func runCheckWindows(args []string) error {
	if len(args) != 2 {
		return fmt.Errorf("usage: check-windows ZIP VERSION")
	}
	zipPath, v := args[0], args[1]
	top := "parlor-" + v + "-windows-amd64"
	if filepath.Base(zipPath) != top+".zip" {
		return fmt.Errorf("%s: a Windows zip of %s is named %s.zip", zipPath, v, top)
	}
	files, err := winReadZip(zipPath, top)
	if err != nil {
		return err
	}
	for _, name := range winZipFiles {
		fmt.Printf("  %-52s %10d bytes\n", top+"/"+name, len(files[name]))
	}
	summary, err := winCheckExe(files["parlor.exe"], v)
	if err != nil {
		return fmt.Errorf("%s: parlor.exe: %w", zipPath, err)
	}
	fmt.Printf("  parlor.exe: %s\n%s: ok\n", summary, zipPath)
	return nil
}

// winReadZip reads every file of the zip, which must be exactly
// winZipFiles, none empty, inside the one folder top.
func winReadZip(zipPath, top string) (map[string][]byte, error) {
	zr, err := zip.OpenReader(zipPath)
	if err != nil {
		return nil, err
	}
	defer zr.Close()
	files := map[string][]byte{}
	var problems []error
	for _, f := range zr.File {
		rel, ok := strings.CutPrefix(f.Name, top+"/")
		switch {
		case f.Name == top+"/" && f.Mode().IsDir():
			continue
		case !ok || rel == "" || strings.Contains(rel, "/") || !slices.Contains(winZipFiles, rel):
			problems = append(problems, fmt.Errorf("unexpected entry %s", f.Name))
			continue
		}
		data, err := winReadEntry(f)
		if err != nil {
			return nil, fmt.Errorf("%s: %w", f.Name, err)
		}
		files[rel] = data
	}
	for _, name := range winZipFiles {
		if len(files[name]) == 0 {
			problems = append(problems, fmt.Errorf("%s/%s is missing or empty", top, name))
		}
	}
	if err := errors.Join(problems...); err != nil {
		return nil, fmt.Errorf("%s:\n%w", zipPath, err)
	}
	return files, nil
}

// winReadEntry reads a zip entry whole (the reader checks its CRC).
func winReadEntry(f *zip.File) ([]byte, error) {
	rc, err := f.Open()
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	return io.ReadAll(rc)
}

// winCheckExe checks the exe as Windows sees it: an amd64 GUI program
// (no console flashes up) carrying v, with its icon, version information
// and manifest; it says what it found.
func winCheckExe(exe []byte, v string) (string, error) {
	if err := winCheckHeader(exe); err != nil {
		return "", err
	}
	var problems []error
	if !bytes.Contains(exe, []byte(v)) {
		problems = append(problems, fmt.Errorf("the build does not carry the version %q (not stamped)", v))
	}
	rs, err := winres.LoadFromEXE(bytes.NewReader(exe))
	if errors.Is(err, winres.ErrNoResources) {
		return "", errors.New("no resources at all (the .syso was not linked)")
	} else if err != nil {
		return "", fmt.Errorf("reading its resources: %w", err)
	}
	sizes, err := winCheckIcon(rs)
	problems = append(problems, err)
	nums, err := winCheckVersion(rs, v)
	problems = append(problems, err, winCheckManifest(rs))
	if err := errors.Join(problems...); err != nil {
		return "", err
	}
	return fmt.Sprintf("amd64, GUI subsystem, version %d.%d.%d.%d %q (stamped too), icon %v px, manifest: Windows 10/11, PerMonitorV2, asInvoker, UTF-8",
		nums[0], nums[1], nums[2], nums[3], v, sizes), nil
}

// winCheckHeader checks the PE header: amd64, and the GUI subsystem.
func winCheckHeader(exe []byte) error {
	f, err := pe.NewFile(bytes.NewReader(exe))
	if err != nil {
		return err
	}
	defer f.Close()
	if f.Machine != pe.IMAGE_FILE_MACHINE_AMD64 {
		return fmt.Errorf("machine %#x, want amd64 (%#x)", f.Machine, pe.IMAGE_FILE_MACHINE_AMD64)
	}
	oh, ok := f.OptionalHeader.(*pe.OptionalHeader64)
	if !ok {
		return errors.New("not a 64-bit PE file")
	}
	if oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
		return fmt.Errorf("subsystem %d, want the GUI subsystem (%d): built without -H windowsgui, a console window would open beside the game",
			oh.Subsystem, pe.IMAGE_SUBSYSTEM_WINDOWS_GUI)
	}
	return nil
}

// winResource is one resource of a type: its id, language and bytes.
type winResource struct {
	id   winres.Identifier
	lang uint16
	data []byte
}

func winResourcesOf(rs *winres.ResourceSet, typeID winres.ID) []winResource {
	var out []winResource
	rs.WalkType(typeID, func(id winres.Identifier, lang uint16, data []byte) bool {
		out = append(out, winResource{id, lang, data})
		return true
	})
	return out
}

// winCheckIcon checks the one icon group: every size assets draws, each
// entry naming an RT_ICON of its size. It returns the sizes found.
func winCheckIcon(rs *winres.ResourceSet) ([]int, error) {
	groups := winResourcesOf(rs, winres.RT_GROUP_ICON)
	if len(groups) != 1 {
		return nil, fmt.Errorf("%d icon groups, want 1", len(groups))
	}
	icons := map[winres.Identifier][]byte{}
	for _, r := range winResourcesOf(rs, winres.RT_ICON) {
		icons[r.id] = r.data
	}
	sizes, err := winIconGroupSizes(groups[0].data, icons)
	if err != nil {
		return nil, fmt.Errorf("icon: %w", err)
	}
	slices.Sort(sizes)
	if want := slices.Sorted(slices.Values(assets.IconSizes)); !slices.Equal(sizes, want) {
		return sizes, fmt.Errorf("icon sizes %v, want %v", sizes, want)
	}
	return sizes, nil
}

// winIconGroupSizes reads a GRPICONDIR (a 6-byte header, then 14 bytes an
// image) and checks each image against the RT_ICON it names.
func winIconGroupSizes(group []byte, icons map[winres.Identifier][]byte) ([]int, error) {
	if len(group) < 6 || binary.LittleEndian.Uint16(group[2:]) != 1 {
		return nil, errors.New("not an icon group")
	}
	n := int(binary.LittleEndian.Uint16(group[4:]))
	if len(group) < 6+14*n {
		return nil, fmt.Errorf("group of %d images cut short", n)
	}
	var sizes []int
	for i := range n {
		e := group[6+14*i:]
		w, h := int(e[0]), int(e[1])
		id := winres.ID(binary.LittleEndian.Uint16(e[12:]))
		img := icons[id]
		if len(img) == 0 || len(img) != int(binary.LittleEndian.Uint32(e[8:])) {
			return nil, fmt.Errorf("image %d: its RT_ICON %d is missing or of another length", i, id)
		}
		cfg, err := png.DecodeConfig(bytes.NewReader(img))
		if err != nil {
			return nil, fmt.Errorf("image %d: %w", i, err)
		}
		if cfg.Width%256 != w || cfg.Height%256 != h { // 0 stands for 256
			return nil, fmt.Errorf("image %d: group says %dx%d, the image is %dx%d", i, w, h, cfg.Width, cfg.Height)
		}
		sizes = append(sizes, cfg.Width)
	}
	return sizes, nil
}

// winCheckVersion checks the one version resource: the numbers and every
// string winSetVersion writes. It returns the numbers.
func winCheckVersion(rs *winres.ResourceSet, v string) ([4]uint16, error) {
	res := winResourcesOf(rs, winres.RT_VERSION)
	if len(res) != 1 {
		return [4]uint16{}, fmt.Errorf("%d version resources, want 1", len(res))
	}
	vi, err := version.FromBytes(res[0].data)
	if err != nil {
		return [4]uint16{}, fmt.Errorf("version resource: %w", err)
	}
	want, _, err := winFileVersion(v)
	if err != nil {
		return vi.FileVersion, err
	}
	var problems []error
	if vi.FileVersion != want || vi.ProductVersion != want {
		problems = append(problems, fmt.Errorf("version numbers %v/%v, want %v", vi.FileVersion, vi.ProductVersion, want))
	}
	got, err := winVersionStrings(vi)
	if err != nil {
		return vi.FileVersion, errors.Join(append(problems, err)...)
	}
	wantStrings := winWantStrings(v)
	for _, k := range slices.Sorted(maps.Keys(wantStrings)) {
		if s := wantStrings[k]; got[k] != s {
			problems = append(problems, fmt.Errorf("version string %s is %q, want %q", k, got[k], s))
		}
	}
	return vi.FileVersion, errors.Join(problems...)
}

// winWantStrings are the version strings an exe of v carries.
func winWantStrings(v string) map[string]string {
	want := map[string]string{version.FileVersion: v, version.ProductVersion: v}
	for k, s := range winStrings {
		want[k] = s
	}
	return want
}

// winVersionStrings reads the en-US string table, which winres keeps to
// itself but for its JSON form.
func winVersionStrings(vi *version.Info) (map[string]string, error) {
	b, err := json.Marshal(vi)
	if err != nil {
		return nil, err
	}
	var j struct{ Info map[string]map[string]string }
	if err := json.Unmarshal(b, &j); err != nil {
		return nil, err
	}
	st, ok := j.Info[fmt.Sprintf("%04X", version.LangDefault)]
	if !ok {
		return nil, errors.New("the version resource has no en-US string table")
	}
	return st, nil
}

// winManifestXML is what winCheckManifest reads of a manifest.
type winManifestXML struct {
	SupportedOS    []winOS `xml:"compatibility>application>supportedOS"`
	DPIAwareness   string  `xml:"application>windowsSettings>dpiAwareness"`
	ActiveCodePage string  `xml:"application>windowsSettings>activeCodePage"`
	Level          struct {
		Level string `xml:"level,attr"`
	} `xml:"trustInfo>security>requestedPrivileges>requestedExecutionLevel"`
}

// winOS is a manifest's supportedOS element.
type winOS struct {
	ID string `xml:"Id,attr"`
}

// winCheckManifest checks manifest 1: Windows 10/11, PerMonitorV2 DPI
// awareness, UTF-8 as the code page, and no elevation.
func winCheckManifest(rs *winres.ResourceSet) error {
	res := winResourcesOf(rs, winres.RT_MANIFEST)
	if len(res) != 1 || res[0].id != winres.ID(1) {
		return fmt.Errorf("want one manifest, id 1; found %d", len(res))
	}
	var m winManifestXML
	if err := xml.Unmarshal(res[0].data, &m); err != nil {
		return fmt.Errorf("manifest: %w", err)
	}
	const win10 = "{8e0f7a12-bfb3-4fe8-b9a5-48fd50a15a9a}"
	var problems []error
	if !slices.Contains(m.SupportedOS, winOS{win10}) {
		problems = append(problems, errors.New("manifest: Windows 10/11 is not a supportedOS"))
	}
	for _, c := range [][3]string{
		{"dpiAwareness", m.DPIAwareness, "PerMonitorV2"},
		{"activeCodePage", m.ActiveCodePage, "UTF-8"},
		{"requestedExecutionLevel", m.Level.Level, "asInvoker"},
	} {
		if c[1] != c[2] {
			problems = append(problems, fmt.Errorf("manifest: %s is %q, want %q", c[0], c[1], c[2]))
		}
	}
	return errors.Join(problems...)
}
