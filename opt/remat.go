package opt

import (
	"fmt"
	"sort"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/occupancy"
)

// remat raises a kernel's occupancy by rematerializing constants next to
// their use, the way LLVM's scheduler does before register allocation
// (GCNSchedStrategy.cpp PreRARematStage: collectRematerializableInstructions,
// sinkTriviallyRematInsts, with isTriviallyReMaterializable from
// SIInstrInfo.cpp). wavesim works on post-RA code, so the pass sinks
// physical-register defs and then renumbers the kernel's VGPRs:
//
//  1. Regions are basic blocks. A region's pressure is the most VGPRs live
//     at once in it (a def ends the old value, as LLVM's RP trackers count
//     it). The target occupancy is the next level above the kernel's (or
//     Target); its VGPR budget the most VGPRs a wave may allocate for it
//     (occupancy.Target.WavesWithVGPRs).
//  2. A candidate def is trivially rematerializable: a VALU row without a
//     Special, a 16-bit half, SDWA, DPP or VOPD, whose only def is one
//     32-bit VGPR and whose only register read is exec (every source an
//     inline constant or a literal).
//  3. It has exactly one use, in the same block: the first instruction
//     after it that reads the VGPR. The next reference after the use is a
//     full write (a VALU row as in 2, not DPP and not a whole-wave copy,
//     not reading the VGPR) with no exec write in between, or there is
//     none and the VGPR is dead out of the block. A second read before
//     that is a second use.
//  4. No instruction between def and use writes exec, and none writes the
//     MODE register (s_setreg, s_denorm_mode): the use runs under the exec
//     and the mode the def ran under, so sinking writes the same lanes with
//     the same value. A scalar row the simulator runs as a no-op that is
//     not a wait (s_round_mode) counts as a MODE write.
//  5. The use reads the VGPR only in active lanes (no readlane, writelane,
//     permlane, DPP, swizzle or permute, no VOPD, no whole-wave copy) and
//     does not write it.
//  6. The def relieves pressure: it is live across an instruction of a
//     region over the budget. Candidates go by relief, largest first,
//     until every region fits; when the renumbered count still misses
//     the budget (renumbering in order packs worse than pressure), every
//     legal candidate is sunk.
//  7. The kernel has no calls, no M0-relative VGPR access (v_movrel*,
//     s_set_gpr_idx_*) and no VOPD: its VGPRs are renumbered, densely and
//     in order (so tuples stay contiguous), over those still referenced
//     outside the sunk pairs (the work-item id VGPRs kept), and each sunk
//     pair takes the lowest VGPR dead at its use, none of the use's own.
//     A sunk VGPR the use reads as part of a tuple stops the rewrite.
//  8. All or nothing: unless the new VGPR count reaches the target and
//     every region's pressure fits its budget, the kernel is left
//     byte-identical. Otherwise .amdhsa_next_free_vgpr, the metadata's
//     .vgpr_count and the "; NumVgprs:", "; NumVGPRsForWavesPerEU:" and
//     (when it was the LLVM 16 value) "; Occupancy:" comments take the
//     new count.
type remat struct {
	// Target is the occupancy to reach; 0: the next level above the
	// kernel's.
	Target int
	// rules are the legality checks, as values (mutation tests swap them).
	rules rematRules
}

// rematRules are the parts of the pass a mutant may replace.
type rematRules struct {
	// secondUse reports a second read of the def's VGPR after its use
	// (condition 3).
	secondUse bool
	// sinkBefore places the sunk def: the use's index (condition 3's
	// placement), or earlier.
	sinkAt func(def, use int) int
	// rollback undoes everything when the target is missed (condition 8).
	rollback bool
}

func rematLegal() rematRules {
	return rematRules{secondUse: true, sinkAt: func(_, use int) int { return use }, rollback: true}
}

var rematPass = Register(PassInfo{
	Name: "remat",
	New:  func() Pass { return &remat{rules: rematLegal()} },
	// The pressure shape keeps more VGPRs live than the fuzz form's
	// budget (RematFuzzBudget), so condition 8 meets programs where it
	// matters.
	Shapes: []string{"remat", "pressure"},
	Doc:    "docs/reference/remat.md",
})

func (*remat) Name() string { return rematPass.Name }

func (*remat) Applies(a *isa.Arch, o *Options) (bool, string) { return true, "" }

func (m *remat) Run(p *isa.Program, o *Options) *Report { return rematRun(p, o, m.kernel) }

// rematRun tries kernel on each kernel of p, each on a clone of p that
// replaces p only when kernel says so (condition 8).
func rematRun(p *isa.Program, o *Options, kernel func(*isa.Program, *isa.Kernel, *Options) ([]Site, bool)) *Report {
	r := &Report{}
	for ki := range p.Kernels {
		q := p.Clone()
		sites, ok := kernel(q, q.Kernels[ki], o)
		if !ok {
			for i := range sites {
				sites[i].Rewritten = false
			}
		} else {
			*p = *q
		}
		r.Sites = append(r.Sites, sites...)
	}
	return r
}

// rematSite is a def sunk to its use.
type rematSite struct {
	def, use int
	reg      isa.Reg
	relief   int
	// useArgs are the use's operand slots that read reg.
	useArgs []int
}

// kernel tries the pass on one kernel of p (a clone): ok says p is the
// result.
func (m *remat) kernel(p *isa.Program, k *isa.Kernel, o *Options) ([]Site, bool) {
	at := Site{Inst: k.Name}
	if k.End > k.Entry {
		at.Pos = p.Insts[k.Entry].Pos
	}
	fail := func(why string) ([]Site, bool) {
		at.Reason = why
		return []Site{at}, false
	}
	t, kn, ok := occupancy.ForKernel(p, k)
	if k.End <= k.Entry {
		return fail("no instructions")
	}
	if !ok || kn.VGPRs == 0 {
		return fail("no register counts: the file gives neither .amdhsa_next_free_vgpr, .vgpr_count nor NumVgprs")
	}
	if why := rematKernelBlocked(p, k); why != "" {
		return fail(why)
	}
	cur := t.WavesWithVGPRs(kn.VGPRs)
	target := m.Target
	if target == 0 {
		target = nextLevel(t, kn.VGPRs)
	}
	if target <= cur {
		return fail(fmt.Sprintf("occupancy %d already reaches the target %d", cur, target))
	}
	budget := vgprBudget(t, target)
	if budget == 0 {
		return fail(fmt.Sprintf("no VGPR count gives %d waves per SIMD on %s wave%d", target, t.Arch.Name, t.Wave))
	}
	c := BuildCFG(p, k)
	exit := o.ExitLive // a kernel's registers at s_endpgm, unless --live-out names some
	before := regionPressure(c, p.Wave, exit)
	cands, sites := m.candidates(p, c, exit)
	chosen := pickRemat(append([]rematSite(nil), cands...), c, p.Wave, budget, exit)
	q, count, why := m.rewrite(p, k, chosen, exit)
	if why != "" && len(chosen) < len(cands) {
		// Renumbering in order packs worse than the pressure says: sink
		// every legal candidate.
		if q2, count2, why2 := m.rewrite(p, k, rematPlan(cands), exit); why2 == "" {
			chosen, q, count, why = cands, q2, count2, ""
		}
	}
	sites = append(sites, chosen.sites(p)...)
	sunk := map[int]bool{}
	for _, s := range chosen {
		sunk[s.def] = true
	}
	for _, s := range cands {
		if !sunk[s.def] {
			sites = append(sites, Site{Pos: p.Insts[s.def].Pos, Inst: isa.FormatInst(p.Insts[s.def], p.Arch),
				Reason: "legal, not needed: live across no instruction over the budget once the others are sunk"})
		}
	}
	var starts []isa.Pos
	for _, b := range c.Blocks {
		starts = append(starts, p.Insts[b.Start].Pos)
	}
	regions := func(after []int) []Site {
		var out []Site
		for bi := range c.Blocks {
			s := Site{Pos: starts[bi], Inst: fmt.Sprintf("region %d", bi)}
			s.Reason = fmt.Sprintf("VGPR pressure %d before", before[bi])
			if after != nil {
				s.Reason += fmt.Sprintf(", %d after", after[bi])
			}
			s.Reason += fmt.Sprintf("; budget %d VGPRs for %d waves per SIMD", budget, target)
			out = append(out, s)
		}
		return out
	}
	if why != "" && m.rules.rollback {
		at.Reason = fmt.Sprintf("rolled back, occupancy stays %d: %s", cur, why)
		return append(append([]Site{at}, regions(nil)...), sites...), false
	}
	after := regionPressure(BuildCFG(q, q.Kernels[kernelIndex(q, k.Name)]), q.Wave, exit)
	reached := t.WavesWithVGPRs(count)
	at.Rewritten = true
	at.Reason = fmt.Sprintf("%d VGPRs → %d, occupancy %d → %d waves per SIMD (target %d)", kn.VGPRs, count, cur, reached, target)
	*p = *q
	return append(append([]Site{at}, regions(after)...), sites...), true
}

// fits reports whether every region's pressure is within budget.
func fits(regions []int, budget int) bool {
	for _, v := range regions {
		if v > budget {
			return false
		}
	}
	return true
}

func kernelNamed(p *isa.Program, name string) bool {
	for _, k := range p.Kernels {
		if k.Name == name {
			return true
		}
	}
	return false
}

func kernelIndex(p *isa.Program, name string) int {
	for i, k := range p.Kernels {
		if k.Name == name {
			return i
		}
	}
	return 0
}

// nextLevel is the least occupancy above what n VGPRs give that fewer
// VGPRs reach.
func nextLevel(t occupancy.Target, n int) int {
	cur := t.WavesWithVGPRs(n)
	for v := n - 1; v > 0; v-- {
		if w := t.WavesWithVGPRs(v); w > cur {
			return w
		}
	}
	return cur
}

// vgprBudget is the most VGPRs a wave may allocate for waves per SIMD.
func vgprBudget(t occupancy.Target, waves int) int {
	for v := isa.MaxVGPRs; v > 0; v-- {
		if t.WavesWithVGPRs(v) >= waves {
			return v
		}
	}
	return 0
}

// rematKernelBlocked checks condition 7's kernel-wide part.
func rematKernelBlocked(p *isa.Program, k *isa.Kernel) string {
	for i := k.Entry; i < k.End; i++ {
		in := p.Insts[i]
		switch {
		case in.Op.Role&(isa.RoleCall|isa.RoleWritesPC) != 0:
			return fmt.Sprintf("%s: calls or jumps: the callee's VGPRs are not renumbered", in.Pos)
		case in.Op.Special >= isa.SpecialVMovrels && in.Op.Special <= isa.SpecialGPRIdxIdx:
			return fmt.Sprintf("%s: M0-relative VGPR access: renumbering would move what it reaches", in.Pos)
		case in.Dual != nil || in.VOPD:
			return fmt.Sprintf("%s: VOPD: its VGPR bank rules are not modeled by renumbering", in.Pos)
		}
	}
	return ""
}

// killStep moves a live set backwards over one instruction, every def
// ending its register's value (LLVM's register pressure view).
func killStep(live *Units, in *isa.Inst, wave int) {
	for _, d := range in.Defs(wave) {
		live.Remove(d)
	}
	for _, u := range in.Uses(wave) {
		live.Add(u)
	}
}

func vgprCount(u *Units) int {
	n := 0
	for i := 0; i < isa.MaxVGPRs; i++ {
		if u[i>>6]>>(i&63)&1 != 0 {
			n++
		}
	}
	return n
}

// pressureAt is the live VGPRs after each instruction of the kernel
// (index - Entry), and the pressure of each block (condition 1).
func pressureAt(c *CFG, wave int, exit Units) ([]int, []int) {
	liveIn := make([]Units, len(c.Blocks))
	liveOut := make([]Units, len(c.Blocks))
	for changed := true; changed; {
		changed = false
		for bi := len(c.Blocks) - 1; bi >= 0; bi-- {
			b := c.Blocks[bi]
			var out Units
			if c.exits(b) {
				out = exit
			}
			for _, s := range b.Succs {
				out.Union(&liveIn[s])
			}
			liveOut[bi] = out
			for i := b.End - 1; i >= b.Start; i-- {
				killStep(&out, c.Prog.Insts[i], wave)
			}
			if out != liveIn[bi] {
				liveIn[bi], changed = out, true
			}
		}
	}
	at := make([]int, c.Kernel.End-c.Kernel.Entry)
	region := make([]int, len(c.Blocks))
	for bi, b := range c.Blocks {
		live := liveOut[bi]
		for i := b.End - 1; i >= b.Start; i-- {
			n := vgprCount(&live)
			at[i-c.Kernel.Entry] = n
			killStep(&live, c.Prog.Insts[i], wave)
			// The instruction's own defs and uses are live across it.
			var both Units = live
			for _, d := range c.Prog.Insts[i].Defs(wave) {
				both.Add(d)
			}
			if m := vgprCount(&both); m > at[i-c.Kernel.Entry] {
				at[i-c.Kernel.Entry] = m
			}
			region[bi] = max(region[bi], at[i-c.Kernel.Entry])
		}
	}
	return at, region
}

func regionPressure(c *CFG, wave int, exit Units) []int {
	_, r := pressureAt(c, wave, exit)
	return r
}

// rematDef checks condition 2.
func rematDef(in *isa.Inst, wave int) (isa.Reg, string) {
	op := in.Op
	switch {
	case !op.IsVALU() || op.Special != isa.SpecialNone || op.Half != isa.HalfNone || op.Cmpx:
		return isa.Reg{}, "not a plain VALU row"
	case in.Enc == isa.EncSDWA || in.Enc.IsDPP() || in.Dual != nil || in.VOPD:
		return isa.Reg{}, "SDWA, DPP or VOPD"
	}
	defs := in.Defs(wave)
	if len(defs) != 1 || defs[0].File != isa.FileV || defs[0].N != 1 {
		return isa.Reg{}, "does not define exactly one 32-bit VGPR"
	}
	exec := isa.ExecFor(wave)
	for _, u := range in.Uses(wave) {
		if !u.Overlaps(exec) {
			return isa.Reg{}, "reads a register"
		}
	}
	return defs[0], ""
}

// rematUseOK checks condition 5.
func rematUseOK(in *isa.Inst, r isa.Reg, wave int) string {
	switch in.Op.Special {
	case isa.SpecialNone, isa.SpecialFLAT, isa.SpecialMUBUF, isa.SpecialDS:
	default:
		return "the use reads other lanes or is special"
	}
	switch {
	case in.Enc.IsDPP() || in.Dual != nil || in.VOPD:
		return "the use reads other lanes (DPP or VOPD)"
	case in.WholeWave:
		return "the use is a whole-wave copy: it reads every lane, whatever exec is"
	case in.WritesReg(r, wave):
		return "the use writes the register"
	}
	return ""
}

// writesMode reports an instruction that may write the MODE register:
// s_setreg, s_denorm_mode, and any other scalar row the simulator runs as
// a no-op without being a wait (s_round_mode among them).
func writesMode(in *isa.Inst) bool {
	op := in.Op
	return op.Special == isa.SpecialSetreg || op.Is(isa.RoleDenormMode) ||
		op.Special == isa.SpecialNop && op.Wait == isa.WaitNone && !op.IsVALU()
}

// rematFind finds a def's one use (conditions 3 and 4).
func (m *remat) rematFind(p *isa.Program, b *Block, live *Liveness, i int, r isa.Reg) (int, string) {
	exec := isa.ExecFor(p.Wave)
	use := -1
	for j := i + 1; j < b.End; j++ {
		in := p.Insts[j]
		if in.ReadsReg(r, p.Wave) {
			use = j
			break
		}
		if in.WritesReg(r, p.Wave) {
			return -1, "redefined before any use"
		}
		if in.WritesReg(exec, p.Wave) {
			return -1, "exec written between def and use"
		}
		if writesMode(in) {
			return -1, "MODE written between def and use"
		}
	}
	if use < 0 {
		return -1, "no use in its block"
	}
	if why := rematUseOK(p.Insts[use], r, p.Wave); why != "" {
		return -1, why
	}
	execWritten := false
	for j := use + 1; j < b.End; j++ {
		in := p.Insts[j]
		if in.ReadsReg(r, p.Wave) {
			if m.rules.secondUse {
				return -1, "a second use"
			}
			continue
		}
		if in.WritesReg(r, p.Wave) {
			// A full write: every active lane, all 32 bits (DPP
			// without bound_ctrl, or with row or bank masks, leaves
			// lanes unwritten; a whole-wave copy writes inactive ones).
			full := in.Op.IsVALU() && in.Op.Special == isa.SpecialNone && in.Op.Half == isa.HalfNone &&
				in.Enc != isa.EncSDWA && !in.Enc.IsDPP() && !in.WholeWave
			if _, why := rematDef(in, p.Wave); why != "" && !full {
				return -1, "the next write after the use is partial"
			}
			if execWritten {
				return -1, "exec written between the use and the next write"
			}
			return use, ""
		}
		execWritten = execWritten || in.WritesReg(exec, p.Wave)
	}
	if live.LiveOut[b.Index].Has(r) {
		return -1, "live out of its block"
	}
	return use, ""
}

// candidates lists the legal defs of the kernel and the sites it skips.
func (m *remat) candidates(p *isa.Program, c *CFG, exit Units) ([]rematSite, []Site) {
	live := ComputeLiveness(c, p.Wave, exit)
	var out []rematSite
	var sites []Site
	for _, b := range c.Blocks {
		for i := b.Start; i < b.End; i++ {
			in := p.Insts[i]
			if !in.Op.IsVALU() {
				continue
			}
			r, why := rematDef(in, p.Wave)
			if why != "" {
				continue
			}
			use, why := m.rematFind(p, b, live, i, r)
			if why != "" {
				sites = append(sites, Site{Pos: in.Pos, Inst: isa.FormatInst(in, p.Arch), Reason: why})
				continue
			}
			out = append(out, rematSite{def: i, use: use, reg: r})
		}
	}
	return out, sites
}

// rematPlan is the chosen sites.
type rematPlan []rematSite

func (pl rematPlan) sites(p *isa.Program) []Site {
	var out []Site
	for _, s := range pl {
		out = append(out, Site{Pos: p.Insts[s.def].Pos, Inst: isa.FormatInst(p.Insts[s.def], p.Arch), Rewritten: true,
			Reason: fmt.Sprintf("sunk to %s (line %d), relieving %d over-budget instructions", isa.FormatInst(p.Insts[s.use], p.Arch), p.Insts[s.use].Pos.Line, s.relief)})
	}
	return out
}

// pickRemat scores candidates by the instructions over the budget they
// are live across and takes them, largest relief first, until every
// region fits (condition 6).
func pickRemat(cands []rematSite, c *CFG, wave, budget int, exit Units) rematPlan {
	at, _ := pressureAt(c, wave, exit)
	entry := c.Kernel.Entry
	score := func(s rematSite) int {
		n := 0
		for j := s.def; j < s.use; j++ {
			if at[j-entry] > budget {
				n++
			}
		}
		return n
	}
	var plan rematPlan
	for {
		best, bestScore := -1, 0
		for i, s := range cands {
			if sc := score(s); sc > bestScore {
				best, bestScore = i, sc
			}
		}
		if best < 0 {
			break
		}
		s := cands[best]
		s.relief = bestScore
		plan = append(plan, s)
		for j := s.def; j < s.use; j++ {
			at[j-entry]--
		}
		cands = append(cands[:best], cands[best+1:]...)
	}
	sort.Slice(plan, func(i, j int) bool { return plan[i].def < plan[j].def })
	return plan
}

// rewrite sinks the plan's defs, renumbers the VGPRs and updates the
// counts; why is non-empty when the target is missed (p unchanged).
func (m *remat) rewrite(p *isa.Program, k *isa.Kernel, plan rematPlan, exit Units) (*isa.Program, int, string) {
	t, kn, _ := occupancy.ForKernel(p, k)
	budget := vgprBudget(t, m.targetFor(t, kn.VGPRs))
	if len(plan) == 0 {
		return p, kn.VGPRs, "no candidate relieves the regions over the budget"
	}
	q, why := m.sink(p, k, plan, true, exit)
	if why != "" {
		return p, kn.VGPRs, why
	}
	nk := q.Kernels[kernelIndex(q, k.Name)]
	count := max(maxVGPR(q, nk)+1, k.Meta.WorkitemIDs+1)
	if count > budget {
		why = fmt.Sprintf("renumbered to %d VGPRs, over the budget of %d", count, budget)
	} else {
		_, reg := pressureAt(BuildCFG(q, nk), q.Wave, exit)
		for bi, v := range reg {
			if v > budget {
				why = fmt.Sprintf("region %d still needs %d VGPRs, over the budget of %d", bi, v, budget)
				break
			}
		}
	}
	switch {
	case why != "" && m.rules.rollback:
		return p, kn.VGPRs, why
	case why != "":
		return q, count, why
	}
	setRegCount(q, nk, isa.FileV, kn.VGPRs, count)
	return q, count, ""
}

// sink rewrites a clone of p: the plan's defs moved to their uses, each
// pair on the lowest VGPR free there, the other VGPRs renumbered densely
// when renumber is set (condition 7). exit is what is live where the
// program ends.
func (m *remat) sink(p *isa.Program, k *isa.Kernel, plan rematPlan, renumber bool, exit Units) (*isa.Program, string) {
	q := p.Clone()
	plan = append(rematPlan(nil), plan...)
	type ref struct{ inst, arg int }
	temp := map[ref]bool{}
	for n := range plan {
		s := &plan[n]
		temp[ref{s.def, rematArg(q.Insts[s.def], s.reg)}] = true
		s.useArgs = nil
		for a, op := range q.Insts[s.use].Args {
			if op.Kind == isa.OpReg && op.Reg.File == isa.FileV && op.Reg.Overlaps(s.reg) {
				if op.Reg.N != 1 {
					return p, "a sunk VGPR is read as part of a tuple"
				}
				temp[ref{s.use, a}] = true
				s.useArgs = append(s.useArgs, a)
			}
		}
	}
	// Condition 7: the VGPRs referenced outside the sunk pairs, dense and
	// in order; the work-item id VGPRs stay.
	var used [isa.MaxVGPRs]bool
	for i := 0; i <= k.Meta.WorkitemIDs; i++ {
		used[i] = true
	}
	for i := k.Entry; i < k.End; i++ {
		for a, op := range q.Insts[i].Args {
			if op.Kind == isa.OpReg && op.Reg.File == isa.FileV && !temp[ref{i, a}] {
				for u := 0; u < int(op.Reg.N); u++ {
					used[int(op.Reg.Idx)+u] = true
				}
			}
		}
	}
	var newIdx [isa.MaxVGPRs]int
	n := 0
	for i, u := range used {
		newIdx[i] = i
		if renumber {
			newIdx[i] = n
		}
		if u {
			n = newIdx[i] + 1
		}
	}
	placeholder := isa.MaxVGPRs - 1
	if n >= placeholder {
		return p, "no VGPR left to renumber into"
	}
	for i := k.Entry; i < k.End; i++ {
		in := q.Insts[i]
		for a := range in.Args {
			op := &in.Args[a]
			if op.Kind != isa.OpReg || op.Reg.File != isa.FileV {
				continue
			}
			if temp[ref{i, a}] {
				op.Reg.Idx = uint16(placeholder)
				continue
			}
			op.Reg.Idx = uint16(newIdx[op.Reg.Idx])
		}
	}
	if !assignTemps(q, k, plan, uint16(placeholder), exit) {
		return p, "no VGPR free at a use"
	}
	edits := map[int][]*isa.Inst{}
	for _, s := range plan {
		at := m.rules.sinkAt(s.def, s.use)
		edits[s.def] = nil
		prev, ok := edits[at]
		if !ok {
			prev = []*isa.Inst{q.Insts[at]}
		}
		edits[at] = append(append([]*isa.Inst(nil), prev[:len(prev)-1]...), q.Insts[s.def], prev[len(prev)-1])
	}
	q.Edit(edits)
	return q, ""
}

func (m *remat) targetFor(t occupancy.Target, n int) int {
	if m.Target != 0 {
		return m.Target
	}
	return nextLevel(t, n)
}

// rematArg is the slot of in's VGPR destination r.
func rematArg(in *isa.Inst, r isa.Reg) int {
	for a, op := range in.Args {
		if a < len(in.Op.Args) && in.Op.Args[a].Def && op.Kind == isa.OpReg && op.Reg == r {
			return a
		}
	}
	return -1
}

// assignTemps gives each sunk pair (its placeholder VGPR) the lowest VGPR
// dead just before its use, other than those the use reads or writes and
// those of the other pairs of the same use (condition 7); false when a
// pair finds none.
func assignTemps(q *isa.Program, k *isa.Kernel, plan rematPlan, placeholder uint16, exit Units) bool {
	live := ComputeLiveness(BuildCFG(q, k), q.Wave, exit)
	taken := map[int]*Units{}
	ph := isa.Reg{File: isa.FileV, Idx: placeholder, N: 1}
	for _, s := range plan {
		busy, ok := taken[s.use]
		if !ok {
			b := live.LiveAfter(s.use - 1)
			for _, op := range q.Insts[s.use].Args {
				if op.Kind == isa.OpReg && op.Reg.File == isa.FileV {
					b.Add(op.Reg)
				}
			}
			busy = &b
			taken[s.use] = busy
		}
		d := rematArg(q.Insts[s.def], ph)
		found := false
		for v := 0; v < int(placeholder) && d >= 0 && !found; v++ {
			r := isa.Reg{File: isa.FileV, Idx: uint16(v), N: 1}
			if busy.Has(r) {
				continue
			}
			busy.Add(r)
			q.Insts[s.def].Args[d].Reg = r
			for _, a := range s.useArgs {
				q.Insts[s.use].Args[a].Reg = r
			}
			found = true
		}
		if !found {
			return false
		}
	}
	return true
}

// maxVGPR is the highest VGPR index the kernel names.
func maxVGPR(q *isa.Program, k *isa.Kernel) int {
	maxIdx := -1
	for i := k.Entry; i < k.End; i++ {
		for _, op := range q.Insts[i].Args {
			if op.Kind == isa.OpReg && op.Reg.File == isa.FileV {
				maxIdx = max(maxIdx, int(op.Reg.Idx)+int(op.Reg.N)-1)
			}
		}
	}
	return maxIdx
}
