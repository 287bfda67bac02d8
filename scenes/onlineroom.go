package scenes

import (
	"context"
	"fmt"

	"image/color"
	"parlor/game"
	"parlor/game/online"
	"parlor/game/room"
	"parlor/game/session"
	"parlor/input"
	"parlor/rules/engine"
	"parlor/scenes/widget"
)

// WaitingRoom is an online table before its game: the invite code to
// share, the seats filling as friends join, and Start game for the host.
type WaitingRoom struct {
	ctx  *game.Context
	app  *App
	tbl  *online.Table
	list List
	seen string // the state last traced
	// late: the game was under way when this person sat down (they come
	// back to their seat): the table opens laid out as the game stands.
	late, told bool
	// rematch: the room of a finished table's rematch, which may begin
	// before this person said yes (then it is over for them).
	rematch bool
	// The friends asked for to invite one, and an invitation sent.
	friends *job[room.Friends]
	invite  *job[string]
}

// NewWaitingRoom returns the waiting room of a table just sat at.
func NewWaitingRoom(ctx *game.Context, app *App, tbl *online.Table) *WaitingRoom {
	w := &WaitingRoom{ctx: ctx, app: app, tbl: tbl}
	w.list = List{Scene: "waiting-room", Buttons: Row([]string{"Start game", "Invite a friend", "Leave the table"},
		widget.ScreenW/2-470, 560, 300, 52, 20), Across: true, Tick: true}
	return w
}

// NewRematchRoom returns the waiting room of a finished table whose
// rematch was asked for: its next game opens from its first deal.
func NewRematchRoom(ctx *game.Context, app *App, tbl *online.Table) *WaitingRoom {
	w := NewWaitingRoom(ctx, app, tbl)
	w.told, w.rematch = true, true
	return w
}

// Name implements game.Named.
func (w *WaitingRoom) Name() string { return "waiting-room" }

// ToastFootY implements game.ToastFoot: the title keeps the top.
func (w *WaitingRoom) ToastFootY() float64 { return screenToasts }

// Still implements game.Still: the seats change as people come.
func (w *WaitingRoom) Still() bool { return false }

// Update implements game.Scene.
func (w *WaitingRoom) Update(ctx *game.Context) error {
	pumpNews(ctx, w.tbl)
	st, ok := w.tbl.State()
	if ok && !w.told {
		w.told, w.late = true, st.Phase != room.Waiting
	}
	w.trace(ctx, st)
	w.list.Buttons[0].Disabled = !st.Host || st.Phase != room.Waiting
	w.list.Buttons[1].Disabled = w.tbl.Watching()
	if g := w.tbl.Game(); st.Phase != room.Waiting && g != nil {
		// The table opens once the game's header came (who sits where)
		// and the seat's first view: the events so far come with it, so a
		// game come back to is caught up whole, not read as new.
		if g.Move(); len(g.Header().Seats) > 0 && g.View(max(st.You, 0)) != nil {
			w.open(ctx)
		}
		return nil
	}
	if w.tbl.Client().Err() != nil {
		ctx.Toast("The connection to the server was lost.")
		ctx.Pop()
		return nil
	}
	if w.rematch && st.News == room.LeftOut {
		// The rematch began before this person's yes reached it.
		leaveTable(w.tbl)
		ctx.Pop()
		return nil
	}
	if st.Phase == room.Closed {
		// A quick table not everyone came to: its news said why.
		leaveTable(w.tbl)
		ctx.Pop()
		return nil
	}
	w.pollInvite(ctx)
	pick := w.list.Update(ctx)
	if ctx.In.Pressed(input.Menu, input.Back) {
		pick = 2
	}
	switch pick {
	case 0:
		if !w.list.Buttons[0].Disabled {
			if err := w.tbl.Start(); err != nil {
				ctx.Toast("The game could not start: " + err.Error())
			}
		}
	case 1:
		if w.friends == nil && !w.list.Buttons[1].Disabled {
			w.friends = run(callLimit, w.tbl.Client().Friends)
		}
	case 2:
		leaveTable(w.tbl)
		ctx.Pop()
	}
	return nil
}

// pollInvite takes the friends asked for, to pick one to invite, and
// says what came of an invitation.
func (w *WaitingRoom) pollInvite(ctx *game.Context) {
	if w.invite.ready() {
		if w.invite.err != nil {
			ctx.Toast(capital(w.invite.err.Error()))
		} else {
			ctx.Toast(w.invite.val)
		}
		w.invite = nil
	}
	if !w.friends.ready() {
		return
	}
	j := w.friends
	w.friends = nil
	if j.err != nil {
		ctx.Toast("The friends list could not be read: " + j.err.Error())
		return
	}
	ctx.Push(w.invitePicker(ctx, friendsOf(j.val)))
}

// invitePicker asks which friend to invite (those online first, three
// at most; the others from the Friends screen's names).
func (w *WaitingRoom) invitePicker(ctx *game.Context, friends []room.Player) *Question {
	var answers []Answer
	for _, p := range friends[:min(len(friends), 3)] {
		answers = append(answers, Answer{Label: p.Name, Do: func(*game.Context) {
			c := w.tbl.Client()
			w.invite = run(callLimit, func(cx context.Context) (string, error) {
				return "Invited " + p.Name + ": they see it in their lobby, now or when they come online.", c.Invite(cx, p.User)
			})
		}})
	}
	text := "Who is invited sees it in their lobby, now or the next time they come online."
	if len(friends) == 0 {
		text = "None of your friends is here: add friends in the lobby's Friends, or from a table (M)."
	}
	answers = append(answers, Answer{Label: "Back"})
	return NewQuestion(ctx, "invite", "Invite a friend", text, answers, len(answers)-1, len(answers)-1)
}

// trace notes the table's state when it changes: its code, its phase and
// the seats people took (tests read it).
func (w *WaitingRoom) trace(ctx *game.Context, st room.State) {
	taken := 0
	for _, s := range st.Seats {
		if s.Taken {
			taken++
		}
	}
	key := fmt.Sprint(st.Code, st.Phase, taken)
	if key == w.seen || st.Code == "" {
		return
	}
	w.seen = key
	ctx.Trace.Event("room", map[string]any{"item": st.Code, "game": st.Game, "msg": st.Phase, "seat": taken})
}

// open replaces the waiting room with the game's table, on a session of
// the game the server hosts: a new game shows from its first deal; one
// come back to is laid out at once as it stands (the hand so far, the
// current trick, the round board still open).
func (w *WaitingRoom) open(ctx *game.Context) {
	catch := session.Fresh
	if w.late {
		catch = session.Instant
	}
	s := session.Join(ctx, w.tbl.Game(), catch)
	t, err := w.app.Open(ctx, s)
	if err != nil {
		ctx.Toast("The table could not open: " + err.Error())
		leaveTable(w.tbl)
		ctx.Pop()
		return
	}
	ctx.Replace(NewOnlineTable(w.app, w.tbl, t))
}

// leaveTable gets up from an online table, off the frame.
func leaveTable(t *online.Table) {
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), callLimit)
		defer cancel()
		_ = t.Client().Leave(ctx)
	}()
}

// pumpNews reads what the server sent the table and shows its news.
func pumpNews(ctx *game.Context, t *online.Table) {
	t.Pump()
	for _, n := range t.TakeNews() {
		ctx.Toast(n)
	}
}

// Draw implements game.Scene.
func (w *WaitingRoom) Draw(c *widget.Canvas) {
	st, seen := w.tbl.State()
	title := "Online table"
	if g, ok := w.app.Game(st.Game); ok {
		title = g.Game.Title + " online"
	}
	drawScreen(c, title)
	if !seen {
		c.Text("Sitting down...", 22, false, widget.ScreenW/2, 200, widget.Cream, widget.AlignCenter)
		return
	}
	c.Text("Invite code: "+st.Code, 40, true, widget.ScreenW/2, 96, widget.Gold, widget.AlignCenter)
	c.Text("Friends join with this code: Play online, Join with a code.", 18, false, widget.ScreenW/2, 150, widget.Muted, widget.AlignCenter)
	for i, s := range st.Seats {
		c.Text(seatWords(st, i, s), 22, i == st.You, widget.ScreenW/2-300, 200+float64(i)*36, seatColor(s), widget.AlignLeft)
	}
	for i, b := range w.list.Buttons {
		b.Draw(c, i == w.list.Focus)
	}
	foot := "Waiting for the host to start the game"
	switch {
	case w.tbl.Watching():
		foot = "You are watching: the game shows here when the host starts it"
	case st.Host:
		foot = "Start the game when everyone is here: computers take the empty seats"
	case st.Closing > 0:
		foot = fmt.Sprintf("The game starts when everyone the quick match found sits down (the table closes in %d s otherwise)", st.Closing)
	}
	drawFooter(c, foot+"   ·   "+keyHints(w.ctx, [2]string{"leftright", "move"}, [2]string{"confirm", "choose"}))
}

// seatWords says who sits in seat i.
func seatWords(st room.State, i int, s room.SeatState) string {
	who := s.Name
	switch {
	case !s.Taken && s.Kind == room.Friend:
		who = fmt.Sprintf("open: %s, a computer (%s), plays if nobody comes", s.Name, levelWords(s.Level))
	case !s.Taken:
		who += fmt.Sprintf(" (computer, %s)", levelWords(s.Level))
	case i == st.You && st.Host:
		who += " (you, the host)"
	case i == st.You:
		who += " (you)"
	case !s.Here:
		who += " (gone)"
	}
	return fmt.Sprintf("%d. %s", i+1, who)
}

func seatColor(s room.SeatState) color.RGBA {
	if s.Taken {
		return widget.Cream
	}
	return widget.Muted
}

// levelWords is a computer's level as the setup names it.
func levelWords(s string) string {
	if l, err := engine.ParseLevel(s); err == nil {
		return l.Title()
	}
	return s
}
