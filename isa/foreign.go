package isa

import (
	"fmt"
	"github.com/wavesim/wavesim/internal/lazyre"
	"path/filepath"
	"strings"
)

// A file that is not AMDGPU assembly at all (LLVM IR, bitcode, another
// target's assembly) otherwise fails at its first line that does not
// parse ("unknown instruction \"target\""), or is told to add --arch,
// which cannot help. foreignFile names what the file is instead, and the
// command that makes AMDGPU assembly of it.
//
// It is asked only when parsing has failed (and up front for bitcode,
// which is binary), so a valid file pays nothing for it.

// foreignScanLines bounds the lines foreignFile reads: the signs it looks
// for sit at the top of the file (ModuleID, target triple, the syntax
// directive) or in its first function.
const foreignScanLines = 4000

// bitcodeMagic starts a raw LLVM bitcode file ('B', 'C', 0xC0DE); the
// wrapper that Darwin tools emit starts with 0x0B17C0DE little-endian
// (llvm/include/llvm/Bitcode/BitcodeReader.h, isBitcodeWrapper).
var bitcodeMagic, bitcodeWrapper = []byte{'B', 'C', 0xC0, 0xDE}, []byte{0xDE, 0xC0, 0x17, 0x0B}

// isBitcode: src starts with a bitcode magic.
func isBitcode(src []byte) bool {
	return len(src) >= 4 && (string(src[:4]) == string(bitcodeMagic) || string(src[:4]) == string(bitcodeWrapper))
}

// irTargetCPU is the first AMDGPU "target-cpu" attribute of IR text (clang
// writes it on every function), or "".
func irTargetCPU(src []byte) string {
	if m := targetCPURE().FindSubmatch(src[:min(len(src), 1<<20)]); m != nil {
		return string(m[1])
	}
	return ""
}

var targetCPURE = lazyre.New(`"target-cpu"="(gfx[0-9a-f]+)"`)

// llcHint is the command that compiles IR at path to AMDGPU assembly for
// cpu, the IR's own "target-cpu" (irTargetCPU), or gfx1030 when "".
func llcHint(path, cpu string) string {
	if cpu == "" {
		cpu = "gfx1030"
	}
	in := path
	if in == "" || strings.HasPrefix(in, "<") {
		in = "file.ll"
	}
	out := strings.TrimSuffix(in, filepath.Ext(in)) + ".s"
	if out == in {
		out = in + ".s"
	}
	return fmt.Sprintf("llc -mtriple=amdgcn-amd-amdhsa -mcpu=%s %s -o %s", cpu, in, out)
}

// x86Mnemonics are AT&T-suffixed x86 instructions llc and gcc print in
// nearly every function; no AMDGPU mnemonic has these names.
var x86Mnemonics = map[string]bool{
	"movq": true, "movl": true, "pushq": true, "popq": true, "retq": true,
	"callq": true, "leaq": true, "addq": true, "subq": true, "cmpq": true,
	"xorl": true, "movabsq": true, "jmpq": true, "endbr64": true,
	"cltq": true, "movslq": true, "testl": true, "testq": true,
}

// x86Registers are the register names after % that mark AT&T x86 syntax.
var x86Registers = []string{
	"%rax", "%rbx", "%rcx", "%rdx", "%rsi", "%rdi", "%rsp", "%rbp", "%rip",
	"%eax", "%ebx", "%ecx", "%edx", "%esi", "%edi", "%esp", "%ebp",
	"%r8", "%r9", "%r10", "%r11", "%r12", "%r13", "%r14", "%r15", "%xmm", "%ymm", "%zmm",
}

// foreignFile reports at its first telling line that the file is LLVM IR,
// bitcode or x86 assembly, or returns nil. IR for another target is
// reported at its target triple, which says why llc alone will not do.
func foreignFile(file string, src []byte) error {
	if isBitcode(src) {
		return &Error{Pos{file, 1, 1}, "this is LLVM bitcode, not AMDGPU assembly; compile it to assembly first: " + llcHint(file, "")}
	}
	var first error
	cpu := irTargetCPU(src)
	lines := newTextLines(string(src))
	for n := 0; n < foreignScanLines; n++ {
		l, ok := lines.read()
		if !ok {
			break
		}
		err, triple := foreignLine(file, cpu, lines.num, l)
		if triple && err != nil {
			return err
		}
		if first == nil {
			first = err
		}
	}
	return first
}

// foreignLine reports a line only LLVM IR or x86 assembly holds; triple
// says the line is an IR target triple for a target other than amdgcn.
func foreignLine(file, cpu string, num int, l string) (err error, triple bool) {
	t := strings.TrimLeft(l, " \t")
	col := len(l) - len(t) + 1
	at := func(c int) Pos { return Pos{file, int32(num), int32(c)} }
	ir := func(what string) error {
		return &Error{at(col), fmt.Sprintf("this is LLVM IR (%s), not AMDGPU assembly; compile it to assembly first: %s", what, llcHint(file, cpu))}
	}
	switch {
	case strings.HasPrefix(t, "; ModuleID"):
		return ir("a ModuleID line"), false
	case strings.HasPrefix(t, "target triple"):
		tr := t[len("target triple"):]
		if i := strings.IndexByte(tr, '"'); i >= 0 {
			tr = strings.Trim(tr[i:], `"`)
		}
		if tr != "" && !strings.HasPrefix(tr, "amdgcn") {
			return &Error{at(col), fmt.Sprintf("this is LLVM IR for %s, not AMDGPU assembly; wavesim runs AMDGPU code: generate the IR for amdgcn (clang --target=amdgcn-amd-amdhsa -mcpu=gfx1030 -S -emit-llvm), then %s", tr, llcHint(file, ""))}, true
		}
		return ir("target triple " + tr), false
	case strings.HasPrefix(t, "target datalayout"):
		return ir("a target datalayout line"), false
	case strings.HasPrefix(t, "define "), strings.HasPrefix(t, "declare "):
		return ir(fmt.Sprintf("a %q line", t[:strings.IndexByte(t, ' ')])), false
	case strings.HasPrefix(t, ".intel_syntax"), strings.HasPrefix(t, ".att_syntax"):
		return x86(at(col), strings.Fields(t)[0]), false
	case strings.HasPrefix(t, "//"):
		return nil, false
	}
	if err := foreignArchLine(at(col), t); err != nil {
		return err, false
	}
	if c := strings.IndexAny(t, ";#"); c >= 0 {
		t = t[:c] // x86 comments start with #, AMDGPU ones with ;
	}
	if f := strings.Fields(t); len(f) > 0 && x86Mnemonics[f[0]] {
		return x86(at(col), f[0]), false
	}
	best, reg := -1, ""
	for _, r := range x86Registers {
		if i := strings.Index(t, r); i >= 0 && (best < 0 || i < best) {
			best, reg = i, r
		}
	}
	if best >= 0 {
		return x86(at(col+best), reg), false
	}
	return nil, false
}

// x86 reports x86 assembly, named by what gave it away.
func x86(pos Pos, sign string) error {
	return &Error{pos, fmt.Sprintf("this is x86 assembly (%s), not AMDGPU assembly; wavesim runs AMDGPU code: compile the source for amdgcn (%s)", sign, llcHint("", ""))}
}
