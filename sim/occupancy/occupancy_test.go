package occupancy

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

func target(t *testing.T, arch string, wave int, cu bool) Target {
	t.Helper()
	return Target{Arch: isa.MustArch(arch), Wave: wave, CUMode: cu}
}

// The extremes of the workgroup bound come from sizes inside the range:
// with 10 waves per SIMD, 4 SIMDs, wave64 and no LDS, 513 work-items make
// 4 groups of 9 waves (36 of 40 slots) but 640 fill all 40 (4 groups of
// 10), and 1024 make 2 groups of 16 (8 per SIMD) but 896 give 2 of 14, 7
// per SIMD.
func TestWorkgroupRangeInsideTheRange(t *testing.T) {
	tg := target(t, "gfx900", 64, false)
	r, err := Compute(tg, Kernel{WorkgroupMin: 513, WorkgroupMax: 1024})
	if err != nil {
		t.Fatal(err)
	}
	if r.Min != 7 || r.Max != 10 {
		t.Errorf("[513, 1024]: occupancy [%d, %d], want [7, 10]", r.Min, r.Max)
	}
	if lo, hi := tg.WorkgroupRange(0, 640, 640); lo != 10 || hi != 10 {
		t.Errorf("640 work-items: [%d, %d], want 10", lo, hi)
	}
	if lo, hi := tg.WorkgroupRange(0, 896, 896); lo != 7 || hi != 7 {
		t.Errorf("896 work-items: [%d, %d], want 7", lo, hi)
	}
}

// Hand-computed bounds per resource.
func TestLimits(t *testing.T) {
	for _, c := range []struct {
		name     string
		tg       Target
		k        Kernel
		min, max int
		limiting string
	}{
		// 84 VGPRs, granule 16 (wave32, GFX10.3): 96 each, 1024/96 = 10.
		{"gfx1030 VGPRs", target(t, "gfx1030", 32, false), Kernel{VGPRs: 84, SGPRs: 40, WorkgroupMin: 1, WorkgroupMax: 256}, 10, 10, "VGPRs"},
		// gfx1100 has 1.5x VGPRs: granule 24, 1536/96 = 16.
		{"gfx1100 VGPRs", target(t, "gfx1100", 32, false), Kernel{VGPRs: 84, WorkgroupMin: 1, WorkgroupMax: 256}, 16, 16, "wave slots"},
		// gfx1102 has not: 1024/96 = 10.
		{"gfx1102 VGPRs", target(t, "gfx1102", 32, false), Kernel{VGPRs: 84, WorkgroupMin: 1, WorkgroupMax: 256}, 10, 10, "VGPRs"},
		// gfx1201 has the 1.5x file (Feature1_5xVGPRs): 99 VGPRs in
		// granules of 24 are 120, 1536/120 = 12, which llc-19 prints for
		// the sweep's float_f64 and convert at -O2
		// (docs/reference/new-targets-inventory.md); 1024/112 would be 9.
		{"gfx1201 VGPRs", target(t, "gfx1201", 32, false), Kernel{VGPRs: 99, WorkgroupMin: 1, WorkgroupMax: 256}, 12, 12, "VGPRs"},
		// GFX9: 90 SGPRs allow 8 waves.
		{"gfx900 SGPRs", target(t, "gfx900", 64, false), Kernel{VGPRs: 8, SGPRs: 90, WorkgroupMin: 1, WorkgroupMax: 64}, 8, 8, "SGPRs"},
		// 16 KiB of LDS per group of 1024 wave64 items (16 waves), CU
		// mode: 64 KiB / 16 KiB = 4 groups, but 2 fit the 2x16 slots
		// (32 / 16 waves): 2 * 16 / 2 SIMDs = 16.
		{"gfx1030 CU mode, big groups", target(t, "gfx1030", 64, true), Kernel{LDS: 16384, WorkgroupMin: 1024, WorkgroupMax: 1024}, 16, 16, "wave slots"},
		// 40 KiB of LDS, groups of 64 wave64 items: one group per 64 KiB,
		// one wave on 4 SIMDs: 1 per SIMD.
		{"gfx900 LDS", target(t, "gfx900", 64, false), Kernel{LDS: 40960, WorkgroupMin: 64, WorkgroupMax: 64}, 1, 1, "workgroups and LDS"},
		// gfx1030 WGP mode doubles the LDS: 3 groups of 2 waves on 4 SIMDs.
		{"gfx1030 WGP LDS", target(t, "gfx1030", 32, false), Kernel{LDS: 40960, WorkgroupMin: 64, WorkgroupMax: 64}, 1, 2, "workgroups and LDS"},
	} {
		r, err := Compute(c.tg, c.k)
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		if r.Min != c.min || r.Max != c.max || !strings.Contains(strings.Join(r.Limiting, ","), c.limiting) {
			t.Errorf("%s: [%d, %d] limited by %v, want [%d, %d] by %s (%+v)", c.name, r.Min, r.Max, r.Limiting, c.min, c.max, c.limiting, r.Limits)
		}
	}
}

func TestBadInput(t *testing.T) {
	tg := target(t, "gfx900", 64, false)
	for _, c := range []struct {
		k    Kernel
		want string // what the error names: the value and its limit
	}{
		{Kernel{VGPRs: 300, WorkgroupMin: 1, WorkgroupMax: 64}, "300 VGPRs: a wave allocates 0 to 256"},
		{Kernel{SGPRs: -1, WorkgroupMin: 1, WorkgroupMax: 64}, "-1 SGPRs: a wave allocates 0 to 112"},
		{Kernel{LDS: 70000, WorkgroupMin: 1, WorkgroupMax: 64}, "70000 bytes of LDS: a workgroup allocates 0 to 65536"},
		{Kernel{WorkgroupMin: 0, WorkgroupMax: 64}, "workgroup sizes 0-64: want 1 <= min <= max <= 1024"},
		{Kernel{WorkgroupMin: 65, WorkgroupMax: 64}, "workgroup sizes 65-64: want 1 <= min <= max <= 1024"},
		{Kernel{WorkgroupMin: 1, WorkgroupMax: 2048}, "workgroup sizes 1-2048: want 1 <= min <= max <= 1024"},
	} {
		if _, err := Compute(tg, c.k); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%+v: %v, want %q", c.k, err, c.want)
		}
	}
	if _, err := Compute(target(t, "gfx900", 32, false), Kernel{WorkgroupMin: 1, WorkgroupMax: 64}); err == nil || !strings.Contains(err.Error(), "gfx900 has no wave32") {
		t.Errorf("gfx900 wave32: %v, want it refused for the wave size", err)
	}
}

var occupancyComment = regexp.MustCompile(`(?m)^\s*; Occupancy: (\d+)`)

func kernelOf(p *isa.Program, k *isa.Kernel) (Target, Kernel) {
	t, kn, _ := ForKernel(p, k)
	return t, kn
}

// Every corpus kernel's occupancy agrees with the "; Occupancy:" comment
// the llc that compiled it printed (gfx900, gfx1010, gfx1030, gfx1100 and
// gfx1150, both wave sizes; LLVM 14, 16 and 19).
func TestCorpusAgreesWithLLC(t *testing.T) {
	files, err := filepath.Glob("../../traces/*/llvm*.s")
	if err != nil || len(files) == 0 {
		t.Fatalf("no corpus traces: %v", err)
	}
	seen := map[string]bool{}
	for _, f := range files {
		// Traces for targets wavesim refuses (llvm19-gfx1201.s until GFX12
		// is modeled) have nothing to compare.
		cpu := strings.TrimSuffix(strings.SplitN(filepath.Base(f), "-", 2)[1], ".s")
		if _, err := isa.LookupArch(strings.SplitN(cpu, "-", 2)[0]); err != nil {
			continue
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		m := occupancyComment.FindSubmatch(src)
		if m == nil {
			t.Errorf("%s: no ; Occupancy: comment", f)
			continue
		}
		want, _ := strconv.Atoi(string(m[1]))
		version, _ := strconv.Atoi(strings.TrimPrefix(strings.SplitN(filepath.Base(f), "-", 2)[0], "llvm"))
		p, err := isa.Parse(f, src, isa.ParseOptions{})
		if err != nil {
			// One unparsed trace (a target not modeled yet) must not
			// hide the others' results.
			t.Error(err)
			continue
		}
		tg, k := kernelOf(p, p.Kernels[0])
		got, err := LLVMOccupancy(version, tg, k)
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if got != want {
			t.Errorf("%s: occupancy %d, llc-%d printed %d (%+v)", f, got, version, want, k)
		}
		seen[p.Arch.Family+"-w"+strconv.Itoa(p.Wave)] = true
		seen[p.Arch.Name+"-w"+strconv.Itoa(p.Wave)] = true
	}
	for _, v := range []string{"gfx900-w64", "gfx1010-w32", "gfx1030-w32", "gfx1030-w64", "gfx1100-w32", "gfx1150-w32"} {
		if !seen[v] {
			t.Errorf("the corpus has no %s kernel", v)
		}
	}
	t.Logf("%d corpus kernels agree with llc", len(files))
}
