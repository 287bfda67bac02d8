package assets

import (
	"encoding/binary"
	"math"
	"sync"
)

// SampleRate is the rate of every synthesised effect: 16-bit little-endian
// stereo PCM at 48 kHz, what Ebitengine's audio context is made with.
const SampleRate = 48000

// The effect names SoundPCM knows.
const (
	SoundDeal  = "deal"  // a soft card swish
	SoundPlay  = "play"  // a card snapped onto a pile
	SoundSlap  = "slap"  // a sharp hand slap (Spit, SpeedOh)
	SoundWin   = "win"   // a short rising arpeggio
	SoundTick  = "tick"  // a countdown blip
	SoundError = "error" // a soft low buzz for an illegal move
)

// SoundNames lists every effect, in a fixed order.
func SoundNames() []string {
	return []string{SoundDeal, SoundPlay, SoundSlap, SoundWin, SoundTick, SoundError}
}

var (
	soundOnce sync.Once
	soundPCM  map[string][]byte
)

// SoundPCM returns the named effect as 16-bit little-endian stereo PCM at
// SampleRate, synthesised (all of them, about 0.2 MB) on the first call.
// The slice is shared: do not modify it. ok is false for an unknown name.
func SoundPCM(name string) (pcm []byte, ok bool) {
	soundOnce.Do(func() {
		soundPCM = map[string][]byte{
			SoundDeal:  encode(synthDeal()),
			SoundPlay:  encode(synthPlay()),
			SoundSlap:  encode(synthSlap()),
			SoundWin:   encode(synthWin()),
			SoundTick:  encode(synthTick()),
			SoundError: encode(synthError()),
		}
	})
	pcm, ok = soundPCM[name]
	return pcm, ok
}

// noise is a small xorshift generator: effects are the same on every run
// and every machine, which keeps their tests exact.
type noise uint32

func (n *noise) next() float64 {
	x := uint32(*n)
	x ^= x << 13
	x ^= x >> 17
	x ^= x << 5
	*n = noise(x)
	return float64(x)/float64(math.MaxUint32)*2 - 1
}

func samples(seconds float64) []float64 { return make([]float64, int(seconds*SampleRate)) }

func secs(i int) float64 { return float64(i) / SampleRate }

// onePole is a one-pole low-pass filter; cutoff in Hz.
type onePole struct{ y float64 }

func (f *onePole) low(x, cutoff float64) float64 {
	a := 1 - math.Exp(-2*math.Pi*cutoff/SampleRate)
	f.y += a * (x - f.y)
	return f.y
}

// synthDeal: band-limited noise whose band sweeps upward under a quick
// rise and slower fall, the sound of a card sliding off the deck.
func synthDeal() []float64 {
	out := samples(0.14)
	n := noise(0x9e3779b9)
	var lo, hi onePole
	for i := range out {
		t := secs(i)
		cut := 1500 + 5000*t/0.14
		x := n.next()
		band := lo.low(x, cut) - hi.low(x, cut/4)
		env := math.Min(t/0.02, 1) * math.Exp(-t/0.05)
		out[i] = 0.9 * band * env
	}
	return out
}

// synthPlay: a crisp click (fast-decaying bright noise) over a short low
// knock, a card landing on a pile.
func synthPlay() []float64 {
	out := samples(0.09)
	n := noise(0x2545f491)
	var lp onePole
	for i := range out {
		t := secs(i)
		click := lp.low(n.next(), 6000) * math.Exp(-t/0.008)
		knock := math.Sin(2*math.Pi*190*t) * math.Exp(-t/0.025)
		out[i] = 0.8*click + 0.35*knock
	}
	return out
}

// synthSlap: a loud broadband burst with a body thump, decaying fast: a
// palm hitting the table.
func synthSlap() []float64 {
	out := samples(0.18)
	n := noise(0x6c8e9cf5)
	var lp onePole
	for i := range out {
		t := secs(i)
		attack := math.Min(t/0.001, 1)
		burst := lp.low(n.next(), 3500) * math.Exp(-t/0.018)
		thump := math.Sin(2*math.Pi*110*t*(1-t)) * math.Exp(-t/0.04)
		out[i] = attack * (1.1*burst + 0.5*thump)
	}
	return out
}

// synthWin: C major arpeggio (C5 E5 G5 C6), bell-like notes with a soft
// octave partial, each ringing on under the next.
func synthWin() []float64 {
	out := samples(0.9)
	notes := []float64{523.25, 659.25, 783.99, 1046.50}
	for k, f := range notes {
		start := 0.09 * float64(k)
		for i := range out {
			t := secs(i) - start
			if t < 0 {
				continue
			}
			env := math.Min(t/0.005, 1) * math.Exp(-t/0.22)
			out[i] += 0.22 * env * (math.Sin(2*math.Pi*f*t) + 0.25*math.Sin(4*math.Pi*f*t))
		}
	}
	return out
}

// synthTick: a short 1 kHz blip.
func synthTick() []float64 {
	out := samples(0.05)
	for i := range out {
		t := secs(i)
		env := math.Min(t/0.002, 1) * math.Exp(-t/0.012)
		out[i] = 0.45 * env * math.Sin(2*math.Pi*1000*t)
	}
	return out
}

// synthError: two slightly detuned low tones with a few odd harmonics,
// beating softly: noticeable without being harsh.
func synthError() []float64 {
	out := samples(0.24)
	for i := range out {
		t := secs(i)
		env := math.Min(t/0.015, 1) * math.Min((0.24-t)/0.06, 1)
		var v float64
		for _, f := range []float64{146, 150} {
			ph := 2 * math.Pi * f * t
			v += math.Sin(ph) + 0.3*math.Sin(3*ph) + 0.12*math.Sin(5*ph)
		}
		out[i] = 0.16 * env * v
	}
	return out
}

// encode clamps and writes mono samples as 16-bit stereo little-endian,
// with a 3 ms fade at both ends so no effect starts or stops with a click.
func encode(mono []float64) []byte {
	const fade = SampleRate * 3 / 1000
	b := make([]byte, len(mono)*4)
	for i, v := range mono {
		g := math.Min(1, math.Min(float64(i)/fade, float64(len(mono)-1-i)/fade))
		v = math.Max(-1, math.Min(1, v*g))
		s := uint16(int16(math.Round(v * 32767)))
		binary.LittleEndian.PutUint16(b[i*4:], s)
		binary.LittleEndian.PutUint16(b[i*4+2:], s)
	}
	return b
}
