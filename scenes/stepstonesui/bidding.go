package stepstonesui

import (
	"fmt"
	"image/color"
	"slices"

	"parlor/game"
	"parlor/rules/stepstones"
	"parlor/rules/trick"
	"parlor/scenes"
	"parlor/scenes/tricktable"
	"parlor/scenes/widget"
)

// bidPanel is the human's bidding: first a contract (or pass, or a redo),
// then the announcements the engine asks for (SS2): the ranking, then the
// trump suit for Pick Trump and May Trump. Every button comes from Legal,
// filtered by what was picked so far, so the panel never offers a bid the
// engine would refuse and never needs to know which contract takes a suit.
type bidPanel struct {
	key    string // fingerprint of the legal actions the panel was built for
	step   int    // 0 contract, 1 ranking, 2 trump
	pick   stepstones.Bid
	legal  []stepstones.Action
	rows   [stepstones.NumRows]stepstones.Contract // the sheet's contracts, a slot each
	opts   []bidOption
	list   scenes.List // the option buttons
	puddle bool
	hint   *stepstones.Action // the hint's suggestion, marked at every step; nil none
}

// bidOption is one button: a whole action, a partial bid leading to the
// next step, or the way back.
type bidOption struct {
	label, desc string
	trump       *trick.Trump       // a trump choice: its suit is drawn in its ink before the label
	act         *stepstones.Action // set when the button completes the action
	pick        stepstones.Bid     // otherwise the bid so far
	back        bool
	closed      bool // a used-up slot, shown disabled in its place
}

const (
	bidBtnW   = 340.0
	bidBtnH   = 46.0
	bidGap    = 10.0
	bidBottom = 446.0 // the panel ends above the hand and the seat text
)

func (p *bidPanel) clear() {
	p.key, p.list.Buttons, p.opts = "", nil, nil
	p.step = 0
	p.hint = nil
}

// back steps back one announcement; false when there is nothing to undo
// (Esc then pauses).
func (p *bidPanel) back() bool {
	if p.step == 0 || len(p.list.Buttons) == 0 {
		return false
	}
	p.step--
	p.build()
	return true
}

// matches keeps the legal bids agreeing with the picks of earlier steps.
func (p *bidPanel) matches(a stepstones.Action, upTo int) bool {
	if a.Kind != stepstones.KindBid {
		return false
	}
	b := a.Bid
	if upTo >= 1 && (b.Contract != p.pick.Contract || b.Redo != p.pick.Redo) {
		return false
	}
	return upTo < 2 || b.Dir == p.pick.Dir
}

func (p *bidPanel) build() {
	p.opts = p.opts[:0]
	if p.step == 0 {
		p.buildContracts()
		return
	}
	seen := map[stepstones.Bid]bool{}
	for _, a := range p.legal {
		if !p.matches(a, p.step) {
			continue
		}
		b := a.Bid
		var k stepstones.Bid
		switch p.step {
		case 1:
			k = stepstones.Bid{Contract: b.Contract, Redo: b.Redo, Dir: b.Dir}
		default:
			k = b
		}
		if seen[k] {
			continue
		}
		seen[k] = true
		p.opts = append(p.opts, p.option(k))
	}
	p.opts = append(p.opts, bidOption{label: "‹ Back", back: true, desc: "Choose again."})
	p.finish()
}

// buildContracts lays out the first step: a slot per contract of the
// sheet in row order, then Pass. A slot keeps its place all game: it offers
// the contract, its redo once completed (with a redo token), or shows the
// contract used up, disabled; Pass shows disabled in the puddle. So the
// buttons never move as the sheet fills.
func (p *bidPanel) buildContracts() {
	for _, c := range p.rows {
		i := slices.IndexFunc(p.legal, func(a stepstones.Action) bool {
			return a.Kind == stepstones.KindBid && a.Bid.Contract == c
		})
		if i < 0 {
			p.opts = append(p.opts, bidOption{label: c.Name() + " (done)", closed: true, pick: stepstones.Bid{Contract: c},
				desc: "You have completed " + c.Name() + "."})
			continue
		}
		p.opts = append(p.opts, p.option(stepstones.Bid{Contract: c, Redo: p.legal[i].Bid.Redo}))
	}
	if i := slices.Index(p.legal, stepstones.Pass); i >= 0 {
		p.opts = append(p.opts, bidOption{label: "Pass", act: &p.legal[i], desc: "Let the next player bid. If everyone passes, the forehand is in the puddle."})
	} else {
		p.opts = append(p.opts, bidOption{label: "No pass in the puddle", closed: true, desc: "In the puddle there is no pass: you must declare."})
	}
	p.finish()
}

// finish completes the options that lead on one way only, and lays them
// out.
func (p *bidPanel) finish() {
	// A pick with a single way on completes the action at once.
	for i := range p.opts {
		o := &p.opts[i]
		if o.act != nil || o.back || o.closed {
			continue
		}
		var only []stepstones.Action
		for _, a := range p.legal {
			if p.matchesPick(a, o.pick, p.step+1) {
				only = append(only, a)
			}
		}
		if len(only) == 1 {
			o.act = &only[0]
		}
	}
	p.layout()
}

func (p *bidPanel) matchesPick(a stepstones.Action, k stepstones.Bid, depth int) bool {
	if a.Kind != stepstones.KindBid || a.Bid.Contract != k.Contract || a.Bid.Redo != k.Redo {
		return false
	}
	if depth >= 2 && a.Bid.Dir != k.Dir {
		return false
	}
	return depth < 3 || a.Bid.Trump == k.Trump
}

// option labels one button of the current step.
func (p *bidPanel) option(k stepstones.Bid) bidOption {
	o := bidOption{pick: k}
	switch p.step {
	case 0:
		o.label = k.Contract.Name()
		o.desc = contractDesc(k.Contract)
		if k.Redo {
			o.label = "Redo: " + k.Contract.Name()
			o.desc = "Spend your redo token on this contract: a better result replaces your value, a worse one is ignored."
		}
	case 1:
		o.label = dirName(k.Dir)
		if k.Contract == stepstones.WinSlalom {
			o.label += " first"
			o.desc = "Trick 1 is " + dirName(k.Dir) + "; the ranking switches after every trick."
		} else if k.Dir == trick.OneHigh {
			o.desc = "1s are highest: 1 2 3 4 5 6 7 8 9 (low)."
		} else {
			o.desc = "9s are highest: 9 8 7 6 5 4 3 2 1 (low)."
		}
	default:
		o.label = trumpName(k.Trump)
		if st, ok := k.Trump.Suit(); ok {
			o.label, o.trump = st.Name(), &k.Trump
		}
		o.desc = trumpName(k.Trump) + " are trump: the highest trump wins a trick."
		a := stepstones.Declare(k)
		o.act = &a
	}
	return o
}

func contractDesc(c stepstones.Contract) string {
	switch c {
	case stepstones.WinPickTrump:
		return "Win as many tricks as you can. You name the trump suit."
	case stepstones.WinNoTrump:
		return "Win as many tricks as you can. No trump."
	case stepstones.WinLast6:
		return "Win as many of the last 6 tricks as you can: tricks 1-6 do not count."
	case stepstones.LoseNoTrump:
		return "Take as few tricks as you can. No trump."
	case stepstones.WinMayTrump:
		return "Win many tricks. You name trump; a follower may trump even holding the led suit."
	case stepstones.WinSlalom:
		return "Win many tricks. No trump; the ranking switches after every trick."
	case stepstones.LoseMustBeat:
		return "Take few tricks. No trump; followers must beat the trick when they can."
	}
	return ""
}

func (p *bidPanel) cols() int {
	if len(p.opts) <= 3 {
		return 1
	}
	return 2
}

// layout puts the options in a grid above the hand, the focus on the
// hinted option, else the first that may be chosen.
func (p *bidPanel) layout() {
	labels := make([]string, len(p.opts))
	for i, o := range p.opts {
		labels[i] = o.label
	}
	cols := p.cols()
	p.list = scenes.List{Scene: "stepstones-bid", Cols: cols, SkipDisabled: true,
		Buttons: scenes.Grid(labels, cols, bidBtnW, bidBtnH, bidGap, bidBottom-56)}
	for i, b := range p.list.Buttons {
		b.Disabled = p.opts[i].closed
	}
	if i := slices.IndexFunc(p.opts, func(o bidOption) bool { return !o.closed }); i >= 0 {
		p.list.Focus = i
	}
	if i := p.hinted(); i >= 0 {
		p.list.Focus = i
	}
}

// hinted returns the option of this step that leads to the hint's
// suggestion, -1 when there is none.
func (p *bidPanel) hinted() int {
	if p.hint == nil {
		return -1
	}
	h := *p.hint
	for i, o := range p.opts {
		switch {
		case o.closed || o.back:
		case o.act != nil && *o.act == h:
			return i
		case o.act == nil && h.Kind == stepstones.KindBid && p.matchesPick(h, o.pick, p.step+1):
			return i
		}
	}
	return -1
}

// setHint marks the hint's suggestion (nil: none) and focuses it.
func (p *bidPanel) setHint(a *stepstones.Action) {
	p.hint = a
	if i := p.hinted(); i >= 0 && i < len(p.list.Buttons) {
		p.list.Focus = i
	}
}

// update rebuilds the panel when the legal actions change and handles
// keys and clicks.
func (p *bidPanel) update(ctx *game.Context, t *Table) {
	v := t.view
	key := fmt.Sprint(v.Hand, v.Phase, v.Legal)
	if key != p.key {
		p.key = key
		p.legal = append(p.legal[:0], v.Legal...)
		p.rows = v.Config.Sheet.Rows()
		p.puddle = !slices.Contains(p.legal, stepstones.Pass)
		p.step = 0
		p.build()
		p.list.AnnounceItems(ctx)
	}
	if len(p.list.Buttons) == 0 {
		return
	}
	pick := p.list.Update(ctx)
	if pick < 0 || p.opts[pick].closed {
		return
	}
	o := p.opts[pick]
	switch {
	case o.back:
		p.back()
		p.list.AnnounceItems(ctx)
	case o.act != nil:
		if !t.act(*o.act) {
			return
		}
		p.clear()
	default:
		p.pick = o.pick
		p.step++
		p.build()
		p.list.AnnounceItems(ctx)
		ctx.Play("play")
	}
}

// title is the panel's heading: the puddle is said loudly (SS6).
func (p *bidPanel) title() string {
	switch {
	case p.step == 1:
		return p.pick.Contract.Name() + ": which ranking?"
	case p.step == 2:
		return p.pick.Contract.Name() + ", " + dirName(p.pick.Dir) + ": which trump?"
	case p.puddle:
		return "In the puddle: you must declare"
	}
	return "Your bid: declare a contract or pass"
}

// rect is where the panel is drawn: round its buttons, wide enough for
// its title (measured on c), with the description lines below.
func (p *bidPanel) rect(c *widget.Canvas) (x, y, w, h float64) {
	first, last := p.list.Buttons[0], p.list.Buttons[len(p.list.Buttons)-1]
	cols := float64(p.cols())
	w = max(cols*bidBtnW+(cols-1)*bidGap+48, c.TextWidth(p.title(), 23, true)+60)
	y = first.Y - 70
	return widget.ScreenW/2 - w/2, y, w, last.Y + last.H - y + 66
}

func (p *bidPanel) draw(c *widget.Canvas, t *Table) {
	if len(p.list.Buttons) == 0 {
		return
	}
	last := p.list.Buttons[len(p.list.Buttons)-1]
	x, top, w, h := p.rect(c)
	c.RoundRect(x+4, top+6, w, h, 16, color.RGBA{0, 0, 0, 90})
	c.RoundRect(x, top, w, h, 16, widget.Panel)
	rim := widget.Gold
	if p.puddle && p.step == 0 {
		rim = widget.Danger
	}
	c.RoundOutline(x, top, w, h, 16, 2, rim)
	titleClr := widget.Cream
	if p.puddle && p.step == 0 {
		titleClr = widget.Danger
	}
	c.Text(p.title(), 23, true, widget.ScreenW/2, top+14, titleClr, widget.AlignCenter)
	c.Text(biddingSoFar(t.view, t.Names), 15, false, widget.ScreenW/2, top+44, widget.Muted, widget.AlignCenter)
	for i, b := range p.list.Buttons {
		if i < len(p.opts) && p.opts[i].trump != nil {
			tricktable.MarkTrump(b, *p.opts[i].trump, t.Ctx.Art)
		}
	}
	p.list.Draw(c)
	if i := p.hinted(); i >= 0 && i < len(p.list.Buttons) {
		b := p.list.Buttons[i]
		tricktable.HintTag(c, b.X+b.W-34, b.Y-12)
	}
	if p.list.Focus < len(p.opts) {
		d := p.opts[p.list.Focus].desc
		for i, l := range c.Wrap(d, 16, false, w-40) {
			c.Text(l, 16, false, widget.ScreenW/2, last.Y+last.H+14+float64(i)*20, widget.Cream, widget.AlignCenter)
		}
	}
}

// biddingSoFar lists who passed before the viewer's turn.
func biddingSoFar(v stepstones.View, names []string) string {
	var passed, cannot []int
	for seat := range stepstones.NumPlayers {
		switch {
		case !v.CanDeclare[seat]:
			cannot = append(cannot, seat)
		case v.Passed[seat] && seat != v.Seat:
			passed = append(passed, seat)
		}
	}
	s := "Forehand: " + names[v.Forehand]
	if len(passed) > 0 {
		s += "   ·   passed: " + seatList(passed, names)
	}
	if len(cannot) > 0 {
		s += "   ·   done with every contract: " + seatList(cannot, names)
	}
	return s
}
