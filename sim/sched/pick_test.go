package sched

import (
	"math/rand/v2"
	"testing"

	"github.com/wavesim/wavesim/sim"
)

// The ready queue picks what a scan of every wave would: the least ready
// cycle, the oldest wave on a tie. The ready cycles are drawn from a
// narrow range so that ties are common; a wave that did not step only
// ever gets later, one that stepped anything, and waves end, wait at a
// barrier, are released and are admitted into freed keys as a run's do.
func TestReadyQueueMatchesScan(t *testing.T) {
	for seed := range uint64(300) {
		r := rand.New(rand.NewPCG(seed, 7))
		n := 1 + r.IntN(40)
		q := &readyQueue{}
		q.reset(n)
		var (
			waves  = make([]*sim.Wave, n)
			at     = make([]int64, n)
			admit  = make([]int, n) // admission order, by key
			first  = make([]bool, n)
			admits int
			now    int64
		)
		place := func(k int) {
			waves[k] = &sim.Wave{}
			at[k] = now + r.Int64N(4)
			admit[k], admits = admits, admits+1
			first[k] = true
			q.add(k, waves[k])
		}
		for _, k := range r.Perm(n) {
			place(k)
		}
		eval := func(k int, isFirst bool) (int64, error) {
			if isFirst != first[k] {
				t.Fatalf("seed %d: wave %d evaluated with first %v, want %v", seed, k, isFirst, first[k])
			}
			first[k] = false
			return at[k], nil
		}
		for step := range 400 {
			want := -1
			for k, w := range waves {
				if w == nil || w.Done || w.Barrier {
					continue
				}
				if want < 0 || at[k] < at[want] || at[k] == at[want] && admit[k] < admit[want] {
					want = k
				}
			}
			got, err := q.pick(eval)
			if err != nil {
				t.Fatal(err)
			}
			if got != want {
				t.Fatalf("seed %d step %d: picked %d, a scan picks %d (ready %v, admitted %v)", seed, step, got, want, at, admit)
			}
			for k, w := range waves {
				if first[k] && w != nil && !w.Done && !w.Barrier {
					t.Fatalf("seed %d step %d: wave %d was not evaluated after it stepped", seed, step, k)
				}
			}
			if got >= 0 {
				now = at[got]
				w := waves[got]
				switch x := r.IntN(10); {
				case x == 0:
					w.Done = true
				case x == 1:
					w.Barrier = true
				default:
					at[got] = now + r.Int64N(6) - 1
					first[got] = true
				}
				q.stepped(got)
			}
			// What other waves do holds the rest back.
			for k := range at {
				if r.IntN(3) == 0 {
					at[k] += r.Int64N(3)
				}
			}
			if r.IntN(4) == 0 {
				released := false
				for k, w := range waves {
					if w.Barrier && r.IntN(2) == 0 {
						w.Barrier, first[k], released = false, true, true
						at[k] = max(at[k], now)
					}
				}
				q.released = q.released || released
			}
			for k, w := range waves {
				if w.Done && r.IntN(2) == 0 {
					place(k)
				}
			}
		}
	}
}
