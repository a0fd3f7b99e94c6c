package llcfuzz

import (
	"context"
	"fmt"
	"strings"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt"
	"github.com/wavesim/wavesim/sim/launch"
)

// The fingerprints read the wrong compilation's assembly as wavesim
// parses it, and ask the opcode table what each instruction does.

// badProgram is the wrong compilation's assembly parsed for its target,
// with each instruction's line as llc printed it (its comment marks the
// spill reloads); nil when there is none or it does not parse.
func (t *Trial) badProgram() (*isa.Program, []string) {
	src := t.badAsm()
	if src == nil {
		return nil, nil
	}
	o := launch.LoadOptions{Arch: t.Bad.Target.CPU}
	if t.Bad.Target.W64 {
		o.Wave = 64
	}
	p, err := launch.ParseProgram(t.BadAsm, src, o)
	if err != nil {
		return nil, nil
	}
	lines := make([]string, len(p.Insts))
	for _, l := range p.Lines {
		if l.Kind == isa.LineInst {
			lines[l.Inst] = l.Text
		}
	}
	return p, lines
}

// reloadBeforeRestore: a block of the wrong compilation's assembly has a
// VGPR reload (a load llc's comment calls a "Reload") above its exec
// restore (s_or_bNN exec, exec, s), outside a whole-wave region.
func reloadBeforeRestore(_ context.Context, _ *Runner, t *Trial) (bool, string) {
	p, lines := t.badProgram()
	if p == nil {
		return false, ""
	}
	labels := make(map[int]string, len(p.Labels))
	for name, i := range p.Labels {
		labels[i] = name
	}
	for _, k := range p.Kernels {
		for _, b := range opt.BuildCFG(p, k).Blocks {
			reload, restore := reloadAboveRestore(p, lines, b.Start, b.End)
			if restore < 0 {
				continue
			}
			block := labels[b.Start]
			if block == "" {
				block = fmt.Sprintf("at line %d", p.Insts[b.Start].Pos.Line)
			}
			return true, fmt.Sprintf("block %s reloads a VGPR at line %d of %s's assembly and restores exec at line %d",
				block, p.Insts[reload].Pos.Line, t.Bad, p.Insts[restore].Pos.Line)
		}
	}
	return false, ""
}

// reloadAboveRestore is, in instructions [start, end) of a block, the
// first reload and an exec restore after it, or -1, -1. A whole-wave
// region (s_or_saveexec_bNN s, -1 to s_mov_bNN exec, s: exec all ones
// while llc reloads the VGPR that holds spilled SGPRs) reloads rightly.
func reloadAboveRestore(p *isa.Program, lines []string, start, end int) (reload, restore int) {
	reload, wholeWave := -1, false
	for i := start; i < end; i++ {
		in := p.Insts[i]
		switch {
		case in.Op.Saveexec == isa.LogicOr && len(in.Args) > 1 && in.Args[1].Kind == isa.OpImm && in.Args[1].Imm == -1:
			wholeWave = true
		case wholeWave && in.Op.Is(isa.RoleCopy) && in.Op.Unit == isa.UnitSALU && isExec(in.Args[0]):
			wholeWave = false
		case reload < 0 && !wholeWave && in.Op.Mem == isa.MemLoad && strings.Contains(comment(lines[i]), "Reload"):
			reload = i
		case reload >= 0 && restoresExec(in):
			return reload, i
		}
	}
	return -1, -1
}

// restoresExec: in is s_or_bNN exec, exec, s (an if's or a loop's end
// giving back the lanes its saved mask holds).
func restoresExec(in *isa.Inst) bool {
	return in.Op.Bitwise == isa.LogicOr && len(in.Args) == 3 && isExec(in.Args[0]) && isExec(in.Args[1]) &&
		in.Args[2].Kind == isa.OpReg && in.Args[2].Reg.IsSGPR()
}

func isExec(o isa.Operand) bool { return o.Kind == isa.OpReg && o.Reg.IsExec() }

// comment is what follows the code on an assembly line.
func comment(line string) string {
	if i := strings.IndexByte(line, ';'); i >= 0 {
		return line[i:]
	}
	return ""
}

// fmaMixZeroAddend: the wrong compilation's assembly has a
// v_fma_mix{lo,hi}_f16 (an f16 result of the mixed-precision fma) whose
// addend is the constant 0.
func fmaMixZeroAddend(_ context.Context, _ *Runner, t *Trial) (bool, string) {
	p, lines := t.badProgram()
	if p == nil {
		return false, ""
	}
	for i, in := range p.Insts {
		op := in.Op
		if !op.Mix || op.Feature != isa.FeatFmaMixInsts || op.Args[0].Type != isa.TF16 || len(in.Args) < 4 || !zeroConst(in.Args[3]) {
			continue
		}
		text, _, _ := strings.Cut(lines[i], ";")
		if text = strings.TrimSpace(text); text == "" {
			text = in.Mnemonic(p.Arch)
		}
		return true, fmt.Sprintf("%s's assembly has %q", t.Bad, text)
	}
	return false, ""
}

// zeroConst: o is the constant 0 (or 0.0), with no modifier.
func zeroConst(o isa.Operand) bool {
	return (o.Kind == isa.OpImm || o.Kind == isa.OpFloat) && o.Imm == 0 && !o.Neg && !o.Abs
}
