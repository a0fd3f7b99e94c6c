package isa

import (
	"fmt"
	"strings"
)

// inst parses one instruction; col is the 1-based column of its mnemonic.
func (ps *parser) inst(text string, col int) (*Inst, error) {
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
			return nil, &Error{Pos{ps.file, ps.line, c}, fmt.Sprintf("expected a v_dual_* instruction, got %q", t)}
		}
		t = "v_" + strings.TrimPrefix(t, "v_dual_")
		if strings.HasPrefix(t, "v_cndmask_b32 ") {
			t += ", vcc_lo" // the VOPD form reads vcc_lo implicitly
		}
		in, err := ps.inst1(t, c)
		if err != nil {
			return nil, err
		}
		in.VOPD, in.NoSuffix, in.Enc = true, true, EncNative
		return in, nil
	}
	if ps.p.Arch.Gen < GFX11 {
		return nil, &Error{Pos{ps.file, ps.line, col}, "VOPD (v_dual_*) instructions exist only on GFX11"}
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
	mn, rest, _ := strings.Cut(text, " ")
	if i := strings.IndexByte(mn, '\t'); i >= 0 {
		mn, rest = mn[:i], mn[i+1:]+" "+rest
	}
	restCol := col + len(text) - len(rest)
	rest = strings.TrimSpace(rest)
	pos := Pos{ps.file, ps.line, col}

	base, enc := splitSuffix(mn)
	op, elsewhere := Lookup(base, a)
	if op == nil && enc != EncNative {
		// A mnemonic that really ends in _e32/_e64 (none today) or a bad one.
		if o2, _ := Lookup(mn, a); o2 != nil {
			op, enc = o2, EncNative
		}
	}
	if op == nil {
		if len(elsewhere) > 0 {
			return nil, &Error{pos, fmt.Sprintf("instruction %q does not exist on %s (it does on %s)", mn, a.Name, strings.Join(elsewhere, ", "))}
		}
		return nil, &Error{pos, fmt.Sprintf("unknown instruction %q for %s", mn, a.Name)}
	}
	in := &Inst{Op: op, Enc: enc, Pos: pos, Addr: -1}
	if enc == EncSDWA {
		in.Mods.DstSel, in.Mods.Src0Sel, in.Mods.Src1Sel = SelDword, SelDword, SelDword
	}
	if enc == EncDPP {
		in.Mods.DPP.RowMask, in.Mods.DPP.BankMask = 0xf, 0xf
	}
	if enc != EncNative && len(op.Encs) > 0 && !op.HasEnc(enc) {
		return nil, &Error{pos, fmt.Sprintf("%s has no %s encoding", op.NameFor(a), encSuffix[enc][1:])}
	}
	if enc != EncNative && len(op.Encs) == 0 && enc != EncE64 {
		return nil, &Error{pos, fmt.Sprintf("%s has no %s encoding", op.NameFor(a), encSuffix[enc][1:])}
	}

	// Operands and trailing modifiers.
	var pieces []piece
	var mods []piece
	if rest != "" {
		if len(op.Args) > 0 && op.Args[0].Kind&(KWaitcnt|KDelayAlu|KDepctr) != 0 {
			pieces = []piece{{rest, restCol}}
		} else {
			pieces = splitTop(rest, restCol, ',')
			last := pieces[len(pieces)-1]
			words := splitTop(last.s, last.col, ' ')
			switch {
			case len(words) == 0:
				return nil, &Error{Pos{ps.file, ps.line, last.col}, "empty operand"}
			case len(op.Args) == 0 || looksLikeModifier(words[0].s) && len(pieces) == 1 && !fitsFirst(op, words[0].s):
				pieces, mods = pieces[:len(pieces)-1], words
			default:
				pieces[len(pieces)-1] = words[0]
				mods = words[1:]
			}
		}
	}
	for _, p := range pieces {
		if p.s == "" {
			return nil, &Error{Pos{ps.file, ps.line, p.col}, "empty operand"}
		}
	}
	for _, m := range mods {
		if err := parseModifier(m.s, &in.Mods); err != nil {
			return nil, &Error{Pos{ps.file, ps.line, m.col}, err.Error()}
		}
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
	in.Args = make([]Operand, len(specs))
	j := 0
	for i, s := range specs {
		if s.Opt && skip > 0 {
			skip--
			continue
		}
		p := pieces[j]
		j++
		o, err := ps.operand(p, &s, in)
		if err != nil {
			return nil, &Error{Pos{ps.file, ps.line, p.col}, err.Error()}
		}
		in.Args[i] = o
	}
	if err := checkInst(in, a, wave); err != nil {
		return nil, &Error{pos, err.Error()}
	}
	return in, nil
}

func looksLikeModifier(s string) bool {
	name, _, _ := strings.Cut(s, ":")
	var m Mods
	return parseModifier(s, &m) == nil && name != "off"
}

// fitsFirst: the word is an operand of the op, not a modifier (an op with
// operands never starts with a modifier keyword, except ops like s_nop).
func fitsFirst(op *Op, w string) bool {
	return len(op.Args) > 0 && !strings.Contains(w, ":") && w != "glc" && w != "slc" && w != "dlc" && w != "gds"
}

func (ps *parser) operand(p piece, s *Spec, in *Inst) (Operand, error) {
	a, wave := ps.p.Arch, ps.p.Wave
	switch {
	case s.Kind&KWaitcnt != 0:
		v, err := parseWaitcnt(p.s, a.Gen)
		return Operand{Kind: OpImm, Imm: v, Sym: symIfNotNumber(p.s)}, err
	case s.Kind&KDepctr != 0:
		v, err := parseDepctr(p.s, a.Gen)
		return Operand{Kind: OpImm, Imm: v, Sym: symIfNotNumber(p.s)}, err
	case s.Kind&KDelayAlu != 0:
		v, err := parseDelayAlu(p.s)
		return Operand{Kind: OpImm, Imm: v, Sym: symIfNotNumber(p.s)}, err
	}
	o, err := parseOperand(p, a)
	if err != nil {
		return o, err
	}
	what := fmt.Sprintf("operand %s of %s", s.Name, in.Op.NameFor(a))
	switch o.Kind {
	case OpReg:
		r := o.Reg
		switch {
		case r.File == FileV && s.Kind&KV == 0:
			return o, fmt.Errorf("%s takes no VGPR, got %s", what, r)
		case r.File == FileS && s.Kind&KS == 0:
			return o, fmt.Errorf("%s must be a VGPR, got %s", what, r)
		}
		want := s.Dwords(wave)
		if s.Width == -1 {
			if r.N != 1 && r.N != 2 {
				return o, fmt.Errorf("wrong register width: %s takes a 32- or 64-bit address, got %s (%d bits)", what, r, 32*int(r.N))
			}
		} else if int(r.N) != want && !(r.Idx == SlotNull && r.N == 1) {
			if s.Mask && ps.p.Objdump && wave == 64 && r.N == 1 {
				return o, fmt.Errorf("wrong register width: %s is a 64-bit lane mask in wave64, got %s; llvm-objdump prints wave32 names unless run with --mattr=+wavefrontsize64", what, r)
			}
			return o, fmt.Errorf("wrong register width: %s is %d-bit, got %s (%d-bit)", what, 32*want, r, 32*int(r.N))
		}
		if s.Def && r.File == FileS && r.Idx >= SlotSCC && r.Idx != SlotNull {
			return o, fmt.Errorf("%s cannot be written", r)
		}
	case OpImm, OpFloat:
		if s.Kind&(KConst|KLit|KImm|KHwreg|KSendmsg) == 0 {
			return o, fmt.Errorf("%s must be a register, got %q", what, p.s)
		}
		if o.Sym != "" && s.Kind&(KHwreg|KSendmsg) == 0 {
			return o, fmt.Errorf("%s does not take %q", what, p.s)
		}
		if s.Kind&KImm == 0 && o.Kind == OpImm && !o.IsInline(a) && (o.Imm > 0xffffffff || o.Imm < -0x80000000) {
			return o, fmt.Errorf("%s: literal %s does not fit in 32 bits", what, p.s)
		}
		if s.Kind&KImm != 0 && s.Kind&(KConst|KLit) == 0 && o.Kind == OpFloat {
			return o, fmt.Errorf("%s takes an integer, got %q", what, p.s)
		}
		if s.Kind&(KConst|KLit) == KConst && !o.IsInline(a) {
			return o, fmt.Errorf("%s takes only inline constants, got %q", what, p.s)
		}
	case OpLabel:
		if s.Kind&KLit != 0 && strings.HasPrefix(o.Label, "SCRATCH_RSRC_DWORD") {
			// Relocations the loader fills with the scratch descriptor base.
			return Operand{Kind: OpImm, Sym: o.Label}, nil
		}
		if s.Kind&KLabel == 0 {
			if _, ok := scalarNames[strings.TrimPrefix(o.Label, "src_")]; ok || strings.HasPrefix(o.Label, "v") || strings.HasPrefix(o.Label, "s") {
				return o, fmt.Errorf("%s: unknown register %q", what, p.s)
			}
			return o, fmt.Errorf("%s: unexpected %q", what, p.s)
		}
	case OpOff:
		if s.Kind&KOff == 0 {
			return o, fmt.Errorf("%s cannot be off", what)
		}
	}
	if (o.Neg || o.Abs || o.Sext) && !in.Op.IsVALU() {
		return o, fmt.Errorf("%s: source modifiers are only for vector ALU operands", what)
	}
	return o, nil
}

func symIfNotNumber(s string) string {
	if _, ok := parseInt(s); ok {
		return ""
	}
	return s
}

// checkInst validates cross-operand constraints and picks the encoding of
// an unsuffixed VALU mnemonic.
func checkInst(in *Inst, a *Arch, wave int) error {
	op := in.Op
	vcc := VCCFor(wave)
	if op.IsVALU() && len(op.Encs) > 0 {
		fits32 := true
		srcIdx := 0
		for i, s := range op.Args {
			o := in.Args[i]
			if s.Def && !s.Mask {
				continue
			}
			if s.VCCOnly && (o.Kind != OpReg || o.Reg != vcc) {
				fits32 = false
			}
			if !s.Def && !s.Mask {
				if o.Neg || o.Abs || o.Sext {
					fits32 = false
				}
				if s.Name == "k" {
					continue // the K forms' literal is no source slot
				}
				if srcIdx == 1 && op.Format != VOP1 && !o.IsReg(FileV) {
					fits32 = false
				}
				srcIdx++
			}
		}
		if in.Mods.Clamp || in.Mods.Omod != 0 {
			fits32 = false
		}
		switch in.Enc {
		case EncNative:
			if fits32 {
				in.Enc = EncE32
			} else {
				in.Enc = EncE64
			}
			in.NoSuffix = true
		case EncE32, EncSDWA, EncDPP:
			if !fits32 && in.Enc == EncE32 {
				return fmt.Errorf("operands do not fit the _e32 encoding of %s (the second source must be a VGPR, carry/compare masks must be %s, no modifiers)", op.NameFor(a), vcc)
			}
		}
		if in.Enc == EncDPP && in.Mods.DPP.Ctrl == "" {
			return fmt.Errorf("%s_dpp needs a DPP control (quad_perm, row_shl, ...)", op.NameFor(a))
		}
	}
	// The global_* address is 64-bit without saddr, 32-bit with it.
	if op.Format == FLAT && op.Seg == SegGlobal {
		va, sa := in.Arg("vaddr"), in.Arg("saddr")
		if sa.Kind == OpOff && va.Kind == OpReg && va.Reg.N != 2 {
			return fmt.Errorf("wrong register width: with saddr off, the address of %s is a 64-bit VGPR pair, got %s", op.NameFor(a), va.Reg)
		}
		if sa.Kind == OpReg && va.Kind == OpReg && va.Reg.N != 1 {
			return fmt.Errorf("wrong register width: with an saddr, the address of %s is a 32-bit VGPR offset, got %s", op.NameFor(a), va.Reg)
		}
		if va.Kind == OpOff {
			return fmt.Errorf("%s needs a VGPR address", op.NameFor(a))
		}
	}
	if op.Format == MUBUF {
		va := in.Arg("vaddr")
		want := 0
		if in.Mods.Offen {
			want++
		}
		if in.Mods.Idxen {
			want++
		}
		got := 0
		if va.Kind == OpReg {
			got = int(va.Reg.N)
		}
		if got != want {
			return fmt.Errorf("%s: vaddr must be %s with%s%s", op.NameFor(a), map[int]string{0: "off", 1: "one VGPR", 2: "a VGPR pair"}[want],
				map[bool]string{true: " offen", false: ""}[in.Mods.Offen], map[bool]string{true: " idxen", false: ""}[in.Mods.Idxen])
		}
	}
	return nil
}
