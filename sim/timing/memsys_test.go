package timing

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/sched"
)

// The memory system held to what memsys.go and docs/reference/memory.md
// say, one behaviour a test, each number worked out from the parameters.

// memBase is where memRun maps 1 MiB of global memory, s[4:5] points at it.
const memBase = 0x100000

// memLog keeps every issued instruction's event.
type memLog struct{ ev []IssueEvent }

func (l *memLog) Issued(e IssueEvent) { l.ev = append(l.ev, e) }
func (l *memLog) Waited(BarrierWait)  {}

// at is the event of the n-th issue of the instruction at pc (n from 0).
func (l *memLog) at(t *testing.T, pc, n int) IssueEvent {
	t.Helper()
	for _, e := range l.ev {
		if e.PC == pc {
			if n == 0 {
				return e
			}
			n--
		}
	}
	t.Fatalf("pc %d issued fewer times than asked", pc)
	return IssueEvent{}
}

// lat is an event's cycles from issue to completion.
func (e IssueEvent) lat() int64 { return e.Done - e.Cycle }

// memRun runs asm on one wave of arch with the model settings, after prep
// set the wave up (memory at memBase is mapped and in s[4:5] already).
func memRun(t *testing.T, arch string, wave int, asm string, settings []Setting, prep func(w *sim.Wave)) (*Model, *memLog) {
	t.Helper()
	s, tm, log := memSnippet(t, arch, wave, asm, settings)
	w := s.NewWave()
	w.S[4], w.S[5] = memBase, 0
	if prep != nil {
		prep(w)
	}
	if err := s.Run(w); err != nil {
		t.Fatal(err)
	}
	return tm, log
}

// memSnippet is asm on arch with a timing model of the settings attached
// (and a timeline log), 1 MiB of memory mapped at memBase.
func memSnippet(t *testing.T, arch string, wave int, asm string, settings []Setting) (*sim.Snippet, *Model, *memLog) {
	t.Helper()
	s, err := sim.NewSnippet(arch, wave, asm)
	if err != nil {
		t.Fatal(err)
	}
	tm, err := New(s.Prog, settings...)
	if err != nil {
		t.Fatal(err)
	}
	tm.Attach(s.M)
	log := &memLog{}
	tm.Timeline = log
	if err := s.Mem().Map("buf", memBase, 1<<20); err != nil {
		t.Fatal(err)
	}
	return s, tm, log
}

// strided sets VGPR r of lane l to stride*l.
func strided(r int, stride uint32) func(w *sim.Wave) {
	return func(w *sim.Wave) {
		for l := 0; l < 64; l++ {
			w.SetLane(r, l, stride*uint32(l))
		}
	}
}

// A wave's lanes coalesce into lines per group of vmem_lanes_per_cycle
// lanes; the address unit takes a cycle per line a group touches (at
// least one per group with an active lane).
func TestMemCoalescing(t *testing.T) {
	for _, c := range []struct {
		name, arch string
		wave       int
		asm        string
		stride     uint32
		exec       uint64
		lines, ta  int
		bytes      int64
	}{
		// gfx1030: 128-byte lines, 32 lanes a pass.
		{"w32_stride4", "gfx1030", 32, "global_load_dword v1, v0, s[4:5]", 4, 1<<32 - 1, 1, 1, 128},
		{"w32_stride128", "gfx1030", 32, "global_load_dword v1, v0, s[4:5]", 128, 1<<32 - 1, 32, 32, 128},
		{"w32_stride8_one_lane", "gfx1030", 32, "global_load_dword v1, v0, s[4:5]", 8, 1 << 17, 1, 1, 4},
		{"w32_b128_stride16", "gfx1030", 32, "global_load_dwordx4 v[1:4], v0, s[4:5]", 16, 1<<32 - 1, 4, 4, 512},
		// wave64 is two passes: 256 bytes in 2 lines, each pass one.
		{"w64_stride4", "gfx1030", 64, "global_load_dword v1, v0, s[4:5]", 4, ^uint64(0), 2, 2, 256},
		// one address: one line, still a cycle each pass
		{"w64_same", "gfx1030", 64, "global_load_dword v1, v0, s[4:5]", 0, ^uint64(0), 1, 2, 256},
		{"w64_upper_half", "gfx1030", 64, "global_load_dword v1, v0, s[4:5]", 4, 0xffffffff_00000000, 1, 1, 128},
		// gfx900: 64-byte lines, quarter-waves of 16 lanes.
		{"gfx9_stride4", "gfx900", 64, "global_load_dword v1, v0, s[4:5]", 4, ^uint64(0), 4, 4, 256},
		{"gfx9_same", "gfx900", 64, "global_load_dword v1, v0, s[4:5]", 0, ^uint64(0), 1, 4, 256},
		{"gfx9_stride8", "gfx900", 64, "global_load_dword v1, v0, s[4:5]", 8, ^uint64(0), 8, 8, 256},
		{"gfx9_one_quarter", "gfx900", 64, "global_load_dword v1, v0, s[4:5]", 4, 0xffff << 16, 1, 1, 64},
		{"gfx9_stride64", "gfx900", 64, "global_load_dword v1, v0, s[4:5]", 64, ^uint64(0), 64, 64, 256},
		// an 8-byte access straddling a line touches both
		{"straddle", "gfx1030", 32, "global_load_dwordx2 v[1:2], v0, s[4:5] offset:124", 0, 1, 2, 2, 8},
		// exec = 0: nothing sent, the address unit's slot still taken
		{"exec0", "gfx1030", 32, "global_load_dword v1, v0, s[4:5]", 4, 0, 0, 1, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			tm, log := memRun(t, c.arch, c.wave, c.asm, nil, func(w *sim.Wave) {
				strided(0, c.stride)(w)
				w.SetExec(c.exec)
			})
			// A fresh model: the L0 lookups are the instruction's lines.
			lines := tm.MemStats().Requests[LevelL0]
			ta := tm.mem.cus[0].ta
			if !log.at(t, 0, 0).Mem.Served || lines != int64(c.lines) || ta.Cycles != int64(c.ta) {
				t.Errorf("%d lines, %d address-unit cycles; want %d, %d", lines, ta.Cycles, c.lines, c.ta)
			}
			if e := log.at(t, 0, 0); e.Mem.Lines != c.lines || e.Mem.Bytes != c.bytes {
				t.Errorf("the event says %d lines, %d bytes; want %d, %d", e.Mem.Lines, e.Mem.Bytes, c.lines, c.bytes)
			}
		})
	}
}

// A VMEM instruction's MemEvent says its lines and its lanes' bytes.
func TestMemVMEMEventCounts(t *testing.T) {
	_, log := memRun(t, "gfx1030", 32, "global_load_dword v1, v0, s[4:5]", nil, strided(0, 128))
	if e := log.at(t, 0, 0); e.Mem.Lines != 32 || e.Mem.Bytes != 128 {
		t.Errorf("32 lanes 128 bytes apart: the event says %d lines, %d bytes; want 32, 128", e.Mem.Lines, e.Mem.Bytes)
	}
}

// The address unit's cycles show in time: the last of 32 lines is looked
// up 31 cycles after the first, so a load whose lines all hit L0 is done
// lat_l0 + 31 cycles after it issued, and the wait for it splits into
// lat_l0 cycles of L0 and the rest of bandwidth.
func TestMemAddressUnitCycles(t *testing.T) {
	asm := "global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\nglobal_load_dword v2, v0, s[4:5]\ns_waitcnt vmcnt(0)\n"
	for _, c := range []struct {
		stride uint32
		extra  int64
	}{{4, 0}, {128, 31}} {
		tm, log := memRun(t, "gfx1030", 32, asm, nil, strided(0, c.stride))
		l0 := int64(tm.P.Mem.LatL0)
		e := log.at(t, 2, 0)
		if e.Mem.Level != MemL0 || e.lat() != l0+c.extra {
			t.Errorf("stride %d: warm load served by %v in %d cycles, want l0 in %d", c.stride, e.Mem.Level, e.lat(), l0+c.extra)
		}
		stall := tm.Insts[3].Stall[CauseVmcnt]
		split := tm.MemWaitAt[3]
		if split == nil || split[MemL0] != min(stall, l0) || split[MemBandwidth] != stall-min(stall, l0) || split.Total() != stall {
			t.Errorf("stride %d: wait of %d cycles split %v, want l0 %d and bandwidth the rest", c.stride, stall, split, l0)
		}
	}
}

// A cold load comes from DRAM (gfx900 has neither GL1 nor an Infinity
// Cache, but the latency is DRAM's all the same); loading the line again
// hits the first level.
func TestMemSecondLoadHitsL0(t *testing.T) {
	for _, c := range []struct {
		arch, asm string
		wave      int
	}{
		{"gfx900", "global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\nglobal_load_dword v2, v0, s[4:5] offset:4\ns_waitcnt vmcnt(0)\n", 64},
		{"gfx1030", "global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\nglobal_load_dword v2, v0, s[4:5] offset:4\ns_waitcnt vmcnt(0)\n", 32},
		{"gfx1100", "global_load_b32 v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\nglobal_load_b32 v2, v0, s[4:5] offset:4\ns_waitcnt vmcnt(0)\n", 32},
	} {
		tm, log := memRun(t, c.arch, c.wave, c.asm, nil, func(w *sim.Wave) { w.SetExec(1) })
		p := tm.P.Mem
		cold, warm := log.at(t, 0, 0), log.at(t, 2, 0)
		if cold.Mem.Level != MemDRAM || cold.lat() != int64(p.LatDRAM) {
			t.Errorf("%s: cold load %v in %d cycles, want dram in %d", c.arch, cold.Mem.Level, cold.lat(), p.LatDRAM)
		}
		if warm.Mem.Level != MemL0 || warm.lat() != int64(p.LatL0) {
			t.Errorf("%s: second load %v in %d cycles, want l0 in %d", c.arch, warm.Mem.Level, warm.lat(), p.LatL0)
		}
		s := tm.MemStats()
		if s.Requests[LevelL0] != 2 || s.Hits[LevelL0] != 1 || s.Requests[LevelDRAM] != 1 {
			t.Errorf("%s: l0 %d/%d, dram %d requests; want 1 hit of 2, 1", c.arch, s.Hits[LevelL0], s.Requests[LevelL0], s.Requests[LevelDRAM])
		}
	}
}

// A load of a line a store is still writing waits for the store's
// acknowledgement from L2, then reads the line from L2: done lat_l2 after
// the store's acknowledgement (GCN: unless the store wrote the whole line,
// which L1 keeps). A store does not allocate in L0: a load of
// a line only stored to is served by L2.
func TestMemStoreThenLoad(t *testing.T) {
	for _, c := range []struct {
		arch, load, store string
		wave              int
		// queue is the cycles the last line waits for L2 bandwidth:
		// gfx900's wave is 4 lines of 64 bytes, 4 cycles each at its
		// 16 bytes a cycle, the last going at 12; RDNA's one line.
		queue int64
	}{
		{"gfx900", "global_load_dword", "global_store_dword", 64, 12},
		{"gfx1030", "global_load_dword", "global_store_dword", 32, 0},
		{"gfx1100", "global_load_b32", "global_store_b32", 32, 0},
	} {
		asm := fmt.Sprintf("%[1]s v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\n%[2]s v0, v1, s[4:5]\n%[1]s v2, v0, s[4:5]\ns_waitcnt vmcnt(0)\n", c.load, c.store)
		tm, log := memRun(t, c.arch, c.wave, asm, nil, strided(0, 4))
		l2 := int64(tm.P.Mem.LatL2)
		st, ld := log.at(t, 2, 0), log.at(t, 3, 0)
		if st.Mem.Level != MemL2 || st.lat() != l2+c.queue {
			t.Errorf("%s: store acknowledged by %v after %d cycles, want l2 after %d", c.arch, st.Mem.Level, st.lat(), l2+c.queue)
		}
		switch {
		case c.arch == "gfx900":
			// GCN keeps a line the store wrote whole (each of the wave's
			// four 64-byte lines): the load hits L1, and completes in
			// order behind the store (vmcnt counts both).
			if ld.Mem.Level != MemL0 || ld.Done != st.Done {
				t.Errorf("%s: load after a whole-line store: %v done at %d, want l0 done with the store at %d", c.arch, ld.Mem.Level, ld.Done, st.Done)
			}
		case ld.Mem.Level != MemL2 || ld.Done != st.Done+l2:
			t.Errorf("%s: load after the store: %v done at %d, want l2 at %d (the store's ack %d + %d)", c.arch, ld.Mem.Level, ld.Done, st.Done+l2, st.Done, l2)
		}

		asm = fmt.Sprintf("%[2]s v0, v1, s[4:5]\ns_waitcnt_vscnt null, 0\n%[1]s v2, v0, s[4:5]\ns_waitcnt vmcnt(0)\n", c.load, c.store)
		if c.arch == "gfx900" {
			asm = strings.Replace(asm, "s_waitcnt_vscnt null, 0", "s_waitcnt vmcnt(0)", 1)
		}
		tm, log = memRun(t, c.arch, c.wave, asm, nil, strided(0, 4))
		if ld := log.at(t, 2, 0); ld.Mem.Level != MemL2 || ld.lat() != l2+c.queue {
			t.Errorf("%s: load of a line only stored to: %v in %d cycles, want l2 in %d", c.arch, ld.Mem.Level, ld.lat(), l2+c.queue)
		}
	}
}

// glc misses the first level and drops its copy; on RDNA it still reads
// GL1 (hit-LRU unless dlc), on GCN it rereads L2 (memory.md, "load
// policy").
func TestMemGLCBypassesL0(t *testing.T) {
	for _, c := range []struct {
		arch, mods string
		wave       int // active lanes
		want       MemCause
	}{
		{"gfx900", "glc", 16, MemL2},
		{"gfx1030", "glc", 32, MemGL1},
		{"gfx1030", "glc dlc", 32, MemL2},
	} {
		asm := "global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\n" +
			"global_load_dword v2, v0, s[4:5] " + c.mods + "\ns_waitcnt vmcnt(0)\n" +
			"global_load_dword v3, v0, s[4:5]\ns_waitcnt vmcnt(0)\n"
		// wave is the active lanes: one line (GCN's lines are 64 bytes)
		wave := 32
		if c.arch == "gfx900" {
			wave = 64
		}
		tm, log := memRun(t, c.arch, wave, asm, nil, func(w *sim.Wave) {
			strided(0, 4)(w)
			w.SetExec(1<<c.wave - 1)
		})
		lat := map[MemCause]int{MemL2: tm.P.Mem.LatL2, MemGL1: tm.P.Mem.LatGL1}
		g := log.at(t, 2, 0)
		if g.Mem.Level != c.want || g.lat() != int64(lat[c.want]) {
			t.Errorf("%s %s: warm line served by %v in %d cycles, want %v in %d", c.arch, c.mods, g.Mem.Level, g.lat(), c.want, lat[c.want])
		}
		// The glc load evicted the L0 copy: the next plain load misses it.
		if after := log.at(t, 4, 0); after.Mem.Level == MemL0 {
			t.Errorf("%s %s: the load after the glc load hit L0", c.arch, c.mods)
		}
	}
}

// The first level replaces the least recently used line of a set. On
// gfx1030 L0 has 128 lines of 128 bytes in 16 ways, 8 sets: lines 1 KiB
// apart share a set. Fill a set with A0..A15, touch A0, load A16: A1 (now
// the least recent) goes, A0 stays.
func TestMemL0EvictsLRU(t *testing.T) {
	var b strings.Builder
	load := func(k int) { fmt.Fprintf(&b, "global_load_dword v1, v%d, s[4:5]\ns_waitcnt vmcnt(0)\n", 10+k) }
	for k := 0; k < 16; k++ {
		load(k)
	}
	load(0)
	load(16)
	load(0)
	load(1)
	tm, log := memRun(t, "gfx1030", 32, b.String(), nil, func(w *sim.Wave) {
		w.SetExec(1)
		for k := 0; k <= 16; k++ {
			w.SetLane(10+k, 0, uint32(k)<<10)
		}
	})
	if p := tm.P.Mem; p.L0KiB != 16 || p.L0Line != 128 || p.CacheWays != 16 {
		t.Fatalf("the set arithmetic assumes L0 16 KiB, 128-byte lines, 16 ways: %d KiB, %d, %d", p.L0KiB, p.L0Line, p.CacheWays)
	}
	want := []MemCause{MemL0, MemDRAM, MemL0, MemGL1}
	for i, w := range want {
		if got := log.at(t, 2*(16+i), 0).Mem.Level; got != w {
			t.Errorf("load %d after the set filled: %v, want %v", i, got, w)
		}
	}
}

// A second request for a line whose fill is in flight waits for the fill
// (a miss-status register merges them): done with the first, not lat_l0
// after it issued.
func TestMemInFlightFill(t *testing.T) {
	asm := "global_load_dword v1, v0, s[4:5]\nglobal_load_dword v2, v0, s[4:5] offset:4\ns_waitcnt vmcnt(0)\n"
	for _, arch := range []string{"gfx900", "gfx1030"} {
		tm, log := memRun(t, arch, 64, asm, nil, func(w *sim.Wave) { w.SetExec(1) })
		first, second := log.at(t, 0, 0), log.at(t, 1, 0)
		if first.lat() != int64(tm.P.Mem.LatDRAM) || second.Done != first.Done {
			t.Errorf("%s: first load done at %d (%d cycles), second at %d; want the second with the first, %d cycles after it issued",
				arch, first.Done, first.lat(), second.Done, tm.P.Mem.LatDRAM)
		}
		if s := tm.MemStats(); s.Requests[LevelDRAM] != 1 {
			t.Errorf("%s: %d DRAM requests, want 1", arch, s.Requests[LevelDRAM])
		}
	}
	// One wave's loads complete in order, which would hide an early
	// hit: the second request comes from another wave.
	for _, arch := range []string{"gfx900", "gfx1030"} {
		tm, log := memGroup(t, arch, 64, "global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\ns_endpgm\n", 2, nil, func(i int, w *sim.Wave) {
			w.SetExec(1)
		})
		var loads []IssueEvent
		for _, e := range log.ev {
			if e.PC == 0 {
				loads = append(loads, e)
			}
		}
		if len(loads) != 2 || loads[1].Cycle <= loads[0].Cycle || loads[1].Done != loads[0].Done || loads[1].Mem.Level != MemDRAM {
			for _, e := range loads {
				t.Logf("%s: wave %d's load issued at %d, %v, done at %d", arch, e.Wave, e.Cycle, e.Mem.Level, e.Done)
			}
			t.Errorf("%s: want the later load to wait for the first's fill from DRAM, done with it", arch)
		}
		if s := tm.MemStats(); s.Requests[LevelDRAM] != 1 {
			t.Errorf("%s, two waves: %d DRAM requests, want 1", arch, s.Requests[LevelDRAM])
		}
	}
}

// memGroup runs asm on a workgroup of n waves of arch, prep setting up
// wave i (memory at memBase is mapped and in s[4:5] already).
func memGroup(t *testing.T, arch string, wave int, asm string, n int, settings []Setting, prep func(i int, w *sim.Wave)) (*Model, *memLog) {
	t.Helper()
	s, tm, log := memSnippet(t, arch, wave, asm, settings)
	wg := &sim.Workgroup{LDS: sim.NewLDS(0)}
	for i := range n {
		w := s.M.NewWave(wg)
		w.InGroup, w.ID = i, i
		w.S[4], w.S[5] = memBase, 0
		w.SetExec(^uint64(0))
		if prep != nil {
			prep(i, w)
		}
		wg.Waves = append(wg.Waves, w)
	}
	if err := sched.RunGroup(s.M, tm, wg); err != nil {
		t.Fatal(err)
	}
	return tm, log
}

// The wait for a line whose fill is in flight is charged to the level the
// fill comes from, not to bandwidth: nothing but its latency held it.
func TestMemInFlightFillWaitCause(t *testing.T) {
	asm := "global_load_dword v1, v0, s[4:5]\nglobal_load_dword v2, v0, s[4:5] offset:4\ns_waitcnt vmcnt(0)\n"
	tm, _ := memRun(t, "gfx1030", 32, asm, nil, func(w *sim.Wave) { w.SetExec(1) })
	if w := tm.MemWaitAt[2]; w == nil || w[MemBandwidth] != 0 {
		t.Errorf("wait split %v: no bandwidth was waited for", w)
	}
}

// LDS: the lanes of a group that the banks serve together take one cycle
// per distinct dword on their busiest bank; lanes reading one dword share
// it; an atomic's lanes to one dword are serialized. Lines of a DS event
// are its LDS cycles.
func TestMemLDSConflicts(t *testing.T) {
	for _, c := range []struct {
		name, arch string
		wave       int
		asm        string
		stride     uint32
		cycles     int
		conflict   int64
	}{
		{"stride1", "gfx1030", 32, "ds_read_b32 v1, v0", 4, 1, 0},
		{"stride32", "gfx1030", 32, "ds_read_b32 v1, v0", 128, 32, 31},
		{"stride33", "gfx1030", 32, "ds_read_b32 v1, v0", 132, 1, 0},
		{"stride2", "gfx1030", 32, "ds_read_b32 v1, v0", 8, 2, 1},
		{"broadcast", "gfx1030", 32, "ds_read_b32 v1, v0", 0, 1, 0},
		{"atomic_one_address", "gfx1030", 32, "ds_add_u32 v0, v1", 0, 32, 31},
		{"atomic_stride1", "gfx1030", 32, "ds_add_u32 v0, v1", 4, 1, 0},
		{"stride32_wave64", "gfx1030", 64, "ds_read_b32 v1, v0", 128, 64, 62},
		{"stride1_wave64", "gfx1030", 64, "ds_read_b32 v1, v0", 4, 2, 0},
		{"stride32_gfx900", "gfx900", 64, "ds_read_b32 v1, v0", 128, 64, 62},
		{"stride33_gfx900", "gfx900", 64, "ds_read_b32 v1, v0", 132, 2, 0},
		// 8 bytes a lane: 16-lane groups, 32 dwords each
		{"b64_stride8", "gfx1030", 32, "ds_read_b64 v[1:2], v0", 8, 2, 0},
		{"b64_stride16", "gfx1030", 32, "ds_read_b64 v[1:2], v0", 16, 4, 2},
		// 16 bytes a lane: 8-lane groups
		{"b128_stride16", "gfx1030", 32, "ds_read_b128 v[1:4], v0", 16, 4, 0},
		// read2: two dwords a lane, 16-lane groups; offset1 16 dwords
		// away is the other half of the banks, 32 away the same bank
		{"read2_apart16", "gfx1030", 32, "ds_read2_b32 v[1:2], v0 offset1:16", 4, 2, 0},
		{"read2_apart32", "gfx1030", 32, "ds_read2_b32 v[1:2], v0 offset1:32", 4, 4, 2},
	} {
		t.Run(c.name, func(t *testing.T) {
			tm, log := memRun(t, c.arch, c.wave, c.asm, nil, strided(0, c.stride))
			e := log.at(t, 0, 0)
			s := tm.MemStats()
			lat := int64(tm.P.Latency[isa.ClassLDS])
			if e.Mem.Level != MemLDS || e.Mem.Lines != c.cycles || s.LDSConflictCycles != c.conflict || e.lat() != lat+c.conflict {
				t.Errorf("%d LDS cycles, %d of conflict, done after %d; want %d, %d, %d",
					e.Mem.Lines, s.LDSConflictCycles, e.lat(), c.cycles, c.conflict, lat+c.conflict)
			}
		})
	}
}

// execz_mem: a VMEM or DS instruction issued with exec = 0 returns a
// cycle after it issued (issue, the default) or after a first-level hit's
// latency (hit; DS: the LDS latency).
func TestMemExeczMem(t *testing.T) {
	for _, c := range []struct {
		asm, knob string
		want      func(p *Params) int
	}{
		{"global_load_dword v1, v0, s[4:5]", "", func(*Params) int { return 1 }},
		{"global_load_dword v1, v0, s[4:5]", "hit", func(p *Params) int { return p.Mem.LatL0 }},
		{"ds_read_b32 v1, v0", "issue", func(*Params) int { return 1 }},
		{"ds_read_b32 v1, v0", "hit", func(p *Params) int { return p.Latency[isa.ClassLDS] }},
	} {
		var set []Setting
		if c.knob != "" {
			set = []Setting{{"execz_mem", c.knob}}
		}
		tm, log := memRun(t, "gfx1030", 32, c.asm, set, func(w *sim.Wave) { w.SetExec(0) })
		if e := log.at(t, 0, 0); e.lat() != int64(c.want(tm.P)) {
			t.Errorf("%s, execz_mem=%s: done %d cycles after issue, want %d", c.asm, c.knob, e.lat(), c.want(tm.P))
		}
	}
}

// Many waves streaming distinct lines reach the DRAM share of the
// modelled compute unit and never exceed it.
func TestMemBandwidthShare(t *testing.T) {
	for _, c := range []struct {
		arch, load string
		wave       int
	}{{"gfx1030", "global_load_dword", 32}, {"gfx900", "global_load_dword", 64}, {"gfx1100", "global_load_b32", 32}} {
		const waves, blocks, perBlock = 16, 4, 16
		step := 4 * c.wave // bytes a load's lanes read
		var b strings.Builder
		for range blocks {
			for k := range perBlock {
				fmt.Fprintf(&b, "%s v1, v0, s[4:5] offset:%d\n", c.load, k*step)
			}
			fmt.Fprintf(&b, "s_add_u32 s4, s4, %d\ns_waitcnt vmcnt(0)\n", perBlock*step)
		}
		b.WriteString("s_endpgm\n")
		tm, _ := memGroup(t, c.arch, c.wave, b.String(), waves, nil, func(i int, w *sim.Wave) {
			w.S[4] = memBase + uint32(i*blocks*perBlock*step)
			strided(0, 4)(w)
		})
		st := tm.MemStats()
		total := int64(waves * blocks * perBlock * step)
		rate := float64(st.Bytes[LevelDRAM]) / float64(tm.Cycles)
		t.Logf("%s: %d bytes from DRAM in %d cycles: %.3f bytes/cycle of a %.3f share", c.arch, st.Bytes[LevelDRAM], tm.Cycles, rate, st.DRAMShare)
		if st.Bytes[LevelDRAM] != total {
			t.Errorf("%s: %d bytes from DRAM, want every line once: %d", c.arch, st.Bytes[LevelDRAM], total)
		}
		if rate > st.DRAMShare || rate < 0.9*st.DRAMShare {
			t.Errorf("%s: %.3f bytes/cycle, want between 90%% of the share %.3f and the share", c.arch, rate, st.DRAMShare)
		}
	}
}

// The memory-counter waits split by cause sum to the vmcnt, lgkmcnt and
// vscnt stalls, per instruction and over the run; a cold load's wait is
// all DRAM's.
func TestMemWaitSplitSums(t *testing.T) {
	asm := `s_load_dword s6, s[4:5], 0x40
global_load_dword v1, v0, s[4:5]
ds_read_b32 v3, v2
s_waitcnt lgkmcnt(0)
s_waitcnt vmcnt(0)
global_store_dword v0, v1, s[4:5] offset:256
global_load_dword v4, v5, s[4:5]
ds_read_b32 v6, v5
s_waitcnt lgkmcnt(0)
s_waitcnt_vscnt null, 0
s_waitcnt vmcnt(0)
global_load_dword v4, v5, s[4:5]
s_waitcnt vmcnt(0)
`
	tm, _ := memRun(t, "gfx1030", 32, asm, nil, func(w *sim.Wave) {
		strided(0, 4)(w)
		strided(2, 128)(w)
		strided(5, 128)(w)
	})
	var sum int64
	for pc, in := range tm.Insts {
		stall := in.Stall[CauseVmcnt] + in.Stall[CauseLgkmcnt] + in.Stall[CauseVscnt]
		var split int64
		if w := tm.MemWaitAt[pc]; w != nil {
			split = w.Total()
		}
		if split != stall {
			t.Errorf("pc %d: memory waits %d split as %v, sum %d", pc, stall, tm.MemWaitAt[pc], split)
		}
		sum += stall
	}
	st := tm.MemStats()
	if sum == 0 || st.Waits.Total() != sum {
		t.Errorf("run's memory waits %v sum %d, want the stalls' %d (above 0)", st.Waits, st.Waits.Total(), sum)
	}
	for _, c := range []MemCause{MemDRAM, MemLDSBank, MemL0, MemBandwidth} {
		if st.Waits[c] == 0 {
			t.Errorf("no wait charged to %v: %v", c, st.Waits)
		}
	}

	tm, _ = memRun(t, "gfx1030", 32, "global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\n", nil, strided(0, 4))
	want := MemWaits{}
	want[MemDRAM] = int64(tm.P.Mem.LatDRAM) - 1
	if got := tm.MemWaitAt[1]; got == nil || *got != want || tm.Insts[1].Stall[CauseVmcnt] != want[MemDRAM] {
		t.Errorf("cold load's wait split %v (stall %d), want dram %d", got, tm.Insts[1].Stall[CauseVmcnt], want[MemDRAM])
	}
}

// memory=false: each memory instruction costs its class's latency,
// whatever it touches; there are no memory counts.
func TestMemOff(t *testing.T) {
	asm := "global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\nglobal_load_dword v2, v0, s[4:5]\ns_waitcnt vmcnt(0)\nds_read_b32 v3, v0\ns_waitcnt lgkmcnt(0)\n"
	for _, arch := range []string{"gfx900", "gfx1030"} {
		tm, log := memRun(t, arch, 64, asm, []Setting{{"memory", "false"}}, strided(0, 128))
		if tm.MemStats() != nil {
			t.Errorf("%s: memory counts without a memory system", arch)
		}
		vm, lds := int64(tm.P.Latency[isa.ClassVMEMLoad]), int64(tm.P.Latency[isa.ClassLDS])
		for _, c := range []struct {
			pc  int
			lat int64
		}{{0, vm}, {2, vm}, {4, lds}} {
			if e := log.at(t, c.pc, 0); e.lat() != c.lat || e.Mem.Served {
				t.Errorf("%s pc %d: done after %d (served %v), want the class latency %d", arch, c.pc, e.lat(), e.Mem.Served, c.lat)
			}
		}
		if w := tm.MemWaitAt[1]; w == nil || w[MemFlat] != tm.Insts[1].Stall[CauseVmcnt] || w.Total() != w[MemFlat] {
			t.Errorf("%s: wait split %v, want all of it other", arch, w)
		}
	}
}

// A device preset sets the sizes and the DRAM share (bytes a cycle: the
// bandwidth over the clock and the compute units), later settings
// override it, and a preset of another family is refused.
func TestMemDevicePresets(t *testing.T) {
	for _, c := range []struct {
		device, arch        string
		l0, gl1, l2, mall   int
		share               float64
		shares              float64 // compute units the snippet model's memory system is
		overrideL2, finalL2 int
	}{
		// 483.8 GB/s / 1546 MHz / 64 CUs
		{"vega64", "gfx900", 16, 0, 4096, 0, 483.8e9 / 1546e6 / 64, 1, 0, 4096},
		// 448 GB/s / 1905 MHz / 40
		{"rx5700xt", "gfx1010", 16, 128, 4096, 0, 448e9 / 1905e6 / 40, 2, 0, 4096},
		// 512 GB/s / 2250 MHz / 80
		{"rx6900xt", "gfx1030", 16, 128, 4096, 128, 512e9 / 2250e6 / 80, 2, 0, 4096},
		// 960 GB/s / 2500 MHz / 96 = 4
		{"rx7900xtx", "gfx1100", 32, 256, 6144, 96, 4, 2, 512, 512},
	} {
		set := []Setting{{"l2_kib", "1"}, {"dram_share", "1"}, {"device", c.device}}
		if c.overrideL2 != 0 {
			set = append(set, Setting{"l2_kib", fmt.Sprint(c.overrideL2)})
		}
		wave := 32
		if c.arch == "gfx900" {
			wave = 64
		}
		s, err := sim.NewSnippet(c.arch, wave, "s_nop 0")
		if err != nil {
			t.Fatal(err)
		}
		tm, err := New(s.Prog, set...)
		if err != nil {
			t.Fatalf("%s on %s: %v", c.device, c.arch, err)
		}
		m := tm.P.Mem
		if m.Device != c.device || m.L0KiB != c.l0 || m.GL1KiB != c.gl1 || m.L2KiB != c.finalL2 || m.MALLMiB != c.mall || !near(m.DRAMShare, c.share) {
			t.Errorf("%s: %+v, want l0 %d gl1 %d l2 %d mall %d share %.4f", c.device, m, c.l0, c.gl1, c.finalL2, c.mall, c.share)
		}
		if got := tm.MemStats().DRAMShare; !near(got, c.share*c.shares) {
			t.Errorf("%s: the model's DRAM share %.4f, want %.4f", c.device, got, c.share*c.shares)
		}
		if d := DeviceByName(c.device); d == nil || !near(d.DRAMShare(), c.share) {
			t.Errorf("%s: Device.DRAMShare %v, want %.4f", c.device, d, c.share)
		}
		// the target's default is its reference part
		def, err := ParamsFor(s.Prog.Arch)
		if err != nil || def.Mem.Device != c.device {
			t.Errorf("%s: default device %q (%v)", c.arch, def.Mem.Device, err)
		}
	}
	for _, c := range []struct{ arch, device, want string }{
		{"gfx1030", "vega64", "family"},
		{"gfx1030", "rx5700xt", "family"},
		{"gfx900", "rx7900xtx", "family"},
		{"gfx1030", "rx9999", "want one of vega64, rx5700xt, rx6900xt, rx7900xtx"},
	} {
		a, err := isa.LookupArch(c.arch)
		if err != nil {
			t.Fatal(err)
		}
		if _, err := ParamsWith(a, []Setting{{"device", c.device}}); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("device=%s on %s: %v, want an error saying %q", c.device, c.arch, err, c.want)
		}
	}
}

func near(a, b float64) bool { return a-b < 1e-9 && b-a < 1e-9 }

// Reset and run again gives what a new model gives: cycles, stalls, the
// memory counts and waits (the caches start cold again).
func TestMemResetRunsLikeNew(t *testing.T) {
	asm := `s_load_dword s6, s[4:5], 0x40
global_load_dword v1, v0, s[4:5]
ds_read_b32 v3, v2
s_waitcnt lgkmcnt(0)
s_waitcnt vmcnt(0)
global_store_dword v0, v1, s[4:5] offset:256
global_load_dword v4, v2, s[4:5]
s_waitcnt vmcnt(0)
`
	s, err := sim.NewSnippet("gfx1030", 32, asm)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.Mem().Map("buf", memBase, 1<<20); err != nil {
		t.Fatal(err)
	}
	run := func(tm *Model) string {
		w := s.NewWave()
		w.S[4] = memBase
		strided(0, 4)(w)
		strided(2, 128)(w)
		if err := s.Run(w); err != nil {
			t.Fatal(err)
		}
		waits := map[int]MemWaits{}
		for pc, m := range tm.MemWaitAt {
			waits[pc] = *m
		}
		return fmt.Sprint(*tm.Report(nil), *tm.MemStats(), waits)
	}
	tm, err := New(s.Prog)
	if err != nil {
		t.Fatal(err)
	}
	tm.Attach(s.M)
	first := run(tm)
	if st := tm.MemStats(); st.Requests[LevelDRAM] == 0 || st.Hits[LevelL0] == 0 {
		t.Fatalf("the run should reach DRAM and hit L0: %+v", st)
	}
	tm.Reset()
	again := run(tm)
	if first != again {
		t.Errorf("after Reset:\n%s\nnew model:\n%s", again, first)
	}
}
