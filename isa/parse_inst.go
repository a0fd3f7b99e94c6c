package isa

import (
	"fmt"
	"math"
	"slices"
	"strings"
)

// inst parses one instruction; col is the 1-based column of its mnemonic.
func (ps *parser) inst(text string, col int) (*Inst, error) {
	if ps.dataSec >= 0 {
		return nil, ps.errAt(ps.line, col, "%q in data section %s: wavesim reads data directives there, not instructions", text, ps.p.Data[ps.dataSec].Name)
	}
	if x, y, ok := strings.Cut(text, "::"); ok {
		return ps.vopd(x, y, col)
	}
	return ps.inst1(text, col)
}

// vopd parses a GFX11 dual-issue pair "v_dual_X ... :: v_dual_Y ...".
func (ps *parser) vopd(x, y string, col int) (*Inst, error) {
	half := func(t string, c int) (*Inst, error) {
		t = strings.TrimSpace(t)
		if !strings.HasPrefix(t, "v_dual_") {
			return nil, &Error{ps.at(ps.line, c), fmt.Sprintf("expected a v_dual_* instruction, got %q", t)}
		}
		t = "v_" + strings.TrimPrefix(t, "v_dual_")
		if strings.HasPrefix(t, "v_cndmask_b32 ") {
			t += ", vcc_lo" // the VOPD form reads vcc_lo implicitly
		}
		ps.inVOPD = true // the halves take no modifiers
		in, err := ps.inst1(t, c)
		ps.inVOPD = false
		if err != nil {
			return nil, err
		}
		in.VOPD, in.NoSuffix, in.Enc = true, true, EncNative
		return in, nil
	}
	if ps.p.Arch.Gen < GFX11 {
		return nil, &Error{ps.at(ps.line, col), "VOPD (v_dual_*) instructions exist only on GFX11"}
	}
	xi, err := half(x, col)
	if err != nil {
		return nil, err
	}
	yi, err := half(y, col+len(x)+2+len(y)-len(strings.TrimLeft(y, " ")))
	if err != nil {
		return nil, err
	}
	xi.Dual = yi
	return xi, nil
}

func (ps *parser) inst1(text string, col int) (*Inst, error) {
	a, wave := ps.p.Arch, ps.p.Wave
	// The mnemonic ends at the first blank; a tab before the first space
	// ends it too.
	mn, rest := text, ""
	for i := 0; i < len(text); i++ {
		if text[i] == ' ' || text[i] == '\t' {
			mn, rest = text[:i], text[i+1:]
			break
		}
	}
	restCol := col + len(text) - len(rest)
	rest = strings.TrimSpace(rest)
	pos := ps.at(ps.line, col)

	op, enc, elsewhere := lookupMnemonic(mn, a)
	if op == nil {
		if len(elsewhere) > 0 {
			return nil, &Error{pos, fmt.Sprintf("instruction %q does not exist on %s (it does on %s)", mn, a.Name, strings.Join(elsewhere, ", "))}
		}
		msg := fmt.Sprintf("unknown instruction %q for %s", mn, a.Name)
		if s := suggestMnemonic(mn, a); s != "" {
			msg += fmt.Sprintf("; did you mean %q?", s)
		}
		return nil, &Error{pos, msg}
	}
	if msg := encError(op, enc, a); msg != "" {
		return nil, &Error{pos, msg}
	}
	in := ps.newInst() // zeroed: set only what is not zero
	in.Op, in.Enc, in.Pos, in.Addr = op, enc, pos, -1
	encDefaults(in)
	// The pieces live on the stack: storing their strings costs no write
	// barriers while the collector runs.
	var pieceBuf, wordBuf [8]piece
	pieces, mods, err := ps.split(op, rest, restCol, pieceBuf[:0], wordBuf[:0])
	if err != nil {
		return nil, err
	}
	if err := ps.modifiers(in, mods); err != nil {
		return nil, err
	}
	if op.Special.GDSOnly() && !in.Mods.Gds {
		// DSInstructions.td: DS_GWS_* and DS_ORDERED_COUNT have gds
		// set in their encoding; llvm-mc wants it written.
		return nil, &Error{pos, fmt.Sprintf("%s works on the global data share and needs the gds modifier", mn)}
	}

	// Map pieces to operand slots, skipping optional slots when fewer are
	// written.
	specs := op.Args
	skip := len(specs) - len(pieces)
	nOpt := 0
	for _, s := range specs {
		if s.Opt {
			nOpt++
		}
	}
	if skip < 0 || skip > nOpt {
		want := fmt.Sprint(len(specs))
		if nOpt > 0 {
			want = fmt.Sprintf("%d or %d", len(specs)-nOpt, len(specs))
		}
		return nil, &Error{pos, fmt.Sprintf("%s takes %s operands, got %d", mn, want, len(pieces))}
	}
	in.Args = ps.newArgs(len(specs))
	var colBuf [8]int
	cols := colBuf[:] // the column each operand was written at
	if len(specs) > len(cols) {
		cols = make([]int, len(specs))
	}
	j := 0
	for i := range specs {
		s := &specs[i]
		if s.Opt && skip > 0 {
			skip--
			continue
		}
		p := pieces[j]
		j++
		if err := ps.operand(&in.Args[i], p, s, in); err != nil {
			return nil, &Error{ps.at(ps.line, p.col), err.Error()}
		}
		cols[i] = p.col
	}
	if i, err := checkHalves(in, a); err != nil {
		return nil, &Error{ps.at(ps.line, cols[i]), err.Error()}
	}
	if err := checkInst(in, a, wave); err != nil {
		return nil, &Error{errPos(pos, err, mods), err.Error()}
	}
	if i, err := checkLiterals(in, a); err != nil {
		return nil, &Error{ps.at(ps.line, cols[i]), err.Error()}
	}
	if i, err := checkPkF32Consts(in, a); err != nil {
		return nil, &Error{ps.at(ps.line, cols[i]), err.Error()}
	}
	if i, err := checkScalarValues(in, a); err != nil && !ps.inVOPD {
		return nil, &Error{ps.at(ps.line, cols[i]), err.Error()}
	}
	return in, nil
}

// encError says why op has no encoding enc on a, or "".
func encError(op *Op, enc Enc, a *Arch) string {
	switch {
	case enc == EncNative:
		return ""
	case enc == EncE64DPP && (a.Gen < GFX11 || !op.HasE64DPP()):
		return fmt.Sprintf("%s has no e64_dpp encoding on %s (VOP3 DPP: GFX11 and later, one-dword operands)", op.NameFor(a), a.Name)
	case enc == EncE64DPP:
		return ""
	case len(op.Encs) > 0 && !op.HasEnc(enc), len(op.Encs) == 0 && enc != EncE64:
		return fmt.Sprintf("%s has no %s encoding", op.NameFor(a), encSuffix[enc][1:])
	case enc == EncSDWA && !a.SDWA:
		return fmt.Sprintf("%s has no SDWA encoding (%s has none)", op.NameFor(a), a.Name)
	}
	return ""
}

// encDefaults sets what an SDWA or DPP instruction means where the line
// leaves its modifiers out: llvm-mc's defaults, every SDWA select DWORD
// with the destination's other bits preserved (checked: llvm-mc-16
// encodes v_mov_b32_sdwa v0, v1 src0_sel:BYTE_0 with dst_unused 2,
// UNUSED_PRESERVE), and all DPP rows and banks enabled.
func encDefaults(in *Inst) {
	switch in.Enc {
	case EncSDWA:
		in.Mods.DstSel, in.Mods.Src0Sel, in.Mods.Src1Sel = SelDword, SelDword, SelDword
		in.Mods.DstUnused = UnusedPreserve
	case EncDPP, EncE64DPP:
		in.Mods.dpp()
	}
}

// split cuts the text after the mnemonic into operands (at top-level
// commas) and the trailing modifiers (the blank-separated words after the
// last operand). It appends them to pieceBuf and wordBuf.
func (ps *parser) split(op *Op, rest string, restCol int, pieceBuf, wordBuf []piece) (pieces, mods []piece, err error) {
	if rest == "" {
		return nil, nil, nil
	}
	if len(op.Args) > 0 && op.Args[0].Kind&(KWaitcnt|KDelayAlu|KDepctr) != 0 {
		return append(pieceBuf, piece{rest, restCol}), nil, nil
	}
	pieces = splitTop(pieceBuf, rest, restCol, ',')
	last := pieces[len(pieces)-1]
	words := splitTop(wordBuf, last.s, last.col, ' ')
	switch {
	case len(words) == 0:
		return nil, nil, &Error{ps.at(ps.line, last.col), "empty operand"}
	case len(op.Args) == 0 || len(pieces) == 1 && looksLikeModifier(words[0].s) && !fitsFirst(op, words[0].s):
		pieces, mods = pieces[:len(pieces)-1], words
	default:
		pieces[len(pieces)-1] = words[0]
		mods = words[1:]
	}
	for _, p := range pieces {
		if p.s == "" {
			return nil, nil, &Error{ps.at(ps.line, p.col), "empty operand"}
		}
	}
	return pieces, mods, nil
}

// modError is a cross-operand error a modifier is to blame for: it is
// reported at that modifier's column.
type modError struct{ mod, msg string }

func (e modError) Error() string { return e.msg }

// errPos is where an error of checkInst points: the modifier a modError
// names, else the mnemonic.
func errPos(pos Pos, err error, mods []piece) Pos {
	if me, ok := err.(modError); ok {
		for _, m := range mods {
			if name, _, _ := strings.Cut(m.s, ":"); name == me.mod {
				pos.Col = int32(m.col)
			}
		}
	}
	return pos
}

// fitsFirst: the word is an operand of the op, not a modifier (an op with
// operands never starts with a modifier keyword, except ops like s_nop).
func fitsFirst(op *Op, w string) bool {
	return len(op.Args) > 0 && !strings.Contains(w, ":") && w != "glc" && w != "slc" && w != "dlc" && w != "gds" &&
		w != "sc0" && w != "sc1" && w != "nt"
}

// symbolicImms are the operand kinds written in a syntax of their own
// that packs into one immediate, with their parsers, in the order tried.
var symbolicImms = []struct {
	kind  Kind
	parse func(s string, g Gen) (int64, error)
}{
	{KWaitcnt, parseWaitcnt},
	{KDepctr, parseDepctr},
	{KDelayAlu, func(s string, _ Gen) (int64, error) { return parseDelayAlu(s) }},
	{KGprIdx, func(s string, _ Gen) (int64, error) { return parseGprIdx(s) }},
}

// operand parses the operand written in p for the slot s of in into o
// and checks that the slot takes it.
func (ps *parser) operand(o *Operand, p piece, s *Spec, in *Inst) error {
	a := ps.p.Arch
	for _, sym := range symbolicImms {
		if s.Kind&sym.kind != 0 {
			v, err := sym.parse(p.s, a.Gen)
			o.Kind, o.Imm, o.Sym = OpImm, v, symIfNotNumber(p.s)
			return err
		}
	}
	v, err := parseOperand(p, a)
	if err != nil {
		return err
	}
	setOperand(o, &v)
	what := slotName{s, in.Op, a}
	switch o.Kind {
	case OpReg:
		o.Reg = widenAperture(o.Reg, s, ps.p.Wave)
		err = ps.checkReg(o.Reg, s, what)
		if err == nil && o.Half() != HalfNone {
			err = checkHalfSlot(o, s, in.Op, what)
		}
	case OpImm, OpFloat:
		err = checkImm(o, s, a, what, p.s)
	case OpLabel:
		err = labelOperand(o, s, what, p.s)
	case OpOff:
		if s.Kind&KOff == 0 {
			err = fmt.Errorf("%s cannot be off", what)
		}
	}
	if err != nil {
		return err
	}
	if (o.Neg || o.Abs || o.Sext) && !in.Op.IsVALU() {
		return fmt.Errorf("%s: source modifiers are only for vector ALU operands", what)
	}
	if (o.Neg || o.Abs || o.Sext) && (in.Op.Format == VOP3P && !in.Op.Mix || s.Type.Packed()) {
		return fmt.Errorf("%s: packed math takes neg_lo/neg_hi, not source modifiers", what)
	}
	return nil
}

// setOperand stores v in the zeroed operand o field by field, its string
// only when it has one: a store of the whole struct is a typed copy,
// with write barriers while the collector runs.
func setOperand(o, v *Operand) {
	o.Kind, o.Neg, o.Abs, o.Sext, o.Reg, o.Imm = v.Kind, v.Neg, v.Abs, v.Sext, v.Reg, v.Imm
	if v.Sym != "" {
		o.Sym = v.Sym
	}
}

// slotName names an operand slot in messages ("operand src0 of
// v_add_f32"); it is formatted only when a message is.
type slotName struct {
	s  *Spec
	op *Op
	a  *Arch
}

func (n slotName) String() string {
	return fmt.Sprintf("operand %s of %s", n.s.Name, n.op.NameFor(n.a))
}

// checkReg checks a register against its slot: the file, the width, and
// that a destination is writable. what names the slot for the messages.
func (ps *parser) checkReg(r Reg, s *Spec, what slotName) error {
	switch {
	case s.Kind&(KV|KS|KA) == 0:
		return fmt.Errorf("%s takes no register, got %s", what, r)
	case r.IsAGPR() && s.Kind&KA == 0:
		return fmt.Errorf("%s takes no AGPR, got %s", what, r)
	case r.IsAGPR() && s.Kind&KV != 0 && !ps.p.Arch.GFX90AInsts:
		// AV operands: gfx908 has AGPRs for the MAI instructions only.
		return fmt.Errorf("%s takes an AGPR only on gfx90a and later (FeatureGFX90AInsts), got %s", what, r)
	case r.File == FileV && !r.IsAGPR() && s.Kind&KV == 0:
		return fmt.Errorf("%s takes no VGPR, got %s", what, r)
	case r.File == FileS && s.Kind&KS == 0:
		return fmt.Errorf("%s must be a VGPR, got %s", what, r)
	}
	if err := ps.checkRegWidth(r, s, what); err != nil {
		return err
	}
	if s.Def && r.File == FileS && r.Idx >= SlotSCC && r.Idx != SlotNull {
		return fmt.Errorf("%s cannot be written", r)
	}
	return nil
}

// checkRegWidth checks the number of dwords a register covers. An address
// slot (Width -1) takes 32 or 64 bits; null stands in for any width.
func (ps *parser) checkRegWidth(r Reg, s *Spec, what slotName) error {
	wave := ps.p.Wave
	if s.Width == -1 {
		if r.N != 1 && r.N != 2 {
			return fmt.Errorf("wrong register width: %s takes a 32- or 64-bit address, got %s (%d bits)", what, r, 32*int(r.N))
		}
		return nil
	}
	want := s.Dwords(wave)
	if int(r.N) == want || r.Idx == SlotNull && r.N == 1 {
		return nil
	}
	if s.Mask && ps.p.Objdump && wave == 64 && r.N == 1 {
		return fmt.Errorf("wrong register width: %s is a 64-bit lane mask in wave64, got %s; llvm-objdump prints wave32 names unless run with --mattr=+wavefrontsize64", what, r)
	}
	return fmt.Errorf("wrong register width: %s is %d-bit, got %s (%d-bit)", what, 32*want, r, 32*int(r.N))
}

// immRules reject an immediate its slot does not take; the first that
// matches gives the message, formatted with the slot's description and
// the operand as written.
var immRules = []struct {
	msg string
	bad func(o *Operand, s *Spec, a *Arch) bool
}{
	{"%s must be a register, got %q", func(o *Operand, s *Spec, a *Arch) bool {
		return s.Kind&(KConst|KLit|KImm|KHwreg|KSendmsg) == 0
	}},
	{"%s does not take %q", func(o *Operand, s *Spec, a *Arch) bool {
		return o.Sym != "" && s.Kind&(KHwreg|KSendmsg) == 0 && !relocSlot(o, s)
	}},
	{"%s takes an integer, got %q", func(o *Operand, s *Spec, a *Arch) bool {
		return o.Kind == OpFloat && (s.Kind&(KConst|KLit) == 0 || s.Field.What != "")
	}},
	{"%s takes only inline constants, got %q", func(o *Operand, s *Spec, a *Arch) bool {
		return s.Kind&(KConst|KLit|KImm) == KConst && !o.IsInline(a)
	}},
}

// relocSlot: a relocation fills a 32-bit literal (AMDGPUAsmParser takes
// an expression wherever a 32-bit literal may stand, and llvm-mc encodes
// it as a literal with a fixup).
func relocSlot(o *Operand, s *Spec) bool {
	_, ok := o.Reloc()
	return ok && s.Kind&KLit != 0 && s.Field.What == "" && s.Type.Dwords() == 1
}

// checkImm checks an integer or float immediate against its slot: the
// rules above, the slot's own field, and for a literal that the operand's
// type holds it as llvm-mc does (checkLiteral). text is the operand as
// written.
func checkImm(o *Operand, s *Spec, a *Arch, what slotName, text string) error {
	for _, r := range immRules {
		if r.bad(o, s, a) {
			return fmt.Errorf(r.msg, what, text)
		}
	}
	if o.Kind == OpImm && o.Sym == "" {
		if err := s.Field.check(o.Imm); err != nil {
			return fmt.Errorf("%s: %v", what, err)
		}
	}
	if s.Field.What != "" || s.Kind&KLit == 0 || o.IsInline(a) {
		return nil
	}
	if err := checkLiteral(*o, s.Type); err != nil {
		return fmt.Errorf("%s: literal %s %v", what, text, err)
	}
	return nil
}

// Literal fields: 32 bits read signed or unsigned, 16 for 16-bit operands
// (AMDGPUOperand::isLiteralImm).
var (
	literal32 = anyField(32, "literal")
	literal16 = anyField(16, "literal")
)

// checkLiteral says why a literal does not hold o for an operand of type
// t, as llvm-mc decides (AMDGPUOperand::isLiteralImm): an integer must fit
// 32 bits, or 16 for a 16-bit operand; a float is converted to the
// operand's format (f32 for 32-bit operands, f16 for 16-bit ones), which
// may round but not overflow or underflow; a 64-bit float is the literal's
// high dword, so its low 32 bits must be zero (llvm-mc only warns and
// clears them); 64-bit integers take no float literal.
func checkLiteral(o Operand, t Type) error {
	sixteen := t == TF16 || t == TU16 || t == TI16
	if o.Kind == OpImm {
		f := literal32
		if sixteen {
			f = literal16
		}
		if f.check(o.Imm) != nil {
			return fmt.Errorf("does not fit in %d bits", 32>>b2i(sixteen))
		}
		return nil
	}
	if o.Kind != OpFloat {
		return nil
	}
	f := o.Float()
	switch {
	case t == TF64:
		if math.Float64bits(f)&0xffffffff != 0 {
			return fmt.Errorf("is not exact in the high 32 bits a 64-bit float literal keeps")
		}
	case t.Dwords() >= 2:
		return fmt.Errorf("is a float for a 64-bit integer operand (only inline constants are)")
	case sixteen:
		return floatFits(f, float64(F16to32(F32to16(float32(f)))), 0x1p-14, "16")
	default:
		return floatFits(f, float64(float32(f)), 0x1p-126, "32")
	}
	return nil
}

// floatFits: f rounded to a narrower format is r, whose smallest normal is
// minNormal; rounding may lose precision but not overflow to infinity or
// underflow to a denormal or zero (APFloat's opOverflow and opUnderflow).
func floatFits(f, r, minNormal float64, bits string) error {
	switch {
	case math.IsInf(r, 0):
		return fmt.Errorf("overflows a %s-bit float", bits)
	case f != r && math.Abs(r) < minNormal:
		return fmt.Errorf("underflows a %s-bit float", bits)
	}
	return nil
}

func b2i(b bool) uint {
	if b {
		return 1
	}
	return 0
}

// labelOperand checks a bare name against its slot. The loader fills the
// SCRATCH_RSRC_DWORD* relocations with the scratch descriptor base, so in
// a literal slot they are immediates. In a slot that takes labels a name is
// a branch target; anywhere else it is a mistake the message tries to
// explain.
func labelOperand(o *Operand, s *Spec, what slotName, text string) error {
	if s.Kind&KLit != 0 && strings.HasPrefix(o.Sym, "SCRATCH_RSRC_DWORD") {
		*o = Operand{Kind: OpImm, Sym: o.Sym}
		return nil
	}
	if s.Kind&KLabel != 0 {
		return nil
	}
	if looksLikeRegister(o.Sym) {
		return fmt.Errorf("%s: unknown register %q", what, text)
	}
	return fmt.Errorf("%s: unexpected %q", what, text)
}

// looksLikeRegister: a name that is no register but reads like one (a
// typo or a register of another target) rather than like a label.
func looksLikeRegister(name string) bool {
	_, ok := scalarNames[strings.TrimPrefix(name, "src_")]
	return ok || strings.HasPrefix(name, "v") || strings.HasPrefix(name, "s")
}

func symIfNotNumber(s string) string {
	if _, ok := parseInt(s); ok {
		return ""
	}
	return s
}

// instChecks are the cross-operand checks of checkInst, in order; each
// returns nil for an instruction it does not apply to.
var instChecks = []func(in *Inst, a *Arch, wave int) error{
	pickVALUEnc,
	checkGlobalAddr,
	checkBufferAddr,
	checkAtomicReturn,
	checkMixConst,
	checkDPP8,
	checkE64DPPOperands,
	checkSMEMOffset,
	checkAlignedTuples,
	checkAVFile,
	checkMFMAFile,
	checkDotOpSel940,
}

// checkDotOpSel940: on gfx940 the VOP3P dot products take no op_sel and
// only the default op_sel_hi (AMDGPUAsmParser::validateOpSel, IsDOT on
// GFX940; llvm-mc-19 -mcpu=gfx942 says "invalid op_sel operand" for
// v_dot2_f32_f16 v0, v1, v2, v3 op_sel:[1,1,1]).
func checkDotOpSel940(in *Inst, a *Arch, _ int) error {
	if !a.GFX940Insts || in.Op.Format != VOP3P || !in.Op.Feature.isDot() || in.Mods.Pk.sel == 0 {
		return nil
	}
	mod := "op_sel"
	if in.OpSel() == 0 {
		mod = "op_sel_hi"
	}
	return modError{mod, "invalid op_sel operand"}
}

// checkAlignedTuples: on targets with FeatureRequiresAlignedVGPRs every
// VGPR or AGPR run of two or more registers starts at an even register
// (SIRegisterInfo.td's *_Align2 classes). llvm-mc-19 -mcpu=gfx90a says,
// at the mnemonic, "invalid register class: vgpr tuples must be 64 bit
// aligned" for global_load_dwordx2 v[1:2] and for a[1:2] alike.
func checkAlignedTuples(in *Inst, a *Arch, _ int) error {
	if !a.RequiresAlignedVGPRs {
		return nil
	}
	for x := in; x != nil; x = x.Dual {
		for _, o := range x.Args {
			if o.Kind == OpReg && o.Reg.File == FileV && o.Reg.N >= 2 && o.Reg.Idx%2 != 0 {
				return fmt.Errorf("invalid register class: vgpr tuples must be 64 bit aligned (%s)", o.Reg)
			}
		}
	}
	return nil
}

// checkAVFile: a memory instruction's data and destination (its AV
// operands, KV|KA) are all VGPRs or all AGPRs (the hardware's ACC bit
// covers them together: CDNA2 ISA §9.1 and §12.1, FLAT/DS "ACC" field);
// llvm-mc-19 says "invalid register class: data and dst should be all
// VGPR or AGPR".
func checkAVFile(in *Inst, _ *Arch, _ int) error {
	if in.Op.MFMA != nil {
		return nil // A and B each pick their file (checkMFMAFile)
	}
	seen, agpr := false, false
	for i, o := range in.Args {
		if i >= len(in.Op.Args) || o.Kind != OpReg || in.Op.Args[i].Kind&(KV|KA) != KV|KA {
			continue
		}
		if seen && o.Reg.IsAGPR() != agpr {
			return fmt.Errorf("invalid register class: data and dst should be all VGPR or AGPR")
		}
		seen, agpr = true, o.Reg.IsAGPR()
	}
	return nil
}

// checkE64DPPOperands: in VOP3 DPP, src0 is the lane-routed VGPR; src1 is
// a VGPR, or also an SGPR or inline constant where the target has
// FeatureDPPSrc1SGPR (gfx115x); src2 may be any of those; no literal
// (llvm-mc-19 on gfx1100: "invalid operand for instruction" for an SGPR
// src1, "src1 immediate operand invalid for instruction" for a constant
// one; on gfx1150 both assemble).
func checkE64DPPOperands(in *Inst, a *Arch, wave int) error {
	if in.Enc != EncE64DPP {
		return nil
	}
	src := 0
	for i, s := range in.Op.Args {
		if s.Def || s.Mask {
			continue
		}
		o := in.Args[i]
		var bad string
		switch {
		case src == 0 && !o.IsReg(FileV):
			bad = "src0 of a VOP3 DPP instruction is a VGPR"
		case (o.Kind == OpImm || o.Kind == OpFloat) && (o.Sym != "" || !o.IsInline(a)):
			bad = "VOP3 DPP takes no literal"
		case src == 1 && !a.DPPSrc1SGPR && !o.IsReg(FileV):
			bad = fmt.Sprintf("src1 of a VOP3 DPP instruction is a VGPR on %s (an SGPR or inline constant needs FeatureDPPSrc1SGPR: gfx115x)", a.Name)
		}
		if bad != "" {
			return fmt.Errorf("%s: %s", in.Mnemonic(a), bad)
		}
		src++
	}
	return nil
}

// checkSMEMOffset: an SMEM offset:N modifier follows an SGPR offset
// operand; after an immediate one llvm-mc-16 and -19 say "invalid operand
// for instruction".
func checkSMEMOffset(in *Inst, a *Arch, wave int) error {
	if !in.Mods.SOffImm {
		return nil
	}
	if o := in.arg("offset"); o.Kind != OpReg {
		return modError{"offset", fmt.Sprintf("%s: offset:N is the immediate added to an SGPR offset; the offset operand here is not an SGPR", in.Op.NameFor(a))}
	}
	return nil
}

// checkInst validates cross-operand constraints and picks the encoding of
// an unsuffixed VALU mnemonic.
func checkInst(in *Inst, a *Arch, wave int) error {
	for _, check := range instChecks {
		if err := check(in, a, wave); err != nil {
			return err
		}
	}
	return nil
}

// pickVALUEnc picks _e32 or _e64 for an unsuffixed VALU mnemonic that has
// both, by whether the operands fit the 32-bit form; an explicit _e32 must
// fit, and _dpp needs a control.
func pickVALUEnc(in *Inst, a *Arch, wave int) error {
	op := in.Op
	if in.Enc == EncE64DPP && (in.Mods.DPP == nil || in.Mods.DPP.Ctrl == "") {
		return fmt.Errorf("%s_e64_dpp needs a DPP control (quad_perm, row_shl, ..., or dpp8)", op.NameFor(a))
	}
	if !op.IsVALU() || len(op.Encs) == 0 {
		return nil
	}
	vcc := VCCFor(wave)
	fits32 := fitsE32(in, a, vcc)
	switch {
	case in.Enc == EncNative && fits32:
		in.Enc, in.NoSuffix = EncE32, true
	case in.Enc == EncNative && op.HasEnc(EncE64):
		in.Enc, in.NoSuffix = EncE64, true
	case (in.Enc == EncE32 || in.Enc == EncNative) && !fits32:
		return fmt.Errorf("operands do not fit the _e32 encoding of %s (the second source must be a VGPR, carry/compare masks must be %s, no modifiers)", op.NameFor(a), vcc)
	}
	if in.Enc == EncDPP && (in.Mods.DPP == nil || in.Mods.DPP.Ctrl == "") {
		return fmt.Errorf("%s_dpp needs a DPP control (quad_perm, row_shl, ..., or dpp8 on GFX10+)", op.NameFor(a))
	}
	return nil
}

// fitsE32 reports whether in can be encoded as VOP1/VOP2/VOPC: no output
// or source modifiers, lane masks in vcc, a second source in a VGPR, and
// GFX11's 16-bit VGPR operands in v0..v127.
func fitsE32(in *Inst, a *Arch, vcc Reg) bool {
	if in.Mods.Clamp || in.Mods.Omod != 0 {
		return false
	}
	op := in.Op
	src := 0 // position among the sources, which the 32-bit form constrains
	for i, s := range op.Args {
		o := in.Args[i]
		if !fits32(o, &s, a) {
			return false // a 16-bit VGPR operand above v127 on GFX11 (true16.go)
		}
		if s.Def && !s.Mask {
			continue // a plain destination fits either form
		}
		if s.VCCOnly && (o.Kind != OpReg || o.Reg != vcc) {
			return false
		}
		if s.Def || s.Mask {
			continue
		}
		if o.Neg || o.Abs || o.Sext {
			return false
		}
		if s.Name == "k" {
			continue // the K forms' literal is no source slot
		}
		if src == 1 && op.Format != VOP1 && !o.IsReg(FileV) {
			return false
		}
		src++
	}
	return true
}

// checkGlobalAddr: the global_* address is 64-bit without saddr, 32-bit
// with it.
func checkGlobalAddr(in *Inst, a *Arch, _ int) error {
	op := in.Op
	if op.Format != FLAT || op.Seg != SegGlobal {
		return nil
	}
	va, sa := in.arg("vaddr"), in.arg("saddr")
	if sa.Kind == OpOff && va.Kind == OpReg && va.Reg.N != 2 {
		return fmt.Errorf("wrong register width: with saddr off, the address of %s is a 64-bit VGPR pair, got %s", op.NameFor(a), va.Reg)
	}
	if sa.Kind == OpReg && va.Kind == OpReg && va.Reg.N != 1 {
		return fmt.Errorf("wrong register width: with an saddr, the address of %s is a 32-bit VGPR offset, got %s", op.NameFor(a), va.Reg)
	}
	if va.Kind == OpOff {
		return fmt.Errorf("%s needs a VGPR address", op.NameFor(a))
	}
	return nil
}

// bufferVaddrs names what a MUBUF vaddr must be, by how many of offen (an
// offset in it) and idxen (an index in it) are set.
var bufferVaddrs = map[int]string{0: "off", 1: "one VGPR", 2: "a VGPR pair"}

// checkBufferAddr: a MUBUF vaddr has one VGPR for each of offen and idxen.
func checkBufferAddr(in *Inst, a *Arch, _ int) error {
	op := in.Op
	if op.Format != MUBUF {
		return nil
	}
	want := 0
	offen, idxen := "", ""
	if in.Mods.Offen {
		want, offen = want+1, " offen"
	}
	if in.Mods.Idxen {
		want, idxen = want+1, " idxen"
	}
	got := 0
	if va := in.arg("vaddr"); va.Kind == OpReg {
		got = int(va.Reg.N)
	}
	if got != want {
		return fmt.Errorf("%s: vaddr must be %s with%s%s", op.NameFor(a), bufferVaddrs[want], offen, idxen)
	}
	return nil
}

// checkAtomicReturn: a FLAT or global atomic returns the old value when it
// names a destination, and glc is what asks for it, so glc goes with a
// destination and only with one (AMDGPUAsmParser::validateCoherencyBits:
// "instruction must use glc", "instruction must not use glc"). MUBUF
// atomics have no separate destination: glc makes vdata receive it.
func checkAtomicReturn(in *Inst, a *Arch, _ int) error {
	op := in.Op
	if op.Format != FLAT || op.Mem != MemAtomic {
		return nil
	}
	rtn := in.Args[0].Kind != OpNone
	glc := "glc"
	if policy940(op, a) {
		glc = "sc0" // the same bit (Mods.Sc1)
	}
	switch {
	case rtn && !in.Mods.Glc:
		return fmt.Errorf("%s returns the old value into %s only with %s", op.NameFor(a), in.Args[0].Reg, glc)
	case !rtn && in.Mods.Glc:
		return modError{glc, fmt.Sprintf("%s with %s returns the old value: it needs a destination VGPR first", op.NameFor(a), glc)}
	}
	return nil
}

// checkLiterals: an instruction carries at most one 32-bit literal (two
// operands may share it when they are equal), and a VOP3-encoded VALU
// instruction carries one only where the target has VOP3 literals
// (AMDGPUAsmParser::validateVOPLiteral, validateSOPLiteral). It returns
// the index of the operand at fault.
func checkLiterals(in *Inst, a *Arch) (int, error) {
	op := in.Op
	vop3 := op.IsVALU() && (in.Enc == EncE64 || in.Enc == EncE64DPP || op.Format == VOP3 || op.Format == VOP3P)
	var first litKey
	seen := false
	for i := range op.Args {
		s, o := &op.Args[i], &in.Args[i]
		if s.Kind&KLit == 0 || s.Field.What != "" || o.Kind != OpImm && o.Kind != OpFloat || o.IsInline(a) {
			continue
		}
		key := literalKey(o, s.Type)
		switch {
		case vop3 && !a.VOP3Literal:
			return i, fmt.Errorf("%s: %s has no literal operands in the VOP3 encoding (only inline constants)", in.Mnemonic(a), a.Name)
		case seen && key != first:
			return i, fmt.Errorf("%s: a second literal value (an instruction has one 32-bit literal)", in.Mnemonic(a))
		}
		first, seen = key, true
	}
	return 0, nil
}

// litKey is the dword a literal operand encodes, or for a relocation its
// name: two literal operands with equal keys share one literal.
type litKey struct {
	sym  string
	bits uint32
}

// literalKey is the dword a literal operand encodes: a 64-bit float's high
// dword, any other operand's low one; relocations by name.
func literalKey(o *Operand, t Type) litKey {
	if o.Sym != "" {
		return litKey{sym: o.Sym}
	}
	b := o.Bits(t)
	if t == TF64 {
		b >>= 32
	}
	return litKey{bits: uint32(b)}
}

// checkScalarValues: a VALU instruction reads at most a.ScalarValues
// distinct scalar values, SGPRs (vcc, exec and m0 among them, the implicit
// vcc of v_div_fmas too) and literals, and 64-bit shifts one (Vega ISA and
// RDNA2 ISA §6.2.1 "Limitations"; RDNA3 ISA §7.2.2.3;
// AMDGPUAsmParser::validateConstantBusLimitations). It returns the index of
// the operand over the limit. Rows with hand-written behaviour (readlane,
// writelane, ...) have rules of their own and are left out.
func checkScalarValues(in *Inst, a *Arch) (int, error) {
	op := in.Op
	if !op.IsVALU() || op.Special != SpecialNone {
		return 0, nil
	}
	limit := a.ScalarValues
	if op.NarrowBus {
		limit = 1
	}
	var buf [8]scalarValue
	seen := buf[:0]
	if op.VCCMask {
		seen = append(seen, scalarValue{reg: VCCFor(64)})
	}
	for i := range op.Args {
		s, o := &op.Args[i], &in.Args[i]
		var key scalarValue
		switch {
		case s.Def:
			continue
		case o.Kind == OpReg && o.Reg.File == FileS && o.Reg.Idx != SlotNull:
			key = scalarValue{reg: o.Reg}
		case (o.Kind == OpImm || o.Kind == OpFloat) && s.Kind&KLit != 0 && !o.IsInline(a):
			key = scalarValue{lit: true, key: literalKey(o, s.Type)}
		default:
			continue
		}
		if slices.Contains(seen, key) {
			continue
		}
		seen = append(seen, key)
		if len(seen) > limit {
			return i, fmt.Errorf("%s reads more than %d scalar value%s (SGPRs, vcc, exec, m0, literals) on %s", in.Mnemonic(a), limit, plural(limit), a.Name)
		}
	}
	return 0, nil
}

// scalarValue is one scalar value a VALU instruction reads: a scalar
// register (or run) or a literal.
type scalarValue struct {
	reg Reg
	lit bool
	key litKey
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// lookupMnemonic finds the row a mnemonic names on a, with the encoding
// its suffix (_e32, _e64, _sdwa, _dpp) asks for; without a row there,
// elsewhere lists the targets that have it.
func lookupMnemonic(mn string, a *Arch) (op *Op, enc Enc, elsewhere []string) {
	base, enc := splitSuffix(mn)
	op, elsewhere = Lookup(base, a)
	if op == nil && enc != EncNative {
		// A mnemonic that really ends in _e32/_e64 (none today) or a bad one.
		if o2, _ := Lookup(mn, a); o2 != nil {
			op, enc = o2, EncNative
		}
	}
	return op, enc, elsewhere
}

// checkMFMAFile: an MFMA's C is in D's file (one acc_cd bit covers both,
// CDNA3 ISA §7.1; VOPProfileMAI pairs AISrc with ADst and VISrc with
// VDst); A and B pick their own. llvm-mc-19 says "invalid operand for
// instruction" at C. An SMFMAC's src2 is its index VGPR, not C.
func checkMFMAFile(in *Inst, _ *Arch, _ int) error {
	if in.Op.MFMA == nil || in.Op.MFMA.Sparse || len(in.Args) < 4 {
		return nil
	}
	d, c := in.Args[0], in.Args[3]
	if c.Kind == OpReg && c.Reg.IsAGPR() != d.Reg.IsAGPR() {
		return fmt.Errorf("invalid operand for instruction: C (%s) and D (%s) are both VGPRs or both AGPRs", c.Reg, d.Reg)
	}
	return nil
}
