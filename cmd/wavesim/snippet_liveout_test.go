package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// uniformIf is the uniform if of docs/passes.md.
const uniformIf = "s_cmp_lt_i32 s2, s3\ns_cbranch_scc1 .Ljoin\nv_add_nc_u32_e32 v1, v2, v3\nv_mul_lo_u32 v1, v1, v1\n.Ljoin:\nv_add_nc_u32_e32 v4, v1, v4\n"

// Without --live-out a snippet compare checks what the original leaves
// live: every register it names, an scc its own reader consumed aside. A
// register only the rewrite writes is its temporary, not compared but
// named; a clobbered input or a changed result still differs; --live-out
// still rules when given.
func TestSnippetCompareLiveness(t *testing.T) {
	const temp = "(written only by the rewritten program: a temporary it introduced)"
	const consumed = "scc (the original reads every value it leaves there: a condition its reader consumed)"
	for _, c := range []struct {
		name   string
		a, b   string   // b "" runs --passes
		flags  []string // besides --arch gfx1030
		differ string   // the mismatch's start, "" for identical
		same   string   // the identical verdict's registers
		not    string   // the "not compared:" line, "" for none
		// nothing is the reason an inconclusive verdict (exit 3) gives
		// for comparing no register.
		nothing string
	}{
		{name: "uniform if: the saved exec is a temporary", a: uniformIf,
			flags: []string{"--passes", "uniform-to-exec,vcmpx,execz-ifconv"},
			same:  "s2, s3, exec_lo, v1 (every lane), v2 (every lane), v3 (every lane), v4 (every lane)",
			not:   "s0 " + temp + "; " + consumed},
		{name: "uniform if in wave64: a saved pair, and vcc", a: uniformIf,
			flags: []string{"--wave", "64", "--passes", "uniform-to-exec"},
			same:  "s2, s3, exec_lo, exec_hi, v1 (every lane), v2 (every lane), v3 (every lane), v4 (every lane)",
			not:   "s0, s1, vcc_lo, vcc_hi " + temp + "; " + consumed},
		{name: "--live-out rules", a: uniformIf,
			flags: []string{"--passes", "uniform-to-exec,vcmpx,execz-ifconv", "--live-out", "v1,v4,exec_lo"},
			same:  "exec_lo, v1 (every lane), v4 (every lane)"},
		{name: "an SGPR the original only reads, clobbered",
			a: "v_add_nc_u32_e32 v1, s2, v3\n", b: "v_add_nc_u32_e32 v1, s2, v3\ns_mov_b32 s2, 0\n",
			differ: "mismatch: s2: "},
		{name: "a VGPR the original only reads, clobbered",
			a: "v_add_nc_u32_e32 v1, s2, v3\n", b: "v_add_nc_u32_e32 v1, s2, v3\nv_mov_b32_e32 v3, 0\n",
			differ: "mismatch: v3 lane "},
		{name: "the clobbered input left out by --live-out",
			a: "v_add_nc_u32_e32 v1, s2, v3\n", b: "v_add_nc_u32_e32 v1, s2, v3\ns_mov_b32 s2, 0\n",
			flags: []string{"--live-out", "v1"}, same: "v1 (every lane)"},
		{name: "exec the original only reads, changed",
			a: "v_mov_b32_e32 v1, v2\n", b: "v_mov_b32_e32 v1, v2\ns_mov_b32 exec_lo, -1\n",
			differ: "mismatch: exec_lo: "},
		{name: "a register both write, changed",
			a: "s_add_u32 s4, s2, s3\n", b: "s_sub_u32 s4, s2, s3\n",
			differ: "mismatch: s4: "},
		{name: "an scc the original leaves unread is a result",
			a: "s_add_u32 s4, s2, s3\n", b: "s_add_u32 s4, s2, s3\ns_cmp_eq_u32 s4, s4\n",
			differ: "mismatch: scc: "},
		{name: "an scc the original's branch consumed is not",
			a:    "s_cmp_lt_i32 s2, s3\ns_cbranch_scc1 .L\nv_mov_b32_e32 v1, 0\n.L:\n",
			b:    "s_cmp_lt_i32 s2, s3\ns_cbranch_scc1 .L\nv_mov_b32_e32 v1, 0\n.L:\ns_cmp_eq_u32 s2, s2\n",
			same: "s2, s3, exec_lo, v1 (every lane)", not: consumed},
		{name: "wave32: vcc_hi only the rewrite writes",
			a: "v_cmp_gt_f32_e32 vcc_lo, 0, v2\n", b: "v_cmp_gt_f32_e32 vcc_lo, 0, v2\ns_mov_b32 vcc_hi, 0\n",
			same: "vcc_lo, exec_lo, v2 (every lane)", not: "vcc_hi " + temp},
		{name: "the half of a pair the original never names",
			a: "s_mov_b32 s4, 1\n", b: "s_mov_b64 s[4:5], 1\n",
			same: "s4", not: "s5 " + temp},
		{name: "an original that names no register",
			a: "s_nop 0\n", b: "s_mov_b32 s0, 1\n",
			nothing: "the original names no register", not: "s0 " + temp},
		{name: "an original that names only the scc its branch consumes",
			a: "s_cmp_eq_u32 1, 1\ns_cbranch_scc1 .L\n.L:\n", b: "s_cmp_eq_u32 1, 1\ns_cbranch_scc1 .L\n.L:\n",
			nothing: "the original names only scc, which it reads itself (", not: consumed},
		{name: "snippets that write no register",
			a: "s_nop 0\n", b: "s_nop 1\n",
			nothing: "neither snippet writes a register"},
		{name: "the half it reads",
			// The first state's s5 is 1, a dictionary value, so s4 agrees
			// and the clobbered input s5 differs.
			a: "s_mov_b32 s4, s5\n", b: "s_mov_b64 s[4:5], 1\n",
			differ: "mismatch: s5: "},
	} {
		t.Run(c.name, func(t *testing.T) {
			dir := t.TempDir()
			a := filepath.Join(dir, "a.s")
			os.WriteFile(a, []byte(c.a), 0o644)
			args := append([]string{"compare", "--arch", "gfx1030", "--runs", "30"}, c.flags...)
			args = append(args, a)
			if c.b != "" {
				b := filepath.Join(dir, "b.s")
				os.WriteFile(b, []byte(c.b), 0o644)
				args = append(args, b)
			}
			out, err := run(t, args...)
			verdict := lineAfter(out, "verdict: ")
			switch {
			case c.nothing != "":
				if exitCode(err) != exitInconclusive || !strings.HasPrefix(verdict, "nothing compared: "+c.nothing) {
					t.Errorf("want inconclusive, nothing compared: %s...; got %v\n%s", c.nothing, err, out)
				}
			case c.differ != "" && (err == nil || !strings.HasPrefix(verdict, "DIFFERENT: "+c.differ)):
				t.Errorf("want DIFFERENT: %s...; got %v\n%s", c.differ, err, out)
			case c.differ == "" && c.nothing == "" && (err != nil || verdict != "identical "+c.same+" over 30 random states"):
				t.Errorf("want identical %s; got %v\n%s", c.same, err, out)
			}
			if got := lineAfter(out, "not compared: "); got != c.not {
				t.Errorf("not compared: %q, want %q", got, c.not)
			}
		})
	}
}

// lineAfter is the rest of the line of out that starts with prefix.
func lineAfter(out, prefix string) string {
	for _, l := range strings.Split(out, "\n") {
		if rest, ok := strings.CutPrefix(l, prefix); ok {
			return rest
		}
	}
	return ""
}

// --json lists what the default left out, with why, beside what it
// compared.
func TestSnippetCompareLivenessJSON(t *testing.T) {
	a := filepath.Join(t.TempDir(), "u.s")
	os.WriteFile(a, []byte(uniformIf), 0o644)
	out, err := run(t, "compare", "--arch", "gfx1030", "--runs", "5", "--json", "--passes", "uniform-to-exec,vcmpx", a)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	var j struct {
		Identical   bool     `json:"identical"`
		Registers   []string `json:"registers_compared"`
		NotCompared []struct {
			Reg string `json:"reg"`
			Why string `json:"why"`
		} `json:"registers_not_compared"`
	}
	if err := json.Unmarshal([]byte(out[strings.Index(out, "{"):]), &j); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	got := fmt.Sprint(j.NotCompared)
	if !j.Identical || strings.Join(j.Registers, ",") != "s2,s3,exec_lo,v1,v2,v3,v4" ||
		got != "[{s0 written only by the rewritten program: a temporary it introduced} {scc the original reads every value it leaves there: a condition its reader consumed}]" {
		t.Errorf("%+v", j)
	}
}
