package launch

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// A wave starts with each enabled field of the initial SGPRs at the SGPR
// isa.InitSGPRTable gives it, holding the value docs/reference/abi.md
// "Initial SGPRs" lists, and nothing in the SGPRs past them (no poison).
func TestInitialSGPRValues(t *testing.T) {
	p, spec, err := Load("../../traces/scratch_array/llvm16-gfx1030.s", "../../traces/scratch_array/launch.json", LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	d, err := NewDispatch(p, spec, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if d.Wave != 32 {
		t.Fatalf("wave%d, want the wave32 index stride", d.Wave)
	}
	const groupWaves, slot = 3, 1
	slotOff := uint32(d.scratchLo - scratchBase + slot*d.scratchPer)
	lo, hi := func(v uint64) uint32 { return uint32(v) }, func(v uint64) uint32 { return uint32(v >> 32) }
	// The V#: base | SWIZZLE_EN (bit 63); num_records 0xffffffff; ADD_TID
	// (word 3 bit 23) and index stride 2 (32 lanes) at word 3 [22:21].
	desc := []uint32{lo(scratchBase), hi(scratchBase) | 1<<31, 0xffffffff, 1<<23 | 2<<21}
	all := func() isa.InitSGPRSet {
		var s isa.InitSGPRSet
		for f := range isa.NumInitSGPRs {
			s.Set(f, true)
		}
		return s
	}
	perLane := uint32(d.scratchPer / 32)
	cases := []struct {
		name string
		meta isa.KernelMeta
		want []uint32 // s0, s1, ...; every SGPR after them is 0
	}{
		{"every field", isa.KernelMeta{HSA: true, SGPRs: all()}, append(desc,
			lo(dispatchBase), hi(dispatchBase), lo(queueBase), hi(queueBase), lo(d.KernargAddr), hi(d.KernargAddr),
			0, 0, lo(scratchBase), hi(scratchBase), perLane, 3, 5, 7, groupWaves, slotOff)},
		{"user SGPRs padded", isa.KernelMeta{HSA: true, UserSGPRCount: 4, SGPRs: sgprFields(isa.SGPRKernargSegmentPtr, isa.SGPRWorkgroupIDY, isa.SGPRPrivateSegmentWaveOffset)},
			[]uint32{lo(d.KernargAddr), hi(d.KernargAddr), 0, 0, 5, slotOff}},
		// Fields left out take no SGPR: workgroup id z lands in s0.
		{"one system SGPR", isa.KernelMeta{HSA: true, SGPRs: sgprFields(isa.SGPRWorkgroupIDZ)}, []uint32{7}},
		{"legacy", isa.KernelMeta{Legacy: true, UserSGPRCount: 2, ScratchEnable: true, SGPRs: sgprFields(isa.SGPRWorkgroupIDX)},
			[]uint32{lo(d.KernargAddr), hi(d.KernargAddr), 3, slotOff}},
		// A user SGPR field of legacy output is not written: it has only
		// the kernarg pointer.
		{"legacy ignores user SGPR fields", isa.KernelMeta{Legacy: true, SGPRs: sgprFields(isa.SGPRDispatchPtr)},
			[]uint32{lo(d.KernargAddr), hi(d.KernargAddr)}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d.Kernel = &isa.Kernel{Name: "k", Meta: c.meta}
			w := d.M.NewWave(&sim.Workgroup{LDS: sim.NewLDS(0), ID: [3]int{3, 5, 7}})
			d.initWave(w, 0, groupWaves, slot, 0, make([][3]int, 32))
			for s := 0; s < 40; s++ {
				want := uint32(0)
				if s < len(c.want) {
					want = c.want[s]
				}
				if w.S[s] != want {
					t.Errorf("s%d = %#x, want %#x", s, w.S[s], want)
				}
			}
		})
	}
}

func sgprFields(fs ...isa.InitSGPR) isa.InitSGPRSet {
	var s isa.InitSGPRSet
	for _, f := range fs {
		s.Set(f, true)
	}
	return s
}
