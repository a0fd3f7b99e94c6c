package isa

// The memory rows gfx90a and gfx940 add to GFX9: floating-point atomics
// (FLATInstructions.td, DSInstructions.td, BUFInstructions.td under the
// AMDGPU.td atomic features the rows name) and the L2 cache maintenance
// the memory model emits at agent and system scope (SIMemoryLegalizer.cpp
// SIGfx90ACacheControl, SIGfx940CacheControl).

func addCDNAMemOps() {
	addr := Spec{Name: "addr", Kind: KV, Type: TB32}
	ds := func(name string, f Feature, o *Op) {
		o.Name, o.Format, o.Unit, o.Gens, o.Feature = name, DS, UnitLDS, pkAdd16Gens(f), f
		memOp(o)
	}
	ds("ds_add_f64", FeatAtomicFaddF64, &Op{Mem: MemAtomic, MemBytes: 8, Atomic: AtomicFAdd, Args: []Spec{addr, vdata(false, 8)}})
	ds("ds_add_rtn_f64", FeatAtomicFaddF64, &Op{Mem: MemAtomic, MemBytes: 8, Atomic: AtomicFAdd, Rtn: true,
		Args: []Spec{vdata(true, 8), addr, vdata(false, 8)}})
	ds("ds_pk_add_f16", FeatAtomicDsPkAdd16, &Op{Mem: MemAtomic, MemBytes: 4, Atomic: AtomicPkFAdd16, Args: []Spec{addr, vdata(false, 4)}})
	ds("ds_pk_add_rtn_f16", FeatAtomicDsPkAdd16, &Op{Mem: MemAtomic, MemBytes: 4, Atomic: AtomicPkFAdd16, Rtn: true,
		Args: []Spec{vdata(true, 4), addr, vdata(false, 4)}})

	// FLAT and global float atomics: the destination is there for the
	// returning form (glc, sc0 on gfx940), as for the integer atomics.
	addrAny := Spec{Name: "vaddr", Kind: KV | KOff, Type: TB64, Width: -1}
	saddr64 := Spec{Name: "saddr", Kind: KS | KOff, Type: TB64}
	flatAddr := Spec{Name: "vaddr", Kind: KV, Type: TB64}
	for _, f := range []struct {
		name  string
		op    AtomicOp
		bytes int
		seg   Seg
		feat  Feature
	}{
		{"global_atomic_add_f64", AtomicFAdd, 8, SegGlobal, FeatAtomicFaddF64},
		{"flat_atomic_add_f64", AtomicFAdd, 8, SegFlat, FeatAtomicFaddF64},
		{"global_atomic_pk_add_f16", AtomicPkFAdd16, 4, SegGlobal, FeatAtomicPkAddF16},
		{"flat_atomic_pk_add_f16", AtomicPkFAdd16, 4, SegFlat, FeatAtomicFlatPkAdd16},
		// gfx90a has the global f32 add with and without return
		// (FeatureAtomicFaddRtnInsts, FeatureAtomicFaddNoRtnInsts); the
		// flat one is gfx940's (FeatureFlatAtomicFaddF32Inst).
		{"global_atomic_add_f32", AtomicFAdd, 4, SegGlobal, FeatGFX90AInsts},
		{"flat_atomic_add_f32", AtomicFAdd, 4, SegFlat, FeatFlatAtomicFaddF32},
	} {
		args := []Spec{optional(vdata(true, f.bytes)), addrAny, vdata(false, f.bytes), saddr64}
		if f.seg == SegFlat {
			args = []Spec{optional(vdata(true, f.bytes)), flatAddr, vdata(false, f.bytes)}
		}
		memOp(&Op{Name: f.name, Format: FLAT, Seg: f.seg, Mem: MemAtomic, MemBytes: f.bytes, Atomic: f.op, Args: args,
			Gens: pkAdd16Gens(f.feat), Feature: f.feat})
	}

	// L2 maintenance. buffer_wbl2 writes the L2's dirty lines back to
	// memory (CDNA3 ISA §9.1.10 BUFFER_WBL2); no cache of the timing model
	// holds dirty data another agent could miss, so it invalidates nothing.
	// buffer_invl2 (gfx90a) drops the L2's lines of non-local memory, and
	// buffer_inv (gfx940) the vector L1, and with sc1 the L2 as well
	// (CDNA3 ISA BUFFER_INV; SIGfx940CacheControl::insertAcquire).
	// gfx940 writes their scope as sc0 and sc1 (Mods.Glc, Mods.Sc1).
	for _, c := range []struct {
		n    string
		f    Feature
		inv  CacheLevels
		mods ModSet // sc0 and sc1: buffer_invl2 takes neither
	}{{"buffer_wbl2", FeatGFX90AInsts, 0, ModGLC}, {"buffer_invl2", FeatGFX90AOnly, CacheL2, 0},
		{"buffer_inv", FeatGFX940Insts, CacheFirst | CacheL2, ModGLC}} {
		addOp(&Op{Name: c.n, Format: MUBUF, Unit: UnitVMEM, Special: SpecialNop, Gens: mGFX9, Feature: c.f, Invalidates: c.inv}).Mods = c.mods
	}
}

// pkAdd16Gens are the generations of a CDNA float atomic row: GFX12 has
// the packed f16 adds too (FeatureISAVersion12: FeatureAtomicDsPkAdd16Insts,
// FeatureAtomicFlatPkAdd16Insts, FeatureAtomicBufferGlobalPkAddF16Insts;
// llvm-mc-19 -mcpu=gfx1201 assembles all four rows), the f64 and f32 ones
// are GFX9's only.
func pkAdd16Gens(f Feature) genMask {
	switch f {
	case FeatAtomicDsPkAdd16, FeatAtomicFlatPkAdd16, FeatAtomicPkAddF16:
		return mGFX9 | mGFX12
	}
	return mGFX9
}
