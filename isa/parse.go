package isa

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode"
	"unsafe"

	"github.com/wavesim/wavesim/internal/hugemem"
)

// Limits on input, so that hostile or broken files fail fast with a clear
// message instead of exhausting memory.
const (
	MaxSourceBytes = 64 << 20
	MaxLineBytes   = 1 << 20
	MaxInsts       = 1 << 20
)

// Error is a parse error at a source position.
type Error struct {
	Pos Pos
	Msg string
}

func (e *Error) Error() string { return e.Pos.String() + ": " + e.Msg }

func noTargetMsg() string {
	return "the file names no target (.amdgcn_target); give one with --arch (" + strings.Join(TargetNames(), ", ") + "), as a snippet of instructions or an llvm-objdump listing needs"
}

// NeedsTarget reports whether err is Parse's refusal of a file that names
// no target when none was given: an error that a target from elsewhere (a
// launch spec's "arch") resolves, unlike any other parse error.
func NeedsTarget(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Msg == noTargetMsg()
}

// ParseOptions set what the file may not say itself.
type ParseOptions struct {
	// Arch overrides the target; it is required for files without an
	// .amdgcn_target directive (plain -march=amdgcn and objdump output).
	Arch *Arch
	// Wave overrides the wave size (32 or 64); 0 takes it from the file's
	// .amdhsa_wavefront_size32 or the target's default.
	Wave int
	// UserSGPRs overrides the kernels' user SGPR count. llvm-objdump's
	// kernel-descriptor listing omits .amdhsa_user_sgpr_count, which LLVM
	// sometimes sets above the enabled user SGPRs (15 on GFX11 with LLVM 16),
	// moving the system SGPRs (workgroup ids) up.
	UserSGPRs int
}

type parser struct {
	p     *Program
	file  string
	line  int
	funcs map[string]bool // symbols declared .type X,@function
	// blocks are the symbols an .amdhsa_kernel block names, each with the
	// block's line: such a symbol is a kernel entry whether or not the
	// file declares its type, and prescan finds them because the block
	// follows the code it describes.
	blocks map[string]Pos
	metas  map[string]*KernelMeta
	// named: the kernels an .amdhsa_kernel block or the metadata names,
	// first where each is named, in file order (checkMetaKernels).
	named []namedKernel
	// kernelAt: where each kernel's label is.
	kernelAt map[string]Pos
	pending  []pendingLabel // labels waiting for the next instruction
	defined  map[string]Pos // where each label of the assembly is (define)
	lastK    string         // the kernel the latest comment metadata belongs to
	addrs    map[int64]int  // objdump address → instruction index
	section  string         // objdump: the section being disassembled
	// dataSec: the index in Program.Data of the data section the text is
	// in, or -1 (code or a section that is not loaded); dataBytes: the
	// bytes of all data sections so far (MaxData).
	dataSec   int
	dataBytes int
	inVOPD    bool // parsing a half of a VOPD pair

	// Instructions and their operands are cut from slabs, so that a long
	// kernel costs a few large allocations rather than two per
	// instruction. The first slabs hold as many as prescan estimates
	// (est instructions, estArgs operands): one allocation each for
	// most files, whose memory the parser then fills in order. Later
	// ones, for a file the estimate falls short of, are 32 KB at most;
	// left is how many lines are still to be read, which bounds the
	// instructions still to come.
	// (The slabs are used up by index, not by reslicing: storing a
	// slice header in the parser would cost write barriers while the
	// collector runs.)
	insts        []Inst
	args         []Operand
	nInst, nArg  int // the slab entries handed out
	left         int
	est, estArgs int
}

// Slab sizes past the estimate: at most this many instructions and
// operands are allocated at once, 32 KB each.
const (
	instSlab = (32 << 10) / int(unsafe.Sizeof(Inst{}))
	argSlab  = (32 << 10) / int(unsafe.Sizeof(Operand{}))
	// argsPerInst is the operands estimated per instruction.
	argsPerInst = 3
)

// newInst returns a zeroed instruction from the slab.
func (ps *parser) newInst() *Inst {
	if ps.nInst == len(ps.insts) {
		n := max(min(instSlab, max(ps.left, 2)), ps.est)
		ps.est = 0
		ps.insts, ps.nInst = make([]Inst, n), 0
		hugemem.Advise(ps.insts)
	}
	ps.nInst++
	return &ps.insts[ps.nInst-1]
}

// newArgs returns n zeroed operands from the slab; appending to them
// cannot reach the next instruction's.
func (ps *parser) newArgs(n int) []Operand {
	if n > len(ps.args)-ps.nArg {
		m := max(n, min(argSlab, 4*ps.left), ps.estArgs)
		ps.estArgs = 0
		ps.args, ps.nArg = make([]Operand, m), 0
		hugemem.Advise(ps.args)
	}
	ps.nArg += n
	return ps.args[ps.nArg-n : ps.nArg : ps.nArg]
}

type pendingLabel struct {
	name string
	pos  Pos
}

// Parse reads an assembly file as llc -S or llvm-objdump -d prints it.
// The program shares memory with src (its lines' text, label names and
// symbolic operands are cut from it rather than copied), so src must not be
// modified afterwards.
func Parse(file string, src []byte, opt ParseOptions) (*Program, error) {
	if len(src) > MaxSourceBytes {
		return nil, &Error{Pos{File: file}, fmt.Sprintf("input is %d bytes; the limit is %d", len(src), MaxSourceBytes)}
	}
	if isBitcode(src) {
		return nil, foreignFile(file, src)
	}
	p, err := parse(file, src, opt)
	if err != nil {
		// Only a failed file is checked for being IR or another target's
		// assembly, so a valid one pays nothing for it.
		if fe := foreignFile(file, src); fe != nil {
			return nil, fe
		}
	}
	return p, err
}

// parse is Parse on a file that is not bitcode.
func parse(file string, src []byte, opt ParseOptions) (*Program, error) {
	ps := &parser{
		p:      &Program{File: file, Labels: map[string]int{}},
		file:   file,
		funcs:  map[string]bool{},
		blocks: map[string]Pos{},
		metas:  map[string]*KernelMeta{},
		addrs:  map[int64]int{},

		dataSec: -1,
	}
	// Not a copy: a long kernel's source is a tenth of its program, and
	// fresh memory costs page faults.
	lines := newTextLines(unsafe.String(unsafe.SliceData(src), len(src)))
	if err := ps.prescan(lines, opt); err != nil {
		return nil, err
	}
	ps.est = min(ps.est, MaxInsts)
	ps.estArgs = argsPerInst * ps.est
	// Every line is printed back and at most every line an instruction:
	// no regrowing (and copying) of the two longest slices as they fill.
	ps.p.Lines = make([]Line, 0, lines.n)
	ps.p.Insts = make([]*Inst, 0, lines.n)
	hugemem.Advise(ps.p.Lines)
	hugemem.Advise(ps.p.Insts)
	if err := ps.run(&lines); err != nil {
		return nil, err
	}
	if err := ps.finish(); err != nil {
		return nil, err
	}
	if opt.UserSGPRs != 0 {
		if err := overrideUserSGPRs(ps.p, opt.UserSGPRs); err != nil {
			return nil, err
		}
	}
	return ps.p, nil
}

// overrideUserSGPRs sets every kernel's user SGPR count to n
// (ParseOptions.UserSGPRs), which only a listing without the count may
// take: n must be a count the hardware has, not below what the kernel's
// descriptor enables, and the descriptor must not give one itself.
func overrideUserSGPRs(p *Program, n int) error {
	if n < 0 || n > MaxUserSGPRs {
		return fmt.Errorf("--user-sgprs %d: a kernel has 0 to %d user SGPRs (AMDGPUBaseInfo getMaxNumUserSGPRs)", n, MaxUserSGPRs)
	}
	for _, k := range p.Kernels {
		m := &k.Meta
		if m.UserSGPRCountAt.Line != 0 {
			return &Error{m.UserSGPRCountAt, fmt.Sprintf(
				"kernel %s's descriptor gives .amdhsa_user_sgpr_count %d; --user-sgprs %d would override it (it is for llvm-objdump listings, which omit the count)",
				k.Name, m.UserSGPRCount, n)}
		}
		if enabled := LayoutInitSGPRs(m.InitSGPRs(), 0).User; n < enabled {
			return fmt.Errorf("--user-sgprs %d is below the %d user SGPRs kernel %s's descriptor enables (%s)", n, enabled, k.Name, strings.Join(userFields(m), ", "))
		}
		m.UserSGPRCount = n
	}
	return nil
}

// userFields names the user SGPR fields a kernel enables, with their
// sizes.
func userFields(m *KernelMeta) []string {
	var out []string
	on := m.InitSGPRs()
	for _, r := range InitSGPRTable {
		if !r.System && on.Has(r.Field) {
			name := r.Directive
			if name == "" {
				name = r.Name
			}
			out = append(out, fmt.Sprintf("%s: %d", name, r.Regs))
		}
	}
	return out
}

// at is the position of column col of line line of the file.
func (ps *parser) at(line, col int) Pos {
	return Pos{ps.file, int32(line), int32(col)}
}

func (ps *parser) errAt(line, col int, format string, args ...any) error {
	return &Error{ps.at(line, col), fmt.Sprintf(format, args...)}
}

// prescan finds the target and wave size, which the instruction syntax
// depends on (lane masks are vcc_lo in wave32 and vcc in wave64) but which
// llc prints after the code.
func (ps *parser) prescan(lines textLines, opt ParseOptions) error {
	p := ps.p
	wave := 0
	for l, ok := lines.read(); ok; l, ok = lines.read() {
		if len(l) > MaxLineBytes {
			return ps.errAt(lines.num, 1, "line is %d bytes long; the limit is %d", len(l), MaxLineBytes)
		}
		if mayBeInst(l) {
			ps.est++
		}
		t := strings.TrimSpace(l)
		switch {
		case strings.HasPrefix(t, ".amdgcn_target"), strings.HasPrefix(t, ".amd_amdgpu_isa"):
			if err := ps.targetDirective(l, lines.num, opt); err != nil {
				return err
			}
		case strings.HasPrefix(t, ".amdhsa_wavefront_size32"):
			w, col := directiveWave(l)
			if w != 0 && wave != 0 && w != wave {
				// One wave size parses the whole file (lane masks are
				// vcc_lo in wave32, vcc in wave64).
				return ps.errAt(lines.num, col, "this kernel is wave%d but an earlier one in the file is wave%d; wavesim reads a file at one wave size: put the kernels in files of their own", w, wave)
			}
			if w != 0 {
				wave = w
			}
		case strings.Contains(t, "file format elf64-amdgpu"):
			p.Objdump = true
		case strings.HasPrefix(t, ".amdhsa_kernel"):
			code, _ := stripComment(t)
			if dir, rest := firstField(code); dir == ".amdhsa_kernel" {
				if name, _ := firstField(rest); name != "" {
					if _, ok := ps.blocks[name]; !ok {
						ps.blocks[name] = ps.at(lines.num, strings.Index(l, ".amdhsa_kernel")+1)
					}
				}
			}
		}
	}
	p.ArchDeclared, p.WaveDeclared = p.Arch != nil, wave != 0
	if opt.Arch != nil {
		p.Arch = opt.Arch
	}
	if p.Arch == nil {
		return &Error{Pos{File: ps.file}, noTargetMsg()}
	}
	switch {
	case opt.Wave != 0:
		wave = opt.Wave
	case wave == 0:
		wave = p.Arch.DefaultWave()
	}
	if !p.Arch.HasWave(wave) {
		return &Error{Pos{File: ps.file}, fmt.Sprintf("%s has no wave%d mode", p.Arch.Name, wave)}
	}
	p.Wave = wave
	return nil
}

// targetDirective reads the target of an .amdgcn_target line (code object
// v3 and later) or an .amd_amdgpu_isa line (v2, and llc-14's amdpal and
// mesa3d output): `.amdgcn_target "amdgcn-amd-amdhsa--gfx1032:xnack-"`.
// An unknown target is an error at its name unless --arch overrides it.
func (ps *parser) targetDirective(l string, num int, opt ParseOptions) error {
	dir, cpu, col := directiveTarget(l)
	a, err := LookupArch(cpu)
	if err != nil && opt.Arch == nil {
		return ps.errAt(num, col, "%s: %v", dir, err)
	}
	if ps.p.Arch == nil {
		ps.p.Arch = a
	}
	return nil
}

// directiveTarget is the processor a target directive line names, which
// directive it is, and the 1-based column of the processor's name.
func directiveTarget(l string) (dir, cpu string, col int) {
	dir, v2 := ".amdgcn_target", false
	if strings.Contains(l, ".amd_amdgpu_isa") {
		dir, v2 = ".amd_amdgpu_isa", true
	}
	at := strings.Index(l, dir)
	q := strings.TrimLeft(l[at+len(dir):], " \t")
	qoff := len(l) - len(q)
	if strings.HasPrefix(q, `"`) {
		q, qoff = q[1:], qoff+1
	}
	if j := strings.IndexByte(q, '"'); j >= 0 {
		q = q[:j]
	}
	cpu, off := TargetFromTriple(q, v2)
	return dir, cpu, qoff + off + 1
}

// directiveWave is the wave size an .amdhsa_wavefront_size32 line l
// gives, and the 1-based column of its value; 0 when malformed. A
// trailing comment ("; wave64") is no part of the directive: it once made
// the line malformed here, and the file ran at the target's default wave
// size while its descriptor said otherwise.
func directiveWave(l string) (wave, col int) {
	code, _ := stripComment(l)
	f := strings.Fields(code)
	if len(f) != 2 || f[0] != ".amdhsa_wavefront_size32" {
		return 0, 0
	}
	wave = 64
	if f[1] == "1" {
		wave = 32
	}
	return wave, strings.LastIndex(code, f[1]) + 1 // the value, not the "1" of size32 before it
}

// mayBeInst: the line's first non-blank byte is a letter or a digit, as
// that of an instruction (or of an objdump line holding one) is; most
// other lines start with a directive's dot or a comment.
func mayBeInst(l string) bool {
	for i := 0; i < len(l); i++ {
		switch c := l[i]; {
		case c == ' ' || c == '\t':
		case c|0x20 >= 'a' && c|0x20 <= 'z', c >= '0' && c <= '9':
			return true
		default:
			return false
		}
	}
	return false
}

// stripComment splits a line into code and comment (";" or "//"), ignoring
// separators inside string literals.
func stripComment(l string) (code, comment string) {
	inStr := false
	for i := 0; i < len(l); i++ {
		switch c := l[i]; {
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == ';':
			return l[:i], l[i+1:]
		case c == '/' && i+1 < len(l) && l[i+1] == '/':
			return l[:i], l[i+2:]
		}
	}
	return l, ""
}

func (ps *parser) run(lines *textLines) error {
	p := ps.p
	for l, ok := lines.read(); ok; l, ok = lines.read() {
		ps.line = lines.num
		ps.left = lines.n - lines.num + 1
		raw := strings.TrimRight(l, "\r")
		code, comment := stripComment(raw)
		trimmed := strings.TrimSpace(code)

		if comment != "" {
			if err := ps.commentMeta(comment); err != nil {
				return ps.errAt(ps.line, len(code)+1, "%v", err)
			}
		}
		if p.Objdump {
			if strings.Contains(raw, "file format elf") {
				continue
			}
			if err := ps.objdumpDecodeError(raw); err != nil {
				return err
			}
			if strings.HasPrefix(trimmed, "Disassembly of section") {
				ps.section = strings.TrimSuffix(strings.TrimSpace(strings.TrimPrefix(trimmed, "Disassembly of section")), ":")
				continue
			}
			if ps.section != ".text" && !strings.HasPrefix(trimmed, ".amdhsa_kernel") {
				// Only code and kernel descriptors (-D -j .rodata prints
				// them as .amdhsa_kernel blocks) matter.
				continue
			}
			if ok, err := ps.objdumpReloc(trimmed, raw); ok || err != nil {
				if err != nil {
					return err
				}
				continue
			}
			if name, ok := objdumpSymbolLine(trimmed); ok {
				if err := ps.objdumpSymbol(name, raw); err != nil {
					return err
				}
				continue
			}
			if end, ok := objdumpAddrEnd(code); ok {
				// "  1000: c0020002 00000010  s_load..." (raw bytes shown)
				code = code[end:]
				for len(code) > 0 && (code[0] == ' ' || code[0] == '\t' || isHexWord(code)) {
					if isHexWord(code) {
						code = code[8:]
					} else {
						code = code[1:]
					}
				}
				trimmed = strings.TrimSpace(code)
			}
		}
		if trimmed == "" {
			if !p.Objdump {
				p.Lines = append(p.Lines, Line{Kind: LineRaw, Text: raw})
			}
			continue
		}
		if strings.HasPrefix(trimmed, ".") && !isLabelLine(trimmed) {
			text := raw
			if p.Objdump {
				text = "\t" + trimmed // without objdump's address and bytes
			}
			if err := ps.directive(lines, text, trimmed); err != nil {
				return err
			}
			continue
		}
		if rest, ok, err := ps.leadingLabel(code, raw); err != nil {
			return err
		} else if ok {
			code = rest
			trimmed = strings.TrimSpace(code)
			if trimmed == "" {
				continue
			}
		}
		col := leadingSpace(code) + 1
		in, err := ps.inst(trimmed, col)
		if err != nil {
			return err
		}
		if comment != "" && !p.Objdump {
			if in.WholeWave, err = ps.wholeWaveMark(in, comment, len(code)+1); err != nil {
				return err
			}
		}
		if p.Objdump {
			if hex, ok := commentAddr(comment); ok {
				a, _ := strconv.ParseInt(hex, 16, 64)
				if a > MaxAddr {
					return &Error{in.Pos, fmt.Sprintf("instruction address 0x%x is past 0x%x, the largest a listing may give", a, MaxAddr)}
				}
				in.Addr = int32(a)
				ps.addrs[a] = len(p.Insts)
			}
		}
		if len(p.Insts) >= MaxInsts {
			return ps.errAt(ps.line, 1, "more than %d instructions", MaxInsts)
		}
		for _, l := range ps.pending {
			p.Labels[l.name] = len(p.Insts)
		}
		ps.pending = ps.pending[:0]
		line := Line{Kind: LineInst, Inst: int32(len(p.Insts))}
		if !p.Objdump {
			line.Text = raw
		}
		p.Lines = append(p.Lines, line)
		p.Insts = append(p.Insts, in)
	}
	return nil
}

// objdumpDecodeError refuses a listing in which llvm-objdump could not
// decode a kernel descriptor and printed it as bytes: without its
// .amdhsa_kernel block the kernel's initial state is unknown. llvm-objdump
// 16 says "// Error in decoding k.kd : Decoding failed region as bytes.",
// llvm-objdump 19 "; error decoding k.kd: <the field at fault>" followed by
// "; decoding failed region as bytes"; both do so for llc's RDNA objects
// (llvm-objdump 19 on gfx1030 and gfx1100: "COMPUTE_PGM_RSRC1_GRANULATED_
// WAVEFRONT_SGPR_COUNT reserved bits in range (9:6) set").
func (ps *parser) objdumpDecodeError(raw string) error {
	t := strings.TrimSpace(raw)
	var sym, why string
	switch {
	case strings.HasPrefix(t, "// Error in decoding "):
		sym, why, _ = strings.Cut(strings.TrimPrefix(t, "// Error in decoding "), " : ")
	case strings.HasPrefix(t, "; error decoding "):
		sym, why, _ = strings.Cut(strings.TrimPrefix(t, "; error decoding "), ": ")
	default:
		return nil
	}
	if !strings.HasSuffix(sym, ".kd") {
		return nil
	}
	return ps.errAt(ps.line, 1, "llvm-objdump could not decode the kernel descriptor %s (%s) and printed it as bytes, so the kernel's initial state is unknown; run the code object itself (wavesim run kernel.o), which reads the descriptor from the ELF file (llvm-objdump 16 and 19 print llc's RDNA descriptors this way)", strings.TrimSpace(sym), strings.TrimSpace(why))
}

// objdumpSymbol reads the name of an objdump "<name>:" line, which starts
// a function. llvm-objdump prints the ELF symbol name as it is, and an ELF
// name may hold any byte but NUL; the assembler syntax reads a name
// unquoted only when it is an identifier ([A-Za-z_.$][A-Za-z0-9_.$]*,
// isIdent), and llvm-mc prints any other name in double quotes ("s/tpy":),
// which wavesim neither reads nor prints. Compilers name kernels with
// identifiers (C names, Itanium-mangled C++ names), so another name is
// rejected here, at its column, rather than printed back as a label that
// no assembler reads.
func (ps *parser) objdumpSymbol(name, raw string) error {
	if !isIdent(name) {
		return ps.errAt(ps.line, strings.Index(raw, "<"+name+">")+2,
			"symbol %q is not an assembler identifier ([A-Za-z_.$][A-Za-z0-9_.$]*); llvm-mc would need it quoted, which wavesim does not support (a listing made with --demangle prints C++ signatures: list without it)", name)
	}
	ps.funcs[name] = true
	ps.label(name, strings.Index(raw, "<"+name+">")+2)
	return nil
}

func isHexWord(s string) bool {
	if len(s) < 9 || s[8] != ' ' && s[8] != '\t' {
		return false
	}
	for i := 0; i < 8; i++ {
		c := s[i]
		if !(c >= '0' && c <= '9' || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F') {
			return false
		}
	}
	return true
}

// leadingLabel reads a label at the start of a line's code, if any, and
// returns the code after its colon.
func (ps *parser) leadingLabel(code, raw string) (string, bool, error) {
	start, end, ok := labelAt(code)
	if !ok {
		return code, false, nil
	}
	if err := ps.define(code[start:end], start+1); err != nil {
		return code, false, err
	}
	if ps.dataSec >= 0 {
		ps.dataLabel(code[start:end])
	} else {
		ps.label(code[start:end], start+1)
	}
	if rest := code[end+1:]; strings.TrimSpace(rest) == "" && !ps.p.Objdump {
		// What follows the colon (llc's "; @name" or "; %bb" comment)
		// prints back as it was.
		ps.p.Lines[len(ps.p.Lines)-1].Text += raw[end+1:]
	}
	return code[end+1:], true, nil
}

// define records where a label of the assembly is defined, refusing a
// second definition as llvm-mc does ("symbol 'x' is already defined"):
// code and data labels are one set of symbols, and a second definition
// would silently move the label (a data label's offset, a branch
// target) or be shadowed by the code label of the same name. col is the
// label's column.
func (ps *parser) define(name string, col int) error {
	if first, ok := ps.defined[name]; ok {
		return ps.errAt(ps.line, col, "symbol %s is already defined, at line %d", name, first.Line)
	}
	if ps.defined == nil {
		ps.defined = map[string]Pos{}
	}
	ps.defined[name] = ps.at(ps.line, col)
	return nil
}

func (ps *parser) label(name string, col int) {
	p := ps.p
	if _, kernel := ps.blocks[name]; ps.funcs[name] || kernel {
		p.Kernels = append(p.Kernels, &Kernel{Name: name, Entry: len(p.Insts), End: -1})
		ps.meta(name)
		ps.lastK = name
		if ps.kernelAt == nil {
			ps.kernelAt = map[string]Pos{}
		}
		ps.kernelAt[name] = ps.at(ps.line, col)
	}
	ps.pending = append(ps.pending, pendingLabel{name, ps.at(ps.line, col)})
	p.Lines = append(p.Lines, Line{Kind: LineLabel, Text: name + ":"})
}

// commentMeta reads the kernel facts llc prints as comments: the RSRC2
// fields (the only ABI description in plain -march=amdgcn output) and the
// scratch and LDS sizes.
func (ps *parser) commentMeta(c string) error {
	if ps.lastK == "" {
		return nil
	}
	m := ps.meta(ps.lastK)
	if field, num, ok := rsrc2Field(c); ok {
		v, _ := strconv.Atoi(num)
		if field == "USER_SGPR" && v > MaxUserSGPRs {
			return fmt.Errorf("USER_SGPR is %d, more than the %d user SGPRs (AMDGPUBaseInfo getMaxNumUserSGPRs)", v, MaxUserSGPRs)
		}
		m.MetaSeen = true
		switch field {
		case InitSGPRTable[SGPRPrivateSegmentWaveOffset].Comment:
			// Kept apart from the wave offset field: InitSGPRs says why.
			m.ScratchEnable = v != 0
		case "USER_SGPR":
			if !m.HSA {
				m.UserSGPRCount = v
			}
		case "TIDIG_COMP_CNT":
			if v > m.WorkitemIDs {
				m.WorkitemIDs = v
			}
		default:
			if f, ok := InitSGPRByComment(field); ok {
				m.SGPRs.Set(f, m.SGPRs.Has(f) || v != 0)
			}
		}
		return nil
	}
	if key, num, ok := infoField(c); ok {
		v, err := strconv.Atoi(num)
		switch {
		case err != nil:
			return fmt.Errorf("%s: %q is not a size", key, num)
		case key == "ScratchSize":
			if err := checkScratch("ScratchSize", v, ps.p.Arch, ps.p.Wave); err != nil {
				return err
			}
			m.ScratchSize = v
		case key == "LDSByteSize" && v > MaxLDSBytes:
			return fmt.Errorf("LDSByteSize is %d, more than the %d bytes of LDS per workgroup (AMDGPUBaseInfo getLocalMemorySize)", v, MaxLDSBytes)
		case key == "LDSByteSize":
			m.LDSSize = v
		case key == "NumVgprs" && v > MaxVGPRs, key == "NumSgprs" && v > MaxSGPRCount:
			return fmt.Errorf("%s is %d, more than any target allocates", key, v)
		case key == "NumVgprs":
			m.NumVGPRs = v
		case key == "TotalNumVgprs" && v > MaxVectorRegs:
			return fmt.Errorf("%s is %d, more than the %d VGPRs and AGPRs of gfx90a's file", key, v, MaxVectorRegs)
		case key == "TotalNumVgprs":
			// gfx90a and gfx940: VGPRs and AGPRs, what a wave allocates
			// (SIProgramInfo NumVGPRsForWavesPerEU; NumVgprs is the VGPRs
			// alone).
			m.TotalNumVGPRs = v
		case key == "NumSgprs":
			m.NumSGPRs = v
		}
	}
	return nil
}

// directive handles one directive line, and whole .amdhsa_kernel and
// .amdgpu_metadata blocks, whose lines it reads from lines.
func (ps *parser) directive(lines *textLines, raw, t string) error {
	p := ps.p
	p.Lines = append(p.Lines, Line{Kind: LineRaw, Text: raw})
	name, rest := firstField(t)
	start := lines.num
	col := strings.Index(raw, name) + 1
	switch name {
	case ".text", ".data", ".bss", ".section":
		if !p.Objdump {
			ps.sectionDirective(name, rest, ps.at(start, col))
		}
		return nil
	case ".pushsection", ".popsection", ".previous", ".subsection":
		if !p.Objdump {
			return ps.errAt(start, col, "%s: wavesim follows .text, .data, .bss and .section, not a section stack", name)
		}
	case ".type":
		if name, ok := typeFunction(t); ok {
			ps.funcs[name] = true
		} else if name, ok := typeObject(t); ok {
			if p.Objects == nil {
				p.Objects = map[string]Pos{}
			}
			p.Objects[name] = ps.at(start, strings.Index(raw, ".type")+1)
		}
	case ".amdhsa_kernel":
		kernel, _ := firstField(rest)
		if kernel == "" {
			return ps.errAt(start, 1, ".amdhsa_kernel needs a kernel name")
		}
		m := ps.meta(kernel)
		m.HSA, m.MetaSeen = true, true
		after := strings.Index(raw, ".amdhsa_kernel") + len(".amdhsa_kernel")
		ps.namedAt(kernel, ps.at(start, after+strings.Index(raw[after:], kernel)+1))
		for l, ok := lines.read(); ok; l, ok = lines.read() {
			raw := strings.TrimRight(l, "\r")
			p.Lines = append(p.Lines, Line{Kind: LineRaw, Text: raw})
			code, _ := stripComment(raw)
			ff := strings.Fields(code)
			if len(ff) == 0 {
				continue
			}
			if ff[0] == ".end_amdhsa_kernel" {
				return nil
			}
			if len(ff) != 2 {
				return ps.errAt(lines.num, 1, "malformed kernel descriptor line %q (want .amdhsa_field value)", strings.TrimSpace(code))
			}
			v, ok := parseInt(ff[1])
			if !ok {
				return ps.errAt(lines.num, strings.Index(raw, ff[1])+1, "%s takes a number, got %q", ff[0], ff[1])
			}
			err := checkDescriptorField(ff[0], v)
			if err == nil && ff[0] == ".amdhsa_private_segment_fixed_size" {
				err = checkScratch(ff[0], int(v), p.Arch, p.Wave)
			}
			if err != nil {
				return ps.errAt(lines.num, strings.Index(raw, ff[1])+1, "%v", err)
			}
			setHSAField(m, ff[0], int(v))
			if ff[0] == ".amdhsa_user_sgpr_count" {
				m.UserSGPRCountAt = ps.at(lines.num, strings.Index(raw, ff[0])+1)
			}
		}
		return ps.errAt(start, strings.Index(raw, ".amdhsa_kernel")+1, "unterminated .amdhsa_kernel block (no .end_amdhsa_kernel)")
	case ".amdgpu_metadata":
		var yaml []string
		for l, ok := lines.read(); ok; l, ok = lines.read() {
			raw := strings.TrimRight(l, "\r")
			p.Lines = append(p.Lines, Line{Kind: LineRaw, Text: raw})
			if strings.TrimSpace(raw) == ".end_amdgpu_metadata" {
				return ps.yamlMeta(yaml, start+1)
			}
			yaml = append(yaml, raw)
		}
		return ps.errAt(start, strings.Index(raw, ".amdgpu_metadata")+1, "unterminated .amdgpu_metadata block (no .end_amdgpu_metadata)")
	}
	if ps.dataSec >= 0 {
		return ps.dataDirective(name, rest, col)
	}
	return nil
}

// firstField splits off the first blank-separated word of s (as
// strings.Fields would find it) and returns it and the text after it.
func firstField(s string) (field, rest string) {
	s = strings.TrimLeftFunc(s, unicode.IsSpace)
	i := strings.IndexFunc(s, unicode.IsSpace)
	if i < 0 {
		return s, ""
	}
	return s[:i], s[i:]
}

// textLines reads a text's lines in order, cut as
// strings.Split(strings.TrimSuffix(text, "\n"), "\n") cuts them (Print
// ends every line with a newline), without making that slice.
type textLines struct {
	text string
	next int // the byte offset of the next line
	num  int // the lines read so far: the number of the last one
	n    int // the lines in all
}

func newTextLines(text string) textLines {
	if text == "" {
		return textLines{}
	}
	text = strings.TrimSuffix(text, "\n")
	return textLines{text: text, n: strings.Count(text, "\n") + 1}
}

// read returns the next line, or false after the last.
func (t *textLines) read() (string, bool) {
	if t.num == t.n {
		return "", false
	}
	rest := t.text[t.next:]
	if j := strings.IndexByte(rest, '\n'); j >= 0 {
		rest = rest[:j]
	}
	t.next += len(rest) + 1
	t.num++
	return rest, true
}

func (ps *parser) meta(name string) *KernelMeta {
	m, ok := ps.metas[name]
	if !ok {
		m = &KernelMeta{}
		ps.metas[name] = m
	}
	return m
}

func setHSAField(m *KernelMeta, field string, v int) {
	b := v != 0
	key := strings.TrimPrefix(field, ".amdhsa_")
	if f, ok := InitSGPRByDirective(".amdhsa_" + key); ok {
		m.SGPRs.Set(f, b)
		return
	}
	switch key {
	case "user_sgpr_count":
		m.UserSGPRCount = v
	case "wavefront_size32":
		m.Wave32, m.WaveKnown = b, true
	case "enable_private_segment":
		m.EnablePrivateSegment = b
	case "accum_offset":
		m.AccumOffset = v
	case "system_vgpr_workitem_id":
		m.WorkitemIDs = v
	case "group_segment_fixed_size":
		m.GroupSegmentFixedSize = v
	case "private_segment_fixed_size":
		m.PrivateSegmentFixedSize = v
	case "kernarg_size":
		m.KernargSize = v
	case "next_free_vgpr":
		m.NextFreeVGPR = v
	case "next_free_sgpr":
		m.NextFreeSGPR = v
	case "reserve_vcc":
		m.ReserveVCC = b
	case "reserve_flat_scratch":
		m.ReserveFlatScratch = b
	case "reserve_xnack_mask":
		m.ReserveXNACK = b
	case "workgroup_processor_mode":
		m.WGPMode, m.WGPModeKnown = b, true
	}
}

// yamlKernel is one kernel of the amdhsa.kernels metadata.
type yamlKernel struct {
	name    string
	nameAt  Pos
	args    []KernArg
	argLine []int    // the line each argument starts on
	argPos  []argPos // where its .offset and .size are
	kseg    int
	wave    int
	al      int
	// register counts and the largest workgroup size
	vgprs, sgprs, maxFlat int
}

// yamlMeta reads the parts of the amdhsa.kernels metadata the launcher
// needs; lines[0] is line first of the file. The YAML llc prints is
// regular: "- .name: x" list items with ".key: value" pairs, so a line
// reader is enough.
func (ps *parser) yamlMeta(lines []string, first int) error {
	var ks []*yamlKernel
	var cur *yamlKernel
	var arg *KernArg
	inArgs := false
	argIndent := -1
	for li, l := range lines {
		t := strings.TrimSpace(l)
		if t == "" || t == "---" || t == "..." {
			continue
		}
		indent := len(l) - len(strings.TrimLeft(l, " "))
		if strings.HasPrefix(t, "amdhsa.kernels:") {
			continue
		}
		if strings.HasPrefix(t, "amdhsa.") && indent == 0 {
			cur, inArgs = nil, false
			continue
		}
		item := strings.HasPrefix(t, "- ")
		body := strings.TrimPrefix(t, "- ")
		key, val, _ := strings.Cut(body, ":")
		key, val = strings.TrimSpace(key), strings.TrimSpace(val)
		val = strings.TrimPrefix(val, "!str ")
		val = strings.Trim(val, `'"`)
		if item && (indent <= 2 || cur == nil) && !inArgs || item && indent < argIndent {
			cur = &yamlKernel{}
			ks = append(ks, cur)
			inArgs, argIndent = false, -1
		}
		if cur == nil {
			continue
		}
		if key == ".args" {
			inArgs = true
			continue
		}
		if inArgs && item && (argIndent < 0 || indent == argIndent) {
			argIndent = indent
			cur.args = append(cur.args, KernArg{})
			cur.argLine = append(cur.argLine, first+li)
			cur.argPos = append(cur.argPos, argPos{})
			arg = &cur.args[len(cur.args)-1]
		} else if inArgs && indent < argIndent {
			inArgs = false
		} else if inArgs && argIndent < 0 {
			inArgs = false
		}
		n, err := ps.yamlNumber(key, val, ps.at(first+li, yamlValueCol(l)))
		if err != nil {
			return err
		}
		if err := checkYAMLValue(key, val, n, inArgs && arg != nil, ps.at(first+li, yamlValueCol(l))); err != nil {
			return err
		}
		if inArgs && arg != nil {
			setYAMLArg(arg, &cur.argPos[len(cur.argPos)-1], key, val, n, ps.at(first+li, yamlValueCol(l)))
			continue
		}
		switch key {
		case ".name":
			cur.name, cur.nameAt = val, ps.at(first+li, yamlValueCol(l))
		case ".kernarg_segment_size":
			cur.kseg = n
		case ".kernarg_segment_align":
			cur.al = n
		case ".wavefront_size":
			cur.wave = n
		case ".vgpr_count":
			cur.vgprs = n
		case ".sgpr_count":
			cur.sgprs = n
		case ".max_flat_workgroup_size":
			cur.maxFlat = n
		}
	}
	return ps.storeYAML(ks)
}

// yamlNumber reads the value of a key the model takes as a number (0 for
// the others), checking .kernarg_segment_size against MaxKernargBytes.
func (ps *parser) yamlNumber(key, val string, at Pos) (int, error) {
	if !yamlNumeric[key] {
		return 0, nil
	}
	n, err := strconv.Atoi(val)
	if err != nil {
		return 0, &Error{at, fmt.Sprintf("%s takes a number, got %q", key, val)}
	}
	if l, ok := yamlLimits[key]; ok && (n < 0 || n > l.max) {
		return 0, &Error{at, fmt.Sprintf("%s is %d; the model accepts 0 to %d %s", key, n, l.max, l.what)}
	}
	return n, nil
}

// setYAMLArg records one key of a kernel argument and where its .offset
// and .size are written.
func setYAMLArg(arg *KernArg, at *argPos, key, val string, n int, pos Pos) {
	switch key {
	case ".name":
		arg.Name = val
	case ".offset":
		arg.Offset, at.offset = n, pos
	case ".size":
		arg.Size, at.size = n, pos
	case ".value_kind":
		arg.ValueKind = val
	case ".address_space":
		arg.AddrSpace = val
	case ".type_name":
		arg.TypeName = val
	}
}

// yamlNumeric are the metadata keys the model reads as numbers.
var yamlNumeric = map[string]bool{".offset": true, ".size": true, ".kernarg_segment_size": true, ".pointee_align": true,
	".kernarg_segment_align": true, ".wavefront_size": true, ".vgpr_count": true, ".sgpr_count": true,
	".max_flat_workgroup_size": true}

// yamlLimits bound the metadata numbers the model sizes anything by.
var yamlLimits = map[string]struct {
	max  int
	what string
}{
	".kernarg_segment_size":    {MaxKernargBytes, "bytes (MaxKernargBytes)"},
	".vgpr_count":              {MaxVectorRegs, "VGPRs and AGPRs (gfx90a and gfx940 count both)"},
	".sgpr_count":              {MaxSGPRCount, "SGPRs"},
	".max_flat_workgroup_size": {MaxWorkgroupSize, "work-items (AMDGPUBaseInfo getMaxFlatWorkGroupSize)"},
}

// storeYAML checks the kernels' arguments and records them.
func (ps *parser) storeYAML(ks []*yamlKernel) error {
	listed := map[string]Pos{}
	for _, k := range ks {
		if k.name == "" {
			continue
		}
		if at, ok := listed[k.name]; ok {
			return &Error{k.nameAt, fmt.Sprintf("kernel %s is listed twice in amdhsa.kernels (first at line %d)", k.name, at.Line)}
		}
		listed[k.name] = k.nameAt
		ps.namedAt(k.name, k.nameAt)
		for i, a := range k.args {
			if field, err := checkArg(a, k.kseg); err != nil {
				at := k.argPos[i].size
				if field == ".offset" {
					at = k.argPos[i].offset
				}
				if at.Line == 0 {
					at = ps.at(k.argLine[i], 1)
				}
				return &Error{at, fmt.Sprintf("kernel %s argument %d (%s): %v", k.name, i, a.Name, err)}
			}
		}
		m := ps.meta(k.name)
		m.Args, m.KernargSegmentSize, m.KernargAlign = k.args, k.kseg, k.al
		if m.NumVGPRs == 0 {
			m.NumVGPRs = k.vgprs
		}
		if m.NumSGPRs == 0 {
			m.NumSGPRs = k.sgprs
		}
		m.MaxFlatWorkgroupSize = k.maxFlat
		m.MetaSeen = true
		if k.wave != 0 && !m.WaveKnown {
			m.Wave32, m.WaveKnown = k.wave == 32, true
		}
	}
	return nil
}

// yamlValueCol is the column of a "key: value" line's value.
func yamlValueCol(l string) int {
	i := strings.Index(l, ":") + 1
	return i + len(l[i:]) - len(strings.TrimLeft(l[i:], " ")) + 1
}

// argPos is where an argument's .offset and .size are written.
type argPos struct{ offset, size Pos }

// checkArg: an argument lies inside the kernarg segment the metadata
// declares (when it declares one) and has a size of 1 to 8 bytes unless it
// is passed by value. It names the field at fault.
func checkArg(a KernArg, kseg int) (string, error) {
	switch {
	case a.Offset < 0:
		return ".offset", fmt.Errorf(".offset %d is negative", a.Offset)
	case a.Size <= 0:
		return ".size", fmt.Errorf(".size %d is not positive", a.Size)
	case a.ValueKind != "by_value" && a.Size > 8:
		return ".size", fmt.Errorf(".size %d of a %s argument: at most 8 bytes", a.Size, a.ValueKind)
	case kseg > 0 && a.Offset+a.Size > kseg:
		return ".offset", fmt.Errorf("bytes %d..%d lie past the %d-byte .kernarg_segment_size", a.Offset, a.Offset+a.Size-1, kseg)
	}
	return "", nil
}

// finish resolves labels and kernel ranges.
func (ps *parser) finish() error {
	p := ps.p
	for _, l := range ps.pending {
		p.Labels[l.name] = len(p.Insts)
	}
	for i, k := range p.Kernels {
		k.Meta = *ps.meta(k.Name)
		if i+1 < len(p.Kernels) {
			k.End = p.Kernels[i+1].Entry
		} else {
			k.End = len(p.Insts)
		}
		if !k.Meta.HSA {
			k.Meta.Legacy = true
			k.Meta.ExplicitArgOffset = 36
		}
	}
	if err := ps.checkMetaKernels(); err != nil {
		return err
	}
	ps.splitFuncs()
	if err := ps.checkEmptyKernels(); err != nil {
		return err
	}
	if err := ps.checkListingLiterals(); err != nil {
		return err
	}
	p.Bare = len(p.Kernels) == 0 && len(ps.metas) == 0 && len(ps.funcs) == 0
	if len(p.Kernels) == 0 && len(p.Insts) > 0 {
		// A bare instruction listing: one anonymous kernel.
		p.Kernels = append(p.Kernels, &Kernel{Name: "", Entry: 0, End: len(p.Insts), Meta: KernelMeta{Legacy: true}})
	}
	newLabels := map[int]string{} // objdump branch targets that need a label line
	for _, in := range p.Insts {
		if !in.Op.Branch {
			continue
		}
		for j := range in.Args {
			a := &in.Args[j]
			switch a.Kind {
			case OpLabel:
				t, ok := p.Labels[a.Sym]
				if !ok {
					return &Error{in.Pos, fmt.Sprintf("branch to undefined label %q", a.Sym)}
				}
				a.SetTarget(t)
			case OpImm:
				// Objdump prints the branch offset in dwords from the next
				// instruction.
				if in.Addr < 0 {
					return &Error{in.Pos, "numeric branch offset without an instruction address (objdump input needs its // address comments)"}
				}
				dst := int64(in.Addr) + 4 + int16Sign(a.Imm)*4
				t, ok := ps.addrs[dst]
				if !ok {
					return &Error{in.Pos, fmt.Sprintf("branch target address 0x%x is not an instruction", dst)}
				}
				name := fmt.Sprintf(".LBB_%x", dst)
				if _, ok := p.Labels[name]; !ok {
					newLabels[t] = name
				}
				p.Labels[name] = t
				*a = Operand{Kind: OpLabel, Sym: name, Imm: int64(t)}
			}
		}
	}
	if len(newLabels) > 0 {
		lines := make([]Line, 0, len(p.Lines)+len(newLabels))
		for _, l := range p.Lines {
			if l.Kind == LineInst {
				if name, ok := newLabels[int(l.Inst)]; ok {
					lines = append(lines, Line{Kind: LineLabel, Text: name + ":"})
				}
			}
			lines = append(lines, l)
		}
		p.Lines = lines
	}
	return nil
}

// splitFuncs moves the functions that are not kernels from Kernels to
// Funcs: those without a kernel descriptor, amdhsa.kernels metadata or
// RSRC2 comments, when some function of the file has them (llc gives every
// kernel one of them and a callee none). A file in which no function has
// them (a listing without its descriptors, hand-written code) keeps every
// function a kernel.
func (ps *parser) splitFuncs() {
	p := ps.p
	seen := false
	for _, k := range p.Kernels {
		seen = seen || k.Meta.MetaSeen
	}
	if !seen {
		return
	}
	ks := p.Kernels[:0]
	for _, k := range p.Kernels {
		if k.Meta.MetaSeen {
			ks = append(ks, k)
		} else {
			p.Funcs = append(p.Funcs, k)
		}
	}
	p.Kernels = ks
}

func int16Sign(v int64) int64 { return int64(int16(uint16(v))) }
