// Package sound plays Parlor's sound effects without ever risking the
// game: the audio device is probed in a child process first (see
// RunProbeIfAsked), and Ebitengine's audio context is only created once the
// probe has shown that a device works. Without one, the game runs silently
// and says so once.
//
// Every method is safe to call from the game loop: none blocks or panics.
package sound

import (
	"math"
	"sync"

	"github.com/hajimehoshi/ebiten/v2/audio"

	"parlor/assets"
)

// SampleRate is the rate of the effects and of the audio context.
const SampleRate = assets.SampleRate

// Status strings.
const (
	StatusOn       = "sound on"
	StatusOff      = "sound off"
	StatusNoDevice = "no sound device: playing silently"
	StatusChecking = "sound on (checking the sound device)"
)

// NoDeviceNotice is the once-only message shown when the probe fails.
const NoDeviceNotice = "No sound device found: Parlor runs silently."

// voices is how many copies of one effect may sound at once (a fast deal
// overlaps its swishes).
const voices = 4

type probeState int

const (
	probing probeState = iota
	deviceOK
	noDevice
)

// Player plays the named effects of package assets.
type Player struct {
	mu      sync.Mutex
	enabled bool
	volume  float64
	state   probeState
	detail  string // why the probe failed, for logs
	noticed bool
	ctx     *audio.Context
	players map[string][]*audio.Player
	probed  chan struct{}
}

// New returns a player at once and checks for a sound device in the
// background; until the check succeeds, Play is silent. volume is 0..1.
func New(enabled bool, volume float64) *Player {
	p := &Player{enabled: enabled, volume: clampVolume(volume), probed: make(chan struct{})}
	go p.probe()
	return p
}

func (p *Player) probe() {
	ok, detail := probeChild()
	p.mu.Lock()
	defer p.mu.Unlock()
	if ok {
		p.state = deviceOK
	} else {
		p.state = noDevice
		p.detail = detail
	}
	close(p.probed)
}

// Probed is closed once the device check has finished.
func (p *Player) Probed() <-chan struct{} { return p.probed }

// Play starts the named effect (assets.SoundDeal, ...). Unknown names,
// sound off and no device are all silent no-ops.
func (p *Player) Play(name string) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if !p.enabled || p.state != deviceOK || p.volume == 0 {
		return
	}
	pcm, ok := assets.SoundPCM(name)
	if !ok {
		return
	}
	if !p.ensureContext() {
		return
	}
	pool := p.players[name]
	var pl *audio.Player
	for _, q := range pool {
		if !q.IsPlaying() {
			pl = q
			break
		}
	}
	if pl == nil {
		if len(pool) >= voices {
			pl = pool[0] // restart the oldest rather than pile up
		} else {
			pl = p.ctx.NewPlayerFromBytes(pcm)
			p.players[name] = append(pool, pl)
		}
	}
	_ = pl.Rewind() // cannot fail for an in-memory source
	pl.SetVolume(p.volume)
	pl.Play()
}

// ensureContext creates the audio context on first use, after a
// successful probe. It reports false if that is impossible.
func (p *Player) ensureContext() (ok bool) {
	if p.ctx != nil {
		return true
	}
	defer func() {
		// NewContext panics only if another context exists with a
		// different setup; then stay silent rather than crash.
		if r := recover(); r != nil {
			p.state, p.detail, ok = noDevice, "audio context unavailable", false
		}
	}()
	if c := audio.CurrentContext(); c != nil {
		if c.SampleRate() != SampleRate {
			p.state, p.detail = noDevice, "audio context has another sample rate"
			return false
		}
		p.ctx = c
	} else {
		p.ctx = audio.NewContext(SampleRate)
	}
	p.players = map[string][]*audio.Player{}
	return true
}

// SetVolume sets the volume, 0..1, for new and playing effects.
func (p *Player) SetVolume(v float64) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.volume = clampVolume(v)
	for _, pool := range p.players {
		for _, pl := range pool {
			pl.SetVolume(p.volume)
		}
	}
}

// Volume returns the volume, 0..1.
func (p *Player) Volume() float64 {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.volume
}

// SetEnabled turns sound on or off; turning it off stops what is playing.
func (p *Player) SetEnabled(on bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.enabled = on
	if !on {
		for _, pool := range p.players {
			for _, pl := range pool {
				pl.Pause()
			}
		}
	}
}

// Enabled reports whether sound is switched on (whether or not a device
// exists).
func (p *Player) Enabled() bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.enabled
}

// Status describes the sound state for a settings screen or status line:
// StatusOff, StatusNoDevice, StatusOn, or StatusChecking while the device
// check runs (at most about five seconds).
func (p *Player) Status() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	switch {
	case !p.enabled:
		return StatusOff
	case p.state == noDevice:
		return StatusNoDevice
	case p.state == probing:
		return StatusChecking
	}
	return StatusOn
}

// Detail says why the device check failed ("" if it did not), for logs.
func (p *Player) Detail() string {
	p.mu.Lock()
	defer p.mu.Unlock()
	return p.detail
}

// Notice returns NoDeviceNotice and true exactly once, on the first call
// after the device check has failed while sound is on; otherwise "", false.
// The app shows it as a toast.
func (p *Player) Notice() (string, bool) {
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.noticed || p.state != noDevice || !p.enabled {
		return "", false
	}
	p.noticed = true
	return NoDeviceNotice, true
}

func clampVolume(v float64) float64 {
	if math.IsNaN(v) {
		return 1
	}
	return min(max(v, 0), 1)
}
