package llcfuzz

import (
	"strings"
	"testing"

	"github.com/wavesim/wavesim/llcfuzz/irgen"
)

// Every generated kernel's divisions and shifts are guarded as
// brokenGuard expects: the check refuses no kernel the generator makes.
func TestGeneratedGuardsIntact(t *testing.T) {
	feat, err := ParseFeatures("all")
	if err != nil {
		t.Fatal(err)
	}
	divs := 0
	for seed := uint64(1); seed <= 300; seed++ {
		k, err := irgen.Generate(seed, irgen.Config{Statements: 30, Features: feat})
		if err != nil {
			t.Fatal(err)
		}
		if m := brokenGuard([]byte(k.Device)); m != "" {
			t.Fatalf("seed %d: %s", seed, m)
		}
		divs += strings.Count(k.Device, "div i") + strings.Count(k.Device, "rem i")
	}
	if divs < 100 {
		t.Errorf("only %d divisions in 300 kernels: the check was hardly exercised", divs)
	}
}

// What llvm-reduce's operand passes make of the guards is refused; the
// guards themselves, and literals that cannot fault, are not.
func TestBrokenGuard(t *testing.T) {
	const udiv = "  %z = icmp eq i32 %d, 0\n  %g = select i1 %z, i32 1, i32 %d\n"
	const sdiv = "  %z = icmp eq i32 %d, 0\n  %m1 = icmp eq i32 %d, -1\n  %mn = icmp eq i32 %a, -2147483648\n" +
		"  %ov = and i1 %m1, %mn\n  %c = or i1 %z, %ov\n  %g = select i1 %c, i32 1, i32 %d\n"
	for _, tc := range []struct {
		name, ir string
		bad      bool
	}{
		{"udiv guarded", udiv + "  %q = udiv i32 %a, %g\n", false},
		{"urem literal", "  %q = urem i32 %a, 7\n", false},
		{"sdiv guarded", sdiv + "  %q = sdiv i32 %a, %g\n", false},
		{"guard false", "  %g = select i1 false, i32 1, i32 %d\n  %q = udiv i32 %a, %g\n", true},
		{"guard on another value", "  %z = icmp eq i32 1, 0\n  %g = select i1 %z, i32 1, i32 %d\n  %q = udiv i32 %a, %g\n", true},
		{"unguarded", "  %q = urem i64 %a, %d\n", true},
		{"sdiv without overflow guard", udiv + "  %q = sdiv i32 %a, %g\n", true},
		{"sdiv by -1", "  %q = sdiv i32 %a, -1\n", true},
		{"sdiv other dividend", sdiv + "  %q = srem i32 %b, %g\n", true},
		{"shift masked", "  %m = and i32 %s, 31\n  %r = shl i32 %x, %m\n", false},
		{"shift mask reduced", "  %m = and i32 %s, 1\n  %r = lshr i32 %x, %m\n", false},
		{"shift literal", "  %r = ashr i64 %x, 63\n", false},
		{"shift unmasked", "  %r = shl i16 %x, %s\n", true},
		{"shift mask widened", "  %m = and i8 %s, 8\n  %r = shl i8 %x, %m\n", true},
	} {
		if got := brokenGuard([]byte(tc.ir)); (got != "") != tc.bad {
			t.Errorf("%s: brokenGuard = %q, want refused %v", tc.name, got, tc.bad)
		}
	}
}
