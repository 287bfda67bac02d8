package game

import (
	"bufio"
	"encoding/json"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"
)

// meter collects the figures of a -measure run: frames drawn, per-frame
// Update+Draw CPU time, time to the first frame, the process's CPU use and
// resident memory. A nil meter ignores every call.
//
// The measured window opens warmup after the first frame (at once when
// warmup is 0, the menu's run), so a table's deal and start-up work stay
// out of an idle figure. Frames that Draw skips (the top scene is still)
// are not counted: at an idle table fps is how often it still redraws.
// The moving figures leave those pauses out: they time each drawn frame
// from the one drawn just before it, none skipped between, so they are
// the frame rate of what moves (the menu's deal), not of its rests.
type meter struct {
	limit     time.Duration
	warmup    time.Duration
	now       func() time.Time
	firstDraw time.Time
	start     time.Time
	cpu0      float64 // process CPU seconds when the window opened
	first     time.Duration
	frameCost []time.Duration // Update + Draw, one per drawn frame
	pendingUp time.Duration
	draws     int
	// lastDraw is when the last frame was drawn, zero after a skipped one.
	lastDraw     time.Time
	moving       time.Duration
	movingFrames int
}

func newMeter(limit, warmup time.Duration) *meter {
	return &meter{limit: limit, warmup: warmup, now: time.Now}
}

func (m *meter) addUpdate(d time.Duration) {
	if m == nil {
		return
	}
	m.pendingUp += d
}

func (m *meter) addDraw(d time.Duration) {
	if m == nil {
		return
	}
	t := m.now()
	if m.start.IsZero() {
		if m.firstDraw.IsZero() {
			m.firstDraw = t
			if m.warmup <= 0 {
				m.begin()
				m.lastDraw = t
			}
		}
		m.pendingUp = 0
		return
	}
	m.draws++
	m.frameCost = append(m.frameCost, m.pendingUp+d)
	m.pendingUp = 0
	if !m.lastDraw.IsZero() {
		m.moving += t.Sub(m.lastDraw)
		m.movingFrames++
	}
	m.lastDraw = t
}

// skip notes a frame Draw did not draw (nothing changed): the time until
// the next drawn frame is a rest, not a moving frame's.
func (m *meter) skip() {
	if m != nil {
		m.lastDraw = time.Time{}
	}
}

// begin opens the measured window.
func (m *meter) begin() {
	m.start = m.now()
	m.lastDraw = time.Time{}
	m.cpu0 = processCPU()
	m.pendingUp = 0
}

func (m *meter) firstFrame(d time.Duration) {
	if m != nil {
		m.first = d
	}
}

// done is asked once per Update: it also opens the window after a warm-up,
// which a still scene (no Draw calls) must not hold back.
func (m *meter) done() bool {
	if m == nil {
		return false
	}
	if m.start.IsZero() {
		if !m.firstDraw.IsZero() && m.now().Sub(m.firstDraw) >= m.warmup {
			m.begin()
		}
		return false
	}
	return m.now().Sub(m.start) >= m.limit
}

// Stats is what -measure writes.
type Stats struct {
	Seconds float64 `json:"seconds"`
	Frames  int     `json:"frames"`
	FPS     float64 `json:"fps"`
	// MovingFPS is frames drawn over the time they took, rests (frames
	// skipped because nothing changed) left out; MovingS is that time.
	MovingFPS    float64 `json:"moving_fps"`
	MovingS      float64 `json:"moving_s"`
	P50ms        float64 `json:"p50_ms"`
	P99ms        float64 `json:"p99_ms"`
	MaxMs        float64 `json:"max_ms"`
	FirstFrameMs float64 `json:"first_frame_ms"`
	RSSMB        float64 `json:"rss_mb"`
	PeakRSSMB    float64 `json:"peak_rss_mb"`
	// CPUPct is the whole process's CPU time (user + system, every
	// thread, from /proc/self/stat) over the window, in % of one core.
	CPUPct  float64 `json:"cpu_pct"`
	WarmupS float64 `json:"warmup_s"`
}

func (m *meter) stats() Stats {
	el := m.now().Sub(m.start).Seconds()
	c := slices.Clone(m.frameCost)
	slices.Sort(c)
	pct := func(p float64) float64 {
		if len(c) == 0 {
			return 0
		}
		i := min(len(c)-1, int(p*float64(len(c))))
		return float64(c[i].Microseconds()) / 1000
	}
	rss, hwm := Memory()
	cpu := 0.0
	if el > 0 {
		cpu = (processCPU() - m.cpu0) / el * 100
	}
	movingFPS := 0.0
	if m.moving > 0 {
		movingFPS = float64(m.movingFrames) / m.moving.Seconds()
	}
	return Stats{Seconds: el, Frames: m.draws, FPS: float64(m.draws) / el,
		MovingFPS: movingFPS, MovingS: m.moving.Seconds(),
		P50ms: pct(0.5), P99ms: pct(0.99), MaxMs: pct(1),
		FirstFrameMs: float64(m.first.Microseconds()) / 1000, RSSMB: rss, PeakRSSMB: hwm,
		CPUPct: cpu, WarmupS: m.warmup.Seconds()}
}

func (m *meter) write(path string, _ time.Time) error {
	s := m.stats()
	b, _ := json.MarshalIndent(s, "", "  ")
	if path == "" || path == "-" {
		fmt.Println(string(b))
		return nil
	}
	if err := os.WriteFile(path, append(b, '\n'), 0o644); err != nil {
		return fmt.Errorf("parlor: write measure: %w", err)
	}
	return nil
}

// Memory returns VmRSS and VmHWM in MB from /proc/self/status (0 where
// unavailable).
func Memory() (rss, hwm float64) {
	f, err := os.Open("/proc/self/status")
	if err != nil {
		return 0, 0
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) < 2 {
			continue
		}
		kb, _ := strconv.ParseFloat(fields[1], 64)
		switch fields[0] {
		case "VmRSS:":
			rss = kb / 1024
		case "VmHWM:":
			hwm = kb / 1024
		}
	}
	return rss, hwm
}

// clockTicks is USER_HZ, the unit of /proc's CPU times: 100 on every
// Linux architecture Go supports (the kernel keeps it fixed for user
// space; reading it needs sysconf, which needs cgo).
const clockTicks = 100

// processCPU returns the process's user + system CPU seconds, all threads
// (the GL driver's included), from /proc/self/stat; 0 where unavailable.
func processCPU() float64 {
	b, err := os.ReadFile("/proc/self/stat")
	if err != nil {
		return 0
	}
	return statCPU(string(b))
}

// statCPU reads utime + stime (fields 14 and 15) of a /proc/PID/stat
// line, in seconds. The command name (field 2) may hold spaces and
// parentheses, so fields are counted after its last ')'.
func statCPU(stat string) float64 {
	i := strings.LastIndexByte(stat, ')')
	if i < 0 {
		return 0
	}
	f := strings.Fields(stat[i+1:]) // f[0] is field 3, the state
	if len(f) < 13 {
		return 0
	}
	u, err1 := strconv.ParseUint(f[11], 10, 64)
	s, err2 := strconv.ParseUint(f[12], 10, 64)
	if err1 != nil || err2 != nil {
		return 0
	}
	return float64(u+s) / clockTicks
}
