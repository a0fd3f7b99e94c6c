package isa

import (
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

// HasCalls reports whether the program writes the PC (s_setpc_b64,
// s_swappc_b64) or defines functions that are not kernels: the code the
// optimizer's control-flow graph does not follow.
func (p *Program) HasCalls() bool {
	if len(p.Funcs) > 0 {
		return true
	}
	for _, in := range p.Insts {
		if in.Op.Is(RoleWritesPC) {
			return true
		}
	}
	return false
}

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
