package isa

import (
	"errors"
	"strings"
	"testing"
)

// Bad input is an *Error naming file:line:column, never a panic.
func TestParseErrors(t *testing.T) {
	gfx1030 := MustArch("gfx1030")
	gfx90a, gfx942 := MustArch("gfx90a"), MustArch("gfx942")
	cases := []struct {
		name, src string
		arch      *Arch
		wave      int
		pos, msg  string
	}{
		{"two wave sizes in one file", ".amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n.amdhsa_kernel a\n\t.amdhsa_wavefront_size32 1\n.end_amdhsa_kernel\n.amdhsa_kernel b\n\t.amdhsa_wavefront_size32 0\n.end_amdhsa_kernel\n", nil, 0,
			"bad.s:6:27", "this kernel is wave64 but an earlier one in the file is wave32"},
		// The CDNA register rules, with llvm-mc-19 -mcpu=gfx90a's
		// messages (at the mnemonic, as llvm-mc puts them).
		{"odd VGPR tuple on gfx90a", "\tglobal_load_dwordx2 v[1:2], v[0:1], off\n", gfx90a, 0,
			"bad.s:1:2", "invalid register class: vgpr tuples must be 64 bit aligned (v[1:2])"},
		{"odd AGPR tuple on gfx942", "  ds_read_b64 a[1:2], v0\n", gfx942, 0,
			"bad.s:1:3", "invalid register class: vgpr tuples must be 64 bit aligned (a[1:2])"},
		{"odd VGPR address tuple", "global_load_dword v1, v[1:2], off\n", gfx90a, 0,
			"bad.s:1:1", "vgpr tuples must be 64 bit aligned"},
		{"odd VALU tuple", "v_add_f64 v[1:2], v[2:3], v[4:5]\n", gfx90a, 0,
			"bad.s:1:1", "vgpr tuples must be 64 bit aligned"},
		{"mixed AV data", "ds_write2_b32 v0, a1, v2\n", gfx90a, 0,
			"bad.s:1:1", "invalid register class: data and dst should be all VGPR or AGPR"},
		{"AGPR as a VALU source", "v_add_f32 v0, a1, v2\n", gfx90a, 0,
			"bad.s:1:15", "takes no AGPR, got a1"},
		{"AGPR as an address", "global_load_dwordx2 v[2:3], a[0:1], off\n", gfx90a, 0,
			"bad.s:1:29", "takes no AGPR, got a[0:1]"},
		{"VGPR where an AGPR is needed", "v_accvgpr_mov_b32 a1, v2\n", gfx90a, 0,
			"bad.s:1:23", "takes no VGPR, got v2"},
		{"AGPR out of range", "v_accvgpr_read_b32 v0, a256\n", gfx90a, 0,
			"bad.s:1:24", "register a256 out of range (the target has a0..a255)"},
		{"AGPR on a target without", "global_load_dword a0, v[0:1], off\n", MustArch("gfx906"), 0,
			"bad.s:1:19", "gfx906 has no AGPRs"},
		{"no literal in accvgpr_write", "v_accvgpr_write_b32 a0, 0x1234\n", gfx90a, 0,
			"bad.s:1:25", "takes only inline constants, got \"0x1234\""},
		{"unknown mnemonic", "  v_add_f32_e32 v0, v1, v2\n  v_frobnicate_b32 v0, v1\n", gfx1030, 0,
			"bad.s:2:3", `unknown instruction "v_frobnicate_b32" for gfx1030`},
		{"mnemonic of another target", "\tv_add_u32_e32 v0, v1, v2\n", gfx1030, 0,
			"bad.s:1:2", `instruction "v_add_u32_e32" does not exist on gfx1030 (it does on gfx900, gfx906, gfx90a, gfx942)`},
		{"gfx11 only", "s_delay_alu instid0(VALU_DEP_1)\n", gfx1030, 0,
			"bad.s:1:1", `does not exist on gfx1030 (it does on gfx1100, gfx1201)`},
		{"bad operand", "v_add_f32_e32 v0, %v1, v2\n", gfx1030, 0,
			"bad.s:1:19", `cannot parse operand "%v1"`},
		{"relocation of a 64-bit operand", "s_mov_b64 s[4:5], callee@rel32@lo+4\n", gfx1030, 0,
			"bad.s:1:19", `does not take "callee@rel32@lo+4"`},
		{"unknown relocation variant", "s_add_u32 s4, s4, callee@gotpcrel@lo+4\n", gfx1030, 0,
			"bad.s:1:19", `the relocations read are SYM@rel32@lo`},
		{"unknown register", "v_mov_b32_e32 v0, vx1\n", gfx1030, 0,
			"bad.s:1:19", `unknown register "vx1"`},
		{"wrong register width", "s_mov_b64 s[0:1], s2\n", gfx1030, 0,
			"bad.s:1:19", "wrong register width: operand ssrc of s_mov_b64 is 64-bit, got s2 (32-bit)"},
		{"wrong mask width in wave64", "v_cmp_gt_u32_e64 s0, v1, v2\n", gfx1030, 64,
			"bad.s:1:18", "wrong register width"},
		{"vgpr where sgpr needed", "s_mov_b32 s0, v1\n", gfx1030, 0,
			"bad.s:1:15", "takes no VGPR"},
		{"misaligned pair", "s_mov_b64 s[1:2], 0\n", gfx1030, 0,
			"bad.s:1:11", "misaligned SGPR range"},
		{"register out of range", "v_mov_b32_e32 v300, 0\n", gfx1030, 0,
			"bad.s:1:15", "out of range"},
		{"operand count", "v_add_f32_e32 v0, v1\n", gfx1030, 0,
			"bad.s:1:1", "takes 3 operands, got 2"},
		{"e32 needs vgpr src1", "v_add_f32_e32 v0, v1, s2\n", gfx1030, 0,
			"bad.s:1:1", "do not fit the _e32 encoding"},
		{"unknown modifier", "global_load_dword v0, v[0:1], off sharp\n", gfx1030, 0,
			"bad.s:1:35", `unknown modifier "sharp"`},
		{"bad waitcnt", "s_waitcnt vmcnt(99)\n", gfx1030, 0,
			"bad.s:1:11", "exceeds the counter's maximum"},
		{"undefined label", "s_branch .LBB0_9\ns_endpgm\n", gfx1030, 0,
			"bad.s:1:1", `undefined label ".LBB0_9"`},
		{"unterminated kernel descriptor", "k:\n s_endpgm\n .amdhsa_kernel k\n  .amdhsa_user_sgpr_count 2\n", gfx1030, 0,
			"bad.s:3:2", "unterminated .amdhsa_kernel block"},
		{"unterminated metadata", "k:\n s_endpgm\n\t.amdgpu_metadata\n---\n", gfx1030, 0,
			"bad.s:3:2", "unterminated .amdgpu_metadata block"},
		{"bad descriptor value", ".amdhsa_kernel k\n .amdhsa_user_sgpr_count many\n.end_amdhsa_kernel\n", gfx1030, 0,
			"bad.s:2:26", "takes a number"},
		{"LDS above the target's 64 KiB", ".amdhsa_kernel k\n .amdhsa_group_segment_fixed_size 4294967295\n.end_amdhsa_kernel\n", gfx1030, 0,
			"bad.s:2:35", "more than the 65536 bytes of LDS per workgroup"},
		{"too many user SGPRs", ".amdhsa_kernel k\n .amdhsa_user_sgpr_count 17\n.end_amdhsa_kernel\n", gfx1030, 0,
			"bad.s:2:26", "more than the 16 user SGPRs"},
		{"negative descriptor size", ".amdhsa_kernel k\n .amdhsa_private_segment_fixed_size -4\n.end_amdhsa_kernel\n", gfx1030, 0,
			"bad.s:2:37", "cannot be negative"},
		{"LDSByteSize comment above 64 KiB", ".type k,@function\nk:\n s_endpgm\n; LDSByteSize: 4294967295 bytes/workgroup\n", gfx1030, 0,
			"bad.s:4:1", "LDSByteSize is 4294967295, more than the 65536 bytes"},
		{"legacy USER_SGPR comment", ".type k,@function\nk:\n s_endpgm\n; COMPUTE_PGM_RSRC2:USER_SGPR: 99\n", gfx1030, 0,
			"bad.s:4:1", "USER_SGPR is 99, more than the 16 user SGPRs"},
		{"metadata argument at a negative offset", "k:\n s_endpgm\n.amdgpu_metadata\n---\namdhsa.kernels:\n  - .args:\n      - .offset: -8\n        .size: 8\n        .value_kind: global_buffer\n    .name: k\n...\n.end_amdgpu_metadata\n", gfx1030, 0,
			"bad.s:7:18", "kernel k argument 0 (): .offset -8 is negative"},
		{"metadata argument of size -1", "k:\n s_endpgm\n.amdgpu_metadata\n---\namdhsa.kernels:\n  - .args:\n      - .offset: 0\n        .size: -1\n        .value_kind: by_value\n    .name: k\n...\n.end_amdgpu_metadata\n", gfx1030, 0,
			"bad.s:8:16", ".size -1 is not positive"},
		{"metadata argument past the segment", "k:\n s_endpgm\n.amdgpu_metadata\n---\namdhsa.kernels:\n  - .args:\n      - .offset: 8\n        .size: 16\n        .value_kind: by_value\n    .kernarg_segment_size: 16\n    .name: k\n...\n.end_amdgpu_metadata\n", gfx1030, 0,
			"bad.s:7:18", "bytes 8..23 lie past the 16-byte .kernarg_segment_size"},
		{"no target", "s_endpgm\n", nil, 0,
			"bad.s", "names no target"},
		{"undecodable kernel descriptor", "k.o:\tfile format elf64-amdgpu\n\nDisassembly of section .rodata:\n\n0000000000000000 <k.kd>:\n// Error in decoding k.kd : Decoding failed region as bytes.\n\t.byte\t 0x0\n", gfx1030, 0,
			"bad.s:6:1", "llvm-objdump could not decode the kernel descriptor k.kd (Decoding failed region as bytes.)"},
		{"undecodable kernel descriptor, llvm-objdump 19", "k.o:\tfile format elf64-amdgpu\n\nDisassembly of section .rodata:\n\n0000000000000000 <k.kd>:\n; error decoding k.kd: kernel descriptor COMPUTE_PGM_RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT reserved bits in range (9:6) set, must be zero on gfx10+\n; decoding failed region as bytes\n\t.byte\t 0x0\n", gfx1030, 0,
			"bad.s:6:1", "llvm-objdump could not decode the kernel descriptor k.kd (kernel descriptor COMPUTE_PGM_RSRC1_GRANULATED_WAVEFRONT_SGPR_COUNT reserved bits in range (9:6) set, must be zero on gfx10+) and printed it as bytes"},
		{"unknown target directive", "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx7777\"\n", nil, 0,
			"bad.s:1:37", `unknown target "gfx7777"`},
		{"wave64 on gfx900 only", "s_endpgm\n", MustArch("gfx900"), 32,
			"bad.s", "gfx900 has no wave32 mode"},
		{"vopd outside gfx11", "v_dual_mov_b32 v0, 1 :: v_dual_mov_b32 v1, 2\n", gfx1030, 0,
			"bad.s:1:1", "only on GFX11"},
		{"source modifier on salu", "s_mov_b32 s0, -|s1|\n", gfx1030, 0,
			"bad.s:1:15", "source modifiers"},
		{"literal too wide", "s_mov_b32 s0, 0x123456789\n", gfx1030, 0,
			"bad.s:1:15", "does not fit in 32 bits"},
		{"modifier on an instruction that takes none", "s_mov_b32 s8, 7 offset:4096\n", gfx1030, 0,
			"bad.s:1:17", "s_mov_b32 takes no offset modifier"},
		{"repeated cache bit", "global_load_dword v1, v[2:3], off glc glc\n", gfx1030, 0,
			"bad.s:1:39", `"glc" repeats "glc"`},
		{"modifiers out of llvm-mc's order", "global_load_dword v1, v[2:3], off glc offset:4\n", gfx1030, 0,
			"bad.s:1:39", `"offset:4" must come before "glc"`},
		{"global offset past GFX10's 12 bits", "global_store_dword v1, v0, s[0:1] offset:4096\n", gfx1030, 0,
			"bad.s:1:35", "4096 does not fit a 12-bit signed offset (-2048 to 2047) on gfx1030"},
		{"dlc before GFX10", "global_load_dword v1, v[2:3], off dlc\n", MustArch("gfx900"), 0,
			"bad.s:1:35", "the dlc modifier does not exist on gfx900"},
		{"SMEM offset past 21 bits", "s_load_dword s0, s[0:1], 0x100000\n", gfx1030, 0,
			"bad.s:1:26", "1048576 does not fit a 21-bit signed offset"},
		{"f32 literal overflow", "v_mov_b32 v0, 1e39\n", gfx1030, 0,
			"bad.s:1:15", "overflows a 32-bit float"},
		{"inexact f64 literal", "v_add_f64 v[0:1], 1.1, v[2:3]\n", gfx1030, 0,
			"bad.s:1:19", "not exact in the high 32 bits"},
		{"VOP3 literal on GFX9", "v_fma_f32 v0, v1, v2, 0x1234\n", MustArch("gfx900"), 0,
			"bad.s:1:23", "no literal operands in the VOP3 encoding"},
		{"two scalar values on GFX9", "v_add_f32_e64 v0, s1, s2\n", MustArch("gfx900"), 0,
			"bad.s:1:23", "reads more than 1 scalar value"},
		{"objdump symbol that is no identifier", "\ttest.o:\tfile format elf64-amdgpu\n\nDisassembly of section .text:\n\n0000000000000000 <s/tpy>:\n\ts_endpgm // 000000000000: BF810000\n", gfx1030, 0,
			"bad.s:5:19", `symbol "s/tpy" is not an assembler identifier`},
		{"objdump symbol of a --demangle listing", "\ttest.o:\tfile format elf64-amdgpu\n\nDisassembly of section .text:\n\n0000000000000000 <saxpy(float, float*)>:\n\ts_endpgm // 000000000000: BF810000\n", gfx1030, 0,
			"bad.s:5:19", "list without it"},
		{"atomic return without glc", "global_atomic_add v0, v[1:2], v3, off\n", gfx1030, 0,
			"bad.s:1:1", "only with glc"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := Parse("bad.s", []byte(c.src), ParseOptions{Arch: c.arch, Wave: c.wave})
			if err == nil {
				t.Fatalf("parsed without error: %v", p)
			}
			var pe *Error
			if !errors.As(err, &pe) {
				t.Fatalf("error %T is not an *isa.Error: %v", err, err)
			}
			if !strings.HasPrefix(err.Error(), c.pos+":") {
				t.Errorf("error %q does not start with position %s", err, c.pos)
			}
			if !strings.Contains(err.Error(), c.msg) {
				t.Errorf("error %q does not say %q", err, c.msg)
			}
		})
	}
}

func TestInputLimits(t *testing.T) {
	big := make([]byte, MaxSourceBytes+1)
	if _, err := Parse("big.s", big, ParseOptions{Arch: MustArch("gfx1030")}); err == nil || !strings.Contains(err.Error(), "limit") {
		t.Errorf("oversized input: %v", err)
	}
	long := strings.Repeat("x", MaxLineBytes+1)
	if _, err := Parse("long.s", []byte("s_nop 0\n"+long), ParseOptions{Arch: MustArch("gfx1030")}); err == nil || !strings.HasPrefix(err.Error(), "long.s:2:1:") {
		t.Errorf("overlong line: %v", err)
	}
}

// The op_sel family: a row without it (llvm-mc-16 takes no op_sel on
// v_add_f16_e64 either), a list of the wrong length or with a bad entry,
// and modifiers out of llvm-mc's order are errors at their column.
func TestOpSelErrors(t *testing.T) {
	for _, c := range []struct{ src, arch, pos, msg string }{
		{"v_add_f16_e64 v2, v0, v1 op_sel:[1,0,0]", "gfx1030", "op.s:1:26:", "takes no op_sel modifier"},
		{"v_pk_add_f16 v0, v1, v2 op_sel:[1,0,0]", "gfx1030", "op.s:1:25:", "takes 2 bits, got 3"},
		{"v_pk_add_f16 v0, v1, v2 op_sel_hi:[1,2]", "gfx900", "op.s:1:25:", `entry "2" is not 0 or 1`},
		{"v_pk_add_f16 v0, v1, v2 neg_lo:1", "gfx900", "op.s:1:25:", "takes a list of 2 bits"},
		{"v_pk_add_f16 v0, v1, v2 clamp op_sel:[1,0]", "gfx900", "op.s:1:31:", "must come before"},
		{"v_pk_add_u16 v0, v1, v2 neg_lo:[1,0]", "gfx1030", "op.s:1:25:", "takes no neg_lo modifier"},
		{"v_pk_add_f16 v0, -v1, v2", "gfx1030", "op.s:1:18:", "neg_lo/neg_hi, not source modifiers"},
		{"v_fma_f16 v0, v1, v2, v3 op_sel:[1,0,1]", "gfx900", "op.s:1:26:", "takes 4 bits, got 3"},
		{"v_dot4_i32_i8 v0, v1, v2, v3", "gfx900", "op.s:1:1:", "it does on gfx1030, gfx906"},
		{"v_pk_add_f16 v0, v1, 0x1234", "gfx900", "op.s:1:22:", "no literal operands"},
		{"v_fma_mix_f32 v0, 1.0, v1, v2 op_sel_hi:[1,1,0]", "gfx1030", "op.s:1:", "is not modeled"},
		// A packed f32 constant's high dword (checkPkF32Consts): op_sel_hi
		// defaults to [1,1], op_sel on v_pk_mov_b32 picks it too.
		{"v_pk_add_f32 v[0:1], v[2:3], 1.0", "gfx90a", "op.s:1:30:", "picks its high dword"},
		{"v_pk_mov_b32 v[0:1], 1, v[2:3] op_sel:[1,0]", "gfx90a", "op.s:1:22:", "source 0 is an inline constant"},
		{"v_pk_fma_f32 v[0:1], v[2:3], v[4:5], 0 op_sel_hi:[1,1,1]", "gfx942", "op.s:1:38:", "source 2"},
		{"v_pk_mul_f32 v[0:1], v[2:3], 0x40490fdb op_sel_hi:[1,0]", "gfx90a", "op.s:1:30:", "takes only inline constants"},
	} {
		_, err := Parse("op.s", []byte(c.src+"\n"), ParseOptions{Arch: MustArch(c.arch)})
		if err == nil || !strings.HasPrefix(err.Error(), c.pos) || !strings.Contains(err.Error(), c.msg) {
			t.Errorf("%s: got %v, want %s ... %s", c.src, err, c.pos, c.msg)
		}
	}
}
