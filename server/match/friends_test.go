package main

import (
	"context"
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/blugelabs/bluge"
	"github.com/heroiclabs/nakama-common/api"
	"github.com/heroiclabs/nakama-common/runtime"
	nakama "github.com/heroiclabs/nakama/v3/server"

	"parlor/game/room"
)

const (
	ann = "3f2a1b7c-0000-4000-8000-000000000001"
	ben = "4b0c2d8e-0000-4000-8000-000000000002"
	cy  = "5c1d3e9f-0000-4000-8000-000000000003"
)

func TestIsIDTakesOnlyAnAccountsID(t *testing.T) {
	for s, want := range map[string]bool{ann: true, "": false, "ann#3f2a1": false,
		strings.ToUpper(ann): false, ann[:35] + "g": false, strings.ReplaceAll(ann, "-", "x"): false} {
		if isID(s) != want {
			t.Errorf("isID(%q) = %v", s, !want)
		}
	}
}

func TestPickShowsAWaitingTableFirst(t *testing.T) {
	if pick(nil) != nil {
		t.Error("no table: none shown")
	}
	ms := []room.Mine{{Code: "AAAAA", Phase: room.Playing}, {Code: "ZZZZZ", Phase: room.Waiting}, {Code: "MMMMM", Phase: room.Waiting}}
	if got := pick(ms); got == nil || got.Code != "MMMMM" {
		t.Errorf("picked %+v, want the first waiting table by code", got)
	}
	if got := pick(ms[:1]); got == nil || got.Code != "AAAAA" {
		t.Errorf("picked %+v, want the one under way", got)
	}
}

func TestApartLeavesOutTheFewest(t *testing.T) {
	for _, c := range []struct {
		n      int
		blocks [][2]int // who blocked whom
		keep   []int
	}{
		{3, nil, []int{0, 1, 2}},
		{2, [][2]int{{0, 1}}, []int{0}},
		{4, [][2]int{{1, 2}}, []int{0, 1, 3}},
		{4, [][2]int{{0, 3}, {1, 3}, {3, 2}}, []int{0, 1, 2}}, // 3 is in every conflict
		{4, [][2]int{{0, 1}, {2, 3}}, []int{0, 2}},
	} {
		blocked := func(i, j int) bool { return slices.Contains(c.blocks, [2]int{i, j}) }
		if got := apart(c.n, blocked); !slices.Equal(got, c.keep) {
			t.Errorf("apart(%d, %v) = %v, want %v", c.n, c.blocks, got, c.keep)
		}
	}
}

// entry is a matched ticket as the matched hook is given it.
type entry struct {
	user  string
	props map[string]interface{}
}

func (e entry) GetPresence() runtime.Presence         { return presence(e.user) }
func (e entry) GetTicket() string                     { return "ticket-" + e.user }
func (e entry) GetProperties() map[string]interface{} { return e.props }
func (e entry) GetPartyId() string                    { return "" }
func (e entry) GetCreateTime() int64                  { return 0 }
func ticketOf(user string, blocked ...string) entry   { return entry{user, props(user, blocked)} }
func props(user string, blocked []string) map[string]any {
	_, p := ticket("speedoh", user, blocked)
	return anyMap(p)
}

func anyMap(p map[string]string) map[string]interface{} {
	out := map[string]interface{}{}
	for k, v := range p {
		out[k] = v
	}
	return out
}

type presence string

func (p presence) GetHidden() bool                   { return false }
func (p presence) GetPersistence() bool              { return false }
func (p presence) GetUsername() string               { return "" }
func (p presence) GetStatus() string                 { return "" }
func (p presence) GetReason() runtime.PresenceReason { return 0 }
func (p presence) GetUserId() string                 { return string(p) }
func (p presence) GetSessionId() string              { return "" }
func (p presence) GetNodeId() string                 { return "" }

func TestSeatableLeavesOutABlockedPairsLater(t *testing.T) {
	entries := []runtime.MatchmakerEntry{ticketOf(ann), ticketOf(ben, cy), ticketOf(cy)}
	if got := seatable(entries); !slices.Equal(got, []string{ann, ben}) {
		t.Errorf("seated %v: Ben blocked Cy, so one of them (the later) is left out", got)
	}
	entries = []runtime.MatchmakerEntry{ticketOf(cy, ann), ticketOf(ben), ticketOf(ann)}
	if got := seatable(entries); !slices.Equal(got, []string{cy, ben}) {
		t.Errorf("seated %v: Cy blocked Ann, the later, who is left out", got)
	}
}

func TestATicketHidesWhomItsPlayerBlocked(t *testing.T) {
	q, p := ticket("spit", ann, []string{ben})
	if strings.Contains(p["b"], ben) || p["u"] != ann || p["game"] != "spit" {
		t.Errorf("properties %v: the blocked account shows, or the player does not", p)
	}
	if !strings.Contains(q, "-properties.u:"+ben) || !strings.HasPrefix(q, "+properties.game:spit ") {
		t.Errorf("query %q", q)
	}
	if blockHash(ann) == blockHash(ben) || len(blockHash(ann)) != 16 {
		t.Error("the marks do not tell accounts apart")
	}
}

// TestABlockedPairsTicketsRefuseEachOther reads the tickets' queries and
// properties as Nakama's matchmaker does (its own query parser and
// index): whichever ticket searches, a blocked pair does not match, and
// each still matches a third player.
func TestABlockedPairsTicketsRefuseEachOther(t *testing.T) {
	w, err := bluge.OpenWriter(nakama.BlugeInMemoryConfig())
	if err != nil {
		t.Fatal(err)
	}
	defer w.Close()
	queries := map[string]bluge.Query{}
	blocks := map[string][]string{ann: {ben}, ben: nil, cy: {"6d2e4fa0-0000-4000-8000-000000000004"}}
	for user, blocked := range blocks {
		q, p := ticket("spit", user, blocked)
		if queries[user], err = nakama.ParseQueryString(q); err != nil {
			t.Fatalf("Nakama does not read %q: %v", q, err)
		}
		doc, err := nakama.MapMatchmakerIndex(user, &nakama.MatchmakerIndex{Ticket: user, Properties: anyMap(p)})
		if err != nil {
			t.Fatal(err)
		}
		if err := w.Update(doc.ID(), doc); err != nil {
			t.Fatal(err)
		}
	}
	r, err := w.Reader()
	if err != nil {
		t.Fatal(err)
	}
	defer r.Close()
	accepts := func(from, to string) bool {
		q := bluge.NewBooleanQuery().AddMust(queries[from], bluge.NewTermQuery(to).SetField("_id"))
		res, err := r.Search(context.Background(), bluge.NewTopNSearch(0, q).WithStandardAggregations())
		if err != nil {
			t.Fatal(err)
		}
		return res.Aggregations().Count() == 1
	}
	for _, c := range []struct {
		from, to string
		want     bool
	}{{ann, ben, false}, {ben, ann, false}, {ann, cy, true}, {cy, ann, true}, {ben, cy, true}, {cy, ben, true}} {
		if got := accepts(c.from, c.to); got != c.want {
			t.Errorf("%s's ticket accepts %s's: %v", c.from[:4], c.to[:4], got)
		}
	}
}

func TestIsQuickKnowsAQuickMatchsWaitingTable(t *testing.T) {
	label := func(l room.Label) string { b, _ := json.Marshal(l); return string(b) }
	if !isQuick(label(room.Label{Phase: room.Waiting})) {
		t.Error("a waiting table without a host is a quick match's")
	}
	if isQuick(label(room.Label{Phase: room.Waiting, Host: "Ann"})) || isQuick(label(room.Label{Phase: room.Playing})) || isQuick("") {
		t.Error("a table someone made, or one under way, is not")
	}
}

// note is an invitation's notification to match, as Nakama lists it.
func note(id, match string) *api.Notification {
	b, _ := json.Marshal(map[string]string{"match": match, "code": "C" + match, "game": "speedrun", "from": "Ann"})
	return &api.Notification{Id: id, Code: inviteCode, Content: string(b)}
}

func TestInvitesAreNewestFirstOneATableAndOnlyWaiting(t *testing.T) {
	at := map[string]int{"m1": tableWaits, "m2": tableGone, "m3": tableNotNow, "m4": tableWaits}
	notes := []*api.Notification{
		note("n1", "m1"), note("n2", "m2"), {Id: "f1", Code: -2, Content: `{"username":"ben#4b0c2"}`},
		note("n3", "m3"), note("n4", "m4"), note("n5", "m1"), {Id: "x1", Code: inviteCode, Content: "damaged"},
		{Id: "o1", Code: 7, Content: "{}"},
	}
	list, drop := invitesOf(notes, func(m string) int { return at[m] })
	var ids []string
	for _, inv := range list {
		ids = append(ids, inv.ID)
	}
	if !slices.Equal(ids, []string{"n5", "n4"}) {
		t.Errorf("listed %v, want the newest to m1, then m4", ids)
	}
	slices.Sort(drop)
	if want := []string{"f1", "n1", "n2", "x1"}; !slices.Equal(drop, want) {
		t.Errorf("dropped %v, want %v (the older to m1, m2 gone, Nakama's friend note, the damaged)", drop, want)
	}
	if list[0] != (room.Invited{ID: "n5", From: "Ann", Game: "speedrun", Match: "m1", Code: "Cm1"}) {
		t.Errorf("read %+v", list[0])
	}
}

func TestInvitesListAtMostTwenty(t *testing.T) {
	var notes []*api.Notification
	for i := range 30 {
		notes = append(notes, note(fmt.Sprint("n", i), fmt.Sprint("m", i)))
	}
	list, drop := invitesOf(notes, func(string) int { return tableWaits })
	if len(list) != maxInvites || list[0].ID != "n29" || len(drop) != 0 {
		t.Errorf("%d listed from %s, %d dropped", len(list), list[0].ID, len(drop))
	}
}

func TestTagsTryADigitAfterTheName(t *testing.T) {
	got := tags(room.TagOf("Ann Lee", ann))
	if len(got) != 9 || got[0] != "annlee#3f2a1" || got[1] != "annlee2#3f2a1" || got[8] != "annlee9#3f2a1" {
		t.Errorf("tags %v", got)
	}
	for _, tag := range got {
		if _, err := room.ParseTag(tag); err != nil {
			t.Errorf("%s is no tag: %v", tag, err)
		}
	}
}
