package launch

import (
	"debug/elf"
	"encoding/binary"
	"fmt"
	"math/bits"
	"slices"
	"sort"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// loadedData is the module-scope data of a code object the machine maps:
// its data sections (.rodata, .data, .bss and their .name suffixes), the
// labels in them, and for each ELF section index the index in sections.
type loadedData struct {
	sections []*isa.DataSection
	syms     map[string]isa.DataSym
	index    map[int]int
	// flags: each section's flags, type and entry size as .section
	// writes them ("aM",@progbits,16), which llvm-mc requires to match
	// what the name implies (.rodata.cst16 is mergeable).
	flags []string
}

// readData reads a code object's data sections. A relocatable object's
// are laid out after the code (Addr -1); a linked object's keep their
// link addresses, where the code's PC-relative arithmetic, already
// resolved by the linker, expects them. A section symbol names its
// section (the assembler's reference to a local table: .rodata+68), an
// STT_OBJECT its own place.
func readData(name string, f *elf.File, syms []elf.Symbol) (*loadedData, error) {
	ld := &loadedData{syms: map[string]isa.DataSym{}, index: map[int]int{}}
	kd, err := kernelDescriptors(name, f, syms)
	if err != nil {
		return nil, err
	}
	load, err := dataToLoad(name, f, kd)
	if err != nil {
		return nil, err
	}
	for _, i := range load {
		s := f.Sections[i]
		var b []byte
		if s.Type == elf.SHT_NOBITS {
			b = make([]byte, s.Size)
		} else {
			var err error
			if b, err = s.Data(); err != nil {
				return nil, fmt.Errorf("%s: section %s: %v", name, s.Name, err)
			}
		}
		addr := int64(-1)
		if f.Type == elf.ET_DYN {
			if s.Addr >= 1<<47 {
				return nil, fmt.Errorf("%s: data section %s at %#x lies past the addresses wavesim maps", name, s.Name, s.Addr)
			}
			addr = int64(s.Addr)
		}
		align := int64(max(s.Addralign, 1))
		if align&(align-1) != 0 || align > 1<<16 {
			return nil, fmt.Errorf("%s: data section %s has alignment %d, not a power of 2 up to 65536", name, s.Name, s.Addralign)
		}
		ld.flags = append(ld.flags, sectionFlags(s))
		ld.index[i] = len(ld.sections)
		ld.syms[dataLabel(s.Name)] = isa.DataSym{Sec: len(ld.sections)}
		ld.sections = append(ld.sections, &isa.DataSection{Name: s.Name, Align: align, Bytes: b, Addr: addr, Pos: isa.Pos{File: name}})
	}
	for _, sym := range syms {
		k, ok := ld.index[int(sym.Section)]
		if ok && f.Type == elf.ET_DYN {
			sym.Value -= f.Sections[sym.Section].Addr
		}
		// A kernel descriptor (<kernel>.kd) is no data the code reads;
		// print's .amdhsa_kernel block defines its symbol.
		if ok && elf.ST_TYPE(sym.Info) == elf.STT_OBJECT && identRE().MatchString(sym.Name) && !strings.HasSuffix(sym.Name, ".kd") && sym.Value <= uint64(len(ld.sections[k].Bytes)) {
			ld.syms[sym.Name] = isa.DataSym{Sec: k, Off: int64(sym.Value)}
		}
	}
	if err := ld.checkRelocs(name, f, kd); err != nil {
		return nil, err
	}
	return ld, nil
}

// dataToLoad is the ELF section indexes of the data sections the machine
// maps (the kernel descriptors' sections hold no data the code reads),
// refused together when their bytes, summed before any is read, pass
// isa.MaxData: the message gives the sum, which is what the limit bounds.
func dataToLoad(name string, f *elf.File, kd kdSpans) ([]int, error) {
	var load []int
	total, wrapped := uint64(0), false // sizes a hostile file gives may sum past 2^64
	var sizes []string
	for i, s := range f.Sections {
		if s.Flags&elf.SHF_ALLOC == 0 || s.Flags&elf.SHF_EXECINSTR != 0 || !isa.IsDataSection(s.Name) || s.Size == 0 {
			continue
		}
		base := uint64(0) // a linked object's symbols hold addresses
		if f.Type == elf.ET_DYN {
			base = s.Addr
		}
		if kd.covers(i, base, s.Size) {
			continue
		}
		load = append(load, i)
		var carry uint64
		total, carry = bits.Add64(total, s.Size, 0)
		wrapped = wrapped || carry != 0
		if len(sizes) < 4 {
			sizes = append(sizes, fmt.Sprintf("%s %d", s.Name, s.Size))
		}
	}
	if wrapped || total > isa.MaxData {
		if len(load) > len(sizes) {
			sizes = append(sizes, fmt.Sprintf("%d more", len(load)-len(sizes)))
		}
		all := fmt.Sprint(total)
		if wrapped {
			all = "more than 2^64"
		}
		return nil, fmt.Errorf("%s: the data sections hold %s bytes in all (%s); wavesim maps up to %d bytes of data", name, all, strings.Join(sizes, ", "), isa.MaxData)
	}
	return load, nil
}

// dataLabel is the label print gives the start of a data section of a
// code object, by which the code's references to it (the assembler's
// .rodata+68, a linked object's PC-relative literal) are written: a
// section name is no symbol llvm-mc resolves to the section.
func dataLabel(section string) string { return ".Ldata" + section }

// dataLines are the assembly of a code object's data sections, as print
// writes them after the code: each section's bytes whole (a kernel
// descriptor's among them, which the .amdhsa_kernel block also gives, so
// that every offset a reference adds stays what it was), under its
// dataLabel and the labels of the data symbols in it.
func dataLines(ld *loadedData) []isa.Line {
	var out []isa.Line
	raw := func(format string, args ...any) {
		out = append(out, isa.Line{Kind: isa.LineRaw, Text: fmt.Sprintf(format, args...)})
	}
	for k, d := range ld.sections {
		at := map[int64][]string{}
		for name, y := range ld.syms {
			if y.Sec == k && name != dataLabel(d.Name) {
				at[y.Off] = append(at[y.Off], name)
			}
		}
		raw("\t.section\t%s,%s", d.Name, ld.flags[k])
		raw("\t.p2align\t%d, 0x0", bits.Len64(uint64(d.Align))-1)
		raw("%s:", dataLabel(d.Name))
		bss := strings.Contains(ld.flags[k], "@nobits")
		var row []string
		flush := func() {
			if len(row) > 0 {
				raw("\t.byte\t%s", strings.Join(row, ", "))
				row = row[:0]
			}
		}
		for i := 0; i <= len(d.Bytes); i++ {
			if names := at[int64(i)]; len(names) > 0 {
				flush()
				sort.Strings(names)
				for _, n := range names {
					raw("%s:", n)
				}
			}
			if i == len(d.Bytes) {
				break
			}
			if bss {
				j := i + 1
				for j < len(d.Bytes) && len(at[int64(j)]) == 0 {
					j++
				}
				raw("\t.zero\t%d", j-i)
				i = j - 1
				continue
			}
			row = append(row, fmt.Sprintf("%d", d.Bytes[i]))
			if len(row) == 16 {
				flush()
			}
		}
		flush()
	}
	if len(out) > 0 {
		raw("\t.text")
	}
	return out
}

// checkRelocs refuses a relocation inside loaded data (a table of
// pointers: R_AMDGPU_ABS64 of a function or another table), whose value
// the layout does not compute; the kernel descriptors' code offsets
// (R_AMDGPU_REL64 in a .kd symbol) are left alone: the machine reads the
// descriptor, not those bytes.
func (ld *loadedData) checkRelocs(name string, f *elf.File, kd kdSpans) error {
	if f.Type == elf.ET_DYN {
		return ld.checkDynRelocs(name, f)
	}
	for _, s := range f.Sections {
		k, ok := ld.index[int(s.Info)]
		if s.Type != elf.SHT_RELA || !ok {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return fmt.Errorf("%s: section %s: %v", name, s.Name, err)
		}
		for off := 0; off+elfRelaSize <= len(data); off += elfRelaSize {
			at := binary.LittleEndian.Uint64(data[off:])
			if kd.in(int(s.Info), at) {
				continue
			}
			return fmt.Errorf("%s: data section %s holds a relocation at offset %#x (relocation %d of %s): a table of addresses, whose values wavesim does not compute, so the kernel does not run", name, ld.sections[k].Name, at, off/elfRelaSize, s.Name)
		}
	}
	return nil
}

// checkDynRelocs refuses a linked object's dynamic relocation into
// loaded data (R_AMDGPU_RELATIVE64 of a table of addresses, which the
// loader fills with the load address plus the addend): the section holds
// no address until then. (The relocations of kernel descriptors' code
// offsets are resolved at link time and leave none.)
func (ld *loadedData) checkDynRelocs(name string, f *elf.File) error {
	for _, s := range f.Sections {
		if s.Type != elf.SHT_RELA {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return fmt.Errorf("%s: section %s: %v", name, s.Name, err)
		}
		for off := 0; off+elfRelaSize <= len(data); off += elfRelaSize {
			at := int64(binary.LittleEndian.Uint64(data[off:]))
			for _, d := range ld.sections {
				if at >= d.Addr && at-d.Addr < int64(len(d.Bytes)) {
					return fmt.Errorf("%s: data section %s holds a dynamic relocation at %#x (relocation %d of %s): a table of addresses the loader fills, which wavesim does not compute, so the kernel does not run", name, d.Name, at, off/elfRelaSize, s.Name)
				}
			}
		}
	}
	return nil
}

// kdSpans are the kernel descriptors (<kernel>.kd symbols, AMDGPUUsage
// "Kernel Descriptor") of each section, by ELF section index: each
// descriptor's start (a relocatable object's offset, a linked object's
// address), sorted. Collected once, they answer each question about a
// section or a relocation by a search, not a scan of every symbol.
type kdSpans map[int][]uint64

// kernelDescriptors collects the .kd symbols of an object's sections,
// refusing one whose size is not a descriptor's: its bytes would be read
// as a descriptor, or the section it claims skipped as one.
func kernelDescriptors(name string, f *elf.File, syms []elf.Symbol) (kdSpans, error) {
	kd := kdSpans{}
	for _, y := range syms {
		if !strings.HasSuffix(y.Name, ".kd") || y.Section == elf.SHN_UNDEF || int(y.Section) >= len(f.Sections) {
			continue
		}
		if y.Size != kdSize {
			return nil, fmt.Errorf("%s: symbol %s in section %s is %d bytes; a kernel descriptor (<kernel>.kd) is %d", name, y.Name, f.Sections[y.Section].Name, y.Size, kdSize)
		}
		kd[int(y.Section)] = append(kd[int(y.Section)], y.Value)
	}
	for _, starts := range kd {
		slices.Sort(starts)
	}
	return kd, nil
}

// in reports whether address at of section sec lies in a kernel
// descriptor: the last descriptor starting at or before it, all being
// the same size, is the one that reaches furthest.
func (kd kdSpans) in(sec int, at uint64) bool {
	starts := kd[sec]
	i := sort.Search(len(starts), func(i int) bool { return starts[i] > at })
	return i > 0 && at-starts[i-1] < kdSize
}

// covers reports whether kernel descriptors fill [lo, lo+size) of
// section sec whole, in one pass over the section's sorted descriptors.
func (kd kdSpans) covers(sec int, lo, size uint64) bool {
	at, end := lo, lo+size
	for _, s := range kd[sec] {
		if at >= end {
			break
		}
		if s > at {
			return false // a gap before this descriptor
		}
		at = max(at, s+kdSize)
	}
	return at >= end
}

// sectionFlags writes an allocated section's flags, type and entry size
// as the .section directive takes them (a mergeable section with no
// entry size, as ld.lld leaves a merged .rodata, is written as plain
// data: llvm-mc requires a positive size).
func sectionFlags(s *elf.Section) string {
	f := "a"
	for _, c := range []struct {
		bit  elf.SectionFlag
		char string
	}{{elf.SHF_WRITE, "w"}, {elf.SHF_MERGE, "M"}, {elf.SHF_STRINGS, "S"}} {
		if s.Flags&c.bit != 0 && (c.bit == elf.SHF_WRITE || s.Entsize > 0) {
			f += c.char
		}
	}
	typ := "@progbits"
	if s.Type == elf.SHT_NOBITS {
		typ = "@nobits"
	}
	out := fmt.Sprintf("%q,%s", f, typ)
	if s.Flags&elf.SHF_MERGE != 0 && s.Entsize > 0 {
		out += fmt.Sprintf(",%d", s.Entsize)
	}
	return out
}
