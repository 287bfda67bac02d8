package stepstonesui

import (
	"parlor/rules/record"
	"parlor/rules/stepstones"
)

// GameName is the record header's game name and the saved file's prefix.
const GameName = "stepstones"

// recorder is the authority the table plays through: every action goes to
// the engine's State and, once applied, into the list of steps the engine's
// NewRecord turns into a record (header, deals, actions and every derived
// outcome), so the UI never writes record events itself.
type recorder struct {
	cfg   stepstones.Config
	seed  uint64
	seats []record.Seat
	st    *stepstones.State
	steps []stepstones.Step
}

func newRecorder(cfg stepstones.Config, seed uint64, seats []record.Seat) *recorder {
	return &recorder{cfg: cfg, seed: seed, seats: seats, st: stepstones.New(cfg, seed)}
}

// State returns the game being played.
func (r *recorder) State() *stepstones.State { return r.st }

// Apply applies a seat's action; a refused action is not recorded.
func (r *recorder) Apply(seat int, a stepstones.Action) error {
	if err := r.st.Apply(seat, a); err != nil {
		return err
	}
	r.steps = append(r.steps, stepstones.Step{Seat: seat, Action: a})
	return nil
}

// Record returns the game's record so far, rebuilt by the engine from the
// accepted steps.
func (r *recorder) Record() (*record.Record, error) {
	return stepstones.NewRecord(r.cfg, r.seed, r.seats, r.steps)
}
