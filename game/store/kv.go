package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"strconv"
	"time"

	"parlor/game/stats"
	"parlor/rules/record"
)

// Storage is a key-value storage: the browser's localStorage in the web
// build, a map in tests. Set may fail (the storage is full).
type Storage interface {
	Get(key string) (value string, ok bool)
	Set(key, value string) error
	Remove(key string)
}

// The keys KV uses: one index (saves, the History's rows and what the
// statistics count) written whole, so finishing a game is one Set, and
// one key per finished game's record.
const (
	kvIndexKey  = "parlor/games"
	kvRecordKey = "parlor/record/"
	kvAsideKey  = "parlor/aside/"
	kvSeenKey   = "parlor/seen/" // ImportOnce's keys
)

// KV is the games in a key-value storage.
type KV struct {
	st      Storage
	idx     kvIndex
	lastErr error
}

type kvIndex struct {
	Version  int               `json:"version"`
	Next     int64             `json:"next"`
	Saves    map[string]kvSave `json:"saves"`
	Finished []kvRow           `json:"finished"`
}

type kvSave struct {
	Record string `json:"record"`
	Saved  int64  `json:"saved"`
}

// kvRow is one finished game; Result is nil when it does not count.
type kvRow struct {
	ID      int64         `json:"id"`
	Game    string        `json:"game"`
	Played  int64         `json:"played"`
	Level   string        `json:"level,omitempty"`
	Share   float64       `json:"share"`
	Summary string        `json:"summary,omitempty"`
	Undated bool          `json:"undated,omitempty"` // Item.Undated
	Listed  bool          `json:"listed"`
	Result  *stats.Result `json:"result,omitempty"`
}

// OpenKV opens the games in st. A damaged index is kept aside under
// another key (never deleted) and a new one started; notices say so.
func OpenKV(st Storage) (*KV, []string) {
	s := &KV{st: st, idx: kvIndex{Version: 1, Next: 1, Saves: map[string]kvSave{}}}
	t, ok := st.Get(kvIndexKey)
	if !ok {
		return s, nil
	}
	var idx kvIndex
	err := json.Unmarshal([]byte(t), &idx)
	if err == nil && idx.Version != 1 {
		err = fmt.Errorf("version %d", idx.Version)
	}
	if err != nil {
		key := kvAsideKey + time.Now().Format("20060102-150405")
		if st.Set(key, t) != nil {
			return s, []string{"Your games in this browser could not be read and could not be kept aside; nothing is kept until there is room."}
		}
		st.Remove(kvIndexKey)
		return s, []string{"Your games in this browser were damaged; they were kept aside and a new list started."}
	}
	if idx.Saves == nil {
		idx.Saves = map[string]kvSave{}
	}
	s.idx = idx
	return s, nil
}

// write stores next as the index; on failure the index stays as it was.
func (s *KV) write(next kvIndex) error {
	b, err := json.Marshal(next)
	if err == nil {
		err = s.st.Set(kvIndexKey, string(b))
	}
	if err != nil {
		return err
	}
	s.idx = next
	return nil
}

// clone copies the index so a failed write changes nothing.
func (s *KV) clone() kvIndex {
	c := s.idx
	c.Saves = make(map[string]kvSave, len(s.idx.Saves))
	for k, v := range s.idx.Saves {
		c.Saves[k] = v
	}
	c.Finished = slices.Clone(s.idx.Finished)
	return c
}

// PutSave implements Store (at once: the storage is in memory).
func (s *KV) PutSave(rec *record.Record) {
	if rec == nil || !validName(rec.Header.Game) {
		return
	}
	t, err := text(rec)
	if err == nil {
		next := s.clone()
		next.Saves[rec.Header.Game] = kvSave{Record: t, Saved: time.Now().UnixMilli()}
		err = s.write(next)
	}
	if err != nil {
		s.lastErr = fmt.Errorf("could not save the game in progress: %w", err)
	}
}

// RemoveSave implements Store.
func (s *KV) RemoveSave(game string) {
	if _, ok := s.idx.Saves[game]; !ok {
		return
	}
	next := s.clone()
	delete(next.Saves, game)
	if err := s.write(next); err != nil {
		s.lastErr = fmt.Errorf("could not remove a save: %w", err)
	}
}

// Flush implements Store.
func (s *KV) Flush() error {
	err := s.lastErr
	s.lastErr = nil
	return err
}

// Err implements Store.
func (s *KV) Err() error { return s.lastErr }

// Close implements Store.
func (s *KV) Close() error { return nil }

// Saves implements Store.
func (s *KV) Saves() (out []Save, notices []string) {
	if err := s.Flush(); err != nil {
		notices = append(notices, "A game in progress could not be saved: "+err.Error()+".")
	}
	for game, sv := range s.idx.Saves {
		rec, err := parse(sv.Record)
		if err == nil && rec.Header.Game != game {
			err = fmt.Errorf("it holds a game of %q", rec.Header.Game)
		}
		if err != nil {
			notices = append(notices, s.SetAsideSave(game, err))
			continue
		}
		out = append(out, Save{Game: game, Record: rec, Saved: time.UnixMilli(sv.Saved)})
	}
	slices.SortFunc(out, func(a, b Save) int { return b.Saved.Compare(a.Saved) })
	return out, notices
}

// SetAsideSave implements Store.
func (s *KV) SetAsideSave(game string, why error) string {
	sv, ok := s.idx.Saves[game]
	if !ok {
		return fmt.Sprintf("A saved game could not be continued (%v).", why)
	}
	key := kvAsideKey + "save-" + game + "-" + strconv.FormatInt(time.Now().UnixMilli(), 10)
	if err := s.st.Set(key, sv.Record); err != nil {
		return fmt.Sprintf("A saved game could not be continued (%v) nor set aside (%v).", why, err)
	}
	s.RemoveSave(game)
	return fmt.Sprintf("A saved game could not be continued (%v); it was set aside.", why)
}

// Finish implements Store: the record goes under its own key first, then
// one Set of the index adds its row and removes its save. Should that
// fail, the record's key is removed and nothing changed.
func (s *KV) Finish(f Finished) (Item, error) {
	it := Item{Game: f.Record.Header.Game, When: f.When, Level: f.Level, Share: f.Share, Summary: f.Summary}
	return s.keep(f.Record, it, f.Result, true)
}

// keep adds rec to the History as it, counted when result is not nil,
// removing its game's save when it ends the game in progress (not when a
// record file is imported).
func (s *KV) keep(rec *record.Record, it Item, result *stats.Result, endsSave bool) (Item, error) {
	t, err := text(rec)
	if err != nil {
		return Item{}, describe("keep the finished game", err)
	}
	next := s.clone()
	it.ID = next.Next
	next.Next++
	next.Finished = append(next.Finished, kvRow{ID: it.ID, Game: it.Game, Played: it.When.UnixMilli(), Level: it.Level,
		Share: it.Share, Summary: it.Summary, Undated: it.Undated, Listed: true, Result: result})
	if endsSave {
		delete(next.Saves, it.Game)
	}
	key := kvRecordKey + strconv.FormatInt(it.ID, 10)
	if err := s.st.Set(key, t); err != nil {
		return Item{}, describe("keep the finished game", err)
	}
	if err := s.write(next); err != nil {
		s.st.Remove(key)
		return Item{}, describe("keep the finished game", err)
	}
	return it, nil
}

// Games implements Store.
func (s *KV) Games() ([]Item, error) {
	var out []Item
	for _, r := range s.idx.Finished {
		if r.Listed {
			out = append(out, Item{ID: r.ID, Game: r.Game, When: time.UnixMilli(r.Played), Level: r.Level, Share: r.Share, Summary: r.Summary, Undated: r.Undated})
		}
	}
	slices.SortStableFunc(out, func(a, b Item) int {
		if c := b.When.Compare(a.When); c != 0 {
			return c
		}
		return int(b.ID - a.ID)
	})
	return out, nil
}

// row returns the index of the listed row id, -1 when none.
func (s *KV) row(id int64) int {
	return slices.IndexFunc(s.idx.Finished, func(r kvRow) bool { return r.ID == id && r.Listed })
}

// Record implements Store.
func (s *KV) Record(id int64) (*record.Record, error) {
	i := s.row(id)
	if i < 0 {
		return nil, errors.New("that game is no longer in the history")
	}
	key := kvRecordKey + strconv.FormatInt(id, 10)
	t, ok := s.st.Get(key)
	rec, err := parse(t)
	if !ok {
		err = errors.New("its record is missing")
	}
	if err == nil && rec.Header.Game != s.idx.Finished[i].Game {
		err = fmt.Errorf("it holds a game of %q", rec.Header.Game)
	}
	if err != nil {
		if ok && s.setAside(id, t) != nil {
			return nil, fmt.Errorf("the game's record is damaged (%v)", err)
		}
		_ = s.Delete(id)
		return nil, fmt.Errorf("the game's record is damaged (%v); it was set aside and left the history", err)
	}
	return rec, nil
}

// SetAsideGame implements Store.
func (s *KV) SetAsideGame(id int64, why error) string {
	t, ok := s.st.Get(kvRecordKey + strconv.FormatInt(id, 10))
	var err error
	switch {
	case s.row(id) < 0 || !ok:
		err = errors.New("it is no longer in the History")
	default:
		if err = s.setAside(id, t); err == nil {
			err = s.Delete(id)
		}
	}
	if err != nil {
		return fmt.Sprintf("A finished game does not check out (%v) and could not be set aside (%v).", why, err)
	}
	return fmt.Sprintf("A finished game does not check out (%v); it was set aside and left the History.", why)
}

// setAside keeps a finished game's record text aside.
func (s *KV) setAside(id int64, text string) error {
	return s.st.Set(kvAsideKey+"record-"+strconv.FormatInt(id, 10), text)
}

// Delete implements Store.
func (s *KV) Delete(id int64) error {
	i := s.row(id)
	if i < 0 {
		return nil
	}
	next := s.clone()
	next.Finished[i].Listed = false
	if err := s.write(next); err != nil {
		return describe("delete the game", err)
	}
	s.st.Remove(kvRecordKey + strconv.FormatInt(id, 10))
	return nil
}

// Import implements Store.
func (s *KV) Import(rec *record.Record, summary string) (Item, error) {
	if rec == nil || !validName(rec.Header.Game) {
		return Item{}, errors.New("not a game of Parlor")
	}
	t, err := text(rec)
	if err != nil {
		return Item{}, err
	}
	for _, r := range s.idx.Finished {
		if r.Listed && r.Game == rec.Header.Game {
			if got, ok := s.st.Get(kvRecordKey + strconv.FormatInt(r.ID, 10)); ok && got == t {
				return Item{ID: r.ID, Game: r.Game, When: time.UnixMilli(r.Played), Level: r.Level, Share: r.Share, Summary: r.Summary, Undated: r.Undated}, ErrHeld
			}
		}
	}
	return s.keep(rec, imported(rec, summary), nil, false)
}

// ImportOnce implements Store.
func (s *KV) ImportOnce(key string, rec *record.Record, summary string) (bool, error) {
	if rec == nil || !validName(rec.Header.Game) {
		return false, errors.New("not a game of Parlor")
	}
	if _, seen := s.st.Get(kvSeenKey + key); seen {
		return false, nil
	}
	held := false
	for _, r := range s.idx.Finished {
		if r.Game == rec.Header.Game {
			if got, err := s.Record(r.ID); err == nil && got.Header.Seed == rec.Header.Seed {
				held = true
				break
			}
		}
	}
	if !held {
		if _, err := s.Import(rec, summary); err != nil {
			return false, err
		}
	}
	return !held, s.st.Set(kvSeenKey+key, "1")
}

// Export implements Store.
func (s *KV) Export(id int64) (string, error) {
	rec, err := s.Record(id)
	if err != nil {
		return "", err
	}
	return text(rec)
}

// Statistics implements Store.
func (s *KV) Statistics() (*stats.File, []string) {
	f := stats.New()
	refused := 0
	rows := slices.Clone(s.idx.Finished)
	slices.SortStableFunc(rows, func(a, b kvRow) int { return int(a.Played - b.Played) })
	for _, r := range rows {
		if r.Result != nil && !count(f, *r.Result) {
			refused++
		}
	}
	return f, refusedNotice(refused)
}

// ImportFiles implements Store: a browser has no files of earlier
// versions.
func (s *KV) ImportFiles(string, string, Summarize) []string { return nil }

// count adds r to f unless it holds values no game produces.
func count(f *stats.File, r stats.Result) bool {
	if r.Check() != nil {
		return false
	}
	f.Add(r)
	return true
}

// refusedNotice tells the player how many games were not counted.
func refusedNotice(refused int) []string {
	if refused == 0 {
		return nil
	}
	return []string{fmt.Sprintf("%d finished games hold figures no game produces; they are not counted.", refused)}
}
