package opt

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt/validate"
)

// vcmpxCase is one program for the vcmpx pass and what the pass must do
// with it.
type vcmpxCase struct {
	name  string
	arch  string // "" is gfx1030
	wave  int    // 0 is 32
	force bool
	// exitLive are declared live where the snippet falls off its end; the
	// validator compares them too.
	exitLive []isa.Reg
	src      string
	// fires: at least one s_and_saveexec is rewritten.
	fires bool
	// reason must occur in Report.NotApplied or in the Reason of a skipped
	// site. Required when the pass must not fire (unless noSite); for a
	// firing case it names a second site that must stay.
	reason string
	// noSite: the instruction is not a candidate at all, so no site is
	// reported.
	noSite bool
	// want is the whole rewritten program, one instruction per entry, as
	// isa.FormatInst prints it.
	want []string
}

func (c *vcmpxCase) target() (*isa.Arch, int) {
	arch, wave := c.arch, c.wave
	if arch == "" {
		arch = "gfx1030"
	}
	if wave == 0 {
		wave = 32
	}
	return isa.MustArch(arch), wave
}

// vcmpxFill repeats an instruction n times, one per line.
func vcmpxFill(n int, inst string) string { return strings.Repeat(inst+"\n", n) }

func vcmpxLines(s ...string) string { return strings.Join(s, "\n") + "\n" }

// callCase is a kernel that calls f, whose body is given.
func callCase(body ...string) string {
	return "\t.text\n\t.type\tf,@function\nf:\n\t" + strings.Join(body, "\n\t") +
		"\n\ts_setpc_b64 s[30:31]\n\t.type\tk,@function\nk:\n\ts_getpc_b64 s[4:5]\n" +
		"\ts_add_u32 s4, s4, f@rel32@lo+4\n\ts_addc_u32 s5, s5, f@rel32@hi+12\n\ts_swappc_b64 s[30:31], s[4:5]\n" +
		"\ts_endpgm\n; COMPUTE_PGM_RSRC2:USER_SGPR: 0\n"
}

var vcmpxCallTail = []string{"s_setpc_b64 s[30:31]", "s_getpc_b64 s[4:5]", "s_add_u32 s4, s4, f@rel32@lo+4",
	"s_addc_u32 s5, s5, f@rel32@hi+12", "s_swappc_b64 s[30:31], s[4:5]", "s_endpgm"}

var vcmpxCases = []vcmpxCase{
	// Functions a kernel calls are rewritten, with every register live
	// where they return.
	{name: "calls/callee fires",
		src: callCase("v_cmp_gt_u32_e32 vcc_lo, 0x64, v0", "s_and_saveexec_b32 s2, vcc_lo", "s_cbranch_execz .LBB0_2",
			"v_mov_b32_e32 v1, 1", ".LBB0_2:", "s_or_b32 exec_lo, exec_lo, s2", "s_mov_b32 vcc_lo, 0"),
		fires: true,
		want: append([]string{"s_mov_b32 s2, exec_lo", "v_cmpx_gt_u32_e32 0x64, v0", "s_cbranch_execz .LBB0_2",
			"v_mov_b32_e32 v1, 1", "s_or_b32 exec_lo, exec_lo, s2", "s_mov_b32 vcc_lo, 0"}, vcmpxCallTail...)},
	{name: "calls/compare result live at the return",
		src: callCase("v_cmp_gt_u32_e32 vcc_lo, 0x64, v0", "s_and_saveexec_b32 s2, vcc_lo", "s_cbranch_execz .LBB0_2",
			"v_mov_b32_e32 v1, 1", ".LBB0_2:", "s_or_b32 exec_lo, exec_lo, s2"),
		reason: "the compare result vcc_lo is live"},
	// Condition 1: targets.
	{name: "c1/gfx1030 fires", arch: "gfx1030",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_saveexec_b32 s2, vcc_lo"),
		fires: true,
		want:  []string{"s_mov_b32 s2, exec_lo", "v_cmpx_gt_u32_e32 0x64, v0"}},
	{name: "c1/gfx1100 fires", arch: "gfx1100",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_saveexec_b32 s2, vcc_lo"),
		fires: true,
		want:  []string{"s_mov_b32 s2, exec_lo", "v_cmpx_gt_u32_e32 0x64, v0"}},
	{name: "c1/gfx1100 wave64 e64 fires", arch: "gfx1100", wave: 64,
		src: vcmpxLines(
			"v_cmp_lt_f32_e64 s[4:5], |v0|, -v1",
			"s_and_saveexec_b64 s[2:3], s[4:5]"),
		fires: true,
		want:  []string{"s_mov_b64 s[2:3], exec", "v_cmpx_lt_f32_e64 |v0|, -v1"}},
	{name: "c1/gfx900 does not fire", arch: "gfx900", wave: 64,
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc, 0x64, v0",
			"s_and_saveexec_b64 s[2:3], vcc"),
		reason: "gfx900 (GFX9) lacks GFX10.3 instructions"},
	{name: "c1/gfx1010 does not fire", arch: "gfx1010",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_saveexec_b32 s2, vcc_lo"),
		reason: "gfx1010 has the v_cmpx exec write-after-read hazard"},
	{name: "c1/gfx1010 with force fires with the depctr", arch: "gfx1010", force: true,
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_saveexec_b32 s2, vcc_lo"),
		fires: true,
		want:  []string{"s_mov_b32 s2, exec_lo", "s_waitcnt_depctr 0xfffe", "v_cmpx_gt_u32_e32 0x64, v0"}},

	// Condition 2: the saveexec and LLVM's search window.
	{name: "c2/s_and_saveexec_b32 in wave32 fires",
		src: vcmpxLines(
			"v_cmp_ne_u32_e32 vcc_lo, 0, v1",
			"s_and_saveexec_b32 s6, vcc_lo",
			"s_cbranch_execz .Lend",
			"v_add_nc_u32_e32 v2, v2, v1",
			".Lend:"),
		fires: true,
		want:  []string{"s_mov_b32 s6, exec_lo", "v_cmpx_ne_u32_e32 0, v1", "s_cbranch_execz .Lend", "v_add_nc_u32_e32 v2, v2, v1"}},
	{name: "c2/s_and_saveexec_b64 in wave64 fires", wave: 64,
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc, 0x64, v0",
			"s_and_saveexec_b64 s[2:3], vcc"),
		fires: true,
		want:  []string{"s_mov_b64 s[2:3], exec", "v_cmpx_gt_u32_e32 0x64, v0"}},
	{name: "c2/s_or_saveexec_b32 is not a candidate",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_or_saveexec_b32 s2, vcc_lo"),
		noSite: true},
	{name: "c2/s_and_saveexec_b64 in wave32 does not fire",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_saveexec_b64 s[2:3], vcc"),
		reason: "s_and_saveexec_b64 in wave32: only s_and_saveexec_b32 is handled"},
	{name: "c2/s_and_saveexec_b32 in wave64 does not fire", wave: 64,
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc, 0x64, v0",
			"s_and_saveexec_b32 s2, vcc_lo"),
		reason: "s_and_saveexec_b32 in wave64: only s_and_saveexec_b64 is handled"},
	{name: "c2/saveexec 10th from the block end fires",
		src: "v_cmp_gt_u32_e32 vcc_lo, 0x64, v0\n" +
			"s_and_saveexec_b32 s2, vcc_lo\n" +
			vcmpxFill(9, "v_add_nc_u32_e32 v1, v1, v2"),
		fires: true,
		want: append([]string{"s_mov_b32 s2, exec_lo", "v_cmpx_gt_u32_e32 0x64, v0"},
			strings.Split(strings.TrimSpace(vcmpxFill(9, "v_add_nc_u32_e32 v1, v1, v2")), "\n")...)},
	{name: "c2/saveexec 11th from the block end does not fire",
		src: "v_cmp_gt_u32_e32 vcc_lo, 0x64, v0\n" +
			"s_and_saveexec_b32 s2, vcc_lo\n" +
			vcmpxFill(10, "v_add_nc_u32_e32 v1, v1, v2"),
		reason: "not among the last 10 instructions of its block before any later exec write"},
	{name: "c2/later exec write in the window stops the scan before the saveexec",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_saveexec_b32 s2, vcc_lo",
			"v_add_nc_u32_e32 v1, v1, v2",
			"s_or_b32 exec_lo, exec_lo, s2",
			"v_add_nc_u32_e32 v3, v3, v2"),
		reason: "not among the last 10 instructions of its block before any later exec write"},
	{name: "c2/the exec write that ends the scan is itself examined",
		// Two saveexecs in one block: the reverse scan meets the second
		// first, examines it (it fires) and stops, so the first is out.
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_saveexec_b32 s2, vcc_lo",
			"v_cmp_lt_i32_e64 s4, v1, v2",
			"s_and_saveexec_b32 s3, s4"),
		fires:  true,
		reason: "not among the last 10 instructions",
		want: []string{"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0", "s_and_saveexec_b32 s2, vcc_lo",
			"s_mov_b32 s3, exec_lo", "v_cmpx_lt_i32_e64 v1, v2"}},
	{name: "c2/exec write before the compare does not matter",
		src: vcmpxLines(
			"s_or_b32 exec_lo, exec_lo, s5",
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_saveexec_b32 s2, vcc_lo"),
		fires: true,
		want:  []string{"s_or_b32 exec_lo, exec_lo, s5", "s_mov_b32 s2, exec_lo", "v_cmpx_gt_u32_e32 0x64, v0"}},
	{name: "c2/saveexec source not a register does not fire",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_saveexec_b32 s2, -1"),
		reason: "the saveexec source is not a register"},
	{name: "c2/saveexec destination not an SGPR does not fire",
		src: vcmpxLines(
			"v_cmp_gt_u32_e64 s4, 0x64, v0",
			"s_and_saveexec_b32 vcc_lo, s4"),
		reason: "the saveexec destination is not an SGPR"},

	// Condition 3: the backwards walk (at most 20 instructions examined,
	// so the compare may sit at most 20 instructions before the saveexec).
	{name: "c3/v_cmp 20 instructions back (19 between) fires",
		src: "v_cmp_gt_u32_e32 vcc_lo, 0x64, v0\n" +
			vcmpxFill(19, "v_add_nc_u32_e32 v1, v1, v2") +
			"s_and_saveexec_b32 s2, vcc_lo\n",
		fires: true,
		want: append(strings.Split(strings.TrimSpace(vcmpxFill(19, "v_add_nc_u32_e32 v1, v1, v2")), "\n"),
			"s_mov_b32 s2, exec_lo", "v_cmpx_gt_u32_e32 0x64, v0")},
	{name: "c3/v_cmp 21 instructions back (20 between) does not fire",
		src: "v_cmp_gt_u32_e32 vcc_lo, 0x64, v0\n" +
			vcmpxFill(20, "v_add_nc_u32_e32 v1, v1, v2") +
			"s_and_saveexec_b32 s2, vcc_lo\n",
		reason: "no v_cmp writing vcc_lo within 20 instructions before it in its block"},
	{name: "c3/exec write between does not fire",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_or_b32 exec_lo, exec_lo, s5",
			"s_and_saveexec_b32 s2, vcc_lo"),
		reason: `exec is written by "s_or_b32 exec_lo, exec_lo, s5"`},
	{name: "c3/v_cmpx between (a VALU exec write) does not fire",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"v_cmpx_ne_u32_e32 0, v3",
			"s_and_saveexec_b32 s2, vcc_lo"),
		reason: `exec is written by "v_cmpx_ne_u32_e32 0, v3"`},
	{name: "c3/an earlier saveexec between is an exec write: does not fire",
		// The walk from the second saveexec stops at the first (and the
		// reverse scan stops at the second, so the first is out too).
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_saveexec_b32 s2, vcc_lo",
			"s_and_saveexec_b32 s3, vcc_lo"),
		reason: `exec is written by "s_and_saveexec_b32 s2, vcc_lo" at t.s:2:1 between the compare and the saveexec`},
	{name: "c3/saveexec source redefined by a non-compare does not fire",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_b32 vcc_lo, vcc_lo, s5",
			"s_and_saveexec_b32 s2, vcc_lo"),
		reason: `the saveexec source vcc_lo is written by "s_and_b32 vcc_lo, vcc_lo, s5" at t.s:2:1, which has no v_cmpx form`},
	{name: "c3/saveexec source redefined by a VALU carry-out does not fire",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"v_add_co_u32 v1, vcc_lo, v1, v2",
			"s_and_saveexec_b32 s2, vcc_lo"),
		reason: "which has no v_cmpx form"},
	{name: "c3/the closest compare is taken",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"v_cmp_lt_i32_e32 vcc_lo, v1, v2",
			"s_and_saveexec_b32 s2, vcc_lo"),
		fires: true,
		want:  []string{"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0", "s_mov_b32 s2, exec_lo", "v_cmpx_lt_i32_e32 v1, v2"}},
	{name: "c3/v_cmp before an llc block comment does not fire",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"; %bb.1:",
			"s_and_saveexec_b32 s2, vcc_lo"),
		reason: "no v_cmp writing vcc_lo within 20 instructions before it in its block"},
	{name: "c3/an ordinary comment between does not end the block: fires",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"; %bb.1 is not a block comment without its colon",
			"s_and_saveexec_b32 s2, vcc_lo"),
		fires: true,
		want:  []string{"s_mov_b32 s2, exec_lo", "v_cmpx_gt_u32_e32 0x64, v0"}},
	{name: "c3/v_cmp in another block does not fire",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_cbranch_scc1 .Lnext",
			".Lnext:",
			"s_and_saveexec_b32 s2, vcc_lo"),
		reason: "no v_cmp writing vcc_lo within 20 instructions before it in its block"},

	// Condition 4: compare sources not redefined between.
	{name: "c4/VALU redefines a v_cmp source: does not fire",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, s4, v0",
			"v_add_nc_u32_e32 v0, 5, v0",
			"s_and_saveexec_b32 s2, vcc_lo"),
		reason: `compare source v0 is redefined by "v_add_nc_u32_e32 v0, 5, v0"`},
	{name: "c4/SALU redefines a v_cmp source: does not fire",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, s4, v0",
			"s_add_u32 s4, s4, 1",
			"s_and_saveexec_b32 s2, vcc_lo"),
		reason: `compare source s4 is redefined by "s_add_u32 s4, s4, 1"`},
	{name: "c4/unrelated registers redefined: fires",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, s4, v0",
			"v_add_nc_u32_e32 v1, 5, v1",
			"s_add_u32 s5, s5, 1",
			"s_and_saveexec_b32 s2, vcc_lo"),
		fires: true,
		want:  []string{"v_add_nc_u32_e32 v1, 5, v1", "s_add_u32 s5, s5, 1", "s_mov_b32 s2, exec_lo", "v_cmpx_gt_u32_e32 s4, v0"}},

	{name: "c4/llc IMPLICIT_DEF comment of a v_cmp source between: does not fire",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, s4, v0",
			"; implicit-def: $vgpr0",
			"s_and_saveexec_b32 s2, vcc_lo"),
		reason: `compare source v0 is redefined by an IMPLICIT_DEF ("; implicit-def: v0")`},
	{name: "c4/llc IMPLICIT_DEF comment of another register or before the v_cmp: fires",
		src: vcmpxLines(
			"; implicit-def: $vgpr0",
			"v_cmp_gt_u32_e32 vcc_lo, s4, v0",
			"; implicit-def: $vgpr1, $sgpr6_sgpr7",
			"s_and_saveexec_b32 s2, vcc_lo"),
		fires: true,
		want:  []string{"s_mov_b32 s2, exec_lo", "v_cmpx_gt_u32_e32 s4, v0"}},

	// Condition 5: the saveexec destination is not a compare source.
	{name: "c5/saveexec destination is a v_cmp source: does not fire",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, s0, v0",
			"s_and_saveexec_b32 s0, vcc_lo"),
		reason: `the saveexec destination s0 is a source of "v_cmp_gt_u32_e32 vcc_lo, s0, v0"`},
	{name: "c5/another destination fires",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, s0, v0",
			"s_and_saveexec_b32 s1, vcc_lo"),
		fires: true,
		want:  []string{"s_mov_b32 s1, exec_lo", "v_cmpx_gt_u32_e32 s0, v0"}},

	// Condition 6: the compare result is dead.
	{name: "c6/result read between: does not fire",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"v_cndmask_b32_e32 v1, v2, v3, vcc_lo",
			"s_and_saveexec_b32 s2, vcc_lo"),
		reason: `the compare result vcc_lo is used by "v_cndmask_b32_e32 v1, v2, v3, vcc_lo" at t.s:2:1 before the saveexec`},
	{name: "c6/result read after the saveexec: does not fire",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_saveexec_b32 s2, vcc_lo",
			"v_cndmask_b32_e32 v1, v2, v3, vcc_lo"),
		reason: `the compare result vcc_lo is used after the saveexec by "v_cndmask_b32_e32 v1, v2, v3, vcc_lo" at t.s:3:1`},
	{name: "c6/result read in a successor block: does not fire",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_saveexec_b32 s2, vcc_lo",
			"s_cbranch_execz .Lend",
			"v_mov_b32_e32 v1, 0",
			".Lend:",
			"v_cndmask_b32_e32 v4, v2, v3, vcc_lo",
			"s_endpgm"),
		reason: "the compare result vcc_lo is live out of the block"},
	{name: "c6/result declared exit-live: does not fire",
		exitLive: []isa.Reg{isa.RegVCCLo},
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_saveexec_b32 s2, vcc_lo"),
		reason: "the compare result vcc_lo is live out of the block"},
	{name: "c6/result overwritten after the saveexec before any read: fires",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_saveexec_b32 s2, vcc_lo",
			"v_cmp_eq_u32_e32 vcc_lo, v1, v2",
			"v_cndmask_b32_e32 v3, v4, v5, vcc_lo"),
		fires: true,
		want: []string{"s_mov_b32 s2, exec_lo", "v_cmpx_gt_u32_e32 0x64, v0",
			"v_cmp_eq_u32_e32 vcc_lo, v1, v2", "v_cndmask_b32_e32 v3, v4, v5, vcc_lo"}},
	{name: "c6/result dead at s_endpgm: fires",
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_saveexec_b32 s2, vcc_lo",
			"s_cbranch_execz .Lend",
			"v_mov_b32_e32 v1, 0",
			".Lend:",
			"s_endpgm"),
		fires: true,
		want:  []string{"s_mov_b32 s2, exec_lo", "v_cmpx_gt_u32_e32 0x64, v0", "s_cbranch_execz .Lend", "v_mov_b32_e32 v1, 0", "s_endpgm"}},

	// Condition 7: register units in wave64.
	{name: "c7/v_cmp writes vcc, an SALU reads vcc_lo: does not fire", wave: 64,
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc, 0x64, v0",
			"s_and_saveexec_b64 s[2:3], vcc",
			"s_mov_b32 s6, vcc_lo"),
		reason: `the compare result vcc is used after the saveexec by "s_mov_b32 s6, vcc_lo"`},
	{name: "c7/v_cmp writes vcc, an SALU reads vcc_hi: does not fire", wave: 64,
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc, 0x64, v0",
			"s_and_saveexec_b64 s[2:3], vcc",
			"s_and_b32 s6, vcc_hi, s7"),
		reason: `the compare result vcc is used after the saveexec by "s_and_b32 s6, vcc_hi, s7"`},
	{name: "c7/v_cmp writes vcc, vcc_hi declared exit-live: does not fire", wave: 64,
		exitLive: []isa.Reg{isa.RegVCCHi},
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc, 0x64, v0",
			"s_and_saveexec_b64 s[2:3], vcc"),
		reason: "the compare result vcc is live out of the block"},
	{name: "c7/v_cmp writes s[4:5], v_cndmask reads s[4:5]: does not fire", wave: 64,
		src: vcmpxLines(
			"v_cmp_gt_u32_e64 s[4:5], 0x64, v0",
			"s_and_saveexec_b64 s[2:3], s[4:5]",
			"v_cndmask_b32_e64 v1, v2, v3, s[4:5]"),
		reason: `the compare result s[4:5] is used after the saveexec by "v_cndmask_b32_e64 v1, v2, v3, s[4:5]"`},
	{name: "c7/v_cmp writes s[4:5], a read of s5 only: does not fire", wave: 64,
		src: vcmpxLines(
			"v_cmp_gt_u32_e64 s[4:5], 0x64, v0",
			"s_and_saveexec_b64 s[2:3], s[4:5]",
			"s_mov_b32 s7, s5"),
		reason: `the compare result s[4:5] is used after the saveexec by "s_mov_b32 s7, s5"`},
	{name: "c7/v_cmp writes s[4:5], a read of s6 (next to it): fires", wave: 64,
		src: vcmpxLines(
			"v_cmp_gt_u32_e64 s[4:5], 0x64, v0",
			"s_and_saveexec_b64 s[2:3], s[4:5]",
			"s_mov_b32 s7, s6"),
		fires: true,
		want:  []string{"s_mov_b64 s[2:3], exec", "v_cmpx_gt_u32_e64 0x64, v0", "s_mov_b32 s7, s6"}},
	{name: "c7/v_cmp source s3 redefined through s[2:3]: does not fire", wave: 64,
		src: vcmpxLines(
			"v_cmp_gt_u32_e64 s[4:5], s3, v0",
			"s_mov_b64 s[2:3], 0",
			"s_and_saveexec_b64 s[6:7], s[4:5]"),
		reason: `compare source s3 is redefined by "s_mov_b64 s[2:3], 0"`},
	{name: "c7/saveexec source vcc partly redefined through vcc_hi: does not fire", wave: 64,
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc, 0x64, v0",
			"s_mov_b32 vcc_hi, 0",
			"s_and_saveexec_b64 s[2:3], vcc"),
		reason: `the saveexec source vcc is written by "s_mov_b32 vcc_hi, 0"`},
	{name: "c7/saveexec destination s[2:3] overlaps v_cmp source s3: does not fire", wave: 64,
		src: vcmpxLines(
			"v_cmp_gt_u32_e64 s[4:5], s3, v0",
			"s_and_saveexec_b64 s[2:3], s[4:5]"),
		reason: "the saveexec destination s[2:3] is a source of"},

	// Condition 8: the v_cmpx goes where the saveexec was; what was
	// between keeps running under the old exec, before it.
	{name: "c8/instructions between stay before the v_cmpx",
		src: vcmpxLines(
			"v_and_b32_e32 v9, 0xffc, v9",
			"v_cmp_gt_i32_e32 vcc_lo, v0, v1",
			"v_add_nc_u32_e32 v2, v3, v4",
			"global_store_dword v9, v2, s[0:1]",
			"s_mov_b32 s5, exec_lo",
			"s_and_saveexec_b32 s2, vcc_lo",
			"v_mov_b32_e32 v6, 1"),
		fires: true,
		want: []string{"v_and_b32_e32 v9, 0xffc, v9", "v_add_nc_u32_e32 v2, v3, v4",
			"global_store_dword v9, v2, s[0:1]", "s_mov_b32 s5, exec_lo",
			"s_mov_b32 s2, exec_lo", "v_cmpx_gt_i32_e32 v0, v1", "v_mov_b32_e32 v6, 1"}},

	// Condition 9: the encoding is kept and the v_cmpx has no SGPR
	// destination.
	{name: "c9/e32 stays e32 (wave64, vcc)", wave: 64,
		src: vcmpxLines(
			"v_cmp_class_f32_e32 vcc, v0, v1",
			"s_and_saveexec_b64 s[2:3], vcc"),
		fires: true,
		want:  []string{"s_mov_b64 s[2:3], exec", "v_cmpx_class_f32_e32 v0, v1"}},
	{name: "c9/e64 stays e64 with modifiers (wave64)", wave: 64,
		src: vcmpxLines(
			"v_cmp_lt_f32_e64 s[4:5], |v0|, -v1",
			"s_and_saveexec_b64 s[2:3], s[4:5]"),
		fires: true,
		want:  []string{"s_mov_b64 s[2:3], exec", "v_cmpx_lt_f32_e64 |v0|, -v1"}},
	{name: "c9/e64 stays e64 (wave32, SGPR destination)",
		src: vcmpxLines(
			"v_cmp_ne_u64_e64 s4, v[0:1], s[6:7]",
			"s_and_saveexec_b32 s2, s4"),
		fires: true,
		want:  []string{"s_mov_b32 s2, exec_lo", "v_cmpx_ne_u64_e64 v[0:1], s[6:7]"}},
	{name: "c9/lane mask from an instruction with no v_cmpx form: does not fire",
		src: vcmpxLines(
			"v_add_co_u32 v1, s4, v1, v2",
			"s_and_saveexec_b32 s2, s4"),
		reason: `the saveexec source s4 is written by "v_add_co_u32 v1, s4, v1, v2" at t.s:1:1, which has no v_cmpx form`},
}

func vcmpxParse(t *testing.T, c *vcmpxCase) *isa.Program {
	t.Helper()
	a, wave := c.target()
	p, err := isa.Parse("t.s", []byte(c.src), isa.ParseOptions{Arch: a, Wave: wave})
	if err != nil {
		t.Fatalf("parse: %v\n%s", err, c.src)
	}
	return p
}

func vcmpxInstTexts(p *isa.Program) []string {
	out := make([]string, len(p.Insts))
	for i, in := range p.Insts {
		out[i] = isa.FormatInst(in, p.Arch)
	}
	return out
}

// runVcmpx runs a vcmpx pass (the registered one when pass is nil).
func runVcmpx(t *testing.T, p *isa.Program, pass Pass, force bool, exitLive []isa.Reg) (*isa.Program, *Report) {
	t.Helper()
	if pass == nil {
		ps, err := ParsePasses("vcmpx")
		if err != nil {
			t.Fatal(err)
		}
		pass = ps[0]
	}
	var live Units
	for _, r := range exitLive {
		live.Add(r)
	}
	q, reps := Run(p, []Pass{pass}, Options{Force: force, ExitLive: live})
	if len(reps) != 1 {
		t.Fatalf("%d reports, want 1", len(reps))
	}
	return q, reps[0]
}

// vcmpxLiveOut is what the validator compares for a rewrite: exec and
// every register the original program names, except the destinations of
// its compares (the pass may drop those when they are dead) and scc (the
// s_mov and v_cmpx do not write it; no case reads it after the saveexec,
// see TestVcmpxSaveexecSCC), plus the declared exit-live registers. All
// VGPR lanes are compared, inactive ones included.
func vcmpxLiveOut(p *isa.Program, exitLive []isa.Reg) []isa.Reg {
	var u Units
	u.Add(isa.ExecFor(p.Wave))
	var drop Units
	drop.Add(isa.RegSCC)
	for _, in := range p.Insts {
		for _, r := range in.Defs(p.Wave) {
			u.Add(r)
		}
		for _, r := range in.Uses(p.Wave) {
			u.Add(r)
		}
		if in.Op.Format == isa.VOPC && !in.Op.Cmpx {
			if d, ok := vcmpDst(in); ok {
				drop.Add(d)
			}
		}
	}
	for _, r := range exitLive {
		drop.Remove(r)
		u.Add(r)
	}
	var out []isa.Reg
	for i := 0; i < isa.MaxVGPRs; i++ {
		if r := isa.VGPR(i, 1); u.Has(r) && !drop.Has(r) {
			out = append(out, r)
		}
	}
	for i := 0; i < isa.NumScalarSlots; i++ {
		r := isa.Reg{File: isa.FileS, Idx: uint16(i), N: 1}
		if !u.Has(r) || drop.Has(r) {
			continue
		}
		if r.IsSGPR() || r.IsVCC() || r.IsExec() || r == isa.RegM0 {
			out = append(out, r)
		}
	}
	return out
}

// vcmpxNumVGPRs is one more than the highest VGPR the program names.
func vcmpxNumVGPRs(p *isa.Program) int {
	n := 1
	for _, in := range p.Insts {
		for _, rs := range [][]isa.Reg{in.Defs(p.Wave), in.Uses(p.Wave)} {
			for _, r := range rs {
				if r.File == isa.FileV {
					n = max(n, int(r.Idx)+int(r.N))
				}
			}
		}
	}
	return n
}

// vcmpxValidate runs the original and the rewritten program from seeds
// first..last and returns the first mismatch and the seed it took. A
// state on which both sides fault compares equal, so it would prove
// nothing: the test programs keep their addresses in range and any such
// state is an error.
func vcmpxValidate(t *testing.T, orig, rewritten *isa.Program, liveOut []isa.Reg, first, last uint64) (*validate.Mismatch, uint64) {
	t.Helper()
	c, err := validate.NewChecker(orig, rewritten, liveOut)
	if err != nil {
		t.Fatalf("validator: %v", err)
	}
	nv := vcmpxNumVGPRs(orig)
	for seed := first; seed <= last; seed++ {
		o := c.Run(validate.RandomState(seed, orig.Wave, nv))
		if o.Mismatch != nil {
			return o.Mismatch, seed
		}
		if o.BothFaulted {
			t.Fatalf("seed %d: both programs fault", seed)
		}
	}
	return nil, 0
}

func TestVcmpxConditions(t *testing.T) {
	for i := range vcmpxCases {
		c := &vcmpxCases[i]
		t.Run(c.name, func(t *testing.T) {
			p := vcmpxParse(t, c)
			q, rep := runVcmpx(t, p, nil, c.force, c.exitLive)
			var skipped []string
			for _, s := range rep.Sites {
				if !s.Rewritten {
					skipped = append(skipped, s.Reason)
				}
			}
			sites := fmt.Sprintf("NotApplied=%q sites=%v", rep.NotApplied, rep.Sites)
			if got := rep.Rewritten() > 0; got != c.fires {
				t.Fatalf("fires=%v, want %v; %s\nrewritten:\n%s", got, c.fires, sites, q)
			}
			if c.noSite && (len(rep.Sites) != 0 || rep.NotApplied != "") {
				t.Errorf("want no site at all; %s", sites)
			}
			if c.reason != "" {
				found := strings.Contains(rep.NotApplied, c.reason)
				for _, r := range skipped {
					found = found || strings.Contains(r, c.reason)
				}
				if !found {
					t.Errorf("no skipped site or NotApplied says %q; %s", c.reason, sites)
				}
			} else if !c.fires && !c.noSite {
				t.Fatal("case lacks the expected reason")
			}
			if !c.fires {
				if got, want := q.String(), p.String(); got != want {
					t.Errorf("program changed though nothing was rewritten:\n%s\nwant\n%s", got, want)
				}
				return
			}
			if got := vcmpxInstTexts(q); strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("rewritten program:\n\t%s\nwant:\n\t%s", strings.Join(got, "\n\t"), strings.Join(c.want, "\n\t"))
			}
			for _, in := range q.Insts {
				if !in.Op.Cmpx {
					continue
				}
				defs := in.Defs(q.Wave)
				if len(defs) != 1 || defs[0] != isa.ExecFor(q.Wave) {
					t.Errorf("%s writes %v, want only %s", isa.FormatInst(in, q.Arch), defs, isa.ExecFor(q.Wave))
				}
			}
			live := vcmpxLiveOut(p, c.exitLive)
			if m, seed := vcmpxValidate(t, p, q, live, 1, 200); m != nil {
				t.Errorf("validator, seed %d: %v\n%s", seed, m, m.Diff)
			}
		})
	}
}

// TestVcmpxEncodings assembles every rewritten program with llvm-mc and
// checks the v_cmpx kept the compare's encoding size (4 bytes for _e32,
// 8 for _e64, each plus 4 for a literal) and, for _e64, has exec in the
// destination field.
func TestVcmpxEncodings(t *testing.T) {
	mc := llvmtool.Require(t, "llvm-mc", 16)
	for i := range vcmpxCases {
		c := &vcmpxCases[i]
		if !c.fires {
			continue
		}
		t.Run(c.name, func(t *testing.T) {
			p := vcmpxParse(t, c)
			q, _ := runVcmpx(t, p, nil, c.force, c.exitLive)
			a, wave := c.target()
			encs, err := llvmtool.Encodings(mc, llvmtool.MCArgs(a.Name, wave == 64, true), []byte(q.String()))
			if err != nil {
				t.Fatalf("llvm-mc rejects the rewritten program: %v\n%s", err, q)
			}
			if len(encs) != len(q.Insts) {
				t.Fatalf("llvm-mc gave %d encodings for %d instructions:\n%s", len(encs), len(q.Insts), strings.Join(encs, "\n"))
			}
			for k, in := range q.Insts {
				if !in.Op.Cmpx {
					continue
				}
				text := isa.FormatInst(in, q.Arch)
				n := encodedBytes(encs[k])
				lit := 0
				if strings.Contains(text, "0x") {
					lit = 4
				}
				want := 8 + lit
				if strings.Contains(text, "_e32") {
					want = 4 + lit
				}
				if n != want {
					t.Errorf("%s: llvm-mc %s: %d bytes, want %d", text, encs[k], n, want)
				}
				// A VOP3 v_cmpx encodes exec_lo (126) in its destination
				// byte: it writes no SGPR.
				if want == 8+lit && !strings.Contains(encs[k], "encoding: [0x7e,") {
					t.Errorf("%s: llvm-mc %s: destination field is not exec", text, encs[k])
				}
				if mn := strings.Fields(encs[k])[0]; mn != in.Mnemonic(q.Arch) {
					t.Errorf("llvm-mc prints %s as %s", text, encs[k])
				}
			}
		})
	}
}

// TestVcmpxSaveexecSCC: s_and_saveexec also writes scc (exec != 0); the
// s_mov and the v_cmpx that replace it do not. Where that scc is read
// after the saveexec, the rewrite changes what the program computes.
func TestVcmpxSaveexecSCC(t *testing.T) {
	c := &vcmpxCase{name: "scc read after the saveexec",
		exitLive: []isa.Reg{isa.SGPR(5, 1)},
		src: vcmpxLines(
			"v_cmp_gt_u32_e32 vcc_lo, 0x64, v0",
			"s_and_saveexec_b32 s2, vcc_lo",
			"s_cselect_b32 s5, 1, 0")}
	p := vcmpxParse(t, c)
	q, rep := runVcmpx(t, p, nil, false, c.exitLive)
	live := []isa.Reg{isa.SGPR(2, 1), isa.SGPR(5, 1), isa.RegExecLo}
	if m, seed := vcmpxValidate(t, p, q, live, 1, 200); m != nil {
		t.Errorf("the rewrite changes s5 (scc of the saveexec is live after it): seed %d: %v\nsites: %v\n%s", seed, m, rep.Sites, m.Diff)
	}
}
