package isa

// Edit replaces instructions: edits[i] is the new sequence for
// instruction i (nil or empty deletes it). Labels move with the position
// they marked: a label before a replaced instruction now precedes the first
// instruction of its replacement (or, if it was deleted, the next surviving
// one). Kernel ranges and branch targets follow.
func (p *Program) Edit(edits map[int][]*Inst) {
	if len(edits) == 0 {
		return
	}
	newIdx := make([]int, len(p.Insts)+1) // old index → new index of what now stands there
	var insts []*Inst
	for i, in := range p.Insts {
		newIdx[i] = len(insts)
		if rep, ok := edits[i]; ok {
			insts = append(insts, rep...)
			continue
		}
		insts = append(insts, in)
	}
	newIdx[len(p.Insts)] = len(insts)

	var lines []Line
	for _, l := range p.Lines {
		if l.Kind != LineInst {
			lines = append(lines, l)
			continue
		}
		rep, ok := edits[int(l.Inst)]
		if !ok {
			l.Inst = int32(newIdx[l.Inst])
			lines = append(lines, l)
			continue
		}
		for k := range rep {
			lines = append(lines, Line{Kind: LineInst, Inst: int32(newIdx[l.Inst] + k)})
		}
	}
	p.Lines, p.Insts = lines, insts
	for name, i := range p.Labels {
		p.Labels[name] = newIdx[i]
	}
	for _, k := range p.Kernels {
		k.Entry, k.End = newIdx[k.Entry], newIdx[k.End]
	}
	for _, f := range p.Funcs {
		f.Entry, f.End = newIdx[f.Entry], newIdx[f.End]
	}
	for _, in := range p.Insts {
		for x := in; x != nil; x = x.Dual {
			for j := range x.Args {
				if a := &x.Args[j]; a.Kind == OpLabel {
					if t, ok := p.Labels[a.Sym]; ok {
						a.SetTarget(t)
					}
				}
			}
		}
	}
}

// NewInst builds an instruction of the named op for a target, with the
// given operands in table order (absent optional ones as OpNone).
func NewInst(a *Arch, name string, enc Enc, args ...Operand) (*Inst, bool) {
	op, _ := Lookup(name, a)
	if op == nil || len(args) != len(op.Args) {
		return nil, false
	}
	return &Inst{Op: op, Enc: enc, Args: args, Addr: -1}, true
}
