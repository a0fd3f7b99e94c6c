package isa

import (
	"fmt"
	"strconv"
	"strings"
)

// RelocKind is the kind of a relocated 32-bit literal, as llc writes the
// address computation of a call (AMDGPUMCExpr variants; the fixup llvm-mc
// records for each is FK_PCRel_4, AMDGPUAsmBackend.cpp).
type RelocKind uint8

const (
	// RelRel32: sym@rel32@lo / @hi, the address of sym relative to the
	// literal: S + A - P (ELF R_AMDGPU_REL32_LO/HI, AMDGPUUsage
	// "Relocation Records"), for a function defined in the same file.
	RelRel32 RelocKind = iota + 1
	// RelGotPCRel32: sym@gotpcrel32@lo / @hi, the address of sym's global
	// offset table entry relative to the literal: G + GOT + A - P
	// (R_AMDGPU_GOTPCREL32_LO/HI), for a function with default visibility
	// or one outside the file.
	RelGotPCRel32
)

// Reloc is a relocated literal operand: Sym@rel32@lo+4 and its kin.
type Reloc struct {
	Sym    string
	Kind   RelocKind
	Hi     bool  // @hi: bits 63:32 of the value; @lo: bits 31:0
	Addend int64 // A: the +N or -N after the variant
}

// ParseReloc reads a relocation operand: SYM@rel32@lo, SYM@rel32@hi,
// SYM@gotpcrel32@lo or SYM@gotpcrel32@hi, optionally followed by +N or -N
// (decimal or 0x hex). It reports false for anything else.
func ParseReloc(s string) (Reloc, bool) {
	sym, rest, ok := strings.Cut(s, "@")
	if !ok || !isIdent(sym) {
		return Reloc{}, false
	}
	var r Reloc
	r.Sym = sym
	switch {
	case strings.HasPrefix(rest, "rel32@"):
		r.Kind, rest = RelRel32, rest[len("rel32@"):]
	case strings.HasPrefix(rest, "gotpcrel32@"):
		r.Kind, rest = RelGotPCRel32, rest[len("gotpcrel32@"):]
	default:
		return Reloc{}, false
	}
	switch {
	case strings.HasPrefix(rest, "lo"):
	case strings.HasPrefix(rest, "hi"):
		r.Hi = true
	default:
		return Reloc{}, false
	}
	rest = rest[2:]
	if rest == "" {
		return r, true
	}
	if rest[0] != '+' && rest[0] != '-' {
		return Reloc{}, false
	}
	n, err := strconv.ParseInt(rest[1:], 0, 32)
	if err != nil || rest[1:] == "" || rest[1] == '+' || rest[1] == '-' {
		return Reloc{}, false
	}
	if rest[0] == '-' {
		n = -n
	}
	r.Addend = n
	return r, true
}

// Reloc reports the relocation an operand names, if it is one.
func (o Operand) Reloc() (Reloc, bool) {
	if o.Kind != OpImm || o.Sym == "" || !strings.Contains(o.Sym, "@") {
		return Reloc{}, false
	}
	return ParseReloc(o.Sym)
}

// Value is the 32-bit literal a relocation stores: S + A - P, where s is
// the address of the symbol (RelRel32) or of its GOT entry
// (RelGotPCRel32) and p the address of the literal itself, then the low or
// the high 32 bits.
func (r Reloc) Value(s, p uint64) uint32 {
	v := s + uint64(r.Addend) - p
	if r.Hi {
		return uint32(v >> 32)
	}
	return uint32(v)
}

// LiteralOffset is the byte offset of an instruction's 32-bit literal
// within its encoding: the literal is the instruction's last dword
// (Vega, RDNA2 and RDNA3 ISA, "Microcode Formats": a literal follows the
// instruction word(s)). It is P - (instruction address) for a relocated
// literal.
func LiteralOffset(in *Inst, a *Arch) int { return EncodedSize(in, a) - 4 }

// FuncAt returns the function, kernel or callee, whose instructions
// [Entry, End) hold instruction i, or nil.
func (p *Program) FuncAt(i int) *Kernel {
	for _, fs := range [2][]*Kernel{p.Kernels, p.Funcs} {
		for _, f := range fs {
			if i >= f.Entry && i < f.End {
				return f
			}
		}
	}
	return nil
}

// listingRelocs maps the relocation types llvm-objdump -r prints under an
// instruction to the operand llc writes for them.
var listingRelocs = map[string]string{
	"R_AMDGPU_REL32_LO":      "rel32@lo",
	"R_AMDGPU_REL32_HI":      "rel32@hi",
	"R_AMDGPU_GOTPCREL32_LO": "gotpcrel32@lo",
	"R_AMDGPU_GOTPCREL32_HI": "gotpcrel32@hi",
}

// objdumpReloc reads a relocation line of llvm-objdump -d -r
// ("\t\t0000000000000138:  R_AMDGPU_REL32_LO\t.text+0x4"): the literal of
// the instruction before it is a symbol's address, which the line names.
// That literal becomes the operand llc writes (callee@rel32@lo+4; a
// section symbol keeps its name, .text@rel32@lo+4), so that the run
// computes it as the linker would. It reports false for other lines.
func (ps *parser) objdumpReloc(t, raw string) (bool, error) {
	f := strings.Fields(t)
	if len(f) != 3 || !strings.HasSuffix(f[0], ":") || !strings.HasPrefix(f[1], "R_AMDGPU_") {
		return false, nil
	}
	at, err := strconv.ParseUint(strings.TrimSuffix(f[0], ":"), 16, 64)
	if err != nil {
		return false, nil
	}
	if ps.section != ".text" {
		return true, nil // the kernel descriptors' code addresses
	}
	col := strings.Index(raw, f[1]) + 1
	form, ok := listingRelocs[f[1]]
	if !ok {
		return true, ps.errAt(ps.line, col, "relocation %s: wavesim reads R_AMDGPU_REL32_LO/HI and R_AMDGPU_GOTPCREL32_LO/HI", f[1])
	}
	sym, addend := f[2], int64(0)
	if i := strings.LastIndexAny(sym, "+-"); i > 0 {
		n, err := strconv.ParseInt(sym[i+1:], 0, 64)
		if err != nil {
			return true, ps.errAt(ps.line, col, "relocation %s: cannot read the addend of %q", f[1], f[2])
		}
		if sym[i] == '-' {
			n = -n
		}
		sym, addend = sym[:i], n
	}
	p := ps.p
	if len(p.Insts) == 0 || !isIdent(sym) {
		return true, ps.errAt(ps.line, col, "relocation %s of %q: no instruction before it, or a symbol that is no identifier", f[1], f[2])
	}
	in := p.Insts[len(p.Insts)-1]
	if in.Addr < 0 || at < uint64(in.Addr)+4 || at > uint64(in.Addr)+12 {
		return true, ps.errAt(ps.line, col, "relocation at 0x%x is not in the instruction before it", at)
	}
	for j := len(in.Args) - 1; j >= 0; j-- {
		if j < len(in.Op.Args) && in.Args[j].Kind == OpImm && in.Op.Args[j].Kind&KLit != 0 && in.Op.Args[j].Field.What == "" {
			in.Args[j] = Operand{Kind: OpImm, Sym: fmt.Sprintf("%s@%s%+d", sym, form, addend)}
			return true, nil
		}
	}
	return true, ps.errAt(ps.line, col, "relocation %s: the instruction before it has no literal operand", f[1])
}

// SymbolOffset is the byte offset, in the code of Addresses, of a symbol a
// relocation names: a label of the program, or in an llvm-objdump listing
// the section .text itself (offset 0: the listing's addresses are offsets
// in the section).
func (p *Program) SymbolOffset(sym string, addrs []int64) (int64, bool) {
	if i, ok := p.Labels[sym]; ok && i < len(addrs) {
		return addrs[i], true
	}
	if p.Objdump && sym == ".text" {
		return 0, true
	}
	return 0, false
}

// checkListingLiterals refuses, in an llvm-objdump listing, the first add
// of a call's address computation (s_getpc_b64, then an add of a 32-bit
// literal) whose literal the listing shows as an inline constant while the
// encoding holds a literal (the next instruction starts 4 bytes past its
// size): a relocatable object's literal that only a linker fills, which
// llvm-objdump shows as 0. (Linked, it is the distance from the s_getpc_b64
// to the callee, never 0; the high half's add may well hold 0 or -1.)
// With -r the listing names the relocation, which objdumpReloc reads.
func (ps *parser) checkListingLiterals() error {
	p := ps.p
	if !p.Objdump {
		return nil
	}
	for i := 1; i+1 < len(p.Insts); i++ {
		in, next := p.Insts[i], p.Insts[i+1]
		if p.Insts[i-1].Op.Special != SpecialGetpc || in.Addr < 0 || next.Addr <= in.Addr || int(next.Addr-in.Addr) != EncodedSize(in, p.Arch)+4 {
			continue
		}
		for j, o := range in.Args {
			if j < len(in.Op.Args) && o.Kind == OpImm && o.Sym == "" && in.Op.Args[j].Kind&KLit != 0 && in.Op.Args[j].Field.What == "" && o.IsInline(p.Arch) {
				return &Error{in.Pos, fmt.Sprintf("%s: the code holds a 32-bit literal here (the next instruction is %d bytes on) but the listing shows %d: a relocation a linker fills (a call's address, in a relocatable object); list the object with llvm-objdump -d -r, which names it, or run the object itself",
					FormatInst(in, p.Arch), next.Addr-in.Addr, o.Imm)}
			}
		}
	}
	return nil
}
