package launch

import (
	"os"
	"runtime"
	"strings"
	"testing"
)

// A store loop that never waits for vscnt runs in memory that does not
// grow with its iteration count: the timing model drops each store once
// it completes (220 bytes a store before). So does a loop of loads whose
// results no wait ever covers (the kernel with its store made a load into
// v3): each was kept until a wait, and the counter-limit check scanned
// them all (100k iterations: 51 MB and 5.8 s; 2M: 18 MB and 4.9 s now). The heap is measured live, with the
// dispatch and its timing model still held.
func TestStoreLoopMemoryFlat(t *testing.T) {
	if testing.Short() {
		t.Skip("runs 250k loop iterations")
	}
	src, err := os.ReadFile("testdata/storeloop/storeloop.s")
	if err != nil {
		t.Fatal(err)
	}
	// The loop's s_waitcnt lgkmcnt(0) (for the pointer's s_load) would
	// also cover the loads (its vmcnt field is the maximum): it moves
	// before the loop.
	load := strings.NewReplacer("\ts_waitcnt lgkmcnt(0)\n\tglobal_store_dword v2, v1, s[0:1]", "\tglobal_load_dword v3, v2, s[0:1]",
		"\ts_load_dwordx2 s[0:1], s[6:7], 0x0\n", "\ts_load_dwordx2 s[0:1], s[6:7], 0x0\n\ts_waitcnt lgkmcnt(0)\n",
		".amdhsa_next_free_vgpr 3", ".amdhsa_next_free_vgpr 4", ".vgpr_count:     3", ".vgpr_count:     4").Replace(string(src))
	if strings.Count(load, "s_waitcnt") != strings.Count(string(src), "s_waitcnt") || !strings.Contains(load, "global_load_dword v3") {
		t.Fatal("the store loop's store was not found")
	}
	for _, c := range []struct {
		name, src string
		per, out  int
	}{{"stores", string(src), 8, 8}, {"loads", load, 7, 9}} {
		t.Run(c.name, func(t *testing.T) { loopMemoryFlat(t, c.src, c.per, c.out) })
	}
}

// loopMemoryFlat runs the loop kernel src, of per instructions an
// iteration and out around the loop.
func loopMemoryFlat(t *testing.T, src string, per, out int) {
	live := func(n int) uint64 {
		spec, err := LoadSpec("testdata/storeloop/launch.json")
		if err != nil {
			t.Fatal(err)
		}
		if err := overrideArgs(spec, map[int]any{1: n}); err != nil {
			t.Fatal(err)
		}
		p, err := ParseProgram("storeloop.s", []byte(src), LoadOptions{}.WithSpec(spec))
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
		if got := d.Timing.Issued; got != int64(per*n+out) {
			t.Fatalf("n = %d: %d instructions issued, want %d (%d a loop iteration, %d around it)", n, got, per*n+out, per, out)
		}
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		runtime.KeepAlive(d)
		return m.HeapAlloc
	}
	const small, large = 50_000, 250_000
	a, b := live(small), live(large)
	// 200k more operations held at 220 bytes each would be 44 MB.
	if b > a+4<<20 {
		t.Errorf("live heap %d bytes after %d iterations, %d after %d: want it flat (within 4 MiB)", a, small, b, large)
	}
	t.Logf("live heap: %d bytes after %d iterations, %d after %d", a, small, b, large)
}
