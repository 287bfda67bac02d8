package scenes

import (
	"context"
	"fmt"
	"time"

	"parlor/game"
	"parlor/game/room"
	"parlor/input"
	"parlor/scenes/widget"
)

// FriendsScreen is the lobby's Friends: the player's own name for
// friends, adding one by theirs, and the list: friends (online, at which
// table, with Join), requests to answer, requests waiting, players
// blocked. Picking a row asks what to do with that player.
type FriendsScreen struct {
	ctx     *game.Context
	app     *App
	lobby   *Lobby
	add     Field
	list    List
	friends room.Friends
	call    *job[room.Friends]
	said    string // what the change in flight did, said once done
	asked   time.Time
	shown   bool // a list came
}

// friendsEvery is how often the list is asked for again: who is online
// and where changes.
const friendsEvery = 3 * time.Second

// friendRows is how many players the screen lists.
const friendRows = 8

// NewFriends returns the Friends screen of the lobby l.
func NewFriends(ctx *game.Context, app *App, l *Lobby) *FriendsScreen {
	f := &FriendsScreen{ctx: ctx, app: app, lobby: l, add: Field{Max: 24}}
	f.list = menuList("friends", nil)
	f.layout()
	return f
}

// Name implements game.Named.
func (f *FriendsScreen) Name() string { return "friends" }

// Still implements game.Still: the list changes as friends come and go.
func (f *FriendsScreen) Still() bool { return false }

// ToastFootY implements game.ToastFoot: the title keeps the top.
func (f *FriendsScreen) ToastFootY() float64 { return screenToasts }

func (f *FriendsScreen) layout() {
	labels := []string{"Add a friend by name"}
	for _, p := range f.players() {
		labels = append(labels, playerWords(f.app, p))
	}
	labels = append(labels, "Back")
	focus := f.list.Focus
	f.list.Set(Column(labels, widget.ScreenW/2-380, 150, 760, 42, 8))
	f.list.Focus = min(focus, len(labels)-1)
}

// players are the players the rows have room for: requests to answer
// first, then friends (online first), then the rest.
func (f *FriendsScreen) players() []room.Player {
	return f.friends.List[:min(len(f.friends.List), friendRows)]
}

// playerWords is a player's row: "Ben: online, at Speed Run (waiting)".
func playerWords(app *App, p room.Player) string {
	switch p.State {
	case room.Asking:
		return p.Name + " asks to be your friend"
	case room.Asked:
		return p.Name + ": asked, no answer yet"
	case room.Blocked:
		return p.Name + ": blocked"
	}
	switch {
	case p.Table != nil:
		title := p.Table.Game
		if g, ok := app.Game(title); ok {
			title = g.Game.Title
		}
		if p.Table.Phase == room.Waiting {
			return fmt.Sprintf("%s: at a table of %s, waiting for players", p.Name, title)
		}
		return fmt.Sprintf("%s: playing %s", p.Name, title)
	case p.Online:
		return p.Name + ": online"
	}
	return p.Name + ": offline"
}

// Update implements game.Scene.
func (f *FriendsScreen) Update(ctx *game.Context) error {
	f.poll()
	if f.add.Editing() {
		if f.add.Update(ctx) {
			f.addByTag(ctx, f.add.Text)
		}
		return nil
	}
	pick := f.list.Update(ctx)
	if ctx.In.Pressed(input.Menu, input.Back) {
		pick = len(f.list.Buttons) - 1
	}
	switch {
	case pick < 0:
	case pick == 0:
		f.add.Text = ""
		f.add.Open()
		ctx.Trace.Event("typing", map[string]any{"item": f.list.Buttons[0].Label})
	case pick == len(f.list.Buttons)-1:
		ctx.Pop()
	default:
		f.choose(ctx, f.players()[pick-1])
	}
	return nil
}

// poll asks for the list now and then, and takes it when it comes.
func (f *FriendsScreen) poll() {
	c := f.lobby.net.Client()
	if c != nil && f.call == nil && time.Since(f.asked) > friendsEvery {
		f.asked = time.Now()
		f.call = run(callLimit, c.Friends)
	}
	if !f.call.ready() {
		return
	}
	j, said := f.call, f.said
	f.call, f.said = nil, ""
	switch {
	case j.err != nil && said != "":
		f.ctx.Toast(capital(j.err.Error()))
	case j.err != nil:
		f.ctx.Toast("The friends list could not be read: " + j.err.Error())
	default:
		if said != "" {
			f.ctx.Toast(said)
		}
		f.take(j.val)
	}
}

// take shows a list the server answered.
func (f *FriendsScreen) take(l room.Friends) {
	f.friends, f.shown = l, true
	f.layout()
	f.list.Announce(f.ctx)
	f.ctx.Trace.Event("friends", map[string]any{"item": l.You}) // the player's own name for friends
}

// change asks the server for one change, off the frame; said says what
// was done once it is.
func (f *FriendsScreen) change(ctx *game.Context, ch room.FriendChange, said string) {
	c := f.lobby.net.Client()
	if c == nil {
		ctx.Toast("Not connected to the server.")
		return
	}
	f.said = said
	f.call = run(callLimit, func(cx context.Context) (room.Friends, error) { return c.ChangeFriend(cx, ch) })
}

// addByTag asks to befriend the player a tag names.
func (f *FriendsScreen) addByTag(ctx *game.Context, s string) {
	tag, err := room.ParseTag(s)
	if err != nil {
		ctx.Toast(capital(err.Error()) + ".")
		return
	}
	f.change(ctx, room.FriendChange{Op: room.AddFriend, Tag: tag}, "Asked "+tag+" to be your friend.")
}

// choose asks what to do with p, each answer one change.
func (f *FriendsScreen) choose(ctx *game.Context, p room.Player) {
	do := func(op, said string) func(*game.Context) {
		return func(ctx *game.Context) { f.change(ctx, room.FriendChange{Op: op, User: p.User}, said) }
	}
	var answers []Answer
	switch p.State {
	case room.Asking:
		answers = []Answer{{Label: "Accept", Do: do(room.AddFriend, p.Name+" is your friend.")},
			{Label: "Refuse", Do: do(room.RemoveFriend, "You refused "+p.Name+".")}}
	case room.Asked:
		answers = []Answer{{Label: "Take it back", Do: do(room.RemoveFriend, "You took back your request to "+p.Name+".")}}
	case room.Blocked:
		answers = []Answer{{Label: "Unblock", Do: do(room.Unblock, p.Name+" is no longer blocked.")}}
	default:
		if p.Table != nil && p.Table.Phase == room.Waiting {
			match := p.Table.Match
			answers = append(answers, Answer{Label: "Join", Do: func(ctx *game.Context) {
				ctx.Pop() // back to the lobby, which sits down
				f.lobby.join(ctx, match, "")
			}})
		}
		if p.Table != nil && p.Table.Phase == room.Playing {
			match := p.Table.Match
			answers = append(answers, Answer{Label: "Watch", Do: func(ctx *game.Context) {
				ctx.Pop() // back to the lobby, which opens the table to watch
				f.lobby.watch(match)
			}})
		}
		answers = append(answers, Answer{Label: "Remove", Do: do(room.RemoveFriend, p.Name+" is no longer your friend.")})
	}
	answers = append(answers, Answer{Label: "Block", Do: do(room.BlockPlayer, blockedWords(p.Name))},
		Answer{Label: "Back"})
	ctx.Push(NewQuestion(ctx, "friend", p.Name, playerWords(f.app, p)+".", answers, len(answers)-1, len(answers)-1))
}

// blockedWords says what blocking name does.
func blockedWords(name string) string {
	return name + " is blocked: they cannot sit at your tables, are never quick-matched with you, and you do not see their messages."
}

// Draw implements game.Scene.
func (f *FriendsScreen) Draw(c *widget.Canvas) {
	drawScreen(c, "Friends")
	you := "Connecting..."
	if f.friends.You != "" {
		you = "Your name for friends: " + f.friends.You + "   (give it to a friend to add you)"
	}
	c.Text(you, 20, false, widget.ScreenW/2, 100, widget.Gold, widget.AlignCenter)
	for i, b := range f.list.Buttons {
		if i == 0 && f.add.Editing() {
			plain := *b
			plain.Label = ""
			plain.Draw(c, true)
			c.Text("Name: "+f.add.Shown(f.ctx.Frame), 20, false, b.X+20, b.Y+(b.H-25)/2, widget.Cream, widget.AlignLeft)
			continue
		}
		b.Draw(c, i == f.list.Focus)
	}
	if f.shown && len(f.friends.List) == 0 {
		last := f.list.Buttons[len(f.list.Buttons)-1]
		c.Text("No friends yet: add one by their name for friends, or from a table online (M).", 18, false,
			widget.ScreenW/2, last.Y+last.H+30, widget.Muted, widget.AlignCenter)
	}
	hint := keyHints(f.ctx, [2]string{"updown", "move"}, [2]string{"confirm", "choose"}, [2]string{"back", "back"})
	if f.add.Editing() {
		hint = "Type their name for friends (name#12345), then Enter   ·   Esc gives up"
	}
	drawFooter(c, hint)
}

// friendsOf lists the player's friends for a picker, those online first.
func friendsOf(l room.Friends) []room.Player {
	var on, off []room.Player
	for _, p := range l.List {
		switch {
		case p.State != room.Mutual:
		case p.Online:
			on = append(on, p)
		default:
			off = append(off, p)
		}
	}
	return append(on, off...)
}
