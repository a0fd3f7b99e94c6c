package launch

import (
	"bytes"
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// The kernels the memory system is measured with (testdata/memsys,
// README.md there): llc output checked in, so that a change in the model
// and not in the code is what moves their cycles.

const memsysDir = "testdata/memsys"

// memsysCPUs are the targets every memsys kernel is compiled for.
var memsysCPUs = []string{"gfx900", "gfx1030", "gfx1100"}

// memsysKernel is one kernel of testdata/memsys and its launch.
type memsysKernel struct {
	name   string
	launch string
	// asm gives the assembly for a target; the kernels written for
	// testdata/memsys sit beside their .ll, saxpy is the corpus's.
	asm func(cpu string) string
	// own: the .s files are compiled from name/name.ll here.
	own bool
	// check compares a run's buffers with a computation independent of
	// the simulator, for whatever arguments the launch was run with.
	check func(t *testing.T, d *Dispatch)
}

func ownAsm(name string) func(string) string {
	return func(cpu string) string { return filepath.Join(memsysDir, name, "llvm16-"+cpu+".s") }
}

var memsysKernels = []memsysKernel{
	{name: "dep_fma", launch: memsysDir + "/dep_fma/launch.json", asm: ownAsm("dep_fma"), own: true, check: checkDepFMA},
	{name: "lds_stride", launch: memsysDir + "/lds_stride/launch.json", asm: ownAsm("lds_stride"), own: true, check: checkLDSStride},
	{name: "stream_copy", launch: memsysDir + "/stream_copy/launch.json", asm: ownAsm("stream_copy"), own: true, check: checkStreamCopy},
	{name: "saxpy16k", launch: memsysDir + "/saxpy16k.json", asm: func(cpu string) string {
		return filepath.Join("..", "..", "traces", "saxpy", "llvm16-"+cpu+".s")
	}, check: checkSaxpy},
}

// runMemsys runs a kernel on its launch with opts, after replacing the
// arguments args names by index: a map[string]any replaces the argument
// whole ({"i32": 33}), any other value keeps the argument's kind and
// becomes its value (33 for an i32 argument). A launch whose arguments
// are replaced checks no expectation (it was worked out for the launch's
// own); the caller checks the buffers itself.
func runMemsys(t *testing.T, kernelPath, launchPath string, opts Options, args map[int]any) *Dispatch {
	t.Helper()
	spec, err := LoadSpec(launchPath)
	if err != nil {
		t.Fatal(err)
	}
	if err := overrideArgs(spec, args); err != nil {
		t.Fatal(err)
	}
	p, err := LoadProgram(kernelPath, LoadOptions{}.WithSpec(spec))
	if err != nil {
		t.Fatal(err)
	}
	d, err := NewDispatch(p, spec, opts)
	if err != nil {
		t.Fatalf("%s on %s: %v", kernelPath, launchPath, err)
	}
	if err := d.Run(); err != nil {
		t.Fatalf("%s on %s: %v", kernelPath, launchPath, err)
	}
	if m := d.Check(); m != nil {
		t.Fatalf("%s on %s: %v", kernelPath, launchPath, m)
	}
	return d
}

// overrideArgs replaces a parsed spec's arguments and drops its
// expectations. The arguments are checked as the spec's own were, so a
// bad one is an error naming it rather than a wrong kernarg.
func overrideArgs(spec *Spec, args map[int]any) error {
	if len(args) == 0 {
		return nil
	}
	for i, v := range args {
		if i < 0 || i >= len(spec.Args) {
			return fmt.Errorf("%s: no argument %d (the launch has %d)", spec.file, i, len(spec.Args))
		}
		a, whole := v.(map[string]any)
		if !whole {
			a = map[string]any{}
			for k, old := range spec.Args[i] {
				if argModifiers[k] {
					a[k] = old
				} else {
					a[k] = json.Number(fmt.Sprint(v))
				}
			}
		}
		for k, x := range a {
			if n, ok := x.(int); ok {
				a[k] = json.Number(fmt.Sprint(n))
			}
		}
		if err := spec.checkArg(i, a); err != nil {
			return err
		}
		spec.Args[i] = a
	}
	spec.Expect, spec.expect = nil, nil
	return nil
}

// argInt32 is an i32 argument of a dispatch's launch.
func argInt32(t *testing.T, d *Dispatch, i int) int32 {
	t.Helper()
	v, err := encodeValue(I32, d.Spec.Args[i]["i32"])
	if err != nil {
		t.Fatalf("argument %d: %v", i, err)
	}
	return int32(uint32(v))
}

func argF32(t *testing.T, d *Dispatch, i int) float32 {
	t.Helper()
	v, err := encodeValue(F32, d.Spec.Args[i]["f32"])
	if err != nil {
		t.Fatalf("argument %d: %v", i, err)
	}
	return math.Float32frombits(uint32(v))
}

// initial is a buffer's contents as the launch fills it.
func initial(t *testing.T, d *Dispatch, name string) []uint32 {
	t.Helper()
	b := d.Spec.Buffers[name]
	gen, err := b.elements()
	if err != nil || gen == nil {
		t.Fatalf("buffer %s: no generated contents (%v)", name, err)
	}
	out := make([]uint32, b.Len())
	for i := range out {
		out[i] = uint32(gen(i))
	}
	return out
}

func contents(t *testing.T, d *Dispatch, name string) []uint32 {
	t.Helper()
	c, err := d.Contents(name)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]uint32, len(c))
	for i, v := range c {
		out[i] = uint32(v)
	}
	return out
}

// compareF32 reports the first of a buffer's elements that differs from
// want and how many do.
func compareF32(t *testing.T, what string, got []uint32, want func(i int) float32) {
	t.Helper()
	bad, first := 0, -1
	for i, g := range got {
		if g != math.Float32bits(want(i)) {
			if first < 0 {
				first = i
			}
			bad++
		}
	}
	if bad > 0 {
		t.Errorf("%s: element %d is %v, want %v (%d of %d differ)", what, first, math.Float32frombits(got[first]), want(first), bad, len(got))
	}
}

// fma32 is a single-rounding float32 fma. The product of two float32s is
// exact in float64, so only the sum rounds twice (to float64, then to
// float32), and that double rounding is wrong only when the float64 sum
// lands on a float32 midpoint having dropped a nonzero remainder: then
// the exact sum decides.
func fma32(x, a, b float32) float32 {
	p := float64(x) * float64(a)
	s := p + float64(b)
	r := float32(s)
	bv := s - p
	rem := (p - (s - bv)) + (float64(b) - bv) // s + rem == p + b exactly
	if rem == 0 || math.Float64bits(s)&(1<<29-1) != 1<<28 {
		return r
	}
	exact := new(big.Float).SetPrec(1100).SetFloat64(p)
	exact.Add(exact, new(big.Float).SetFloat64(float64(b)))
	f, _ := exact.Float32()
	return f
}

func checkDepFMA(t *testing.T, d *Dispatch) {
	in, a, b := initial(t, d, "in"), argF32(t, d, 2), argF32(t, d, 3)
	compareF32(t, "dep_fma out", contents(t, d, "out"), func(i int) float32 {
		x := math.Float32frombits(in[i])
		for range 256 {
			x = fma32(x, a, b)
		}
		return x
	})
}

// ldsWord is what the fill phase of lds_stride leaves in LDS word j:
// work-item j%256 wrote k + j%256 there in its step k = j/256.
func ldsWord(j uint32) float32 { return float32(j>>8 + j&255) }

func checkLDSStride(t *testing.T, d *Dispatch) {
	stride := uint32(argInt32(t, d, 1))
	wg := d.Spec.WorkgroupSize()[0]
	compareF32(t, fmt.Sprintf("lds_stride out (stride %d)", stride), contents(t, d, "out"), func(g int) float32 {
		tid := uint32(g % wg)
		var sum float32
		for i := range uint32(64) {
			sum += ldsWord((tid*stride + i) & 4095)
		}
		return sum
	})
}

func checkStreamCopy(t *testing.T, d *Dispatch) {
	in := initial(t, d, "in")
	compareF32(t, "stream_copy out", contents(t, d, "out"), func(i int) float32 { return math.Float32frombits(in[i]) })
}

// checkSaxpy: y = a*x + y below n, as two roundings (the kernel's fmul
// and fadd are separate; the conversion keeps Go from fusing them).
func checkSaxpy(t *testing.T, d *Dispatch) {
	x, y := initial(t, d, "x"), initial(t, d, "y")
	a, n := argF32(t, d, 2), int(argInt32(t, d, 3))
	compareF32(t, "saxpy y", contents(t, d, "y"), func(i int) float32 {
		yi := math.Float32frombits(y[i])
		if i >= n {
			return yi
		}
		return float32(a*math.Float32frombits(x[i])) + yi
	})
}

// The checked-in assembly is what Debian's llc 16 makes of the .ll with
// the corpus's options (traces/gen), byte for byte.
func TestMemsysKernelsMatchLLC(t *testing.T) {
	llc := llvmtool.Require(t, "llc", 16)
	for _, k := range memsysKernels {
		if !k.own {
			continue
		}
		src := filepath.Join(memsysDir, k.name, k.name+".ll")
		for _, cpu := range memsysCPUs {
			got, err := llvmtool.Run(llc, "-mtriple=amdgcn-amd-amdhsa", "-mcpu="+cpu, "-O2", "-o", "-", src)
			if err != nil {
				t.Fatal(err)
			}
			want, err := os.ReadFile(k.asm(cpu))
			if err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s differs from llc's output for %s (%d bytes against %d): regenerate it with the command in %s/README.md",
					k.asm(cpu), cpu, len(want), len(got), memsysDir)
			}
		}
	}
}

// Every kernel runs on its launch on every target, meets the launch's
// expectation where it has one and the independent computation in any
// case; lds_stride also at the strides the memory system is measured at.
func TestMemsysKernelsRun(t *testing.T) {
	for _, k := range memsysKernels {
		for _, cpu := range memsysCPUs {
			t.Run(k.name+"/"+cpu, func(t *testing.T) {
				k.check(t, runMemsys(t, k.asm(cpu), k.launch, Options{}, nil))
			})
		}
	}
	lds := memsysKernels[1]
	for _, stride := range []int{32, 33, -1} {
		for _, cpu := range memsysCPUs {
			t.Run(fmt.Sprintf("lds_stride/%s/stride%d", cpu, stride), func(t *testing.T) {
				lds.check(t, runMemsys(t, lds.asm(cpu), lds.launch, Options{}, map[int]any{1: stride}))
			})
		}
	}
}

// The launches' expectations are exact enough to catch a wrong element:
// one element moved by a float32 step no longer matches.
func TestMemsysExpectationsCatchAnError(t *testing.T) {
	for _, k := range memsysKernels {
		spec, err := LoadSpec(k.launch)
		if err != nil {
			t.Fatal(err)
		}
		for name := range spec.Expect {
			exp := spec.Expected(name)
			last := len(exp) - 1
			v, err := encodeValue(spec.Buffers[name].Type, exp[last])
			if err != nil {
				t.Fatal(err)
			}
			exp[last] = spec.Buffers[name].Type.Format(v + 1)
			spec.Expect[name], spec.expect[name] = exp, nil
		}
		if len(spec.Expect) == 0 {
			continue
		}
		p, err := LoadProgram(k.asm("gfx1030"), LoadOptions{}.WithSpec(spec))
		if err != nil {
			t.Fatal(err)
		}
		d, err := NewDispatch(p, spec, Options{})
		if err != nil {
			t.Fatal(err)
		}
		if err := d.Run(); err != nil {
			t.Fatal(err)
		}
		if m := d.Check(); m == nil || m.Count != 1 {
			t.Errorf("%s: an expectation with its last element changed gives %v, want one differing element", k.name, m)
		}
	}
}

// runMemsys times a kernel at a chosen occupancy with a replaced
// argument, and refuses an argument the launch cannot take, naming it.
func TestRunMemsysOptions(t *testing.T) {
	lds := memsysKernels[1]
	d := runMemsys(t, lds.asm("gfx1030"), lds.launch, Options{Timing: true, CUs: 1, Occupancy: 2}, map[int]any{1: 32})
	if d.Timing == nil || d.Timing.Cycles <= 0 {
		t.Fatalf("no cycles from a timed run")
	}
	lds.check(t, d)
	spec, err := LoadSpec(lds.launch)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		args map[int]any
		want string
	}{
		{map[int]any{1: 1.5}, "lds_stride/launch.json:6:39: argument 1: 1.5 has a decimal point or exponent, so it is not an integer (i32)"},
		{map[int]any{2: 1}, "no argument 2 (the launch has 2)"},
		{map[int]any{1: map[string]any{"buffer": "nope"}}, "names buffer \"nope\""},
	} {
		if err := overrideArgs(spec, c.args); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want an error containing %q", c.args, err, c.want)
		}
	}
}

// fma32 rounds once where float64 arithmetic rounds twice: (1+2⁻¹²)² +
// 2⁻⁶⁰ is just above the float32 midpoint 1+2⁻¹¹+2⁻²⁴, which the float64
// sum lands on exactly and then rounds to even, down.
func TestFMA32RoundsOnce(t *testing.T) {
	x := float32(1 + 1.0/(1<<12))
	b := float32(math.Ldexp(1, -60))
	if got, want := fma32(x, x, b), float32(1+math.Ldexp(1, -11)+math.Ldexp(1, -23)); got != want {
		t.Errorf("fma32 = %v, want %v", got, want)
	}
	if got, want := fma32(x, x, -b), float32(1+math.Ldexp(1, -11)); got != want {
		t.Errorf("fma32 = %v, want %v", got, want)
	}
}
