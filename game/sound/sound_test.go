package sound_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"parlor/assets"
	"parlor/game/sound"
)

// The probe re-runs the test binary itself, so the test binary's main must
// answer it first, exactly like Parlor's main.
func TestMain(m *testing.M) {
	sound.RunProbeIfAsked()
	os.Exit(m.Run())
}

// noDevice points both oto back ends at nothing: PulseAudio at a socket
// that does not exist, ALSA at a configuration without cards.
func noDevice(t *testing.T) {
	d := t.TempDir()
	t.Setenv("XDG_RUNTIME_DIR", d)
	t.Setenv("PULSE_SERVER", "unix:"+filepath.Join(d, "no-such-socket"))
	asoundrc := filepath.Join(d, "asoundrc")
	require.NoError(t, os.WriteFile(asoundrc, []byte("pcm.!default { type hw card 99 }\n"), 0o644))
	t.Setenv("ALSA_CONFIG_PATH", asoundrc)
}

func waitProbed(t *testing.T, p *sound.Player) {
	t.Helper()
	select {
	case <-p.Probed():
	case <-time.After(10 * time.Second):
		t.Fatal("device check did not finish within 10 s")
	}
}

func TestNoDeviceRunsSilently(t *testing.T) {
	noDevice(t)
	start := time.Now()
	p := sound.New(true, 0.8)
	assert.Less(t, time.Since(start), 50*time.Millisecond, "New must not wait for the probe")
	assert.Equal(t, sound.StatusChecking, p.Status())
	p.Play(assets.SoundDeal) // before the probe ends: silent, no panic

	waitProbed(t, p)
	assert.Equal(t, sound.StatusNoDevice, p.Status(), "detail: %s", p.Detail())
	msg, ok := p.Notice()
	assert.True(t, ok)
	assert.Equal(t, "No sound device found: Parlor runs silently.", msg)
	_, ok = p.Notice()
	assert.False(t, ok, "the notice is shown once")

	for _, name := range append(assets.SoundNames(), "no-such-sound", "") {
		p.Play(name)
	}
	p.SetVolume(-1)
	assert.Equal(t, 0.0, p.Volume())
	p.SetVolume(7)
	assert.Equal(t, 1.0, p.Volume())
	p.SetEnabled(false)
	assert.Equal(t, sound.StatusOff, p.Status())
	p.Play(assets.SoundWin)
	p.SetEnabled(true)
	assert.Equal(t, sound.StatusNoDevice, p.Status())
}

func TestSoundOffShowsNoNotice(t *testing.T) {
	noDevice(t)
	p := sound.New(false, 1)
	waitProbed(t, p)
	assert.Equal(t, sound.StatusOff, p.Status())
	_, ok := p.Notice()
	assert.False(t, ok, "no notice while sound is off")
}

// TestProbeFindsNullSink starts a PulseAudio server with a null sink (as
// TOOLCHAIN.md describes) and checks that the probe sees a working device.
// build/test installs the pulseaudio package; without it this test fails.
func TestProbeFindsNullSink(t *testing.T) {
	bin, err := exec.LookPath("pulseaudio")
	if err != nil {
		t.Fatal("pulseaudio is not installed: apt-get install -y --no-install-recommends pulseaudio")
	}
	d := t.TempDir()
	cmd := exec.Command(bin, "-n", "--daemonize=no", "--exit-idle-time=-1", "--disable-shm",
		"-L", "module-null-sink", "-L", "module-native-protocol-unix auth-anonymous=1")
	cmd.Env = append(os.Environ(), "XDG_RUNTIME_DIR="+d, "HOME="+d)
	require.NoError(t, cmd.Start())
	t.Cleanup(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	sock := filepath.Join(d, "pulse", "native")
	for i := 0; ; i++ {
		if _, err := os.Stat(sock); err == nil {
			break
		}
		if i > 100 {
			t.Fatalf("PulseAudio did not create %s within 10 s", sock)
		}
		time.Sleep(100 * time.Millisecond)
	}
	t.Setenv("XDG_RUNTIME_DIR", d)
	t.Setenv("HOME", d)
	t.Setenv("PULSE_SERVER", "unix:"+sock)

	p := sound.New(true, 1)
	waitProbed(t, p)
	assert.Equal(t, sound.StatusOn, p.Status(), "detail: %s", p.Detail())
	_, ok := p.Notice()
	assert.False(t, ok, "no notice when a device exists")
}
