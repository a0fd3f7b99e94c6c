package main

import (
	"math"
	"os"
	"runtime"
	"runtime/debug"
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

// gcSentinel is unreachable from the start; its finalizer runs after the
// first collection. It holds a pointer so that it is not a tiny
// allocation (those may share a block and never be finalized).
type gcSentinel struct {
	_ *int
	_ [16]byte
}

// singleProc gives the process one P, unless the user set GOMAXPROCS.
// run simulates on one goroutine: a second P only adds a spinning
// thread when goroutines wake, a second mark worker and a second set of
// cached spans (more fresh pages) to the prefault's collection. On the
// 10,000-instruction block of BenchmarkRun10kVsMCA one P takes about a
// tenth less CPU time. Only a process of its own (main, prefault) takes
// it: a test that runs the command in-process keeps its Ps.
func singleProc() {
	if prefault && os.Getenv("GOMAXPROCS") == "" {
		runtime.GOMAXPROCS(1)
	}
}
