package isa

import (
	"fmt"
	"maps"
	"slices"
	"sort"
	"strings"
	"sync"
)

// Format is the instruction's encoding family.
type Format uint8

const (
	SOP1 Format = iota + 1
	SOP2
	SOPK
	SOPC
	SOPP
	SMEM
	VOP1
	VOP2
	VOP3 // VOP3-only instructions (no e32 form)
	VOPC
	VOP3P
	DS
	MUBUF
	FLAT // flat_*, global_* and scratch_* (Seg says which)
)

var formatNames = [...]string{SOP1: "SOP1", SOP2: "SOP2", SOPK: "SOPK", SOPC: "SOPC", SOPP: "SOPP", SMEM: "SMEM",
	VOP1: "VOP1", VOP2: "VOP2", VOP3: "VOP3", VOPC: "VOPC", VOP3P: "VOP3P", DS: "DS", MUBUF: "MUBUF", FLAT: "FLAT"}

func (f Format) String() string {
	if int(f) < len(formatNames) && formatNames[f] != "" {
		return formatNames[f]
	}
	return fmt.Sprintf("Format(%d)", uint8(f))
}

// Enc is the encoding variant of a VALU instruction as the mnemonic suffix
// states it.
type Enc uint8

const (
	EncNative Enc = iota // the format's only encoding (no suffix)
	EncE32
	EncE64
	EncSDWA
	EncDPP
	// EncE64DPP is VOP3 with DPP (GFX11+): the 64-bit encoding with a
	// DPP16 or DPP8 dword, src0 routed as in _dpp and VOP3's modifiers
	// (Op.HasE64DPP says which rows).
	EncE64DPP
)

var encSuffix = [...]string{EncNative: "", EncE32: "_e32", EncE64: "_e64", EncSDWA: "_sdwa", EncDPP: "_dpp", EncE64DPP: "_e64_dpp"}

// IsDPP reports whether the encoding routes src0 through DPP.
func (e Enc) IsDPP() bool { return e == EncDPP || e == EncE64DPP }

// Unit is the execution unit (and, for timing, the issue port).
type Unit uint8

const (
	UnitSALU Unit = iota + 1
	UnitVALU
	UnitSMEM
	UnitVMEM
	UnitLDS
	UnitBranch
	UnitMisc // s_nop, s_waitcnt, s_barrier, s_endpgm and other SOPP control
)

// Class is the latency class the timing model looks up: one per SchedWrite
// of LLVM's SISchedule.td that compute code uses. A VALU row's class is
// the one LLVM's scheduling model gives the instruction: the builders set
// a default from the row's shape, and sched_classes_gen.go, derived from
// llvm-mca's per-instruction latencies (sim/timing/internal/schedgen),
// corrects the rows where LLVM's model says otherwise.
type Class uint8

const (
	ClassSALU      Class = iota + 1 // WriteSALU
	ClassVALU32                     // Write32Bit
	ClassVALU64                     // Write64Bit
	ClassTrans32                    // WriteTrans32
	ClassQuarter32                  // WriteQuarterRate32
	ClassDouble                     // WriteDouble
	ClassTrans64                    // WriteTrans64
	ClassSMEM                       // WriteSMEM
	ClassVMEMLoad                   // WriteVMEM
	ClassVMEMStore                  // WriteVMEM
	ClassLDS                        // WriteLDS
	ClassBranch                     // WriteBranch
	ClassBarrier                    // WriteBarrier
	ClassMisc                       // no SchedWrite: s_nop, s_waitcnt, s_endpgm, ...
	ClassFloatCvt                   // WriteFloatCvt: conversions to or from f32
	ClassFloatFMA                   // WriteFloatFMA
	ClassDoubleAdd                  // WriteDoubleAdd: half-rate f64 (v_add_f64, v_fma_f64, f64 compares)
	ClassDoubleCvt                  // WriteDoubleCvt: conversions to or from f64
	// ClassSALUMul: the scalar multiplies, WriteSALU in LLVM's model;
	// measured slower on gfx1100 (sim/timing params.go).
	ClassSALUMul
	// ClassSALUFloat: the SALU float instructions (WriteSFPU, 4 cycles in
	// GFX11SpeedModel and GFX12SpeedModel against WriteSALU's 2; RDNA3.5
	// ISA §6.8: "floating point ops take 4 cycles").
	ClassSALUFloat
	// ClassIntMul: the 32-bit integer multiplies (WriteIntMul), which
	// the SI and GFX10+ models time as WriteQuarterRate32 and the SIDP
	// models (gfx90a, gfx940) at full rate.
	ClassIntMul
	// The matrix instructions, by pass count (SISchedule.td
	// Write2PassMAI ... Write16PassMAI; the f64 ones Write4PassDGEMM,
	// Write8PassDGEMM).
	ClassMAI2
	ClassMAI4
	ClassMAI8
	ClassMAI16
	ClassDGEMM4
	ClassDGEMM8
	// ClassPseudoTrans: GFX12's pseudo-scalar transcendentals
	// (v_s_exp_f32 ...: WritePseudoScalarTrans, 7 cycles in
	// GFX12SpeedModel; llvm-mca-19 -mcpu=gfx1201 gives 7).
	ClassPseudoTrans
)

var classNames = [...]string{
	ClassSALU: "WriteSALU", ClassVALU32: "Write32Bit", ClassVALU64: "Write64Bit",
	ClassTrans32: "WriteTrans32", ClassQuarter32: "WriteQuarterRate32", ClassDouble: "WriteDouble",
	ClassTrans64: "WriteTrans64", ClassSMEM: "WriteSMEM", ClassVMEMLoad: "WriteVMEM (load)",
	ClassVMEMStore: "WriteVMEM (store)", ClassLDS: "WriteLDS", ClassBranch: "WriteBranch",
	ClassBarrier: "WriteBarrier", ClassMisc: "none", ClassFloatCvt: "WriteFloatCvt",
	ClassFloatFMA: "WriteFloatFMA", ClassDoubleAdd: "WriteDoubleAdd", ClassDoubleCvt: "WriteDoubleCvt", ClassSALUMul: "WriteSALU (multiply)", ClassIntMul: "WriteIntMul",
	ClassSALUFloat: "WriteSFPU", ClassPseudoTrans: "WritePseudoScalarTrans",
	ClassMAI2: "Write2PassMAI", ClassMAI4: "Write4PassMAI", ClassMAI8: "Write8PassMAI", ClassMAI16: "Write16PassMAI",
	ClassDGEMM4: "Write4PassDGEMM", ClassDGEMM8: "Write8PassDGEMM",
}

// String is the class's SchedWrite name in LLVM's SISchedule.td.
func (c Class) String() string {
	if int(c) < len(classNames) && classNames[c] != "" {
		return classNames[c]
	}
	return fmt.Sprintf("Class(%d)", uint8(c))
}

// ClassByName is the class of a String name.
func ClassByName(name string) (Class, bool) {
	for c, n := range classNames {
		if n == name && n != "" {
			return Class(c), true
		}
	}
	return 0, false
}

// Kind says which operand forms an operand slot accepts.
type Kind uint16

const (
	KS        Kind = 1 << iota // scalar register (SGPR, vcc, exec, m0, ttmp, null, ...)
	KV                         // VGPR
	KConst                     // inline constant
	KLit                       // 32-bit literal
	KLabel                     // branch target
	KOff                       // the keyword "off"
	KImm                       // raw immediate field (simm16, offsets)
	KWaitcnt                   // s_waitcnt counter list
	KHwreg                     // hwreg(...)
	KSendmsg                   // sendmsg(...)
	KDelayAlu                  // instid0(...) | instskip(...) | ...
	KDepctr                    // s_waitcnt_depctr value or depctr_*(n) list
	KGprIdx                    // gpr_idx(SRC0,SRC1,SRC2,DST) mode bits
	// KA: an AGPR (a0..a255). With KV it is LLVM's AV operand class
	// (SIRegisterInfo.td AV_32 ...): the data of loads, stores, atomics
	// and LDS instructions on gfx90a+, where a memory instruction's data
	// and destination are all VGPRs or all AGPRs.
	KA

	KSSrc = KS | KConst | KLit
	KVSrc = KV | KS | KConst | KLit
)

// Type is the data type an operand carries; it decides how inline
// constants and float modifiers are read.
type Type uint8

const (
	TB32 Type = iota + 1
	TU32
	TI32
	TF32
	TF16
	TU16
	TI16
	TB64
	TU64
	TI64
	TF64
	TB96
	TB128
	TB256
	TB512
	// Packed types: two 16-bit values in one dword, the low half element
	// 0 (VOP3P packed math, LLVM's v2f16/v2i16 operands).
	TPkF16
	TPkU16
	TPkI16
	// TPkF32: two f32 values in a register pair, the low dword element 0
	// (gfx90a+ packed f32 math, LLVM's v2f32 operands; ops_cdna.go).
	TPkF32
)

// Dwords is the register width of the type.
func (t Type) Dwords() int {
	switch t {
	case TB64, TU64, TI64, TF64, TPkF32:
		return 2
	case TB96:
		return 3
	case TB128:
		return 4
	case TB256:
		return 8
	case TB512:
		return 16
	}
	return 1
}

// IsFloat reports whether neg/abs modifiers act on the sign bit.
func (t Type) IsFloat() bool { return t == TF32 || t == TF16 || t == TF64 }

// Is16 reports whether the type is one 16-bit value.
func (t Type) Is16() bool { return t == TF16 || t == TU16 || t == TI16 }

// Packed reports whether the type holds two 16-bit values.
func (t Type) Packed() bool { return t == TPkF16 || t == TPkU16 || t == TPkI16 }

// Elem is the type of one half of a packed type (t itself otherwise).
func (t Type) Elem() Type {
	switch t {
	case TPkF16:
		return TF16
	case TPkU16:
		return TU16
	case TPkI16:
		return TI16
	}
	return t
}

// Spec describes one operand slot of an instruction.
type Spec struct {
	Name string
	Def  bool // written (a destination)
	Kind Kind
	Type Type
	// Mask marks a lane-mask operand (VOPC result, carry in/out, cndmask
	// selector): 1 dword in wave32, 2 in wave64.
	Mask bool
	// Width overrides Type.Dwords() (0: use the type); -1 means "any":
	// the address operand of global_* is 1 or 2 dwords depending on saddr.
	Width int
	// Opt: the operand may be absent (for example a GFX9-only sdst).
	Opt bool
	// VCCOnly: in the _e32 form this operand must be vcc (vcc_lo in wave32).
	VCCOnly bool
	// Field bounds an immediate written in this slot when the encoding
	// gives it a field of its own (SMEM offsets, 16-bit SOPK and SOPP
	// immediates); the zero Field leaves it to the literal rules.
	Field Field
	// role is Role's answer, set (roleSet) on the table's rows by buildRows.
	role    ArgRole
	roleSet bool
}

// Dwords gives the operand's register width for a wave size.
func (s *Spec) Dwords(wave int) int {
	if s.Mask {
		return wave / 32
	}
	if s.Width != 0 {
		return s.Width
	}
	return s.Type.Dwords()
}

// Imp is an implicit register operand: read or written without being named.
type Imp struct {
	Reg   Reg
	Write bool
	// Wave: the register is the wave-sized exec/vcc (exec_lo in wave32).
	Wave bool
}

// CacheLevels is a set of the caches a cache-maintenance instruction
// invalidates.
type CacheLevels uint8

const (
	CacheFirst  CacheLevels = 1 << iota // the per-CU vector cache: GCN's L1 (buffer_wbinvl1), RDNA's L0 (buffer_gl0_inv)
	CacheGL1                            // RDNA's per-shader-array GL1 (buffer_gl1_inv, s_gl1_inv)
	CacheScalar                         // the scalar data cache (s_dcache_inv)
	CacheL2                             // the L2's lines of other agents' memory (gfx90a buffer_invl2; gfx940 buffer_inv sc1); the timing model has one agent, so none
)

// MemKind classifies memory instructions.
type MemKind uint8

const (
	MemNone MemKind = iota
	MemLoad
	MemStore
	MemAtomic
)

// Seg is the address segment of a FLAT-format instruction.
type Seg uint8

const (
	SegFlat Seg = iota + 1
	SegGlobal
	SegScratch
)

// Op is one row of the opcode table.
type Op struct {
	ID     int
	Name   string // the name on GFX9/GFX10
	Name11 string // the GFX11 name where it differs
	// Name12 is the GFX12 name where it differs from the GFX11 one
	// (s_add_co_u32 for s_add_u32, v_max_num_f32 for v_max_f32): llc-19
	// prints it for gfx1201, and llvm-mc-19 takes the older names as
	// aliases there (docs/reference/gfx12.md, "Renamed and new mnemonics").
	Name12 string
	Gens   genMask // generations that have it
	Format Format
	// Alias11 is a GFX11 spelling that later LLVM versions print and
	// llvm-mc-16 rejects (llc-19 and llvm-mc-19 spell
	// v_cvt_pknorm_i16_f32 v_cvt_pk_norm_i16_f32 on GFX11,
	// VOP3Instructions.td VOP3_Realtriple_with_name_gfx11): the parser
	// accepts it on GFX11, the printer keeps NameFor, which llvm-mc-16
	// and llvm-mc-19 both take.
	Alias11 string
	// Encs lists the encodings a VALU op exists in (E32, E64, SDWA, DPP);
	// empty for single-encoding formats.
	Encs  []Enc
	Unit  Unit
	Class Class
	// BuilderClass is the class the row's builder gave it, before the
	// correction from LLVM's scheduling model (sched_classes_gen.go).
	BuilderClass Class
	Args         []Spec
	Imp          []Imp
	// Sem is the lane (or scalar) semantics as a Go statement list over
	// a, b, c (sources in order), d (destination), co/ci (lane mask bit out
	// and in), scc, exec, lane, and on VOP3P rows neg (the neg_lo bits)
	// and clamp (the clamp bit). The sim package generates its executor
	// from it. Empty for ops that sim implements by hand (Special).
	Sem string
	// Special names a hand-written behaviour in sim (branches, cross-lane
	// ops, memory).
	Special Special

	// Roles (roles.go).
	Role     Role
	Wait     Wait  // the counter an explicit wait waits on
	Cond     Cond  // a branch's condition
	Saveexec Logic // s_<op>_saveexec_bNN: exec = a <op> exec, the old exec saved
	// Bitwise is a two-source scalar logic row's operation,
	// s_<op>_bNN: d = a <op> b (an exec restore is s_or_bNN exec,
	// exec, s).
	Bitwise Logic
	// VTwin is the VALU compare that decides what a scalar compare row
	// decides, and how its operands carry over (cmptwin.go); nil for
	// rows without one.
	VTwin *CmpTwin

	// Memory instructions.
	Mem      MemKind
	Seg      Seg
	MemBytes int  // bytes per lane (per address for ds 2-address ops)
	MemSign  bool // sign-extend sub-dword loads
	Atomic   AtomicOp
	Rtn      bool // DS: returns the old value
	TwoAddr  bool // ds_read2/ds_write2
	St64     bool // 2-address offsets in units of 64 elements
	// D16: the access moves one 16-bit half of each VGPR (a d16 load
	// writes that half and keeps the other); D16Hi: the half is bits
	// 31:16 (the _d16_hi loads and stores), else bits 15:0.
	D16   bool
	D16Hi bool
	// Invalidates is the caches a cache-maintenance instruction drops the
	// lines of (buffer_wbinvl1, buffer_gl0_inv, buffer_gl1_inv,
	// s_dcache_inv, s_gl1_inv).
	Invalidates CacheLevels
	// BufFmt: a format load or store, converting each component through
	// a data format: the buffer resource's (buffer_*_format_*) or the
	// instruction's format: modifier (tbuffer_*).
	BufFmt BufFmtSource

	// Flags.
	Cmpx    bool // v_cmpx: writes exec
	Branch  bool
	Trans   bool // transcendental (TRANS unit on GFX11)
	Tied    bool // the destination is also read (s_cmov, v_mac, v_fmac)
	VCCMask bool // reads vcc implicitly as its lane mask (v_div_fmas)
	Sat     Sat  // the saturating form clamp selects (integer add/sub)
	// NarrowBus: the instruction reads at most one scalar value (SGPR or
	// literal) on every target, not GFX10's two (64-bit shifts; RDNA2 ISA
	// §6.2.1 "Limitations", AMDGPUAsmParser::getConstantBusLimit).
	NarrowBus bool

	// Mods are the modifier kinds the row takes after its operands in
	// some encoding (ModsFor narrows them to one); addOp derives them from
	// the format and the operand types (defaultMods).
	Mods ModSet

	// Feature is the subtarget feature the row needs besides its
	// generation (v_dot*: FeatureDot1Insts...; features.go).
	Feature Feature
	// PackedF32: a packed f32 row of gfx90a+ (v_pk_add_f32 ...): each
	// 64-bit source holds two f32 elements, and op_sel, op_sel_hi, neg_lo
	// and neg_hi pick and negate them as they do 16-bit halves of packed
	// f16 sources (ops_cdna.go).
	PackedF32 bool
	// Mix: a v_fma_mix/v_mad_mix row, whose op_sel_hi bits say which
	// sources are f16 (op_sel then picks the half) and which f32
	// (VOP3PInstructions.td VOP3_Profile_MixMods; RDNA2 ISA §12.10
	// V_FMA_MIX_F32: "Size and location of S0, S1 and S2 controlled by
	// OPSEL"; NEG_HI is the absolute-value modifier).
	Mix bool
	// Half: the row writes one 16-bit half of its destination VGPR and
	// keeps the other (HalfLo, HalfHi; HalfNone writes the whole register).
	// A VOP3 op_sel row's destination bit moves HalfLo to the high half.
	Half Half
	// OpSel16: the VOP3 form takes op_sel, the 16-bit halves of its
	// sources and destination (VOP3_OPSEL profiles in VOP3Instructions.td;
	// GFX9+). Set with the opSel16 builder; only VOP3-only rows use it.
	OpSel16 bool
	// True16: the row exists on GFX11 only as a true16 instruction, whose
	// 16-bit VGPR operands each name a half (v_mov_b16: VOP1Instructions.td
	// defines V_MOV_B16 with VOPProfile_True16 and no fake16 form; llvm-mc-19
	// rejects v_mov_b16_e32 v0, v1 and llvm-mc-16 does not know it).
	True16 bool
	// MFMA: a matrix instruction (MFMA or SMFMAC) and its shape, operand
	// widths and pass count (mfma.go); nil for every other row.
	MFMA *MFMA
}

// Half says which 16-bit half of its destination a row writes.
type Half uint8

const (
	HalfNone Half = iota
	HalfLo        // the low half; the high half keeps its value
	HalfHi        // the high half; the low half keeps its value
)

func (o *Op) String() string { return o.Name }

// Sat is the saturating arithmetic an integer add or subtract performs
// under clamp, at the width of its destination type.
type Sat uint8

const (
	SatNone    Sat = iota
	SatUAdd        // unsigned a + b
	SatUSub        // unsigned a - b
	SatUSubRev     // unsigned b - a
	SatSAdd        // signed a + b
	SatSSub        // signed a - b
)

// NameFor returns the mnemonic the target uses (without encoding suffix).
func (o *Op) NameFor(a *Arch) string {
	if a != nil && a.Gen >= GFX12 && o.Name12 != "" {
		return o.Name12
	}
	if a != nil && a.Gen >= GFX11 && o.Name11 != "" {
		return o.Name11
	}
	return o.Name
}

// HasEnc reports whether the op exists in encoding e.
func (o *Op) HasEnc(e Enc) bool {
	for _, x := range o.Encs {
		if x == e {
			return true
		}
	}
	return false
}

// On reports whether the target has this op: its generation, and the
// subtarget feature the row needs, if any.
func (o *Op) On(a *Arch) bool { return o.Gens.has(a.Gen) && a.Has(o.Feature) }

// IsVALU reports whether the op runs on the vector ALU.
func (o *Op) IsVALU() bool { return o.Unit == UnitVALU }

// AccessesMemory reports whether the op loads, stores or updates memory
// (global, flat, scratch, buffer, LDS or scalar memory). Cache
// maintenance, s_memtime and the LDS-free lane shuffles (ds_swizzle,
// ds_permute, ds_bpermute) access none.
func (o *Op) AccessesMemory() bool { return o.Mem != MemNone }

// ops is the table; byName indexes it by every spelling. Both are built
// from ops_gen.go's rows on first use (loadTable).
var (
	ops    []*Op
	byName map[string][]*Op
)

// tableOnce indexes the table on first use rather than at program start,
// which every command pays and which most (--version, help, merge of
// reports) finish without looking at an instruction.
var tableOnce sync.Once

// table indexes the table if no caller has yet; everything that reads ops
// or byName calls it first.
func table() { tableOnce.Do(loadTable) }

// loadTable points ops at the generated rows (staticOps, in ID order) and
// fills byName from the generated spellings: static data (ops_gen.go), so
// that a command starts without running the builders below, which cost
// a run of a 10,000-instruction kernel 4 % of its CPU (their code and
// allocations faulted in at first use).
func loadTable() {
	rows, names := staticOps()
	ops = make([]*Op, len(rows))
	for i := range rows {
		ops[i] = &rows[i]
	}
	n := 0
	for _, e := range names {
		n += len(e.ids)
	}
	slab := make([]*Op, 0, n)
	byName = make(map[string][]*Op, len(names))
	for _, e := range names {
		start := len(slab)
		for _, id := range e.ids {
			slab = append(slab, ops[id])
		}
		byName[e.name] = slab[start:len(slab):len(slab)]
	}
}

// opName is one spelling of ops_gen.go's index: the rows it names, by ID,
// in ID order.
type opName struct {
	name string
	ids  []uint16
}

// spellings is an index by spelling as opNames holds it: sorted by
// spelling, each with its rows' IDs (the generator writes it, and the
// generate build, optable_build.go, loads it).
func spellings(byName map[string][]*Op) []opName {
	out := make([]opName, 0, len(byName))
	for _, n := range slices.Sorted(maps.Keys(byName)) {
		e := opName{name: n}
		for _, o := range byName[n] {
			e.ids = append(e.ids, uint16(o.ID))
		}
		out = append(out, e)
	}
	return out
}

// The rows are built by the add*Ops functions of the ops_*.go files, the
// table's source; TestOpTableGenerated (make generate) writes what they
// build into ops_gen.go and fails when the file differs. While building,
// addOp appends to building and indexes building.byName.
var building struct {
	sync.Mutex
	ops    []*Op
	byName map[string][]*Op
}

// buildRows runs the builders, in the order of the files that declare
// them, the order an op's ID and every listing of Ops() follow, and
// returns the rows and their index by every spelling.
func buildRows() ([]*Op, map[string][]*Op) {
	building.Lock()
	defer building.Unlock()
	building.ops = make([]*Op, 0, 1024)
	building.byName = make(map[string][]*Op, 1024)
	addAGPROps()
	addCDNAOps()
	addCDNAMemOps()
	addFP8Ops()
	addGFX12Ops()
	addMemOps()
	addMoreLDSOps()
	addMFMAOps()
	addPackedOps()
	addScalarOps()
	addScalarFloatOps()
	addVectorOps()
	addMediaOps()
	addHandlerVALUOps()
	// Some rows get their slots after addOp: the roles are set last.
	for _, o := range building.ops {
		for i := range o.Args {
			o.Args[i].role, o.Args[i].roleSet = roleOfName(o.Args[i].Name), true
		}
	}
	rows, names := building.ops, building.byName
	building.ops, building.byName = nil, nil
	return rows, names
}

func addOp(o *Op) *Op {
	o.ID = len(building.ops)
	if o.Gens == 0 {
		o.Gens = mAll
	}
	if o.Class == 0 {
		o.Class = defaultClass(o)
	}
	o.BuilderClass = o.Class
	if c, ok := schedClass[o.Name]; ok {
		o.Class = c
	}
	o.Mods = defaultMods(o)
	if o.Format == VOP3 && o.Mods&ModOpSel != 0 && len(o.Args) > 0 && o.Args[0].Def && o.Args[0].Type.Is16() {
		// A VOP3 16-bit result fills the half op_sel names and keeps the
		// other on GFX9+ (GCNSubtarget::zeroesHigh16BitsOfDest: only
		// GFX8 zeroes it for V_FMA_F16, V_MAD_U16, ...; the VOP3-only
		// rows GFX10 added are not listed, so preserve).
		o.Half = HalfLo
	}
	building.ops = append(building.ops, o)
	building.byName[o.Name] = append(building.byName[o.Name], o)
	if o.Name11 != "" && o.Name11 != o.Name {
		building.byName[o.Name11] = append(building.byName[o.Name11], o)
	}
	if o.Alias11 != "" {
		building.byName[o.Alias11] = append(building.byName[o.Alias11], o)
	}
	if o.Name12 != "" && o.Name12 != o.Name && o.Name12 != o.Name11 {
		building.byName[o.Name12] = append(building.byName[o.Name12], o)
	}
	return o
}

func defaultClass(o *Op) Class {
	switch o.Unit {
	case UnitSALU:
		return ClassSALU
	case UnitSMEM:
		return ClassSMEM
	case UnitLDS:
		return ClassLDS
	case UnitVMEM:
		if o.Mem == MemStore {
			return ClassVMEMStore
		}
		return ClassVMEMLoad
	case UnitBranch:
		return ClassBranch
	case UnitVALU:
		for _, a := range o.Args {
			if a.Def && !a.Mask && a.Dwords(32) == 2 {
				return ClassVALU64
			}
		}
		return ClassVALU32
	}
	return ClassMisc
}

// BufFmtSource is where a format load or store takes its data format.
type BufFmtSource uint8

const (
	BufFmtNone BufFmtSource = iota
	BufFmtRsrc              // the V#'s format field (buffer_load_format_*)
	BufFmtInst              // the instruction's format: (tbuffer_*)
)

// ModSet is a set of the modifier kinds written after an instruction's
// operands.
type ModSet uint32

const (
	ModIdxen    ModSet = 1 << iota // idxen: vaddr holds an index (MUBUF)
	ModOffen                       // offen: vaddr holds an offset (MUBUF)
	ModOffset                      // offset:N (FLAT, MUBUF, one-address DS)
	ModOffset01                    // offset0:N, offset1:N (two-address DS)
	ModGLC                         // glc
	ModSLC                         // slc
	ModDLC                         // dlc
	ModClamp                       // clamp
	ModOmod                        // mul:2, mul:4, div:2
	ModSDWA                        // dst_sel, dst_unused, src0_sel, src1_sel
	ModDPP                         // a DPP control, row_mask, bank_mask, bound_ctrl, fi
	ModGDS                         // gds: the access goes to the global data share (DS)
	ModOpSel                       // op_sel:[...] (VOP3P; VOP3 16-bit ops on GFX9+)
	ModOpSelHi                     // op_sel_hi:[...] (VOP3P)
	ModNeg                         // neg_lo:[...], neg_hi:[...] (VOP3P)
	ModFormat                      // format:N, format:[...] (tbuffer)
	ModMAI                         // cbsz:N, abid:N, blgp:N (MFMA, SMFMAC: no blgp)
	ModMAINeg                      // neg:[a,b,c] (gfx940's f64 MFMA: the blgp bits)
)

// memoryMods are the modifiers of the memory formats' loads, stores and
// atomics; whether a generation has a bit (dlc) is the modifier's own
// business (modSpecs).
var memoryMods = map[Format]ModSet{
	SMEM:  ModOffset | ModGLC | ModDLC,
	MUBUF: ModIdxen | ModOffen | ModOffset | ModGLC | ModSLC | ModDLC,
	FLAT:  ModOffset | ModGLC | ModSLC | ModDLC,
}

// defaultMods derives a row's modifiers. DS rows take their offset field
// (offset, or offset0 and offset1 for the two-address ones); memory rows
// that access no memory (cache maintenance, s_memtime) take none. A VALU
// row takes the SDWA and DPP modifiers when it has those encodings, and
// clamp and omod where the simulator applies them: omod and clamp to a
// float VGPR result (sim outputMods), clamp alone to the integer adds and
// subtracts that saturate under it (Sat) and to compares of floats, whose
// lane mask clamp does not change (v_cmp_class_*, with an integer mask
// source, takes none).
func defaultMods(o *Op) ModSet {
	switch {
	case o.IsVALU():
		return valuMods(o)
	case o.Format == DS && o.TwoAddr:
		return ModOffset01
	case o.Special == SpecialDSAppend || o.Special.GDSOnly():
		return ModOffset | ModGDS
	case o.Format == DS:
		return ModOffset
	case o.Mem == MemNone:
		return 0
	case o.BufFmt == BufFmtInst:
		return memoryMods[o.Format] | ModFormat
	}
	return memoryMods[o.Format]
}

func valuMods(o *Op) ModSet {
	if o.Format == VOP3P {
		return vop3pMods(o)
	}
	var m ModSet
	if o.HasEnc(EncSDWA) {
		m |= ModSDWA
	}
	if o.HasEnc(EncDPP) {
		m |= ModDPP
	}
	if len(o.Encs) > 0 && !o.HasEnc(EncE64) {
		return m // no VOP3 form: no room for clamp or omod
	}
	floatDst, floatSrcs, srcs := false, 0, 0
	for _, s := range o.Args {
		switch {
		case s.Mask:
		case s.Def && s.Kind&KV != 0:
			floatDst = floatDst || s.Type.IsFloat()
		case !s.Def:
			srcs++
			if s.Type.IsFloat() {
				floatSrcs++
			}
		}
	}
	switch {
	case floatDst:
		m |= ModClamp | ModOmod
	case o.Sat != SatNone, o.Format == VOPC && srcs > 0 && floatSrcs == srcs:
		m |= ModClamp
	}
	if o.Format == VOP3 && o.OpSel16 {
		m |= ModOpSel
	}
	return m
}

// encMods are the modifier kinds each VALU encoding has room for. An
// unsuffixed mnemonic may take VOP3's: the parser then picks _e64.
var encMods = [...]ModSet{
	EncNative: ^(ModSDWA | ModDPP),
	EncE32:    0,
	EncE64:    ModClamp | ModOmod | ModOpSel,
	EncSDWA:   ModSDWA,
	EncDPP:    ModDPP,
	EncE64DPP: ModClamp | ModOmod | ModDPP,
}

// ModsFor gives the modifier kinds the row takes in encoding e. The SDWA
// forms of VOP1 and VOP2 rows also take clamp (SIInstrInfo.td getInsSDWA:
// Clamp:$clamp in the VOP1 and VOP2 operand lists, not in VOPC's), on the
// rows whose VOP3 form takes it: the float rows and the saturating integer
// adds and subtracts, whose clamp the model knows.
func (o *Op) ModsFor(e Enc) ModSet {
	m := o.Mods & encMods[e]
	if e == EncE64DPP && o.HasE64DPP() {
		m |= ModDPP
		if o.Format == VOP3P {
			m |= o.Mods // op_sel, op_sel_hi, neg_lo, neg_hi as without DPP
		}
	}
	if e == EncSDWA && o.Format != VOPC {
		m |= o.Mods & ModClamp
	}
	return m
}

// Ops returns every row of the table.
func Ops() []*Op {
	table()
	return ops
}

// NumOps is the table size; op IDs are 0..NumOps()-1.
func NumOps() int {
	table()
	return len(ops)
}

// Lookup finds the op a mnemonic (without encoding suffix) names on a
// target. It reports whether another target has the mnemonic, for error
// messages.
func Lookup(name string, a *Arch) (op *Op, elsewhere []string) {
	table()
	cands := byName[name]
	// A GFX11 op is found by its old name too: LLVM's GFX11 assembler
	// accepts most old names as aliases.
	for _, o := range cands {
		if a == nil || o.On(a) && o.spelledOn(name, a) {
			return o, nil
		}
	}
	// The families that have it, or where none does (a feature only some
	// targets set: SALU float), the targets.
	for _, names := range [][]string{ArchNames(), TargetNames()} {
		seen := map[string]bool{}
		for _, o := range cands {
			for _, an := range names {
				if t := targetArches[an]; o.On(t) && o.spelledOn(name, t) && !seen[an] {
					seen[an] = true
					elsewhere = append(elsewhere, an)
				}
			}
		}
		if len(elsewhere) > 0 {
			break
		}
	}
	sort.Strings(elsewhere)
	return nil, elsewhere
}

// spelledOn reports whether the target takes name for the row: every
// spelling but Alias11, which only GFX11 and later take, and Name12,
// which only GFX12 takes.
func (o *Op) spelledOn(name string, a *Arch) bool {
	if name == o.Name12 && name != o.Name && name != o.Name11 {
		return a.Gen >= GFX12
	}
	return name != o.Alias11 || a.Gen >= GFX11
}

// splitSuffix separates an encoding suffix from a mnemonic.
func splitSuffix(m string) (string, Enc) {
	for _, e := range []Enc{EncE64DPP, EncE32, EncE64, EncSDWA, EncDPP} { // _e64_dpp before _dpp
		if s := encSuffix[e]; strings.HasSuffix(m, s) {
			return strings.TrimSuffix(m, s), e
		}
	}
	return m, EncNative
}

// SemName names a row's generated executor function (sim/sem_gen.go): the
// mnemonic, and where not every generation has the row, the generations
// that do, since rows of one mnemonic differ by generation
// (v_add_co_u32_gfx9 is VOP2, v_add_co_u32_gfx10_gfx10_3_gfx11 VOP3).
// It depends on the row alone, so adding a row renames nothing.
func (o *Op) SemName() string {
	if o.Gens == mAll || o.Gens == mAnyGen {
		return o.Name
	}
	n := o.Name
	for _, g := range []struct {
		m genMask
		s string
	}{{mGFX9, "gfx9"}, {mGFX10, "gfx10"}, {mGFX10_3, "gfx10_3"}, {mGFX11, "gfx11"}, {mGFX12, "gfx12"}} {
		if g.m == mGFX12 && o.Gens&mPreGFX12 != 0 {
			// A row GFX12 shares keeps the name it had before GFX12
			// existed; only a GFX12-only row says so.
			continue
		}
		if o.Gens&g.m != 0 {
			n += "_" + g.s
		}
	}
	return n
}

// HasE64DPP reports whether the row has a VOP3 DPP form (_e64_dpp) on
// GFX11: the VOP3 forms of VOP1, VOP2 and VOPC rows and the VOP3 rows
// whose operands are all one dword (lane masks aside), as LLVM's
// VOPProfile gives HasExtVOP3DPP (VOPInstructions.td, VOP3_DPP), but the
// rows LLVM leaves without one (noE64DPP). TestE64DPPRowsMatchLLVMMC holds
// the set to what llvm-mc-19 takes on gfx1150.
func (o *Op) HasE64DPP() bool {
	if o.Unit != UnitVALU || o.Special != SpecialNone || o.True16 || !o.Gens.has(GFX11) || noE64DPP[o.Name] {
		return false
	}
	switch {
	case o.Format == VOP3, o.Format == VOP3P && e64DPPPacked[o.Name]:
	case (o.Format == VOP1 || o.Format == VOP2 || o.Format == VOPC) && o.HasEnc(EncE64):
	default:
		return false
	}
	for _, s := range o.Args {
		if !s.Mask && s.Type.Dwords() != 1 {
			return false
		}
	}
	return true
}

// e64DPPPacked are the VOP3P rows with a VOP3 DPP form (llvm-mc-19 on
// gfx1150 takes these and refuses the v_pk_* rows and the integer dots).
var e64DPPPacked = map[string]bool{
	"v_dot2_f32_f16": true, "v_dot2_f16_f16": true, "v_dot2_bf16_bf16": true,
	"v_fma_mix_f32": true, "v_fma_mixlo_f16": true, "v_fma_mixhi_f16": true,
}

// noE64DPP are the one-dword VALU rows llvm-mc-19 refuses as _e64_dpp on
// GFX11 ("e64_dpp variant of this instruction is not supported"): the
// quarter-rate multiplies, the division helpers and v_fma/v_fmac_dx9_zero.
var noE64DPP = map[string]bool{
	"v_mul_hi_i32": true, "v_mul_hi_u32": true, "v_mul_lo_u32": true,
	"v_div_fixup_f32": true, "v_div_fmas_f32": true, "v_div_scale_f32": true,
	"v_fma_legacy_f32": true, "v_fmac_legacy_f32": true,
}
