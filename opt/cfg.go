// Package opt holds the optimizer: the CFG, liveness on register units,
// the pass interface and manager, and one file per pass.
package opt

import (
	"github.com/wavesim/wavesim/internal/lazyre"

	"github.com/wavesim/wavesim/isa"
)

// reBB matches the comment llc prints where a basic block begins that needs
// no label (it is only fallen into): "; %bb.3:".
var reBB = lazyre.New(`^\s*;\s*%bb\.\d+:`)

// markedLeaders finds instructions that begin a block in the compiler's
// CFG: after a label, or after an llc "; %bb.N:" block comment. The
// comments survive rewriting as lines, so the boundaries stay put.
func markedLeaders(p *isa.Program) map[int]bool {
	out := map[int]bool{}
	pending := false
	for _, l := range p.Lines {
		switch l.Kind {
		case isa.LineLabel:
			pending = true
		case isa.LineRaw:
			if reBB().MatchString(l.Text) {
				pending = true
			}
		case isa.LineInst:
			if pending {
				out[int(l.Inst)] = true
			}
			pending = false
		}
	}
	return out
}

// Block is a basic block: instructions [Start, End) of the program.
type Block struct {
	Index      int
	Start, End int
	Succs      []int // block indices
}

// CFG is the control-flow graph of one kernel.
type CFG struct {
	Prog    *isa.Program
	Kernel  *isa.Kernel
	Blocks  []*Block
	blockOf []int // instruction index - Kernel.Entry → block index
}

// ends reports whether the instruction ends its block and whether control
// can fall through to the next instruction.
func ends(in *isa.Inst) (end, fall bool) {
	switch {
	case in.Op.Branch && in.Op.Cond == isa.CondAlways:
		return true, false
	case in.Op.Branch:
		return true, true
	case in.Op.Is(isa.RoleCall):
		// The callee returns to the next instruction.
		return false, true
	case in.Op.Role&(isa.RoleEndsProgram|isa.RoleWritesPC) != 0:
		return true, false
	}
	return false, true
}

// BuildCFG splits a kernel into basic blocks: leaders are the entry,
// branch targets and instructions after a branch or s_endpgm.
func BuildCFG(p *isa.Program, k *isa.Kernel) *CFG {
	c := &CFG{Prog: p, Kernel: k, blockOf: make([]int, k.End-k.Entry)}
	leader := make([]bool, k.End-k.Entry+1)
	leader[0] = true
	for i := range markedLeaders(p) {
		if i >= k.Entry && i < k.End {
			leader[i-k.Entry] = true
		}
	}
	for i := k.Entry; i < k.End; i++ {
		in := p.Insts[i]
		if end, _ := ends(in); end {
			leader[i+1-k.Entry] = true
		}
		if in.Op.Branch {
			if t := branchTarget(in); t >= k.Entry && t < k.End {
				leader[t-k.Entry] = true
			}
		}
	}
	for i := k.Entry; i < k.End; i++ {
		if leader[i-k.Entry] {
			c.Blocks = append(c.Blocks, &Block{Index: len(c.Blocks), Start: i})
		}
		b := c.Blocks[len(c.Blocks)-1]
		b.End = i + 1
		c.blockOf[i-k.Entry] = b.Index
	}
	for _, b := range c.Blocks {
		last := p.Insts[b.End-1]
		end, fall := ends(last)
		if !end || fall {
			if b.End < k.End {
				b.Succs = append(b.Succs, c.blockOf[b.End-k.Entry])
			}
		}
		if last.Op.Branch {
			if t := branchTarget(last); t >= k.Entry && t < k.End {
				s := c.blockOf[t-k.Entry]
				if len(b.Succs) == 0 || b.Succs[0] != s {
					b.Succs = append(b.Succs, s)
				}
			}
		}
	}
	return c
}

func branchTarget(in *isa.Inst) int {
	for _, a := range in.Args {
		if a.Kind == isa.OpLabel {
			return a.Target()
		}
	}
	return -1
}

// BlockOf returns the block holding instruction i.
func (c *CFG) BlockOf(i int) *Block { return c.Blocks[c.blockOf[i-c.Kernel.Entry]] }
