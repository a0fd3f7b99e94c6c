package launch

import (
	"runtime"
	"testing"
)

// A store loop that never waits for vscnt runs in memory that does not
// grow with its iteration count: the timing model drops each store once
// it completes (issue 31 item 2; 220 bytes a store before). The heap is
// measured live, with the dispatch and its timing model still held.
func TestStoreLoopMemoryFlat(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 250k loop iterations")
	}
	live := func(n int) uint64 {
		spec, err := LoadSpec("testdata/storeloop/launch.json")
		if err != nil {
			t.Fatal(err)
		}
		if err := overrideArgs(spec, map[int]any{1: n}); err != nil {
			t.Fatal(err)
		}
		p, err := LoadProgram("testdata/storeloop/storeloop.s", LoadOptions{}.WithSpec(spec))
		if err != nil {
			t.Fatal(err)
		}
		d, err := NewDispatch(p, spec, Options{Timing: true, CUs: 1})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Run(); err != nil {
			t.Fatal(err)
		}
		if got := d.Timing.Issued; got != int64(8*n+8) {
			t.Fatalf("n = %d: %d instructions issued, want %d (8 a loop iteration, 8 around it)", n, got, 8*n+8)
		}
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		runtime.KeepAlive(d)
		return m.HeapAlloc
	}
	const small, large = 50_000, 250_000
	a, b := live(small), live(large)
	// 200k more stores held at 220 bytes each would be 44 MB.
	if b > a+4<<20 {
		t.Errorf("live heap %d bytes after %d iterations, %d after %d: want it flat (within 4 MiB)", a, small, b, large)
	}
	t.Logf("live heap: %d bytes after %d iterations, %d after %d", a, small, b, large)
}
