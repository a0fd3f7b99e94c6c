package timing

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// The memory system's cache maintenance, scopes, LDS-aperture latency,
// scalar completion order, victims, hit counting and bandwidth charging,
// each expectation worked out from the parameters (memparams.go).

// oneLine is a prep that leaves lane 0 active, reading memBase: one line.
func oneLine(w *sim.Wave) { w.SetExec(1) }

// A cache-maintenance instruction drops the lines of the caches it names
// (isa.Op.Invalidates): a line loaded, waited for, then loaded again
// after it is served by the first level still holding it. Nothing
// invalidated, or only a level below the first, the reload hits the first
// level.
func TestMemFixInvalidates(t *testing.T) {
	lat := func(p *Params, c MemCause) int64 {
		return int64(map[MemCause]int{MemL0: p.Mem.LatL0, MemGL1: p.Mem.LatGL1, MemL2: p.Mem.LatL2}[c])
	}
	for _, c := range []struct {
		name, arch, load, inv string
		wave                  int
		want                  MemCause
	}{
		{"gfx1030_none", "gfx1030", "global_load_dword", "", 32, MemL0},
		{"gfx1030_gl0", "gfx1030", "global_load_dword", "buffer_gl0_inv", 32, MemGL1},
		// GL1 alone: L0 still has the line.
		{"gfx1030_gl1_only", "gfx1030", "global_load_dword", "buffer_gl1_inv", 32, MemL0},
		{"gfx1030_gl0_gl1", "gfx1030", "global_load_dword", "buffer_gl0_inv\nbuffer_gl1_inv", 32, MemL2},
		// the scalar unit's GL1 invalidate drops the same GL1
		{"gfx1030_gl0_s_gl1", "gfx1030", "global_load_dword", "buffer_gl0_inv\ns_gl1_inv", 32, MemL2},
		// s_dcache_inv is the scalar cache's only
		{"gfx1030_dcache", "gfx1030", "global_load_dword", "s_dcache_inv", 32, MemL0},
		{"gfx1100_gl0", "gfx1100", "global_load_b32", "buffer_gl0_inv", 32, MemGL1},
		{"gfx1100_gl0_gl1", "gfx1100", "global_load_b32", "buffer_gl0_inv\nbuffer_gl1_inv", 32, MemL2},
		{"gfx900_none", "gfx900", "global_load_dword", "", 64, MemL0},
		// GCN has no GL1: a line L1 lost comes from L2.
		{"gfx900_wbinvl1", "gfx900", "global_load_dword", "buffer_wbinvl1", 64, MemL2},
		{"gfx900_wbinvl1_vol", "gfx900", "global_load_dword", "buffer_wbinvl1_vol", 64, MemL2},
	} {
		t.Run(c.name, func(t *testing.T) {
			asm := c.load + " v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\n"
			if c.inv != "" {
				asm += c.inv + "\n"
			}
			reload := strings.Count(asm, "\n")
			asm += c.load + " v2, v0, s[4:5]\ns_waitcnt vmcnt(0)\n"
			tm, log := memRun(t, c.arch, c.wave, asm, nil, oneLine)
			if cold := log.at(t, 0, 0); cold.Mem.Level != MemDRAM {
				t.Fatalf("the first load was served by %v, want dram", cold.Mem.Level)
			}
			e := log.at(t, reload, 0)
			if want := lat(tm.P, c.want); e.Mem.Level != c.want || e.lat() != want {
				t.Errorf("reload after %q: %v in %d cycles, want %v in %d", c.inv, e.Mem.Level, e.lat(), c.want, want)
			}
		})
	}
}

// s_dcache_inv empties the scalar cache: a repeated s_load_dword misses
// it and is served by the level below (GL1 on RDNA, L2 on GCN), at that
// level's latency plus the scalar cache's own (memory.md §3); without it
// the repeat hits at the SMEM latency.
func TestMemFixScalarInvalidate(t *testing.T) {
	for _, c := range []struct {
		arch, inv string
		want      MemCause
	}{
		{"gfx1030", "", MemScalar},
		{"gfx1030", "s_dcache_inv", MemGL1},
		// the vector invalidates leave the scalar cache alone
		{"gfx1030", "buffer_gl0_inv", MemScalar},
		{"gfx900", "", MemScalar},
		{"gfx900", "s_dcache_inv", MemL2},
	} {
		asm := "s_load_dword s6, s[4:5], 0x0\ns_waitcnt lgkmcnt(0)\n"
		if c.inv != "" {
			asm += c.inv + "\n"
		}
		reload := strings.Count(asm, "\n")
		asm += "s_load_dword s7, s[4:5], 0x0\ns_waitcnt lgkmcnt(0)\n"
		wave := 32
		if c.arch == "gfx900" {
			wave = 64
		}
		tm, log := memRun(t, c.arch, wave, asm, nil, nil)
		smem := int64(tm.P.Latency[isa.ClassSMEM])
		want := map[MemCause]int64{MemScalar: smem, MemGL1: int64(tm.P.Mem.LatGL1) + smem, MemL2: int64(tm.P.Mem.LatL2) + smem}[c.want]
		if e := log.at(t, reload, 0); e.Mem.Level != c.want || e.lat() != want {
			t.Errorf("%s, repeated s_load after %q: %v in %d cycles, want %v in %d", c.arch, c.inv, e.Mem.Level, e.lat(), c.want, want)
		}
	}
}

// glc is device scope on GFX11 (RDNA3 ISA §4.1.1): a glc load of a line
// in L0 and GL1 misses both and is served by L2, and the plain load after
// it finds neither copy. On GFX10.3 glc only misses L0; GL1 serves it and
// keeps its copy (only dlc bypasses GL1 there).
func TestMemFixGLCScope(t *testing.T) {
	for _, c := range []struct {
		arch, load      string
		glc, after      MemCause
		latGLC, latNext func(p *MemParams) int
	}{
		{"gfx1100", "global_load_b32", MemL2, MemL2, func(p *MemParams) int { return p.LatL2 }, func(p *MemParams) int { return p.LatL2 }},
		{"gfx1030", "global_load_dword", MemGL1, MemGL1, func(p *MemParams) int { return p.LatGL1 }, func(p *MemParams) int { return p.LatGL1 }},
	} {
		asm := c.load + " v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\n" +
			c.load + " v2, v0, s[4:5] glc\ns_waitcnt vmcnt(0)\n" +
			c.load + " v3, v0, s[4:5]\ns_waitcnt vmcnt(0)\n"
		tm, log := memRun(t, c.arch, 32, asm, nil, oneLine)
		p := &tm.P.Mem
		if e := log.at(t, 2, 0); e.Mem.Level != c.glc || e.lat() != int64(c.latGLC(p)) {
			t.Errorf("%s: glc load of a line in L0 and GL1: %v in %d cycles, want %v in %d", c.arch, e.Mem.Level, e.lat(), c.glc, c.latGLC(p))
		}
		if e := log.at(t, 4, 0); e.Mem.Level != c.after || e.lat() != int64(c.latNext(p)) {
			t.Errorf("%s: plain load after the glc load: %v in %d cycles, want %v in %d", c.arch, e.Mem.Level, e.lat(), c.after, c.latNext(p))
		}
	}
}

// A flat load whose lanes all address the LDS aperture is the LDS's: done
// latency.lds after it issued (not latency.vmem_load), and the wait for it
// is charged to lds. With half its lanes in global memory the cold global
// line is the slower and serves it.
func TestMemFixFlatLDSLatency(t *testing.T) {
	for _, c := range []struct {
		name, arch, asm string
		ldsLanes        int // lanes 0 .. ldsLanes-1 in the aperture, the rest global
		want            MemCause
	}{
		{"gfx1030_all_lds", "gfx1030", "flat_load_dword v1, v[2:3]", 32, MemLDS},
		{"gfx1100_all_lds", "gfx1100", "flat_load_b32 v1, v[2:3]", 32, MemLDS},
		{"gfx1030_half_global", "gfx1030", "flat_load_dword v1, v[2:3]", 16, MemDRAM},
	} {
		t.Run(c.name, func(t *testing.T) {
			asm := c.asm + "\ns_waitcnt vmcnt(0) lgkmcnt(0)\n"
			tm, log := memRun(t, c.arch, 32, asm, nil, func(w *sim.Wave) {
				for l := 0; l < 32; l++ {
					// consecutive dwords: conflict-free in the LDS, one line in memory
					w.SetLane(2, l, 4*uint32(l))
					w.SetLane(3, l, sim.SharedAperture)
					if l >= c.ldsLanes {
						w.SetLane(2, l, memBase+4*uint32(l))
						w.SetLane(3, l, 0)
					}
				}
			})
			lds, vmem := int64(tm.P.Latency[isa.ClassLDS]), int64(tm.P.Latency[isa.ClassVMEMLoad])
			want := map[MemCause]int64{MemLDS: lds, MemDRAM: int64(tm.P.Mem.LatDRAM)}[c.want]
			if lds == vmem {
				t.Fatalf("latency.lds and latency.vmem_load are both %d: the test cannot tell them apart", lds)
			}
			e := log.at(t, 0, 0)
			if e.Mem.Level != c.want || e.lat() != want {
				t.Errorf("%v in %d cycles, want %v in %d (latency.lds %d, vmem_load %d)", e.Mem.Level, e.lat(), c.want, want, lds, vmem)
			}
			stall := tm.Insts[1].Stall[CauseVmcnt] + tm.Insts[1].Stall[CauseLgkmcnt]
			w := tm.MemWaitAt[1]
			if stall == 0 || w == nil || w[c.want] != stall || w.Total() != stall {
				t.Errorf("wait of %d cycles split %v, want all of it %v", stall, w, c.want)
			}
		})
	}
}

// Scalar loads return out of order (Vega ISA §7.3): a DS read after an
// s_load that misses to DRAM is done at its own latency, not with the
// s_load, and lgkmcnt(0) waits until the s_load is back. Two s_loads,
// the first missing and the second hitting the scalar cache: the second
// is done first, and lgkmcnt(0) waits for the first.
func TestMemFixScalarOutOfOrder(t *testing.T) {
	t.Run("smem_then_ds", func(t *testing.T) {
		asm := "s_load_dword s6, s[4:5], 0x0\nds_read_b32 v1, v0\ns_waitcnt lgkmcnt(0)\n"
		tm, log := memRun(t, "gfx1030", 32, asm, nil, strided(0, 4))
		smem, lds := int64(tm.P.Latency[isa.ClassSMEM]), int64(tm.P.Latency[isa.ClassLDS])
		sl, ds, wait := log.at(t, 0, 0), log.at(t, 1, 0), log.at(t, 2, 0)
		// a cold scalar miss: DRAM's latency and the scalar cache's
		if sl.Mem.Level != MemDRAM || sl.lat() != int64(tm.P.Mem.LatDRAM)+smem {
			t.Errorf("s_load: %v in %d cycles, want dram in %d", sl.Mem.Level, sl.lat(), int64(tm.P.Mem.LatDRAM)+smem)
		}
		if ds.Done != ds.Cycle+lds {
			t.Errorf("ds_read issued at %d done at %d, want its own latency: %d (the s_load is done at %d)", ds.Cycle, ds.Done, ds.Cycle+lds, sl.Done)
		}
		if wait.Cycle != sl.Done {
			t.Errorf("lgkmcnt(0) went on at %d, want at the s_load's completion %d", wait.Cycle, sl.Done)
		}
	})
	t.Run("miss_then_hit", func(t *testing.T) {
		// 0x0 warm; 0x100 a line of its own at every level, cold
		asm := "s_load_dword s6, s[4:5], 0x0\ns_waitcnt lgkmcnt(0)\n" +
			"s_load_dword s7, s[4:5], 0x100\ns_load_dword s8, s[4:5], 0x4\ns_waitcnt lgkmcnt(0)\n"
		tm, log := memRun(t, "gfx1030", 32, asm, nil, nil)
		smem := int64(tm.P.Latency[isa.ClassSMEM])
		miss, hit, wait := log.at(t, 2, 0), log.at(t, 3, 0), log.at(t, 4, 0)
		if miss.Mem.Level != MemDRAM || hit.Mem.Level != MemScalar {
			t.Fatalf("served by %v and %v, want dram and scalar", miss.Mem.Level, hit.Mem.Level)
		}
		if hit.Done != hit.Cycle+smem || hit.Done >= miss.Done {
			t.Errorf("the hit issued at %d is done at %d, want %d, before the miss's %d", hit.Cycle, hit.Done, hit.Cycle+smem, miss.Done)
		}
		if wait.Cycle != miss.Done {
			t.Errorf("lgkmcnt(0) went on at %d, want at the miss's completion %d", wait.Cycle, miss.Done)
		}
		if w := tm.MemWaitAt[4]; w == nil || w[MemDRAM] != tm.Insts[4].Stall[CauseLgkmcnt] || w[MemDRAM] == 0 {
			t.Errorf("wait of %d cycles split %v, want all of it dram", tm.Insts[4].Stall[CauseLgkmcnt], w)
		}
	})
}

// An invalidated way (a store drops GL1's copy) is the next victim: in a
// set of two ways, with A the most recently used and B the least, dropping
// A and filling C puts C in A's way and keeps B.
func TestMemFixInvalidatedWayIsVictim(t *testing.T) {
	c := newCache(128, 64, 2)
	if c.sets != 1 || c.ways != 2 {
		t.Fatalf("%d sets of %d ways, want 1 of 2", c.sets, c.ways)
	}
	const a, b, x = 0, 64, 128
	c.allocate(a)
	c.allocate(b)
	if _, hit := c.lookup(a); !hit {
		t.Fatal("A missed right after it was filled")
	}
	c.find(a).dirty = true
	c.invalidate(a)
	if c.find(a) != nil {
		t.Fatal("A is still there after invalidate")
	}
	if _, hit := c.allocate(x); hit {
		t.Errorf("filling C hit; want a miss")
	}
	if c.find(b) == nil || c.find(x) == nil {
		t.Errorf("after C filled: B present %v, C present %v; want both (C in the invalidated way)", c.find(b) != nil, c.find(x) != nil)
	}
}

// An L0 lookup counts as a hit only when the line serves the load: a glc
// load of a line L0 holds and a load of a line a store is still writing
// are requests, not hits. glc drops the L0 copy (miss-evict, RDNA2 ISA
// §8.1.10; GCN rereads L2), so of load, glc load, load, load only the
// fourth hits.
func TestMemFixL0HitCounting(t *testing.T) {
	const ld = "global_load_dword v1, v0, s[4:5]"
	const glcSeq = ld + "\ns_waitcnt vmcnt(0)\n" + ld + " glc\ns_waitcnt vmcnt(0)\n" + ld + "\ns_waitcnt vmcnt(0)\n" + ld + "\ns_waitcnt vmcnt(0)\n"
	for _, c := range []struct {
		name, arch, asm string
		wave            int
		l0Req, l0Hits   int64
		gl1Req, gl1Hits int64
	}{
		// GL1: the first load misses; the glc load and the load after it
		// (its L0 copy dropped) hit; the fourth stops at L0.
		{"glc_gfx1030", "gfx1030", glcSeq, 32, 4, 1, 3, 2},
		{"glc_gfx900", "gfx900", glcSeq, 64, 4, 1, 0, 0},
		// the second load finds the line being written: GL1 (the store
		// dropped its copy) misses it too
		{"pending_store", "gfx1030", "global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\nglobal_store_dword v0, v1, s[4:5]\nglobal_load_dword v2, v0, s[4:5]\ns_waitcnt vmcnt(0)\n", 32, 2, 0, 2, 0},
	} {
		t.Run(c.name, func(t *testing.T) {
			tm, _ := memRun(t, c.arch, c.wave, c.asm, nil, oneLine)
			s := tm.MemStats()
			if s.Requests[LevelL0] != c.l0Req || s.Hits[LevelL0] != c.l0Hits || s.Requests[LevelGL1] != c.gl1Req || s.Hits[LevelGL1] != c.gl1Hits {
				t.Errorf("l0 %d hits of %d, gl1 %d of %d; want l0 %d of %d, gl1 %d of %d",
					s.Hits[LevelL0], s.Requests[LevelL0], s.Hits[LevelGL1], s.Requests[LevelGL1], c.l0Hits, c.l0Req, c.gl1Hits, c.gl1Req)
			}
		})
	}
}

// The cycles a line waits for L2 bandwidth are charged to bandwidth, the
// L2's latency to l2. A wave's lines each a line apart, loaded (from DRAM),
// waited for, and loaded again past the first level (and GL1): the lines
// go to the L2 link one a cycle from the address unit, and the link takes
// L2Line / (l2_share × shares) cycles a line, so the last starts
// (n-1) × that after the first and is back lat_l2 later.
//
//	gfx1030: 32 lines of 128 bytes, 16 × 2 bytes a cycle: 4 cycles a line,
//	         31 × 4 + 280 = 404.
//	gfx900:  64 lines of 64 bytes, 16 × 1 bytes a cycle: 4 cycles a line,
//	         63 × 4 + 300 = 552.
func TestMemFixL2QueueIsBandwidth(t *testing.T) {
	for _, c := range []struct {
		arch, mods string
		wave       int
		stride     uint32
		lat        int64
	}{
		{"gfx1030", "glc dlc", 32, 128, 404},
		{"gfx900", "glc", 64, 64, 552},
	} {
		asm := "global_load_dword v1, v0, s[4:5]\ns_waitcnt vmcnt(0)\nglobal_load_dword v2, v0, s[4:5] " + c.mods + "\ns_waitcnt vmcnt(0)\n"
		tm, log := memRun(t, c.arch, c.wave, asm, nil, strided(0, c.stride))
		l2 := int64(tm.P.Mem.LatL2)
		e := log.at(t, 2, 0)
		if e.Mem.Level != MemL2 || e.lat() != c.lat {
			t.Errorf("%s: reload %v in %d cycles, want l2 in %d", c.arch, e.Mem.Level, e.lat(), c.lat)
		}
		stall := tm.Insts[3].Stall[CauseVmcnt]
		w := tm.MemWaitAt[3]
		if w == nil || stall <= l2 || w[MemL2] != l2 || w[MemBandwidth] != stall-l2 || w.Total() != stall {
			t.Errorf("%s: wait of %d cycles split %v, want l2 %d and bandwidth %d", c.arch, stall, w, l2, stall-l2)
		}
	}
}

// A DS instruction the memory system does not time (no LDS address:
// ds_bpermute, ds_swizzle) after an s_load that misses keeps its class
// latency: it does not wait for the scalar load any more than a timed DS
// read does (TestMemFixScalarOutOfOrder).
func TestMemFixDSNoAddressAfterSMEM(t *testing.T) {
	for _, ds := range []string{"ds_bpermute_b32 v1, v0, v2", "ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,32,0)"} {
		asm := "s_load_dword s6, s[4:5], 0x0\n" + ds + "\ns_waitcnt lgkmcnt(0)\n"
		tm, log := memRun(t, "gfx1030", 32, asm, nil, strided(0, 4))
		lds := int64(tm.P.Latency[isa.ClassLDS])
		sl, e := log.at(t, 0, 0), log.at(t, 1, 0)
		if e.Mem.Served || e.Done != e.Cycle+lds {
			t.Errorf("%s issued at %d done at %d (served %v), want its class latency: %d (the s_load is done at %d)", ds, e.Cycle, e.Done, e.Mem.Served, e.Cycle+lds, sl.Done)
		}
	}
}
