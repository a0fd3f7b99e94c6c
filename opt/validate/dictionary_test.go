package validate

import (
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
)

func dictSnippet(t *testing.T, name, src string) *isa.Program {
	t.Helper()
	p, err := isa.Parse(name, []byte(src), isa.ParseOptions{Arch: isa.MustArch("gfx1030")})
	if err != nil {
		t.Fatal(err)
	}
	return p
}

// dictHas reports the origin of a value in a format, "" when absent.
func dictHas(d *Dictionary, f dictFormat, bits uint64) string {
	for _, l := range [][]DictValue{d.prog[f], d.bound[f]} {
		for _, v := range l {
			if v.Bits == bits {
				return v.From
			}
		}
	}
	return ""
}

// The dictionary holds each constant and what is built from it, with
// where it comes from; values checked by hand: 42 splat is
// 0x0000002a0000002a, 0x4000 is f16 2.0 (its neighbours 0x3fff and
// 0x4001), 1.0f's neighbours are 0x3f800001 and 0x3f7fffff, 0.5 as f64
// is 0x3fe0000000000000.
func TestDictionaryValues(t *testing.T) {
	a := dictSnippet(t, "a.s", "s_mov_b32 s2, 42\ns_cmpk_lt_i32 s3, 0xc8\nv_pk_add_f16 v1, v1, 2.0 op_sel_hi:[1,0]\nv_mul_f32_e32 v0, 1.0, v1\n")
	b := dictSnippet(t, "b.s", "s_mov_b32 s2, 42\nv_add_f64 v[0:1], 0.5, v[2:3]\nv_add_f64 v[4:5], 0x40091eb8, v[2:3]\n")
	d := NewDictionary(a, b)
	cases := []struct {
		f    dictFormat
		bits uint64
		from string
	}{
		{dInt32, 42, "s_mov_b32 s2, 42 at a.s:1"}, // the first program's origin
		{dInt32, 43, "one more than s_mov_b32 s2, 42 at a.s:1"},
		{dInt32, 41, "one less than s_mov_b32 s2, 42 at a.s:1"},
		{dInt64, 0x0000002a0000002a, "64-bit splat of s_mov_b32 s2, 42 at a.s:1"},
		{dInt64, 0x0000002a0000002b, "one more than the 64-bit splat of s_mov_b32 s2, 42 at a.s:1"},
		{dInt32, 200, "s_cmpk_lt_i32 s3, 0xc8 at a.s:2"},
		{dInt32, 201, "one more than s_cmpk_lt_i32 s3, 0xc8 at a.s:2"},
		{dInt32, 0x40004000, "32-bit splat (both 16-bit halves) of v_pk_add_f16"},
		{dInt32, 0x3fff3fff, "32-bit splat of the next value below (f16) of v_pk_add_f16"},
		{dInt32, 0x4001, "one more than v_pk_add_f16"}, // also its next f16 above: the first origin is kept
		{dF32, 0x40000000, "f32 value of v_pk_add_f16"},
		{dF32, 0x3f800001, "next f32 above of v_mul_f32_e32 v0, 1.0, v1 at a.s:4"},
		{dF32, 0x3f7fffff, "next f32 below of v_mul_f32"},
		{dF32, 0xbf800000, "negation of v_mul_f32"},
		{dF64, 0x3ff0000000000000, "f64 value of v_mul_f32"},
		{dF64, 0x3fe0000000000000, "f64 value of v_add_f64 v[0:1], 0.5, v[2:3] at b.s:2"},
		{dF64, 0x3fe0000000000001, "next f64 above of v_add_f64"},
		// A 32-bit literal for an f64 operand is its high dword.
		{dInt64, 0x40091eb800000000, "v_add_f64 v[4:5], 0x40091eb8, v[2:3] at b.s:3"},
		{dInt32, 0x40091eb8, "high half of v_add_f64 v[4:5], 0x40091eb8"},
		{dF64, 0x40091eb800000001, "next f64 above of v_add_f64 v[4:5], 0x40091eb8"},
		{dInt64, math.MaxInt64, "boundary: i64 max"},
		{dInt32, 0xffff8000, "boundary: i16 min"},
		{dF32, 0x00000001, "boundary: f32 smallest denormal"},
		{dF32, 0x007fffff, "boundary: f32 largest denormal"},
		{dF64, 0x000fffffffffffff, "boundary: f64 largest denormal"},
		{dF32, 0x80000000, "boundary: f32 -0"},
		{dF64, 0xfff0000000000000, "boundary: f64 -inf"},
	}
	for _, c := range cases {
		got := dictHas(d, c.f, c.bits)
		if got == "" || !strings.HasPrefix(got, c.from) {
			t.Errorf("format %d value %#x: from %q, want %q", c.f, c.bits, got, c.from)
		}
	}
	// A value is there once: 42 is both programs' constant.
	n := 0
	for _, v := range d.prog[dInt32] {
		if v.Bits == 42 {
			n++
		}
	}
	if n != 1 {
		t.Errorf("42 is in the dictionary %d times", n)
	}
	// A boundary a program value already gave is not there twice.
	if p, bd := d.Len(); p == 0 || bd == 0 || bd >= len(boundInt32)+len(boundInt64)+len(boundF32)+len(boundF64) {
		t.Errorf("Len = %d, %d", p, bd)
	}
}

// A random launch takes about DictShare of its buffer elements from the
// dictionary, records each, and draws every other value as it did without
// the dictionary; the same seed gives the same launch.
func TestLaunchDictionaryShare(t *testing.T) {
	spec := &launch.Spec{Grid: []int{64}, Workgroup: []int{64}, Buffers: map[string]*launch.BufferSpec{
		"in": {Type: launch.U64, Count: 4000}}, Args: []map[string]any{{"buffer": "in"}}}
	d := NewDictionary(dictSnippet(t, "a.s", "s_mov_b32 s2, 42\n"))
	draw := func(share float64, seed uint64) (*launch.Spec, *launchDrawer) {
		ld := newLaunchDrawer(d, share, seed)
		return randomizeSpec(spec, rand.New(rand.NewPCG(seed, seed^0x51ed270b)), ld), ld
	}
	plain, _ := draw(0, 7)
	withDict, _ := draw(DefaultDictShare, 7)
	again, _ := draw(DefaultDictShare, 7)
	if !reflect.DeepEqual(withDict, again) {
		t.Fatal("the same seed drew different launches")
	}
	listed, total := drawnFor(spec, withDict, d, DefaultDictShare, 7, -1, 4000)
	if len(listed) != total {
		t.Fatalf("listed %d of %d draws with room for all", len(listed), total)
	}
	if got := float64(total) / 4000; math.Abs(got-DefaultDictShare) > 0.03 {
		t.Errorf("%.3f of the elements came from the dictionary, want about %.2f", got, DefaultDictShare)
	}
	replaced := map[string]bool{}
	splats := 0
	for _, x := range listed {
		replaced[x.Input] = true
		if x.Bits == 0x0000002a0000002a {
			splats++
		}
	}
	if splats == 0 {
		t.Error("no element drew the 64-bit splat of 42")
	}
	for i := range 4000 {
		in := "in[" + strconv.Itoa(i) + "]"
		p, okP := plain.Buffers["in"].Bits(i)
		q, okQ := withDict.Buffers["in"].Bits(i)
		if !okP || !okQ {
			t.Fatalf("%s: no element drawn", in)
		}
		if !replaced[in] && p != q {
			t.Fatalf("%s: %#x without the dictionary, %#x with it, and it is no dictionary value", in, p, q)
		}
	}
}

// Float arguments vary around their value (to values a spec holds, NaN
// and the infinities as strings); fixed ones stay.
func TestFloatArgsVary(t *testing.T) {
	spec := &launch.Spec{Grid: []int{64}, Workgroup: []int{64}, Buffers: map[string]*launch.BufferSpec{},
		Args: []map[string]any{{"f32": json.Number("1.5")}, {"f64": json.Number("-3e300")}, {"f32": json.Number("7"), "fixed": true}}}
	d := NewDictionary(dictSnippet(t, "a.s", "v_mul_f32_e32 v0, 0.5, v1\n"))
	seen := map[string]bool{}
	for seed := uint64(1); seed <= 200; seed++ {
		ld := newLaunchDrawer(d, DefaultDictShare, seed)
		args := randomArgs(spec, rand.New(rand.NewPCG(seed, 1)), ld)
		v := args[0]["f32"]
		seen[fmt.Sprint(v)] = true
		c := *spec
		c.Args = args
		if fa := c.FloatArgs(); len(fa) != 3 {
			t.Fatalf("seed %d: arguments %v: a spec reads %d float arguments of them, want 3", seed, args, len(fa))
		}
		if args[2]["f32"] != json.Number("7") {
			t.Fatalf("seed %d: the fixed argument became %v", seed, args[2])
		}
	}
	for _, want := range []string{"1.5", "-1.5", "0.5", "0.50000006"} { // the given value, its negation, the dictionary's 0.5 and its neighbour
		if !seen[want] {
			t.Errorf("the f32 argument never drew %s in 200 launches (drew %d values)", want, len(seen))
		}
	}
}

// ApplyState puts dictionary values in registers and memory (never in
// s[0:1], the memory's base), lists each, and changes nothing with share
// 0; what it does not draw is as Fill made it.
func TestApplyState(t *testing.T) {
	d := NewDictionary(dictSnippet(t, "a.s", "s_mov_b32 s2, 42\nv_add_f64 v[0:1], s[4:5], v[1:2]\n"+
		"v_add_nc_u32 v3, s6, v4\nv_add_nc_u32 v5, s7, v6\nv_add_nc_u32 v7, s9, v2\ns_add_u32 s0, s0, s1\n"+
		"global_load_dword v8, v2, s[0:1]\n"))
	plain := RandomState(99, 32, 8)
	st := RandomState(99, 32, 8)
	d.ApplyState(st, 0)
	if !reflect.DeepEqual(plain, st) {
		t.Fatal("share 0 changed the state")
	}
	d.ApplyState(st, 0.5)
	if st.SGPRs[0] != plain.SGPRs[0] || st.SGPRs[1] != plain.SGPRs[1] {
		t.Fatal("the dictionary overwrote s[0:1]")
	}
	files := map[byte]int{}
	for _, x := range st.Drawn {
		files[x.File]++
		if x.File == 's' && (x.Index < 4 || x.Index > 9 || x.Index == 8) || x.File == 'v' && (x.Index == 0 || x.Index == 3 || x.Index == 5 || x.Index > 6) {
			t.Errorf("%s: the programs do not read it", x)
		}
		if !x.still(st) {
			t.Errorf("%s: the state does not hold it", x)
		}
	}
	if files['s'] == 0 || files['v'] == 0 || files['m'] == 0 {
		t.Errorf("draws by file %v, want SGPRs, VGPRs and memory", files)
	}
	// Without a memory access no memory word takes a value.
	regsOnly := RandomState(99, 32, 8)
	NewDictionary(dictSnippet(t, "b.s", "v_add_nc_u32 v3, s6, v4\n")).ApplyState(regsOnly, 1)
	for _, x := range regsOnly.Drawn {
		if x.File == 'm' {
			t.Fatalf("%s: the program accesses no memory", x)
		}
	}
	for _, set := range st.DrawnSettings() {
		if _, err := ParseSettings(set, isa.MustArch("gfx1030"), 32); err != nil {
			t.Errorf("DrawnSettings gave %q: %v", set, err)
		}
	}
	// Replaying the settings on the plain state gives the registers back.
	re := RandomState(99, 32, 8)
	sets, _ := ParseSettings(strings.Join(st.DrawnSettings(), ","), isa.MustArch("gfx1030"), 32)
	for _, s := range sets {
		re.Set(s)
	}
	if !reflect.DeepEqual(re.SGPRs, st.SGPRs) || !reflect.DeepEqual(re.VGPRs, st.VGPRs) {
		t.Error("the settings do not rebuild the state's registers")
	}
}

// A compare against a constant off by one differs only where v1 holds one
// of the two constants: the snippet states find it through the dictionary
// and name the value, and without it the same states do not.
func TestSnippetStatesFindConstant(t *testing.T) {
	a := dictSnippet(t, "a.s", "v_cmp_eq_u32_e32 vcc_lo, 0x12345678, v1\n")
	b := dictSnippet(t, "b.s", "v_cmp_eq_u32_e32 vcc_lo, 0x12345679, v1\n")
	live := []isa.Reg{isa.RegVCCLo}
	res, err := CompareSnippets(a, b, SnippetCompare{Runs: 200, Seed: 1, LiveOut: live})
	if err != nil {
		t.Fatal(err)
	}
	if res.Mismatch == nil {
		t.Fatal("200 states with the dictionary found no difference")
	}
	if got := res.Mismatch.State.DrawnText(10); !strings.Contains(got, "v1 (lanes ") || !strings.Contains(got, "v_cmp_eq_u32_e32 vcc_lo, 0x1234567") {
		t.Errorf("the state's dictionary values do not name v1 and the compare's constant: %q", got)
	}
	res, err = CompareSnippets(a, b, SnippetCompare{Runs: 200, Seed: 1, LiveOut: live, DictShare: NoDictionary})
	if err != nil || res.Mismatch != nil {
		t.Errorf("without the dictionary: %v, %v", err, res.Mismatch)
	}
}
