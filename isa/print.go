package isa

import (
	"bufio"
	"fmt"
	"io"
	"math"
	"strconv"
	"strings"
)

// Print writes the program in LLVM assembly syntax: directives, labels
// and comments as they were read, instructions in canonical form (a line
// that already held the instruction in that form, tab-indented, is kept as
// it was, its comment included). llvm-mc
// assembles the result to the same encodings as the input.
func (p *Program) Print(w io.Writer) error {
	bw := bufio.NewWriter(w)
	for _, l := range p.Lines {
		switch l.Kind {
		case LineRaw:
			bw.WriteString(l.Text)
		case LineLabel:
			bw.WriteString(l.Text)
		case LineInst:
			text := FormatInst(p.Insts[l.Inst], p.Arch)
			// A line kept must read as the canonical line would:
			// a tab, the instruction, then only spaces and a comment.
			if code, _ := stripComment(l.Text); l.Text != "" && strings.TrimRight(code, " \t") == "\t"+text {
				bw.WriteString(l.Text)
			} else {
				bw.WriteByte('\t')
				bw.WriteString(text)
			}
		}
		bw.WriteByte('\n')
	}
	return bw.Flush()
}

// String prints the program.
func (p *Program) String() string {
	var b strings.Builder
	p.Print(&b)
	return b.String()
}

// FormatInst prints one instruction.
func FormatInst(in *Inst, a *Arch) string {
	var b strings.Builder
	b.WriteString(in.Mnemonic(a))
	first := true
	for i, s := range in.Op.Args {
		o := in.Args[i]
		if o.Kind == OpNone || in.VOPD && s.Mask {
			continue
		}
		if first {
			b.WriteByte(' ')
			first = false
		} else {
			b.WriteString(", ")
		}
		b.WriteString(formatOperand(o, &s, a))
	}
	m := &in.Mods
	mod := func(s string) {
		b.WriteByte(' ')
		b.WriteString(s)
	}
	// llvm-mc reads the modifiers in a fixed order (modSpecs ranks).
	if m.Fmt != 0 {
		mod(fmt.Sprintf("format:%d", m.Fmt-1))
	}
	if m.Idxen {
		mod("idxen")
	}
	if m.Offen {
		mod("offen")
	}
	switch {
	case m.OffsetSym() != "":
		mod("offset:" + m.OffsetSym())
	case m.SOffImm:
		mod(hexOffset(m.Offset))
	case m.Offset != 0:
		mod(fmt.Sprintf("offset:%d", m.Offset))
	}
	if m.Offset0 != 0 {
		mod(fmt.Sprintf("offset0:%d", m.Offset0))
	}
	if m.Offset1 != 0 {
		mod(fmt.Sprintf("offset1:%d", m.Offset1))
	}
	switch {
	case a != nil && policy940(in.Op, a):
		// llvm-mc-19 prints gfx940's policy bits sc0 nt sc1.
		if m.Glc {
			mod("sc0")
		}
		if m.Slc {
			mod("nt")
		}
		if m.Sc1 {
			mod("sc1")
		}
	default:
		// On GFX12 Glc only says an atomic returns: th: prints it.
		if m.Glc && (a == nil || a.Gen < GFX12) {
			mod("glc")
		}
		if m.Th != 0 {
			mod("th:" + thName(in.Op, m.Th))
		}
		if m.Scope != 0 {
			mod("scope:" + scopeNames[m.Scope])
		}
		if m.Slc {
			mod("slc")
		}
	}
	if m.Dlc {
		mod("dlc")
	}
	if m.Lds {
		mod("lds")
	}
	if m.Gds {
		mod("gds")
	}
	for _, t := range packedModText(in) {
		mod(t)
	}
	if m.Clamp {
		mod("clamp")
	}
	switch m.Omod {
	case 1:
		mod("mul:2")
	case 2:
		mod("mul:4")
	case 3:
		mod("div:2")
	}
	if in.Enc == EncSDWA {
		if in.Op.Format != VOPC {
			mod("dst_sel:" + selNames[m.DstSel])
			mod("dst_unused:" + unusedNames[m.DstUnused])
		}
		mod("src0_sel:" + selNames[m.Src0Sel])
		if in.Op.Format != VOP1 {
			mod("src1_sel:" + selNames[m.Src1Sel])
		}
	}
	for _, e := range m.Extra() {
		mod(e)
	}
	if in.Op.MFMA != nil {
		for _, t := range mfmaModText(in, a) {
			mod(t)
		}
	}
	if in.Dual != nil {
		b.WriteString(" :: ")
		b.WriteString(FormatInst(in.Dual, a))
	}
	b.WriteString(wwmSuffix(in))
	return b.String()
}

func formatOperand(o Operand, s *Spec, a *Arch) string {
	var t string
	switch o.Kind {
	case OpReg:
		t = formatHalf(o.Reg.String(), o.Half())
	case OpOff:
		t = "off"
	case OpLabel:
		t = o.Sym
	case OpFloat:
		t = FormatFloat(o.Float())
	case OpImm:
		switch {
		case o.Sym != "":
			t = o.Sym
		case s.Kind&KWaitcnt != 0:
			t = FormatWaitcnt(a.Gen, o.Imm)
		case s.Kind&KDelayAlu != 0:
			t = FormatDelayAlu(o.Imm)
		case s.Kind&KGprIdx != 0:
			t = FormatGprIdx(o.Imm)
		case s.Kind&KDepctr != 0:
			t = fmt.Sprintf("0x%x", o.Imm)
		case s.Field.What != "" && o.Imm < 0:
			// A field holds the value itself, not a 32-bit pattern.
			t = fmt.Sprintf("-0x%x", -o.Imm)
		case s.Name == "offset" || s.Name == "simm16":
			// LLVM prints SMEM offsets and 16-bit fields in hex.
			t = fmt.Sprintf("0x%x", o.Imm)
		case o.Imm < -16 && (s.Type == TF16 || s.Type == TU16 || s.Type == TI16):
			// A 16-bit operand's literal is 16 bits wide.
			t = fmt.Sprintf("0x%x", uint16(o.Imm))
		default:
			t = FormatInt(o.Imm, s.Dwords(64) >= 2)
		}
	}
	if o.Sext {
		t = "sext(" + t + ")"
	}
	if o.Abs {
		t = "|" + t + "|"
	}
	if o.Neg {
		t = "-" + t
	}
	return t
}

// FormatInt prints an integer operand as LLVM does: inline values in
// decimal, others in hex (32-bit two's complement for 32-bit operands).
func FormatInt(v int64, wide bool) string {
	if v >= -16 && v <= 64 {
		return strconv.FormatInt(v, 10)
	}
	if v < 0 {
		if wide {
			return strconv.FormatInt(v, 10)
		}
		return fmt.Sprintf("0x%x", uint32(v))
	}
	return fmt.Sprintf("0x%x", v)
}

// FormatFloat prints a float constant: 1.0, -0.5, 0.15915494.
func FormatFloat(f float64) string {
	if f == inv2pi || float32(f) == float32(inv2pi) {
		return "0.15915494"
	}
	if f == math.Trunc(f) && math.Abs(f) < 1e15 {
		return strconv.FormatFloat(f, 'f', 1, 64)
	}
	return strconv.FormatFloat(f, 'g', -1, 64)
}

// hexOffset spells an SMEM offset:N as llvm-mc prints it: offset:0x10,
// offset:-0x4, offset:0x0.
func hexOffset(v int32) string {
	if v < 0 {
		return fmt.Sprintf("offset:-0x%x", -int64(v))
	}
	return fmt.Sprintf("offset:0x%x", v)
}
