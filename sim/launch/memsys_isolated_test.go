package launch

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// groupEnds keeps, per workgroup, the latest completion of its events,
// and counts the issues of each instruction.
type groupEnds struct {
	end    map[[3]int]int64
	issues map[int]int64
}

func (g *groupEnds) Issued(e timing.IssueEvent) {
	g.end[e.Workgroup] = max(g.end[e.Workgroup], e.Done, e.Cycle+e.Cycles)
	g.issues[e.PC]++
}
func (g *groupEnds) Waited(timing.BarrierWait) {}

// With each workgroup alone on its compute unit (IsolatedCUs), the
// memory counts add up over every workgroup, and the cycles the bytes
// moved in are the workgroups' summed (each had its own share), not the
// run's, which is the longest workgroup's. stream_copy: 128 workgroups of
// 128 lanes, a lane loads and stores a dword, so a wave's load is 32 × 4
// bytes, one RDNA line of 128 bytes, four GCN lines of 64. DRAM moves
// every loaded line, the write-back of every stored one (the same
// 64 KiB), and each workgroup's kernel-argument line, which its scalar
// cache, flushed with the rest, misses anew.
func TestMemsysIsolatedStats(t *testing.T) {
	for _, c := range []struct {
		cpu          string
		linesPerLoad int64
		l2Line       int64
	}{
		{"gfx900", 4, 64},
		{"gfx1030", 1, 128},
		{"gfx1100", 1, 128},
	} {
		t.Run(c.cpu, func(t *testing.T) {
			dir := memsysDir + "/stream_copy/"
			g := &groupEnds{end: map[[3]int]int64{}, issues: map[int]int64{}}
			d, err := RunFiles(dir+"llvm16-"+c.cpu+".s", dir+"launch.json", LoadOptions{}, Options{Timing: true, CUs: IsolatedCUs, Timeline: g})
			if err != nil {
				t.Fatal(err)
			}
			s := d.Timing.MemStats()
			var loads int64
			for pc, n := range g.issues {
				if op := d.Prog.Insts[pc].Op; op.Unit == isa.UnitVMEM && op.Mem == isa.MemLoad {
					loads += n
				}
			}
			const groups, lanes = 128, 16384
			if d.Workgroups != groups || len(g.end) != groups {
				t.Fatalf("%d workgroups ran, %d timed; want %d", d.Workgroups, len(g.end), groups)
			}
			if want := int64(lanes / d.Wave); loads != want {
				t.Errorf("%d global loads issued, want one a wave: %d", loads, want)
			}
			if !s.Isolated || s.Requests[timing.LevelL0] != loads*c.linesPerLoad {
				t.Errorf("isolated %v, %d L0 requests; want isolated, %d (%d loads of %d lines)", s.Isolated, s.Requests[timing.LevelL0], loads*c.linesPerLoad, loads, c.linesPerLoad)
			}
			var sum int64
			for _, e := range g.end {
				sum += e
			}
			if s.Cycles != sum || s.Cycles <= d.Timing.Cycles {
				t.Errorf("memory stats over %d cycles, the run %d; want the workgroups' sum %d, more than the run's", s.Cycles, d.Timing.Cycles, sum)
			}
			dram := int64(2*lanes*4) + groups*c.l2Line
			rate := float64(s.Bytes[timing.LevelDRAM]) / float64(s.Cycles)
			if s.Bytes[timing.LevelDRAM] != dram || rate > s.DRAMShare {
				t.Errorf("%d bytes from DRAM, %.3f a cycle; want %d, at most the share %.3f", s.Bytes[timing.LevelDRAM], rate, dram, s.DRAMShare)
			}
		})
	}
}
