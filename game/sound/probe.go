package sound

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"os/exec"
	"runtime"
	"strings"
	"time"

	"github.com/ebitengine/oto/v3"
)

// ProbeEnv is the environment variable that turns a Parlor process into an
// audio probe (see RunProbeIfAsked).
const ProbeEnv = "PARLOR_AUDIO_PROBE"

// probeOK is what a successful probe prints, so that a child that is not a
// probe at all (a main that forgot RunProbeIfAsked and exits 0) is never
// taken for a working device.
const probeOK = "parlor-audio-probe: ok"

// probeTimeout bounds the whole child process; openTimeout bounds the
// device opening inside it. A working device answers in well under a
// second, but starting the child on a busy machine (or a -race build) took
// over 3 s in tests; the probe runs in the background, so a generous limit
// delays nothing.
const (
	probeTimeout = 5 * time.Second
	openTimeout  = 3 * time.Second
)

// RunProbeIfAsked must be the first call in main. In a process started
// with PARLOR_AUDIO_PROBE=1 it opens a real audio output with oto, plays a
// few milliseconds of silence and exits: status 0 if the device works, 1 if
// not. In any other process it returns at once and does nothing.
//
// Why a child process: once Ebitengine's audio context exists, a device
// that fails to open makes RunGame return an error, and a context can never
// be removed, so a failed attempt in the game's own process would kill the
// game. oto likewise allows one context per process.
func RunProbeIfAsked() {
	if os.Getenv(ProbeEnv) != "1" {
		return
	}
	if err := probeDevice(openTimeout); err != nil {
		fmt.Fprintln(os.Stderr, "parlor-audio-probe:", err)
		os.Exit(1)
	}
	fmt.Println(probeOK)
	os.Exit(0)
}

// probeDevice opens the default output at the game's format and plays a
// little silence, reporting any error the driver raises while doing so.
func probeDevice(timeout time.Duration) error {
	ctx, ready, err := oto.NewContext(&oto.NewContextOptions{
		SampleRate:   SampleRate,
		ChannelCount: 2,
		Format:       oto.FormatSignedInt16LE,
	})
	if err != nil {
		return err
	}
	select {
	case <-ready:
	case <-time.After(timeout):
		return fmt.Errorf("no audio device ready after %v", timeout)
	}
	if err := ctx.Err(); err != nil {
		return err
	}
	silence := make([]byte, SampleRate/50*4) // 20 ms of 16-bit stereo
	p := ctx.NewPlayer(bytes.NewReader(silence))
	p.Play()
	deadline := time.Now().Add(timeout)
	for p.IsPlaying() && time.Now().Before(deadline) {
		time.Sleep(10 * time.Millisecond)
	}
	if err := p.Err(); err != nil {
		return err
	}
	return ctx.Err()
}

// probeChild re-runs this executable as a probe and reports whether the
// device works. It never takes much longer than probeTimeout.
func probeChild() (ok bool, detail string) {
	if runtime.GOOS == "js" {
		// Browsers always have Web Audio and cannot start processes.
		return true, ""
	}
	if os.Getenv(ProbeEnv) == "1" {
		// A probe child must never probe again (and never play).
		return false, "inside a probe"
	}
	exe, err := os.Executable()
	if err != nil {
		return false, err.Error()
	}
	ctx, cancel := context.WithTimeout(context.Background(), probeTimeout)
	defer cancel()
	cmd := exec.CommandContext(ctx, exe)
	cmd.Env = append(os.Environ(), ProbeEnv+"=1")
	var out, errOut bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errOut
	err = cmd.Run()
	switch {
	case ctx.Err() != nil:
		return false, "probe timed out"
	case err != nil:
		return false, strings.TrimSpace(errOut.String() + " " + err.Error())
	case !strings.Contains(out.String(), probeOK):
		return false, "probe child did not run the probe (main must call sound.RunProbeIfAsked first)"
	}
	return true, ""
}
