package launch

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// Bad forms of an argument's "fixed" and "random" are errors at their
// line and column.
func TestArgModifierErrors(t *testing.T) {
	head := "{\"grid\": [32], \"workgroup\": [32], \"buffers\": {\"a\": {\"type\": \"i32\", \"count\": 4}},\n  \"args\": ["
	for _, tc := range []struct{ args, want string }{
		{`{"i32": 5, "fixed": 1}`, `spec.json:2:32: argument 0: fixed must be true or false, got 1`},
		{`{"i32": 5, "random": [1]}`, `spec.json:2:33: argument 0: random takes [lo, hi], two i32 values`},
		{`{"i32": 5, "random": 3}`, `spec.json:2:33: argument 0: random takes [lo, hi], two i32 values`},
		{`{"i32": 5, "random": [0, 1.5]}`, `spec.json:2:37: argument 0: random[1]: not an i32: 1.5`},
		{`{"u32": 5, "random": [-1, 4]}`, `spec.json:2:34: argument 0: random[0]: not a u32: -1`},
		{`{"i32": 5, "random": [9, 2]}`, `spec.json:2:33: argument 0: random range [9, 2] is empty`},
		{`{"i32": 5, "fixed": true, "random": [0, 9]}`, `spec.json:2:48: argument 0: give fixed or random, not both`},
		{`{"f32": 1.5, "fixed": 1}`, `spec.json:2:34: argument 0: fixed must be true or false, got 1`},
		{`{"f64": 1.5, "random": [0, 1]}`, `spec.json:2:35: argument 0: "random" applies to integer arguments`},
		{`{"buffer": "a", "fixed": true}`, `spec.json:2:37: argument 0: "fixed" applies to number arguments`},
		{`{"buffer": "a", "random": [0, 1]}`, `spec.json:2:38: argument 0: "random" applies to integer arguments`},
		{`{"fixed": true}`, `spec.json:2:12: argument 0 must have exactly one kind key`},
		{`{"i32": 5, "u32": 6}`, `spec.json:2:12: argument 0 must have exactly one kind key (buffer, dwords, i32, u32, i64, u64, f32, f64), got i32 and u32`},
	} {
		_, err := ParseSpec("spec.json", []byte(head+tc.args+"]}"))
		if err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("%s: got %v\nwant %s", tc.args, err, tc.want)
		}
	}
}

// "fixed" and "random" leave the argument's value as it is, and IntArgs
// reads them.
func TestArgModifiers(t *testing.T) {
	spec := `{"grid": [32], "workgroup": [32], "buffers": {"out": {"type": "u32", "count": 32}},
  "args": [{"buffer": "out"}, {"i32": -3, "fixed": true}, {"u64": 18446744073709551615, "random": [1, 18446744073709551615]}, {"f32": 2}]}`
	s, err := ParseSpec("spec.json", []byte(spec))
	if err != nil {
		t.Fatal(err)
	}
	got := s.IntArgs()
	if len(got) != 2 || got[0].Index != 1 || !got[0].Fixed || got[0].Value.Int64() != -3 || got[0].Range != nil ||
		got[1].Index != 2 || got[1].Fixed || got[1].Value.String() != "18446744073709551615" ||
		got[1].Range == nil || got[1].Range[0].Int64() != 1 || got[1].Range[1].String() != "18446744073709551615" {
		t.Fatalf("IntArgs: %+v", got)
	}
	if fa := s.FloatArgs(); len(fa) != 1 || fa[0].Index != 3 || fa[0].Kind != F32 || fa[0].Bits != 0x40000000 || fa[0].Fixed {
		t.Fatalf("FloatArgs: %+v", fa)
	}
	p, err := isa.Parse("k.s", []byte(strings.Replace(errKernel, "%d", "0", 1)), isa.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	d, err := NewDispatch(p, s, Options{})
	if err != nil {
		t.Fatal(err)
	}
	want := []byte{0, 0, 0, 0, 1, 0, 0, 0, 0xfd, 0xff, 0xff, 0xff, 0, 0, 0, 0, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0, 0, 0, 0x40}
	b := make([]byte, len(want))
	if err := d.Mem.Read(d.KernargAddr, b); err != nil {
		t.Fatal(err)
	}
	if string(b) != string(want) {
		t.Fatalf("kernargs % x, want % x", b, want)
	}
}

// poisonKernel stores, per lane, its work-item id (v0), a VGPR it never
// wrote (v5) and an SGPR above the ABI's (s20).
const poisonKernel = `	.amdgcn_target "amdgcn-amd-amdhsa--gfx1030"
	.type	k,@function
k:
	s_load_dwordx2 s[0:1], s[4:5], 0x0
	s_waitcnt lgkmcnt(0)
	v_mul_u32_u24_e32 v1, 12, v0
	global_store_dword v1, v0, s[0:1]
	global_store_dword v1, v5, s[0:1] offset:4
	v_mov_b32_e32 v2, s20
	global_store_dword v1, v2, s[0:1] offset:8
	s_endpgm
	.amdhsa_kernel k
		.amdhsa_user_sgpr_count 6
		.amdhsa_user_sgpr_private_segment_buffer 1
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_wavefront_size32 1
	.end_amdhsa_kernel
`

// Options.Poison fills the registers the initial state leaves undefined
// from its seed, the same for the same seed; the ABI's registers (the
// kernarg pointer, the work-item ids) keep their values; 0 keeps zeros.
func TestPoison(t *testing.T) {
	p, err := isa.Parse("k.s", []byte(poisonKernel), isa.ParseOptions{})
	if err != nil {
		t.Fatal(err)
	}
	s, err := ParseSpec("spec.json", []byte(`{"grid": [64], "workgroup": [64], "buffers": {"out": {"type": "u32", "count": 192}}, "args": [{"buffer": "out"}]}`))
	if err != nil {
		t.Fatal(err)
	}
	out := func(seed uint64) []uint64 {
		d, err := NewDispatch(p, s, Options{Poison: seed})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Run(); err != nil {
			t.Fatal(err)
		}
		c, err := d.Contents("out")
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	zero, a, again, b := out(0), out(7), out(7), out(8)
	distinct := map[uint64]bool{}
	for l := 0; l < 64; l++ {
		id, v5, s20 := 3*l, 3*l+1, 3*l+2
		if zero[id] != uint64(l) || a[id] != uint64(l) {
			t.Fatalf("lane %d: work-item id %d (no poison), %d (poison), want %d", l, zero[id], a[id], l)
		}
		if zero[v5] != 0 || zero[s20] != 0 {
			t.Fatalf("lane %d: without poison v5 = %d, s20 = %d, want 0", l, zero[v5], zero[s20])
		}
		if a[v5] != again[v5] || a[s20] != again[s20] {
			t.Fatalf("lane %d: seed 7 gives different poison twice", l)
		}
		distinct[a[v5]] = true
		if l > 0 && l < 32 && a[s20] != a[2] {
			t.Fatalf("lane %d: s20 %d differs from lane 0's %d in one wave", l, a[s20], a[2])
		}
	}
	if len(distinct) < 60 {
		t.Errorf("v5 holds %d distinct values over 64 lanes", len(distinct))
	}
	if a[2] == a[3*32+2] || a[1] == b[1] {
		t.Errorf("poison must differ between waves and seeds: s20 %d and %d, v5 %d and %d", a[2], a[3*32+2], a[1], b[1])
	}
}
