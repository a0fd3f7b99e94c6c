package bench

import (
	"os"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/opt"
	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim/launch"
)

var cmpxRE = regexp.MustCompile(`\bv_cmpx_([a-z0-9_]+?)(_e32|_e64)?\s`)

// cmpxPredicates lists the v_cmpx compares of a program text, sorted
// ("gt_u32", "eq_f32", ...).
func cmpxPredicates(text string) []string {
	var out []string
	for _, m := range cmpxRE.FindAllStringSubmatch(text, -1) {
		out = append(out, m[1])
	}
	sort.Strings(out)
	return out
}

// knownSiteDifferences lists variants where wavesim's vcmpx on the LLVM 14
// output forms different v_cmpx than LLVM 16 did, with the reason (the
// README's "vcmpx on the corpus" section explains each). An entry whose
// variant forms the same v_cmpx, or that names no variant the test runs,
// is an error.
var knownSiteDifferences = map[string]string{
	"lds_histogram/llvm14-gfx1030": "register allocation: LLVM 14 reuses s1 as both a v_cmp source and the saveexec " +
		"destination (v_cmp_gt_i32_e64 s0, s1, v1 ; s_and_saveexec_b32 s1, s0), which condition 5 forbids; LLVM 16 " +
		"allocated different registers, so its compare could be rewritten",
}

// knownStallDifferences lists rewritten variants whose total stall cycles
// do not drop in the timing model, with the reason. An entry whose variant
// is not rewritten or whose stall cycles drop, or that names no variant
// the test runs, is an error.
var knownStallDifferences = map[string]string{
	"int64_math/llvm14-gfx1030-w64": "the compare's result was already hidden behind the 64-bit arithmetic " +
		"scheduled between it and the saveexec, so the rewrite removes no wait",
	"lds_reduce/llvm14-gfx1030-w64": "barrier-bound: the cycles a wave saves before each s_barrier become " +
		"barrier waiting, and the changed issue order of the waves adds 24 issue/barrier cycles",
	"workgroup_ids/llvm14-gfx1030": "the removed v_cmp sat between v_add_co_ci_u32 and the global_store that " +
		"waits for it: without it the store waits one cycle longer per wave, more than the removed " +
		"4-cycle va_sdst stall saves across the workgroup's three interleaved waves",
}

// For every LLVM 14 gfx1030 trace, the vcmpx pass rewrites the same sites
// LLVM 16 rewrote (same number of v_cmpx, same predicates); the output
// re-assembles with llvm-mc, still matches its lli expectation, and
// compare reports identical results and fewer stall cycles.
func TestVcmpxMatchesLLVM16(t *testing.T) {
	traces, err := Corpus(corpusDir)
	if err != nil {
		t.Fatal(err)
	}
	vcmpx, err := opt.ParsePasses("vcmpx")
	if err != nil {
		t.Fatal(err)
	}
	covered := map[string]bool{}
	rewritten := map[bool][]llvmtool.Source{} // by wave64
	for _, tr := range traces {
		if tr.LLVM != 14 || tr.Arch != "gfx1030" || tr.Legacy {
			continue
		}
		key := tr.Name + "/" + tr.Variant
		covered[key] = true
		t.Run(key, func(t *testing.T) {
			p, err := launch.LoadProgram(tr.Asm, launch.LoadOptions{Wave: tr.Wave})
			if err != nil {
				t.Fatal(err)
			}
			q, reports := opt.Run(p, vcmpx, opt.Options{})
			got := cmpxPredicates(q.String())
			ref := strings.Replace(tr.Asm, "llvm14-", "llvm16-", 1)
			src16, err := os.ReadFile(ref)
			if err != nil {
				t.Fatal(err)
			}
			checkVcmpxSites(t, key, got, cmpxPredicates(string(src16)), reports[0])
			// The output re-assembles: checked below, every trace's in
			// one llvm-mc run per wave size.
			w := tr.Wave == 64
			rewritten[w] = append(rewritten[w], llvmtool.Source{Name: key, Text: q.String()})
			// It still matches lli, and compare finds identical results and
			// fewer stall cycles.
			spec, err := launch.LoadSpec(tr.Spec)
			if err != nil {
				t.Fatal(err)
			}
			d, err := launch.NewDispatch(q, spec, launch.Options{})
			if err != nil {
				t.Fatal(err)
			}
			if err := d.Run(); err != nil {
				t.Fatal(err)
			}
			if m := d.Check(); m != nil {
				t.Fatalf("rewritten kernel: %v", m)
			}
			cmp, err := Compare(p, q, spec, 4, 1)
			if err != nil {
				t.Fatal(err)
			}
			if cmp.Result.Mismatch != nil {
				t.Fatalf("compare: %v", cmp.Result.Mismatch)
			}
			checkVcmpxStalls(t, key, len(got), &cmp.Result.A, &cmp.Result.B)
		})
	}
	checkVcmpxReassembles(t, rewritten)
	for _, list := range []struct {
		name    string
		entries map[string]string
	}{{"knownSiteDifferences", knownSiteDifferences}, {"knownStallDifferences", knownStallDifferences}} {
		for key := range list.entries {
			if !covered[key] {
				t.Errorf("%s lists %s, which is no LLVM 14 gfx1030 trace of the corpus: remove the stale entry", list.name, key)
			}
		}
	}
}

// checkVcmpxSites compares the v_cmpx the pass formed with LLVM 16's,
// allowing the differences knownSiteDifferences lists and only those.
func checkVcmpxSites(t *testing.T, key string, got, want []string, rep *opt.Report) {
	t.Helper()
	why, known := knownSiteDifferences[key]
	switch same := strings.Join(got, " ") == strings.Join(want, " "); {
	case !same && known:
		t.Logf("known difference: %s", why)
	case !same:
		t.Errorf("v_cmpx after the pass %v, LLVM 16 formed %v; sites:", got, want)
		for _, s := range rep.Sites {
			t.Log(s)
		}
	case known:
		t.Errorf("listed in knownSiteDifferences, but the pass forms the v_cmpx LLVM 16 did (%v): remove the stale entry", got)
	}
	if len(got) != rep.Rewritten() {
		t.Errorf("%d v_cmpx in the output but %d sites reported rewritten", len(got), rep.Rewritten())
	}
}

// checkVcmpxStalls: a rewrite lowers the stall cycles, except in the
// variants knownStallDifferences lists, and only in those; without one
// they stay the same.
func checkVcmpxStalls(t *testing.T, key string, rewritten int, a, b *validate.SideStats) {
	t.Helper()
	why, known := knownStallDifferences[key]
	before, after := sum(a.StallCycles), sum(b.StallCycles)
	switch {
	case rewritten == 0 && after != before:
		t.Errorf("no site rewritten, yet stalls changed: %v → %v", a.StallCycles, b.StallCycles)
	case rewritten == 0 && known:
		t.Errorf("listed in knownStallDifferences, but no site is rewritten: remove the stale entry")
	case rewritten == 0:
	case known && after < before:
		t.Errorf("listed in knownStallDifferences, but stall cycles drop (%v → %v): remove the stale entry", a.StallCycles, b.StallCycles)
	case known:
		t.Logf("stall cycles %v → %v: %s", a.StallCycles[0], b.StallCycles[0], why)
	case after >= before:
		t.Errorf("stall cycles did not drop: before %v, after %v", a.StallCycles, b.StallCycles)
	}
}

// On gfx900 and gfx1010 the pass changes nothing and says why; with
// --force on gfx1010 it inserts the hazard's depctr, and the comparison
// shows what that costs.
func TestVcmpxOtherTargets(t *testing.T) {
	vcmpx, err := opt.ParsePasses("vcmpx")
	if err != nil {
		t.Fatal(err)
	}
	for _, v := range []string{"llvm14-gfx900", "llvm14-gfx1010"} {
		p, err := launch.LoadProgram("../traces/cmpx_if/"+v+".s", launch.LoadOptions{})
		if err != nil {
			t.Fatal(err)
		}
		q, reports := opt.Run(p, vcmpx, opt.Options{})
		if q.String() != p.String() {
			t.Errorf("%s: the pass changed the program", v)
		}
		if reports[0].NotApplied == "" {
			t.Errorf("%s: no reason given", v)
		}
	}
	p, err := launch.LoadProgram("../traces/cmpx_if/llvm14-gfx1010.s", launch.LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	q, reports := opt.Run(p, vcmpx, opt.Options{Force: true})
	if reports[0].Rewritten() == 0 {
		t.Fatal("--force rewrote nothing on gfx1010")
	}
	if n := strings.Count(q.String(), "s_waitcnt_depctr 0xfffe"); n != reports[0].Rewritten() {
		t.Errorf("%d depctrs for %d rewrites", n, reports[0].Rewritten())
	}
	spec, err := launch.LoadSpec("../traces/cmpx_if/launch.json")
	if err != nil {
		t.Fatal(err)
	}
	cmp, err := Compare(p, q, spec, 2, 1)
	if err != nil {
		t.Fatal(err)
	}
	if cmp.Result.Mismatch != nil {
		t.Fatal(cmp.Result.Mismatch)
	}
	if hz := cmp.Result.B.Hazards; len(hz) != 0 {
		t.Errorf("forced rewrite has hazards: %v", hz)
	}
	t.Logf("gfx1010 --force: cycles %v → %v, stall cycles %v → %v", cmp.Result.A.Cycles[0], cmp.Result.B.Cycles[0],
		cmp.Result.A.StallCycles[0], cmp.Result.B.StallCycles[0])
}

// checkVcmpxReassembles: llvm-mc-14 takes every rewritten program, each
// error naming its trace.
func checkVcmpxReassembles(t *testing.T, rewritten map[bool][]llvmtool.Source) {
	t.Helper()
	mc := llvmtool.Want(t, "llvm-mc", 14)
	if mc == "" {
		t.Log("llvm-mc-14 not found: re-assembly not checked (install llvm-14)")
		return
	}
	for _, w64 := range []bool{false, true} {
		res, err := llvmtool.EncodingsBatch(mc, llvmtool.MCArgs("gfx1030", w64, false), rewritten[w64])
		if err != nil {
			t.Fatal(err)
		}
		for i, r := range res {
			if r.Err != nil {
				t.Errorf("%s: llvm-mc-14 rejects the rewritten program: %v", rewritten[w64][i].Name, r.Err)
			}
		}
	}
}
