package launch

import (
	"bytes"
	"debug/elf"
	"encoding/binary"
	"fmt"

	"github.com/wavesim/wavesim/isa"
)

// AMDGPU ELF relocation types a call's address computation uses
// (AMDGPUUsage.rst "Relocation Records"; llvm/BinaryFormat/ELFRelocs/AMDGPU.def).
const (
	rAMDGPUAbs64        = 3  // R_AMDGPU_ABS64: S + A
	rAMDGPURelative64   = 13 // R_AMDGPU_RELATIVE64: B + A
	rAMDGPUGotPCRel32Lo = 8  // R_AMDGPU_GOTPCREL32_LO: (G + GOT + A - P) & 0xffffffff
	rAMDGPUGotPCRel32Hi = 9  // R_AMDGPU_GOTPCREL32_HI: (G + GOT + A - P) >> 32
	rAMDGPURel32Lo      = 10 // R_AMDGPU_REL32_LO: (S + A - P) & 0xffffffff
	rAMDGPURel32Hi      = 11 // R_AMDGPU_REL32_HI: (S + A - P) >> 32
)

// relocPlaceholder fills a literal that markRelocs names symbolically.
const relocPlaceholder = 0x7fff_fff0

// elfRelaSize is the size of an Elf64_Rela record: r_offset, r_info
// (symbol << 32 | type), r_addend.
const elfRelaSize = 24

// codeFuncs are the function symbols (STT_FUNC) defined in the code
// section that are not kernels: the functions the kernels call, which the
// disassembly must hold too.
func codeFuncs(f *elf.File, syms []elf.Symbol, kernels []coKernel) []string {
	isKernel := map[string]bool{}
	for _, k := range kernels {
		isKernel[k.meta.Name] = true
	}
	var out []string
	for _, s := range syms {
		if elf.ST_TYPE(s.Info) != elf.STT_FUNC || isKernel[s.Name] || !identRE().MatchString(s.Name) {
			continue
		}
		if int(s.Section) > 0 && int(s.Section) < len(f.Sections) && f.Sections[s.Section].Name == ".text" {
			out = append(out, s.Name)
		}
	}
	return out
}

// coReloc is a relocation of the code that only a linker could resolve:
// through the global offset table, or against a symbol the file does not
// define. The program names it symbolically (markRelocs), as llc's
// assembly does, and a run that reaches it resolves or refuses it.
type coReloc struct {
	at     uint64 // offset of the literal in the code section
	sym    string
	got    bool // R_AMDGPU_GOTPCREL32_*; else R_AMDGPU_REL32_*
	hi     bool
	addend int64
}

// String is the operand as llc writes it: sym@rel32@lo+4.
func (r coReloc) String() string {
	kind, half := "rel32", "lo"
	if r.got {
		kind = "gotpcrel32"
	}
	if r.hi {
		half = "hi"
	}
	return fmt.Sprintf("%s@%s@%s%+d", r.sym, kind, half, r.addend)
}

// linkCalls resolves the relocations of a relocatable object's code
// (llc -filetype=obj leaves a call's address literals for the linker):
// every R_AMDGPU_REL32_LO/HI against a symbol of the code section gets
// S + A - P, with the section's offsets as addresses, which are the
// addresses llvm-objdump prints. It returns src itself when there is
// nothing to resolve, and the relocations through the global offset table
// or against symbols the file does not define, for markRelocs.
func linkCalls(name string, f *elf.File, src []byte) ([]byte, []coReloc, error) {
	if f.Type != elf.ET_REL {
		return src, nil, nil
	}
	text := -1
	for i, s := range f.Sections {
		if s.Name == ".text" && s.Type == elf.SHT_PROGBITS {
			text = i
		}
	}
	if text < 0 {
		return src, nil, nil
	}
	syms, err := f.Symbols()
	if err != nil {
		return nil, nil, fmt.Errorf("%s: no symbol table: %v", name, err)
	}
	out := src
	var late []coReloc
	for _, s := range f.Sections {
		if s.Type != elf.SHT_RELA || int(s.Info) != text {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return nil, nil, fmt.Errorf("%s: section %s: %v", name, s.Name, err)
		}
		for off := 0; off+elfRelaSize <= len(data); off += elfRelaSize {
			if len(out) > 0 && &out[0] == &src[0] {
				out = bytes.Clone(src)
			}
			r, err := applyRela(name, f, syms, text, data[off:off+elfRelaSize], out)
			if err != nil {
				return nil, nil, err
			}
			if r != nil {
				late = append(late, *r)
			}
		}
	}
	return out, late, nil
}

// applyRela resolves one Elf64_Rela record of the code section in out, or
// returns it when only a linker could.
func applyRela(name string, f *elf.File, syms []elf.Symbol, text int, rec, out []byte) (*coReloc, error) {
	le := binary.LittleEndian
	at, info, addend := le.Uint64(rec), le.Uint64(rec[8:]), int64(le.Uint64(rec[16:]))
	typ, si := uint32(info), info>>32
	if si == 0 || si > uint64(len(syms)) {
		return nil, fmt.Errorf("%s: a relocation of the code at %#x names symbol %d, which the symbol table does not hold", name, at, si)
	}
	sym := syms[si-1] // debug/elf leaves out the null symbol 0
	sec := f.Sections[text]
	got := typ == rAMDGPUGotPCRel32Lo || typ == rAMDGPUGotPCRel32Hi
	switch {
	case !got && typ != rAMDGPURel32Lo && typ != rAMDGPURel32Hi:
		return nil, fmt.Errorf("%s: the code at %#x has relocation type %d against %q, which wavesim does not resolve (it reads R_AMDGPU_REL32_LO/HI and R_AMDGPU_GOTPCREL32_LO/HI)", name, at, typ, sym.Name)
	case at > sec.Size || sec.Size-at < 4 || sec.Offset+at+4 > uint64(len(out)) || sec.Offset+at+4 < sec.Offset:
		return nil, fmt.Errorf("%s: a relocation at %#x lies outside the %d-byte code section", name, at, sec.Size)
	case isData(f, sym) && isa.IsDataSection(f.Sections[sym.Section].Name):
		// Module-scope data the machine lays out (readData): the run
		// resolves the reference against it. The assembler names a local
		// table by its section (.rodata+68).
		symName := sym.Name
		if elf.ST_TYPE(sym.Info) == elf.STT_SECTION || symName == "" {
			symName = dataLabel(f.Sections[sym.Section].Name)
		}
		if !identRE().MatchString(symName) {
			return nil, fmt.Errorf("%s: the code at %#x refers to symbol %q, which is not an assembler identifier", name, at, symName)
		}
		le.PutUint32(out[sec.Offset+at:], relocPlaceholder)
		return &coReloc{at: at, sym: symName, got: got, hi: typ == rAMDGPUGotPCRel32Hi || typ == rAMDGPURel32Hi, addend: addend}, nil
	case !got && int(sym.Section) != text && isData(f, sym):
		what := fmt.Sprintf("symbol %s", sym.Name)
		if elf.ST_TYPE(sym.Info) == elf.STT_SECTION || sym.Name == "" {
			what = fmt.Sprintf("section %s (relocation addend %+d)", f.Sections[sym.Section].Name, addend)
		}
		return nil, fmt.Errorf("%s: the code at %#x computes the address of %s: module-scope data in a section wavesim does not lay out in memory (it maps .rodata, .data and .bss), so the kernel does not run", name, at, what)
	case got || int(sym.Section) != text:
		if !identRE().MatchString(sym.Name) {
			return nil, fmt.Errorf("%s: the code at %#x refers to symbol %q, which is not an assembler identifier", name, at, sym.Name)
		}
		// A value no inline constant has, so that the listing shows a
		// literal, which markRelocs replaces.
		le.PutUint32(out[sec.Offset+at:], relocPlaceholder)
		return &coReloc{at: at, sym: sym.Name, got: got, hi: typ == rAMDGPUGotPCRel32Hi || typ == rAMDGPURel32Hi, addend: addend}, nil
	}
	v := sym.Value + uint64(addend) - at
	if typ == rAMDGPURel32Hi {
		v >>= 32
	}
	le.PutUint32(out[sec.Offset+at:], uint32(v))
	return nil, nil
}

// markRelocs gives the instruction whose literal each relocation fills
// the symbolic operand llc writes there (sym@gotpcrel32@lo+4), in place of
// the 0 llvm-objdump shows: the run resolves it (a function of the file,
// through the global offset table the machine maps) or refuses it (a
// symbol the file does not define) when it reaches the instruction.
func markRelocs(p *isa.Program, relocs []coReloc) error {
	if len(relocs) == 0 {
		return nil
	}
	// literal address → instruction: an instruction's last dword, where
	// the next one starts 4 bytes on (the listing shows the literal 0,
	// which reads as an inline constant, so the listing's addresses, not
	// the operands, tell the instruction's size)
	at := map[int64]int{}
	for i, in := range p.Insts {
		if in.Addr < 0 {
			continue
		}
		end := int64(in.Addr) + int64(isa.EncodedSize(in, p.Arch))
		if i+1 < len(p.Insts) && p.Insts[i+1].Addr > in.Addr {
			end = int64(p.Insts[i+1].Addr)
		}
		at[end-4] = i
	}
	for _, r := range relocs {
		i, ok := at[int64(r.at)]
		if !ok {
			if in := covering(p, int64(r.at)); in != nil {
				return fmt.Errorf("%s: relocation %s at 0x%x is not the literal of the instruction there, %s", in.Pos, r, r.at, isa.FormatInst(in, p.Arch))
			}
			continue // in code that was not disassembled
		}
		in := p.Insts[i]
		for j := len(in.Args) - 1; j >= 0; j-- {
			if in.Args[j].Kind == isa.OpImm && j < len(in.Op.Args) && in.Op.Args[j].Kind&isa.KLit != 0 {
				in.Args[j] = isa.Operand{Kind: isa.OpImm, Sym: r.String()}
				break
			}
		}
	}
	return nil
}

// covering is the instruction of a listing whose bytes hold address a, or
// nil.
func covering(p *isa.Program, a int64) *isa.Inst {
	for i, in := range p.Insts {
		if in.Addr < 0 || int64(in.Addr) > a {
			continue
		}
		end := int64(in.Addr) + int64(isa.EncodedSize(in, p.Arch))
		if i+1 < len(p.Insts) && p.Insts[i+1].Addr > in.Addr {
			end = int64(p.Insts[i+1].Addr)
		}
		if a < end {
			return in
		}
	}
	return nil
}

// linkedGOT reads a linked code object's global offset table: the dynamic
// relocations (.rela.dyn) that fill its entries, R_AMDGPU_ABS64 against a
// symbol (the function's link address, or a symbol the object does not
// define) or R_AMDGPU_RELATIVE64 (the addend is the link address). The
// listing's addresses are link addresses, so the entries keep them.
func linkedGOT(name string, f *elf.File) ([]isa.GOTEntry, error) {
	if f.Type != elf.ET_DYN {
		return nil, nil
	}
	got := f.Section(".got")
	if got == nil || got.Size == 0 {
		return nil, nil
	}
	var out []isa.GOTEntry
	for _, s := range f.Sections {
		if s.Type != elf.SHT_RELA {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return nil, fmt.Errorf("%s: section %s: %v", name, s.Name, err)
		}
		var syms []elf.Symbol
		if int(s.Link) > 0 && int(s.Link) < len(f.Sections) && f.Sections[s.Link].Type == elf.SHT_DYNSYM {
			if syms, err = f.DynamicSymbols(); err != nil {
				return nil, fmt.Errorf("%s: dynamic symbols: %v", name, err)
			}
		}
		le := binary.LittleEndian
		for off := 0; off+elfRelaSize <= len(data); off += elfRelaSize {
			at, info, addend := le.Uint64(data[off:]), le.Uint64(data[off+8:]), int64(le.Uint64(data[off+16:]))
			if at < got.Addr || at-got.Addr >= got.Size || at > 1<<47 {
				continue
			}
			typ, si := uint32(info), info>>32
			e := isa.GOTEntry{Offset: int64(at)}
			switch {
			case typ == rAMDGPURelative64:
				e.Target = addend
			case typ == rAMDGPUAbs64 && si > 0 && si <= uint64(len(syms)):
				sym := syms[si-1]
				if sym.Section == elf.SHN_UNDEF {
					e.Sym = sym.Name
				} else {
					e.Target = int64(sym.Value) + addend
				}
			default:
				return nil, fmt.Errorf("%s: the global offset table entry at %#x has relocation type %d, which wavesim does not read (it reads R_AMDGPU_ABS64 and R_AMDGPU_RELATIVE64)", name, at, typ)
			}
			out = append(out, e)
		}
	}
	return out, nil
}

// isData reports whether a relocation's symbol is data defined in the
// object: an STT_OBJECT, or a section symbol (what the assembler makes of
// a local symbol's reference) of an allocated section that holds no code.
func isData(f *elf.File, sym elf.Symbol) bool {
	if int(sym.Section) <= 0 || int(sym.Section) >= len(f.Sections) {
		return false
	}
	sec := f.Sections[sym.Section]
	switch elf.ST_TYPE(sym.Info) {
	case elf.STT_OBJECT:
		return true
	case elf.STT_SECTION:
		return sec.Flags&elf.SHF_ALLOC != 0 && sec.Flags&elf.SHF_EXECINSTR == 0
	}
	return false
}
