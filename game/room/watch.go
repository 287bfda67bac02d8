package room

import (
	"errors"
	"slices"

	"parlor/rules/engine"
)

// MaxWatchers bounds the spectators at one table: each is sent a copy of
// everything the table's game tells them, and one newcomer the whole story.
const MaxWatchers = 20

// watcher is someone watching the table without a seat.
type watcher struct {
	name  string
	fresh bool // told nothing of the game yet: the story so far comes next
}

// CanWatch says whether user may watch the table, and if not, why in
// words: anyone with its code may, unless someone who sits there blocked
// them, or the table has as many watchers as it takes.
func (r *Room) CanWatch(user string) error {
	if !r.limitsOf(user).joins.ok(r.tick) {
		return errors.New("you came and went too often: wait a few seconds")
	}
	switch {
	case r.seatOf(user) >= 0:
		return errors.New("you have a seat at this table: join it instead")
	case r.phase == Closed:
		return errors.New("that table closed: not everyone the quick match found came in time")
	case r.watchers[user] == nil && len(r.watchers) >= MaxWatchers:
		return errors.New("that table has as many watchers as it takes")
	}
	for _, p := range r.people {
		if slices.Contains(r.blocked[p.user], user) {
			return errors.New("you cannot watch this table")
		}
	}
	return nil
}

// Watch lets user, named name, watch the table: the next Take tells them
// the game so far as no seat knows it, then it goes on live.
func (r *Room) Watch(user, name string) error {
	if err := r.CanWatch(user); err != nil {
		return err
	}
	r.limitsOf(user).joins.take(r.tick)
	if r.watchers == nil {
		r.watchers = map[string]*watcher{}
	}
	r.watchers[user] = &watcher{name: name, fresh: true}
	r.changed = true
	r.news = name + " is watching."
	return nil
}

// Watching reports whether user watches the table.
func (r *Room) Watching(user string) bool { return r.watchers[user] != nil }

// unwatch is a watcher gone; it reports whether user was one.
func (r *Room) unwatch(user string) bool {
	if r.watchers[user] == nil {
		return false
	}
	delete(r.watchers, user)
	r.changed = true
	return true
}

// rewatch makes every watcher a newcomer to a new game (a rematch): its
// story starts afresh.
func (r *Room) rewatch() {
	for _, w := range r.watchers {
		w.fresh = true
	}
}

// flushWatch brings the spectators' stream up to date while anyone
// watches (a stream nobody reads costs nothing).
func (r *Room) flushWatch() {
	if r.game == nil || len(r.watchers) == 0 {
		return
	}
	if err := r.game.FlushWatch(); err != nil {
		r.logf(logKey, "%v", err)
	}
}

// watchOut is what each watcher is sent now: the table's State when it
// changed, then the game: what is new to those already watching, and to
// newcomers the story so far (after the others' news, which it includes).
func (r *Room) watchOut() []Out {
	var out []Out
	for user := range r.watchers {
		if _, noted := r.notes[user]; r.changed || noted {
			out = append(out, Out{User: user, Op: OpRoom, Data: r.stateOf(user, engine.Spectator)})
		}
	}
	if r.game == nil {
		return out
	}
	news := r.game.TakeWatch()
	for user, w := range r.watchers {
		if !w.fresh {
			out = appendGame(out, user, news)
		}
	}
	for user, w := range r.watchers {
		if !w.fresh {
			continue
		}
		story, err := r.game.WatchFromStart()
		if err != nil {
			r.logf(logKey, "the story for a watcher: %v", err)
			continue
		}
		w.fresh = false
		out = appendGame(out, user, story)
	}
	return out
}

func appendGame(out []Out, user string, msgs [][]byte) []Out {
	for _, b := range msgs {
		out = append(out, Out{User: user, Op: OpGame, Data: b})
	}
	return out
}
