package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"testing"
	"time"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/internal/longkernel"
)

// mcaBlockInsts is the length of the block BenchmarkRun10kVsMCA gives both
// tools (issue 11: "wavesim run on the 10,000-instruction block at least
// 20x less CPU than llvm-mca").
const mcaBlockInsts = 10000

// mcaVersion is the llvm-mca BenchmarkRun10kVsMCA compares against; the
// benchmark skips, naming the missing tool, when it is not installed.
const mcaVersion = 16

// BenchmarkRun10kVsMCA runs the same 10,000-instruction gfx1030 block
// through `wavesim run --launch launch.json -q` and through llvm-mca-16
// (-mtriple=amdgcn-amd-amdhsa -mcpu=gfx1030; LLVM 16 is the release the
// timing tables' latency corrections are derived from), each as a child
// process as a user runs it, and reports the CPU time (user + system,
// from the child's rusage) each used and their ratio:
//
//	wavesim-cpu-ms     wavesim run, one wave through the block
//	start-cpu-ms       wavesim --version: the process start every command
//	                   pays (the Go runtime and package initialisation,
//	                   the libraries' included, and their page faults)
//	mca-cpu-ms         llvm-mca with its default -iterations=100
//	mca1-cpu-ms        llvm-mca -iterations=1, one pass as wavesim makes
//	mca/wavesim        mca-cpu-ms / wavesim-cpu-ms
//	wavesim/mca        wavesim-cpu-ms / mca-cpu-ms: the share of
//	                   llvm-mca's CPU a wavesim run takes
//	mca1/wavesim       mca1-cpu-ms / wavesim-cpu-ms
//	mca/wavesim-work   mca-cpu-ms / (wavesim-cpu-ms - start-cpu-ms): the
//	                   ratio over the work the run does past starting
//
// The wavesim binary is $WAVESIM_BIN (make bench sets it to bin/wavesim),
// or one built here. llvm-mca reads the kernel's code only: the
// descriptor and metadata carry no instructions (and an older llvm-mca's
// assembler rejects the .amdhsa_kernel fields LLVM 16 prints).
func BenchmarkRun10kVsMCA(b *testing.B) {
	mca := llvmtool.Require(b, "llvm-mca", mcaVersion)
	bin := wavesimBinary(b)
	dir := b.TempDir()
	kernel, _, spec, err := longkernel.WriteFiles(dir, mcaBlockInsts)
	if err != nil {
		b.Fatal(err)
	}
	src, err := os.ReadFile(kernel)
	if err != nil {
		b.Fatal(err)
	}
	code := filepath.Join(dir, "code.s")
	if err := os.WriteFile(code, codeOnly(src), 0o644); err != nil {
		b.Fatal(err)
	}
	mcaArgs := []string{"-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx1030"}
	runs := []struct {
		unit string
		want int // instructions llvm-mca reports simulating; 0 for wavesim
		args []string
	}{
		{"wavesim-cpu-ms", 0, []string{bin, "run", "--launch", spec, "-q", kernel}},
		{"start-cpu-ms", 0, []string{bin, "--version"}},
		{"mca-cpu-ms", 100 * mcaBlockInsts, append([]string{mca}, append(mcaArgs, code)...)},
		{"mca1-cpu-ms", mcaBlockInsts, append([]string{mca}, append(mcaArgs, "-iterations=1", code)...)},
	}
	total := make([]time.Duration, len(runs))
	for b.Loop() {
		for i, r := range runs {
			cpu, out := childCPU(b, r.args)
			if r.want != 0 && mcaInstructions(out) != r.want {
				b.Fatalf("%s simulated %d instructions, want %d:\n%s", r.args[0], mcaInstructions(out), r.want, out)
			}
			total[i] += cpu
		}
	}
	ms := func(d time.Duration) float64 { return d.Seconds() * 1000 / float64(b.N) }
	for i, r := range runs {
		b.ReportMetric(ms(total[i]), r.unit)
	}
	b.ReportMetric(ms(total[2])/ms(total[0]), "mca/wavesim")
	b.ReportMetric(ms(total[0])/ms(total[2]), "wavesim/mca")
	b.ReportMetric(ms(total[3])/ms(total[0]), "mca1/wavesim")
	if work := ms(total[0]) - ms(total[1]); work > 0 {
		b.ReportMetric(ms(total[2])/work, "mca/wavesim-work")
	}
}

// wavesimBinary is $WAVESIM_BIN, or the command built into a temporary
// directory, static as make build builds it.
func wavesimBinary(b *testing.B) string {
	if bin := os.Getenv("WAVESIM_BIN"); bin != "" {
		return bin
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		b.Skip("no go tool to build wavesim with, and WAVESIM_BIN is not set")
	}
	bin := filepath.Join(b.TempDir(), "wavesim")
	build := exec.Command(goTool, "build", "-trimpath", "-o", bin, ".")
	build.Env = append(os.Environ(), "CGO_ENABLED=0") // as make build links it
	if out, err := build.CombinedOutput(); err != nil {
		b.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// childCPU runs a command and returns the CPU time it used (user and
// system) and its standard output and error.
func childCPU(b *testing.B, args []string) (time.Duration, []byte) {
	var out bytes.Buffer
	cmd := exec.Command(args[0], args[1:]...)
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Run(); err != nil {
		b.Fatalf("%v: %v\n%s", args, err, out.Bytes())
	}
	return cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime(), out.Bytes()
}

// codeOnly is an llc-style .s file up to its first .section directive
// after the code: the kernel's instructions without the kernel descriptor
// and metadata.
func codeOnly(src []byte) []byte {
	if i := bytes.Index(src, []byte("\n\t.section\t.rodata")); i >= 0 {
		return src[:i+1]
	}
	return src
}

var mcaInstsRE = regexp.MustCompile(`(?m)^Instructions:\s+(\d+)`)

// mcaInstructions is the instruction count of llvm-mca's summary, or -1.
func mcaInstructions(out []byte) int {
	m := mcaInstsRE.FindSubmatch(out)
	if m == nil {
		return -1
	}
	n, _ := strconv.Atoi(string(m[1]))
	return n
}
