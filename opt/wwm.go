package opt

import (
	"fmt"

	"github.com/wavesim/wavesim/isa"
)

// wwm lowers whole-wave copies and then saves exec as rarely as it may
// (docs/reference/wwm.md). A copy marked "; wavesim: wwm" writes every lane
// whatever exec is; the hardware has no such copy, so LLVM brackets it with
// an exec save and restore (SIWholeQuadMode's ENTER_STRICT_WWM /
// EXIT_STRICT_WWM):
//
//	s_or_saveexec_bNN S, -1   ; S = exec, exec = all ones, scc = 1
//	v_mov_b32 vD, vS          ; every lane
//	s_mov_bNN exec, S         ; the old exec back
//
// (b32 and exec_lo in wave32, b64 and exec in wave64), and then optimizes
// those regions, its own and the ones llc already wrote.
//
// Legality conditions, each checked and each reported when it stops a site:
//
// Lowering a marked copy:
//  1. The saved exec goes to S, an SGPR (an even-aligned pair in wave64)
//     that no instruction or llc IMPLICIT_DEF comment of the program names
//     and that is not declared live at the exit: no code reads it, as if it
//     were a new virtual register. In a kernel file it is the first such
//     SGPR below every kernel's .amdhsa_next_free_sgpr, so the descriptors
//     stay right; otherwise (a snippet, or none free there) the first past
//     every SGPR the program names, below the target's addressable SGPRs,
//     and each kernel that runs the copy (every kernel, for a copy in a
//     function) gets its SGPR count raised to cover S: the descriptor's
//     .amdhsa_next_free_sgpr, the .sgpr_count metadata and llc's comments.
//     When a marked copy lies in a function, S is one of s16..s29, the
//     SGPRs a function may clobber (regcount.go funcSGPRLo). With none
//     free the copy stays marked.
//  2. scc is dead after the copy: the saveexec sets it.
//  3. The save, the copy and the restore replace the copy in place, the
//     restore from S into the whole exec of the wave size.
//  4. Where exec is all ones before the copy (the analysis below), the
//     copy is left alone, unmarked: no save, no restore, scc and S untouched.
//
// Exec is all ones (a forward must-analysis over the CFG, meet = and, the
// entry and blocks without predecessors unknown) after s_or_saveexec_bNN
// of the wave's width with source -1 and after s_mov_bNN exec, -1 (the
// whole exec of the wave size), until the next instruction that writes any
// unit of exec or calls a function. A whole-wave copy writes no exec.
//
// A region is s_or_saveexec_bNN S, -1 (the wave's width, S an SGPR) and
// the first later s_mov_bNN exec, S in its block, with nothing between
// that writes exec or S, branches, calls or ends the program.
//
// Dropping a region's toggles:
//  5. Exec is all ones before its saveexec.
//  6. S is not read inside the region and is dead after its restore, and
//     scc is dead after its saveexec.
//
// Merging a region R1 (S, save a1, restore b1) with the next region R2
// (T, a2, b2) of its block: b1 and a2 go, b2 restores from S.
//  7. Nothing between b1 and a2 needs the real exec: no VALU, vector memory
//     or LDS instruction (they run under exec), no read or write of exec, no
//     branch, call or end of program.
//  8. S is not written between b1 and b2.
//  9. T is S, or T is not read inside R2 and is dead after b2.
//  10. scc is dead after a2 (its saveexec set it to 1).
//
// Every def/use test is on register units. Applies always holds: every
// target and wave size has the sequence.
type wwm struct {
	rules wwmRules
}

// wwmRules are the parts of the pass that decide, as values; wwmLegal is
// the pass's own. The mutation tests break one at a time.
type wwmRules struct {
	// lower writes the sequence for a marked copy in (conditions 1, 3):
	// save, copy, restore.
	lower func(in *isa.Inst, a *isa.Arch, wave int, s isa.Reg) []*isa.Inst
	// allOnes drops the toggles where exec is all ones (conditions 4, 5).
	allOnes bool
	// mergeStops say why an instruction between two regions stops their
	// merge (condition 7).
	mergeStops []wwmStop
}

// wwmStop is one reason an instruction stops a merge.
type wwmStop struct {
	what string
	stop func(in *isa.Inst, wave int) bool
}

func wwmLegal() wwmRules {
	return wwmRules{
		lower:   wwmLower,
		allOnes: true,
		mergeStops: []wwmStop{
			{"runs under exec", wwmStopMasked},
			{"reads or writes exec", wwmStopExec},
			{"is control flow", wwmStopControl},
		},
	}
}

func newWWM() *wwm { return &wwm{rules: wwmLegal()} }

var wwmPass = Register(PassInfo{
	Name:   "wwm",
	New:    func() Pass { return newWWM() },
	Shapes: []string{"wwm"},
	Doc:    "docs/reference/wwm.md",
})

func (*wwm) Name() string { return wwmPass.Name }

func (*wwm) Applies(*isa.Arch, *Options) (bool, string) { return true, "" }

// wwmMask is the lane-mask width suffix and the exec register of a wave.
func wwmMask(wave int) (string, isa.Reg) {
	if wave == 64 {
		return "b64", isa.RegExec
	}
	return "b32", isa.RegExecLo
}

// wwmLower is condition 3's sequence.
func wwmLower(in *isa.Inst, a *isa.Arch, wave int, s isa.Reg) []*isa.Inst {
	w, exec := wwmMask(wave)
	save, _ := isa.NewInst(a, "s_or_saveexec_"+w, isa.EncNative, isa.R(s), isa.I(-1))
	restore, _ := isa.NewInst(a, "s_mov_"+w, isa.EncNative, isa.R(exec), isa.R(s))
	cp := in.Clone()
	cp.WholeWave = false
	save.Pos, restore.Pos = in.Pos, in.Pos
	return []*isa.Inst{save, cp, restore}
}

// wwmStopMasked: VALU, vector memory and LDS instructions run under exec.
func wwmStopMasked(in *isa.Inst, _ int) bool {
	switch in.Op.Unit {
	case isa.UnitVALU, isa.UnitVMEM, isa.UnitLDS:
		return true
	}
	return false
}

func wwmStopExec(in *isa.Inst, wave int) bool {
	exec := isa.ExecFor(wave)
	return in.ReadsReg(exec, wave) || in.WritesReg(exec, wave)
}

func wwmStopControl(in *isa.Inst, _ int) bool {
	end, _ := ends(in)
	return end || in.Op.Branch || in.Op.Role&(isa.RoleCall|isa.RoleEndsProgram|isa.RoleWritesPC) != 0
}

// wwmFunc is one kernel or function under rewrite.
type wwmFunc struct {
	p *isa.Program
	*body
	allOnes []bool // exec all ones before instruction i - Kernel.Entry
}

func (w *wwm) Run(p *isa.Program, o *Options) *Report {
	r := &Report{}
	w.lowerAll(p, o, r)
	if w.rules.allOnes {
		w.regions(p, o, r, w.dropRegions)
	}
	w.regions(p, o, r, w.mergeRegions)
	return r
}

// funcs analyses each kernel and function of p: CFG, liveness (every
// register live where a function returns) and the all-ones analysis.
func funcs(p *isa.Program, o *Options) []*wwmFunc {
	var out []*wwmFunc
	for _, f := range bodies(p, o) {
		out = append(out, &wwmFunc{p: p, body: f, allOnes: execAllOnes(f.live.CFG, p.Wave)})
	}
	return out
}

// execAllOnes is the must-analysis of the doc comment: whether exec is all
// ones before each instruction of c's kernel.
func execAllOnes(c *CFG, wave int) []bool {
	p, k := c.Prog, c.Kernel
	preds := make([][]int, len(c.Blocks))
	for _, b := range c.Blocks {
		for _, s := range b.Succs {
			preds[s] = append(preds[s], b.Index)
		}
	}
	in := make([]bool, len(c.Blocks))
	out := make([]bool, len(c.Blocks))
	for i := range in {
		in[i], out[i] = i != 0 && len(preds[i]) > 0, true
	}
	before := make([]bool, k.End-k.Entry)
	for changed := true; changed; {
		changed = false
		for _, b := range c.Blocks {
			st := b.Index != 0 && len(preds[b.Index]) > 0
			for _, q := range preds[b.Index] {
				st = st && out[q]
			}
			in[b.Index] = st
			for i := b.Start; i < b.End; i++ {
				before[i-k.Entry] = st
				st = execAfter(p.Insts[i], st, wave)
			}
			if st != out[b.Index] {
				out[b.Index], changed = st, true
			}
		}
	}
	return before
}

// execAfter is the analysis' transfer function.
func execAfter(in *isa.Inst, ones bool, wave int) bool {
	if in.Op.Is(isa.RoleCall) {
		return false
	}
	_, exec := wwmMask(wave)
	if !in.WritesReg(exec, wave) {
		return ones
	}
	return setsExecAllOnes(in, wave)
}

// setsExecAllOnes: s_or_saveexec_bNN S, -1 or s_mov_bNN exec, -1 of the
// wave's width.
func setsExecAllOnes(in *isa.Inst, wave int) bool {
	_, exec := wwmMask(wave)
	minus1 := func(o isa.Operand) bool { return o.Kind == isa.OpImm && o.Imm == -1 }
	switch {
	case in.Op.Saveexec == isa.LogicOr:
		return in.Op.Args[0].Type.Dwords() == wave/32 && minus1(in.Args[1])
	case in.Op.Is(isa.RoleCopy) && in.Op.Unit == isa.UnitSALU:
		return in.Args[0].Kind == isa.OpReg && in.Args[0].Reg == exec && minus1(in.Args[1])
	}
	return false
}

// wwmScratch is condition 1's S, or false: in rg, which is a function's
// when a marked copy lies in a function.
func wwmScratch(p *isa.Program, o *Options, rg sgprRange) (isa.Reg, bool) {
	n := p.Wave / 32
	var named Units
	next := 0
	see := func(r isa.Reg) {
		if r.IsSGPR() {
			named.Add(r)
			next = max(next, int(r.Idx)+int(r.N))
		}
	}
	for _, in := range p.Insts {
		for x := in; x != nil; x = x.Dual {
			for _, r := range x.Defs(p.Wave) {
				see(r)
			}
			for _, r := range x.Uses(p.Wave) {
				see(r)
			}
		}
	}
	for _, regs := range implicitDefs(p) {
		for _, r := range regs {
			see(r)
		}
	}
	// Below the SGPRs every kernel's descriptor already allocates.
	if alloc := wwmAllocatedSGPRs(p); alloc > 0 {
		if r, ok := freeSGPR(sgprRange{rg.lo, min(alloc, rg.hi)}, &named, n, &o.ExitLive); ok {
			return r, true
		}
	}
	if rg.lo > 0 {
		next = rg.lo // a function's range: any free SGPR of it
	}
	return freeSGPR(sgprRange{next, rg.hi}, &named, n, &o.ExitLive)
}

// wwmAllocatedSGPRs is the fewest SGPRs a kernel of p allocates
// (.amdhsa_next_free_sgpr), or 0 for a snippet or when a kernel does not
// say.
func wwmAllocatedSGPRs(p *isa.Program) int {
	if p.Bare || len(p.Kernels) == 0 {
		return 0
	}
	alloc := -1
	for _, k := range p.Kernels {
		if k.Meta.NextFreeSGPR <= 0 {
			return 0
		}
		if alloc < 0 || k.Meta.NextFreeSGPR < alloc {
			alloc = k.Meta.NextFreeSGPR
		}
	}
	return alloc
}

// lowerAll lowers every marked copy (conditions 1 to 4).
func (w *wwm) lowerAll(p *isa.Program, o *Options, r *Report) {
	fs := funcs(p, o)
	rg := sgprsFor(p, false)
	for _, f := range fs {
		for i := f.live.CFG.Kernel.Entry; i < f.live.CFG.Kernel.End && f.isFunc; i++ {
			if p.Insts[i].WholeWave {
				rg = sgprsFor(p, true)
			}
		}
	}
	s, haveS := wwmScratch(p, o, rg)
	edits := map[int][]*isa.Inst{}
	grow := sgprGrowth{}
	for _, f := range fs {
		k := f.live.CFG.Kernel
		for i := k.Entry; i < k.End; i++ {
			in := p.Insts[i]
			if !in.WholeWave {
				continue
			}
			site := Site{Pos: in.Pos, Inst: isa.FormatInst(in, p.Arch)}
			switch {
			case w.rules.allOnes && f.allOnes[i-k.Entry]:
				cp := in.Clone()
				cp.WholeWave = false
				edits[i] = []*isa.Inst{cp}
				site.Rewritten, site.Reason = true, "exec is all ones here: a plain copy, no exec toggle"
			case !haveS:
				site.Reason = fmt.Sprintf("no SGPR past those the program names is free below s%d to save exec in", rg.hi)
				if rg.lo > 0 {
					site.Reason = fmt.Sprintf("no SGPR of s%d..s%d, which a function may clobber, is free to save exec in", rg.lo, rg.hi-1)
				}
			case f.liveAfter(i, isa.RegSCC):
				site.Reason = "scc, which the exec save sets, is read afterwards"
			default:
				edits[i] = w.rules.lower(in, p.Arch, p.Wave, s)
				site.Rewritten, site.Reason = true, fmt.Sprintf("lowered with exec saved in %s", s)
				site.Reason += grow.need(p, k, f.isFunc, s)
			}
			r.Sites = append(r.Sites, site)
		}
	}
	p.Edit(edits)
	grow.apply(p)
}

// wwmRegion is one exec save and restore.
type wwmRegion struct {
	save, restore int
	s             isa.Reg
}

// findRegions lists a block's regions in order.
func findRegions(p *isa.Program, b *Block) []wwmRegion {
	var out []wwmRegion
	wave := p.Wave
	_, exec := wwmMask(wave)
	for i := b.Start; i < b.End; i++ {
		in := p.Insts[i]
		if in.Op.Saveexec != isa.LogicOr || !setsExecAllOnes(in, wave) || !in.Args[0].IsReg(isa.FileS) || !in.Args[0].Reg.IsSGPR() {
			continue
		}
		s := in.Args[0].Reg
		for j := i + 1; j < b.End; j++ {
			x := p.Insts[j]
			if x.Op.Is(isa.RoleCopy) && x.Op.Unit == isa.UnitSALU && x.Args[0].Kind == isa.OpReg && x.Args[0].Reg == exec &&
				x.Args[1].Kind == isa.OpReg && x.Args[1].Reg == s {
				out = append(out, wwmRegion{i, j, s})
				i = j
				break
			}
			if x.WritesReg(exec, wave) || x.WritesReg(s, wave) || wwmStopControl(x, wave) {
				break
			}
		}
	}
	return out
}

// regions runs one region rewrite on every block, on a fresh analysis.
func (w *wwm) regions(p *isa.Program, o *Options, r *Report, rw func(f *wwmFunc, rs []wwmRegion, edits map[int][]*isa.Inst, r *Report)) {
	edits := map[int][]*isa.Inst{}
	for _, f := range funcs(p, o) {
		for _, b := range f.live.CFG.Blocks {
			if rs := findRegions(p, b); len(rs) > 0 {
				rw(f, rs, edits, r)
			}
		}
	}
	p.Edit(edits)
}

// liveAfter reports whether any unit of r is live after instruction i.
func (f *wwmFunc) liveAfter(i int, r isa.Reg) bool {
	u := f.live.LiveAfter(i)
	return u.Has(r)
}

func (f *wwmFunc) at(i int) string {
	return fmt.Sprintf("%q at %s", isa.FormatInst(f.p.Insts[i], f.p.Arch), f.p.Insts[i].Pos)
}

// readIn reports whether s is read strictly between from and to.
func (f *wwmFunc) readIn(s isa.Reg, from, to int) bool {
	for j := from + 1; j < to; j++ {
		if f.p.Insts[j].ReadsReg(s, f.p.Wave) {
			return true
		}
	}
	return false
}

// dropRegions removes the toggles of regions entered with exec all ones
// (conditions 5 and 6).
func (w *wwm) dropRegions(f *wwmFunc, rs []wwmRegion, edits map[int][]*isa.Inst, r *Report) {
	k := f.live.CFG.Kernel
	for _, g := range rs {
		if !f.allOnes[g.save-k.Entry] {
			continue
		}
		site := Site{Pos: f.p.Insts[g.save].Pos, Inst: isa.FormatInst(f.p.Insts[g.save], f.p.Arch)}
		switch {
		case f.readIn(g.s, g.save, g.restore) || f.liveAfter(g.restore, g.s):
			site.Reason = fmt.Sprintf("exec is all ones, but the saved exec %s is read later", g.s)
		case f.liveAfter(g.save, isa.RegSCC):
			site.Reason = "exec is all ones, but scc, which the saveexec sets, is read afterwards"
		default:
			edits[g.save], edits[g.restore] = nil, nil
			site.Rewritten, site.Reason = true, "exec is all ones before it: save and restore dropped"
		}
		r.Sites = append(r.Sites, site)
	}
}

// mergeRegions merges neighbouring regions of a block (conditions 7 to 10).
func (w *wwm) mergeRegions(f *wwmFunc, rs []wwmRegion, edits map[int][]*isa.Inst, r *Report) {
	cur := rs[0]
	for _, g := range rs[1:] {
		site := Site{Pos: f.p.Insts[g.save].Pos, Inst: isa.FormatInst(f.p.Insts[g.save], f.p.Arch)}
		if reason := w.mergeReason(f, cur, g); reason != "" {
			site.Reason = reason
			r.Sites = append(r.Sites, site)
			cur = g
			continue
		}
		restore := f.p.Insts[g.restore].Clone()
		restore.Args[1] = isa.R(cur.s)
		edits[cur.restore], edits[g.save], edits[g.restore] = nil, nil, []*isa.Inst{restore}
		site.Rewritten = true
		site.Reason = fmt.Sprintf("merged with the whole-wave region saved at %s: exec saved and restored once", f.p.Insts[cur.save].Pos)
		r.Sites = append(r.Sites, site)
		cur.restore = g.restore
	}
}

// mergeReason says why g cannot join cur, or "".
func (w *wwm) mergeReason(f *wwmFunc, cur, g wwmRegion) string {
	wave := f.p.Wave
	for j := cur.restore + 1; j < g.save; j++ {
		for _, st := range w.rules.mergeStops {
			if st.stop(f.p.Insts[j], wave) {
				return fmt.Sprintf("%s between the regions %s", f.at(j), st.what)
			}
		}
	}
	for j := cur.restore + 1; j < g.restore; j++ {
		if j == g.save && g.s == cur.s {
			continue // it saves the same exec into S again
		}
		if f.p.Insts[j].WritesReg(cur.s, wave) {
			return fmt.Sprintf("the saved exec %s is written by %s", cur.s, f.at(j))
		}
	}
	if g.s != cur.s && (f.readIn(g.s, g.save, g.restore) || f.liveAfter(g.restore, g.s)) {
		return fmt.Sprintf("the second region's saved exec %s is read later", g.s)
	}
	if f.liveAfter(g.save, isa.RegSCC) {
		return "scc, which the second saveexec sets, is read afterwards"
	}
	return ""
}
