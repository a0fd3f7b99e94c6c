package launch

import (
	"slices"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim"
)

// With ScratchSlotBase the wave offset SGPR and the flat scratch base move
// by whole slots, the kernels' results do not change, and each wave's
// offset is its slot: base + slot index, times the bytes of a slot.
func TestScratchSlotBase(t *testing.T) {
	for _, f := range []string{"llvm16-gfx900.s", "llvm16-gfx1030.s", "llvm16-gfx1030-w64.s", "llvm16-gfx1100.s"} {
		t.Run(f, func(t *testing.T) {
			p, spec, err := Load("../../traces/scratch_array/"+f, "../../traces/scratch_array/launch.json", LoadOptions{})
			if err != nil {
				t.Fatal(err)
			}
			var out [][]uint64
			for _, base := range []int{0, 1, 37} {
				d, err := NewDispatch(p, spec, Options{Timing: true, ScratchSlotBase: base})
				if err != nil {
					t.Fatal(err)
				}
				if want := scratchBase + uint64(base)*d.scratchPer; d.scratchLo != want {
					t.Fatalf("base %d: first slot at %#x, want %#x", base, d.scratchLo, want)
				}
				if err := d.Run(); err != nil {
					t.Fatalf("base %d: %v", base, err)
				}
				if m := d.Check(); m != nil {
					t.Fatalf("base %d: %v", base, m)
				}
				x, err := d.Contents("out")
				if err != nil {
					t.Fatal(err)
				}
				out = append(out, x)
			}
			if !slices.Equal(out[0], out[1]) || !slices.Equal(out[0], out[2]) {
				t.Error("results depend on the scratch slot base")
			}
		})
	}
}

func TestScratchSlotBaseWaveOffset(t *testing.T) {
	p, spec, err := Load("../../traces/scratch_array/llvm16-gfx1030.s", "../../traces/scratch_array/launch.json", LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	d, err := NewDispatch(p, spec, Options{ScratchSlotBase: 5})
	if err != nil {
		t.Fatal(err)
	}
	w := d.M.NewWave(&sim.Workgroup{LDS: sim.NewLDS(0)})
	// gfx1030 scratch_array: user SGPRs s[0:7], workgroup id x s8, wave offset s9.
	for slot := 0; slot < 2; slot++ {
		d.initWave(w, slot, 1, slot, slot, make([][3]int, 32))
		want := uint32((5 + slot) * int(d.scratchPer))
		if w.S[9] != want {
			t.Errorf("slot %d: wave offset s9 = %#x, want %#x", slot, w.S[9], want)
		}
		if w.ScratchBase != scratchBase+uint64(want) {
			t.Errorf("slot %d: scratch base %#x, want %#x", slot, w.ScratchBase, scratchBase+uint64(want))
		}
	}
	if _, err := NewDispatch(p, spec, Options{ScratchSlotBase: -1}); err == nil || !strings.Contains(err.Error(), "scratch slot base -1") {
		t.Errorf("negative base: err = %v", err)
	}
}
