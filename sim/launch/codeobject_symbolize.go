package launch

import (
	"fmt"

	"github.com/wavesim/wavesim/isa"
)

// symbolizeCalls writes the address computations of a code object's
// listing as llc writes them in assembly: after s_getpc_b64, the literal
// pair that adds a function's (or its global offset table entry's)
// PC-relative address, resolved to numbers by the linker or linkCalls,
// becomes sym@rel32@lo+4 / sym@rel32@hi+12 (sym@gotpcrel32@...). The
// numbers hold only at the listing's addresses, which the code's
// alignment padding sets; the printed assembly, laid out again by
// whoever reads it, must name the symbol instead (R_AMDGPU_REL32_LO/HI:
// S + A - P, AMDGPUUsage.rst "Relocation Records"; the addends are the
// distances from s_getpc_b64's PC to each literal, 4 and 12, or 8 and 16
// past GFX12's s_sext_i32_i16, as SIInstrInfo::expandPostRAPseudo writes
// SI_PC_ADD_REL_OFFSET).
//
// An address computed so that lies in a data section of a linked object
// (module-scope data: a constant table, a switch's lookup table) is
// refused at the instruction: the machine does not load those sections.
func symbolizeCalls(p *isa.Program, data []dataSection) error {
	funcAt := map[int64]string{}
	for _, ks := range [][]*isa.Kernel{p.Kernels, p.Funcs} {
		for _, k := range ks {
			if k.Entry < len(p.Insts) && p.Insts[k.Entry].Addr >= 0 {
				funcAt[int64(p.Insts[k.Entry].Addr)] = k.Name
			}
		}
	}
	// An entry of a symbol the object does not define stays a number: its
	// call is refused when reached, naming the symbol (linkedGOT).
	gotAt := map[int64]string{}
	for _, e := range p.GOT {
		if name := funcAt[e.Target]; e.Sym == "" && name != "" {
			gotAt[e.Offset] = name
		}
	}
	for g, in := range p.Insts {
		if in.Op.Special != isa.SpecialGetpc || in.Addr < 0 {
			continue
		}
		pc := int64(in.Addr) + int64(isa.EncodedSize(in, p.Arch))
		// The low half's add follows s_getpc_b64 at once, or after GFX12's
		// s_sext_i32_i16 of the PC's high half; the high half's add
		// follows it.
		lo := -1
		for i := g + 1; i <= g+2 && i+1 < len(p.Insts); i++ {
			if literalArg(p.Insts[i]) >= 0 {
				lo = i
				break
			}
		}
		if lo < 0 || literalArg(p.Insts[lo+1]) < 0 || p.Insts[lo].Addr < 0 || p.Insts[lo+1].Addr < 0 {
			continue
		}
		jl, jh := literalArg(p.Insts[lo]), literalArg(p.Insts[lo+1])
		// Only llc's pair adds an address into the register s_getpc_b64
		// wrote: any other literal after it is a number of the kernel's,
		// which the listing must keep (and the run use) as it is.
		if !addsToPC(p.Insts[lo], jl, in.Args[0].Reg.Sub(0), isa.RoleAddLo) || !addsToPC(p.Insts[lo+1], jh, in.Args[0].Reg.Sub(1), isa.RoleAddHi) {
			continue
		}
		// S + A - P with A = P - PC: the literal is S - PC.
		al, ah := literalAddr(p, lo)-pc, literalAddr(p, lo+1)-pc
		s := pc + int64(int32(uint32(p.Insts[lo].Args[jl].Imm)))
		kind := "rel32"
		name, ok := funcAt[s]
		if !ok {
			if name, ok = gotAt[s]; !ok {
				if sec, off, ok := dataAt(p, s); ok && hiMatches(p.Insts[lo+1].Args[jh], s-pc) {
					// Module-scope data of a linked object: written as
					// its section's label plus the offset, as print
					// lays the section out again.
					d := dataLabel(p.Data[sec].Name)
					p.Insts[lo].Args[jl] = isa.Operand{Kind: isa.OpImm, Sym: fmt.Sprintf("%s@rel32@lo%+d", d, al+off)}
					p.Insts[lo+1].Args[jh] = isa.Operand{Kind: isa.OpImm, Sym: fmt.Sprintf("%s@rel32@hi%+d", d, ah+off)}
					continue
				}
				for _, d := range data {
					if s >= d.lo && s < d.hi && d.name != ".got" && !isa.IsDataSection(d.name) {
						in := p.Insts[lo]
						return fmt.Errorf("%s: %s: the address computed here, %#x, is in section %s of the object: module-scope data in a section wavesim does not lay out in memory (it maps .rodata, .data and .bss), so the kernel does not run", in.Pos, isa.FormatInst(in, p.Arch), s, d.name)
					}
				}
				continue
			}
			kind = "gotpcrel32"
		}
		if !hiMatches(p.Insts[lo+1].Args[jh], s-pc) {
			continue
		}
		p.Insts[lo].Args[jl] = isa.Operand{Kind: isa.OpImm, Sym: fmt.Sprintf("%s@%s@lo%+d", name, kind, al)}
		p.Insts[lo+1].Args[jh] = isa.Operand{Kind: isa.OpImm, Sym: fmt.Sprintf("%s@%s@hi%+d", name, kind, ah)}
	}
	return nil
}

// addsToPC reports whether in is half r of an address computation: the
// add with role, whose destination and register source are r (the half
// of s_getpc_b64's pair) and whose other source is literal j.
func addsToPC(in *isa.Inst, j int, r isa.Reg, role isa.Role) bool {
	if !in.Op.Is(role) || len(in.Args) != 3 || j == 0 {
		return false
	}
	for i, a := range in.Args {
		if i != j && (a.Kind != isa.OpReg || a.Reg != r) {
			return false
		}
	}
	return true
}

// hiMatches reports whether the high half's literal is the high dword of
// the 64-bit distance d from the PC s_getpc_b64 read to the target: the
// pair then adds d, not a number whose low half happens to land on it.
func hiMatches(hi isa.Operand, d int64) bool {
	return uint32(uint64(d)>>32) == uint32(hi.Imm)
}

// dataAt finds the loaded data section of a linked object that holds
// address a, and a's offset in it.
func dataAt(p *isa.Program, a int64) (int, int64, bool) {
	for i, d := range p.Data {
		if d.Addr >= 0 && a >= d.Addr && a < d.Addr+int64(len(d.Bytes)) {
			return i, a - d.Addr, true
		}
	}
	return 0, 0, false
}

// literalArg is the index of an instruction's literal operand (a number,
// not yet a symbol), or -1.
func literalArg(in *isa.Inst) int {
	for j := len(in.Args) - 1; j >= 0; j-- {
		if j < len(in.Op.Args) && in.Op.Args[j].Kind&isa.KLit != 0 && in.Op.Args[j].Field.What == "" && in.Args[j].Kind == isa.OpImm && in.Args[j].Sym == "" {
			return j
		}
	}
	return -1
}

// literalAddr is the address of instruction i's literal: its last dword.
func literalAddr(p *isa.Program, i int) int64 {
	in := p.Insts[i]
	end := int64(in.Addr) + int64(isa.EncodedSize(in, p.Arch))
	if i+1 < len(p.Insts) && p.Insts[i+1].Addr > in.Addr {
		end = int64(p.Insts[i+1].Addr)
	}
	return end - 4
}
