package irgen

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

func TestDeterminism(t *testing.T) {
	cfgs := []Config{DefaultConfig(), {Statements: 40, Features: AllFeatures()}, {Statements: 5}}
	for _, cfg := range cfgs {
		for seed := uint64(0); seed < 20; seed++ {
			a, err := Generate(seed, cfg)
			if err != nil {
				t.Fatal(err)
			}
			b, _ := Generate(seed, cfg)
			if !reflect.DeepEqual(a, b) {
				t.Fatalf("seed %d: two kernels differ", seed)
			}
			c, _ := Generate(seed+1, cfg)
			if a.Device == c.Device || reflect.DeepEqual(a.Buffers, c.Buffers) {
				t.Errorf("seeds %d and %d give the same kernel", seed, seed+1)
			}
		}
	}
}

// TestFeatures: a kernel with a feature off never holds its constructs;
// with it on, some kernel of a few seeds does.
func TestFeatures(t *testing.T) {
	tests := []struct {
		name  string
		off   func(*Features)
		marks []string // any of them in the device module shows the feature
	}{
		{"Branches", func(f *Features) { f.Branches = false }, []string{".then:", "%nok"}},
		{"Loops", func(f *Features) { f.Loops = false }, []string{".head:"}},
		{"I64", func(f *Features) { f.I64 = false; f.CrossLane = false }, []string{"i64"}},
		{"F16", func(f *Features) { f.F16 = false }, []string{"half"}},
		{"F64", func(f *Features) { f.F64 = false }, []string{"double"}},
		{"LDS", func(f *Features) { f.LDS = false }, []string{"addrspace(3)", "s.barrier"}},
		{"Atomics", func(f *Features) { f.Atomics = false }, []string{"atomicrmw"}},
		{"CrossLane", func(f *Features) { f.CrossLane = false }, []string{"readfirstlane", "mbcnt"}},
	}
	has := func(k *Kernel, marks []string) bool {
		for _, m := range marks {
			if strings.Contains(k.Device, m) {
				return true
			}
		}
		return false
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			on := Config{Statements: 25, Features: AllFeatures()}
			off := on
			tc.off(&off.Features)
			seen := false
			for seed := uint64(0); seed < 40; seed++ {
				k, err := Generate(seed, off)
				if err != nil {
					t.Fatal(err)
				}
				if has(k, tc.marks) {
					t.Fatalf("seed %d: feature off, but the kernel holds %v", seed, tc.marks)
				}
				if tc.name == "CrossLane" && (k.CrossLane || k.Host == "") {
					t.Fatalf("seed %d: no cross-lane operation, but no host reference", seed)
				}
				k, _ = Generate(seed, on)
				seen = seen || has(k, tc.marks)
				if has(k, []string{"amdgcn.readfirstlane", "amdgcn.mbcnt"}) != (k.Host == "") {
					t.Fatalf("seed %d: cross-lane operations and the host reference disagree", seed)
				}
			}
			if !seen {
				t.Errorf("no kernel of 40 seeds holds %v", tc.marks)
			}
		})
	}
}

// TestValid: the modules parse, llc-14 and llc-19 compile the device
// module, and lli runs the host module to outputs ParseHostOutput reads.
func TestValid(t *testing.T) {
	as := llvmtool.Require(t, "llvm-as", 19)
	// Four seeds, half with every feature: the campaign (docs/llcfuzz.md)
	// is where thousands run; these guard the modules' validity.
	n := 4
	if testing.Short() {
		n = 4
	}
	for seed := uint64(100); seed < uint64(100+n); seed++ {
		cfg := Config{Statements: 25, Features: AllFeatures()}
		if seed%2 == 0 {
			cfg = DefaultConfig()
		}
		k, err := Generate(seed, cfg)
		if err != nil {
			t.Fatal(err)
		}
		dir := t.TempDir()
		for name, m := range map[string]string{"device.ll": k.Device, "host.ll": k.Host} {
			if m == "" {
				continue
			}
			p := filepath.Join(dir, name)
			if err := os.WriteFile(p, []byte(m), 0o644); err != nil {
				t.Fatal(err)
			}
			if out, err := exec.Command(as, "-o", os.DevNull, p).CombinedOutput(); err != nil {
				t.Fatalf("seed %d: %s: %v\n%s", seed, name, err, out)
			}
		}
		for _, tg := range []target{{14, "gfx1030", "-O0", false}, {14, "gfx1030", "-O2", false}, {19, "gfx1030", "-O0", false}, {19, "gfx1030", "-O2", false}} {
			if _, err := compile(t, dir, k, tg); err != nil {
				t.Errorf("seed %d: %v", seed, err)
			}
		}
		if k.Host == "" {
			continue
		}
		if _, err := hostExpect(t, dir, k, false); err != nil {
			t.Errorf("seed %d: %v", seed, err)
		}
	}
}

func TestParseHostOutput(t *testing.T) {
	k := &Kernel{Buffers: []Buffer{{Name: "in", Type: "u32", Init: []uint64{1}}, {Name: "o", Type: "u32", Init: []uint64{0, 0}, Output: true}, {Name: "w", Type: "u64", Init: []uint64{0}, Output: true}}}
	tests := []struct {
		out  string
		want map[string][]uint64
		bad  bool
	}{
		{out: "B o\n00000001\nffffffff\nB w\nffffffff00000000\n", want: map[string][]uint64{"o": {1, 0xffffffff}, "w": {0xffffffff00000000}}},
		{out: "B o\n00000001\nB w\nffffffff00000000\n", bad: true},                     // o is short
		{out: "B o\n00000001\n00000002\n", bad: true},                                  // w is missing
		{out: "B o\n00000001\n00000002\nB w\n00000000\n", bad: true},                   // a 32-bit word in a u64 buffer
		{out: "00000001\nB o\n00000001\n00000002\nB w\n0000000000000000\n", bad: true}, // a value before a name
		{out: "B in\n00000001\n", bad: true},                                           // not an output
	}
	for i, tc := range tests {
		got, err := k.ParseHostOutput([]byte(tc.out))
		if (err != nil) != tc.bad {
			t.Errorf("%d: err %v, want an error: %v", i, err, tc.bad)
			continue
		}
		if !tc.bad && !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%d: got %v, want %v", i, got, tc.want)
		}
	}
}
