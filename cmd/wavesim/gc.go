package main

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
	"sync/atomic"
)

// startHeap is how far the heap grows before the first garbage
// collection. A run of one kernel allocates its program, decoded code and
// timing records once and keeps them to the end, so collections during it
// find little garbage: each one only marks the live heap (and touches its
// fresh pages early). Up to startHeap the collector stays off; the first
// collection, at startHeap, restores the default pacing (GOGC=100, no
// limit) for long commands.
const startHeap = 64 << 20

// tuneGC defers the first garbage collection to startHeap, unless the
// user set GOGC or GOMEMLIMIT.
func tuneGC() {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	prev := debug.SetGCPercent(-1)
	debug.SetMemoryLimit(startHeap)
	armGCSentinel(prev)
}

// armGCSentinel restores the default pacing (GOGC=prev, no limit) after
// the first collection the heap's size caused; a collection asked for
// earlier (prefaultHeap's) arms it again.
func armGCSentinel(prev int) {
	runtime.SetFinalizer(&gcSentinel{}, func(*gcSentinel) {
		// MemStats.Sys, not runtime/metrics' /memory/classes/total:bytes
		// (the same count): importing runtime/metrics costs every command
		// half a millisecond at start.
		if gcPaced.Load() {
			return // manyKernels set the pacing for good
		}
		var ms runtime.MemStats
		runtime.ReadMemStats(&ms)
		if ms.Sys < startHeap/2 {
			armGCSentinel(prev)
			return
		}
		debug.SetGCPercent(prev)
		debug.SetMemoryLimit(math.MaxInt64)
	})
}

// manyKernelsGC is the collector's pacing (GOGC) for a command that runs
// kernel after kernel (bench, fuzz). Each run's program, machine and timing
// records die with it, so the live heap stays at a few megabytes while
// the command allocates fast: the default pacing (GOGC=100) then spends
// about a third of its CPU collecting, and tuneGC's deferred first
// collection only faults in a heap it does not need. On make run's bench
// over the corpus (one core, three interleaved rounds) 400 took 9.3–10.0
// s of CPU against 15.1–15.9 s, at a peak RSS of 54–60 MB against 66 MB;
// on fuzz --passes vcmpx --runs 300, 0.71–0.79 s against 0.80–0.84 s, at
// 32 MB against 56 MB.
const manyKernelsGC = 400

// gcPaced is set once manyKernels has set the pacing, which the start's
// sentinel (armGCSentinel) then leaves alone.
var gcPaced atomic.Bool

// manyKernels gives a command that runs many kernels manyKernelsGC,
// unless the user set GOGC or GOMEMLIMIT; only in a process of its own
// (ownProcess): a test that runs the command in-process keeps its pacing.
func manyKernels() {
	if !ownProcess || os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return
	}
	gcPaced.Store(true)
	debug.SetGCPercent(manyKernelsGC)
	debug.SetMemoryLimit(math.MaxInt64)
}

// gcSentinel is unreachable from the start; its finalizer runs after the
// first collection. It holds a pointer so that it is not a tiny
// allocation (those may share a block and never be finalized).
type gcSentinel struct {
	_ *int
	_ [16]byte
}
