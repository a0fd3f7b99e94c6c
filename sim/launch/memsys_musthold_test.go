package launch

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim/timing"
)

// What the memory system must show on real kernels, whatever its
// parameters: the curves are logged so that a reader sees them.

// occupancyCurve times a memsys kernel on one compute unit (a WGP on
// RDNA) at each occupancy, and gives the cycles and the DRAM bytes a
// cycle of each run.
func occupancyCurve(t *testing.T, k memsysKernel, cpu string, occs []int) (cycles []int64, rate []float64, share float64) {
	t.Helper()
	var line strings.Builder
	for _, occ := range occs {
		d := runMemsys(t, k.asm(cpu), k.launch, Options{Timing: true, CUs: 1, Occupancy: occ}, nil)
		k.check(t, d)
		st := d.Timing.MemStats()
		if st == nil {
			t.Fatalf("%s: no memory system", k.name)
		}
		c := d.Timing.Cycles
		cycles = append(cycles, c)
		rate = append(rate, float64(st.Bytes[timing.LevelDRAM])/float64(c))
		share = st.DRAMShare
		fmt.Fprintf(&line, "  %2d: %7d cycles, DRAM %.2f B/cycle\n", occ, c, rate[len(rate)-1])
	}
	t.Logf("%s on one %s compute unit, by occupancy (DRAM share %.2f B/cycle):\n%s", k.name, cpu, share, line.String())
	return cycles, rate, share
}

func memsysKernelNamed(t *testing.T, name string) memsysKernel {
	for _, k := range memsysKernels {
		if k.name == name {
			return k
		}
	}
	t.Fatalf("no memsys kernel %s", name)
	return memsysKernel{}
}

// A bandwidth-bound kernel stops gaining from occupancy once DRAM is
// saturated, where a latency-bound one keeps gaining: saxpy16k on one
// gfx1030 WGP gains at most 1.25x from occupancy 8 to 16 and runs at no
// more than the DRAM share; dep_fma gains at least 1.6x from 1 to 2.
// (Occupancy 1 is refused for saxpy16k: its workgroup's 8 waves do not
// fit 4 SIMDs of one wave.)
func TestBandwidthBoundSaturates(t *testing.T) {
	saxpy := memsysKernelNamed(t, "saxpy16k")
	occs := []int{2, 4, 8, 16}
	cycles, rate, share := occupancyCurve(t, saxpy, "gfx1030", occs)
	if gain := float64(cycles[2]) / float64(cycles[3]); gain > 1.25 {
		t.Errorf("saxpy16k: occupancy 8 -> 16 gains %.2fx (%d -> %d cycles), want at most 1.25x", gain, cycles[2], cycles[3])
	}
	for i, r := range rate {
		if r > share {
			t.Errorf("saxpy16k at occupancy %d: %.2f DRAM bytes a cycle, above the share %.2f", occs[i], r, share)
		}
	}
	if r := rate[3]; r < 0.5*share {
		t.Errorf("saxpy16k at occupancy 16: %.2f DRAM bytes a cycle, want it near the share %.2f (at least half)", r, share)
	}

	fma := memsysKernelNamed(t, "dep_fma")
	cycles, _, _ = occupancyCurve(t, fma, "gfx1030", []int{1, 2, 4, 8, 16})
	if gain := float64(cycles[0]) / float64(cycles[1]); gain < 1.6 {
		t.Errorf("dep_fma: occupancy 1 -> 2 gains %.2fx (%d -> %d cycles), want at least 1.6x", gain, cycles[0], cycles[1])
	}
}

// LDS bank conflicts: lds_stride's lanes reading words 32 apart all hit
// one bank and take at least twice as long as consecutive words; 33 apart
// they are on distinct banks again and take exactly as long as stride 1.
func TestLDSBankConflicts(t *testing.T) {
	lds := memsysKernelNamed(t, "lds_stride")
	for _, cpu := range memsysCPUs {
		t.Run(cpu, func(t *testing.T) {
			got := map[int]int64{}
			var conflict [3]int64
			for i, stride := range []int{1, 32, 33} {
				d := runMemsys(t, lds.asm(cpu), lds.launch, Options{Timing: true}, map[int]any{1: stride})
				lds.check(t, d)
				got[stride] = d.Timing.Cycles
				conflict[i] = d.Timing.MemStats().LDSConflictCycles
			}
			t.Logf("lds_stride on %s: stride 1 %d cycles, 32 %d, 33 %d; LDS conflict cycles %v", cpu, got[1], got[32], got[33], conflict)
			if got[32] < 2*got[1] {
				t.Errorf("stride 32 takes %d cycles, want at least twice stride 1's %d", got[32], got[1])
			}
			if got[33] != got[1] {
				t.Errorf("stride 33 takes %d cycles, want stride 1's %d", got[33], got[1])
			}
			if conflict[0] != 0 || conflict[2] != 0 || conflict[1] == 0 {
				t.Errorf("LDS conflict cycles %v for strides 1, 32, 33: want only stride 32's above 0", conflict)
			}
		})
	}
}
