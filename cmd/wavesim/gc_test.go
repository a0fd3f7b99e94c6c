package main

import (
	"math"
	"os"
	"os/exec"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
	"time"
)

// gcPercent is the current GOGC setting.
func gcPercent() int {
	p := debug.SetGCPercent(-1)
	debug.SetGCPercent(p)
	return p
}

// waitGCPercent collects until the sentinel's finalizer has set GOGC to
// want, or d has passed, and returns the setting.
func waitGCPercent(want int, d time.Duration) int {
	for end := time.Now().Add(d); time.Now().Before(end); time.Sleep(5 * time.Millisecond) {
		runtime.GC()
		if p := gcPercent(); p == want {
			return p
		}
	}
	return gcPercent()
}

// tuneGCChildEnv names the test the test binary runs in a process of
// its own, which the other tests have not grown (inOwnProcess).
const tuneGCChildEnv = "WAVESIM_TEST_TUNEGC"

// inOwnProcess reports whether t runs in a process of its own; when it
// does not, it runs t in one and fails when that does.
func inOwnProcess(t *testing.T) bool {
	t.Helper()
	if os.Getenv(tuneGCChildEnv) == t.Name() {
		return true
	}
	cmd := exec.Command(os.Args[0], "-test.run", "^"+t.Name()+"$", "-test.v")
	cmd.Env = append(os.Environ(), tuneGCChildEnv+"="+t.Name())
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.Contains(string(out), "--- PASS: "+t.Name()) {
		t.Fatalf("%v\n%s", err, out)
	}
	return false
}

// tuneGC keeps the collector off while the process is small, through
// collections asked for early, and restores the default pacing once the
// heap has grown to startHeap.
func TestTuneGC(t *testing.T) {
	if !inOwnProcess(t) {
		return
	}
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	defer debug.SetMemoryLimit(math.MaxInt64)
	defer debug.SetGCPercent(debug.SetGCPercent(100))
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	if ms.Sys >= startHeap/2 {
		t.Fatalf("the test process already has %d MiB from the system, past startHeap/2", ms.Sys>>20)
	}
	tuneGC()
	// An early collection (prefaultHeap's) leaves the collector off.
	if p := waitGCPercent(100, 100*time.Millisecond); p != -1 {
		t.Fatalf("GOGC %d after an early collection, want -1 (off)", p)
	}
	// Past startHeap the sentinel restores GOGC=100.
	keep := make([][]byte, 0, 96)
	for range 96 {
		keep = append(keep, make([]byte, 1<<20))
	}
	if p := waitGCPercent(100, 2*time.Second); p != 100 {
		t.Fatalf("GOGC %d with %d MiB live, want 100", p, len(keep))
	}
	runtime.KeepAlive(keep)
}

// manyKernels sets GOGC=manyKernelsGC, which the start's sentinel does not
// undo once the heap passes startHeap.
func TestManyKernelsGC(t *testing.T) {
	if !inOwnProcess(t) {
		return
	}
	t.Setenv("GOGC", "")
	t.Setenv("GOMEMLIMIT", "")
	ownProcess = true // as main sets it
	defer func() { ownProcess = false }()
	tuneGC()
	manyKernels()
	if p := gcPercent(); p != manyKernelsGC {
		t.Fatalf("GOGC %d, want %d", p, manyKernelsGC)
	}
	keep := make([][]byte, 0, 96)
	for range 96 {
		keep = append(keep, make([]byte, 1<<20))
	}
	// The sentinel's finalizer runs after a collection; give it the time
	// it took to restore the pacing in TestTuneGC.
	if p := waitGCPercent(100, 300*time.Millisecond); p != manyKernelsGC {
		t.Fatalf("GOGC %d with %d MiB live, want %d", p, len(keep), manyKernelsGC)
	}
	runtime.KeepAlive(keep)
}
