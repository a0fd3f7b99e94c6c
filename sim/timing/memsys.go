package timing

import (
	"math/bits"
	"slices"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/sched"
)

// memSystem times what memory instructions touch (sim.Accesses): the
// lines a wave's lanes coalesce into, the levels of caches that serve
// them, and the shared resources they queue for. Per compute unit: the
// address unit (a sched.Port taking one line or one group of lanes a
// cycle), the first-level vector cache, the scalar cache and the LDS's
// banks. Shared by the modelled compute units: RDNA's GL1 (they sit in one
// shader array), L2 with its bandwidth, the Infinity Cache, and DRAM with
// the compute units' share of its bandwidth (sched.Link). Every number is
// in MemParams.
type memSystem struct {
	p   *MemParams
	gcn bool
	// cus has one entry per CU as AMD counts them: a modelled compute unit
	// of shares CUs (an RDNA WGP: two, each with its own first-level cache,
	// address unit and LDS half), simdsPerCU SIMDs each.
	cus        []cuMem
	shares     int
	simdsPerCU int
	gl1        *cache
	l2         *cache
	mall       *cache
	l2bw       *sched.Link
	dram       *sched.Link
	stats      MemStats
	// lines is scratch for one instruction's lines, dw for its LDS dwords.
	lines []lineReq
	dw    []uint32
	banks []int
	// ldsLat is a DS load's latency (latency.lds), for flat instructions
	// the LDS serves; gfx11: GFX11 scope rules (glc also bypasses GL1).
	ldsLat int
	gfx11  bool
	gfx12  bool // GFX12 scope rules (memsys_levels.go bypass)
}

// cuMem is one compute unit's part of the memory system.
type cuMem struct {
	l0, scalar *cache
	ta, lds    *sched.Port
}

// lineReq is one line an instruction touches: its address (any byte of
// it), the lane group that asked first, and the bytes written to it.
type lineReq struct {
	addr  uint64
	group int
	bytes int
	// mask has a bit per byte of the line the lanes touch (lines up to
	// 256 bytes): a store that covers it whole.
	mask [4]uint64
}

// covers marks bytes [from, to) of the line, a word of the mask at a
// time.
func (r *lineReq) covers(from, to int) {
	to = min(to, 256)
	for from < to {
		w, lo := from>>6, from&63
		hi := min(to-w<<6, 64)
		m := ^uint64(0)
		if n := hi - lo; n < 64 {
			m = (1<<uint(n) - 1) << uint(lo)
		}
		r.mask[w] |= m
		from = (w + 1) << 6
	}
}

// whole says whether the lanes touch every byte of a line of size bytes.
func (r *lineReq) whole(size int) bool {
	n := 0
	for _, m := range r.mask {
		n += bits.OnesCount64(m)
	}
	return n >= size
}

// memResult is what the memory system says of one instruction: when its
// data is back (or its write acknowledged), the cycles of that which are
// the serving level's own latency, and the causes of both parts.
type memResult struct {
	// memTime: level is the level that served the slowest line, extra
	// what the cycles past base waited for, tail those of them at the end
	// (LDS conflict passes).
	memTime
	// lines is the lines (LDS: cycles) it took, bytes the bytes its lanes
	// moved.
	lines int
	bytes int64
}

// newMemSystem builds the memory system of cus modelled compute units of
// simds SIMDs each. A GCN CU has 4 SIMDs, an RDNA CU 2, so a modelled
// unit is as many CUs as AMD counts them as its SIMDs make (a WGP in WGP
// mode is two), each with its own first-level cache, address unit and LDS
// half, and its share of the bandwidth.
func newMemSystem(p *MemParams, gen isa.Gen, cus, simds, ldsLat int) *memSystem {
	ms := &memSystem{p: p, gcn: gen == isa.GFX9, gfx11: gen == isa.GFX11, gfx12: gen == isa.GFX12, simdsPerCU: 2,
		banks: make([]int, p.LDSBanks), ldsLat: ldsLat}
	if ms.gcn {
		ms.simdsPerCU = 4
	}
	shares := max(simds/ms.simdsPerCU, 1)
	ms.shares = shares
	ms.cus = make([]cuMem, cus*shares)
	for i := range ms.cus {
		ms.cus[i] = cuMem{
			l0:     newCache(p.L0KiB<<10, p.L0Line, p.CacheWays),
			scalar: newCache(p.ScalarSize, p.ScalarLine, p.ScalarWays),
			ta:     sched.NewPort(1),
			lds:    sched.NewPort(1),
		}
	}
	ms.gl1 = newCache(p.GL1KiB<<10, p.L0Line, p.CacheWays)
	ms.l2 = newCache(p.L2KiB<<10, p.L2Line, p.CacheWays)
	ms.mall = newCache(p.MALLMiB<<20, p.L2Line, p.CacheWays)
	n := float64(cus * shares)
	ms.l2bw = sched.NewLink(p.L2Share * n)
	ms.dram = sched.NewLink(p.DRAMShare * n)
	return ms
}

// reset empties the caches and frees the resources, for a workgroup that
// runs alone from cycle 0; the counts go on adding up.
func (ms *memSystem) reset() {
	for i := range ms.cus {
		c := &ms.cus[i]
		c.l0.flush()
		c.scalar.flush()
		c.ta.Reset()
		c.lds.Reset()
	}
	ms.gl1.flush()
	ms.l2.flush()
	ms.mall.flush()
	ms.l2bw.Reset()
	ms.dram.Reset()
}

// clearCounts zeroes the caches' lookups, for a new run (Model.Reset).
func (ms *memSystem) clearCounts() {
	for _, x := range ms.caches() {
		x.Requests, x.Hits = 0, 0
	}
}

// caches lists every cache that exists.
func (ms *memSystem) caches() []*cache {
	var out []*cache
	for i := range ms.cus {
		out = append(out, ms.cus[i].l0, ms.cus[i].scalar)
	}
	out = append(out, ms.gl1, ms.l2, ms.mall)
	return slices.DeleteFunc(out, func(c *cache) bool { return c == nil })
}

// invalidate drops the lines of the caches levels names that the wave on
// SIMD simd of compute unit cu sees (a cache-maintenance instruction).
func (ms *memSystem) invalidate(cu, simd int, levels isa.CacheLevels) {
	c := ms.cuOf(cu, simd)
	if levels&isa.CacheFirst != 0 {
		c.l0.flush()
	}
	if levels&isa.CacheScalar != 0 {
		c.scalar.flush()
	}
	if levels&isa.CacheGL1 != 0 {
		ms.gl1.flush()
	}
}

// cuOf is the CU a wave on SIMD simd of modelled compute unit cu uses.
func (ms *memSystem) cuOf(cu, simd int) *cuMem {
	return &ms.cus[(cu*ms.shares+simd/ms.simdsPerCU)%len(ms.cus)]
}

// access times one memory instruction that issued at cycle at on SIMD
// simd of modelled compute unit cu; ok is false for one the memory system
// does not model (no address: ds_bpermute, GWS, s_memtime, cache
// control), which keeps its class's latency.
func (ms *memSystem) access(cu, simd int, ii *instInfo, in *isa.Inst, acc *sim.Accesses, exec uint64, at int64) (memResult, bool) {
	c := ms.cuOf(cu, simd)
	var res memResult
	switch {
	case ii.lds:
		if acc.N == 0 && exec != 0 {
			return memResult{}, false
		}
		res = ms.ldsAccess(c, in, acc, at, int64(ii.lat))
	case ii.smem:
		if acc.N == 0 {
			return memResult{}, false
		}
		res = ms.scalarLoad(c, acc, at, ii.lat)
	case ii.vmem:
		res = ms.vector(c, in, acc, exec, at)
		if hasSpace(acc, sim.SpaceLDS) {
			// A flat instruction whose lanes address the shared aperture
			// goes to the LDS too, at the LDS's latency.
			if l := ms.ldsAccess(c, in, acc, at, int64(ms.ldsLat)); l.done > res.done || res.lines == 0 {
				res = l
			}
		}
	default:
		return memResult{}, false
	}
	ms.stats.Insts++
	return res, true
}

// coalesce gathers the lines of the instruction's global accesses, once
// each, in the order the lane groups reach them, and gives the address
// unit's cycles: per group of VMEMLanes lanes with an active lane, one
// cycle per line the group touches (at least one). A line two groups
// touch is looked up twice but fetched once (the second lookup finds the
// first one's miss in flight).
func (ms *memSystem) coalesce(acc *sim.Accesses, line int) (lines []lineReq, cycles int) {
	lines = ms.lines[:0]
	shift := log2(line)
	group, groupLines := -1, 0
	// The lanes of group are from..to-1: a lane in them needs no
	// division to know it is in the same group.
	vl := ms.p.VMEMLanes
	from, to := 0, 0
	for i := 0; i < acc.N; i++ {
		if acc.Space[i] != sim.SpaceGlobal {
			continue
		}
		if lane := int(acc.Lane[i]); lane < from || lane >= to {
			// Outside from..to is always another group.
			if group >= 0 {
				cycles += max(groupLines, 1)
			}
			group, groupLines = lane/vl, 0
			from, to = group*vl, group*vl+vl
		}
		a, size := acc.Addr[i], max(int(acc.Size[i]), 1)
		for l := a >> shift; l <= (a+uint64(size)-1)>>shift; l++ {
			k := len(lines) - 1
			for k >= 0 && lines[k].addr>>shift != l {
				k--
			}
			if k < 0 {
				lines = append(lines, lineReq{addr: l << shift, group: -1})
				k = len(lines) - 1
			}
			r := &lines[k]
			lo, hi := max(a, l<<shift), min(a+uint64(size), (l+1)<<shift)
			r.bytes += int(hi - lo)
			r.covers(int(lo-l<<shift), int(hi-l<<shift))
			if r.group != group {
				r.group = group
				groupLines++
			}
		}
	}
	if group >= 0 {
		cycles += max(groupLines, 1)
	} else {
		cycles = 1 // exec = 0: the instruction still takes its slot
	}
	ms.lines = lines
	return lines, cycles
}

// hasSpace says whether an access touched space.
func hasSpace(acc *sim.Accesses, space uint8) bool {
	for i := 0; i < acc.N; i++ {
		if acc.Space[i] == space {
			return true
		}
	}
	return false
}
