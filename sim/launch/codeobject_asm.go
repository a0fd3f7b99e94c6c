package launch

import (
	"fmt"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// frameListing gives the program parsed from a code object's listing the
// lines an assembly file needs around its code, so that what print writes
// assembles (llvm-mc) and runs as the object did, with no flags: the
// target, the text section, each kernel's .globl, alignment and function
// type (as llc prints them: kernels at 256 bytes, AMDGPUAsmPrinter
// getFunctionAlignment / the descriptor's entry offset requirement, callees
// at 4), and the descriptors in .rodata at 64 bytes (kernel_descriptor_t's
// alignment, AMDGPUUsage.rst "Kernel Descriptor").
func (co *codeObject) frameListing(p *isa.Program) {
	kernels := map[string]bool{}
	for _, k := range co.kernels {
		kernels[k.meta.Name] = true
	}
	funcs := map[string]bool{}
	for _, f := range co.funcs {
		funcs[f] = true
	}
	raw := func(format string, args ...any) isa.Line {
		return isa.Line{Kind: isa.LineRaw, Text: fmt.Sprintf(format, args...)}
	}
	lines := make([]isa.Line, 0, len(p.Lines)+4*len(co.kernels)+3*len(co.funcs)+4)
	lines = append(lines, raw("\t.amdgcn_target \"%s\"", strings.ReplaceAll(co.target, `"`, "")), raw("\t.text"))
	inRodata, dataDone := false, co.ld == nil
	for _, l := range p.Lines {
		switch {
		case l.Kind == isa.LineLabel && kernels[l.Name()]:
			lines = append(lines, raw("\t.globl\t%s", l.Name()), raw("\t.p2align\t8"), raw("\t.type\t%s,@function", l.Name()))
		case l.Kind == isa.LineLabel && funcs[l.Name()]:
			lines = append(lines, raw("\t.p2align\t2"), raw("\t.type\t%s,@function", l.Name()))
		case l.Kind == isa.LineRaw && strings.HasPrefix(strings.TrimSpace(l.Text), ".amdhsa_kernel"):
			if !inRodata {
				lines = append(lines, raw("\t.section\t.rodata,\"a\",@progbits"))
				inRodata = true
			}
			lines = append(lines, raw("\t.p2align\t6, 0x0"))
		case l.Kind == isa.LineRaw && strings.HasPrefix(strings.TrimSpace(l.Text), ".amdgpu_metadata"):
			if inRodata {
				lines = append(lines, raw("\t.text"))
				inRodata = false
			}
			if !dataDone {
				lines = append(lines, dataLines(co.ld)...)
				dataDone = true
			}
		}
		lines = append(lines, l)
	}
	if !dataDone {
		lines = append(lines, dataLines(co.ld)...)
	}
	p.Lines = lines
}
