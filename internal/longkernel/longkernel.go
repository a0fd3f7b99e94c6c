// Package longkernel writes long straight-line gfx1030 kernels for tests
// and measurements of how wavesim scales with kernel length: an
// N-instruction kernel with a full .amdhsa kernel descriptor and metadata,
// a second version of it with a few instructions changed (results stay
// the same, so a comparison runs every launch), and the launch spec both
// run on. Everything follows from N: the same N gives the same files.
package longkernel

import (
	"bufio"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
)

// Edits is how many instructions Write changes in the second version:
// as many operand swaps of a commutative add, s_nop insertions and s_nop
// deletions, spread over the body.
const Edits = 3 * 4

// Kernel is the kernel's name; the launch spec names it.
const Kernel = "long"

// Spec is the launch: one wave32 workgroup writing eight dwords a lane.
const Spec = `{
  "kernel": "long",
  "arch": "gfx1030",
  "grid": [32, 1, 1],
  "workgroup": [32, 1, 1],
  "buffers": {"out": {"type": "u32", "count": 256}},
  "args": [{"buffer": "out"}]
}
`

// Body registers: v2..v9 and s8..s15 hold the kernel's running values.
const (
	firstV, numV = 2, 8
	firstS, numS = 8, 8
)

// prologue and epilogue are the instructions around the body.
var prologue = []string{
	"s_load_dwordx2 s[0:1], s[4:5], 0x0",
	"v_lshlrev_b32_e32 v1, 2, v0",
	"v_add_nc_u32_e32 v2, 1, v0",
	"v_add_nc_u32_e32 v3, 2, v0",
	"v_add_nc_u32_e32 v4, 3, v0",
	"v_add_nc_u32_e32 v5, 4, v0",
	"v_xor_b32_e32 v6, 0x5bd1e995, v0",
	"v_xor_b32_e32 v7, 0x1b873593, v0",
	"v_mul_lo_u32 v8, v0, v0",
	"v_not_b32_e32 v9, v0",
	"s_mov_b32 s8, 0x9e3779b9",
	"s_mov_b32 s9, 0x7f4a7c15",
	"s_mov_b32 s10, 0x85ebca6b",
	"s_mov_b32 s11, 0xc2b2ae35",
	"s_mov_b32 s12, s6",
	"s_mov_b32 s13, 17",
	"s_mov_b32 s14, 0x27d4eb2f",
	"s_mov_b32 s15, 0x165667b1",
}

func epilogue() []string {
	out := []string{"s_waitcnt lgkmcnt(0)"}
	for k := 0; k < numV; k++ {
		out = append(out, fmt.Sprintf("global_store_dword v1, v%d, s[0:1] offset:%d", firstV+k, 128*k))
	}
	return append(out, "s_endpgm")
}

// MinInstructions is the shortest kernel Write makes.
var MinInstructions = len(prologue) + len(epilogue()) + 4*Edits

// Write writes an n-instruction kernel (at least MinInstructions); when
// edited is set, the version with Edits instructions changed, which
// computes the same results and also has n instructions.
func Write(w io.Writer, n int, edited bool) error {
	if n < MinInstructions {
		return fmt.Errorf("longkernel: %d instructions, want at least %d", n, MinInstructions)
	}
	bw := bufio.NewWriter(w)
	fmt.Fprintf(bw, header, Kernel, Kernel, Kernel, Kernel)
	inst := func(s string) { bw.WriteString("\t" + s + "\n") }
	for _, s := range prologue {
		inst(s)
	}
	body := n - len(prologue) - len(epilogue())
	writeBody(bw, body, edited)
	for _, s := range epilogue() {
		inst(s)
	}
	fmt.Fprintf(bw, trailer, Kernel, firstV+numV, firstS+numS, Kernel, Kernel, Kernel, Kernel, firstV+numV)
	return bw.Flush()
}

// writeBody writes body instructions from a seed fixed by their count.
// Edit site k sits in the middle of the k-th of Edits equal stretches;
// the sites take turns: the operands of an add of two VGPRs swapped, an
// s_nop 0 inserted before such an add, an s_nop 0 before one deleted. Both
// versions draw the same random instructions, and as many s_nops are
// inserted as deleted, so they have the same length.
func writeBody(bw *bufio.Writer, body int, edited bool) {
	r := rand.New(rand.NewPCG(uint64(body), 0x10a6))
	stride := body / Edits
	inst := func(s string) { bw.WriteString("\t" + s + "\n") }
	for i := 0; i < body; {
		site := i / stride
		if i%stride != stride/2 || site >= Edits {
			inst(randomInst(r))
			i++
			continue
		}
		d, a, b := vreg(r), vreg(r), vreg(r)
		switch site % 3 {
		case 0:
			if edited {
				a, b = b, a
			}
		case 1:
			if edited {
				inst("s_nop 0")
			}
		case 2:
			if !edited {
				inst("s_nop 0")
			}
			i++ // the original's s_nop
		}
		inst(fmt.Sprintf("v_add_nc_u32_e32 %s, %s, %s", d, a, b))
		i++
	}
}

func vreg(r *rand.Rand) string { return fmt.Sprintf("v%d", firstV+r.IntN(numV)) }
func sreg(r *rand.Rand) string { return fmt.Sprintf("s%d", firstS+r.IntN(numS)) }

// randomInst is one integer VALU or SALU instruction on the body registers.
func randomInst(r *rand.Rand) string {
	d, a, b := vreg(r), vreg(r), vreg(r)
	imm := r.IntN(81) - 16 // an inline constant
	switch r.IntN(16) {
	case 0:
		return fmt.Sprintf("v_add_nc_u32_e32 %s, %d, %s", d, imm, a)
	case 1:
		return fmt.Sprintf("v_add_nc_u32_e32 %s, %s, %s", d, a, b)
	case 2:
		return fmt.Sprintf("v_sub_nc_u32_e32 %s, %s, %s", d, a, b)
	case 3:
		return fmt.Sprintf("v_xor_b32_e32 %s, 0x%x, %s", d, r.Uint32()|0x100, a)
	case 4:
		return fmt.Sprintf("v_xor_b32_e32 %s, %s, %s", d, a, b)
	case 5:
		return fmt.Sprintf("v_and_b32_e32 %s, %s, %s", d, a, b)
	case 6:
		return fmt.Sprintf("v_or_b32_e32 %s, %s, %s", d, a, b)
	case 7:
		return fmt.Sprintf("v_lshlrev_b32_e32 %s, %d, %s", d, 1+r.IntN(31), a)
	case 8:
		return fmt.Sprintf("v_lshrrev_b32_e32 %s, %d, %s", d, 1+r.IntN(31), a)
	case 9:
		return fmt.Sprintf("v_mul_lo_u32 %s, %s, %s", d, a, b)
	case 10:
		return fmt.Sprintf("v_max_u32_e32 %s, %s, %s", d, a, b)
	case 11:
		return fmt.Sprintf("v_add_nc_u32_e32 %s, %s, %s", d, sreg(r), a)
	case 12:
		return fmt.Sprintf("s_add_u32 %s, %s, %s", sreg(r), sreg(r), sreg(r))
	case 13:
		return fmt.Sprintf("s_xor_b32 %s, %s, 0x%x", sreg(r), sreg(r), r.Uint32()|0x100)
	case 14:
		return fmt.Sprintf("s_mul_i32 %s, %s, %s", sreg(r), sreg(r), sreg(r))
	}
	return fmt.Sprintf("v_mad_u32_u24 %s, %s, %s, %s", d, a, b, vreg(r))
}

// WriteFiles writes a.s (the kernel), b.s (the edited version) and
// launch.json into dir and returns their paths.
func WriteFiles(dir string, n int) (a, b, spec string, err error) {
	a, b, spec = filepath.Join(dir, "a.s"), filepath.Join(dir, "b.s"), filepath.Join(dir, "launch.json")
	for _, f := range []struct {
		path   string
		edited bool
	}{{a, false}, {b, true}} {
		if err = writeFile(f.path, n, f.edited); err != nil {
			return
		}
	}
	err = os.WriteFile(spec, []byte(Spec), 0o644)
	return
}

func writeFile(path string, n int, edited bool) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := Write(f, n, edited); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

const header = `	.text
	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.globl	%s
	.p2align	8
	.type	%s,@function
%s:                                   ; @%s
`

const trailer = `	.section	.rodata,#alloc
	.p2align	6, 0x0
	.amdhsa_kernel %s
		.amdhsa_group_segment_fixed_size 0
		.amdhsa_private_segment_fixed_size 0
		.amdhsa_kernarg_size 8
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_dispatch_ptr 0
		.amdhsa_user_sgpr_queue_ptr 0
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_user_sgpr_dispatch_id 0
		.amdhsa_user_sgpr_flat_scratch_init 0
		.amdhsa_user_sgpr_private_segment_size 0
		.amdhsa_wavefront_size32 1
		.amdhsa_system_sgpr_private_segment_wavefront_offset 0
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_system_sgpr_workgroup_id_y 0
		.amdhsa_system_sgpr_workgroup_id_z 0
		.amdhsa_system_sgpr_workgroup_info 0
		.amdhsa_system_vgpr_workitem_id 0
		.amdhsa_next_free_vgpr %d
		.amdhsa_next_free_sgpr %d
		.amdhsa_reserve_flat_scratch 0
		.amdhsa_float_round_mode_32 0
		.amdhsa_float_round_mode_16_64 0
		.amdhsa_float_denorm_mode_32 3
		.amdhsa_float_denorm_mode_16_64 3
		.amdhsa_dx10_clamp 1
		.amdhsa_ieee_mode 1
		.amdhsa_fp16_overflow 0
		.amdhsa_workgroup_processor_mode 1
		.amdhsa_memory_ordered 1
		.amdhsa_forward_progress 0
		.amdhsa_shared_vgpr_count 0
		.amdhsa_exception_fp_ieee_invalid_op 0
		.amdhsa_exception_fp_denorm_src 0
		.amdhsa_exception_fp_ieee_div_zero 0
		.amdhsa_exception_fp_ieee_overflow 0
		.amdhsa_exception_fp_ieee_underflow 0
		.amdhsa_exception_fp_ieee_inexact 0
		.amdhsa_exception_int_div_zero 0
	.end_amdhsa_kernel
	.text
.Lfunc_end0:
	.size	%s, .Lfunc_end0-%s
	.amdgpu_metadata
---
amdhsa.kernels:
  - .args:
      - .address_space:  global
        .name:           out
        .offset:         0
        .size:           8
        .value_kind:     global_buffer
    .group_segment_fixed_size: 0
    .kernarg_segment_align: 8
    .kernarg_segment_size: 8
    .max_flat_workgroup_size: 32
    .name:           %s
    .private_segment_fixed_size: 0
    .sgpr_count:     18
    .sgpr_spill_count: 0
    .symbol:         %s.kd
    .vgpr_count:     %d
    .vgpr_spill_count: 0
    .wavefront_size: 32
amdhsa.target:   amdgcn-amd-amdhsa--gfx1030
amdhsa.version:
  - 1
  - 1
...

	.end_amdgpu_metadata
`
