package timing

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// chaseBase is where the pointer chase's nodes live: above 4 GiB, so a
// pointer is a real 64-bit address.
const chaseBase = 0x1_0000_0000

// chaseUnroll is the dependent loads a loop iteration: enough that the
// loop's own instructions (a branch, whose redirect costs 32 cycles on
// RDNA) add about a cycle a load.
const chaseUnroll = 64

// chaseProgram is a pointer chase: each load's address is the value the
// previous one loaded, and the wave waits for it before the next.
func chaseProgram(load string) string {
	var b strings.Builder
	b.WriteString(".Lloop:\n")
	for range chaseUnroll {
		fmt.Fprintf(&b, "%s v[0:1], v[0:1], off\ns_waitcnt vmcnt(0)\n", load)
	}
	b.WriteString("s_sub_u32 s0, s0, 1\ns_cmp_lg_u32 s0, 0\ns_cbranch_scc1 .Lloop\ns_endpgm\n")
	return b.String()
}

// chaseLog keeps the issue cycle and completion of every load.
type chaseLog struct{ issue, done []int64 }

func (l *chaseLog) Issued(e IssueEvent) {
	if e.Mem.Served {
		l.issue = append(l.issue, e.Cycle)
		l.done = append(l.done, e.Done)
	}
}
func (l *chaseLog) Waited(BarrierWait) {}

// chase runs a pointer chase over footprint bytes of nodes line bytes
// apart, node i holding the address of node i+1 (the last the first's),
// for two passes and more, and gives the second pass's cycles per load
// (from one load's issue to the next's) and its loads' mean latency.
func chase(t *testing.T, arch string, wave int, load string, footprint, line int, settings []Setting) (perLoad, latency float64) {
	t.Helper()
	s, err := sim.NewSnippet(arch, wave, chaseProgram(load))
	if err != nil {
		t.Fatal(err)
	}
	tm, err := New(s.Prog, settings...)
	if err != nil {
		t.Fatal(err)
	}
	tm.Attach(s.M)
	log := &chaseLog{}
	tm.Timeline = log
	mem := s.Mem()
	if err := mem.Map("nodes", chaseBase, uint64(footprint)); err != nil {
		t.Fatal(err)
	}
	n := footprint / line
	for i := range n {
		if err := mem.Write64(chaseBase+uint64(i*line), chaseBase+uint64((i+1)%n*line)); err != nil {
			t.Fatal(err)
		}
	}
	w := s.NewWave()
	w.SetExec(1) // one lane: the chase is one address a step
	w.SetLane(0, 0, uint32(chaseBase&0xffffffff))
	w.SetLane(1, 0, uint32(chaseBase>>32))
	w.S[0] = uint32((2*n + chaseUnroll - 1) / chaseUnroll)
	if err := s.Run(w); err != nil {
		t.Fatal(err)
	}
	if len(log.issue) < 2*n {
		t.Fatalf("%d loads, want at least %d", len(log.issue), 2*n)
	}
	second := log.issue[n : 2*n]
	perLoad = float64(second[len(second)-1]-second[0]) / float64(len(second)-1)
	var sum int64
	for i := n; i < 2*n; i++ {
		sum += log.done[i] - log.issue[i]
	}
	return perLoad, float64(sum) / float64(n)
}

// A dependent pointer chase over a footprint takes, a step, the latency
// of the level the footprint fits in: the first level while it fits (the
// second pass finds every line there), then GL1, L2, the Infinity Cache
// and DRAM where the target has them. Lines are visited in order, so a
// footprint past a level's size misses it every time (LRU). On gfx1030
// and gfx1100 the Infinity Cache (128 and 96 MiB) holds every footprint
// up to 64 MiB, so DRAM shows there only with the Infinity Cache shrunk
// to 8 MiB (mall_mib), which keeps the run short; gfx900 has no GL1 nor
// Infinity Cache and reaches DRAM past its 4 MiB L2.
func TestPointerChaseLatencies(t *testing.T) {
	// Independent of the other tests (its own files and tool runs), it
	// runs beside the package's other long checks.
	t.Parallel()
	const (
		l0   = "l0"
		gl1  = "gl1"
		l2   = "l2"
		mall = "mall"
		dram = "dram"
	)
	type point struct {
		kib   int
		level string
		set   []Setting
	}
	small := []Setting{{"mall_mib", "8"}}
	for _, c := range []struct {
		arch, load string
		wave       int
		points     []point
	}{
		// L0 16 KiB, L2 4 MiB
		{"gfx900", "global_load_dwordx2", 64, []point{
			{4, l0, nil}, {16, l0, nil}, {64, l2, nil}, {256, l2, nil}, {1024, l2, nil}, {4096, l2, nil}, {16384, dram, nil}, {65536, dram, nil},
		}},
		// L0 16 KiB, GL1 128 KiB, L2 4 MiB, Infinity Cache 128 MiB
		{"gfx1030", "global_load_dwordx2", 32, []point{
			{4, l0, nil}, {16, l0, nil}, {64, gl1, nil}, {256, l2, nil}, {1024, l2, nil}, {4096, l2, nil}, {16384, mall, nil}, {65536, mall, nil},
			{16384, dram, small},
		}},
		// L0 32 KiB, GL1 256 KiB, L2 6 MiB, Infinity Cache 96 MiB
		{"gfx1100", "global_load_b64", 32, []point{
			{4, l0, nil}, {16, l0, nil}, {32, l0, nil}, {64, gl1, nil}, {256, gl1, nil}, {1024, l2, nil}, {4096, l2, nil}, {16384, mall, nil}, {65536, mall, nil},
			{16384, dram, small},
		}},
	} {
		t.Run(c.arch, func(t *testing.T) {
			p, err := New(mustProgram(t, c.arch, c.wave))
			if err != nil {
				t.Fatal(err)
			}
			m := p.P.Mem
			lat := map[string]int{l0: m.LatL0, gl1: m.LatGL1, l2: m.LatL2, mall: m.LatMALL, dram: m.LatDRAM}
			line := max(m.L0Line, m.L2Line)
			for _, pt := range c.points {
				if pt.kib > 16384 && testing.Short() {
					continue
				}
				step, mean := chase(t, c.arch, c.wave, c.load, pt.kib<<10, line, pt.set)
				want := float64(lat[pt.level])
				note := ""
				if pt.set != nil {
					note = fmt.Sprint(pt.set)
				}
				t.Logf("%-7s %6d KiB: %6.1f cycles a load, latency %6.1f; lat_%s %v %s", c.arch, pt.kib, step, mean, pt.level, want, note)
				if step < want*0.95 || step > want*1.05 {
					t.Errorf("%s, %d KiB: %.1f cycles a load, want lat_%s %v within 5%%", c.arch, pt.kib, step, pt.level, want)
				}
				// Alone, a load waits for nothing but its level.
				if mean != want {
					t.Errorf("%s, %d KiB: mean load latency %.1f, want lat_%s %v", c.arch, pt.kib, mean, pt.level, want)
				}
			}
		})
	}
}

// mustProgram is an empty program of a target, for its parameters.
func mustProgram(t *testing.T, arch string, wave int) *isa.Program {
	t.Helper()
	s, err := sim.NewSnippet(arch, wave, "s_nop 0")
	if err != nil {
		t.Fatal(err)
	}
	return s.Prog
}
