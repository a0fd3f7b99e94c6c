package opt

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// Mutation tests: each deliberately broken variant of the vcmpx pass
// (vcmpxLegal with one rule dropped or replaced) must produce a rewrite the
// side-by-side validator rejects within vcmpxMutantStates random states,
// and the correct pass must survive vcmpxCorrectStates states on the same
// programs.
const (
	// vcmpxMutantStates: seeds 1..10000, stopping at the first mismatch.
	vcmpxMutantStates = 10000
	// vcmpxCorrectStates is shared by all mutation programs: each
	// program gets an even share of seeds (1..share), 100,000 states in
	// total.
	vcmpxCorrectStates = 100000
)

type vcmpxMutantProg struct {
	name string
	wave int // 0 is 32
	src  string
	// exitLive is declared live at the snippet's end (to the passes) and
	// compared by the validator, with memory.
	exitLive []isa.Reg
	// skip is the correct pass's reason for leaving the site alone that
	// the broken variant rewrites ("" when the variant rewrites the same
	// site differently).
	skip string
}

type vcmpxMutant struct {
	name string
	// mutate breaks one rule of the pass.
	mutate func(*vcmpxRules)
	progs  []vcmpxMutantProg
}

// vcmpxVariant is the pass with its rules changed by mutate.
func vcmpxVariant(mutate func(*vcmpxRules)) *vcmpx {
	r := vcmpxLegal()
	mutate(&r)
	return &vcmpx{rules: r}
}

// vcmpxCheckIndex finds condition cond among the checks; a mutant naming a
// check the pass does not have is a broken test.
func vcmpxCheckIndex(r *vcmpxRules, cond int) int {
	for k, c := range r.checks {
		if c.cond == cond {
			return k
		}
	}
	panic(fmt.Sprintf("vcmpx has no check for condition %d", cond))
}

func vcmpxDropCheck(r *vcmpxRules, cond int) {
	k := vcmpxCheckIndex(r, cond)
	r.checks = append(r.checks[:k:k], r.checks[k+1:]...)
}

func vcmpxReplaceCheck(r *vcmpxRules, cond int, check func(*vcmpxSite) string) {
	k := vcmpxCheckIndex(r, cond)
	r.checks = append([]vcmpxCheck(nil), r.checks...)
	r.checks[k].check = check
}

func vcmpxDropWalkStop(r *vcmpxRules, what string) {
	for k, w := range r.walkStops {
		if w.what == what {
			r.walkStops = append(r.walkStops[:k:k], r.walkStops[k+1:]...)
			return
		}
	}
	panic(fmt.Sprintf("vcmpx has no walk stop %q", what))
}

// The broken rules.

// mutateAtVcmp puts the v_cmpx where the v_cmp was (against condition 8).
func mutateAtVcmp(r *vcmpxRules) {
	rewrite := r.rewrite
	r.rewrite = func(v *vcmpx, p *isa.Program, edits map[int][]*isa.Inst, vc, i int, o *Options) bool {
		if !rewrite(v, p, edits, vc, i, o) {
			return false
		}
		edits[vc], edits[i] = edits[i], nil
		return true
	}
}

// mutateIgnoreExecWrite walks past exec writes (condition 3).
func mutateIgnoreExecWrite(r *vcmpxRules) { vcmpxDropWalkStop(r, "exec write") }

// mutateIgnoreSrcRedef skips condition 4.
func mutateIgnoreSrcRedef(r *vcmpxRules) { vcmpxDropCheck(r, 4) }

// mutateIgnoreDstReuse skips condition 5.
func mutateIgnoreDstReuse(r *vcmpxRules) { vcmpxDropCheck(r, 5) }

// mutateIgnoreLaterUse keeps only the part of condition 6 before the
// saveexec.
func mutateIgnoreLaterUse(r *vcmpxRules) {
	vcmpxReplaceCheck(r, 6, (*vcmpxSite).resultUnreadBetween)
}

// mutateExactRegs compares registers for equality, not units (against
// condition 7), in the checks and in the later-use scan of condition 6,
// which replaces the liveness (itself on units).
func mutateExactRegs(r *vcmpxRules) {
	r.overlaps = func(a, b isa.Reg) bool { return a == b }
	vcmpxReplaceCheck(r, 6, func(s *vcmpxSite) string {
		if reason := s.resultUnreadBetween(); reason != "" {
			return reason
		}
		for j := s.i + 1; j < s.b.End; j++ {
			if s.v.reads(s.p.Insts[j], s.cdst, s.p.Wave) {
				return fmt.Sprintf("the compare result %s is used after the saveexec by %s", s.cdst, s.at(j))
			}
			if s.v.writes(s.p.Insts[j], s.cdst, s.p.Wave) {
				break
			}
		}
		return ""
	})
}

// vcmpxLegit32 and vcmpxLegit64 end a program with an if-then whose v_cmp
// and s_and_saveexec every variant of the pass rewrites, so that the
// correct pass rewrites each program. The blocks before them hold the
// site only the broken variant rewrites.
const vcmpxLegit32 = `
.Lnext:
	s_or_b32 exec_lo, exec_lo, s2
	v_and_b32_e32 v9, 0xff8, v9
	v_cmp_lt_u32_e32 vcc_lo, v5, v6
	s_and_saveexec_b32 s3, vcc_lo
	s_cbranch_execz .Lend
	v_add_nc_u32_e32 v7, v7, v2
	global_store_dword v9, v7, s[0:1] offset:4
.Lend:
	s_or_b32 exec_lo, exec_lo, s3
`

const vcmpxLegit64 = `
.Lnext:
	s_or_b64 exec, exec, s[2:3]
	v_and_b32_e32 v9, 0xff8, v9
	v_cmp_lt_u32_e32 vcc, v5, v6
	s_and_saveexec_b64 s[10:11], vcc
	s_cbranch_execz .Lend
	v_add_nc_u32_e32 v7, v7, v2
	global_store_dword v9, v7, s[0:1] offset:4
.Lend:
	s_or_b64 exec, exec, s[10:11]
`

var (
	vcmpxLive32 = []isa.Reg{isa.RegExecLo, isa.SGPR(2, 1), isa.SGPR(3, 1), isa.VGPR(2, 1), isa.VGPR(7, 1)}
	vcmpxLive64 = []isa.Reg{isa.RegExec, isa.SGPR(2, 2), isa.SGPR(10, 2), isa.VGPR(2, 1), isa.VGPR(7, 1)}
)

func vcmpxWithRegs(base []isa.Reg, more ...isa.Reg) []isa.Reg {
	return append(append([]isa.Reg(nil), base...), more...)
}

var vcmpxMutants = []vcmpxMutant{
	{name: "atVcmp", mutate: mutateAtVcmp,
		// The v_add and the store between the v_cmp and the saveexec must
		// run under the old exec; at the v_cmp, the v_cmpx narrows it first.
		progs: []vcmpxMutantProg{{name: "work between compare and saveexec",
			src: `
	v_and_b32_e32 v9, 0xffc, v9
	v_cmp_gt_i32_e32 vcc_lo, v0, v1
	v_add_nc_u32_e32 v2, v3, v4
	global_store_dword v9, v2, s[0:1]
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .Lnext
	v_mul_lo_u32 v2, v2, v0
` + vcmpxLegit32,
			exitLive: vcmpxLive32}}},
	{name: "ignoreExecWrite", mutate: mutateIgnoreExecWrite,
		// s_or_b32 exec between: the v_cmp ran under the old exec, the
		// v_cmpx would run under the widened one.
		progs: []vcmpxMutantProg{{name: "exec widened between",
			skip: `exec is written by "s_or_b32 exec_lo, exec_lo, s4"`,
			src: `
	v_cmp_gt_i32_e32 vcc_lo, v0, v1
	s_or_b32 exec_lo, exec_lo, s4
	v_and_b32_e32 v9, 0xffc, v9
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .Lnext
	v_add_nc_u32_e32 v2, v3, v4
	global_store_dword v9, v2, s[0:1]
` + vcmpxLegit32,
			exitLive: vcmpxLive32}}},
	{name: "ignoreSrcRedef", mutate: mutateIgnoreSrcRedef,
		// v0 is negated between: the v_cmpx would compare the new v0.
		progs: []vcmpxMutantProg{{name: "VALU redefines a compare source",
			skip: `compare source v0 is redefined by "v_sub_nc_u32_e32 v0, 0, v0"`,
			src: `
	v_and_b32_e32 v9, 0xffc, v9
	v_cmp_gt_i32_e32 vcc_lo, v0, v1
	v_sub_nc_u32_e32 v0, 0, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .Lnext
	v_add_nc_u32_e32 v2, v3, v0
	global_store_dword v9, v2, s[0:1]
` + vcmpxLegit32,
			exitLive: vcmpxWithRegs(vcmpxLive32, isa.VGPR(0, 1))}}},
	{name: "ignoreDstReuse", mutate: mutateIgnoreDstReuse,
		// The saveexec writes s2, which the compare reads: after the s_mov,
		// the v_cmpx would read exec instead of the old s2.
		progs: []vcmpxMutantProg{{name: "saveexec destination is a compare source",
			skip: "the saveexec destination s2 is a source of",
			src: `
	v_and_b32_e32 v9, 0xffc, v9
	v_cmp_gt_i32_e32 vcc_lo, s2, v0
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .Lnext
	v_add_nc_u32_e32 v2, v3, v0
	global_store_dword v9, v2, s[0:1]
` + vcmpxLegit32,
			exitLive: vcmpxLive32}}},
	{name: "ignoreLaterUse", mutate: mutateIgnoreLaterUse,
		progs: []vcmpxMutantProg{
			{name: "v_cndmask reads the compare after the saveexec",
				skip: `the compare result vcc_lo is used after the saveexec by "v_cndmask_b32_e32 v2, v3, v4, vcc_lo"`,
				src: `
	v_and_b32_e32 v9, 0xffc, v9
	v_cmp_gt_i32_e32 vcc_lo, v0, v1
	s_and_saveexec_b32 s2, vcc_lo
	v_cndmask_b32_e32 v2, v3, v4, vcc_lo
	global_store_dword v9, v2, s[0:1]
	s_cbranch_execz .Lnext
	v_add_nc_u32_e32 v2, v2, v0
` + vcmpxLegit32,
				exitLive: vcmpxLive32},
			{name: "the then-block (a successor) reads the compare",
				skip: "the compare result vcc_lo is live out of the block",
				src: `
	v_and_b32_e32 v9, 0xffc, v9
	v_cmp_gt_i32_e32 vcc_lo, v0, v1
	s_and_saveexec_b32 s2, vcc_lo
	s_cbranch_execz .Lnext
	s_and_b32 s5, vcc_lo, s6
	v_cndmask_b32_e32 v2, v3, v4, vcc_lo
	global_store_dword v9, v2, s[0:1]
` + vcmpxLegit32,
				exitLive: vcmpxWithRegs(vcmpxLive32, isa.SGPR(5, 1))},
		}},
	{name: "exactRegs", mutate: mutateExactRegs,
		// wave64: register equality instead of register units.
		progs: []vcmpxMutantProg{
			{name: "v_cmp writes vcc, an SALU reads vcc_lo", wave: 64,
				skip: `the compare result vcc is used after the saveexec by "s_mov_b32 s6, vcc_lo"`,
				src: `
	v_and_b32_e32 v9, 0xffc, v9
	v_cmp_gt_i32_e32 vcc, v0, v1
	s_and_saveexec_b64 s[2:3], vcc
	s_mov_b32 s6, vcc_lo
	s_cbranch_execz .Lnext
	v_add_nc_u32_e32 v2, v3, v4
	global_store_dword v9, v2, s[0:1]
` + vcmpxLegit64,
				exitLive: vcmpxWithRegs(vcmpxLive64, isa.SGPR(6, 1))},
			{name: "v_cmp writes s[4:5], only s5 is read", wave: 64,
				skip: `the compare result s[4:5] is used after the saveexec by "s_and_b32 s6, s5, s7"`,
				src: `
	v_and_b32_e32 v9, 0xffc, v9
	v_cmp_gt_i32_e64 s[4:5], v0, v1
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_and_b32 s6, s5, s7
	s_cbranch_execz .Lnext
	v_add_nc_u32_e32 v2, v3, v4
	global_store_dword v9, v2, s[0:1]
` + vcmpxLegit64,
				exitLive: vcmpxWithRegs(vcmpxLive64, isa.SGPR(6, 1))},
			{name: "compare source s9 redefined through s[8:9]", wave: 64,
				skip: `compare source s9 is redefined by "s_mov_b64 s[8:9], 0"`,
				src: `
	v_and_b32_e32 v9, 0xffc, v9
	v_cmp_gt_i32_e64 s[4:5], s9, v0
	s_mov_b64 s[8:9], 0
	s_and_saveexec_b64 s[2:3], s[4:5]
	s_cbranch_execz .Lnext
	v_add_nc_u32_e32 v2, v3, v4
	global_store_dword v9, v2, s[0:1]
` + vcmpxLegit64,
				exitLive: vcmpxLive64},
		}},
}

func (m *vcmpxMutantProg) parse(t *testing.T) *isa.Program {
	t.Helper()
	wave := m.wave
	if wave == 0 {
		wave = 32
	}
	p, err := isa.Parse("mut.s", []byte(m.src), isa.ParseOptions{Arch: isa.MustArch("gfx1030"), Wave: wave})
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, m.src)
	}
	return p
}

func vcmpxNumMutantProgs() int {
	n := 0
	for _, m := range vcmpxMutants {
		n += len(m.progs)
	}
	return n
}

// TestVcmpxMutantsCaught: every broken variant rewrites a site the
// correct pass leaves alone (or places it wrongly), and the validator
// finds the difference within vcmpxMutantStates states on each of its
// programs.
func TestVcmpxMutantsCaught(t *testing.T) {
	for _, mu := range vcmpxMutants {
		t.Run(mu.name, func(t *testing.T) {
			t.Parallel()
			caught := false
			for i := range mu.progs {
				mp := &mu.progs[i]
				p := mp.parse(t)
				good, goodRep := runVcmpx(t, p, nil, false, mp.exitLive)
				bad, badRep := runVcmpx(t, p, vcmpxVariant(mu.mutate), false, mp.exitLive)
				if goodRep.Rewritten() == 0 {
					t.Fatalf("%s: the correct pass rewrites nothing: %v", mp.name, goodRep.Sites)
				}
				if mp.skip != "" {
					found := false
					for _, st := range goodRep.Sites {
						found = found || !st.Rewritten && strings.Contains(st.Reason, mp.skip)
					}
					if !found {
						t.Fatalf("%s: the correct pass does not skip a site saying %q: %v", mp.name, mp.skip, goodRep.Sites)
					}
				}
				if good.String() == bad.String() {
					t.Fatalf("%s: the broken variant rewrites exactly like the correct pass:\n%s", mp.name, bad)
				}
				m, seed := vcmpxValidate(t, p, bad, mp.exitLive, 1, vcmpxMutantStates)
				if m == nil {
					t.Errorf("%s: no mismatch in %d states for the broken variant (sites %v):\n%s", mp.name, vcmpxMutantStates, badRep.Sites, bad)
					continue
				}
				caught = true
				t.Logf("%s / %s: caught after %d state(s): %v\n%s", mu.name, mp.name, seed, m, strings.TrimRight(m.Diff, "\n"))
			}
			if !caught {
				t.Errorf("mutant %s survived", mu.name)
			}
		})
	}
}

// TestVcmpxCorrectOnMutantPrograms: the correct pass rewrites every
// mutation program, and the validator finds no difference over
// vcmpxCorrectStates states in total (split evenly over the programs,
// seeds 1..share for each).
func TestVcmpxCorrectOnMutantPrograms(t *testing.T) {
	n := vcmpxNumMutantProgs()
	total, k := 0, 0
	for _, mu := range vcmpxMutants {
		for i := range mu.progs {
			mp := &mu.progs[i]
			per := uint64(vcmpxCorrectStates / n)
			if k < vcmpxCorrectStates%n {
				per++
			}
			k++
			total += int(per)
			t.Run(mu.name+"/"+mp.name, func(t *testing.T) {
				t.Parallel()
				p := mp.parse(t)
				q, rep := runVcmpx(t, p, nil, false, mp.exitLive)
				if rep.Rewritten() == 0 {
					t.Fatalf("the correct pass rewrites nothing: %v", rep.Sites)
				}
				t.Logf("%d states", per)
				if m, seed := vcmpxValidate(t, p, q, mp.exitLive, 1, per); m != nil {
					t.Errorf("correct pass, seed %d: %v\n%s", seed, m, m.Diff)
				}
			})
		}
	}
	if total != vcmpxCorrectStates {
		t.Errorf("%d states in total, want %d", total, vcmpxCorrectStates)
	}
	t.Logf("correct pass: %d programs, %d states in total", n, total)
}

// The registered pass runs vcmpxLegal: a check for each of the doc
// comment's conditions 2 to 6 and 10 (1 is Applies, 7 the register
// comparison, 8 and 9 the rewrite), in the order their reasons are
// reported, condition 3's two walk stops, and register units.
func TestVcmpxLegalRules(t *testing.T) {
	p, err := Lookup("vcmpx")
	if err != nil {
		t.Fatal(err)
	}
	v, ok := p.(*vcmpx)
	if !ok {
		t.Fatalf("the registered vcmpx is a %T", p)
	}
	var conds []int
	for _, c := range v.rules.checks {
		if c.check == nil {
			t.Errorf("condition %d has no check", c.cond)
		}
		conds = append(conds, c.cond)
	}
	if got := fmt.Sprint(conds); got != "[2 3 5 6 10 4]" {
		t.Errorf("checks for conditions %s, want [2 3 5 6 10 4]", got)
	}
	var stops []string
	for _, w := range v.rules.walkStops {
		if w.stop == nil {
			t.Errorf("walk stop %q has no function", w.what)
		}
		stops = append(stops, w.what)
	}
	if got := strings.Join(stops, ", "); got != "exec write, saveexec source write" {
		t.Errorf("walk stops %s", got)
	}
	if v.rules.rewrite == nil || v.rules.overlaps == nil {
		t.Fatal("no rewrite or no register comparison")
	}
	if !v.rules.overlaps(isa.SGPR(1, 1), isa.SGPR(0, 2)) || !v.rules.overlaps(isa.RegVCCLo, isa.RegVCC) ||
		v.rules.overlaps(isa.SGPR(2, 1), isa.SGPR(0, 2)) {
		t.Error("the register comparison is not on register units")
	}
}
