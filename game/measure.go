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
// Update+Draw CPU time, time to the first frame and resident memory. A nil
// meter ignores every call.
type meter struct {
	limit     time.Duration
	start     time.Time
	first     time.Duration
	frameCost []time.Duration // Update + Draw, one per drawn frame
	pendingUp time.Duration
	draws     int
}

func newMeter(limit time.Duration) *meter { return &meter{limit: limit} }

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
	if m.start.IsZero() {
		m.start = time.Now()
		m.pendingUp = 0
		return
	}
	m.draws++
	m.frameCost = append(m.frameCost, m.pendingUp+d)
	m.pendingUp = 0
}

func (m *meter) firstFrame(d time.Duration) {
	if m != nil {
		m.first = d
	}
}

func (m *meter) done() bool { return m != nil && !m.start.IsZero() && time.Since(m.start) >= m.limit }

// Stats is what -measure writes.
type Stats struct {
	Seconds      float64 `json:"seconds"`
	Frames       int     `json:"frames"`
	FPS          float64 `json:"fps"`
	P50ms        float64 `json:"p50_ms"`
	P99ms        float64 `json:"p99_ms"`
	MaxMs        float64 `json:"max_ms"`
	FirstFrameMs float64 `json:"first_frame_ms"`
	RSSMB        float64 `json:"rss_mb"`
	PeakRSSMB    float64 `json:"peak_rss_mb"`
}

func (m *meter) stats() Stats {
	el := time.Since(m.start).Seconds()
	c := slices.Clone(m.frameCost)
	slices.Sort(c)
	pct := func(p float64) float64 {
		if len(c) == 0 {
			return 0
		}
		i := min(len(c)-1, int(p*float64(len(c))))
		return float64(c[i].Microseconds()) / 1000
	}
	rss, hwm := memory()
	return Stats{Seconds: el, Frames: m.draws, FPS: float64(m.draws) / el,
		P50ms: pct(0.5), P99ms: pct(0.99), MaxMs: pct(1),
		FirstFrameMs: float64(m.first.Microseconds()) / 1000, RSSMB: rss, PeakRSSMB: hwm}
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

// memory returns VmRSS and VmHWM in MB from /proc (0 where unavailable).
func memory() (rss, hwm float64) {
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
