// Package startup readies a wavesim process before most of its packages
// initialise. Package main imports it for its init alone. It imports
// only os, runtime, unsafe and hugemem, so Go's initialisation order (a
// package's imports first, then import-path order) runs it right after
// package os: ahead of the hundred-odd library packages (gonum/plot's
// fonts, tablewriter's width cache, crypto and net/http through the
// progress bar) whose initialisation is most of every command's start,
// BenchmarkRun10kVsMCA's start-cpu-ms.
//
// Its init does two things, before those packages allocate:
//
//   - It gives `wavesim run` one P (GOMAXPROCS=1) unless GOMAXPROCS is
//     set (OneP). A run simulates on one goroutine: a second P only adds
//     a spinning thread whenever a goroutine wakes, a second mark worker
//     and a second set of cached spans, whose release and sweeping fault
//     in fresh pages of the runtime's span sets. On a long run the
//     collector then shares the simulation's core, so the run takes less
//     CPU but can take longer; GOMAXPROCS=2 gives the collector a core.
//   - It populates the heap's mapped part (populateHeap): the memory the
//     start's allocations and a short command's work land in, backed in
//     one system call (with huge pages where whole ones fit) instead of a
//     page fault for each 4 KiB, which costs 7-15 µs in a virtual machine.
//
// Both were measured on BenchmarkRun10kVsMCA's block and are described
// in docs/performance.md.
package startup

import (
	"os"
	"runtime"
)

// OnePCommand is the command that runs with one P.
const OnePCommand = "run"

func init() {
	if OneP(os.Args, os.Getenv("GOMAXPROCS")) {
		runtime.GOMAXPROCS(1)
	}
	populateHeap()
}

// OneP reports whether a process started with args, and GOMAXPROCS set
// to gomaxprocs, runs with one P: the command (args[1]; the root command
// has no flags that may come before it) is OnePCommand and the user did
// not choose the Ps. A test binary's first argument is a -test. flag, so
// tests keep their Ps.
func OneP(args []string, gomaxprocs string) bool {
	return gomaxprocs == "" && len(args) > 1 && args[1] == OnePCommand
}
