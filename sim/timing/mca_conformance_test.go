package timing_test

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
	"github.com/wavesim/wavesim/sim/timing/internal/llvmsched"
)

// isa/sched_classes_gen.go is what schedgen derives from llvm-mca-16 now.
func TestSchedClassesGenerated(t *testing.T) {
	llvmtool.Require(t, "llvm-mca", llvmsched.Version)
	want, err := llvmsched.Generate()
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile(filepath.Join("..", "..", "isa", "sched_classes_gen.go"))
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("isa/sched_classes_gen.go is out of date: run go run ./sim/timing/internal/schedgen\n%s", want)
	}
}

// mcaTargets are the targets each llvm-mca version is compared on: every
// family the simulator has that the version knows, and gfx1150, whose
// SALU float rows no family has (LLVM 16 knows no gfx1150), and gfx1201
// (GFX12SpeedModel), with no allowlist entry.
var mcaTargets = map[int][]string{
	14: {"gfx900", "gfx1010", "gfx1030"},
	16: {"gfx900", "gfx1010", "gfx1030", "gfx1100"},
	19: {"gfx900", "gfx1010", "gfx1030", "gfx1100", "gfx1150", "gfx90a", "gfx942", "gfx1201"},
}

// The latency the simulator's LLVM table gives every row with a register
// result, on every target, equals the latency llvm-mca's model gives a
// sample of it (gfx1100 runs with a few measured in its place: ParamsFor)
// (scaled to cycles), for each installed llvm-mca of LLVM 14, 16 and 19,
// except the rows testdata/mca_allowlist.txt lists with the reason.
func TestLatencyMatchesLLVMMCA(t *testing.T) {
	// Independent of the other tests (its own files and tool runs), it
	// runs beside the package's other long checks.
	t.Parallel()
	allow := readMCAAllowlist(t)
	used := map[string]bool{}
	for _, v := range []int{14, 16, 19} {
		t.Run(fmt.Sprintf("llvm-%d", v), func(t *testing.T) {
			llvmtool.Require(t, "llvm-mca", v)
			llvmtool.Require(t, "llvm-mc", v)
			m, err := llvmsched.Measure(v, mcaTargets[v])
			if err != nil {
				t.Fatal(err)
			}
			n := 0
			var bad []string
			for _, op := range isa.Ops() {
				for _, name := range mcaTargets[v] {
					got, ok := m[op][name]
					if !ok {
						continue
					}
					n++
					p, err := timing.LLVMParamsFor(isa.MustArch(name))
					if err != nil {
						t.Fatal(err)
					}
					sim := p.Latency[op.Class]
					if sim == got {
						continue
					}
					key := fmt.Sprintf("%d %s %s", v, name, op.NameFor(isa.MustArch(name)))
					if _, ok := allow[key]; ok {
						used[key] = true
						continue
					}
					bad = append(bad, fmt.Sprintf("%s: simulator %d cycles (%s), llvm-mca %d", key, sim, op.Class, got))
				}
			}
			if n < 1000 {
				t.Errorf("only %d (row, target) latencies compared", n)
			}
			sort.Strings(bad)
			if len(bad) > 0 {
				t.Errorf("%d of %d latencies differ from llvm-mca-%d:\n%s", len(bad), n, v, strings.Join(bad, "\n"))
			}
			t.Logf("%d (row, target) latencies compared with llvm-mca-%d", n, v)
		})
	}
	if t.Failed() {
		return
	}
	for key := range allow {
		v, _ := strconv.Atoi(strings.Fields(key)[0])
		if llvmtool.Path("llvm-mca", v) != "" && !used[key] {
			t.Errorf("testdata/mca_allowlist.txt: %q matches llvm-mca now; remove it", key)
		}
	}
}

// readMCAAllowlist reads "VERSION TARGET MNEMONIC: reason" lines.
func readMCAAllowlist(t *testing.T) map[string]string {
	f, err := os.Open(filepath.Join("testdata", "mca_allowlist.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	allow := map[string]string{}
	sc := bufio.NewScanner(f)
	for ln := 1; sc.Scan(); ln++ {
		l := strings.TrimSpace(sc.Text())
		if l == "" || strings.HasPrefix(l, "#") {
			continue
		}
		key, why, ok := strings.Cut(l, ":")
		if !ok || len(strings.Fields(key)) != 3 || strings.TrimSpace(why) == "" {
			t.Fatalf("testdata/mca_allowlist.txt:%d: want \"VERSION TARGET MNEMONIC: reason\", got %q", ln, l)
		}
		allow[strings.Join(strings.Fields(key), " ")] = strings.TrimSpace(why)
	}
	return allow
}
