package llcfuzz

import (
	"context"
	"flag"
	"fmt"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/llcfuzz/irgen"
)

// A hand-made kernel stands in for the generator's: one workgroup of 64
// work-items, out[i] = (in[i] + m) ^ x, written once as a device module
// and as a host module whose driver calls the body once per work-item and
// prints the output buffer as ParseHostOutput reads it.

const handLanes = 64

func handKernel(name string, m, x int32) *irgen.Kernel {
	body := `  %idx = zext i32 %tid to i64
  %pi = getelementptr inbounds i32, ptr addrspace(1) %in, i64 %idx
  %v = load i32, ptr addrspace(1) %pi, align 4
  %a = add i32 %v, %m
  %b = xor i32 %a, XOR
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i64 %idx
  store i32 %b, ptr addrspace(1) %po, align 4
  ret void
`
	body = strings.ReplaceAll(body, "XOR", fmt.Sprint(x))
	dev := fmt.Sprintf("define amdgpu_kernel void @%s(ptr addrspace(1) %%out, ptr addrspace(1) %%in, i32 %%m) {\nentry:\n  %%tid = call i32 @llvm.amdgcn.workitem.id.x()\n%s}\n\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n", name, body)
	in := make([]uint64, handLanes)
	var inIR []string
	for i := range in {
		in[i] = uint64(uint32(i*2654435761) >> 7)
		inIR = append(inIR, fmt.Sprintf("i32 %d", int32(uint32(in[i]))))
	}
	host := fmt.Sprintf(`@in = internal global [%[1]d x i32] [%[2]s]
@out = internal global [%[1]d x i32] zeroinitializer
@fmt.name = private constant [6 x i8] c"B %%s\0A\00"
@fmt.32 = private constant [6 x i8] c"%%08x\0A\00"
@name.out = private constant [4 x i8] c"out\00"
declare i32 @printf(ptr, ...)

define internal void @body(ptr %%out, ptr %%in, i32 %%m, i32 %%tid) {
entry:
%[3]s}

define i32 @main() {
entry:
  br label %%run
run:
  %%i = phi i32 [0, %%entry], [%%i.n, %%run]
  call void @body(ptr @out, ptr @in, i32 %[4]d, i32 %%i)
  %%i.n = add i32 %%i, 1
  %%d = icmp eq i32 %%i.n, %[1]d
  br i1 %%d, label %%print, label %%run
print:
  call i32 (ptr, ...) @printf(ptr @fmt.name, ptr @name.out)
  br label %%p
p:
  %%k = phi i32 [0, %%print], [%%k.n, %%p]
  %%pk = getelementptr inbounds [%[1]d x i32], ptr @out, i32 0, i32 %%k
  %%kv = load i32, ptr %%pk
  call i32 (ptr, ...) @printf(ptr @fmt.32, i32 %%kv)
  %%k.n = add i32 %%k, 1
  %%kd = icmp eq i32 %%k.n, %[1]d
  br i1 %%kd, label %%done, label %%p
done:
  ret i32 0
}
`, handLanes, strings.Join(inIR, ", "), strings.ReplaceAll(body, "addrspace(1) ", ""), m)
	return &irgen.Kernel{
		Name: name, Device: dev, Host: host,
		Grid: [3]int{handLanes, 1, 1}, Workgroup: [3]int{handLanes, 1, 1},
		Buffers: []irgen.Buffer{
			{Name: "out", Type: "i32", Init: make([]uint64, handLanes), Output: true},
			{Name: "in", Type: "i32", Init: in},
		},
		Args: []irgen.Arg{{Buffer: "out"}, {Buffer: "in"}, {Type: "i32", Bits: uint64(uint32(m))}},
	}
}

// handGenerate is a generator of hand-made kernels: kernel seed's
// constants follow from its seed.
func handGenerate(seed uint64, _ irgen.Config) (*irgen.Kernel, error) {
	k := handKernel(fmt.Sprintf("k%x", seed), int32(seed%1000), int32(seed>>20%255+1))
	k.Seed = seed
	return k, nil
}

// plantedBad is the compilation the planted miscompile hits.
func plantedBad(c Config) bool { return c.LLC == 19 && c.Opt >= 1 }

var reAdd = regexp.MustCompile(`\bv_add_nc_u32`)

// plantedLLC is llc with a planted miscompile: llc-19 at -O1 and above
// turns the kernel's v_add_nc_u32 into a v_sub_nc_u32.
func plantedLLC(ctx context.Context, c Config, in, out string) (string, error) {
	stderr, err := LLC(ctx, c, in, out)
	if err != nil || !plantedBad(c) {
		return stderr, err
	}
	src, err := os.ReadFile(out)
	if err != nil {
		return "", err
	}
	return stderr, os.WriteFile(out, reAdd.ReplaceAll(src, []byte("v_sub_nc_u32")), 0o644)
}

// plantEnv makes the test binary, started by llvm-reduce, the
// interestingness test with the planted miscompile (TestMain).
const plantEnv = "WAVESIM_LLCFUZZ_TEST_INTERESTING"

func TestMain(m *testing.M) {
	if os.Getenv(plantEnv) == "1" {
		os.Exit(interestingMain(os.Args[1:]))
	}
	os.Exit(m.Run())
}

// interestingMain is `wavesim llcfuzz interesting` over plantedLLC.
func interestingMain(args []string) int {
	fs := flag.NewFlagSet("interesting", flag.ContinueOnError)
	bad := fs.String("bad", "", "")
	good := fs.String("good", "", "")
	launchFile := fs.String("launch", "", "")
	if err := fs.Parse(args); err != nil || fs.NArg() != 1 {
		return 2
	}
	b, err1 := ParseConfig(*bad)
	g, err2 := ParseConfig(*good)
	src, err3 := os.ReadFile(*launchFile)
	dir, err4 := os.MkdirTemp("", "llcfuzz-interesting-")
	if err1 != nil || err2 != nil || err3 != nil || err4 != nil {
		return 2
	}
	defer os.RemoveAll(dir)
	r := &Runner{Dir: dir, Compile: plantedLLC}
	if ok, _ := r.Interesting(context.Background(), b, g, *launchFile, src, fs.Arg(0)); ok {
		return 0
	}
	return 1
}

// needTools requires the LLVM tools a test runs.
func needTools(t *testing.T, tools ...string) {
	t.Helper()
	for _, tl := range tools {
		name, v, _ := strings.Cut(tl, "-")
		if strings.Count(tl, "-") == 2 { // llvm-reduce-19
			i := strings.LastIndex(tl, "-")
			name, v = tl[:i], tl[i+1:]
		}
		var n int
		fmt.Sscan(v, &n)
		llvmtool.Require(t, name, n)
	}
}
