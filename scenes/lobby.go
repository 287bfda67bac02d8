package scenes

import (
	"context"
	"fmt"
	"log"
	"slices"
	"strings"
	"time"
	"unicode"

	"parlor/game"
	"parlor/game/online"
	"parlor/game/room"
	"parlor/input"
	"parlor/scenes/widget"
)

// Lobby is "Play online": the name others see, the server, creating a
// table, joining one by its invite code or from the list of open tables,
// and a quick match with strangers.
type Lobby struct {
	ctx     *game.Context
	app     *App
	net     *Net
	name    Field
	server  Field
	code    Field
	game    int // the game Create and Quick match are for
	list    List
	mine    []room.Mine    // the player's own tables in play, to come back to
	invited []room.Invited // invitations from friends to tables waiting
	open    []room.Listed
	status  string
	// The calls in flight: the list of open tables, a table being
	// joined or made, a quick match being looked for.
	listing    *job[[]room.Listed]
	mineCall   *job[[]room.Mine]
	inviteCall *job[[]room.Invited]
	lists      int // listings asked for so far
	joining    *job[*online.Table]
	seeking    bool
	seek       *job[struct{}]
	announced  bool
	lastList   time.Time
}

// Rows of the lobby, before the open tables.
const (
	lobbyName = iota
	lobbyServer
	lobbyCreate
	lobbyCode
	lobbyQuick
	lobbyFriends
	lobbyRows
)

// NewLobby returns the lobby, connecting at once when the player has a
// name (else the name field is open to type it).
func NewLobby(ctx *game.Context, app *App) *Lobby {
	l := &Lobby{ctx: ctx, app: app, net: app.Net()}
	l.name = Field{Text: ctx.Settings.Online.Name, Max: 16}
	l.server = Field{Text: ctx.Server(), Max: 60, Keep: func(r rune) bool { return r < 128 && !unicode.IsSpace(r) }}
	l.code = Field{Max: room.CodeLength, Keep: func(r rune) bool { return strings.ContainsRune(room.CodeLetters, unicode.ToUpper(r)) },
		Map: unicode.ToUpper}
	l.list = menuList("lobby", nil)
	l.layout()
	if l.name.Text == "" {
		l.name.Open()
	} else {
		l.net.Connect(ctx, l.name.Text)
		l.list.Focus = lobbyCreate
	}
	return l
}

// Name implements game.Named.
func (l *Lobby) Name() string { return "lobby" }

// layout makes the rows: the fixed ones, a row per table of the player's
// own in play, a row per open table, Back.
func (l *Lobby) layout() {
	labels := []string{"Your name", "Server", "Create a table", "Join with a code", "Quick match", "Friends"}
	for _, m := range l.mine {
		labels = append(labels, l.mineWords(m))
	}
	for _, in := range l.shownInvited() {
		labels = append(labels, l.invitedWords(in))
	}
	for _, t := range l.shownOpen() {
		labels = append(labels, l.tableWords(t))
	}
	labels = append(labels, "Back")
	focus := l.list.Focus
	l.list.Set(Column(labels, widget.ScreenW/2-330, 96, 660, 46, 10))
	l.list.Focus = min(focus, len(labels)-1)
}

// tableRows is how many rows the tables listed take at most: the
// player's own first, then the open ones.
const tableRows = 4

// shownInvited are the invitations the rows have room for, after the
// player's own tables.
func (l *Lobby) shownInvited() []room.Invited {
	return l.invited[:min(len(l.invited), max(0, tableRows-len(l.mine)))]
}

// shownOpen are the open tables the rows have room for.
func (l *Lobby) shownOpen() []room.Listed {
	return l.open[:min(len(l.open), max(0, tableRows-len(l.mine)-len(l.shownInvited())))]
}

// invitedWords says an invitation: "Ben invites you to Speed Run".
func (l *Lobby) invitedWords(in room.Invited) string {
	title := in.Game
	if g, ok := l.app.Game(in.Game); ok {
		title = g.Game.Title
	}
	return in.From + " invites you to " + title
}

// mineWords names a table of the player's own to come back to: "Back to
// your table: Stepping Stones with Ann and Cy".
func (l *Lobby) mineWords(m room.Mine) string {
	title := m.Game
	if g, ok := l.app.Game(m.Game); ok {
		title = g.Game.Title
	}
	s := "Back to your table: " + title
	switch n := len(m.With); {
	case n == 1:
		s += " with " + m.With[0]
	case n > 1:
		s += " with " + strings.Join(m.With[:n-1], ", ") + " and " + m.With[n-1]
	}
	return s
}

func (l *Lobby) tableWords(t room.Listed) string {
	title := t.Game
	if g, ok := l.app.Game(t.Game); ok {
		title = g.Game.Title
	}
	if t.Phase == room.Playing {
		return watchWords(t, title)
	}
	seats := "1 seat open"
	if t.Open != 1 {
		seats = fmt.Sprintf("%d seats open", t.Open)
	}
	if t.Clock != room.ClockOff {
		seats += ", " + strings.ToLower(room.ClockName(t.Clock))
	}
	if t.Host == "" {
		return fmt.Sprintf("Join a table of %s: %s", title, seats)
	}
	return fmt.Sprintf("Join %s's %s: %s", t.Host, title, seats)
}

// watchWords offers a listed table being played to watch: "Watch Ann's
// Speed Run: 2 watching".
func watchWords(t room.Listed, title string) string {
	s := "Watch a game of " + title
	if t.Host != "" {
		s = "Watch " + t.Host + "'s " + title
	}
	if t.Watchers > 0 {
		s += fmt.Sprintf(": %d watching", t.Watchers)
	}
	return s
}

// ToastFootY implements game.ToastFoot: the title keeps the top.
func (l *Lobby) ToastFootY() float64 { return screenToasts }

// Still implements game.Still: the caret blinks and answers come.
func (l *Lobby) Still() bool { return false }

// Update implements game.Scene.
func (l *Lobby) Update(ctx *game.Context) error {
	if st := l.net.Poll(ctx); st != l.status {
		l.status = st
		ctx.Trace.Event("online", map[string]any{"msg": st, "ok": l.net.Client() != nil})
	}
	l.poll(ctx)
	if !l.announced {
		// The rows are told at once, though the name field may hold the
		// keyboard before the list ever takes a key.
		l.list.Announce(ctx)
		l.announced = true
	}
	if l.typing(ctx) {
		return nil
	}
	if ctx.In.Pressed(input.Menu, input.Back) {
		if l.seeking {
			l.stopSeeking()
			ctx.Toast("Stopped looking for players.")
			return nil
		}
		l.leave(ctx)
		return nil
	}
	pick := l.list.Update(ctx)
	if ctx.In.Repeated(input.Menu, input.Left) {
		l.step(-1)
	}
	if ctx.In.Repeated(input.Menu, input.Right) {
		l.step(1)
	}
	if pick >= 0 {
		l.pick(ctx, pick)
	}
	return nil
}

// typing feeds the open field, if any, and acts on Enter.
func (l *Lobby) typing(ctx *game.Context) bool {
	for _, f := range []*Field{&l.name, &l.server, &l.code} {
		if !f.Editing() {
			continue
		}
		if f.Update(ctx) {
			l.typed(ctx, f)
		}
		return true
	}
	return false
}

// typed acts on a field the player finished typing in.
func (l *Lobby) typed(ctx *game.Context, f *Field) {
	switch f {
	case &l.name:
		l.name.Text = room.CleanName(l.name.Text)
		ctx.Settings.Online.Name = l.name.Text
		ctx.SaveSettings()
		l.net.Connect(ctx, l.name.Text)
		l.list.Focus = lobbyCreate
	case &l.server:
		ctx.Settings.Online.Server = strings.TrimSpace(l.server.Text)
		ctx.SaveSettings()
		l.net.Close()
		l.net.Connect(ctx, l.name.Text)
	case &l.code:
		switch n := len(l.code.Text); {
		case n == room.CodeLength:
			l.join(ctx, "", l.code.Text)
		case n > 0:
			// Enter on a short code did nothing at all.
			ctx.Toast(fmt.Sprintf("An invite code has %d letters and digits; this one has %d.", room.CodeLength, n))
		}
	}
}

// step changes the game of Create and Quick match.
func (l *Lobby) step(d int) {
	if f := l.list.Focus; (f == lobbyCreate || f == lobbyQuick) && len(l.app.Games) > 0 {
		n := len(l.app.Games)
		l.game = (l.game + d + n) % n
		l.ctx.Play("tick")
	}
}

func (l *Lobby) pick(ctx *game.Context, i int) {
	ctx.Play("play")
	switch {
	case i == lobbyName:
		l.edit(ctx, &l.name, i)
	case i == lobbyServer:
		l.edit(ctx, &l.server, i)
	case i == lobbyCode:
		l.code.Text = ""
		l.edit(ctx, &l.code, i)
	case i == len(l.list.Buttons)-1:
		l.leave(ctx)
	case l.net.Client() == nil || len(l.app.Games) == 0:
		ctx.Toast("Not connected to the server yet.") // the status line says why
	case i == lobbyCreate:
		ctx.Push(NewOnlineSetup(ctx, l.app, l.app.Games[l.game], l))
	case i == lobbyQuick:
		l.quick(ctx)
	case i == lobbyFriends:
		ctx.Push(NewFriends(ctx, l.app, l))
	case i-lobbyRows < len(l.mine):
		l.join(ctx, l.mine[i-lobbyRows].Match, "")
	case i-lobbyRows-len(l.mine) < len(l.shownInvited()):
		in := l.shownInvited()[i-lobbyRows-len(l.mine)]
		l.join(ctx, in.Match, "")
		l.dismiss(in.ID)
	default:
		t := l.shownOpen()[i-lobbyRows-len(l.mine)-len(l.shownInvited())]
		if t.Phase == room.Playing {
			l.watch(t.Match)
			return
		}
		l.join(ctx, t.Match, "")
	}
}

// edit starts typing into f, row i's field.
func (l *Lobby) edit(ctx *game.Context, f *Field, i int) {
	f.Open()
	ctx.Trace.Event("typing", map[string]any{"item": l.list.Buttons[i].Label})
}

// leave goes back to the menu, giving up a quick match being looked for.
func (l *Lobby) leave(ctx *game.Context) {
	l.stopSeeking()
	ctx.Pop()
}

// stopSeeking gives up the quick match being looked for: its ticket
// leaves the server's matchmaker (once the server has answered the ask),
// so nobody is seated at a table this player never comes to.
func (l *Lobby) stopSeeking() {
	if !l.seeking {
		return
	}
	l.seeking = false
	c, asked := l.net.Client(), l.seek
	if c == nil {
		return
	}
	go func() {
		if asked != nil {
			<-asked.done
		}
		ctx, cancel := context.WithTimeout(context.Background(), callLimit)
		defer cancel()
		if err := c.StopQuickMatch(ctx); err != nil {
			log.Printf("parlor: the quick match was not given up: %v", err)
		}
	}()
}

// listEvery is how often the open tables are listed again.
const listEvery = 3 * time.Second

// invitesEvery is how many listings pass between two readings of the
// invitations: the server reads a player's notifications for them, the
// dearest of the lobby's calls, so it is asked every 12 s, not every 3.
const invitesEvery = 4

// poll takes the answers that came: the open tables, a table joined, a
// quick match found.
func (l *Lobby) poll(ctx *game.Context) {
	c := l.net.Client()
	if c != nil && l.listing == nil && time.Since(l.lastList) > listEvery {
		l.lastList = time.Now()
		l.listing = run(callLimit, c.Tables)
		l.mineCall = run(callLimit, c.Mine)
		if l.lists%invitesEvery == 0 && l.inviteCall == nil {
			l.inviteCall = run(callLimit, func(cx context.Context) ([]room.Invited, error) { return c.Invites(cx, "") })
		}
		l.lists++
	}
	l.pollMine()
	l.pollInvited()
	if l.listing.ready() {
		if l.listing.err == nil && !sameTables(l.open, l.listing.val) {
			l.open = l.listing.val[:min(len(l.listing.val), 5)]
			l.layout()
		}
		l.listing = nil
	}
	if l.seek.ready() {
		if l.seek.err != nil {
			l.seeking = false
			ctx.Toast("The quick match could not start: " + l.seek.err.Error())
		}
		l.seek = nil
	}
	if c != nil && l.seeking {
		if m := c.TakeMatched(); m != "" {
			l.seeking = false
			l.join(ctx, m, "")
		}
	}
	if l.joining.ready() {
		j := l.joining
		l.joining = nil
		if j.err != nil {
			ctx.Toast(j.err.Error())
			return
		}
		ctx.Push(NewWaitingRoom(ctx, l.app, j.val))
	}
}

// pollMine takes the player's own tables in play once listed: a table to
// come back to shows as the first row after Quick match (it does not take
// the focus: the rows must not move under keys already pressed).
func (l *Lobby) pollMine() {
	if !l.mineCall.ready() {
		return
	}
	j := l.mineCall
	l.mineCall = nil
	if j.err != nil || slices.EqualFunc(l.mine, j.val, func(a, b room.Mine) bool {
		return a.Match == b.Match && a.Phase == b.Phase && slices.Equal(a.With, b.With)
	}) {
		return
	}
	l.mine = j.val[:min(len(j.val), 2)]
	l.layout()
}

// pollInvited takes the invitations once listed.
func (l *Lobby) pollInvited() {
	if !l.inviteCall.ready() {
		return
	}
	j := l.inviteCall
	l.inviteCall = nil
	if j.err != nil || slices.Equal(l.invited, j.val) {
		return
	}
	l.invited = j.val[:min(len(j.val), 3)]
	l.layout()
}

// dismiss forgets an invitation once taken up, off the frame.
func (l *Lobby) dismiss(id string) {
	c := l.net.Client()
	if c == nil {
		return
	}
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), callLimit)
		defer cancel()
		if _, err := c.Invites(ctx, id); err != nil {
			log.Printf("parlor: an invitation was not dismissed: %v", err)
		}
	}()
}

func sameTables(a, b []room.Listed) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// join sits down at a table, by its match or its invite code, off the
// frame.
func (l *Lobby) join(ctx *game.Context, match, code string) {
	c := l.net.Client()
	if c == nil || l.joining != nil {
		return
	}
	l.stopSeeking()
	l.joining = run(callLimit, func(cx context.Context) (*online.Table, error) {
		if code != "" {
			found, err := c.Find(cx, code)
			if err != nil {
				return nil, err
			}
			match = found.Match
			if found.Phase == room.Playing {
				return sitOrWatch(cx, c, match)
			}
		}
		return online.Sit(cx, c, match)
	})
}

// sitOrWatch comes back to one's seat at a game under way, or, for
// anyone else with its code, watches it.
func sitOrWatch(cx context.Context, c *online.Client, match string) (*online.Table, error) {
	t, err := online.Sit(cx, c, match)
	if err == nil {
		return t, nil
	}
	return online.Watch(cx, c, match)
}

// watch opens a table being played to watch it, off the frame.
func (l *Lobby) watch(match string) {
	c := l.net.Client()
	if c == nil || l.joining != nil {
		return
	}
	l.stopSeeking()
	l.joining = run(callLimit, func(cx context.Context) (*online.Table, error) { return online.Watch(cx, c, match) })
}

// Create makes the table plan describes and sits down at it (the online
// setup's Create the table).
func (l *Lobby) Create(plan room.Plan) {
	c := l.net.Client()
	if c == nil || l.joining != nil {
		return
	}
	l.stopSeeking()
	l.joining = run(callLimit, func(cx context.Context) (*online.Table, error) {
		made, err := c.Create(cx, plan)
		if err != nil {
			return nil, err
		}
		return online.Sit(cx, c, made.Match)
	})
}

// quick asks the matchmaker for strangers to play the chosen game with:
// from the fewest it is played by to its usual number (Nakama seats the
// most it finds within half a minute, then as few as the fewest).
func (l *Lobby) quick(ctx *game.Context) {
	e := l.app.Games[l.game].Game
	if l.seeking {
		ctx.Toast("Already looking for players: Esc stops looking.")
		return
	}
	c := l.net.Client()
	l.seeking = true
	l.seek = run(callLimit, func(cx context.Context) (struct{}, error) {
		return struct{}{}, c.QuickMatch(cx, e.Name, e.MinSeats, e.Seats)
	})
	players := fmt.Sprintf("%d players", e.Seats)
	if e.MinSeats < e.Seats {
		players = fmt.Sprintf("%d to %d players", e.MinSeats, e.Seats)
	}
	ctx.Toast(fmt.Sprintf("Looking for %s for %s...", players, e.Title))
}

// Draw implements game.Scene.
func (l *Lobby) Draw(c *widget.Canvas) {
	drawScreen(c, "Play online")
	for i, b := range l.list.Buttons {
		l.drawRow(c, i, b)
	}
	// The status wraps inside the panel: a server's address and its
	// trouble can be long.
	for i, line := range c.Wrap(l.status, 18, false, widget.ScreenW-200) {
		c.Text(line, 18, false, widget.ScreenW/2, 588+24*float64(i), widget.Cream, widget.AlignCenter)
	}
	hint := keyHints(l.ctx, [2]string{"updown", "move"}, [2]string{"leftright", "game"},
		[2]string{"confirm", "choose"}, [2]string{"back", "back"})
	switch {
	case l.anyEditing():
		hint = "Type, then Enter   ·   Backspace erases   ·   Esc gives up"
	case l.seeking:
		hint = "Looking for players...   ·   " + keyHints(l.ctx, [2]string{"back", "stop looking"})
	case l.joining != nil:
		hint = "Sitting down...   ·   " + hint
	}
	drawFooter(c, hint)
}

func (l *Lobby) anyEditing() bool { return l.name.Editing() || l.server.Editing() || l.code.Editing() }

// drawRow draws row i: a label and, for the rows that have one, its value
// at the right.
func (l *Lobby) drawRow(c *widget.Canvas, i int, b *widget.Button) {
	value := ""
	switch i {
	case lobbyName:
		value = l.name.Shown(l.ctx.Frame)
		if value == "" {
			value = "type a name"
		}
	case lobbyServer:
		value = l.server.Shown(l.ctx.Frame)
		if strings.TrimSpace(value) == "" {
			value = "this machine"
		}
	case lobbyCreate, lobbyQuick:
		if len(l.app.Games) > 0 {
			value = "‹ " + l.app.Games[l.game].Game.Title + " ›"
		}
	case lobbyCode:
		value = l.code.Shown(l.ctx.Frame)
	}
	if value == "" {
		b.Draw(c, i == l.list.Focus)
		return
	}
	plain := *b
	plain.Label = ""
	plain.Draw(c, i == l.list.Focus)
	ty := b.Y + (b.H-20*1.25)/2
	c.Text(b.Label, 20, true, b.X+22, ty, widget.Cream, widget.AlignLeft)
	c.Text(value, 20, false, b.X+b.W-22, ty, widget.Gold, widget.AlignRight)
}
