package sim

import (
	"fmt"
	"sync"

	"github.com/wavesim/wavesim/isa"

	"github.com/wavesim/wavesim/internal/hugemem"
)

// operand kinds after decoding.
const (
	oNone uint8 = iota
	oV
	oS
	oImm
)

// How a VALU source reaches the lane functions, decided at decode time.
const (
	fetchSlow  uint8 = iota // srcLanes: modifiers, 64-bit scalars, no operand
	fetchV1                 // a VGPR as it is
	fetchV2                 // two VGPRs (a 64-bit value) as they are
	fetchConst              // bcast
	fetchS                  // one SGPR or inline value broadcast, no modifiers
)

// opnd is an operand resolved for execution: no strings, no maps. The
// fields the executor reads on every instruction come first.
type opnd struct {
	kind           uint8
	fetch          uint8
	neg, abs, sext bool
	wide           bool // a 64-bit value (two dwords per lane)
	t              isa.Type
	// sym: the immediate names a symbol (ResolveSymbol gives its value),
	// the instruction's operand arg.
	sym    bool
	arg    uint8
	idx, n int32
	// bcast holds an immediate broadcast to every lane, with modifiers
	// applied, built once at decode time for VALU sources.
	bcast *[2]lanes
	imm   uint64
}

// dinst is an instruction decoded once before execution. The fields a
// plain VALU instruction needs come first.
type dinst struct {
	run func(w *Wave, d *dinst) error
	vfn func(*valuArgs)
	// vk is the row's vector function where it runs (vfn then calls it
	// with x's arrays).
	vk   vecFn
	nsrc uint8
	// span is above 0 where run is execVALUPlain (a plain instruction):
	// the instructions from this one on that are plain, which the
	// executor runs in one go (Wave.runPlain) from Code.vops[vop:vop+span].
	span int32
	vop  int32
	// SALU implicit effects, from the op's implicit operands.
	sccW   bool
	execW  bool
	execN  int8 // exec dwords read (and written when execW)
	sdwa   bool
	fixOut bool // needs clamp/omod post-processing
	src    [4]opnd
	dst    opnd
	mdst   *opnd // lane-mask destination (compare result, carry out); noOpnd if none
	msrc   *opnd // lane-mask source (carry in, cndmask selector); noOpnd if none
	in     *isa.Inst
	op     *isa.Op
	sfn    func(*saluArgs)
	// fields of special instructions
	dual *dinst // the Y half of a VOPD pair
	// intClamp is the saturating form of an integer add/sub with clamp.
	intClamp func(a, b uint32) uint32
	// memory operands by role (vector memory and LDS; noMem elsewhere)
	mem    *memOperands
	dpp    *dppRoute // nil unless the _dpp encoding
	pk     *pkRoute  // nil unless the instruction selects 16-bit halves (packed.go)
	target int       // branch target
	simm   int64     // immediate field (waitcnt, nop count, hwreg, ...)
}

// vecFn is a vector lane function (sem_simd_gen.go): x as for the
// scalar ones, the arrays of its operands (32-bit each) as arguments, so
// that the executor passes them in registers rather than through x.
type vecFn = func(x *valuArgs, a, b, c, d *lanes)

// noMem is the memory operands of an instruction without any, shared;
// noOpnd the absent lane-mask operand.
var (
	noMem  memOperands
	noOpnd opnd
)

// Code is a program decoded for execution.
type Code struct {
	Prog  *isa.Program
	insts []dinst
	// vops: the plain instructions, in order, as Wave.runPlain reads them.
	vops  []vop
	vgprs int // highest VGPR named + 1
	// addrs are the instructions' byte offsets from CodeBase, got the
	// global offset table's code addresses; set only for a program that
	// computes or follows code addresses (codeAddrs).
	addrs []int64
	got   []uint64
	// dataAt: each of Prog.Data's sections' offset from CodeBase.
	dataAt []int64
	// external: relocations of symbols the file does not define.
	external []externalRef
	// externs: the undefined symbols of the global offset table, by
	// their entry's value (ExternBase + 8 i): first those of the table
	// the machine builds for @gotpcrel32 literals (relocExterns of them),
	// then a linked code object's.
	externs      []string
	relocExterns int
}

var (
	valuByOp []func(*valuArgs)
	saluByOp []func(*saluArgs)
	// valuVecByOp holds the vector functions (nil where a row has none, and
	// everywhere without a vector executor), valuVecArgs each one behind
	// the scalar functions' signature.
	valuVecByOp []vecFn
	valuVecArgs []func(*valuArgs)
	// useVector: Decode picks a row's vector function where it has one
	// (tests turn it off to compare the two).
	useVector = true
)

// opTablesOnce builds the per-row executor tables on the first decode,
// not at program start: they need the isa table, which a command that
// runs no code never builds.
var opTablesOnce sync.Once

// opTables builds valuByOp, saluByOp, valuVecByOp and valuVecArgs if no
// caller has yet.
func opTables() { opTablesOnce.Do(buildOpTables) }

func buildOpTables() {
	valuByOp = make([]func(*valuArgs), isa.NumOps())
	saluByOp = make([]func(*saluArgs), isa.NumOps())
	valuVecByOp = make([]vecFn, isa.NumOps())
	valuVecArgs = make([]func(*valuArgs), isa.NumOps())
	vec, _ := vectorKernels()
	for _, op := range isa.Ops() {
		if op.Sem == "" {
			continue
		}
		switch op.Unit {
		case isa.UnitVALU:
			valuByOp[op.ID] = genVALU[op.SemName()]
			if v := vec[op.SemName()]; v != nil {
				valuVecByOp[op.ID] = v
				valuVecArgs[op.ID] = func(x *valuArgs) { v(x, x.a, x.b, x.c, x.d) }
			}
		case isa.UnitSALU:
			saluByOp[op.ID] = genSALU[op.SemName()]
		}
	}
}

// VectorPath names the vector executor VALU instructions use ("avx512"),
// or is "" when every lane runs through the scalar functions: a build
// without GOEXPERIMENT=simd, or a CPU without AVX-512.
func VectorPath() string {
	_, path := vectorKernels()
	return path
}

// MissingSemantics lists table rows whose generated executor is missing
// (sem_gen.go is stale) or that no hand-written handler covers.
func MissingSemantics() []string {
	opTables()
	var out []string
	for _, op := range isa.Ops() {
		switch {
		case op.Sem != "" && op.Unit == isa.UnitVALU && valuByOp[op.ID] == nil,
			op.Sem != "" && op.Unit == isa.UnitSALU && saluByOp[op.ID] == nil:
			out = append(out, op.Name+" (regenerate sem_gen.go)")
		case op.Sem == "" && specialHandler(op) == nil:
			out = append(out, op.Name+" (no handler for "+op.Special.String()+")")
		}
	}
	return out
}

// Decode prepares a program for execution.
func Decode(p *isa.Program) (*Code, error) {
	opTables()
	c := &Code{Prog: p, insts: make([]dinst, len(p.Insts))}
	hugemem.Advise(c.insts)
	ds := &decodeState{bcast: map[[2]uint32]*[2]lanes{}}
	for i, in := range p.Insts {
		d := &c.insts[i]
		if err := decodeInst(d, in, p, ds); err != nil {
			return nil, fmt.Errorf("%s: %s: %v", in.Pos, isa.FormatInst(in, p.Arch), err)
		}
		if in.WholeWave {
			d.run, d.span = wholeWave(d.run), 0
		}
		for x := in; x != nil; x = x.Dual {
			for _, o := range x.Args {
				if o.Kind == isa.OpReg && o.Reg.File == isa.FileV {
					c.vgprs = max(c.vgprs, int(o.Reg.Idx)+int(o.Reg.N))
				}
			}
		}
	}
	c.plainSpans()
	if err := c.codeAddrs(); err != nil {
		return nil, err
	}
	return c, nil
}

// vop is a plain instruction (dinst.span > 0) as Wave.runPlain reads it:
// small, so that the operands of a long run of them stay in the nearest
// cache (a dinst takes five lines, of which the plain executor would read
// four), with its operands resolved as far as decoding can.
type vop struct {
	k vecFn // the vector function; nil where the scalar one runs (through d)
	d *dinst
	// cst is the lanes of the source marked constSrc.
	cst *lanes
	// src: each source's VGPR (>= 0) where it is a plain one (fetchV1),
	// else noSrc (absent), slowSrc (fetched through d), constSrc (cst) or
	// sgprSrc-i (SGPR slot i broadcast); dst the destination VGPR or
	// noSrc. (int16 holds every VGPR and SGPR slot; see maxV.)
	src [3]int16
	dst int16
	// ci, ciN: the scalar slot and dwords of the lane-mask source
	// (d.msrc) where it is read as plain registers, noSrc if none,
	// slowSrc to go through d; co, coN: the destination's (d.mdst),
	// which writeScalar writes wherever it is, noSrc if none.
	ci, co   int16
	ciN, coN int8
	// maxV is the highest plain VGPR (src >= 0, dst) of this and the
	// following instructions of its span: runPlain checks it once
	// against the wave's file and then indexes without bounds checks.
	// (int16 keeps vop at 48 bytes; at 56 the benchmarks with half the
	// lanes active ran 8 % slower.)
	maxV int16
	// direct: a vector function whose sources are plain VGPRs, the
	// constant (cst) or absent, whose destination is a VGPR, with no
	// lane-mask source or destination. runPlain calls such an
	// instruction without its tests for SGPR sources, lane masks and the
	// carry-out. (Most VALU code is of this shape.)
	direct bool
}

const (
	noSrc    = -1
	slowSrc  = -2
	constSrc = -3
	sgprSrc  = -4
)

// plainSpans sets the spans of the plain instructions and lays them out
// in vops.
func (c *Code) plainSpans() {
	n := 0
	for i := len(c.insts) - 1; i >= 0; i-- {
		if d := &c.insts[i]; d.span > 0 {
			n++
			d.span = 1
			if i+1 < len(c.insts) {
				d.span += c.insts[i+1].span
			}
		}
	}
	c.vops = make([]vop, 0, n)
	for i := range c.insts {
		if d := &c.insts[i]; d.span > 0 {
			d.vop = int32(len(c.vops))
			c.vops = append(c.vops, newVop(d))
		}
	}
	// A span's instructions are consecutive in vops; the last one's
	// span is 1.
	for i := len(c.vops) - 1; i >= 0; i-- {
		o := &c.vops[i]
		o.maxV = int16(max(o.dst, o.src[0], o.src[1], o.src[2], 0))
		if o.d.span > 1 && i+1 < len(c.vops) {
			o.maxV = max(o.maxV, c.vops[i+1].maxV)
		}
	}
}

func newVop(d *dinst) vop {
	o := vop{k: d.vk, d: d, src: [3]int16{noSrc, noSrc, noSrc}, dst: noSrc, ci: noSrc, co: noSrc}
	for j := 0; j < int(d.nsrc) && j < len(o.src); j++ {
		s := &d.src[j]
		switch {
		case s.fetch == fetchV1:
			o.src[j] = int16(s.idx)
		case s.fetch == fetchConst && o.cst == nil:
			o.src[j], o.cst = constSrc, &s.bcast[0]
		case s.fetch == fetchS && s.idx < isa.SlotVCCZ:
			o.src[j] = sgprSrc - int16(s.idx)
		default:
			o.src[j] = slowSrc
		}
	}
	if d.dst.kind == oV {
		o.dst = int16(d.dst.idx)
	}
	o.ci, o.ciN = plainSlot(d.msrc)
	if d.mdst.kind == oS {
		o.co, o.coN = int16(d.mdst.idx), int8(d.mdst.n)
	}
	o.direct = o.k != nil && o.dst >= 0 && o.ci == noSrc && o.co == noSrc
	for _, r := range o.src {
		o.direct = o.direct && (r >= 0 || r == noSrc || r == constSrc)
	}
	return o
}

// plainSlot is a lane-mask source as vop keeps it: its slot and size
// where it is one or two plain scalar registers (below the apertures,
// whose 64-bit reads ReadSGPRs composes, and the derived vccz and
// execz), noSrc when absent, else slowSrc.
func plainSlot(o *opnd) (int16, int8) {
	switch {
	case o.kind == oNone:
		return noSrc, 0
	case o.kind == oS && o.idx != isa.SlotNull && o.idx+o.n <= isa.SlotSharedBase && (o.n == 1 || o.n == 2):
		return int16(o.idx), int8(o.n)
	}
	return slowSrc, 0
}

// decodeState is what one Decode shares among its instructions: the
// broadcast constants it has built, by value (the executor only reads
// them, so instructions with the same constant share one of 512 bytes),
// and the lane-mask operands, which few instructions have, allocated in
// chunks.
type decodeState struct {
	bcast map[[2]uint32]*[2]lanes
	opnds []opnd
}

// newOpnd gives o a place of its own.
func (ds *decodeState) newOpnd(o opnd) *opnd {
	if len(ds.opnds) == cap(ds.opnds) {
		ds.opnds = make([]opnd, 0, min(256, 2*cap(ds.opnds)+4))
	}
	ds.opnds = append(ds.opnds, o)
	return &ds.opnds[len(ds.opnds)-1]
}

func decodeOpnd(o isa.Operand, s *isa.Spec, wave int, ds *decodeState) opnd {
	r := opnd{t: s.Type, neg: o.Neg, abs: o.Abs, sext: o.Sext, wide: s.Type.Dwords() == 2}
	n := s.Dwords(wave)
	switch o.Kind {
	case isa.OpReg:
		r.idx, r.n = int32(o.Reg.Idx), int32(o.Reg.N)
		if o.Reg.File == isa.FileV {
			r.kind = oV
		} else {
			r.kind = oS
		}
	case isa.OpImm, isa.OpFloat:
		r.kind, r.n = oImm, int32(n)
		t := s.Type
		if s.Mask {
			t = isa.TB32
			if wave == 64 {
				t = isa.TB64
			}
		}
		r.imm = o.Bits(t)
		r.sym = o.Sym != ""
		if !s.Def && !s.Mask && s.Kind&isa.KV != 0 && !r.sym {
			r.bcast = broadcast(r.imm, &r, ds.bcast)
			r.fetch = fetchConst
		}
	}
	switch {
	case r.kind == oV && !r.neg && !r.abs && r.wide:
		r.fetch = fetchV2
	case r.kind == oV && !r.neg && !r.abs:
		r.fetch = fetchV1
	case r.kind == oS && !r.neg && !r.abs && !r.wide:
		r.fetch = fetchS
	}
	return r
}

// broadcast fills every lane with an immediate, applying neg/abs.
func broadcast(v uint64, o *opnd, bc map[[2]uint32]*[2]lanes) *[2]lanes {
	lo, hi := uint32(v), uint32(v>>32)
	sl, sh := signBit(o.t)
	if o.abs {
		lo, hi = lo&^sl, hi&^sh
	}
	if o.neg {
		lo, hi = lo^sl, hi^sh
	}
	if b := bc[[2]uint32{lo, hi}]; b != nil {
		return b
	}
	b := new([2]lanes)
	for i := range b[0] {
		b[0][i], b[1][i] = lo, hi
	}
	bc[[2]uint32{lo, hi}] = b
	return b
}

// decodeInst decodes in. It takes only the instruction's slots from isa:
// the register lists of isa.Decoded are the timing model's and liveness's.
func decodeInst(d *dinst, in *isa.Inst, p *isa.Program, ds *decodeState) error {
	op := in.Op
	sl := isa.SlotsOf(in)
	d.in, d.op = in, op
	d.mdst, d.msrc = &noOpnd, &noOpnd
	wave := p.Wave
	if err := decodeOperands(d, in, &sl, wave, ds); err != nil {
		return err
	}
	for _, im := range op.Imp {
		switch {
		case im.Reg == isa.RegSCC && im.Write:
			d.sccW = true
		case im.Reg.IsExec() && !im.Wave:
			d.execN = int8(im.Reg.N)
			d.execW = d.execW || im.Write
		}
	}
	d.mem = decodeMem(in, &sl)
	d.fixOut = in.Mods.Clamp || in.Mods.Omod != 0
	if in.Mods.Clamp && op.IsVALU() {
		d.intClamp = intClampFor(op)
	}
	if op.IsVALU() && needsPk(in) {
		d.pk = newPkRoute(in)
		d.pk.sourceFns(d)
		if d.pk.half != isa.HalfNone || d.pk.dst.Packed() {
			d.fixOut = d.intClamp != nil // packedDest applies omod and clamp to floats
		}
	}
	d.sdwa = in.Enc == isa.EncSDWA
	if in.Enc.IsDPP() {
		d.dpp = newDPPRoute(in.Mods.DPP, wave)
	}
	if in.Dual != nil {
		d.dual = &dinst{}
		if err := decodeInst(d.dual, in.Dual, p, ds); err != nil {
			return err
		}
		defer func() { d.run, d.span = execVOPD, 0 }()
	}
	switch {
	case op.Sem != "" && op.Unit == isa.UnitVALU:
		if err := decodeVALU(d, op, wave, ds); err != nil {
			return err
		}
		if keepsHigh16(p.Arch, d) {
			d.run, d.span = execVALUHigh16, 0
		}
	case op.Sem != "" && op.Unit == isa.UnitSALU:
		d.sfn = saluByOp[op.ID]
		if d.sfn == nil {
			return fmt.Errorf("no generated executor (regenerate sim/sem_gen.go)")
		}
		d.run = execSALU
	default:
		d.run = specialHandler(op)
		if d.run == nil {
			return fmt.Errorf("not executable: no handler for %q", op.Special.String())
		}
	}
	return nil
}

// decodeVALU picks a VALU instruction's lane function (the vector one
// where the row has one and the executor uses them) and its runner.
func decodeVALU(d *dinst, op *isa.Op, wave int, ds *decodeState) error {
	d.vfn = valuByOp[op.ID]
	if d.vfn == nil {
		return fmt.Errorf("no generated executor (regenerate sim/sem_gen.go)")
	}
	if v := valuVecByOp[op.ID]; v != nil && useVector {
		d.vk, d.vfn = v, valuVecArgs[op.ID]
	}
	switch {
	case op.Cmpx:
		d.run = execVCmpx
	case d.dpp == nil && !d.sdwa && !d.fixOut && d.pk == nil:
		d.run, d.span = execVALUPlain, 1
	default:
		d.run = execVALU
	}
	if op.VCCMask {
		vcc := isa.VCCFor(wave)
		d.msrc = ds.newOpnd(opnd{kind: oS, idx: int32(vcc.Idx), n: int32(vcc.N)})
	}
	return nil
}

// decodeOperands decodes an instruction's destination, lane-mask operands
// and sources, and notes a branch target and the first immediate.
func decodeOperands(d *dinst, in *isa.Inst, sl *isa.Slots, wave int, ds *decodeState) error {
	if int(sl.NSrc) > len(d.src) {
		return fmt.Errorf("too many sources")
	}
	at := func(k int8) opnd {
		o := decodeOpnd(pkStripMods(in, in.Args[k]), &in.Op.Args[k], wave, ds)
		o.arg = uint8(k)
		return o
	}
	if sl.Dst != isa.NoSlot {
		d.dst = at(sl.Dst)
	}
	if sl.MaskDst != isa.NoSlot {
		d.mdst = ds.newOpnd(at(sl.MaskDst))
	}
	if sl.MaskSrc != isa.NoSlot {
		d.msrc = ds.newOpnd(at(sl.MaskSrc))
	}
	for i := range sl.NSrc {
		d.src[i] = at(sl.Src[i])
	}
	d.nsrc = sl.NSrc
	if sl.Label != isa.NoSlot {
		d.target = in.Args[sl.Label].Target()
	}
	if sl.Imm != isa.NoSlot {
		d.simm = in.Args[sl.Imm].Imm
	}
	return nil
}

// decodeMem takes a memory instruction's operands from their slots;
// &noMem for the others.
func decodeMem(in *isa.Inst, sl *isa.Slots) *memOperands {
	op := in.Op
	if op.Mem == isa.MemNone && op.Format != isa.DS {
		return &noMem
	}
	// vdst is where the result returns: vdata's first dwords for a MUBUF
	// atomic with glc (Slots.Ret).
	m := &memOperands{vaddr: in.ArgAt(sl.VAddr), saddr: in.ArgAt(sl.SAddr), srsrc: in.ArgAt(sl.SRsrc), addr: in.ArgAt(sl.Addr),
		vdst: vregOf(in.ArgAt(sl.Ret)), vdata: vregOf(in.ArgAt(sl.VData[0]))}
	for _, k := range sl.VData {
		if k != isa.NoSlot {
			m.data[m.nData] = vregOf(in.Args[k])
			m.nData++
		}
	}
	return m
}

// keepsHigh16 reports whether a VALU instruction writes its 16-bit result
// to the low half of its destination VGPR and leaves the high half as it
// was: every 16-bit VALU op on GFX10 and later ("On gfx10, all 16-bit
// instructions preserve the high bits", GCNSubtarget::zeroesHigh16BitsOfDest);
// GFX9's zero it, as the lane functions do. SDWA places its result by
// dst_sel instead, and the rows that choose a half themselves (the mix
// rows' lo/hi, op_sel's destination bit: isa.Op.Half and OpSel16; a
// true16 destination vN.h, isa.Inst.DstHalf) keep the other half on every
// target already.
func keepsHigh16(a *isa.Arch, d *dinst) bool {
	t := d.dst.t
	if d.op.Half != isa.HalfNone || d.op.OpSel16 || d.pk != nil && d.pk.half != isa.HalfNone {
		return false
	}
	return a.Gen >= isa.GFX10 && d.dst.kind == oV && !d.sdwa && (t == isa.TF16 || t == isa.TU16 || t == isa.TI16)
}

// intSaturate gives the clamp (saturating) behaviour of integer add and
// subtract: unsigned ops clamp to [0, max], signed ones to [min, max].
func intSaturate(op *isa.Op) func(a, b uint32) uint32 {
	hi := int64(0xffffffff)
	if op.Args[0].Type == isa.TU16 {
		hi = 0xffff
	}
	u := func(a uint32) int64 { return int64(a) & hi }
	usat := func(v int64) uint32 { return uint32(min(max(v, 0), hi)) }
	ssat := func(v int64) uint32 { return uint32(int32(min(max(v, -1<<31), 1<<31-1))) }
	sx := func(a uint32) int64 { return int64(int32(a)) }
	if op.Args[0].Type == isa.TI16 {
		// v_add_nc_i16 clamp: the low halves as int16, the result
		// saturated to [-32768, 32767] in the low 16 bits.
		ssat = func(v int64) uint32 { return uint32(uint16(int16(min(max(v, -1<<15), 1<<15-1)))) }
		sx = func(a uint32) int64 { return int64(int16(a)) }
	}
	switch op.Sat {
	case isa.SatUAdd:
		return func(a, b uint32) uint32 { return usat(u(a) + u(b)) }
	case isa.SatUSub:
		return func(a, b uint32) uint32 { return usat(u(a) - u(b)) }
	case isa.SatUSubRev:
		return func(a, b uint32) uint32 { return usat(u(b) - u(a)) }
	case isa.SatSAdd:
		return func(a, b uint32) uint32 { return ssat(sx(a) + sx(b)) }
	case isa.SatSSub:
		return func(a, b uint32) uint32 { return ssat(sx(a) - sx(b)) }
	}
	return nil
}

// memOperands are a memory instruction's operands by role, found once.
type memOperands struct {
	vaddr, saddr, srsrc, addr isa.Operand
	vdst, vdata               int    // VGPR index, -1 when absent
	data                      [2]int // the data operands in order (ds_write2, ds_cmpst: two)
	nData                     int
}

// wholeWave runs a copy marked whole-wave (isa.WWMMarker) on every lane of
// the wave: exec is all ones while it runs and is given back afterwards,
// as the s_or_saveexec -1 / copy / s_mov exec sequence LLVM lowers
// STRICT_WWM to does (docs/reference/wwm.md), without that sequence's
// writes of scc and of the SGPR holding the saved exec.
func wholeWave(run func(*Wave, *dinst) error) func(*Wave, *dinst) error {
	return func(w *Wave, d *dinst) error {
		saved := w.Exec()
		w.SetExec(w.Full)
		err := run(w, d)
		w.SetExec(saved)
		return err
	}
}
