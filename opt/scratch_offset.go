package opt

import (
	"fmt"

	"github.com/wavesim/wavesim/isa"
)

// scratchOffset folds the scratch wave offset into the private segment
// buffer descriptor once, in the kernel's entry prologue:
//
//	buffer_store_dword v1, v0, s[0:3], s9 offen  ; every scratch access
//
// becomes
//
//	s_add_u32 s0, s0, s9                         ; in the entry block
//	s_addc_u32 s1, s1, 0
//	...
//	buffer_store_dword v1, v0, s[0:3], 0 offen
//
// as LLVM's SIFrameLowering::emitEntryFunctionScratchRsrcRegSetup does
// since LLVM 11 ("Add the scratch wave offset into the scratch RSRC"),
// which left the wave offset SGPR free after the prologue instead of live
// through the whole kernel (docs/reference/scratch-offset.md).
//
// Legality conditions, each checked and each reported when it stops a
// kernel:
//  1. The target reaches scratch through a buffer descriptor: not GFX11,
//     whose kernels use architected flat scratch (scratch_* instructions,
//     FLAT_SCRATCH preset by the dispatcher) and get neither the
//     descriptor nor the wave offset SGPR (Applies).
//  2. The kernel takes the HSA private segment buffer descriptor in
//     s[0:3] (.amdhsa_user_sgpr_private_segment_buffer 1) and the wave
//     offset in a system SGPR
//     (.amdhsa_system_sgpr_private_segment_wavefront_offset 1). Plain
//     -march=amdgcn output builds its descriptor from the
//     SCRATCH_RSRC_DWORD0/1 relocations and is left alone.
//  3. The kernel makes no call: a callee takes s[0:3] as its own
//     descriptor and, before LLVM 11, the wave offset too; rewriting it is
//     out of the pass's reach, and an added descriptor passed to an
//     unchanged callee would move its stack by the offset.
//  4. The kernel uses its stack: a MUBUF access through s[0:3] passes the
//     wave offset SGPR as soffset. A kernel without one is left alone; the
//     reason says whether its prologue already adds the offset.
//  5. Every MUBUF access through s[0:3] passes the wave offset SGPR as
//     soffset: one with another soffset (0, an inline constant, a stack
//     or frame pointer) would move by the wave offset too.
//  6. s[0:3] is read only as those accesses' descriptor and never
//     written (no copy of it, no other use). Otherwise the kernel would
//     need the added descriptor in a copy, four free SGPRs live through
//     the kernel, which the pass does not allocate.
//  7. The wave offset SGPR is never written, so every access read the
//     value it had at the entry. Other reads of it (flat scratch set-up)
//     are kept; they only keep the register live (the report says which).
//  8. The entry block is no branch target, so the add runs once, and scc
//     is dead where the add goes (the entry block, after its leading
//     scalar loads, which the add then overlaps): s_add_u32 and
//     s_addc_u32 write it.
//  9. The add cannot carry into dword1's stride and swizzle bits: the
//     48-bit base is dword0 and dword1[15:0], stride is dword1[29:16],
//     swizzle enable dword1[31], and s_addc_u32 adds to all of dword1. A
//     carry out of bit 47 would put this wave's scratch past the 48-bit
//     address space, where the runtime cannot have allocated it; LLVM
//     relies on the same bound ("We know this add cannot carry-out from
//     bit 47") and so does the pass, with no masking, which would cost two
//     more instructions and a free SGPR for nothing. The simulator keeps
//     the scratch ring below 1<<47 (sim/launch scratchLimit).
//
// The SGPR count (.amdhsa_next_free_sgpr, .sgpr_count, "; NumSgprs:")
// drops where the freed wave offset SGPR can take the kernel's highest
// SGPR: conditions 10 to 13, in scratch_offset_sgprs.go.
//
// Applies checks condition 1; scratchOffsetLegal holds the others as
// values, one named function per condition, and the prologue the rewrite
// inserts (condition 9's add).
type scratchOffset struct {
	rules scratchOffsetRules
}

// scratchOffsetRules are the parts of the pass that decide whether and
// how a kernel is rewritten, as values, so tests can break one.
type scratchOffsetRules struct {
	// checks run in order on each kernel; the first that fails gives the
	// reason.
	checks []scratchOffsetCheck
	// prologue is what goes at the kernel's entry: the add of the wave
	// offset into the descriptor's base.
	prologue func(a *isa.Arch, rsrc, off isa.Reg) []*isa.Inst
	// soffset is the soffset each rewritten access gets.
	soffset func(off isa.Reg) isa.Operand
	// planRename checks conditions 10 to 13 (planSGPRRename), nil to
	// keep every count.
	planRename func(q *isa.Program, k *isa.Kernel, o *Options, off isa.Reg, add int) sgprRename
}

type scratchOffsetCheck struct {
	cond  int
	check func(s *scratchOffsetSite) string
}

// scratchOffsetSite is one kernel under examination.
type scratchOffsetSite struct {
	p        *isa.Program
	k        *isa.Kernel
	o        *Options
	rsrc     isa.Reg // the private segment buffer descriptor (condition 2)
	off      isa.Reg // the wave offset SGPR (condition 2)
	accesses []int   // MUBUF accesses through rsrc
}

func scratchOffsetLegal() scratchOffsetRules {
	return scratchOffsetRules{
		checks: []scratchOffsetCheck{
			{2, scratchOffsetCond2Descriptor},
			{3, scratchOffsetCond3NoCall},
			{4, scratchOffsetCond4StackUse},
			{5, scratchOffsetCond5EveryAccess},
			{6, scratchOffsetCond6DescriptorOnly},
			{7, scratchOffsetCond7OffsetKept},
			{8, scratchOffsetCond8SCCDead},
		},
		prologue:   scratchOffsetPrologue,
		soffset:    func(isa.Reg) isa.Operand { return isa.I(0) },
		planRename: planSGPRRename,
	}
}

func newScratchOffset() *scratchOffset { return &scratchOffset{rules: scratchOffsetLegal()} }

// The fuzzer's generated programs have no kernel descriptor, which the
// pass needs: it has no shape, and the fuzzer refuses it.
var scratchOffsetPass = Register(PassInfo{
	Name:    "scratch-offset",
	New:     func() Pass { return newScratchOffset() },
	Doc:     "docs/reference/scratch-offset.md",
	NoShape: "its kernels take the scratch descriptor and wave offset from the kernel descriptor, which generated programs lack",
})

func (*scratchOffset) Name() string { return scratchOffsetPass.Name }

func (*scratchOffset) Applies(a *isa.Arch, _ *Options) (bool, string) {
	if a.Gen >= isa.GFX11 {
		return false, fmt.Sprintf("%s (%s) uses architected flat scratch: kernels reach scratch with scratch_* instructions through FLAT_SCRATCH, which the dispatcher presets per wave, and get no scratch descriptor or wave offset SGPR", a.Name, a.Gen)
	}
	return true, ""
}

func (s *scratchOffset) Run(p *isa.Program, o *Options) *Report {
	r := &Report{}
	edits := map[int][]*isa.Inst{}
	var done []rewritten
	for _, k := range p.Kernels {
		if k.End <= k.Entry {
			continue
		}
		site := &scratchOffsetSite{p: p, k: k, o: o}
		rep := Site{Pos: p.Insts[k.Entry].Pos, Inst: isa.FormatInst(p.Insts[k.Entry], p.Arch)}
		reason := ""
		for _, c := range s.rules.checks {
			if reason = c.check(site); reason != "" {
				break
			}
		}
		if reason != "" {
			rep.Reason = k.Name + ": " + reason
			r.Sites = append(r.Sites, rep)
			continue
		}
		s.rewrite(site, edits)
		rep.Rewritten = true
		rep.Reason = fmt.Sprintf("%s: wave offset %s added into %s in the entry block; %d scratch accesses take soffset 0; %s",
			k.Name, site.off.String(), site.rsrc.String(), len(site.accesses), site.offsetAfter())
		r.Sites = append(r.Sites, rep)
		done = append(done, rewritten{site, len(r.Sites) - 1})
	}
	p.Edit(edits) // the sites' kernels move with their instructions
	for _, d := range done {
		r.Sites[d.at].Reason += "; " + s.lowerSGPRs(d.site)
	}
	return r
}

// rewritten is a kernel the pass rewrote and its site in the report.
type rewritten struct {
	site *scratchOffsetSite
	at   int
}

// lowerSGPRs applies conditions 10 to 13 (scratch_offset_sgprs.go) to a
// rewritten kernel and says what became of its SGPR count.
func (s *scratchOffset) lowerSGPRs(site *scratchOffsetSite) string {
	p, k, off := site.p, site.k, site.off
	_, sgprs := k.Meta.Registers(p.Arch.Gen)
	add, ok := site.prologueAdd()
	if !ok || s.rules.planRename == nil {
		return fmt.Sprintf("SGPR count %d kept", sgprs)
	}
	plan := s.rules.planRename(p, k, site.o, off, add)
	if plan.reason != "" {
		return fmt.Sprintf("SGPR count %d kept: %s", sgprs, plan.reason)
	}
	from, to := renameSGPR(p, k, plan)
	return fmt.Sprintf("%s renamed to %s after the prologue: SGPRs %d → %d (.amdhsa_next_free_sgpr)", plan.from, plan.to, from, to)
}

func (s *scratchOffset) rewrite(site *scratchOffsetSite, edits map[int][]*isa.Inst) {
	p := site.p
	for _, i := range site.accesses {
		in := p.Insts[i].Clone()
		in.Args[soffsetSlot(in)] = s.rules.soffset(site.off)
		edits[i] = []*isa.Inst{in}
	}
	at := site.prologueAt()
	pro := s.rules.prologue(p.Arch, site.rsrc, site.off)
	for _, in := range pro {
		in.Pos = p.Insts[at].Pos
	}
	first := p.Insts[at]
	if rep, ok := edits[at]; ok {
		first = rep[0]
	}
	edits[at] = append(pro, first)
}

// prologueAt is where the add goes: after the entry block's leading
// scalar loads (and their s_clause), so that it issues while they are in
// flight, as llc's scheduler places LLVM's own add; never past the end of
// the entry block. The loads cannot write s[0:3] or the wave offset
// (conditions 6 and 7) and write no scc.
func (s *scratchOffsetSite) prologueAt() int {
	end := BuildCFG(s.p, s.k).BlockOf(s.k.Entry).End
	i := s.k.Entry
	for ; i < end-1; i++ {
		op := s.p.Insts[i].Op
		load := op.Unit == isa.UnitSMEM && op.Mem == isa.MemLoad
		clause := op.Is(isa.RoleLateInserted) && op.Wait == isa.WaitNone
		if !load && !clause {
			break
		}
	}
	return i
}

// scratchOffsetPrologue is LLVM's: s_add_u32 of the offset into dword0,
// s_addc_u32 of the carry into dword1 (condition 9 says why the carry
// cannot reach the stride).
func scratchOffsetPrologue(a *isa.Arch, rsrc, off isa.Reg) []*isa.Inst {
	lo := isa.Reg{File: isa.FileS, Idx: rsrc.Idx, N: 1}
	hi := isa.Reg{File: isa.FileS, Idx: rsrc.Idx + 1, N: 1}
	add, _ := isa.NewInst(a, "s_add_u32", isa.EncNative, isa.R(lo), isa.R(lo), isa.R(off))
	addc, _ := isa.NewInst(a, "s_addc_u32", isa.EncNative, isa.R(hi), isa.R(hi), isa.I(0))
	return []*isa.Inst{add, addc}
}

// soffsetSlot is the index of an instruction's soffset operand, or -1.
func soffsetSlot(in *isa.Inst) int {
	for k, s := range in.Op.Args {
		if s.Role() == isa.ArgSOffset {
			return k
		}
	}
	return -1
}

// throughRsrc says whether instruction i is a MUBUF access whose
// descriptor is exactly r.
func throughRsrc(in *isa.Inst, r isa.Reg) bool {
	if in.Op.Format != isa.MUBUF || soffsetSlot(in) < 0 {
		return false
	}
	d := in.Operand(isa.ArgSRsrc)
	return d.Kind == isa.OpReg && d.Reg == r
}

func (s *scratchOffsetSite) at(i int) string {
	in := s.p.Insts[i]
	return fmt.Sprintf("%s at %s", isa.FormatInst(in, s.p.Arch), in.Pos)
}

func scratchOffsetCond2Descriptor(s *scratchOffsetSite) string {
	m := &s.k.Meta
	switch {
	case !m.HSA || m.Legacy:
		return "no HSA private segment buffer: -march=amdgcn output builds its scratch descriptor from the SCRATCH_RSRC_DWORD0/1 relocations"
	case !m.SGPRs.Has(isa.SGPRPrivateSegmentBuffer):
		return "no private segment buffer descriptor in the user SGPRs (.amdhsa_user_sgpr_private_segment_buffer 0)"
	case !m.SGPRs.Has(isa.SGPRPrivateSegmentWaveOffset):
		return "no wave offset SGPR (.amdhsa_system_sgpr_private_segment_wavefront_offset 0)"
	}
	// Where the dispatcher writes the descriptor (s[0:3]) and the wave
	// offset.
	lay := m.InitSGPRLayout()
	s.rsrc, _ = lay.Reg(isa.SGPRPrivateSegmentBuffer)
	s.off, _ = lay.Reg(isa.SGPRPrivateSegmentWaveOffset)
	for i := s.k.Entry; i < s.k.End; i++ {
		if throughRsrc(s.p.Insts[i], s.rsrc) {
			s.accesses = append(s.accesses, i)
		}
	}
	return ""
}

func (s *scratchOffsetSite) soffsetIsOffset(i int) bool {
	in := s.p.Insts[i]
	so := in.Args[soffsetSlot(in)]
	return so.Kind == isa.OpReg && so.Reg == s.off
}

func scratchOffsetCond4StackUse(s *scratchOffsetSite) string {
	for _, i := range s.accesses {
		if s.soffsetIsOffset(i) {
			return ""
		}
	}
	if len(s.accesses) == 0 {
		return fmt.Sprintf("no stack use: no MUBUF access through %s", s.rsrc.String())
	}
	if i, ok := s.prologueAdd(); ok {
		return fmt.Sprintf("no scratch access passes the wave offset %s as soffset: the prologue already adds it into the descriptor (%s)", s.off.String(), s.at(i))
	}
	return fmt.Sprintf("no scratch access passes the wave offset %s as soffset", s.off.String())
}

// prologueAdd finds LLVM's own s_add_u32 of the wave offset into dword0.
func (s *scratchOffsetSite) prologueAdd() (int, bool) {
	lo := isa.Reg{File: isa.FileS, Idx: s.rsrc.Idx, N: 1}
	for i := s.k.Entry; i < s.k.End; i++ {
		in := s.p.Insts[i]
		if in.WritesReg(lo, s.p.Wave) && in.ReadsReg(s.off, s.p.Wave) {
			return i, true
		}
	}
	return 0, false
}

func scratchOffsetCond5EveryAccess(s *scratchOffsetSite) string {
	for _, i := range s.accesses {
		if !s.soffsetIsOffset(i) {
			return fmt.Sprintf("a scratch access does not pass the wave offset %s as soffset (%s): it would move by the offset too", s.off.String(), s.at(i))
		}
	}
	return ""
}

func scratchOffsetCond3NoCall(s *scratchOffsetSite) string {
	for i := s.k.Entry; i < s.k.End; i++ {
		if s.p.Insts[i].Op.Is(isa.RoleCall) {
			return fmt.Sprintf("the kernel calls (%s): the callee takes the descriptor %s and its scratch accesses are not rewritten", s.at(i), s.rsrc.String())
		}
	}
	return ""
}

func scratchOffsetCond6DescriptorOnly(s *scratchOffsetSite) string {
	wave := s.p.Wave
	for i := s.k.Entry; i < s.k.End; i++ {
		in := s.p.Insts[i]
		switch {
		case in.WritesReg(s.rsrc, wave):
			return fmt.Sprintf("the descriptor %s is written (%s)", s.rsrc.String(), s.at(i))
		case !throughRsrc(in, s.rsrc) && in.ReadsReg(s.rsrc, wave):
			return fmt.Sprintf("the descriptor %s is also read by %s: it would need the added descriptor in a copy (four free SGPRs), which the pass does not allocate", s.rsrc.String(), s.at(i))
		}
	}
	return ""
}

func scratchOffsetCond7OffsetKept(s *scratchOffsetSite) string {
	for i := s.k.Entry; i < s.k.End; i++ {
		if s.p.Insts[i].WritesReg(s.off, s.p.Wave) {
			return fmt.Sprintf("the wave offset %s is written (%s): accesses after it read another value", s.off.String(), s.at(i))
		}
	}
	return ""
}

func scratchOffsetCond8SCCDead(s *scratchOffsetSite) string {
	c := BuildCFG(s.p, s.k)
	if hasPreds(c, c.BlockOf(s.k.Entry)) {
		return "the entry block is a branch target: the add would run again on each jump back"
	}
	l := ComputeLiveness(c, s.p.Wave, s.o.ExitLive)
	at := s.prologueAt()
	live := l.LiveAfter(at)
	l.ctx.step(&live, at)
	if live.Has(isa.RegSCC) {
		return fmt.Sprintf("scc is live where the prologue's s_add_u32/s_addc_u32 would write it (before %s)", s.at(at))
	}
	return ""
}

// offsetAfter says whether the wave offset SGPR is free after the
// prologue: read by nothing else once the accesses take soffset 0.
func (s *scratchOffsetSite) offsetAfter() string {
	rewritten := map[int]bool{}
	for _, i := range s.accesses {
		rewritten[i] = true
	}
	for i := s.k.Entry; i < s.k.End; i++ {
		if !rewritten[i] && s.p.Insts[i].ReadsReg(s.off, s.p.Wave) {
			return fmt.Sprintf("%s is still read by %s", s.off.String(), s.at(i))
		}
	}
	return fmt.Sprintf("%s is free after the prologue", s.off.String())
}
