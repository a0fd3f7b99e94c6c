package opt

import (
	"fmt"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// A snippet's default exit liveness is every register unit it names,
// written or only read, implicit ones included, and scc only when some
// value it leaves there is unread. Each row names what it pins.
func TestSnippetExitLive(t *testing.T) {
	for _, c := range []struct {
		name, src string
		wave      int
		want      string
		dropped   bool // scc named but left out
	}{
		{"reads are live: an input stays for the code after", "v_add_nc_u32_e32 v1, s2, v3\n", 32,
			"[s2 exec_lo v1 v3]", false},
		{"the s_cmp scc its branch takes is consumed", "s_cmp_lt_i32 s2, s3\ns_cbranch_scc1 .L\nv_mov_b32_e32 v1, 0\n.L:\n", 32,
			"[s2 s3 exec_lo v1]", true},
		{"a last saveexec's scc is unread: live", "v_cmp_gt_f32_e32 vcc_lo, 0, v2\ns_and_saveexec_b32 s2, vcc_lo\n", 32,
			"[s2 vcc_lo exec_lo scc v2]", false},
		{"an scc written after its branch is live", "s_cmp_lt_i32 s2, s3\ns_cbranch_scc1 .L\ns_add_u32 s4, s4, 1\n.L:\n", 32,
			"[s2 s3 s4 scc]", false},
		{"scc written on one path and read there too", "s_cmp_lt_i32 s2, s3\ns_cbranch_scc1 .L\ns_add_u32 s4, s4, 1\ns_cselect_b32 s5, 1, 0\n.L:\n", 32,
			"[s2 s3 s4 s5]", true},
		{"an scc only read, the input consumed", "s_cselect_b32 s4, s5, s6\n", 32,
			"[s4 s5 s6]", true},
		{"a path that leaves the caller's scc untouched keeps it live", "s_cbranch_execz .L\ns_cselect_b32 s4, 1, 0\n.L:\n", 32,
			"[s4 exec_lo scc]", false},
		{"s_addc reads and writes: the carry out is unread", "s_addc_u32 s4, s4, 0\n", 32,
			"[s4 scc]", false},
		{"wave64: vcc and exec are pairs", "v_cmp_gt_f32_e32 vcc, 0, v2\ns_and_saveexec_b64 s[2:3], vcc\n", 64,
			"[s2 s3 vcc_lo vcc_hi exec_lo exec_hi scc v2]", false},
		{"wave32 vcc is vcc_lo alone", "v_cndmask_b32_e32 v1, v2, v3, vcc_lo\n", 32,
			"[vcc_lo exec_lo v1 v2 v3]", false},
		{"one half of a pair", "s_mov_b32 s5, s2\n", 32,
			"[s2 s5]", false},
		{"a loop reads its own scc back", "s_mov_b32 s2, 3\n.L:\ns_sub_u32 s2, s2, 1\ns_cmp_lg_u32 s2, 0\ns_cbranch_scc1 .L\n", 32,
			"[s2]", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			p, err := isa.Parse("t.s", []byte(c.src), isa.ParseOptions{Arch: isa.MustArch("gfx1030"), Wave: c.wave})
			if err != nil {
				t.Fatal(err)
			}
			live, dropped := SnippetExitLive(p)
			if got := fmt.Sprint(live); got != c.want || dropped != c.dropped {
				t.Errorf("live %s, scc dropped %v; want %s, %v", got, dropped, c.want, c.dropped)
			}
		})
	}
}

// With the default liveness, uniform-to-exec rewrites the uniform if of
// docs/passes.md: the branch took the s_cmp's scc, and the saved exec is
// an SGPR the snippet never names.
func TestUniformToExecSnippetDefault(t *testing.T) {
	src := "s_cmp_lt_i32 s2, s3\ns_cbranch_scc1 .Ljoin\nv_add_nc_u32_e32 v1, v2, v3\nv_mul_lo_u32 v1, v1, v1\n.Ljoin:\nv_add_nc_u32_e32 v4, v1, v4\n"
	p, err := isa.Parse("u.s", []byte(src), isa.ParseOptions{Arch: isa.MustArch("gfx1030")})
	if err != nil {
		t.Fatal(err)
	}
	pass, _ := Lookup("uniform-to-exec")
	live, _ := SnippetExitLive(p)
	if _, reps := Run(p, []Pass{pass}, Options{ExitLive: UnitsOf(live)}); reps[0].Rewritten() != 1 {
		t.Errorf("not rewritten under %v: %v", live, reps[0].Sites)
	}
	if _, reps := Run(p, []Pass{pass}, Options{ExitLive: UnitsOf(p.Writes())}); reps[0].Rewritten() != 0 {
		t.Errorf("rewritten with scc live at the end: %v", reps[0].Sites)
	}
}
