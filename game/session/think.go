package session

import (
	"runtime"
	"sync"

	"parlor/rules/engine"
)

// thinker is one computer player deciding off the loop: it is asked with
// its seat's view and legal actions and answers on a channel, so neither a
// frame nor a server's match loop ever waits for it.
type thinker struct {
	bot   engine.Chooser[any, any]
	level engine.Level
	ch    chan any
	busy  bool
	asked int64 // the step it was asked at
}

func (t *thinker) ask(v any, legal []any, now int64) {
	t.busy, t.asked = true, now
	t.ch = make(chan any, 1)
	ch, bot := t.ch, t.bot
	think(func() { ch <- bot.Choose(v, legal) })
}

// poll returns the answer once it is in and pace steps have passed since
// the question.
func (t *thinker) poll(now, pace int64) (any, bool) {
	if !t.busy || now-t.asked < pace {
		return nil, false
	}
	select {
	case a := <-t.ch:
		t.busy = false
		return a, true
	default:
		return nil, false
	}
}

// think runs a computer's decision on the thinking workers, one fewer
// than the machine has cores (at least one): a server holding many tables queues their
// decisions, first asked first answered, instead of starting them all at
// once; with Inline on it runs at once. A decision thinks on a counted
// budget, so where and when it runs never changes what it chooses.
func think(f func()) {
	if inline.Load() {
		f()
		return
	}
	thinking.add(f)
}

// One core is left to the loops (the frame, a server's match loops), so
// computers thinking on every other core never slow a tick.
var thinking = &pool{size: max(1, runtime.GOMAXPROCS(0)-1)}

// pool is a few workers taking work from a queue that never blocks the
// one who queues it.
type pool struct {
	size  int
	once  sync.Once
	mu    sync.Mutex
	cond  *sync.Cond
	queue []func()
}

func (p *pool) add(f func()) {
	p.once.Do(p.start)
	p.mu.Lock()
	p.queue = append(p.queue, f)
	p.mu.Unlock()
	p.cond.Signal()
}

func (p *pool) start() {
	p.cond = sync.NewCond(&p.mu)
	for range max(1, p.size) {
		go p.work()
	}
}

func (p *pool) work() {
	for {
		p.mu.Lock()
		for len(p.queue) == 0 {
			p.cond.Wait()
		}
		f := p.queue[0]
		p.queue[0] = nil
		p.queue = p.queue[1:]
		p.mu.Unlock()
		f()
	}
}

// Queued returns how many computer decisions wait for a worker, for a
// server's figures.
func Queued() int {
	thinking.mu.Lock()
	defer thinking.mu.Unlock()
	return len(thinking.queue)
}
