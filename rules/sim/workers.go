package sim

import (
	"runtime"
	"sync"
)

// ordered runs play(0..n-1) on workers goroutines (each locked to its
// thread, so a thread's CPU clock times its decisions) and hands the
// results to fold in index order, until fold returns false.
func ordered[T any](n, workers int, play func(int) T, fold func(T) bool) {
	jobs := make(chan int)
	done := make(chan indexed[T])
	quit := make(chan struct{})
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			runtime.LockOSThread()
			defer runtime.UnlockOSThread()
			for i := range jobs {
				done <- indexed[T]{i, play(i)}
			}
		}()
	}
	go func() {
		defer close(jobs)
		for i := 0; i < n; i++ {
			select {
			case jobs <- i:
			case <-quit:
				return
			}
		}
	}()
	go func() {
		wg.Wait()
		close(done)
	}()
	pending := map[int]T{}
	next, going := 0, true
	for r := range done {
		pending[r.i] = r.v
		for going {
			v, ok := pending[next]
			if !ok {
				break
			}
			delete(pending, next)
			next++
			if going = fold(v); !going {
				close(quit)
			}
		}
	}
}

type indexed[T any] struct {
	i int
	v T
}
