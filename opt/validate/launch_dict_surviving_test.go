package validate

import (
	"encoding/json"
	"maps"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim/launch"
)

// drawnSpec is a launch with an integer argument and a u64 buffer, and a
// dictionary holding 42.
func drawnSpec(t *testing.T) (*launch.Spec, *Dictionary) {
	spec := &launch.Spec{Grid: []int{64}, Workgroup: []int{64},
		Buffers: map[string]*launch.BufferSpec{"in": {Type: launch.U64, Count: 200}},
		Args:    []map[string]any{{"buffer": "in"}, {"i32": json.Number("7")}}}
	return spec, NewDictionary(dictSnippet(t, "a.s", "s_mov_b32 s2, 42\n"))
}

// A dictionary value the loop plan redrew is no longer in the launch, so a
// finding must not name or count it; one the plan left stays named.
func TestDrawnForNamesOnlySurvivors(t *testing.T) {
	spec, d := drawnSpec(t)
	for rs := uint64(1); rs < 400; rs++ {
		before := randomizeSpec(spec, launchRand(rs), newLaunchDrawer(d, DefaultDictShare, rs))
		all, total := drawnFor(spec, before, d, DefaultDictShare, rs, -1, 1000)
		if len(all) != total || total < 3 || all[0].Input != "argument 1" {
			continue // not a launch whose argument came from the dictionary
		}
		// The loop plan redraws the argument and the first two elements
		// the dictionary gave.
		after := *before
		after.Args = []map[string]any{before.Args[0], {"i32": json.Number("-12345")}}
		after.Buffers = maps.Clone(before.Buffers)
		in := launch.NewPackedBuffer(launch.U64, 200)
		for i := range 200 {
			b, _ := before.Buffers["in"].Bits(i)
			in.SetBits(i, b)
		}
		gone := map[string]bool{"argument 1": true}
		for _, x := range all[1:3] {
			in.SetBits(x.at.index, 0xdead)
			gone[x.Input] = true
		}
		after.Buffers["in"] = in
		kept, n := drawnFor(spec, &after, d, DefaultDictShare, rs, -1, 1000)
		if n != total-3 || len(kept) != n {
			t.Fatalf("seed %d: %d of %d draws kept (listed %d), want %d", rs, n, total, len(kept), total-3)
		}
		for _, x := range kept {
			if gone[x.Input] {
				t.Fatalf("seed %d: %s was redrawn but is still named", rs, x.Input)
			}
		}
		// With room for none but the focus, the focus is listed and the
		// count is unchanged.
		focus := all[len(all)-1]
		few, n2 := drawnFor(spec, before, d, DefaultDictShare, rs, focus.at.index, 0)
		if n2 != total || len(few) != 2 || few[1].Input != focus.Input {
			t.Fatalf("seed %d: focus %s: listed %v of %d, want the argument and the focus of %d", rs, focus.Input, few, n2, total)
		}
		text := (&LaunchMismatch{Drawn: few, DrawnTotal: n2}).drawnText(focus.at.index)
		if !strings.Contains(text, focus.Input+" = ") || !strings.HasSuffix(text, " more") {
			t.Fatalf("report %q does not name %s first and count the rest", text, focus.Input)
		}
		return
	}
	t.Fatal("no seed drew the argument from the dictionary")
}
