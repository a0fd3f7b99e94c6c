package startup

import (
	"os"
	"runtime"
	"testing"

	"github.com/wavesim/wavesim/internal/hugemem"
)

func TestOneP(t *testing.T) {
	for _, c := range []struct {
		args       []string
		gomaxprocs string
		want       bool
	}{
		{[]string{"wavesim", "run", "--launch", "l.json", "k.s"}, "", true},
		{[]string{"/usr/local/bin/wavesim", "run", "-"}, "", true},
		{[]string{"wavesim", "run", "k.s"}, "2", false}, // the user's choice
		{[]string{"wavesim", "run", "k.s"}, "1", false}, // already one
		{[]string{"wavesim", "bench", "traces"}, "", false},
		{[]string{"wavesim", "calibrate"}, "", false},
		{[]string{"wavesim", "--version"}, "", false},
		{[]string{"wavesim", "runs"}, "", false},
		{[]string{"wavesim"}, "", false},
		{nil, "", false},
		{[]string{"wavesim.test", "-test.run", "TestRun"}, "", false}, // a test binary
	} {
		if got := OneP(c.args, c.gomaxprocs); got != c.want {
			t.Errorf("OneP(%q, %q) = %v, want %v", c.args, c.gomaxprocs, got, c.want)
		}
	}
}

// TestPopulateHeap checks that populateHeap finds the heap's mapping, and
// takes no more of it than maxStartHeap (hugemem's tests check that
// populating backs the pages).
func TestPopulateHeap(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("/proc/self/maps is Linux only")
	}
	lo, hi := populateHeap()
	if lo >= hi || hi-lo > maxStartHeap {
		t.Fatalf("populated %#x-%#x: want a range of at most %d MiB", lo, hi, maxStartHeap>>20)
	}
	maps, err := os.ReadFile("/proc/self/maps")
	if err != nil {
		t.Fatal(err)
	}
	mlo, mhi, ok := hugemem.AnonMapping(maps, lo)
	if !ok || mlo != lo || hi > mhi {
		t.Errorf("populated %#x-%#x, which does not start the anonymous mapping %#x-%#x (%v)", lo, hi, mlo, mhi, ok)
	}
	if runtime.GOMAXPROCS(0) == 1 && runtime.NumCPU() > 1 && os.Getenv("GOMAXPROCS") == "" {
		t.Error("the test binary runs with one P: startup's init took a test for `wavesim run`")
	}
}
