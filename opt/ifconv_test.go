package opt

import (
	"fmt"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// ifconvCase is one program for an if-conversion pass and what the pass
// must do with it. The validator compares exitLive (and memory), which is
// also what the pass is told is live at the end.
type ifconvCase struct {
	name, pass string
	arch       string // "" is gfx1030
	wave       int    // 0 is 32
	exitLive   []isa.Reg
	src        string
	fires      bool
	// reason must occur in a skipped site's reason when the pass must not
	// fire.
	reason string
	// want is the whole rewritten program (isa.FormatInst), when given.
	want []string
}

func (c *ifconvCase) vcmpxCase() *vcmpxCase {
	src := c.src
	if c.arch == "gfx900" {
		src = strings.ReplaceAll(src, "v_add_nc_u32", "v_add_u32") // GFX9's spelling
	}
	return &vcmpxCase{arch: c.arch, wave: c.wave, src: src}
}

var (
	ifLive32 = []isa.Reg{isa.RegExecLo, isa.VGPR(1, 1), isa.VGPR(4, 1)}
	ifLive64 = []isa.Reg{isa.RegExec, isa.VGPR(1, 1), isa.VGPR(4, 1)}
)

func ifWith(base []isa.Reg, more ...isa.Reg) []isa.Reg {
	return append(append([]isa.Reg(nil), base...), more...)
}

// uniformProg is a uniform if: cmp and branch, then the then-block, the
// join and what follows it.
func uniformProg(cmp, branch string, then []string, after ...string) string {
	lines := []string{"v_and_b32_e32 v9, 0xffc, v9", cmp}
	lines = append(lines, branch+" .Ljoin")
	lines = append(lines, then...)
	lines = append(lines, ".Ljoin:")
	if len(after) == 0 {
		after = []string{"v_add_nc_u32_e32 v4, v1, v4"}
	}
	return vcmpxLines(append(lines, after...)...)
}

var ifThen = []string{"v_add_nc_u32_e32 v1, v2, v3", "global_store_dword v9, v1, s[0:1]"}

// uniformWant is the rewritten uniformProg with the default then-block.
func uniformWant(vcmp, save, execz string, restore string) []string {
	return []string{"v_and_b32_e32 v9, 0xffc, v9", vcmp, save, execz, ifThen[0], ifThen[1], restore, "v_add_nc_u32_e32 v4, v1, v4"}
}

var uniformCases = []ifconvCase{
	// Condition 1: the s_cmp, and the polarity of the branch.
	{name: "c1/scc0 keeps the compare",
		src:   uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", ifThen),
		fires: true, exitLive: ifLive32,
		want: uniformWant("v_cmp_lt_i32_e64 vcc_lo, s2, s3", "s_and_saveexec_b32 s4, vcc_lo", "s_cbranch_execz .Ljoin", "s_or_b32 exec_lo, exec_lo, s4")},
	{name: "c1/scc1 negates the compare",
		src:   uniformProg("s_cmp_gt_u32 s2, 7", "s_cbranch_scc1", ifThen),
		fires: true, exitLive: ifLive32,
		want: uniformWant("v_cmp_le_u32_e64 vcc_lo, s2, 7", "s_and_saveexec_b32 s3, vcc_lo", "s_cbranch_execz .Ljoin", "s_or_b32 exec_lo, exec_lo, s3")},
	{name: "c1/wave64 64-bit compare", wave: 64,
		src:   uniformProg("s_cmp_lg_u64 s[2:3], s[4:5]", "s_cbranch_scc0", ifThen),
		fires: true, exitLive: ifLive64,
		want: uniformWant("v_cmp_ne_u64_e64 vcc, s[2:3], s[4:5]", "s_and_saveexec_b64 s[6:7], vcc", "s_cbranch_execz .Ljoin", "s_or_b64 exec, exec, s[6:7]")},
	// s_cmpk: the immediate sign-extended for i32 (0xffff is -1),
	// zero-extended for u32 (0x8000 stays 32768).
	{name: "c1/s_cmpk_gt_i32 sign-extends its immediate",
		src:   uniformProg("s_cmpk_gt_i32 s2, 0xffff", "s_cbranch_scc1", ifThen),
		fires: true, exitLive: ifLive32,
		want: uniformWant("v_cmp_le_i32_e64 vcc_lo, s2, -1", "s_and_saveexec_b32 s3, vcc_lo", "s_cbranch_execz .Ljoin", "s_or_b32 exec_lo, exec_lo, s3")},
	{name: "c1/s_cmpk_lt_i32 with a literal",
		src:   uniformProg("s_cmpk_lt_i32 s2, 0xc8", "s_cbranch_scc0", ifThen),
		fires: true, exitLive: ifLive32,
		want: uniformWant("v_cmp_lt_i32_e64 vcc_lo, s2, 0xc8", "s_and_saveexec_b32 s3, vcc_lo", "s_cbranch_execz .Ljoin", "s_or_b32 exec_lo, exec_lo, s3")},
	{name: "c1/s_cmpk_lt_u32 zero-extends its immediate",
		src:   uniformProg("s_cmpk_lt_u32 s2, 0x8000", "s_cbranch_scc0", ifThen),
		fires: true, exitLive: ifLive32,
		want: uniformWant("v_cmp_lt_u32_e64 vcc_lo, s2, 0x8000", "s_and_saveexec_b32 s3, vcc_lo", "s_cbranch_execz .Ljoin", "s_or_b32 exec_lo, exec_lo, s3")},
	// s_bitcmp: the bit isolated into vcc_lo, compared with 0.
	{name: "c1/s_bitcmp1 isolates the bit and compares it with 0",
		src:   uniformProg("s_bitcmp1_b32 s2, 3", "s_cbranch_scc1", ifThen),
		fires: true, exitLive: ifLive32,
		want: []string{"v_and_b32_e32 v9, 0xffc, v9", "s_and_b32 vcc_lo, s2, 8", "v_cmp_eq_u32_e64 vcc_lo, vcc_lo, 0", "s_and_saveexec_b32 s3, vcc_lo",
			"s_cbranch_execz .Ljoin", ifThen[0], ifThen[1], "s_or_b32 exec_lo, exec_lo, s3", "v_add_nc_u32_e32 v4, v1, v4"}},
	{name: "c1/wave64 s_bitcmp0_b64 tests the high half", wave: 64,
		src:   uniformProg("s_bitcmp0_b64 s[2:3], 40", "s_cbranch_scc0", ifThen),
		fires: true, exitLive: ifLive64,
		want: []string{"v_and_b32_e32 v9, 0xffc, v9", "s_and_b32 vcc_lo, s3, 0x100", "v_cmp_eq_u32_e64 vcc, vcc_lo, 0", "s_and_saveexec_b64 s[4:5], vcc",
			"s_cbranch_execz .Ljoin", ifThen[0], ifThen[1], "s_or_b64 exec, exec, s[4:5]", "v_add_nc_u32_e32 v4, v1, v4"}},
	// SALU float compares (gfx1150): negated to the unordered
	// complement, which holds for NaN as the cleared scc does.
	{name: "c1/gfx1150 s_cmp_lt_f32 negates to v_cmp_nlt_f32", arch: "gfx1150",
		src:   uniformProg("s_cmp_lt_f32 s2, s3", "s_cbranch_scc1", ifThen),
		fires: true, exitLive: ifLive32,
		want: []string{"v_and_b32_e32 v9, 0xffc, v9", "v_cmp_nlt_f32_e64 vcc_lo, s2, s3", "s_and_saveexec_b32 s4, vcc_lo", "s_cbranch_execz .Ljoin",
			"v_add_nc_u32_e32 v1, v2, v3", "global_store_b32 v9, v1, s[0:1]", "s_or_b32 exec_lo, exec_lo, s4", "v_add_nc_u32_e32 v4, v1, v4"}},
	{name: "c1/s_bitcmp with an SGPR bit index",
		src:    uniformProg("s_bitcmp1_b32 s2, s3", "s_cbranch_scc1", ifThen),
		reason: "bit index that is no integer constant", exitLive: ifLive32},
	{name: "c1/scc from an s_and has no VALU twin",
		src:    uniformProg("s_and_b32 s2, s2, 8", "s_cbranch_scc1", ifThen),
		reason: "which is no compare with a VALU twin", exitLive: ifLive32},

	// Condition 2: scc.
	{name: "c2/scc dead after the branch fires",
		src:   uniformProg("s_cmp_eq_u32 s2, s3", "s_cbranch_scc0", ifThen, "s_cmp_eq_u32 s5, 0", "s_cselect_b32 s6, 1, 0"),
		fires: true, exitLive: ifWith(ifLive32, isa.SGPR(6, 1))},
	{name: "c2/scc read after the join",
		src:    uniformProg("s_cmp_eq_u32 s2, s3", "s_cbranch_scc0", ifThen, "s_cselect_b32 s5, 1, 0"),
		reason: "scc is live after the branch", exitLive: ifWith(ifLive32, isa.SGPR(5, 1))},
	{name: "c2/scc read between the compare and the branch",
		src:    uniformProg("s_cmp_eq_u32 s2, s3", "s_cselect_b32 s5, 1, 0\n\ts_cbranch_scc0", ifThen),
		reason: "the compare's scc is also read by", exitLive: ifWith(ifLive32, isa.SGPR(5, 1))},

	// Condition 3: the operands up to the branch.
	{name: "c3/other SGPR written between fires",
		src:   uniformProg("s_cmp_eq_u32 s2, s3", "s_mov_b32 s5, 1\n\ts_cbranch_scc0", ifThen),
		fires: true, exitLive: ifWith(ifLive32, isa.SGPR(5, 1))},
	{name: "c3/operand written between",
		src:    uniformProg("s_cmp_eq_u32 s2, s3", "s_mov_b32 s3, 1\n\ts_cbranch_scc0", ifThen),
		reason: "compare operand s3 is written by", exitLive: ifWith(ifLive32, isa.SGPR(3, 1))},

	// Condition 4: the constant bus.
	{name: "c4/gfx900 SGPR and inline constant fires", arch: "gfx900", wave: 64,
		src:   uniformProg("s_cmp_lt_i32 s2, -3", "s_cbranch_scc0", ifThen),
		fires: true, exitLive: ifLive64},
	{name: "c4/gfx900 two SGPRs", arch: "gfx900", wave: 64,
		src:    uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", ifThen),
		reason: "reads 2 scalar values and a VALU instruction on gfx900 reads at most 1", exitLive: ifLive64},
	{name: "c4/gfx900 literal", arch: "gfx900", wave: 64,
		src:    uniformProg("s_cmp_lt_i32 s2, 0x41", "s_cbranch_scc0", ifThen),
		reason: "gfx900's VOP3 encoding takes no literal", exitLive: ifLive64},
	{name: "c4/gfx1030 SGPR and literal fires",
		src:   uniformProg("s_cmp_lt_i32 s2, 0x41", "s_cbranch_scc1", ifThen),
		fires: true, exitLive: ifLive32},
	{name: "c4/64-bit literal below 2^31 fires", wave: 64,
		src:   uniformProg("s_cmp_eq_u64 s[2:3], 0x41", "s_cbranch_scc1", ifThen),
		fires: true, exitLive: ifLive64},
	{name: "c4/64-bit literal with bit 31 set", wave: 64,
		src:    uniformProg("s_cmp_eq_u64 s[2:3], 0xffffff9c", "s_cbranch_scc1", ifThen),
		reason: "a literal in a 64-bit compare is rewritten only from 0 to 0x7fffffff", exitLive: ifLive64},
	{name: "c4/gfx1150 literal in a 16-bit compare", arch: "gfx1150",
		src:    uniformProg("s_cmp_lt_f16 s2, 0x4200", "s_cbranch_scc1", ifThen),
		reason: "a literal in a 16-bit compare is not rewritten", exitLive: ifLive32},
	{name: "c4/gfx900 s_cmpk, whose immediate is a literal", arch: "gfx900", wave: 64,
		src:    uniformProg("s_cmpk_lt_i32 s2, 0xc8", "s_cbranch_scc0", ifThen),
		reason: "gfx900's VOP3 encoding takes no literal", exitLive: ifLive64},
	{name: "c4/gfx900 s_bitcmp: the mask is the SALU's literal, fires", arch: "gfx900", wave: 64,
		src:   uniformProg("s_bitcmp1_b32 s2, 9", "s_cbranch_scc0", ifThen),
		fires: true, exitLive: ifLive64},
	{name: "c4/gfx900 s_cmpk with an inline immediate fires", arch: "gfx900", wave: 64,
		src:   uniformProg("s_cmpk_eq_i32 s2, 0xfff0", "s_cbranch_scc0", ifThen),
		fires: true, exitLive: ifLive64},

	// Condition 5: the shape.
	{name: "c5/empty then-block",
		src:    uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", nil),
		reason: "the then-block is empty", exitLive: ifLive32},
	{name: "c5/join at the end of the program",
		src:    vcmpxLines("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0 .Lend", "v_add_nc_u32_e32 v1, v2, v3", ".Lend:"),
		reason: "the join is the end of the program", exitLive: ifLive32},
	{name: "c5/backward branch",
		src:    vcmpxLines(".Ltop:", "v_add_nc_u32_e32 v1, v2, v1", "s_sub_u32 s2, s2, 1", "s_cmp_lg_u32 s2, 0", "s_cbranch_scc1 .Ltop", "v_add_nc_u32_e32 v4, v1, v4"),
		reason: "the branch goes backwards", exitLive: ifLive32},
	{name: "c5/then-block ends in a branch",
		src: uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0",
			[]string{"v_add_nc_u32_e32 v1, v2, v3", "s_cmp_eq_u32 s4, 0", "s_cbranch_scc1 .Ljoin", "v_add_nc_u32_e32 v1, v1, v3"}),
		reason: "not one block ending at the branch target", exitLive: ifLive32},
	{name: "c5/join with a third predecessor",
		src: vcmpxLines("s_cmp_eq_u32 s5, 0", "s_cbranch_scc1 .Ljoin", "s_cmp_lt_i32 s2, s3", "s_cbranch_scc0 .Ljoin",
			"v_add_nc_u32_e32 v1, v2, v3", ".Ljoin:", "v_add_nc_u32_e32 v4, v1, v4"),
		reason: "has 3 predecessors", exitLive: ifLive32},

	{name: "c5/join followed by another region fires",
		src: vcmpxLines("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0 .Ljoin", "v_add_nc_u32_e32 v1, v2, v3", ".Ljoin:",
			"s_cmp_gt_i32 s2, 5", "s_cbranch_scc1 .Ljoin2", "v_add_nc_u32_e32 v1, v1, v3", ".Ljoin2:", "v_add_nc_u32_e32 v4, v1, v4"),
		fires: true, exitLive: ifLive32},

	// Condition 6: what the then-block holds.
	{name: "c6/VALU, store and wait fire",
		src:   uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", []string{"global_load_dword v1, v9, s[0:1]", "s_waitcnt vmcnt(0)", "v_add_nc_u32_e32 v1, v1, v3", "global_store_dword v9, v1, s[0:1]"}),
		fires: true, exitLive: ifLive32},
	{name: "c6/SALU with a dead result fires",
		src:   uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", []string{"s_mov_b32 s5, 3", "v_add_nc_u32_e32 v1, s5, v3"}),
		fires: true, exitLive: ifLive32},
	{name: "c6/exec write",
		src:    uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", []string{"s_mov_b32 exec_lo, s6", "v_add_nc_u32_e32 v1, v2, v3"}),
		reason: "exec write", exitLive: ifLive32},
	{name: "c6/scalar load",
		src:    uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", []string{"s_load_dword s5, s[6:7], 0x0", "v_add_nc_u32_e32 v1, v2, v3"}),
		reason: "scalar load", exitLive: ifLive32},
	{name: "c6/s_sendmsg",
		src:    uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", []string{"s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)", "v_add_nc_u32_e32 v1, v2, v3"}),
		reason: "unwanted with exec = 0", arch: "gfx1100", exitLive: ifLive32},
	{name: "c6/barrier",
		src:    uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", []string{"s_barrier", "v_add_nc_u32_e32 v1, v2, v3"}),
		reason: "barrier", exitLive: ifLive32},
	{name: "c6/whole-wave copy",
		src:    uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", []string{"v_mov_b32_e32 v1, v2 ; wavesim: wwm"}),
		reason: "whole-wave copy", exitLive: ifLive32},
	{name: "c6/v_readfirstlane",
		src:    uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", []string{"v_readfirstlane_b32 s5, v2", "v_add_nc_u32_e32 v1, s5, v3"}),
		reason: "unwanted with exec = 0", exitLive: ifLive32},

	// Condition 7: scalar results dead at the join.
	{name: "c7/SGPR and scc written, dead at the join fires",
		src: uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", []string{"s_add_u32 s5, s2, 3", "v_add_nc_u32_e32 v1, s5, v3"},
			"s_mov_b32 s5, 0", "v_add_nc_u32_e32 v4, s5, v4"),
		fires: true, exitLive: ifLive32},
	{name: "c7/SGPR written and read after the join",
		src:    uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", []string{"s_mov_b32 s5, 3", "v_add_nc_u32_e32 v1, s5, v3"}, "v_add_nc_u32_e32 v4, s5, v4"),
		reason: "s5, written by \"s_mov_b32 s5, 3\"", exitLive: ifLive32},
	{name: "c7/vcc from a VALU compare live at the join",
		src: uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", []string{"v_cmp_gt_i32_e32 vcc_lo, v2, v3", "v_add_nc_u32_e32 v1, v2, v3"},
			"v_cndmask_b32_e32 v4, v4, v1, vcc_lo"),
		reason: "vcc_lo, written by", exitLive: ifLive32},

	// Condition 8: free registers.
	{name: "c8/vcc live after the branch: the compare goes to an SGPR",
		src: uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", []string{"v_cndmask_b32_e32 v1, v2, v3, vcc_lo"},
			"v_cndmask_b32_e32 v4, v4, v1, vcc_lo"),
		fires: true, exitLive: ifLive32,
		want: []string{"v_and_b32_e32 v9, 0xffc, v9", "v_cmp_lt_i32_e64 s1, s2, s3", "s_and_saveexec_b32 s0, s1", "s_cbranch_execz .Ljoin",
			"v_cndmask_b32_e32 v1, v2, v3, vcc_lo", "s_or_b32 exec_lo, exec_lo, s0", "v_cndmask_b32_e32 v4, v4, v1, vcc_lo"}},
	{name: "c8/vcc live after the branch: the bit goes to the compare's SGPR",
		src: uniformProg("s_bitcmp1_b32 s2, 31", "s_cbranch_scc0", []string{"v_cndmask_b32_e32 v1, v2, v3, vcc_lo"},
			"v_cndmask_b32_e32 v4, v4, v1, vcc_lo"),
		fires: true, exitLive: ifLive32,
		want: []string{"v_and_b32_e32 v9, 0xffc, v9", "s_and_b32 s1, s2, 0x80000000", "v_cmp_ne_u32_e64 s1, s1, 0", "s_and_saveexec_b32 s0, s1", "s_cbranch_execz .Ljoin",
			"v_cndmask_b32_e32 v1, v2, v3, vcc_lo", "s_or_b32 exec_lo, exec_lo, s0", "v_cndmask_b32_e32 v4, v4, v1, vcc_lo"}},
	{name: "c8/in a function every register is live at the return",
		src: callCase("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0 .Ljoin", "v_add_nc_u32_e32 v1, v2, v3", ".Ljoin:",
			"v_add_nc_u32_e32 v4, v1, v4", "s_cmp_eq_u32 s4, 0"),
		reason: "no SGPR is free for the saved exec"},
}

// Kernel code: execz sites and the pipeline.
func execzProg(guard []string, then []string, after ...string) string {
	lines := append([]string{"v_and_b32_e32 v9, 0xffc, v9"}, guard...)
	lines = append(lines, then...)
	lines = append(lines, ".Ljoin:", "s_or_b32 exec_lo, exec_lo, s8")
	if len(after) == 0 {
		after = []string{"v_add_nc_u32_e32 v4, v1, v4"}
	}
	return vcmpxLines(append(lines, after...)...)
}

var execzGuard = []string{"v_cmp_gt_i32_e32 vcc_lo, v5, v6", "s_and_saveexec_b32 s8, vcc_lo", "s_cbranch_execz .Ljoin"}

var execzCases = []ifconvCase{
	// Condition 1: the shape.
	{name: "c1/s_and_saveexec guard fires",
		src: execzProg(execzGuard, []string{"v_add_nc_u32_e32 v1, v2, v3", "v_mul_lo_u32 v1, v1, v1"}), fires: true, exitLive: ifLive32,
		want: []string{"v_and_b32_e32 v9, 0xffc, v9", "v_cmp_gt_i32_e32 vcc_lo, v5, v6", "s_and_saveexec_b32 s8, vcc_lo",
			"v_add_nc_u32_e32 v1, v2, v3", "v_mul_lo_u32 v1, v1, v1", "s_or_b32 exec_lo, exec_lo, s8", "v_add_nc_u32_e32 v4, v1, v4"}},
	{name: "c1/v_cmpx guard with an s_branch to the next instruction fires",
		src: execzProg([]string{"s_mov_b32 s8, exec_lo", "v_cmpx_gt_i32_e32 v5, v6", "s_cbranch_execz .Ljoin", "s_branch .Lthen", ".Lthen:"},
			[]string{"v_add_nc_u32_e32 v1, v2, v3"}), fires: true, exitLive: ifLive32,
		want: []string{"v_and_b32_e32 v9, 0xffc, v9", "s_mov_b32 s8, exec_lo", "v_cmpx_gt_i32_e32 v5, v6",
			"v_add_nc_u32_e32 v1, v2, v3", "s_or_b32 exec_lo, exec_lo, s8", "v_add_nc_u32_e32 v4, v1, v4"}},
	{name: "c1/llc's s_mov of exec before the branch fires",
		src: execzProg([]string{"s_mov_b32 s8, exec_lo", "s_mov_b32 exec_lo, s12", "s_cbranch_execz .Ljoin"},
			[]string{"v_add_nc_u32_e32 v1, v2, v3"}), fires: true, exitLive: ifLive32,
		want: []string{"v_and_b32_e32 v9, 0xffc, v9", "s_mov_b32 s8, exec_lo", "s_mov_b32 exec_lo, s12",
			"v_add_nc_u32_e32 v1, v2, v3", "s_or_b32 exec_lo, exec_lo, s8", "v_add_nc_u32_e32 v4, v1, v4"}},
	{name: "c1/exec from an SGPR, join at the end fires",
		src:   vcmpxLines("s_mov_b32 s8, exec_lo", "s_and_b32 exec_lo, exec_lo, s12", "s_cbranch_execz .Lend", "v_add_nc_u32_e32 v1, v2, v3", ".Lend:"),
		fires: true, exitLive: ifWith(ifLive32, isa.SGPR(8, 1))},
	{name: "c1/s_branch elsewhere",
		src: execzProg([]string{"s_mov_b32 s8, exec_lo", "v_cmpx_gt_i32_e32 v5, v6", "s_cbranch_execz .Ljoin", "s_branch .Ljoin"},
			[]string{"v_add_nc_u32_e32 v1, v2, v3"}),
		reason: "which does not jump to the next instruction", exitLive: ifLive32},
	{name: "c1/empty then-block",
		src: execzProg(execzGuard, nil), reason: "the then-block is empty", exitLive: ifLive32},

	// Condition 2: what the block holds.
	{name: "c2/scalar load",
		src:    execzProg(execzGuard, []string{"s_load_dword s5, s[6:7], 0x0", "v_add_nc_u32_e32 v1, v2, v3"}),
		reason: "scalar load", exitLive: ifLive32},
	{name: "c2/exec write",
		src:    execzProg(execzGuard, []string{"s_mov_b32 exec_lo, -1", "v_add_nc_u32_e32 v1, v2, v3"}),
		reason: "exec write", exitLive: ifLive32},
	{name: "c2/v_cmpx in the block",
		src:    execzProg(execzGuard, []string{"v_cmpx_gt_i32_e32 v2, v3", "v_add_nc_u32_e32 v1, v2, v3"}),
		reason: "exec write", exitLive: ifLive32},
	{name: "c2/whole-wave copy",
		src:    execzProg(execzGuard, []string{"v_mov_b32_e32 v1, v2 ; wavesim: wwm"}),
		reason: "whole-wave copy", exitLive: ifLive32},
	{name: "c2/v_writelane",
		src:    execzProg(execzGuard, []string{"v_writelane_b32 v1, s2, 3"}),
		reason: "unwanted with exec = 0", exitLive: ifLive32},
	{name: "c2/nested branch",
		src:    execzProg(execzGuard, []string{"v_add_nc_u32_e32 v1, v2, v3", "s_cbranch_vccz .Ljoin", "v_add_nc_u32_e32 v1, v1, v3"}),
		reason: "branch", exitLive: ifLive32},
	{name: "c2/SALU with a dead result fires",
		src:   execzProg(execzGuard, []string{"s_lshl_b32 s5, s2, 2", "v_add_nc_u32_e32 v1, s5, v3"}),
		fires: true, exitLive: ifLive32},

	// Condition 3: scalar results dead at the join.
	{name: "c3/SGPR read after the join",
		src:    execzProg(execzGuard, []string{"s_lshl_b32 s5, s2, 2", "v_add_nc_u32_e32 v1, s5, v3"}, "v_add_nc_u32_e32 v4, s5, v4"),
		reason: "s5, written by", exitLive: ifLive32},
	{name: "c3/scc from an SALU read after the join",
		src: vcmpxLines(append(append([]string{}, execzGuard...), "s_lshl_b32 s5, s2, 2", ".Ljoin:", "s_mov_b32 exec_lo, s8",
			"s_cselect_b32 s6, 1, 0")...),
		reason: "scc, written by", exitLive: ifWith(ifLive32, isa.SGPR(6, 1))},
	{name: "c3/SGPR live at the program's end", src: vcmpxLines("s_mov_b32 s8, exec_lo", "s_and_b32 exec_lo, exec_lo, s12",
		"s_cbranch_execz .Lend", "s_mov_b32 s2, 5", ".Lend:"),
		reason: "s2, written by", exitLive: ifWith(ifLive32, isa.SGPR(2, 1))},
	{name: "c3/vcc from a VALU compare dead at the join fires",
		src:   execzProg(execzGuard, []string{"v_cmp_gt_i32_e32 vcc_lo, v2, v3", "v_cndmask_b32_e32 v1, v2, v3, vcc_lo"}),
		fires: true, exitLive: ifLive32},

	// Condition 4: the cost.
	// The store with exec = 0 costs its issue slot (execz_mem=issue, the
	// default); TestExeczIfconvMemoryCost prices it the other ways.
	{name: "c4/a store costs its issue slot",
		src:   execzProg(execzGuard, ifThen),
		fires: true, exitLive: ifLive32},
	{name: "c4/31 VALUs on RDNA fire",
		src:   execzProg(execzGuard, strings.Split(strings.TrimSpace(vcmpxFill(31, "v_add_nc_u32_e32 v1, v1, v3")), "\n")),
		fires: true, exitLive: ifLive32},
	{name: "c4/32 VALUs on RDNA",
		src:    execzProg(execzGuard, strings.Split(strings.TrimSpace(vcmpxFill(32, "v_add_nc_u32_e32 v1, v1, v3")), "\n")),
		reason: "the block costs 32 cycles with exec = 0, the taken branch 32", exitLive: ifLive32},
	{name: "c4/7 VALUs on GCN fire", arch: "gfx900", wave: 64,
		src: strings.ReplaceAll(strings.ReplaceAll(execzProg(execzGuard, strings.Split(strings.TrimSpace(vcmpxFill(7, "v_add_u32_e32 v1, v1, v3")), "\n"),
			"v_add_u32_e32 v4, v1, v4"), "vcc_lo", "vcc"), "_b32 s8", "_b64 s[8:9]"),
		fires: true, exitLive: ifLive64},
	{name: "c4/8 VALUs on GCN", arch: "gfx900", wave: 64,
		src: strings.ReplaceAll(strings.ReplaceAll(execzProg(execzGuard, strings.Split(strings.TrimSpace(vcmpxFill(8, "v_add_u32_e32 v1, v1, v3")), "\n"),
			"v_add_u32_e32 v4, v1, v4"), "vcc_lo", "vcc"), "_b32 s8", "_b64 s[8:9]"),
		reason: "the block costs 32 cycles with exec = 0, the taken branch 32", exitLive: ifLive64},
}

func runIfconvCase(t *testing.T, c *ifconvCase) {
	t.Helper()
	p := vcmpxParse(t, c.vcmpxCase())
	pass, err := Lookup(c.pass)
	if err != nil {
		t.Fatal(err)
	}
	q, rep := runVcmpx(t, p, pass, false, c.exitLive)
	sites := fmt.Sprintf("NotApplied=%q sites=%v", rep.NotApplied, rep.Sites)
	if got := rep.Rewritten() > 0; got != c.fires {
		t.Fatalf("fires=%v, want %v; %s\nrewritten:\n%s", got, c.fires, sites, q)
	}
	if !c.fires {
		if c.reason == "" {
			t.Fatal("case lacks the expected reason")
		}
		found := false
		for _, s := range rep.Sites {
			found = found || !s.Rewritten && strings.Contains(s.Reason, c.reason)
		}
		if !found {
			t.Errorf("no skipped site says %q; %s", c.reason, sites)
		}
		if q.String() != p.String() {
			t.Errorf("program changed though nothing was rewritten:\n%s", q)
		}
		return
	}
	if c.want != nil {
		if got := vcmpxInstTexts(q); strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("rewritten program:\n\t%s\nwant:\n\t%s", strings.Join(got, "\n\t"), strings.Join(c.want, "\n\t"))
		}
	}
	if m, seed := vcmpxValidate(t, p, q, c.exitLive, 1, 300); m != nil {
		t.Errorf("validator, seed %d: %v\n%s", seed, m, m.Diff)
	}
}

func TestUniformToExecConditions(t *testing.T) {
	for i := range uniformCases {
		c := uniformCases[i]
		c.pass = "uniform-to-exec"
		t.Run(c.name, func(t *testing.T) { runIfconvCase(t, &c) })
	}
}

func TestExeczIfconvConditions(t *testing.T) {
	for i := range execzCases {
		c := execzCases[i]
		c.pass = "execz-ifconv"
		t.Run(c.name, func(t *testing.T) { runIfconvCase(t, &c) })
	}
}

// Every condition of the doc comments has a case that fires and one that
// does not.
func TestIfconvConditionsCovered(t *testing.T) {
	for _, set := range []struct {
		cases []ifconvCase
		conds int
	}{{uniformCases, 8}, {execzCases, 4}} {
		for k := 1; k <= set.conds; k++ {
			prefix := fmt.Sprintf("c%d/", k)
			fires, stops := false, false
			for _, c := range set.cases {
				if strings.HasPrefix(c.name, prefix) {
					fires, stops = fires || c.fires, stops || !c.fires
				}
			}
			if !fires || !stops {
				t.Errorf("condition %d: a firing case %v, a refused one %v", k, fires, stops)
			}
		}
	}
}

// The uniform-to-exec rewrite leaves the shape vcmpx forms a v_cmpx from,
// and the pipeline keeps the program's meaning.
func TestUniformToExecThenVcmpx(t *testing.T) {
	for _, c := range []struct {
		name, src string
		wave      int
		live      []isa.Reg
		model     []string
		want      []string
	}{
		// An exec = 0 store costs its issue slot (execz_mem=issue, the
		// default): the branch goes.
		{"store in the block: the branch goes", uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc1", ifThen), 32, ifLive32, nil,
			[]string{"v_and_b32_e32 v9, 0xffc, v9", "s_mov_b32 s4, exec_lo", "v_cmpx_ge_i32_e64 s2, s3",
				ifThen[0], ifThen[1], "s_or_b32 exec_lo, exec_lo, s4", "v_add_nc_u32_e32 v4, v1, v4"}},
		// Priced as a first-level hit, it costs more than the branch.
		{"store in the block, execz_mem=hit: the branch stays", uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc1", ifThen), 32, ifLive32,
			[]string{"execz_mem=hit"},
			[]string{"v_and_b32_e32 v9, 0xffc, v9", "s_mov_b32 s4, exec_lo", "v_cmpx_ge_i32_e64 s2, s3", "s_cbranch_execz .Ljoin",
				ifThen[0], ifThen[1], "s_or_b32 exec_lo, exec_lo, s4", "v_add_nc_u32_e32 v4, v1, v4"}},
		{"VALU only: the branch goes", uniformProg("s_cmp_lt_i32 s2, s3", "s_cbranch_scc0", ifThen[:1]), 64, ifLive64, nil,
			[]string{"v_and_b32_e32 v9, 0xffc, v9", "s_mov_b64 s[0:1], exec", "v_cmpx_lt_i32_e64 s2, s3",
				ifThen[0], "s_or_b64 exec, exec, s[0:1]", "v_add_nc_u32_e32 v4, v1, v4"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			p := vcmpxParse(t, &vcmpxCase{wave: c.wave, src: c.src})
			ps, err := ParsePasses("uniform-to-exec,vcmpx,execz-ifconv")
			if err != nil {
				t.Fatal(err)
			}
			model, err := timing.ParseSettings(c.model)
			if err != nil {
				t.Fatal(err)
			}
			q, reps := Run(p, ps, Options{ExitLive: UnitsOf(c.live), Model: model})
			if reps[1].Rewritten() != 1 {
				t.Fatalf("vcmpx rewrote %d sites: %v", reps[1].Rewritten(), reps[1].Sites)
			}
			if got := vcmpxInstTexts(q); strings.Join(got, "\n") != strings.Join(c.want, "\n") {
				t.Errorf("rewritten program:\n\t%s\nwant:\n\t%s", strings.Join(got, "\n\t"), strings.Join(c.want, "\n\t"))
			}
			if m, seed := vcmpxValidate(t, p, q, c.live, 1, 300); m != nil {
				t.Errorf("validator, seed %d: %v\n%s", seed, m, m.Diff)
			}
		})
	}
}

// llvm-mc assembles every rewritten program.
func TestIfconvAssembles(t *testing.T) {
	for _, set := range []struct {
		pass  string
		cases []ifconvCase
	}{{"uniform-to-exec", uniformCases}, {"execz-ifconv", execzCases}} {
		for i := range set.cases {
			c := set.cases[i]
			if !c.fires {
				continue
			}
			t.Run(set.pass+"/"+c.name, func(t *testing.T) {
				p := vcmpxParse(t, c.vcmpxCase())
				pass, _ := Lookup(set.pass)
				q, _ := runVcmpx(t, p, pass, false, c.exitLive)
				a, wave := c.vcmpxCase().target()
				ver := 16
				if a.Has(isa.FeatSALUFloatInsts) { // RDNA3.5 and GFX12: LLVM 17+
					ver = 19
				}
				mc := llvmtool.Require(t, "llvm-mc", ver)
				encs, err := llvmtool.Encodings(mc, llvmtool.MCArgs(a.Name, wave == 64, true), []byte(q.String()))
				if err != nil {
					t.Fatalf("llvm-mc rejects the rewritten program: %v\n%s", err, q)
				}
				if len(encs) != len(q.Insts) {
					t.Errorf("llvm-mc gave %d encodings for %d instructions", len(encs), len(q.Insts))
				}
			})
		}
	}
}
