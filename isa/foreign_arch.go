package isa

import (
	"fmt"
	"regexp"
	"strings"
	"sync"
)

// Other targets' assembly, told apart by cheap evidence: a directive
// only that target's assembler takes, or an instruction whose mnemonic
// and register spelling no AMDGPU line has (every AMDGPU mnemonic has
// an encoding prefix, s_, v_, ds_, ..., and AMDGPU registers are s, v,
// a and ttmp with an index). The signs are what llc-19 prints for each
// -mtriple and what GNU as takes; each is anchored at the start of the
// line, so a comment on an AMDGPU line never matches.
type foreignArch struct {
	name string // what the file is
	// hint says how to get AMDGPU assembly instead; "" is the llc command.
	hint  string
	signs []foreignSign
}

type foreignSign struct {
	re *regexp.Regexp
	// regs names the registers of an instruction sign ("x/w registers");
	// "" for a directive, which names itself.
	regs string
}

// directive matches a line starting with one of the directives.
func directive(res ...string) foreignSign {
	return foreignSign{re: regexp.MustCompile(`^(?:` + strings.Join(res, "|") + `)\b`)}
}

// instruction matches one of the mnemonics followed, in its operands, by
// a register of the form regs describes.
func instruction(mnemonics, reg, regs string) foreignSign {
	return foreignSign{re: regexp.MustCompile(`^(?:` + mnemonics + `)\s+(?:[^;]*?[\s,\[{(])?` + reg + `(?:$|[\s,\]}):!])`), regs: regs}
}

// foreignArches is built on first use: its expressions take longer to
// compile than most commands run, and only a line that fails to parse as
// AMDGPU assembly is checked against them.
var foreignArches = sync.OnceValue(func() []foreignArch {
	return []foreignArch{
		{name: "NVIDIA PTX", hint: "compile the CUDA source for AMDGPU with hipcc (or clang -x hip --offload-arch=gfx1030 -S), or its IR with " + llcHint("", ""),
			signs: []foreignSign{
				directive(`\.version\s+\d+\.\d+`, `\.target\s+sm_\d+`, `\.address_size`, `(?:\.visible\s+|\.weak\s+)?\.entry`),
				instruction(`(?:ld|st|mov|add|mul|mad|fma|setp|cvt|cvta)\.[a-z0-9.]+`, `%[a-z]+\d*`, "%-registers"),
			}},
		{name: "SPIR-V assembly", hint: "translate it to LLVM IR (llvm-spirv -r) and compile that for amdgcn: " + llcHint("", ""),
			signs: []foreignSign{
				directive(`Op(?:Capability|MemoryModel|EntryPoint|ExtInstImport)`, `%\w+\s*=\s*Op[A-Z]\w*`),
			}},
		{name: "WebAssembly", signs: []foreignSign{
			directive(`\.functype`, `\(module`, `local\.(?:get|set|tee)`, `end_function`),
		}},
		{name: "AArch64 (ARM64) assembly", signs: []foreignSign{
			instruction(`adrp|adr|ldr|str|ldp|stp|ldur|stur|ldrb|strb|mov|movk|movz|add|adds|sub|subs|cmp|cmn|cbz|cbnz|tbz|tbnz|madd|csel|cset|fmov|fmul|fadd|fmadd|lsl|lsr|asr|and|orr|eor|b\.[a-z]{2}`,
				`(?:[xw](?:[12]?\d|30|zr)|sp)`, "x/w registers"),
		}},
		{name: "ARM assembly", signs: []foreignSign{
			directive(`\.syntax\s+unified`, `\.eabi_attribute`, `\.fnstart`, `\.thumb_func`, `\.code\s+(?:16|32)`, `\.arm`, `\.thumb`, `\.fpu`),
			instruction(`push|pop|ldr|str|mov|add|sub|cmp|bx|blx|ldm|stm|vldr|vstr|vmov`, `(?:r1[0-5]|r\d|lr|pc)`, "r0-r15 registers"),
		}},
		{name: "ARM or AArch64 assembly", signs: []foreignSign{
			directive(`\.arch\s+armv\d`, `\.cpu\s+(?:cortex|neoverse|arm|apple|generic)`, `\.arch_extension`),
		}},
		{name: "RISC-V assembly", signs: []foreignSign{
			directive(`\.attribute\s+(?:5|arch)\s*,\s*"rv(?:32|64)\w*`, `\.option\s+(?:rvc|norvc|push|pop|arch)`),
			instruction(`addi|addiw|addw|subw|mv|li|lui|auipc|ld|sd|lw|sw|lwu|jalr|jal|beqz|bnez|blez|bgez|bltz|bgtz|beq|bne|blt|bge|slli|srli|srai|sext\.w|flw|fsw|fld|fsd|fmv\.[a-z.]+|fadd\.[sd]|fmul\.[sd]|fmadd\.[sd]`,
				`(?:zero|ra|sp|gp|tp|a[0-7]|s1[01]|s\d|t[0-6]|f[ast]\d+)`, "RISC-V registers (a0-a7, s0-s11, t0-t6)"),
		}},
		{name: "MIPS assembly", signs: []foreignSign{
			directive(`\.set\s+(?:noreorder|reorder|nomips16|mips16|nomicromips|micromips|noat|nomacro)`, `\.section\s+\.mdebug\.abi`, `\.ent`, `\.frame\s+\$`, `\.nan\s+(?:legacy|2008)`, `\.abicalls`),
			instruction(`[a-z][a-z0-9.]*`, `\$(?:sp|ra|fp|gp|zero|at|v[01]|a[0-3]|t\d|s[0-7]|f?\d{1,2})`, "$-registers"),
		}},
		{name: "PowerPC assembly", signs: []foreignSign{
			directive(`\.abiversion`, `\.machine\s+"?(?:ppc|power|pwr)`),
			instruction(`mflr|mtlr|mtctr|mfcr|stdu|stwu|lwz|stw|std|lfs|lfsu|stfs|lfd|stfd|cmpwi|cmplwi|cmpdi|addis|rlwinm|clrldi`, `\d{1,2}`, "numbered registers"),
		}},
	}
})

// foreignArchLine reports a line only another target's assembly holds.
func foreignArchLine(pos Pos, t string) error {
	for _, a := range foreignArches() {
		for _, s := range a.signs {
			if !s.re.MatchString(t) {
				continue
			}
			sign := directiveText(t)
			if s.regs != "" {
				sign = strings.Fields(t)[0] + " with " + s.regs
			}
			hint := a.hint
			if hint == "" {
				hint = "compile the source for amdgcn (" + llcHint("", "") + ")"
			}
			return &Error{pos, fmt.Sprintf("this looks like %s (%s), not AMDGPU assembly; wavesim runs AMDGPU code: %s", a.name, sign, hint)}
		}
	}
	return nil
}

// directiveText is a directive line as a message quotes it: without its
// comment, spaces collapsed, at most 40 bytes.
func directiveText(t string) string {
	for _, c := range []string{"\t@", " @", "//", "\t#", " #", ";"} {
		if i := strings.Index(t, c); i > 0 {
			t = t[:i]
		}
	}
	t = strings.Join(strings.Fields(t), " ")
	if len(t) > 40 {
		t = t[:40] + "…"
	}
	return t
}
