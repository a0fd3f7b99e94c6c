package launch

import (
	"errors"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

const errKernel = `	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.type	k,@function
k:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_lshlrev_b32_e32 v1, 2, v0
	global_store_dword v1, v0, s[0:1] offset:%d
	s_endpgm
	.amdhsa_kernel k
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
`

const errSpec = `{
  "grid": [32],
  "workgroup": [32],
  "buffers": {"out": {"type": "u32", "count": 32}},
  "args": [{"buffer": "out"}]
}`

func runText(t *testing.T, asm, spec string, opts Options) error {
	t.Helper()
	p, err := isa.Parse("k.s", []byte(asm), isa.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseSpec("spec.json", []byte(spec))
	if err != nil {
		t.Fatal(err)
	}
	d, err := NewDispatch(p, s, opts)
	if err != nil {
		return err
	}
	return d.Run()
}

func TestUnmappedAccessNamesInstructionLaneAddress(t *testing.T) {
	// Each lane stores 4 bytes at out + 4*lane + offset: lane 0 is the first
	// past the 128-byte buffer with offset 128.
	asm := strings.Replace(errKernel, "%d", "0", 1)
	if err := runText(t, asm, errSpec, Options{}); err != nil {
		t.Fatalf("in-bounds run failed: %v", err)
	}
	asm = strings.Replace(errKernel, "%d", "0x80", 1)
	err := runText(t, asm, errSpec, Options{})
	var re *sim.RunError
	if !errors.As(err, &re) {
		t.Fatalf("want a RunError, got %v", err)
	}
	msg := err.Error()
	for _, want := range []string{"k.s:7:2:", "global_store_dword v1, v0, s[0:1] offset:128", "lane 0",
		"4-byte write of unmapped address 0x100000080"} {
		if !strings.Contains(msg, want) {
			t.Errorf("error %q lacks %q", msg, want)
		}
	}
	if re.Lane != 0 {
		t.Errorf("lane %d, want 0", re.Lane)
	}
}

func TestStepLimitStopsInfiniteLoop(t *testing.T) {
	asm := strings.Replace(errKernel, "\ts_endpgm\n", ".Lspin:\n\ts_branch .Lspin\n\ts_endpgm\n", 1)
	asm = strings.Replace(asm, "%d", "0", 1)
	err := runText(t, asm, errSpec, Options{StepLimit: 10000})
	if !errors.Is(err, sim.ErrStepLimit) {
		t.Fatalf("want the step limit error, got %v", err)
	}
	if !strings.Contains(err.Error(), "k.s:9:2: s_branch .Lspin") || !strings.Contains(err.Error(), "10000 instructions") {
		t.Errorf("error does not name the instruction and count: %v", err)
	}
}

func TestControlLeavingKernel(t *testing.T) {
	asm := strings.Replace(errKernel, "\ts_endpgm\n", "", 1)
	asm = strings.Replace(asm, "%d", "0", 1)
	err := runText(t, asm, errSpec, Options{})
	if err == nil || !strings.Contains(err.Error(), "lacks s_endpgm") {
		t.Fatalf("want a 'left the kernel' error, got %v", err)
	}
}

func TestSpecErrors(t *testing.T) {
	cases := []struct{ name, spec, pos, msg string }{
		{"missing launch buffer", `{
  "grid": [32], "workgroup": [32],
  "buffers": {"out": {"type": "u32", "count": 32}},
  "args": [{"buffer": "out"}, {"buffer": "input"}]
}`, "spec.json:4:42", `argument 1 names buffer "input", which the launch does not declare (declared: out)`},
		{"mistyped launch buffer", `{
  "grid": [32], "workgroup": [32],
  "buffers": {"out": {"type": "u32", "count": 32}, "input": {"type": "u32", "count": 32}},
  "args": [{"buffer": "out"}, {"buffer": "inptu"}]
}`, "spec.json:4:42", `argument 1 names buffer "inptu", which the launch does not declare; did you mean "input"? (declared: input, out)`},
		{"json syntax", "{\n  \"grid\": [32,,]\n}", "spec.json:2:15", "JSON syntax error"},
		{"unknown buffer type", `{"grid": [1], "workgroup": [1],
 "buffers": {"b": {"type": "f16", "count": 1}}, "args": []}`, "spec.json:2:28", `unknown type "f16"`},
		{"bad value", `{"grid": [1], "workgroup": [1],
 "buffers": {"b": {"type": "i32", "data": [1, 2.5]}}, "args": []}`, "spec.json:2:47", "not an i32: 2.5"},
		{"buffer count that overflows a size", `{"grid": [1], "workgroup": [1],
 "buffers": {"b": {"type": "u32", "count": 9223372036854775807}}, "args": []}`, "spec.json:2:44", "count 9223372036854775807 is not between 0 and 268435456"},
		{"zero grid", `{"grid": [0], "workgroup": [1], "buffers": {}, "args": []}`, "spec.json:1:11", "grid[0] must be positive"},
		{"unknown field", `{"grid": [1], "workgroup": [1],
 "buffer": {}}`, "spec.json:2:2", `unknown field "buffer"`},
		{"truncated", "{\"grid\": [1],\n \"workgroup\": [", "spec.json:2:16", "JSON ends early"},
		{"empty", "", "spec.json:1:1", "JSON ends early"},
		{"unknown target", `{"grid": [1], "workgroup": [1], "arch": "gfx9999", "buffers": {}, "args": []}`, "spec.json:1:41", `unknown target "gfx9999"`},
		{"expect of unknown buffer", `{"grid": [1], "workgroup": [1], "buffers": {}, "args": [],
  "expect": {"out": [1]}}`, "spec.json:2:21", `expect names buffer "out"`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseSpec("spec.json", []byte(c.spec))
			if err == nil {
				t.Fatal("no error")
			}
			if !strings.HasPrefix(err.Error(), c.pos) {
				t.Errorf("error %q does not start with %s", err, c.pos)
			}
			if !strings.Contains(err.Error(), c.msg) {
				t.Errorf("error %q does not say %q", err, c.msg)
			}
		})
	}
}

func TestArgumentCountMismatch(t *testing.T) {
	asm := strings.Replace(errKernel, "%d", "0", 1)
	asm = strings.Replace(asm, "\t.end_amdhsa_kernel\n", "\t.end_amdhsa_kernel\n\t.amdgpu_metadata\n---\namdhsa.kernels:\n  - .args:\n      - .name: out\n        .offset: 0\n        .size: 8\n        .value_kind: global_buffer\n    .name: k\n...\n\t.end_amdgpu_metadata\n", 1)
	spec := strings.Replace(errSpec, `"args": [{"buffer": "out"}]`, `"args": [{"buffer": "out"}, {"i32": 5}]`, 1)
	err := runText(t, asm, spec, Options{})
	if err == nil || !strings.Contains(err.Error(), "the launch gives 2 arguments but kernel k takes 1") || !strings.HasPrefix(err.Error(), "spec.json:5:") {
		t.Fatalf("want an argument count error at the spec position, got %v", err)
	}
}

// A mistyped kernel name gets the nearest kernel's name.
func TestFindKernelDidYouMean(t *testing.T) {
	p, err := LoadProgram("../../traces/saxpy/llvm16-gfx1030.s", LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	_, err = FindKernel(p, "saxpi")
	if want := `no kernel "saxpi"; did you mean "saxpy"? (kernels: saxpy)`; err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %v, want %q", err, want)
	}
	if _, err = FindKernel(p, "matmul"); err == nil || strings.Contains(err.Error(), "did you mean") {
		t.Errorf("a name near nothing: %v", err)
	}
}
