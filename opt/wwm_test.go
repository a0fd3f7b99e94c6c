package opt

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// wwmCase is one program for the wwm pass and what the pass must do with
// it. Every case is also run from random states (random exec, random data
// in every lane) against its rewrite, comparing exitLive, exec and every
// lane of the VGPRs.
type wwmCase struct {
	name     string
	arch     string // "" is gfx1030
	wave     int    // 0 is 32
	exitLive []isa.Reg
	src      string
	// fires: some site is rewritten.
	fires bool
	// reason occurs in a skipped site's reason ("" for none).
	reason string
	// want is the rewritten program, one instruction per entry.
	want []string
	// stops: the condition the case is named for does not hold, so the
	// pass does the other thing (lowers with toggles where exec is not all
	// ones).
	stops bool
}

func wwmRegs(names ...string) []isa.Reg {
	var out []isa.Reg
	for _, n := range names {
		r, err := isa.ParseReg(n, nil)
		if err != nil {
			panic(err)
		}
		out = append(out, r)
	}
	return out
}

var wwmLive = wwmRegs("v1", "v2", "v3", "s2", "s3", "s5")

var wwmCases = []wwmCase{
	// Condition 1: the SGPR the exec is saved in.
	{name: "c1/saved past the named SGPRs fires", exitLive: wwmLive,
		src:   "v_mov_b32_e32 v1, s5 ; wavesim: wwm\ns_mov_b32 s2, s3\n",
		fires: true,
		want:  []string{"s_or_saveexec_b32 s6, -1", "v_mov_b32_e32 v1, s5", "s_mov_b32 exec_lo, s6", "s_mov_b32 s2, s3"}},
	{name: "c1/wave64 saves in an even pair", wave: 64, exitLive: wwmLive,
		src:   "v_mov_b32_e32 v1, s4 ; wavesim: wwm\n",
		fires: true,
		want:  []string{"s_or_saveexec_b64 s[6:7], -1", "v_mov_b32_e32 v1, s4", "s_mov_b64 exec, s[6:7]"}},
	{name: "c1/skips an SGPR live at the exit", exitLive: wwmRegs("v1", "s0"),
		src:   "v_mov_b32_e32 v1, v0 ; wavesim: wwm\n",
		fires: true,
		want:  []string{"s_or_saveexec_b32 s1, -1", "v_mov_b32_e32 v1, v0", "s_mov_b32 exec_lo, s1"}},
	{name: "c1/no free SGPR does not fire", exitLive: wwmLive,
		src:    "v_mov_b32_e32 v1, v0 ; wavesim: wwm\ns_mov_b32 s105, 0\n",
		reason: "no SGPR past those the program names is free below s106"},
	// Condition 2: scc.
	{name: "c2/scc read after the copy does not fire", exitLive: wwmLive,
		src:    "s_cmp_eq_u32 s2, 0\nv_mov_b32_e32 v1, v0 ; wavesim: wwm\ns_cselect_b32 s3, 1, 0\n",
		reason: "scc, which the exec save sets, is read afterwards"},
	{name: "c2/scc written before it is read fires", exitLive: wwmLive,
		src:   "v_mov_b32_e32 v1, v0 ; wavesim: wwm\ns_cmp_eq_u32 s2, 0\ns_cselect_b32 s3, 1, 0\n",
		fires: true,
		want:  []string{"s_or_saveexec_b32 s4, -1", "v_mov_b32_e32 v1, v0", "s_mov_b32 exec_lo, s4", "s_cmp_eq_u32 s2, 0", "s_cselect_b32 s3, 1, 0"}},
	// Condition 3: in place, after the work before it and before the work
	// after it, both under the real exec.
	{name: "c3/in place between VALU under exec", exitLive: wwmLive,
		src:   "v_add_nc_u32_e32 v2, v0, v0\nv_mov_b32_e32 v1, v2 ; wavesim: wwm\nv_add_nc_u32_e32 v3, v1, v1\n",
		fires: true,
		want: []string{"v_add_nc_u32_e32 v2, v0, v0", "s_or_saveexec_b32 s0, -1", "v_mov_b32_e32 v1, v2", "s_mov_b32 exec_lo, s0",
			"v_add_nc_u32_e32 v3, v1, v1"}},
	{name: "c3/gfx900 DPP copy", arch: "gfx900", wave: 64, exitLive: wwmLive,
		src:   "v_mov_b32_dpp v1, v0 row_shr:1 row_mask:0xf bank_mask:0xf ; wavesim: wwm\n",
		fires: true,
		want:  []string{"s_or_saveexec_b64 s[0:1], -1", "v_mov_b32_dpp v1, v0 row_shr:1 row_mask:0xf bank_mask:0xf", "s_mov_b64 exec, s[0:1]"}},
	// Condition 4 and the analysis.
	{name: "c4/after s_mov exec -1 no toggle", exitLive: wwmLive,
		src:   "s_mov_b32 exec_lo, -1\ns_add_u32 s2, s2, 1\nv_mov_b32_e32 v1, v0 ; wavesim: wwm\n",
		fires: true,
		want:  []string{"s_mov_b32 exec_lo, -1", "s_add_u32 s2, s2, 1", "v_mov_b32_e32 v1, v0"}},
	{name: "c4/after s_or_saveexec -1 no toggle", wave: 64, exitLive: wwmRegs("v1", "s[2:3]"),
		src:   "s_or_saveexec_b64 s[2:3], -1\nv_mov_b32_e32 v1, v0 ; wavesim: wwm\n",
		fires: true,
		want:  []string{"s_or_saveexec_b64 s[2:3], -1", "v_mov_b32_e32 v1, v0"}},
	{name: "c4/exec written between is not all ones", stops: true, exitLive: wwmLive,
		src:   "s_mov_b32 exec_lo, -1\ns_and_b32 exec_lo, exec_lo, s2\nv_mov_b32_e32 v1, v0 ; wavesim: wwm\n",
		fires: true,
		want:  []string{"s_mov_b32 exec_lo, -1", "s_and_b32 exec_lo, exec_lo, s2", "s_or_saveexec_b32 s4, -1", "v_mov_b32_e32 v1, v0", "s_mov_b32 exec_lo, s4"}},
	{name: "c4/wave64 exec_lo alone is not all ones", stops: true, wave: 64, exitLive: wwmLive,
		src:   "s_mov_b32 exec_lo, -1\nv_mov_b32_e32 v1, v0 ; wavesim: wwm\n",
		fires: true,
		want:  []string{"s_mov_b32 exec_lo, -1", "s_or_saveexec_b64 s[0:1], -1", "v_mov_b32_e32 v1, v0", "s_mov_b64 exec, s[0:1]"}},
	{name: "c4/a join with one unknown predecessor is not all ones", stops: true, exitLive: wwmLive,
		src:   "s_cmp_eq_u32 s2, 0\ns_cbranch_scc1 .Lj\ns_mov_b32 exec_lo, -1\n.Lj:\nv_mov_b32_e32 v1, v0 ; wavesim: wwm\n",
		fires: true,
		want: []string{"s_cmp_eq_u32 s2, 0", "s_cbranch_scc1 .Lj", "s_mov_b32 exec_lo, -1", "s_or_saveexec_b32 s4, -1",
			"v_mov_b32_e32 v1, v0", "s_mov_b32 exec_lo, s4"}},
	{name: "c4/a join of all-ones predecessors is all ones", exitLive: wwmLive,
		src:   "s_mov_b32 exec_lo, -1\ns_cmp_eq_u32 s2, 0\ns_cbranch_scc1 .Lj\ns_add_u32 s3, s3, 1\n.Lj:\nv_mov_b32_e32 v1, v0 ; wavesim: wwm\n",
		fires: true,
		want:  []string{"s_mov_b32 exec_lo, -1", "s_cmp_eq_u32 s2, 0", "s_cbranch_scc1 .Lj", "s_add_u32 s3, s3, 1", "v_mov_b32_e32 v1, v0"}},
	// Conditions 5 and 6: an existing region entered with exec all ones.
	{name: "c5/region after s_mov exec -1 dropped", exitLive: wwmLive,
		src:   "s_mov_b32 exec_lo, -1\ns_or_saveexec_b32 s4, -1\nv_add_nc_u32_e32 v1, 3, v1\ns_mov_b32 exec_lo, s4\n",
		fires: true,
		want:  []string{"s_mov_b32 exec_lo, -1", "v_add_nc_u32_e32 v1, 3, v1"}},
	{name: "c5/region under an unknown exec kept (LLVM's strict.wwm)", exitLive: wwmLive,
		src:  "s_or_saveexec_b32 s4, -1\nv_add_nc_u32_e32 v1, 3, v1\ns_mov_b32 exec_lo, s4\n",
		want: []string{"s_or_saveexec_b32 s4, -1", "v_add_nc_u32_e32 v1, 3, v1", "s_mov_b32 exec_lo, s4"}},
	{name: "c6/saved exec redefined before it is read drops", exitLive: wwmLive,
		src:   "s_mov_b32 exec_lo, -1\ns_or_saveexec_b32 s4, -1\nv_add_nc_u32_e32 v1, 3, v1\ns_mov_b32 exec_lo, s4\ns_mov_b32 s4, 9\ns_mov_b32 s2, s4\n",
		fires: true,
		want:  []string{"s_mov_b32 exec_lo, -1", "v_add_nc_u32_e32 v1, 3, v1", "s_mov_b32 s4, 9", "s_mov_b32 s2, s4"}},
	{name: "c6/saved exec read later does not fire", exitLive: wwmLive,
		src:    "s_mov_b32 exec_lo, -1\ns_or_saveexec_b32 s4, -1\nv_add_nc_u32_e32 v1, 3, v1\ns_mov_b32 exec_lo, s4\ns_mov_b32 s2, s4\n",
		reason: "exec is all ones, but the saved exec s4 is read later"},
	{name: "c6/scc read in the region does not fire", exitLive: wwmLive,
		src:    "s_mov_b32 exec_lo, -1\ns_or_saveexec_b32 s4, -1\ns_cselect_b32 s2, 1, 0\ns_mov_b32 exec_lo, s4\n",
		reason: "exec is all ones, but scc, which the saveexec sets, is read afterwards"},
	// Condition 7: what stands between two regions.
	{name: "c7/SALU between merges", exitLive: wwmLive,
		src:   "v_mov_b32_e32 v1, v0 ; wavesim: wwm\ns_add_u32 s3, s3, 1\nv_mov_b32_e32 v2, v0 ; wavesim: wwm\n",
		fires: true,
		want:  []string{"s_or_saveexec_b32 s4, -1", "v_mov_b32_e32 v1, v0", "s_add_u32 s3, s3, 1", "v_mov_b32_e32 v2, v0", "s_mov_b32 exec_lo, s4"}},
	{name: "c7/VALU between does not merge", exitLive: wwmLive,
		src:    "v_mov_b32_e32 v1, v0 ; wavesim: wwm\nv_add_nc_u32_e32 v3, v1, v0\nv_mov_b32_e32 v2, v0 ; wavesim: wwm\n",
		fires:  true,
		reason: `"v_add_nc_u32_e32 v3, v1, v0" at t.s:2:1 between the regions runs under exec`},
	{name: "c7/store between does not merge", exitLive: wwmLive,
		src: "v_and_b32_e32 v12, 0x3e0, v12\nv_mov_b32_e32 v1, v0 ; wavesim: wwm\nglobal_store_dword v12, v3, s[0:1]\n" +
			"v_mov_b32_e32 v2, v0 ; wavesim: wwm\n",
		fires:  true,
		reason: "between the regions runs under exec"},
	{name: "c7/exec read between does not merge", exitLive: wwmLive,
		src:    "v_mov_b32_e32 v1, v0 ; wavesim: wwm\ns_mov_b32 s3, exec_lo\nv_mov_b32_e32 v2, v0 ; wavesim: wwm\n",
		fires:  true,
		reason: "between the regions reads or writes exec"},
	{name: "c7/exec write between does not merge", exitLive: wwmLive,
		src:    "v_mov_b32_e32 v1, v0 ; wavesim: wwm\ns_and_b32 exec_lo, exec_lo, s2\nv_mov_b32_e32 v2, v0 ; wavesim: wwm\n",
		fires:  true,
		reason: "between the regions reads or writes exec"},
	{name: "c7/a branch between keeps both regions", exitLive: wwmLive,
		src:   "v_mov_b32_e32 v1, v0 ; wavesim: wwm\ns_cmp_eq_u32 s2, 0\ns_cbranch_scc1 .Lx\n.Lx:\nv_mov_b32_e32 v2, v0 ; wavesim: wwm\n",
		fires: true,
		want: []string{"s_or_saveexec_b32 s4, -1", "v_mov_b32_e32 v1, v0", "s_mov_b32 exec_lo, s4", "s_cmp_eq_u32 s2, 0", "s_cbranch_scc1 .Lx",
			"s_or_saveexec_b32 s4, -1", "v_mov_b32_e32 v2, v0", "s_mov_b32 exec_lo, s4"}},
	// Conditions 8 to 10 on regions llc wrote, with their own SGPRs.
	{name: "c8/saved exec written between does not merge", exitLive: wwmLive,
		src: "s_or_saveexec_b32 s6, -1\nv_mov_b32_e32 v1, v0\ns_mov_b32 exec_lo, s6\ns_mov_b32 s6, 0\n" +
			"s_or_saveexec_b32 s7, -1\nv_mov_b32_e32 v2, v0\ns_mov_b32 exec_lo, s7\n",
		reason: `the saved exec s6 is written by "s_mov_b32 s6, 0"`},
	{name: "c8/saved exec read between merges", exitLive: wwmLive,
		src: "s_or_saveexec_b32 s6, -1\nv_mov_b32_e32 v1, v0\ns_mov_b32 exec_lo, s6\ns_mov_b32 s2, s6\n" +
			"s_or_saveexec_b32 s7, -1\nv_mov_b32_e32 v2, v0\ns_mov_b32 exec_lo, s7\n",
		fires: true,
		want:  []string{"s_or_saveexec_b32 s6, -1", "v_mov_b32_e32 v1, v0", "s_mov_b32 s2, s6", "v_mov_b32_e32 v2, v0", "s_mov_b32 exec_lo, s6"}},
	{name: "c9/other saved exec dead merges", exitLive: wwmLive,
		src: "s_or_saveexec_b32 s6, -1\nv_mov_b32_e32 v1, v0\ns_mov_b32 exec_lo, s6\ns_mov_b32 s2, 0\n" +
			"s_or_saveexec_b32 s7, -1\nv_mov_b32_e32 v2, v0\ns_mov_b32 exec_lo, s7\n",
		fires: true,
		want:  []string{"s_or_saveexec_b32 s6, -1", "v_mov_b32_e32 v1, v0", "s_mov_b32 s2, 0", "v_mov_b32_e32 v2, v0", "s_mov_b32 exec_lo, s6"}},
	{name: "c9/other saved exec read later does not merge", exitLive: wwmLive,
		src: "s_or_saveexec_b32 s6, -1\nv_mov_b32_e32 v1, v0\ns_mov_b32 exec_lo, s6\n" +
			"s_or_saveexec_b32 s7, -1\nv_mov_b32_e32 v2, v0\ns_mov_b32 exec_lo, s7\ns_mov_b32 s3, s7\n",
		reason: "the second region's saved exec s7 is read later"},
	{name: "c10/scc read after the second saveexec does not merge", exitLive: wwmLive,
		src: "s_or_saveexec_b32 s6, -1\nv_mov_b32_e32 v1, v0\ns_mov_b32 exec_lo, s6\ns_cmp_eq_u32 s2, 0\n" +
			"s_or_saveexec_b32 s7, -1\ns_cselect_b32 s3, 1, 0\nv_mov_b32_e32 v2, v0\ns_mov_b32 exec_lo, s7\n",
		reason: "scc, which the second saveexec sets, is read afterwards"},
	{name: "c10/scc read before the second saveexec merges", exitLive: wwmLive,
		src: "s_or_saveexec_b32 s6, -1\nv_mov_b32_e32 v1, v0\ns_mov_b32 exec_lo, s6\ns_cmp_eq_u32 s2, 0\ns_cselect_b32 s3, 1, 0\n" +
			"s_or_saveexec_b32 s7, -1\nv_mov_b32_e32 v2, v0\ns_mov_b32 exec_lo, s7\n",
		fires: true,
		want: []string{"s_or_saveexec_b32 s6, -1", "v_mov_b32_e32 v1, v0", "s_cmp_eq_u32 s2, 0", "s_cselect_b32 s3, 1, 0",
			"v_mov_b32_e32 v2, v0", "s_mov_b32 exec_lo, s6"}},
	// What llc-16 -mcpu=gfx1030 writes for llvm.amdgcn.set.inactive and
	// llvm.amdgcn.strict.wwm (docs/reference/wwm.md), its load and store
	// left out: the pass leaves it as it is.
	{name: "llc/set.inactive and strict.wwm kept", exitLive: wwmRegs("v0", "v1", "v2", "s2"),
		src: "s_mov_b32 s2, exec_lo\nv_cmpx_gt_u32_e32 5, v0\ns_cbranch_execz .LBB0_2\nv_mov_b32_e32 v1, v0\n" +
			"s_not_b32 exec_lo, exec_lo\nv_mov_b32_e32 v1, 7\ns_not_b32 exec_lo, exec_lo\ns_or_saveexec_b32 s2, -1\n" +
			"v_add_nc_u32_e32 v1, 3, v1\ns_mov_b32 exec_lo, s2\nv_mov_b32_e32 v2, v1\nv_lshlrev_b32_e32 v0, 2, v0\n.LBB0_2:\n",
		want: []string{"s_mov_b32 s2, exec_lo", "v_cmpx_gt_u32_e32 5, v0", "s_cbranch_execz .LBB0_2", "v_mov_b32_e32 v1, v0",
			"s_not_b32 exec_lo, exec_lo", "v_mov_b32_e32 v1, 7", "s_not_b32 exec_lo, exec_lo", "s_or_saveexec_b32 s2, -1",
			"v_add_nc_u32_e32 v1, 3, v1", "s_mov_b32 exec_lo, s2", "v_mov_b32_e32 v2, v1", "v_lshlrev_b32_e32 v0, 2, v0"}},
	{name: "llc/strict.wwm written as a marked copy after set.inactive", wave: 64, exitLive: wwmRegs("v1", "v2"),
		src: "v_mov_b32_e32 v1, v0\ns_not_b64 exec, exec\nv_mov_b32_e32 v1, 7\ns_not_b64 exec, exec\n" +
			"v_mov_b32_e32 v2, v1 ; wavesim: wwm\n",
		fires: true,
		want: []string{"v_mov_b32_e32 v1, v0", "s_not_b64 exec, exec", "v_mov_b32_e32 v1, 7", "s_not_b64 exec, exec",
			"s_or_saveexec_b64 s[0:1], -1", "v_mov_b32_e32 v2, v1", "s_mov_b64 exec, s[0:1]"}},
}

func (c *wwmCase) parse(t *testing.T) *isa.Program {
	t.Helper()
	arch, wave := c.arch, c.wave
	if arch == "" {
		arch = "gfx1030"
	}
	if wave == 0 {
		wave = 32
	}
	p, err := isa.Parse("t.s", []byte(c.src), isa.ParseOptions{Arch: isa.MustArch(arch), Wave: wave})
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, c.src)
	}
	return p
}

// runWWM runs the pass (the correct one for nil) with exitLive live at the
// end.
func runWWM(p *isa.Program, pass Pass, exitLive []isa.Reg) (*isa.Program, *Report) {
	if pass == nil {
		pass = newWWM()
	}
	q, reps := Run(p, []Pass{pass}, Options{ExitLive: UnitsOf(exitLive)})
	return q, reps[0]
}

// wwmStates is how many random states each case's rewrite is checked on.
const wwmStates = 300

func TestWWMConditions(t *testing.T) {
	for i := range wwmCases {
		c := &wwmCases[i]
		t.Run(c.name, func(t *testing.T) {
			p := c.parse(t)
			q, rep := runWWM(p, nil, c.exitLive)
			if got := rep.Rewritten() > 0; got != c.fires {
				t.Fatalf("fires=%v, want %v; sites %v\n%s", got, c.fires, rep.Sites, q)
			}
			if c.reason != "" {
				found := false
				for _, s := range rep.Sites {
					found = found || !s.Rewritten && strings.Contains(s.Reason, c.reason)
				}
				if !found {
					t.Errorf("no skipped site says %q: %v", c.reason, rep.Sites)
				}
			}
			if c.want != nil {
				var got []string
				for _, in := range q.Insts {
					got = append(got, isa.FormatInst(in, q.Arch))
				}
				if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
					t.Errorf("rewritten:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(c.want, "\n"))
				}
			}
			live := append(append([]isa.Reg(nil), c.exitLive...), isa.ExecFor(p.Wave))
			if m, seed := vcmpxValidate(t, p, q, live, 1, wwmStates); m != nil {
				t.Errorf("seed %d: %v\n%s", seed, m, m.Diff)
			}
		})
	}
}

// Each condition of the doc comment has a firing and a non-firing case.
func TestWWMConditionsCovered(t *testing.T) {
	fires, stays := map[string]bool{}, map[string]bool{}
	for _, c := range wwmCases {
		cond, _, _ := strings.Cut(c.name, "/")
		if c.fires {
			fires[cond] = true
		}
		if !c.fires || c.reason != "" || c.stops {
			stays[cond] = true
		}
	}
	for i := 1; i <= 10; i++ {
		cond := fmt.Sprintf("c%d", i)
		if i == 3 {
			continue // the rewrite itself: every lowering case shows it
		}
		if !fires[cond] {
			t.Errorf("condition %d has no firing case", i)
		}
		if !stays[cond] {
			t.Errorf("condition %d has no case it stops", i)
		}
	}
}

// The README's example: the pass gives the same program from the marked
// copies (testdata/wwm/marked.s) as from the naive lowering with one region
// per copy (naive.s), with one exec save, and the validator agrees.
func TestWWMExample(t *testing.T) {
	live := wwmRegs("v1", "v2", "v3", "v4", "v5", "exec_lo", "s2", "s3")
	var outs []string
	for _, f := range []string{"marked.s", "naive.s"} {
		src, err := os.ReadFile("testdata/wwm/" + f)
		if err != nil {
			t.Fatal(err)
		}
		p, err := isa.Parse(f, src, isa.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		q, _ := runWWM(p, nil, live)
		var insts []string
		for _, in := range q.Insts {
			insts = append(insts, isa.FormatInst(in, q.Arch))
		}
		out := strings.Join(insts, "\n")
		if n := strings.Count(out, "s_or_saveexec_b32"); n != 1 {
			t.Errorf("%s: %d exec saves, want 1:\n%s", f, n, out)
		}
		if m, seed := vcmpxValidate(t, p, q, live, 1, wwmStates); m != nil {
			t.Errorf("%s, seed %d: %v\n%s", f, seed, m, m.Diff)
		}
		outs = append(outs, out)
	}
	if outs[0] != outs[1] {
		t.Errorf("marked.s gives\n%s\nnaive.s gives\n%s", outs[0], outs[1])
	}
}
