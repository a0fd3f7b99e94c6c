package isa

// Builders for table rows. Each ops_*.go file declares its family with
// these, so a row reads like the LLVM .td definition it mirrors.

type opt func(*Op)

func gens(m genMask) opt    { return func(o *Op) { o.Gens = m } }
func n11(name string) opt   { return func(o *Op) { o.Name11 = name } }
func n12(name string) opt   { return func(o *Op) { o.Name12 = name } }
func class(c Class) opt     { return func(o *Op) { o.Class = c } }
func special(s Special) opt { return func(o *Op) { o.Special = s } }
func role(r Role) opt       { return func(o *Op) { o.Role |= r } }

// alias11 adds a GFX11-only spelling the parser accepts (Op.Alias11).
func alias11(name string) opt { return func(o *Op) { o.Alias11 = name } }

// waits marks an explicit wait: no architectural effect, a counter the
// timing model waits on, and inserted by LLVM late (RoleLateInserted).
func waits(k Wait) opt {
	return func(o *Op) { o.Special, o.Wait, o.Role = SpecialNop, k, o.Role|RoleLateInserted }
}
func sat(k Sat) opt { return func(o *Op) { o.Sat = k } }
func imp(r Reg, write bool) opt {
	return func(o *Op) { o.Imp = append(o.Imp, Imp{Reg: r, Write: write}) }
}
func impWave(r Reg, write bool) opt {
	return func(o *Op) { o.Imp = append(o.Imp, Imp{Reg: r, Write: write, Wave: true}) }
}

var (
	sccW  = imp(RegSCC, true)
	sccR  = imp(RegSCC, false)
	execW = impWave(RegExec, true)
	vccR  = impWave(RegVCC, false)
	// vccMask: vcc is read, implicitly, as the lane mask ci (v_div_fmas).
	vccMask = func(o *Op) { vccR(o); o.VCCMask = true }
	m0R     = imp(RegM0, false)
	trans   = func(o *Op) { o.Trans = true; o.Class = ClassTrans32 }
	// trans64: the f64 transcendentals are TRANS too (VOP1Instructions.td:
	// "let TRANS = 1, SchedRW = [WriteTrans64]" for V_RCP_F64, V_RSQ_F64,
	// V_SQRT_F64), which s_delay_alu and the TRANS hazards count.
	trans64   = func(o *Op) { o.Trans = true; o.Class = ClassTrans64 }
	tied      = func(o *Op) { o.Tied = true }
	quarter   = class(ClassQuarter32)
	intMul    = class(ClassIntMul)
	narrowBus = func(o *Op) { o.NarrowBus = true }
	// e32Only: a VOP2 row with no VOP3, SDWA or DPP form (the K forms).
	e32Only = func(o *Op) { o.Encs = []Enc{EncE32} }
	double  = class(ClassDouble)
)

// Operand slot constructors.
func sd(t Type) Spec { return Spec{Name: "sdst", Def: true, Kind: KS, Type: t} }
func ss(t Type) Spec { return Spec{Name: "ssrc", Kind: KSSrc, Type: t} }
func vd(t Type) Spec { return Spec{Name: "vdst", Def: true, Kind: KV, Type: t} }
func vs(t Type) Spec { return Spec{Name: "src", Kind: KVSrc, Type: t} }
func vv(t Type) Spec { return Spec{Name: "vsrc", Kind: KV, Type: t} }
func md() Spec       { return Spec{Name: "sdst", Def: true, Kind: KS, Type: TB32, Mask: true, VCCOnly: true} }
func ms() Spec       { return Spec{Name: "mask", Kind: KS, Type: TB32, Mask: true, VCCOnly: true} }

// mdAny is a lane-mask destination any SGPR (pair) may take: VOP3-only ops.
func mdAny(name string) Spec {
	s := md()
	s.Name, s.VCCOnly = name, false
	return s
}

// kLit is the literal K of v_madmk/v_madak/v_fmamk/v_fmaak.
func kLit(t Type) Spec { return Spec{Kind: KLit | KConst, Type: t} }

// The 16-bit immediate fields of SOPK and SOPP: llvm-mc takes -0x8000 to
// 0xffff, and 0 to 0xffff where the field is zero-extended (s_cmpk_*_u32).
var (
	imm16Field  = anyField(16, "immediate")
	uimm16Field = unsignedField(16, "immediate")
)

func simm() Spec {
	return Spec{Name: "simm16", Kind: KImm | KConst | KLit, Type: TI32, Field: imm16Field}
}
func uimm() Spec {
	return Spec{Name: "simm16", Kind: KImm | KConst | KLit, Type: TU32, Field: uimm16Field}
}
func label() Spec {
	return Spec{Name: "target", Kind: KLabel | KImm, Type: TI32, Field: anyField(16, "branch offset")}
}
func named(s Spec, n string) Spec {
	s.Name = n
	return s
}
func optional(s Spec) Spec {
	s.Opt = true
	return s
}

func salu(f Format, name, sem string, args []Spec, o ...opt) *Op {
	op := &Op{Name: name, Format: f, Unit: UnitSALU, Args: args, Sem: sem}
	for _, fn := range o {
		fn(op)
	}
	return addOp(op)
}

// sop2 declares d = f(a, b) on type t.
func sop2(name string, t Type, sem string, o ...opt) *Op {
	return salu(SOP2, name, sem, []Spec{sd(t), ss(t), ss(t)}, o...)
}

// sop2t declares an SOP2 with distinct operand types.
func sop2t(name string, d, a, b Type, sem string, o ...opt) *Op {
	return salu(SOP2, name, sem, []Spec{sd(d), ss(a), ss(b)}, o...)
}

func sop1(name string, d, a Type, sem string, o ...opt) *Op {
	return salu(SOP1, name, sem, []Spec{sd(d), ss(a)}, o...)
}

func sopc(name string, t Type, sem string, o ...opt) *Op {
	return salu(SOPC, name, sem, []Spec{ss(t), ss(t)}, append([]opt{sccW}, o...)...)
}

func sopp(name string, args []Spec, o ...opt) *Op {
	op := &Op{Name: name, Format: SOPP, Unit: UnitMisc, Args: args}
	for _, fn := range o {
		fn(op)
	}
	return addOp(op)
}

func valu(f Format, name, sem string, args []Spec, o ...opt) *Op {
	op := &Op{Name: name, Format: f, Unit: UnitVALU, Args: args, Sem: sem}
	switch f {
	case VOP1, VOP2, VOPC:
		op.Encs = []Enc{EncE32, EncE64, EncSDWA, EncDPP}
	}
	op.Imp = append(op.Imp, Imp{Reg: RegExec, Wave: true})
	for _, fn := range o {
		fn(op)
	}
	return addOp(op)
}

// vop1 declares d = f(a).
func vop1(name string, d, a Type, sem string, o ...opt) *Op {
	return valu(VOP1, name, sem, []Spec{vd(d), vs(a)}, o...)
}

// vop2 declares d = f(a, b) where b must be a VGPR in the e32 form.
func vop2(name string, t Type, sem string, o ...opt) *Op {
	return valu(VOP2, name, sem, []Spec{vd(t), vs(t), vs(t)}, o...)
}

func vop2t(name string, d, a, b Type, sem string, o ...opt) *Op {
	return valu(VOP2, name, sem, []Spec{vd(d), vs(a), vs(b)}, o...)
}

// vop3 declares a VOP3-only op with the given source types.
func vop3(name string, d Type, srcs []Type, sem string, o ...opt) *Op {
	args := []Spec{vd(d)}
	for _, t := range srcs {
		args = append(args, vs(t))
	}
	return valu(VOP3, name, sem, args, o...)
}

func ts(t ...Type) []Type { return t }
