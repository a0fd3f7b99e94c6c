package isa

// Vector memory (FLAT, GLOBAL, SCRATCH, MUBUF) and LDS (DS) instructions.

type memWidth struct {
	old, new string // "dword"/"b32"
	bytes    int
	sign     bool
}

var (
	loadWidths = []memWidth{
		{"dword", "b32", 4, false}, {"dwordx2", "b64", 8, false}, {"dwordx3", "b96", 12, false},
		{"dwordx4", "b128", 16, false}, {"ubyte", "u8", 1, false}, {"sbyte", "i8", 1, true},
		{"ushort", "u16", 2, false}, {"sshort", "i16", 2, true},
	}
	storeWidths = []memWidth{
		{"dword", "b32", 4, false}, {"dwordx2", "b64", 8, false}, {"dwordx3", "b96", 12, false},
		{"dwordx4", "b128", 16, false}, {"byte", "b8", 1, false}, {"short", "b16", 2, false},
	}
	// atomics: old name, GFX11 name, operation; 32- and 64-bit forms.
	atomics = []struct {
		old, new string
		op       AtomicOp
	}{
		{"swap", "swap_b32", AtomicSwap}, {"cmpswap", "cmpswap_b32", AtomicCmpswap}, {"add", "add_u32", AtomicAdd},
		{"sub", "sub_u32", AtomicSub}, {"smin", "min_i32", AtomicSMin}, {"umin", "min_u32", AtomicUMin},
		{"smax", "max_i32", AtomicSMax}, {"umax", "max_u32", AtomicUMax}, {"and", "and_b32", AtomicAnd},
		{"or", "or_b32", AtomicOr}, {"xor", "xor_b32", AtomicXor}, {"inc", "inc_u32", AtomicInc}, {"dec", "dec_u32", AtomicDec},
	}
)

func dwordsType(bytes int) Type {
	switch (bytes + 3) / 4 {
	case 2:
		return TB64
	case 3:
		return TB96
	case 4:
		return TB128
	}
	return TB32
}

func vdata(def bool, bytes int) Spec {
	s := Spec{Name: "vdata", Def: def, Kind: KV | KA, Type: dwordsType(bytes)}
	if def {
		s.Name = "vdst"
	}
	return s
}

func memOp(o *Op) *Op {
	if o.Unit == 0 {
		o.Unit = UnitVMEM
	}
	if o.Special == SpecialNone {
		o.Special = map[Format]Special{DS: SpecialDS, MUBUF: SpecialMUBUF, FLAT: SpecialFLAT}[o.Format]
	}
	o.Imp = append(o.Imp, Imp{Reg: RegExec, Wave: true})
	return addOp(o)
}

func addMemOps() {
	addrAny := Spec{Name: "vaddr", Kind: KV | KOff, Type: TB64, Width: -1}
	saddr64 := Spec{Name: "saddr", Kind: KS | KOff, Type: TB64}
	flatAddr := Spec{Name: "vaddr", Kind: KV, Type: TB64}
	scrV := Spec{Name: "vaddr", Kind: KV | KOff, Type: TB32}
	scrS := Spec{Name: "saddr", Kind: KS | KOff, Type: TB32}

	for _, seg := range []struct {
		p   string
		seg Seg
	}{{"flat", SegFlat}, {"global", SegGlobal}, {"scratch", SegScratch}} {
		loadArgs := func(w memWidth) []Spec {
			switch seg.seg {
			case SegFlat:
				return []Spec{vdata(true, w.bytes), flatAddr}
			case SegGlobal:
				return []Spec{vdata(true, w.bytes), addrAny, saddr64}
			}
			return []Spec{vdata(true, w.bytes), scrV, scrS}
		}
		storeArgs := func(w memWidth) []Spec {
			switch seg.seg {
			case SegFlat:
				return []Spec{flatAddr, vdata(false, w.bytes)}
			case SegGlobal:
				return []Spec{addrAny, vdata(false, w.bytes), saddr64}
			}
			return []Spec{scrV, vdata(false, w.bytes), scrS}
		}
		for _, w := range loadWidths {
			memOp(&Op{Name: seg.p + "_load_" + w.old, Name11: seg.p + "_load_" + w.new, Format: FLAT, Seg: seg.seg,
				Mem: MemLoad, MemBytes: w.bytes, MemSign: w.sign, Args: loadArgs(w)})
		}
		for _, w := range storeWidths {
			memOp(&Op{Name: seg.p + "_store_" + w.old, Name11: seg.p + "_store_" + w.new, Format: FLAT, Seg: seg.seg,
				Mem: MemStore, MemBytes: w.bytes, Args: storeArgs(w)})
		}
		if seg.seg == SegScratch {
			continue
		}
		for _, a := range atomics {
			for _, x2 := range []bool{false, true} {
				bytes, old, new := 4, a.old, a.new
				if x2 {
					bytes, old = 8, old+"_x2"
					new = new[:len(new)-2] + "64"
				}
				data := bytes
				if a.op == AtomicCmpswap {
					data *= 2
				}
				args := []Spec{optional(vdata(true, bytes))}
				if seg.seg == SegFlat {
					args = append(args, flatAddr, vdata(false, data))
				} else {
					args = append(args, addrAny, vdata(false, data), saddr64)
				}
				memOp(&Op{Name: seg.p + "_atomic_" + old, Name11: seg.p + "_atomic_" + new, Format: FLAT, Seg: seg.seg,
					Mem: MemAtomic, MemBytes: bytes, Atomic: a.op, Args: args})
			}
		}
		for _, f := range []struct {
			old, new string
			op       AtomicOp
		}{{"add_f32", "add_f32", AtomicFAdd}} {
			args := []Spec{optional(vdata(true, 4)), addrAny, vdata(false, 4), saddr64}
			if seg.seg == SegFlat {
				args = []Spec{optional(vdata(true, 4)), flatAddr, vdata(false, 4)}
			}
			memOp(&Op{Name: seg.p + "_atomic_" + f.old, Name11: seg.p + "_atomic_" + f.new, Format: FLAT, Seg: seg.seg,
				Mem: MemAtomic, MemBytes: 4, Atomic: f.op, Args: args, Gens: mGFX10_3 | mGFX11p})
		}
	}

	// MUBUF: vdata, vaddr|off, srsrc, soffset, then offen/idxen/offset:.
	rsrc := Spec{Name: "srsrc", Kind: KS, Type: TB128}
	// soffset: an SGPR or an inline constant, no literal.
	soff := Spec{Name: "soffset", Kind: KS | KConst, Type: TU32}
	for _, w := range loadWidths {
		memOp(&Op{Name: "buffer_load_" + w.old, Name11: "buffer_load_" + w.new, Format: MUBUF,
			Mem: MemLoad, MemBytes: w.bytes, MemSign: w.sign, Args: []Spec{vdata(true, w.bytes), addrAny, rsrc, soff}})
	}
	for _, w := range storeWidths {
		memOp(&Op{Name: "buffer_store_" + w.old, Name11: "buffer_store_" + w.new, Format: MUBUF,
			Mem: MemStore, MemBytes: w.bytes, Args: []Spec{vdata(false, w.bytes), addrAny, rsrc, soff}})
	}
	for _, a := range atomics {
		args := []Spec{vdata(false, 4), addrAny, rsrc, soff}
		if a.op == AtomicCmpswap {
			args[0] = vdata(false, 8)
		}
		memOp(&Op{Name: "buffer_atomic_" + a.old, Name11: "buffer_atomic_" + a.new, Format: MUBUF,
			Mem: MemAtomic, MemBytes: 4, Atomic: a.op, Args: args})
		// The 64-bit forms (BUFFER_ATOMIC_*_X2 in BUFInstructions.td, on
		// GFX9, GFX10 and GFX11, which names them *_u64/_i64/_b64 like the
		// FLAT ones): vdata is a pair (two pairs, {new, compare}, for cmpswap).
		data := 8
		if a.op == AtomicCmpswap {
			data = 16
		}
		memOp(&Op{Name: "buffer_atomic_" + a.old + "_x2", Name11: "buffer_atomic_" + a.new[:len(a.new)-2] + "64", Format: MUBUF,
			Mem: MemAtomic, MemBytes: 8, Atomic: a.op, Args: []Spec{vdata(false, data), addrAny, rsrc, soff}})
	}

	// Cache maintenance around barriers and atomics: no effect on what the
	// functional core computes (one coherent memory); the timing model's
	// caches drop their lines (Vega ISA §8.1.10 BUFFER_WBINVL1: "write back
	// and invalidate the shader L1"; RDNA ISA: BUFFER_GL0_INV, BUFFER_GL1_INV).
	for _, c := range []struct {
		n   string
		g   genMask
		inv CacheLevels
	}{{"buffer_wbinvl1", mGFX9, CacheFirst}, {"buffer_wbinvl1_vol", mGFX9, CacheFirst},
		{"buffer_gl0_inv", mGFX10 | mGFX10_3 | mGFX11, CacheFirst}, {"buffer_gl1_inv", mGFX10 | mGFX10_3 | mGFX11, CacheGL1}} {
		addOp(&Op{Name: c.n, Format: MUBUF, Unit: UnitVMEM, Special: SpecialNop, Gens: c.g, Invalidates: c.inv})
	}

	// DS (LDS).
	addr := Spec{Name: "addr", Kind: KV, Type: TB32}
	ds := func(name, name11 string, o *Op) {
		o.Name, o.Name11, o.Format, o.Unit = name, name11, DS, UnitLDS
		memOp(o)
	}
	for _, w := range []struct {
		old, new string
		bytes    int
	}{{"b32", "b32", 4}, {"b64", "b64", 8}, {"b96", "b96", 12}, {"b128", "b128", 16}, {"b8", "b8", 1}, {"b16", "b16", 2}} {
		ds("ds_write_"+w.old, "ds_store_"+w.new, &Op{Mem: MemStore, MemBytes: w.bytes, Args: []Spec{addr, vdata(false, w.bytes)}})
	}
	for _, w := range []struct {
		old, new string
		bytes    int
		sign     bool
	}{{"b32", "b32", 4, false}, {"b64", "b64", 8, false}, {"b96", "b96", 12, false}, {"b128", "b128", 16, false},
		{"u8", "u8", 1, false}, {"i8", "i8", 1, true}, {"u16", "u16", 2, false}, {"i16", "i16", 2, true}} {
		ds("ds_read_"+w.old, "ds_load_"+w.new, &Op{Mem: MemLoad, MemBytes: w.bytes, MemSign: w.sign, Args: []Spec{vdata(true, w.bytes), addr}})
	}
	for _, w := range []struct {
		s     string
		bytes int
	}{{"b32", 4}, {"b64", 8}} {
		for _, st := range []struct {
			old, new string
			st64     bool
		}{{"", "", false}, {"st64", "_stride64", true}} {
			ds("ds_write2"+st.old+"_"+w.s, "ds_store_2addr"+st.new+"_"+w.s, &Op{Mem: MemStore, MemBytes: w.bytes, TwoAddr: true, St64: st.st64,
				Args: []Spec{addr, vdata(false, w.bytes), vdata(false, w.bytes)}})
			ds("ds_read2"+st.old+"_"+w.s, "ds_load_2addr"+st.new+"_"+w.s, &Op{Mem: MemLoad, MemBytes: w.bytes, TwoAddr: true, St64: st.st64,
				Args: []Spec{vdata(true, 2*w.bytes), addr}})
		}
	}
	dsAtomics := []struct {
		old, new string
		op       AtomicOp
	}{
		{"add_u32", "add_u32", AtomicAdd}, {"sub_u32", "sub_u32", AtomicSub}, {"rsub_u32", "rsub_u32", AtomicRsub},
		{"inc_u32", "inc_u32", AtomicInc}, {"dec_u32", "dec_u32", AtomicDec}, {"min_i32", "min_i32", AtomicSMin},
		{"max_i32", "max_i32", AtomicSMax}, {"min_u32", "min_u32", AtomicUMin}, {"max_u32", "max_u32", AtomicUMax},
		{"and_b32", "and_b32", AtomicAnd}, {"or_b32", "or_b32", AtomicOr}, {"xor_b32", "xor_b32", AtomicXor},
		{"add_f32", "add_f32", AtomicFAdd},
		{"add_u64", "add_u64", AtomicAdd}, {"min_i64", "min_i64", AtomicSMin}, {"max_i64", "max_i64", AtomicSMax},
		{"min_u64", "min_u64", AtomicUMin}, {"max_u64", "max_u64", AtomicUMax},
	}
	for _, a := range dsAtomics {
		bytes := 4
		if a.old[len(a.old)-2:] == "64" {
			bytes = 8
		}
		ds("ds_"+a.old, "ds_"+a.new, &Op{Mem: MemAtomic, MemBytes: bytes, Atomic: a.op, Args: []Spec{addr, vdata(false, bytes)}})
		ds("ds_"+a.old[:len(a.old)-4]+"_rtn"+a.old[len(a.old)-4:], "ds_"+a.new[:len(a.new)-4]+"_rtn"+a.new[len(a.new)-4:],
			&Op{Mem: MemAtomic, MemBytes: bytes, Atomic: a.op, Rtn: true, Args: []Spec{vdata(true, bytes), addr, vdata(false, bytes)}})
	}
	ds("ds_wrxchg_rtn_b32", "ds_storexchg_rtn_b32", &Op{Mem: MemAtomic, MemBytes: 4, Atomic: AtomicSwap, Rtn: true,
		Args: []Spec{vdata(true, 4), addr, vdata(false, 4)}})
	// ds_cmpst: data0 is the compare value, data1 the new value. GFX11's
	// ds_cmpstore swaps them in the syntax; the row keeps GFX9/10 order and
	// the GFX11 name is a separate row.
	ds("ds_cmpst_rtn_b32", "", &Op{Mem: MemAtomic, MemBytes: 4, Atomic: AtomicCmpst, Rtn: true, Gens: mPreGFX11,
		Args: []Spec{vdata(true, 4), addr, vdata(false, 4), vdata(false, 4)}})
	ds("ds_cmpstore_rtn_b32", "", &Op{Mem: MemAtomic, MemBytes: 4, Atomic: AtomicCmpstore, Rtn: true, Gens: mGFX11p,
		Args: []Spec{vdata(true, 4), addr, vdata(false, 4), vdata(false, 4)}})
	ds("ds_swizzle_b32", "", &Op{Special: SpecialDSSwizzle, Args: []Spec{vdata(true, 4), vdata(false, 4)}})
	ds("ds_permute_b32", "", &Op{Special: SpecialDSPermute, Args: []Spec{vdata(true, 4), addr, vdata(false, 4)}})
	ds("ds_bpermute_b32", "", &Op{Special: SpecialDSBpermute, Args: []Spec{vdata(true, 4), addr, vdata(false, 4)}})
}

// The rest of the LDS atomics, the d16 LDS loads and the d16_hi stores,
// ds_append/ds_consume, and the GDS/GWS rows that parse and print but
// do not run. Rows and GFX11 names as DSInstructions.td, FLATInstructions.td
// and BUFInstructions.td define them (checked against llvm-mc-16 on
// gfx900, gfx1010, gfx1030 and gfx1100).
func addMoreLDSOps() {
	addr := Spec{Name: "addr", Kind: KV, Type: TB32}
	ds := func(name, name11 string, o *Op) {
		o.Name, o.Name11, o.Format, o.Unit = name, name11, DS, UnitLDS
		memOp(o)
	}
	// 64-bit integer atomics, with and without return.
	for _, a := range []struct {
		old, new string
		op       AtomicOp
	}{
		{"sub_u64", "sub_u64", AtomicSub}, {"rsub_u64", "rsub_u64", AtomicRsub}, {"inc_u64", "inc_u64", AtomicInc},
		{"dec_u64", "dec_u64", AtomicDec}, {"and_b64", "and_b64", AtomicAnd}, {"or_b64", "or_b64", AtomicOr},
		{"xor_b64", "xor_b64", AtomicXor},
	} {
		ds("ds_"+a.old, "ds_"+a.new, &Op{Mem: MemAtomic, MemBytes: 8, Atomic: a.op, Args: []Spec{addr, vdata(false, 8)}})
		ds("ds_"+a.old[:len(a.old)-4]+"_rtn"+a.old[len(a.old)-4:], "ds_"+a.new[:len(a.new)-4]+"_rtn"+a.new[len(a.new)-4:],
			&Op{Mem: MemAtomic, MemBytes: 8, Atomic: a.op, Rtn: true, Args: []Spec{vdata(true, 8), addr, vdata(false, 8)}})
	}
	ds("ds_wrxchg_rtn_b64", "ds_storexchg_rtn_b64", &Op{Mem: MemAtomic, MemBytes: 8, Atomic: AtomicSwap, Rtn: true,
		Args: []Spec{vdata(true, 8), addr, vdata(false, 8)}})
	// f64 min/max: the f32 rows' semantics at double width (DS_MIN_F64,
	// DS_MAX_F64 in DSInstructions.td; the same names on every target).
	for _, a := range []struct {
		name string
		op   AtomicOp
		num  AtomicOp
	}{{"min", AtomicFMin, AtomicFMinNum}, {"max", AtomicFMax, AtomicFMaxNum}} {
		// GFX12's are the IEEE 754-2019 minimumNumber/maximumNumber
		// (RDNA4 ISA §16, DS_MIN_NUM_F32, DS_MAX_NUM_F32: a NaN operand,
		// signaling or quiet, yields the other), under new names.
		for _, w := range []struct {
			t     string
			bytes int
		}{{"f32", 4}, {"f64", 8}} {
			ds("ds_"+a.name+"_"+w.t, "", &Op{Mem: MemAtomic, MemBytes: w.bytes, Atomic: a.op, Gens: mPreGFX12, Args: []Spec{addr, vdata(false, w.bytes)}})
			ds("ds_"+a.name+"_rtn_"+w.t, "", &Op{Mem: MemAtomic, MemBytes: w.bytes, Atomic: a.op, Rtn: true, Gens: mPreGFX12,
				Args: []Spec{vdata(true, w.bytes), addr, vdata(false, w.bytes)}})
			ds("ds_"+a.name+"_num_"+w.t, "", &Op{Mem: MemAtomic, MemBytes: w.bytes, Atomic: a.num, Gens: mGFX12, Args: []Spec{addr, vdata(false, w.bytes)}})
			ds("ds_"+a.name+"_num_rtn_"+w.t, "", &Op{Mem: MemAtomic, MemBytes: w.bytes, Atomic: a.num, Rtn: true, Gens: mGFX12,
				Args: []Spec{vdata(true, w.bytes), addr, vdata(false, w.bytes)}})
		}
	}

	// Compare-store. GFX9/10 ds_cmpst: data0 is the compare value, data1
	// the new value; GFX11 renames the opcodes ds_cmpstore and swaps the
	// roles (data0 the new value, data1 the compare value: LLVM selects
	// DS_CMPSTORE with (ptr, swap, cmp) on GFX11 and DS_CMPST with (ptr,
	// cmp, swap) before, DSInstructions.td DSAtomicCmpXChg and
	// DSAtomicCmpXChgSwapped). llvm-mc-16 accepts neither name on the other
	// generations, so each is a row of its own. The _f32/_f64 forms compare
	// as floats (DS_CMPST_F32/F64 in the Vega and RDNA2 ISA guides' DS
	// opcode tables).
	for _, w := range []struct {
		t     string
		bytes int
		float bool
	}{{"b32", 4, false}, {"f32", 4, true}, {"b64", 8, false}, {"f64", 8, true}} {
		for _, g := range []struct {
			name      string
			gens      genMask
			int, flop AtomicOp
		}{{"ds_cmpst", mPreGFX11, AtomicCmpst, AtomicCmpstF}, {"ds_cmpstore", mGFX11p, AtomicCmpstore, AtomicCmpstoreF}} {
			at, gs := g.int, g.gens
			if w.float {
				// GFX12 dropped the float compare-stores (llvm-mc-19
				// rejects ds_cmpstore_f32 on gfx1201).
				at, gs = g.flop, g.gens&mPreGFX12
			}
			data := []Spec{vdata(false, w.bytes), vdata(false, w.bytes)}
			ds(g.name+"_"+w.t, "", &Op{Mem: MemAtomic, MemBytes: w.bytes, Atomic: at, Gens: gs,
				Args: append([]Spec{addr}, data...)})
			if w.t != "b32" { // ds_cmpst_rtn_b32 and ds_cmpstore_rtn_b32 are rows above
				ds(g.name+"_rtn_"+w.t, "", &Op{Mem: MemAtomic, MemBytes: w.bytes, Atomic: at, Rtn: true, Gens: gs,
					Args: append([]Spec{vdata(true, w.bytes), addr}, data...)})
			}
		}
	}

	// d16 loads into one half of the VGPR, keeping the other (the
	// destination is read too: tied), and the d16_hi stores of the high half.
	for _, w := range []struct {
		t     string
		bytes int
		sign  bool
	}{{"u8", 1, false}, {"i8", 1, true}, {"u16", 2, false}} {
		for _, hi := range []bool{false, true} {
			sfx := "_d16"
			if hi {
				sfx += "_hi"
			}
			ds("ds_read_"+w.t+sfx, "ds_load_"+w.t+sfx, &Op{Mem: MemLoad, MemBytes: w.bytes, MemSign: w.sign, D16: true, D16Hi: hi,
				Tied: true, Args: []Spec{vdata(true, 4), addr}})
		}
	}
	for _, w := range []struct {
		t     string
		bytes int
	}{{"b8", 1}, {"b16", 2}} {
		ds("ds_write_"+w.t+"_d16_hi", "ds_store_"+w.t+"_d16_hi", &Op{Mem: MemStore, MemBytes: w.bytes, D16: true, D16Hi: true,
			Args: []Spec{addr, vdata(false, 4)}})
	}
	addrAny := Spec{Name: "vaddr", Kind: KV | KOff, Type: TB64, Width: -1}
	flatSegs := []struct {
		p    string
		seg  Seg
		args []Spec // address operands around vdata (at index 1)
	}{
		{"flat", SegFlat, []Spec{{Name: "vaddr", Kind: KV, Type: TB64}, vdata(false, 4)}},
		{"global", SegGlobal, []Spec{addrAny, vdata(false, 4), {Name: "saddr", Kind: KS | KOff, Type: TB64}}},
		{"scratch", SegScratch, []Spec{{Name: "vaddr", Kind: KV | KOff, Type: TB32}, vdata(false, 4), {Name: "saddr", Kind: KS | KOff, Type: TB32}}},
	}
	// FLAT/GLOBAL/SCRATCH d16 loads (FLAT_LOAD_UBYTE_D16 ... _SHORT_D16_HI in
	// FLATInstructions.td, on GFX9, GFX10 and GFX11, which names them
	// *_load_d16_u8 ... *_load_d16_hi_b16): like the DS d16 loads, they
	// write one half of vdst and keep the other (tied).
	for _, w := range []struct {
		old, new string
		bytes    int
		sign     bool
	}{{"ubyte", "u8", 1, false}, {"sbyte", "i8", 1, true}, {"short", "b16", 2, false}} {
		for _, hi := range []bool{false, true} {
			sfx, sfx11 := "_d16", "d16_"
			if hi {
				sfx, sfx11 = "_d16_hi", "d16_hi_"
			}
			for _, seg := range flatSegs {
				args := append([]Spec{vdata(true, 4)}, seg.args[0])
				if len(seg.args) > 2 {
					args = append(args, seg.args[2])
				}
				memOp(&Op{Name: seg.p + "_load_" + w.old + sfx, Name11: seg.p + "_load_" + sfx11 + w.new, Format: FLAT, Seg: seg.seg,
					Mem: MemLoad, MemBytes: w.bytes, MemSign: w.sign, D16: true, D16Hi: hi, Tied: true, Args: args})
			}
		}
	}
	for _, w := range []struct {
		old, new string
		bytes    int
	}{{"byte", "b8", 1}, {"short", "b16", 2}} {
		for _, seg := range flatSegs {
			memOp(&Op{Name: seg.p + "_store_" + w.old + "_d16_hi", Name11: seg.p + "_store_d16_hi_" + w.new, Format: FLAT, Seg: seg.seg,
				Mem: MemStore, MemBytes: w.bytes, D16: true, D16Hi: true, Args: seg.args})
		}
		memOp(&Op{Name: "buffer_store_" + w.old + "_d16_hi", Name11: "buffer_store_d16_hi_" + w.new, Format: MUBUF,
			Mem: MemStore, MemBytes: w.bytes, D16: true, D16Hi: true,
			Args: []Spec{vdata(false, 4), addrAny, {Name: "srsrc", Kind: KS, Type: TB128}, {Name: "soffset", Kind: KS | KConst, Type: TU32}}})
	}

	// Format loads and stores (BUFFER_LOAD_FORMAT_X ... and
	// TBUFFER_LOAD_FORMAT_X ... in BUFInstructions.td, the same names on
	// GFX9, GFX10 and GFX11): one dword per component, converted through
	// the V#'s data format (buffer_*) or the instruction's format:
	// (tbuffer_*, the MTBUF encoding, 8 bytes like MUBUF).
	for n, c := range []string{"x", "xy", "xyz", "xyzw"} {
		bytes := 4 * (n + 1)
		for _, t := range []struct {
			p   string
			src BufFmtSource
		}{{"buffer", BufFmtRsrc}, {"tbuffer", BufFmtInst}} {
			memOp(&Op{Name: t.p + "_load_format_" + c, Format: MUBUF, Mem: MemLoad, MemBytes: bytes, BufFmt: t.src,
				Args: []Spec{vdata(true, bytes), addrAny, {Name: "srsrc", Kind: KS, Type: TB128}, {Name: "soffset", Kind: KS | KConst, Type: TU32}}})
			memOp(&Op{Name: t.p + "_store_format_" + c, Format: MUBUF, Mem: MemStore, MemBytes: bytes, BufFmt: t.src,
				Args: []Spec{vdata(false, bytes), addrAny, {Name: "srsrc", Kind: KS, Type: TB128}, {Name: "soffset", Kind: KS | KConst, Type: TU32}}})
		}
	}

	// ds_append / ds_consume: vdst = the counter at LDS address M0 + offset,
	// which grows (shrinks) by the number of active lanes.
	// AMDGPUDAGToDAGISel::SelectDSAppendConsume puts the (uniform) address
	// in M0 and a constant part in the offset field.
	for _, c := range []struct {
		name string
		op   AtomicOp
	}{{"ds_append", AtomicAdd}, {"ds_consume", AtomicSub}} {
		ds(c.name, "", &Op{Special: SpecialDSAppend, Mem: MemAtomic, MemBytes: 4, Atomic: c.op, Rtn: true,
			Args: []Spec{vdata(true, 4)}, Imp: []Imp{{Reg: RegM0}}})
	}
	// Ordered count and the global wave sync: GDS and GWS hardware.
	// GFX12 has neither (no GDS: llvm-mc-19 rejects them on gfx1201).
	ds("ds_ordered_count", "", &Op{Gens: mPreGFX12, Special: SpecialGDS, Mem: MemAtomic, MemBytes: 4, Rtn: true,
		Args: []Spec{vdata(true, 4), addr}, Imp: []Imp{{Reg: RegM0}}})
	// The global wave sync rows: M0[21:16] + offset[5:0] picks one of 64
	// resources (AMDGPUDAGToDAGISel::SelectDS_GWS); init, barrier and
	// sema_br take a value from the first active lane of their data.
	for _, g := range []struct {
		name string
		sp   Special
		data bool
	}{
		{"ds_gws_init", SpecialGWSInit, true},
		{"ds_gws_barrier", SpecialGWSBarrier, true},
		{"ds_gws_sema_v", SpecialGWSSemaV, false},
		{"ds_gws_sema_br", SpecialGWSSemaBR, true},
		{"ds_gws_sema_p", SpecialGWSSemaP, false},
		{"ds_gws_sema_release_all", SpecialGWSSemaAll, false},
	} {
		var args []Spec
		if g.data {
			args = []Spec{vdata(false, 4)}
		}
		ds(g.name, "", &Op{Gens: mPreGFX12, Special: g.sp, Args: args, Imp: []Imp{{Reg: RegM0}}})
	}
}
