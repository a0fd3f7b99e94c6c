package validate

import (
	"encoding/json"
	"math/rand/v2"
	"runtime"
	"testing"

	"github.com/wavesim/wavesim/sim/launch"
)

// What compare holds of a launch is its size in elements, once: a random
// launch's buffer is packed (4 bytes an i32, where JSON numbers took some
// 50), the original's run keeps its buffers as bytes and the rewritten's
// keeps none, comparing in place (issue 31 item 4a: a 1 GiB buffer ran
// out of memory). The live heap of a drawn launch grows by the buffer's
// bytes and not many times more.
func TestCompareHoldsBuffersOnce(t *testing.T) {
	const n = 1 << 20
	spec := &launch.Spec{Grid: []int{32}, Workgroup: []int{32}, Buffers: map[string]*launch.BufferSpec{
		"x": {Type: launch.I32, Count: n}}, Args: []map[string]any{{"buffer": "x"}, {"i32": json.Number("3"), "fixed": true}}}
	d := NewDictionary(dictSnippet(t, "a.s", "s_mov_b32 s2, 42\n"))
	heap := func() uint64 {
		runtime.GC()
		var m runtime.MemStats
		runtime.ReadMemStats(&m)
		return m.HeapAlloc
	}
	before := heap()
	sp := randomizeSpec(spec, rand.New(rand.NewPCG(1, 2)), newLaunchDrawer(d, DefaultDictShare, 1))
	grown := heap() - before
	runtime.KeepAlive(sp)
	if b := sp.Buffers["x"]; len(b.Packed) != 4*n || len(b.Data) != 0 {
		t.Fatalf("random buffer: %d packed bytes and %d JSON elements, want %d bytes and none", len(b.Packed), len(b.Data), 4*n)
	}
	if grown > 2*4*n {
		t.Errorf("drawing a launch of %d i32 elements grew the live heap by %d bytes, want at most twice its %d bytes", n, grown, 4*n)
	}

	p, err := launch.LoadProgram("../../sim/launch/testdata/storeloop/storeloop.s", launch.LoadOptions{}.WithSpec(sp))
	if err != nil {
		t.Fatal(err)
	}
	opts := launch.Options{Timing: true}
	ra := runSide(p, sp, opts, nil)
	if ra.err != nil {
		t.Fatal(ra.err)
	}
	rb := runSide(p, sp, opts, &ra)
	if len(ra.raw["x"]) != 4*n || rb.raw != nil || rb.diff != nil {
		t.Errorf("original keeps %d bytes of x (want %d), rewritten keeps %d buffers (want none), diff %v", len(ra.raw["x"]), 4*n, len(rb.raw), rb.diff)
	}
	// The reproducer's launch.json writes the packed buffer as data.
	raw, err := json.Marshal(sp.Buffers["x"])
	if err != nil {
		t.Fatal(err)
	}
	var back struct{ Data []json.Number }
	if err := json.Unmarshal(raw, &back); err != nil || len(back.Data) != n {
		t.Fatalf("packed buffer as JSON: %d elements (%v), want %d", len(back.Data), err, n)
	}
	if bits, _ := sp.Buffers["x"].Bits(5); bits != elemBits(launch.I32, back.Data[5]) {
		t.Errorf("element 5 written as %s, packed %#x", back.Data[5], bits)
	}
}
