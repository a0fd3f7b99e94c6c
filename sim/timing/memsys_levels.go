package timing

import (
	"slices"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// vector times a VMEM instruction (global, scratch, buffer, flat to
// global memory): its lines go through the address unit one a cycle, then
// each to the levels that serve it. Loads return when their slowest line
// is back; stores and atomics when the L2 has acknowledged them.
func (ms *memSystem) vector(c *cuMem, in *isa.Inst, acc *sim.Accesses, exec uint64, at int64) memResult {
	p := ms.p
	lines, cycles := ms.coalesce(acc, p.L0Line)
	start := c.ta.Reserve(at, int64(cycles))
	if len(lines) == 0 {
		// exec = 0 (or every lane went to LDS): issued, nothing sent.
		lat := int64(1)
		if p.ExeczMem == ExeczHit && exec == 0 {
			lat = int64(p.LatL0)
		}
		return memResult{memTime: memTime{done: start + lat, base: lat, level: MemL0, extra: MemBandwidth}}
	}
	serial := int64(0)
	if in.Op.Mem == isa.MemAtomic {
		serial = int64(sameAddress(acc)-1) * int64(p.L2AtomicSameAddr)
	}
	res := memResult{memTime: memTime{extra: MemBandwidth}, lines: len(lines)}
	for i := 0; i < acc.N; i++ {
		if acc.Space[i] == sim.SpaceGlobal {
			res.bytes += int64(acc.Size[i])
		}
	}
	first, gl1 := ms.bypass(in) // the levels a load misses
	for i := range lines {
		r := &lines[i]
		t := start + int64(i)
		var done, base int64
		var lvl MemCause
		switch in.Op.Mem {
		case isa.MemStore:
			done, base, lvl = ms.storeLine(c, r, t)
		case isa.MemAtomic:
			done, base, lvl = ms.atomicLine(c, r, t, serial)
		default:
			done, base, lvl = ms.loadLine(c, r.addr, t, first, gl1)
		}
		if done > res.done {
			res.done, res.base, res.level = done, base, lvl
		}
	}
	return res
}

// bypass says which of the first level and GL1 a load must miss. GFX12:
// a cache serves a load whose scope is at most its own (RDNA4 ISA §4.1.1
// "Cache Controls: SCOPE and Temporal-Hint"): the first level is the CU's
// (scope CU), GL1 the shader engine's, so SCOPE_SE misses the first
// level and SCOPE_DEV and SCOPE_SYS GL1 too; TH, a retention hint,
// changes no hit. GFX11: glc is device scope, missing and evicting GL1
// too (RDNA3 ISA §4.1.1); before, dlc does that (RDNA1 ISA §8.1.10).
func (ms *memSystem) bypass(in *isa.Inst) (first, gl1 bool) {
	m := &in.Mods
	if ms.gfx12 {
		return m.Scope >= 1, m.Scope >= 2
	}
	return m.Glc, m.Dlc || ms.gfx11 && m.Glc
}

// sameAddress is the most lanes of an atomic that update one address:
// the atomic units serialize them.
func sameAddress(acc *sim.Accesses) int {
	most := 1
	for i := 0; i < acc.N; i++ {
		n := 0
		for j := i; j < acc.N; j++ {
			if acc.Addr[j] == acc.Addr[i] {
				n++
			}
		}
		most = max(most, n)
	}
	return most
}

// loadLine serves one line of a load from the first level it hits. A line
// a store of this compute unit is still writing (dirty in L0) waits for
// the store's acknowledgement and is read again from below; glc (device
// scope) and dlc bypass the first level and GL1 (memory.md, "load policy").
func (ms *memSystem) loadLine(c *cuMem, a uint64, t int64, glc, dlc bool) (done, base int64, lvl MemCause) {
	p := ms.p
	if c.l0 == nil {
		return ms.below(a, t, dlc)
	}
	// A hit counts only when the line serves the load: not under glc, not
	// while a store is writing it.
	c.l0.Requests++
	e, hit := c.l0.allocate(a)
	if hit && !e.dirty && !glc {
		c.l0.Hits++
		ms.stats.Bytes[LevelL0] += int64(p.L0Line)
		return c.l0.hit(e, t, int64(p.LatL0), MemL0)
	}
	if hit && e.dirty {
		t = max(t, e.ready)
	}
	done, base, lvl = ms.below(a, t, dlc)
	if glc {
		*e = cline{}
	} else {
		e.ready, e.dirty, e.from = done, false, lvl
	}
	return done, base, lvl
}

// below serves a line the first level (or the scalar cache) missed: GL1,
// then L2 and what is under it.
func (ms *memSystem) below(a uint64, t int64, dlc bool) (done, base int64, lvl MemCause) {
	if ms.gl1 == nil {
		return ms.fromL2(a, t)
	}
	ms.gl1.Requests++
	e, hit := ms.gl1.allocate(a)
	if hit && !dlc {
		ms.gl1.Hits++
		ms.stats.Bytes[LevelGL1] += int64(ms.p.L0Line)
		return ms.gl1.hit(e, t, int64(ms.p.LatGL1), MemGL1)
	}
	done, base, lvl = ms.fromL2(a, t)
	if dlc {
		*e = cline{}
	} else {
		e.ready, e.from = done, lvl
	}
	return done, base, lvl
}

// fromL2 serves a line from L2, which takes its share of the L2
// bandwidth; a miss fills it from the Infinity Cache or from DRAM, which
// takes its share of the DRAM bandwidth (a dirty victim's write-back was
// charged when it turned dirty: storeLine, atomicLine).
func (ms *memSystem) fromL2(a uint64, t int64) (done, base int64, lvl MemCause) {
	p := ms.p
	line := p.L2Line
	s := ms.l2bw.Transfer(t, line)
	e, hit := ms.l2.lookup(a)
	// The cycles s waited for the L2's bandwidth are not the level's: a
	// wait for them is charged to bandwidth.
	if hit {
		ms.stats.Bytes[LevelL2] += int64(line)
		return ms.l2.hit(e, s, int64(p.LatL2), MemL2)
	}
	var m *cline
	if ms.mall != nil {
		var mhit bool
		if m, mhit = ms.mall.lookup(a); mhit {
			ms.stats.Bytes[LevelMALL] += int64(line)
			done, base, lvl = ms.mall.hit(m, s, int64(p.LatMALL), MemMALL)
			e.ready, e.from = done, lvl
			return done, base, lvl
		}
	}
	d := ms.dram.Transfer(s, line)
	ms.stats.Bytes[LevelDRAM] += int64(line)
	e.ready, e.from = d+int64(p.LatDRAM), MemDRAM
	if m != nil {
		m.ready, m.from = e.ready, MemDRAM
	}
	return e.ready, int64(p.LatDRAM), MemDRAM
}

// writeBack charges a dirty line's write to DRAM.
func (ms *memSystem) writeBack(at int64) {
	ms.dram.Transfer(at, ms.p.L2Line)
	ms.stats.Bytes[LevelDRAM] += int64(ms.p.L2Line)
}

// storeLine writes one line through to L2: stores do not allocate in the
// first level, and a copy there is stale until the write is acknowledged
// (RDNA: "For stores the L0 cache is always Miss-Evict", RDNA2 ISA
// §8.1.10; GCN writes through, Vega ISA §8.1.10); GL1 is bypassed and its
// copy dropped. The L2 keeps the line dirty; turning a clean line dirty
// costs its eventual write-back to DRAM.
func (ms *memSystem) storeLine(c *cuMem, r *lineReq, t int64) (done, base int64, lvl MemCause) {
	p := ms.p
	s := ms.l2bw.Transfer(t, min(r.bytes, p.L2Line))
	ack := s + int64(p.LatL2)
	if c.l0 != nil {
		if e := c.l0.find(r.addr); e != nil {
			// GCN keeps a line the store wrote whole (Vega ISA §8.1.10:
			// "dirtied all bytes of the 64 B line"); otherwise the copy is
			// stale until the write is acknowledged.
			if ms.gcn && r.whole(p.L0Line) {
				e.dirty, e.ready = false, t
			} else {
				e.dirty, e.ready = true, ack
			}
		}
	}
	if ms.gl1 != nil {
		ms.gl1.invalidate(r.addr)
	}
	e, _ := ms.l2.allocate(r.addr)
	if !e.dirty {
		e.dirty = true
		ms.writeBack(s)
	}
	e.ready = max(e.ready, s)
	ms.stats.Bytes[LevelL2] += int64(min(r.bytes, p.L2Line))
	return ack, int64(p.LatL2), MemL2
}

// atomicLine does an atomic's line at L2, where the atomic units are:
// filled like a load's line if L2 misses, then serial cycles for the
// lanes that update one address; the line turns dirty.
func (ms *memSystem) atomicLine(c *cuMem, r *lineReq, t, serial int64) (done, base int64, lvl MemCause) {
	if c.l0 != nil {
		if e := c.l0.find(r.addr); e != nil {
			*e = cline{}
		}
	}
	if ms.gl1 != nil {
		ms.gl1.invalidate(r.addr)
	}
	done, base, lvl = ms.fromL2(r.addr, t)
	if e := ms.l2.find(r.addr); e != nil && !e.dirty {
		e.dirty = true
		ms.writeBack(done)
	}
	return done + serial, base, lvl
}

// scalarLoad serves an SMEM load through the scalar cache: a hit costs
// the SMEM latency (hitLat), a miss what the level below that serves it
// costs (memory.md §3: misses go to L2 on GCN, to GL1 on RDNA).
func (ms *memSystem) scalarLoad(c *cuMem, acc *sim.Accesses, at int64, hitLat int) memResult {
	p := ms.p
	a, size := acc.Addr[0], max(int(acc.Size[0]), 1)
	var res memResult
	step := uint64(p.ScalarLine)
	for l := a &^ (step - 1); l < a+uint64(size); l += step {
		var done, base int64
		var lvl MemCause
		e, hit := c.scalar.lookup(l)
		if hit {
			ms.stats.Bytes[LevelScalar] += int64(p.ScalarLine)
			done, base, lvl = c.scalar.hit(e, at, int64(hitLat), MemScalar)
		} else {
			// A miss costs the level that serves it and the scalar
			// cache's own latency (memory.md §3).
			done, base, lvl = ms.below(l, at, false)
			done, base = done+int64(hitLat), base+int64(hitLat)
			e.ready, e.from = done, lvl
		}
		if done > res.done {
			res.memTime = memTime{done: done, base: base, level: lvl, extra: MemBandwidth}
		}
		res.lines++
	}
	res.bytes = int64(size)
	return res
}

// ldsAccess times a DS instruction: the LDS takes it in cycles of
// conflict-free groups of lanes, each group one cycle per conflict
// degree, and other waves' DS instructions queue behind it.
func (ms *memSystem) ldsAccess(c *cuMem, in *isa.Inst, acc *sim.Accesses, at, lat int64) memResult {
	p := ms.p
	if acc.N == 0 {
		// exec = 0: issued, nothing sent.
		start := c.lds.Reserve(at, 1)
		if p.ExeczMem == ExeczIssue {
			lat = 1
		}
		return memResult{memTime: memTime{done: start + lat, base: lat, level: MemLDS, extra: MemLDSBank}}
	}
	cycles, groups, same := ms.ldsCycles(acc, in.Op.Mem == isa.MemAtomic)
	extra := int64(cycles-groups)*int64(p.LDSConflictCycle) + int64(same)*int64(p.LDSAtomicSameAddr)
	start := c.lds.Reserve(at, int64(groups)+extra)
	ms.stats.LDSCycles += int64(groups) + extra
	ms.stats.LDSConflictCycles += extra
	ms.stats.Requests[LevelLDS]++
	ms.stats.Hits[LevelLDS]++
	var bytes int64
	for i := 0; i < acc.N; i++ {
		bytes += int64(acc.Size[i])
	}
	ms.stats.Bytes[LevelLDS] += bytes
	return memResult{memTime: memTime{done: start + lat + extra, base: lat, level: MemLDS, extra: MemLDSBank, tail: extra}, lines: groups + int(extra), bytes: bytes}
}

// ldsCycles is the cycles the LDS takes for an access and the groups of
// lanes it is cut into: as many lanes a group as the banks can serve
// conflict-free (LDSLanes for dwords; banks × 4 bytes over a lane's bytes
// for wider accesses: 16 lanes of 8 bytes, 8 of 16), each group one cycle
// per distinct dword its busiest bank holds. Lanes reading one dword
// share it (a broadcast); an atomic's lanes to one dword do not: same
// counts, over the groups, the lanes past the first that update a dword
// another lane of their group updates.
func (ms *memSystem) ldsCycles(acc *sim.Accesses, atomic bool) (cycles, groups, same int) {
	p := ms.p
	laneBytes := 0
	first := -1
	for i := 0; i < acc.N; i++ {
		if acc.Space[i] != sim.SpaceLDS {
			continue
		}
		if first < 0 {
			first = int(acc.Lane[i])
		}
		if int(acc.Lane[i]) == first {
			laneBytes += max(int(acc.Size[i]), 4)
		}
	}
	if first < 0 {
		return 1, 1, 0
	}
	per := max(1, min(p.LDSLanes, p.LDSBanks*4/laneBytes))
	banks := ms.banks
	for i := 0; i < acc.N; {
		g := int(acc.Lane[i]) / per
		dw := ms.dw[:0]
		for ; i < acc.N && int(acc.Lane[i])/per == g; i++ {
			if acc.Space[i] != sim.SpaceLDS {
				continue
			}
			a, size := acc.Addr[i], max(int(acc.Size[i]), 1)
			for d := a / 4; d <= (a+uint64(size)-1)/4; d++ {
				dw = append(dw, uint32(d))
			}
		}
		ms.dw = dw
		if len(dw) == 0 {
			continue
		}
		slices.Sort(dw)
		n := len(dw)
		dw = slices.Compact(dw)
		if atomic {
			same += n - len(dw)
		}
		clear(banks)
		degree := 1
		for _, d := range dw {
			b := int(d) % p.LDSBanks
			banks[b]++
			degree = max(degree, banks[b])
		}
		cycles += degree
		groups++
	}
	return max(cycles, 1), max(groups, 1), same
}
