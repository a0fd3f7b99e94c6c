// Package bench runs the trace corpus and produces reports: tables,
// statistics and plots. It holds no semantics of its own.
package bench

import (
	"errors"
	"fmt"
	"github.com/wavesim/wavesim/internal/lazyre"
	"path/filepath"
	"sort"
	"strings"
	"time"

	"github.com/wavesim/wavesim/sim/launch"
	"github.com/wavesim/wavesim/sim/timing"
)

// Trace is one compiled kernel of the corpus: traces/<name>/<variant>.s
// with the launch traces/<name>/launch.json.
type Trace struct {
	Name    string // kernel directory
	Variant string // "llvm14-gfx1030", "llvm16-gfx1030-w64", ...
	Asm     string
	Spec    string
	LLVM    int
	Arch    string
	Wave    int  // 0: the file says
	Legacy  bool // plain -march=amdgcn output
	// True16: GFX11 true16 code (llc -mattr=+real-true16), which llvm-mc
	// and llvm-objdump read with the same feature (MCAttr).
	True16 bool
}

// MCAttr is the subtarget feature llvm-mc and llvm-objdump need for the
// trace beside the target's ("+real-true16"), or "".
func (t Trace) MCAttr() string {
	if t.True16 {
		return "+real-true16"
	}
	return ""
}

// LLVM spells processor numbers with hexadecimal digits (gfx90a).
var variantRE = lazyre.New(`^llvm(\d+)-(gfx[0-9a-f]+)(-w64|-legacy|-t16)?$`)

// Corpus lists every trace under dir, sorted by name and variant.
func Corpus(dir string) ([]Trace, error) {
	specs, err := filepath.Glob(filepath.Join(dir, "*", "launch.json"))
	if err != nil {
		return nil, err
	}
	if len(specs) == 0 {
		return nil, fmt.Errorf("no traces under %s (want %s/<kernel>/launch.json)", dir, dir)
	}
	var out []Trace
	for _, spec := range specs {
		ts, _ := kernelTraces(filepath.Dir(spec))
		out = append(out, ts...)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no traces under %s: its launch.json files have no <llvmNN>-<gfxNNNN>[-w64|-legacy].s beside them", dir)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Name != out[j].Name {
			return out[i].Name < out[j].Name
		}
		return out[i].Variant < out[j].Variant
	})
	return out, nil
}

// kernelTraces lists the variants in one kernel's folder, beside its
// launch.json, sorted by variant.
func kernelTraces(kdir string) ([]Trace, error) {
	asms, _ := filepath.Glob(filepath.Join(kdir, "*.s"))
	var out []Trace
	for _, a := range asms {
		t, ok := parseVariant(strings.TrimSuffix(filepath.Base(a), ".s"))
		if !ok {
			continue
		}
		t.Name, t.Asm, t.Spec = filepath.Base(kdir), a, filepath.Join(kdir, "launch.json")
		out = append(out, t)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no traces in %s: no <llvmNN>-<gfxNNNN>[-w64|-legacy].s beside its launch.json", kdir)
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Variant < out[j].Variant })
	return out, nil
}

// parseVariant reads a variant name: llvm14-gfx1030, llvm16-gfx1100-w64,
// llvm14-gfx900-legacy, llvm19-gfx1100-t16 (true16 code: the parser reads
// its VGPR halves on any GFX11 file).
func parseVariant(v string) (Trace, bool) {
	m := variantRE().FindStringSubmatch(v)
	if m == nil {
		return Trace{}, false
	}
	t := Trace{Variant: v, Arch: m[2]}
	fmt.Sscan(m[1], &t.LLVM)
	switch m[3] {
	case "-w64":
		t.Wave = 64
	case "-legacy":
		t.Legacy = true
	case "-t16":
		t.True16 = true
	}
	return t, true
}

// TraceResult is the outcome of running one trace.
type TraceResult struct {
	Trace
	Err      error
	Mismatch *launch.Mismatch
	Steps    int64
	Waves    int
	Insts    int
	Elapsed  time.Duration
	// Timing is the timing report when the run had timing on.
	Timing *timing.Report
}

// OK reports whether the trace ran and matched its expectation.
func (r *TraceResult) OK() bool { return r.Err == nil && r.Mismatch == nil }

// Run runs one trace and checks it against its expectation.
func (t Trace) Run(opts launch.Options) TraceResult {
	r := TraceResult{Trace: t}
	start := time.Now()
	lo := launch.LoadOptions{Wave: t.Wave}
	if t.Legacy {
		lo.Arch = t.Arch
	}
	d, err := launch.RunFiles(t.Asm, t.Spec, lo, opts)
	r.Elapsed = time.Since(start)
	if d != nil {
		r.Steps, r.Waves, r.Insts = d.Steps(), d.NumWaves, len(d.Prog.Insts)
		if d.Timing != nil {
			r.Timing = d.Timing.Report(d.Kernel)
		}
	}
	if err != nil {
		r.Err = err
		return r
	}
	if len(d.Spec.Expect) == 0 {
		r.Err = errors.New("launch has no expect section")
		return r
	}
	r.Mismatch = d.Check()
	return r
}
