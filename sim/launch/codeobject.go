package launch

import (
	"bytes"
	"cmp"
	"debug/elf"
	"encoding/binary"
	"errors"
	"fmt"
	"github.com/wavesim/wavesim/internal/lazyre"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"github.com/vmihailenco/msgpack/v5"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
)

// IsCodeObject reports whether src is an ELF file (starts with the ELF
// magic), which wavesim reads as an AMDGPU code object.
func IsCodeObject(src []byte) bool { return bytes.HasPrefix(src, []byte(elf.ELFMAG)) }

// Kernel descriptor layout: 64 bytes at the <kernel>.kd symbol
// (llvm/include/llvm/Support/AMDHSAKernelDescriptor.h, kernel_descriptor_t
// and its *_OFFSET enum; AMDGPUUsage.rst "Kernel Descriptor").
const (
	kdSize                  = 64
	kdGroupSegmentFixedSize = 0  // u32
	kdPrivateSegmentFixed   = 4  // u32
	kdKernargSize           = 8  // u32
	kdComputePgmRsrc3       = 44 // u32 (GFX90A+, GFX10+)
	kdComputePgmRsrc1       = 48 // u32
	kdComputePgmRsrc2       = 52 // u32
	kdKernelCodeProperties  = 56 // u16
	kdKernargPreload        = 58 // u16 (GFX90A+; reserved before)
)

// ntAMDGPUMetadata is the note type of the code object v3+ metadata
// (msgpack), in a note named "AMDGPU" (AMDGPUUsage.rst "Code Object V3
// and Above Note Records": NT_AMDGPU_METADATA = 32).
const ntAMDGPUMetadata = 32

// hsaMetadata is the part of the NT_AMDGPU_METADATA map a run needs
// (AMDGPUUsage.rst "Code Object V3 Metadata" and later versions).
type hsaMetadata struct {
	Target  string      `msgpack:"amdhsa.target"`
	Version []int       `msgpack:"amdhsa.version"`
	Kernels []hsaKernel `msgpack:"amdhsa.kernels"`
}

type hsaKernel struct {
	Name        string   `msgpack:".name"`
	Symbol      string   `msgpack:".symbol"`
	Args        []hsaArg `msgpack:".args"`
	KernargSize int      `msgpack:".kernarg_segment_size"`
	// Optional keys whose 0 is refused, not read as absent.
	KernargAlign *int `msgpack:".kernarg_segment_align"`
	Wave         *int `msgpack:".wavefront_size"`
	// The register counts and the workgroup size bound, which the
	// occupancy reads as it reads them from llc -S output.
	VGPRs   int `msgpack:".vgpr_count"`
	SGPRs   int `msgpack:".sgpr_count"`
	MaxFlat int `msgpack:".max_flat_workgroup_size"`
	// Fields the model does not read but the metadata verifier requires
	// (llvm MetadataVerifier verifyKernel), or that print gives back.
	GroupFixed   int `msgpack:".group_segment_fixed_size"`
	PrivateFixed int `msgpack:".private_segment_fixed_size"`
	AGPRs        int `msgpack:".agpr_count"`
	SGPRSpills   int `msgpack:".sgpr_spill_count"`
	VGPRSpills   int `msgpack:".vgpr_spill_count"`
}

type hsaArg struct {
	Name   string `msgpack:".name"`
	Offset int    `msgpack:".offset"`
	Size   int    `msgpack:".size"`
	// Pointers: a key given as "" is refused, not read as absent.
	ValueKind *string `msgpack:".value_kind"`
	AddrSpace *string `msgpack:".address_space"`
	TypeName  string  `msgpack:".type_name"`
}

// ParseCodeObject reads an AMDGPU code object (a relocatable kernel.o from
// llc -filetype=obj, or a linked .hsaco): the target, argument layout and
// wave size from the metadata note, each kernel's descriptor from its
// <kernel>.kd symbol, and the code of each kernel symbol as llvm-objdump
// disassembles it. The program is parsed from that listing with the
// descriptor and metadata written beside it as .amdhsa_kernel and
// .amdgpu_metadata blocks, so errors in them name a line of that text.
func ParseCodeObject(name string, src []byte, o LoadOptions) (*isa.Program, error) {
	co, err := readCodeObjectSafe(name, src)
	if err != nil {
		return nil, err
	}
	// The code object names a known target, so target returns it or
	// nothing; a flag or spec can only fill in a wave size it lacks.
	_, wave, err := o.target(co.arch.Name, name+": the code object's target", co.wave, name+": the code object's wave size")
	if err != nil {
		return nil, err
	}
	a := co.arch
	listing, err := co.disassemble(name, co.code, a)
	if err != nil {
		return nil, err
	}
	for _, k := range co.kernels {
		// llvm-objdump heads each symbol's code "<name>:"; a kernel whose
		// symbol covers no code gets none, and the listing would then
		// describe a kernel it does not hold.
		if !bytes.Contains(listing, []byte("<"+k.meta.Name+">:")) {
			return nil, fmt.Errorf("%s: kernel %s disassembles to nothing: its symbol in .text covers no code", name, k.meta.Name)
		}
	}
	opt := isa.ParseOptions{Arch: a, Wave: cmp.Or(wave, co.wave), UserSGPRs: o.UserSGPRs}
	p, err := isa.Parse(name+" (llvm-objdump listing)", co.listing(listing, a), opt)
	if err != nil {
		return nil, err
	}
	p.File = name
	co.frameListing(p)
	if err := markRelocs(p, co.relocs); err != nil {
		return nil, err
	}
	p.GOT = co.got
	p.Data, p.DataSyms = co.ld.sections, co.ld.syms
	if err := symbolizeCalls(p, co.data); err != nil {
		return nil, err
	}
	return p, nil
}

// codeObject is what ParseCodeObject read from the ELF file.
type codeObject struct {
	target  string // amdhsa.target
	version []int  // amdhsa.version
	arch    *isa.Arch
	wave    int
	kernels []coKernel
	// funcs are the other functions of the code (callees); code is the
	// file with the calls of a relocatable object resolved (linkCalls).
	funcs  []string
	code   []byte
	relocs []coReloc
	got    []isa.GOTEntry // a linked object's global offset table
	data   []dataSection  // a linked object's allocated sections without code
	ld     *loadedData    // the data sections the machine maps
}

// dataSection is an allocated section of a linked object that holds no
// code, at its link address.
type dataSection struct {
	name   string
	lo, hi int64
}

type coKernel struct {
	meta hsaKernel
	kd   [kdSize]byte
}

var identRE = lazyre.New(`^[A-Za-z_.$][A-Za-z0-9_.$]*$`)

// typeNameRE is what a metadata .type_name may be to be printed back: a C
// type, words and pointer stars.
var typeNameRE = lazyre.New(`^[A-Za-z_][A-Za-z0-9_ ]*\**$`)

func readCodeObject(name string, src []byte) (*codeObject, error) {
	f, err := elf.NewFile(bytes.NewReader(src))
	if err != nil {
		return nil, fmt.Errorf("%s: not a readable ELF file: %v", name, err)
	}
	if f.Machine != elf.EM_AMDGPU || f.Class != elf.ELFCLASS64 {
		return nil, fmt.Errorf("%s: an ELF file for %v (%v), not an AMDGPU code object (EM_AMDGPU, ELFCLASS64)", name, f.Machine, f.Class)
	}
	md, err := readMetadata(name, f)
	if err != nil {
		return nil, err
	}
	if i := strings.IndexFunc(md.Target, func(r rune) bool { return !targetIDRune(r) }); i >= 0 {
		return nil, fmt.Errorf("%s: metadata amdhsa.target %q: character %q is not part of a target id", name, md.Target, md.Target[i])
	}
	co := &codeObject{target: md.Target, version: md.Version}
	cpu, _ := isa.TargetFromTriple(md.Target, false)
	if co.arch, err = isa.LookupArch(cpu); err != nil {
		return nil, fmt.Errorf("%s: metadata amdhsa.target %q: %v", name, md.Target, err)
	}
	if len(md.Kernels) == 0 {
		return nil, fmt.Errorf("%s: the metadata note lists no kernels (amdhsa.kernels)", name)
	}
	syms, err := f.Symbols()
	if err != nil {
		return nil, fmt.Errorf("%s: no symbol table: %v", name, err)
	}
	for i, mk := range md.Kernels {
		k, err := readKernel(name, f, syms, mk)
		if err != nil {
			return nil, err
		}
		if err := mk.checkMetadata(name, i); err != nil {
			return nil, err
		}
		w := k.waveSize(co.arch)
		if co.wave != 0 && w != co.wave {
			return nil, fmt.Errorf("%s: kernels of wave%d and wave%d in one code object; wavesim runs one wave size per program", name, co.wave, w)
		}
		co.wave = w
		co.kernels = append(co.kernels, k)
	}
	co.funcs = codeFuncs(f, syms, co.kernels)
	if co.ld, err = readData(name, f, syms); err != nil {
		return nil, err
	}
	if co.got, err = linkedGOT(name, f); err != nil {
		return nil, err
	}
	if f.Type == elf.ET_DYN {
		for _, s := range f.Sections {
			if s.Flags&elf.SHF_ALLOC != 0 && s.Flags&elf.SHF_EXECINSTR == 0 && s.Size > 0 && s.Addr < 1<<47 && s.Size < 1<<47 {
				co.data = append(co.data, dataSection{s.Name, int64(s.Addr), int64(s.Addr + s.Size)})
			}
		}
	}
	if co.code, co.relocs, err = linkCalls(name, f, src); err != nil {
		return nil, err
	}
	return co, nil
}

// readMetadata decodes the NT_AMDGPU_METADATA note.
func readMetadata(name string, f *elf.File) (*hsaMetadata, error) {
	for _, s := range f.Sections {
		if s.Type != elf.SHT_NOTE {
			continue
		}
		data, err := s.Data()
		if err != nil {
			return nil, fmt.Errorf("%s: section %s: %v", name, s.Name, err)
		}
		desc, ok := findNote(data, f.ByteOrder, "AMDGPU", ntAMDGPUMetadata)
		if !ok {
			continue
		}
		var md hsaMetadata
		if err := checkMsgpackLengths(desc); err != nil {
			return nil, fmt.Errorf("%s: the AMDGPU metadata note (section %s): %v", name, s.Name, err)
		}
		if err := msgpack.Unmarshal(desc, &md); err != nil {
			return nil, fmt.Errorf("%s: the AMDGPU metadata note (section %s) is not the msgpack map it should be: %v", name, s.Name, err)
		}
		if md.Target == "" {
			return nil, fmt.Errorf("%s: the metadata note names no target (amdhsa.target, code object v4 and later)", name)
		}
		return &md, nil
	}
	return nil, fmt.Errorf("%s: no AMDGPU metadata note (NT_AMDGPU_METADATA in a SHT_NOTE section): wavesim reads the argument layout and target from it (code object v3 and later; llc -mtriple=amdgcn-amd-amdhsa writes it)", name)
}

// findNote walks ELF note records (namesz, descsz, type, then the name and
// the descriptor, each padded to 4 bytes; ELF gABI "Note Section").
func findNote(data []byte, bo binary.ByteOrder, name string, typ uint32) ([]byte, bool) {
	for len(data) >= 12 {
		nsz, dsz, t := bo.Uint32(data), bo.Uint32(data[4:]), bo.Uint32(data[8:])
		data = data[12:]
		np, dp := (uint64(nsz)+3)&^3, (uint64(dsz)+3)&^3
		if np > uint64(len(data)) || dp > uint64(len(data))-np {
			return nil, false
		}
		n := strings.TrimRight(string(data[:nsz]), "\x00")
		desc := data[np : np+uint64(dsz)]
		data = data[np+dp:]
		if n == name && t == typ {
			return desc, true
		}
	}
	return nil, false
}

// readKernel finds a kernel's function symbol and reads its descriptor.
func readKernel(name string, f *elf.File, syms []elf.Symbol, mk hsaKernel) (coKernel, error) {
	k := coKernel{meta: mk}
	if !identRE().MatchString(mk.Name) {
		return k, fmt.Errorf("%s: kernel name %q is not an assembler identifier ([A-Za-z_.$][A-Za-z0-9_.$]*), which wavesim's listing parser needs", name, mk.Name)
	}
	kd := mk.Symbol
	if kd == "" {
		kd = mk.Name + ".kd"
	}
	var fn, desc *elf.Symbol
	for i := range syms {
		s := &syms[i]
		switch {
		case s.Name == kd:
			desc = s
		case s.Name == mk.Name && elf.ST_TYPE(s.Info) == elf.STT_FUNC:
			fn = s
		}
	}
	if desc == nil {
		return k, fmt.Errorf("%s: kernel %s has no kernel descriptor symbol %s", name, mk.Name, kd)
	}
	if fn == nil {
		return k, fmt.Errorf("%s: kernel %s has no function symbol (STT_FUNC) for its code", name, mk.Name)
	}
	if int(desc.Section) <= 0 || int(desc.Section) >= len(f.Sections) {
		return k, fmt.Errorf("%s: descriptor %s is in no section of the file (section index %d)", name, kd, desc.Section)
	}
	sec := f.Sections[desc.Section]
	data, err := sec.Data()
	if err != nil {
		return k, fmt.Errorf("%s: section %s of descriptor %s: %v", name, sec.Name, kd, err)
	}
	off := desc.Value - sec.Addr
	if desc.Value < sec.Addr || off > uint64(len(data)) || uint64(len(data))-off < kdSize {
		return k, fmt.Errorf("%s: descriptor %s at %#x lies outside its section %s (%d bytes); it is %d bytes", name, kd, desc.Value, sec.Name, len(data), kdSize)
	}
	copy(k.kd[:], data[off:off+kdSize])
	if pre := binary.LittleEndian.Uint16(k.kd[kdKernargPreload:]); pre != 0 {
		return k, fmt.Errorf("%s: kernel %s preloads kernel arguments into SGPRs (kernarg_preload %#x), which wavesim does not model", name, mk.Name, pre)
	}
	return k, nil
}

func (k *coKernel) u32(off int) uint32 { return binary.LittleEndian.Uint32(k.kd[off:]) }

// properties is kernel_code_properties.
func (k *coKernel) properties() uint16 {
	return binary.LittleEndian.Uint16(k.kd[kdKernelCodeProperties:])
}

// waveSize: ENABLE_WAVEFRONT_SIZE32 (kernel_code_properties bit 10) on
// GFX10+; GFX9 has only wave64.
func (k *coKernel) waveSize(a *isa.Arch) int {
	if a.HasWave(32) && k.properties()&(1<<10) != 0 {
		return 32
	}
	return 64
}

// disassemble runs llvm-objdump on the function symbols only, kernels and
// the functions they call:
// the descriptors in .rodata are data, which llvm-objdump prints as
// "Decoding failed region as bytes" on RDNA targets.
func (co *codeObject) disassemble(name string, src []byte, a *isa.Arch) ([]byte, error) {
	tool := llvmtool.Find("llvm-objdump")
	if tool == "" {
		return nil, fmt.Errorf("%s: an ELF code object is disassembled with llvm-objdump, which is not on the PATH (Debian: apt-get install llvm-16); or run its listing: llvm-objdump -D -j .text -j .rodata %s > kernel.dis", name, filepath.Base(name))
	}
	tmp, err := os.CreateTemp("", "wavesim-*.o")
	if err != nil {
		return nil, err
	}
	defer os.Remove(tmp.Name())
	_, err = tmp.Write(src)
	if cerr := tmp.Close(); err == nil {
		err = cerr
	}
	if err != nil {
		return nil, err
	}
	names := make([]string, len(co.kernels), len(co.kernels)+len(co.funcs))
	for i, k := range co.kernels {
		names[i] = k.meta.Name
	}
	names = append(names, co.funcs...)
	args := []string{"-d", "--disassemble-symbols=" + strings.Join(names, ",")}
	if co.wave == 64 && a.HasWave(32) {
		// Without it llvm-objdump prints wave32 register names (vcc_lo).
		args = append(args, "--mattr=+wavefrontsize64")
	}
	cmd := exec.Command(tool, append(args, tmp.Name())...)
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		var ee *exec.ExitError
		if errors.As(err, &ee) || stderr.Len() > 0 {
			return nil, fmt.Errorf("%s: %s %s failed: %v\n%s", name, filepath.Base(tool), strings.Join(args, " "), err, strings.TrimSpace(stderr.String()))
		}
		return nil, fmt.Errorf("%s: %s: %v", name, tool, err)
	}
	return out, nil
}

// listing is the text wavesim parses: the target, llvm-objdump's listing,
// and each kernel's descriptor and metadata as llc would print them.
func (co *codeObject) listing(objdump []byte, a *isa.Arch) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "\t.amdgcn_target \"%s\"\n", strings.ReplaceAll(co.target, `"`, ""))
	b.Write(objdump)
	for i := range co.kernels {
		co.kernels[i].writeDescriptor(&b, a, co.target)
	}
	b.WriteString("\t.amdgpu_metadata\n---\namdhsa.kernels:\n")
	for _, k := range co.kernels {
		k.writeMetadata(&b)
	}
	fmt.Fprintf(&b, "amdhsa.target: %s\n", strings.ReplaceAll(co.target, `"`, ""))
	if len(co.version) == 2 {
		fmt.Fprintf(&b, "amdhsa.version:\n  - %d\n  - %d\n", co.version[0], co.version[1])
	}
	b.WriteString("...\n\t.end_amdgpu_metadata\n")
	return b.Bytes()
}

// writeMetadata prints a kernel's metadata in llc's YAML layout. Names
// that are not identifiers are left out (they only label messages); value
// kinds and address spaces are LLVM's fixed words, so any other is dropped
// and the argument refused by the launch as an unknown kind.
func (k *coKernel) writeMetadata(b *bytes.Buffer) {
	word := func(s string) string {
		if identRE().MatchString(s) {
			return s
		}
		return ""
	}
	// A C type name ("unsigned int", "float*") goes through quoted, and
	// only in the spellings C types have.
	quoted := func(s string) string {
		if typeNameRE().MatchString(s) {
			return "'" + s + "'"
		}
		return ""
	}
	first := "  - "
	if len(k.meta.Args) > 0 {
		b.WriteString("  - .args:\n")
		first = "    "
		for _, a := range k.meta.Args {
			fmt.Fprintf(b, "      - .offset: %d\n        .size: %d\n", a.Offset, a.Size)
			// A name is tagged a string, as llc tags "y" and "n": YAML
			// would read some words (y, no, null, .nan) as other types.
			name := word(a.Name)
			if name != "" {
				name = "!str " + name
			}
			for _, kv := range [][2]string{{".name", name}, {".value_kind", word(deref(a.ValueKind))}, {".address_space", word(deref(a.AddrSpace))}, {".type_name", quoted(a.TypeName)}} {
				if kv[1] != "" {
					fmt.Fprintf(b, "        %s: %s\n", kv[0], kv[1])
				}
			}
		}
	}
	fmt.Fprintf(b, "%s.name: !str %s\n", first, k.meta.Name)
	if identRE().MatchString(k.meta.Symbol) {
		fmt.Fprintf(b, "    .symbol: %s\n", k.meta.Symbol)
	}
	// The verifier requires these (0 included); the optional counts are
	// given back when the object has them.
	for _, kv := range []struct {
		key      string
		v        int
		required bool
	}{
		{".kernarg_segment_size", k.meta.KernargSize, true},
		{".kernarg_segment_align", deref(k.meta.KernargAlign), false},
		{".group_segment_fixed_size", k.meta.GroupFixed, true},
		{".private_segment_fixed_size", k.meta.PrivateFixed, true},
		{".wavefront_size", deref(k.meta.Wave), false},
		{".vgpr_count", k.meta.VGPRs, true},
		{".sgpr_count", k.meta.SGPRs, true},
		{".agpr_count", k.meta.AGPRs, false},
		{".sgpr_spill_count", k.meta.SGPRSpills, false},
		{".vgpr_spill_count", k.meta.VGPRSpills, false},
		{".max_flat_workgroup_size", k.meta.MaxFlat, false},
	} {
		if kv.v > 0 || kv.required && kv.v == 0 {
			fmt.Fprintf(b, "    %s: %d\n", kv.key, kv.v)
		}
	}
}

// deref is an optional metadata value, or its zero value when absent.
func deref[T any](p *T) T {
	var v T
	if p != nil {
		v = *p
	}
	return v
}

// checkMetadata refuses a kernel's msgpack metadata value that a .s
// file's YAML would be refused for (isa.MetadataValueError): writeMetadata
// would otherwise drop it and run without it. A code object has no line
// to name, so the message names the kernel and the key's path in the note.
func (mk *hsaKernel) checkMetadata(name string, i int) error {
	bad := func(path, msg string) error {
		return fmt.Errorf("%s: kernel %s (metadata amdhsa.kernels[%d]%s): %s", name, mk.Name, i, path, msg)
	}
	for _, kv := range []struct {
		key string
		v   *int
	}{{".kernarg_segment_align", mk.KernargAlign}, {".wavefront_size", mk.Wave}} {
		if kv.v != nil {
			if msg := isa.MetadataValueError(kv.key, "", *kv.v, false); msg != "" {
				return bad(kv.key, msg)
			}
		}
	}
	for j, a := range mk.Args {
		for _, kv := range []struct {
			key string
			v   *string
		}{{".value_kind", a.ValueKind}, {".address_space", a.AddrSpace}} {
			if kv.v != nil {
				if msg := isa.MetadataValueError(kv.key, *kv.v, 0, true); msg != "" {
					return bad(fmt.Sprintf(".args[%d]%s", j, kv.key), msg)
				}
			}
		}
	}
	return nil
}

// readCodeObjectSafe is readCodeObject with a panic of debug/elf turned
// into an error: it reads hostile files without panicking in the cases its
// fuzzing covers, and a bad file must be an error, never a crash. Only the
// ELF reading is covered, so that a panic elsewhere still shows.
func readCodeObjectSafe(name string, src []byte) (co *codeObject, err error) {
	defer func() {
		if r := recover(); r != nil {
			co, err = nil, fmt.Errorf("%s: unreadable ELF file (%v)", name, r)
		}
	}()
	return readCodeObject(name, src)
}

// targetIDRune reports whether r may appear in a target id
// ("amdgcn-amd-amdhsa--gfx1030:xnack-"): the metadata's target is written
// into the text wavesim parses, so nothing else may.
func targetIDRune(r rune) bool {
	return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune("_.:+-", r)
}

// checkMsgpackLengths walks a msgpack document and refuses one whose array,
// map, string or binary lengths claim more than the bytes that follow: the
// decoder sizes its slices from those headers, so a few hostile bytes
// could otherwise make it allocate tens of megabytes. Every element takes
// at least one byte, so an array of n elements needs n bytes after its
// header (a map 2n).
func checkMsgpackLengths(b []byte) error {
	pending := 1 // elements still to read
	for i := 0; pending > 0; pending-- {
		if i >= len(b) {
			return fmt.Errorf("msgpack: truncated at byte %d", i)
		}
		c := b[i]
		i++
		size := func(n int) (int, error) { // a big-endian length of n bytes at i
			if i+n > len(b) {
				return 0, fmt.Errorf("msgpack: truncated length at byte %d", i)
			}
			v := 0
			for _, x := range b[i : i+n] {
				v = v<<8 | int(x)
			}
			i += n
			return v, nil
		}
		var items, skip, lenBytes int // items: elements inside; skip: payload bytes
		switch {
		case c <= 0x7f || c >= 0xe0 || c == 0xc0 || c == 0xc2 || c == 0xc3:
		case c&0xf0 == 0x80:
			items = 2 * int(c&0x0f)
		case c&0xf0 == 0x90:
			items = int(c & 0x0f)
		case c&0xe0 == 0xa0:
			skip = int(c & 0x1f)
		case c >= 0xc4 && c <= 0xc6: // bin8/16/32
			lenBytes = 1 << int(c-0xc4)
		case c >= 0xd9 && c <= 0xdb: // str8/16/32
			lenBytes = 1 << int(c-0xd9)
		case c >= 0xc7 && c <= 0xc9: // ext: length, then a type byte
			lenBytes, skip = 1<<int(c-0xc7), 1
		case c == 0xca, c == 0xcb:
			skip = 4 << int(c-0xca)
		case c >= 0xcc && c <= 0xd3: // uint and int 8..64
			skip = 1 << int((c-0xcc)%4)
		case c >= 0xd4 && c <= 0xd8: // fixext: a type byte and 1..16 bytes
			skip = 1 + 1<<int(c-0xd4)
		case c == 0xdc, c == 0xdd, c == 0xde, c == 0xdf: // array16/32, map16/32
			n, err := size(2 << int((c-0xdc)%2))
			if err != nil {
				return err
			}
			items = n
			if c >= 0xde {
				items = 2 * n
			}
		default:
			return fmt.Errorf("msgpack: byte %d: 0x%02x is no type", i-1, c)
		}
		if lenBytes > 0 {
			n, err := size(lenBytes)
			if err != nil {
				return err
			}
			skip += n
		}
		if skip > len(b)-i || items > len(b)-i {
			return fmt.Errorf("msgpack: byte %d claims %d bytes or elements where %d bytes remain", i, max(skip, items), len(b)-i)
		}
		i += skip
		pending += items
	}
	return nil
}
