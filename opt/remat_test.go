package opt

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim/launch"
	"github.com/wavesim/wavesim/sim/occupancy"
)

const rematDir = "testdata/remat/"

// rematLoad loads a testdata kernel with its launch, src optionally
// replacing the file's text.
func rematLoad(t *testing.T, name, spec string, edit func(string) string) (*isa.Program, *launch.Spec) {
	t.Helper()
	sp, err := launch.LoadSpec(rematDir + spec)
	if err != nil {
		t.Fatal(err)
	}
	src, err := os.ReadFile(rematDir + name)
	if err != nil {
		t.Fatal(err)
	}
	if edit != nil {
		src = []byte(edit(string(src)))
	}
	p, err := isa.Parse(name, src, isa.ParseOptions{Arch: rematArch(t), Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	return p, sp
}

func rematArch(t *testing.T) *isa.Arch {
	t.Helper()
	a, err := isa.LookupArch("gfx1030")
	if err != nil {
		t.Fatal(err)
	}
	return a
}

func rematPrint(t *testing.T, p *isa.Program) string {
	t.Helper()
	var b bytes.Buffer
	if err := p.Print(&b); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// rematCycles runs a launch with workgroups side by side on one WGP at
// the kernel's occupancy.
func rematCycles(t *testing.T, p *isa.Program, sp *launch.Spec) int64 {
	t.Helper()
	d, err := launch.NewDispatch(p, sp, launch.Options{Timing: true, CUs: 1})
	if err != nil {
		t.Fatal(err)
	}
	if err := d.Run(); err != nil {
		t.Fatal(err)
	}
	return d.Timing.Cycles
}

func rematOccupancy(t *testing.T, p *isa.Program) (vgprs, waves int) {
	t.Helper()
	tg, kn, ok := occupancy.ForKernel(p, p.Kernels[0])
	if !ok {
		t.Fatal("no register counts")
	}
	return kn.VGPRs, tg.WavesWithVGPRs(kn.VGPRs)
}

// rematAssemble assembles a program's text with llvm-mc-16.
func rematAssemble(t *testing.T, text string) {
	t.Helper()
	mc := llvmtool.Require(t, "llvm-mc", 16)
	f := filepath.Join(t.TempDir(), "k.s")
	if err := os.WriteFile(f, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
	if out, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj", "-o", os.DevNull, f).CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc: %v\n%s", err, out)
	}
}

// remat_hi holds 47 constants in v56..v102 from the kernel's start to
// the multiplies after its 48 loads: 103 VGPRs, 9 waves per SIMD in
// wave32. Sinking the 7 that are live across the most instructions over
// 96 VGPRs and renumbering gives 96 VGPRs and 10 waves, and 40
// workgroups on one WGP take 3 rounds of 18 workgroups at 9 waves per
// SIMD, 2 rounds of 20 at 10.
func TestRematRaisesOccupancy(t *testing.T) {
	p, sp := rematLoad(t, "remat_hi.s", "launch.json", nil)
	q, reports := Run(p, []Pass{&remat{rules: rematLegal()}}, Options{})
	r := reports[0]
	if r.Rewritten() != 8 || !r.Sites[0].Rewritten {
		t.Fatalf("want the kernel and 7 defs rewritten, got %d:\n%v", r.Rewritten(), r.Sites)
	}
	if !strings.Contains(r.Sites[1].Reason, "VGPR pressure 103 before, 96 after") {
		t.Errorf("region report: %s", r.Sites[1])
	}
	v0, w0 := rematOccupancy(t, p)
	v1, w1 := rematOccupancy(t, q)
	if v0 != 103 || w0 != 9 || v1 != 96 || w1 != 10 {
		t.Fatalf("VGPRs %d → %d, occupancy %d → %d; want 103 → 96, 9 → 10", v0, v1, w0, w1)
	}
	text := rematPrint(t, q)
	for _, want := range []string{".amdhsa_next_free_vgpr 96", ".vgpr_count:     96", "; NumVgprs: 96", "; NumVGPRsForWavesPerEU: 96", "; Occupancy: 10"} {
		if !strings.Contains(text, want) {
			t.Errorf("output lacks %q", want)
		}
	}
	rematAssemble(t, text)
	back, err := isa.Parse("out.s", []byte(text), isa.ParseOptions{Arch: p.Arch, Wave: 32})
	if err != nil {
		t.Fatal(err)
	}
	if mx := maxVGPR(back, back.Kernels[0]); mx != 95 {
		t.Errorf("highest VGPR named v%d, want v95", mx)
	}
	res, err := validate.CompareLaunch(p, q, sp, 3, 1)
	if err != nil {
		t.Fatal(err)
	}
	if res.Mismatch != nil {
		t.Fatalf("results differ: %v", res.Mismatch)
	}
	c0, c1 := rematCycles(t, p, sp), rematCycles(t, q, sp)
	t.Logf("remat_hi, 40 workgroups on one WGP: %d cycles at 9 waves per SIMD, %d at 10", c0, c1)
	if c1*10 > c0*8 {
		t.Errorf("cycles %d → %d: want at least 20%% fewer", c0, c1)
	}
}

// remat_lo keeps 100 loaded values live at once: no sinking brings it
// under the 96 VGPRs of 10 waves, so the pass sinks its 6 constants,
// misses the target and leaves the kernel byte-identical.
func TestRematUnreachableRollsBack(t *testing.T) {
	p, sp := rematLoad(t, "remat_lo.s", "launch_lo.json", nil)
	q, err := Transform([]Pass{&remat{rules: rematLegal()}}, Options{})(p)
	if err != nil {
		t.Fatal(err)
	}
	if q != p {
		t.Fatalf("rolled-back kernel is a new program:\n%s", validate.Diff(p, q))
	}
	// What wavesim opt prints is the file, byte for byte.
	if src, err := os.ReadFile(rematDir + "remat_lo.s"); err != nil || q.String() != string(src) {
		t.Errorf("the printed program is not the input file (%v)", err)
	}
	_, reports := Run(p, []Pass{&remat{rules: rematLegal()}}, Options{})
	r := reports[0]
	if r.Rewritten() != 0 || !strings.Contains(r.Sites[0].Reason, "rolled back, occupancy stays 9: renumbered to 105 VGPRs, over the budget of 96") {
		t.Fatalf("want a rollback, got:\n%v", r.Sites)
	}
	res, err := validate.CompareLaunch(p, q, sp, 1, 1)
	if err != nil {
		t.Fatal(err)
	}
	if res.Diff != "" || res.Mismatch != nil {
		t.Fatalf("diff %q, mismatch %v", res.Diff, res.Mismatch)
	}
}

// An explicit target: 16 waves (64 VGPRs) sinks 39 of remat_hi's
// constants; the results stay the same.
func TestRematTargetOption(t *testing.T) {
	p, sp := rematLoad(t, "remat_hi.s", "launch.json", nil)
	q, reports := Run(p, []Pass{&remat{Target: 16, rules: rematLegal()}}, Options{})
	if v, w := rematOccupancy(t, q); w != 16 || v != 64 || reports[0].Rewritten() != 40 {
		t.Fatalf("target 16: %d VGPRs, %d waves, %d sites rewritten\n%v", v, w, reports[0].Rewritten(), reports[0].Sites)
	}
	res, err := validate.CompareLaunch(p, q, sp, 2, 1)
	if err != nil || res.Mismatch != nil {
		t.Fatalf("%v %v", err, res.Mismatch)
	}
	rematAssemble(t, rematPrint(t, q))
	c0, c1 := rematCycles(t, p, sp), rematCycles(t, q, sp)
	t.Logf("remat_hi at target 16: %d cycles at 9 waves per SIMD, %d at 16", c0, c1)
	if c1 >= c0 {
		t.Errorf("cycles %d → %d", c0, c1)
	}
}

// rematSnippet parses a gfx1030 wave32 snippet.
func rematSnippet(t *testing.T, lines ...string) *isa.Program {
	t.Helper()
	src := strings.Join(lines, "\n") + "\n"
	p, err := isa.Parse("t.s", []byte(src), isa.ParseOptions{Arch: rematArch(t), Wave: 32})
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, src)
	}
	return p
}

// rematWhy is the reason the pass gives for the snippet's first
// instruction: "" when it is a legal candidate.
func rematWhy(t *testing.T, p *isa.Program) string {
	t.Helper()
	m := &remat{rules: rematLegal()}
	k := p.Kernels[0]
	if _, why := rematDef(p.Insts[k.Entry], p.Wave); why != "" {
		return why
	}
	if why := rematKernelBlocked(p, k); why != "" {
		return why
	}
	cands, sites := m.candidates(p, BuildCFG(p, k), Units{})
	for _, c := range cands {
		if c.def == k.Entry {
			return ""
		}
	}
	for _, s := range sites {
		if s.Pos == p.Insts[k.Entry].Pos {
			return s.Reason
		}
	}
	t.Fatal("first instruction neither a candidate nor skipped")
	return ""
}

// Each legality condition of the doc comment: a snippet where it holds
// (the def is a candidate) and one where it fails, with the reason.
func TestRematConditions(t *testing.T) {
	use := "v_mul_f32_e32 v2, v1, v3"
	cases := []struct {
		cond  int
		name  string
		lines []string
		why   string // "" fires
	}{
		{2, "literal mov", []string{"v_mov_b32_e32 v1, 0x40490fdb", "v_add_f32_e32 v4, v5, v6", use}, ""},
		{2, "inline constant VOP3", []string{"v_add_f32_e64 v1, 1.0, 2.0", use}, ""},
		{2, "reads a VGPR", []string{"v_mov_b32_e32 v1, v7", use}, "reads a register"},
		{2, "reads an SGPR", []string{"v_mov_b32_e32 v1, s7", use}, "reads a register"},
		{2, "writes vcc too", []string{"v_add_co_u32 v1, vcc_lo, 1, 2", use}, "does not define exactly one 32-bit VGPR"},
		{2, "sdwa", []string{"v_mov_b32_sdwa v1, v5 dst_sel:WORD_1", use}, "SDWA, DPP or VOPD"},
		{3, "one use then a full write", []string{"v_mov_b32_e32 v1, 0x40490fdb", use, "v_mov_b32_e32 v1, 0"}, ""},
		{3, "two uses", []string{"v_mov_b32_e32 v1, 0x40490fdb", use, "v_add_f32_e32 v4, v1, v4"}, "a second use"},
		{3, "live out of its block", []string{"v_mov_b32_e32 v1, 0x40490fdb", use, "s_cbranch_scc0 .L1", "v_add_f32_e32 v4, v5, v6", ".L1:", "v_add_f32_e32 v4, v1, v4"}, "live out of its block"},
		{3, "no use", []string{"v_mov_b32_e32 v1, 0x40490fdb", "v_add_f32_e32 v4, v5, v6"}, "no use in its block"},
		{3, "partial write after the use", []string{"v_mov_b32_e32 v1, 0x40490fdb", use, "v_mov_b32_sdwa v1, v5 dst_sel:WORD_1"}, "the next write after the use is partial"},
		// A DPP16 write without bound_ctrl keeps the lanes whose source is
		// out of range: it reads v1 (Inst.Uses), a second use.
		{3, "dpp write after the use", []string{"v_mov_b32_e32 v1, 0x40490fdb", use, "v_mov_b32_dpp v1, v5 row_shr:1 row_mask:0xf bank_mask:0xf"}, "a second use"},
		{3, "exec written before the next write", []string{"v_mov_b32_e32 v1, 0x40490fdb", use, "s_mov_b32 exec_lo, s4", "v_mov_b32_e32 v1, 0"}, "exec written between the use and the next write"},
		{4, "exec written between", []string{"v_mov_b32_e32 v1, 0x40490fdb", "s_and_b32 exec_lo, exec_lo, s4", use}, "exec written between def and use"},
		{4, "mode written between", []string{"v_mov_b32_e32 v1, 0x40490fdb", "s_denorm_mode 0", use}, "MODE written between def and use"},
		{4, "round mode written between", []string{"v_mov_b32_e32 v1, 0x40490fdb", "s_round_mode 0", use}, "MODE written between def and use"},
		{4, "setreg between", []string{"v_mov_b32_e32 v1, 0x40490fdb", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0", use}, "MODE written between def and use"},
		{4, "s_nop between", []string{"v_mov_b32_e32 v1, 0x40490fdb", "s_nop 0", use}, ""},
		{4, "redefined before use", []string{"v_mov_b32_e32 v1, 0x40490fdb", "v_mov_b32_e32 v1, 0", use}, "redefined before any use"},
		{5, "store reads active lanes", []string{"v_mov_b32_e32 v1, 0x40490fdb", "global_store_dword v[2:3], v1, off"}, ""},
		{5, "readlane", []string{"v_mov_b32_e32 v1, 0x40490fdb", "v_readlane_b32 s0, v1, 3"}, "the use reads other lanes or is special"},
		{5, "dpp", []string{"v_mov_b32_e32 v1, 0x40490fdb", "v_mov_b32_dpp v2, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf"}, "the use reads other lanes (DPP or VOPD)"},
		{5, "whole-wave copy", []string{"v_mov_b32_e32 v1, 0x40490fdb", "v_mov_b32_e32 v2, v1 ; wavesim: wwm", "v_mov_b32_e32 v1, 0"}, "the use is a whole-wave copy"},
		{5, "use writes it", []string{"v_mov_b32_e32 v1, 0x40490fdb", "v_add_f32_e32 v1, v1, v3"}, "the use writes the register"},
		{7, "movrel", []string{"v_mov_b32_e32 v1, 0x40490fdb", use, "v_movrels_b32_e32 v4, v5"}, "M0-relative VGPR access"},
		{7, "call", []string{"v_mov_b32_e32 v1, 0x40490fdb", use, "s_swappc_b64 s[30:31], s[4:5]"}, "calls or jumps"},
	}
	for _, c := range cases {
		got := rematWhy(t, rematSnippet(t, c.lines...))
		switch {
		case c.why == "" && got != "":
			t.Errorf("condition %d, %s: not a candidate: %s", c.cond, c.name, got)
		case c.why != "" && !strings.Contains(got, c.why):
			t.Errorf("condition %d, %s: reason %q, want %q", c.cond, c.name, got, c.why)
		}
	}
}

// Condition 6: of remat_hi's 47 constants only the 7 the regions over
// the budget need are sunk; the others are reported legal, not needed.
func TestRematRelief(t *testing.T) {
	p, _ := rematLoad(t, "remat_hi.s", "launch.json", nil)
	_, reports := Run(p, []Pass{&remat{rules: rematLegal()}}, Options{})
	notNeeded := 0
	for _, s := range reports[0].Sites {
		if strings.HasPrefix(s.Reason, "legal, not needed") {
			notNeeded++
		}
	}
	if notNeeded != 40 {
		t.Fatalf("%d constants left in place, want 40", notNeeded)
	}
}

// Condition 8 with a snippet: no register counts, nothing to do.
func TestRematNeedsCounts(t *testing.T) {
	p := rematSnippet(t, "v_mov_b32_e32 v1, 0x40490fdb", "v_mul_f32_e32 v2, v1, v3")
	_, reports := Run(p, []Pass{&remat{rules: rematLegal()}}, Options{})
	if r := reports[0]; r.Rewritten() != 0 || !strings.Contains(r.Sites[0].Reason, "no register counts") {
		t.Fatalf("%v", r.Sites)
	}
}

// Mutants of the pass, each caught by the validator (or the
// byte-identical contract) on the testdata kernels.
func TestRematMutants(t *testing.T) {
	// v58's multiply reads v57 too: v57 has two uses.
	twoUses := func(s string) string {
		return strings.Replace(s, "v_mul_f32_e32 v7, v58, v7", "v_mul_f32_e32 v7, v57, v7", 1)
	}
	mutants := []struct {
		name   string
		mutate func(*rematRules)
		file   string
		spec   string
		edit   func(string) string
		target int
	}{
		{"use before def after sinking", func(r *rematRules) { r.sinkAt = func(_, use int) int { return use + 1 } }, "remat_hi.s", "launch.json", nil, 0},
		{"sinking a def with two uses", func(r *rematRules) { r.secondUse = false }, "remat_hi.s", "launch.json", twoUses, 12},
		{"partial rollback", func(r *rematRules) { r.rollback = false }, "remat_lo.s", "launch_lo.json", nil, 0},
	}
	for _, mu := range mutants {
		p, sp := rematLoad(t, mu.file, mu.spec, mu.edit)
		good, err := Transform([]Pass{&remat{Target: mu.target, rules: rematLegal()}}, Options{})(p)
		if err != nil {
			t.Fatal(err)
		}
		if res, err := validate.CompareLaunch(p, good, sp, 2, 1); err != nil || res.Mismatch != nil {
			t.Fatalf("%s: the correct pass fails: %v %v", mu.name, err, res.Mismatch)
		}
		rules := rematLegal()
		mu.mutate(&rules)
		bad, err := Transform([]Pass{&remat{Target: mu.target, rules: rules}}, Options{})(p)
		if err != nil {
			t.Fatal(err)
		}
		res, err := validate.CompareLaunch(p, bad, sp, 2, 1)
		if err != nil {
			t.Fatal(err)
		}
		rolledBack := good == p
		caught := res.Mismatch != nil || rolledBack && res.Diff != ""
		if !caught {
			t.Errorf("mutant %q not caught", mu.name)
		} else {
			t.Logf("mutant %q caught: mismatch %v, diff from a rolled-back kernel %v", mu.name, res.Mismatch != nil, rolledBack && res.Diff != "")
		}
	}
}

// A kernel's --live-out registers stay: with remat_hi's constants declared
// live at the end, none may be sunk, and the kernel is left as it is.
func TestRematKeepsLiveOut(t *testing.T) {
	p, _ := rematLoad(t, "remat_hi.s", "launch.json", nil)
	q, reports := Run(p, []Pass{&remat{rules: rematLegal()}}, Options{ExitLive: UnitsOf([]isa.Reg{isa.VGPR(56, 47)})})
	if r := reports[0]; r.Rewritten() != 0 {
		t.Fatalf("rewritten with v[56:102] live out: %v", r.Sites)
	}
	if q.String() != p.String() {
		t.Error("the kernel changed")
	}
}
