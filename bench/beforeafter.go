package bench

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"gonum.org/v1/gonum/stat"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt"
	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim/launch"
	"github.com/wavesim/wavesim/sim/occupancy"
	"github.com/wavesim/wavesim/sim/timing"
)

// Options chooses what `wavesim bench` measures.
type Options struct {
	Passes []opt.Pass
	Force  bool
	// Runs is the launches per trace: the one its spec gives plus Runs-1
	// with random buffer contents (the spread over runs).
	Runs int
	Seed uint64
	// Spec, when set, is the launch of every assembly file given by name
	// (by default the launch.json beside it).
	Spec string
	// Arch keeps only the corpus traces of this target; on an assembly
	// file given by name it sets the target.
	Arch string
	// Wave sets the wave size of an assembly file given by name.
	Wave int
	// Model sets named timing-model parameters (timing.Knobs).
	Model []timing.Setting
	// CUs and Occupancy time workgroups side by side (launch.Options).
	CUs, Occupancy int
}

// Row is one trace measured before and after the passes. Cycle and stall
// figures are means per launch over the launches that ran on both sides.
type Row struct {
	Kernel  string `json:"kernel"`
	Variant string `json:"variant"`
	Arch    string `json:"arch"`
	Wave    int    `json:"wave"`
	// Insts and InstsAfter are the static instruction counts.
	Insts      int `json:"insts"`
	InstsAfter int `json:"insts_after"`
	// Sites are the rewritten sites; Skipped those a pass looked at and
	// left, NotApplied why a pass did not run on the target.
	Sites      int    `json:"sites"`
	Skipped    int    `json:"skipped"`
	NotApplied string `json:"not_applied,omitempty"`
	// Runs is the launches tried, Compared those that ran on both sides
	// and were compared, BothFaulted those that faulted on both.
	Runs        int `json:"runs"`
	Compared    int `json:"compared"`
	BothFaulted int `json:"both_faulted"`
	// Inconclusive counts the launches that compared nothing: both sides
	// faulted or a random launch hit its step limit.
	Inconclusive int `json:"inconclusive"`
	// Before and After are the cycles per launch; the stall cycles per
	// launch by cause are in StallsBefore and StallsAfter.
	Before       validate.Summary `json:"cycles_before"`
	After        validate.Summary `json:"cycles_after"`
	StallBefore  validate.Summary `json:"stall_cycles_before"`
	StallAfter   validate.Summary `json:"stall_cycles_after"`
	StallsBefore CauseValues      `json:"stalls_before"`
	StallsAfter  CauseValues      `json:"stalls_after"`
	// Speedup is cycles before over cycles after, per launch.
	Speedup validate.Summary `json:"speedup"`
	// Equal is "yes" when every compared launch gave the same buffers on
	// both sides; otherwise it says what differed or why nothing was
	// compared.
	Equal string `json:"equal"`
	// Different is set when the results differ.
	Different bool `json:"different"`
	// Error is set when the trace could not be loaded, rewritten or run.
	Error string `json:"error,omitempty"`

	// Speedups is the speedup of each compared launch, in run order.
	Speedups []float64 `json:"speedups"`
	// Ends times the launch as given at both ends of each model
	// parameter no source pins down on the target (measured where the
	// passes changed the program and the results agreed).
	Ends Ends `json:"model_ends,omitempty"`
	// DependsOn lists the parameters the saving's sign depends on.
	DependsOn []string `json:"depends_on,omitempty"`
	// OccBefore and OccAfter are the kernel's waves per SIMD at the
	// launch's workgroup size (package occupancy), when the passes
	// changed it; CUCyclesBefore and CUCyclesAfter then time the launch
	// as given with its workgroups side by side on one compute unit at
	// that occupancy (launch.Options CUs 1), where occupancy shows.
	OccBefore      int   `json:"occupancy_before,omitempty"`
	OccAfter       int   `json:"occupancy_after,omitempty"`
	CUCyclesBefore int64 `json:"one_cu_cycles_before,omitempty"`
	CUCyclesAfter  int64 `json:"one_cu_cycles_after,omitempty"`
	// VGPRs and SGPRs are the kernel's register counts as occupancy
	// counts them (KernelMeta.Registers: the SGPRs with VCC and the other
	// reserved ones), before and after, when the passes changed either.
	VGPRs []int `json:"vgprs,omitempty"`
	SGPRs []int `json:"sgprs,omitempty"`
	// Notes say what was not measured after the results compared.
	Notes []string `json:"notes,omitempty"`
	// MemBefore and MemAfter are what the memory system did in the
	// launch as given (absent without one, or when the row did not
	// compare).
	MemBefore *MemSummary `json:"memory_before,omitempty"`
	MemAfter  *MemSummary `json:"memory_after,omitempty"`
}

// CauseValues maps each stall cause to a value, encoded by cause name.
type CauseValues [timing.NumCauses]float64

// MarshalJSON writes the causes by name, leaving out zeros.
func (c CauseValues) MarshalJSON() ([]byte, error) {
	var b strings.Builder
	b.WriteByte('{')
	for i, v := range c {
		if v == 0 {
			continue
		}
		if b.Len() > 1 {
			b.WriteByte(',')
		}
		fmt.Fprintf(&b, "%q:%s", timing.Cause(i).String(), strconv.FormatFloat(v, 'g', -1, 64))
	}
	b.WriteByte('}')
	return []byte(b.String()), nil
}

// UnmarshalJSON reads what MarshalJSON writes.
func (c *CauseValues) UnmarshalJSON(b []byte) error {
	var m map[string]float64
	if err := json.Unmarshal(b, &m); err != nil {
		return err
	}
	*c = CauseValues{}
	for name, v := range m {
		i := causeIndex(name)
		if i < 0 {
			return fmt.Errorf("unknown stall cause %q", name)
		}
		c[i] = v
	}
	return nil
}

func causeIndex(name string) int {
	for i, n := range timing.CauseNames() {
		if n == name {
			return i
		}
	}
	return -1
}

// Saved is the stall cycles per launch saved by cause (after minus before
// is negative where the passes added stalls).
func (r *Row) Saved() CauseValues {
	var s CauseValues
	for i := range s {
		s[i] = r.StallsBefore[i] - r.StallsAfter[i]
	}
	return s
}

// CyclesSaved is the mean cycles per launch saved.
func (r *Row) CyclesSaved() float64 { return r.Before.Mean - r.After.Mean }

// Ok reports whether the row compared something and found no difference.
func (r *Row) Ok() bool { return r.Error == "" && !r.Different && r.Compared > 0 }

// Cases lists the traces the arguments name: a corpus folder
// (<dir>/<kernel>/launch.json with its variants), one kernel's folder
// (launch.json with variants beside it) or an assembly file (with its
// launch: o.Spec, or the launch.json beside it). With o.Arch, corpus
// traces of other modeled families are left out: gfx1031 keeps the
// gfx1030 traces, as isa.LookupArch maps the one to the other's family.
func Cases(args []string, o Options) ([]Trace, error) {
	var out []Trace
	for _, a := range args {
		ts, err := casesOf(a, o)
		if err != nil {
			return nil, err
		}
		out = append(out, ts...)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no traces of target %s in %s", o.Arch, strings.Join(args, ", "))
	}
	return out, nil
}

func casesOf(arg string, o Options) ([]Trace, error) {
	st, err := os.Stat(arg)
	if err != nil {
		return nil, err
	}
	var ts []Trace
	switch {
	case !st.IsDir():
		spec := o.Spec
		if spec == "" {
			spec = filepath.Join(filepath.Dir(arg), "launch.json")
		}
		if _, err := os.Stat(spec); err != nil {
			return nil, fmt.Errorf("%s: no launch: give --launch spec.json or put launch.json beside it (wavesim launch %s writes a template)", arg, arg)
		}
		t := Trace{Name: strings.TrimSuffix(filepath.Base(arg), filepath.Ext(arg)), Asm: arg, Spec: spec, Arch: o.Arch, Wave: o.Wave}
		if v, ok := parseVariant(t.Name); ok {
			t.Name, t.Variant, t.LLVM, t.Arch, t.Wave, t.Legacy = filepath.Base(filepath.Dir(arg)), v.Variant, v.LLVM, v.Arch, v.Wave, v.Legacy
		}
		return []Trace{t}, nil
	case fileExists(filepath.Join(arg, "launch.json")):
		ts, err = kernelTraces(arg)
	default:
		ts, err = Corpus(arg)
	}
	if err != nil || o.Arch == "" {
		return ts, err
	}
	want, err := isa.LookupArch(o.Arch)
	if err != nil {
		return nil, err
	}
	var keep []Trace
	for _, t := range ts {
		if a, err := isa.LookupArch(t.Arch); err == nil && a.Family == want.Family {
			keep = append(keep, t)
		}
	}
	return keep, nil
}

func fileExists(p string) bool {
	_, err := os.Stat(p)
	return err == nil
}

// Measure runs one trace before and after the passes on the same
// launches.
func Measure(t Trace, o Options) Row {
	r := Row{Kernel: t.Name, Variant: t.Variant, Arch: t.Arch, Wave: t.Wave}
	fail := func(err error) Row {
		r.Error, r.Equal = err.Error(), "not compared: "+err.Error()
		return r
	}
	spec, err := launch.LoadSpec(t.Spec)
	if err != nil {
		return fail(err)
	}
	a, err := launch.LoadProgram(t.Asm, t.loadOptions().WithSpec(spec))
	if err != nil {
		return fail(err)
	}
	r.Arch, r.Wave, r.Insts = a.Arch.Name, a.Wave, len(a.Insts)
	if r.Variant == "" {
		r.Variant = fmt.Sprintf("%s-w%d", r.Arch, r.Wave)
	}
	b, reports := opt.Run(a, o.Passes, opt.Options{Force: o.Force, Model: o.Model})
	r.InstsAfter = len(b.Insts)
	var why []string
	for _, rep := range reports {
		if rep.NotApplied != "" {
			why = append(why, rep.Pass+": "+rep.NotApplied)
		}
		n := rep.Rewritten()
		r.Sites += n
		r.Skipped += len(rep.Sites) - n
	}
	r.NotApplied = strings.Join(why, "; ")
	res, err := validate.CompareLaunchWith(a, b, spec, validate.CompareOptions{Runs: o.Runs, Seed: o.Seed, Model: o.Model, CUs: o.CUs, Occupancy: o.Occupancy})
	if err != nil {
		return fail(err)
	}
	r.fill(res)
	// The results compared: what follows re-times the given launch, and
	// a failure there is a note on the row, not its verdict.
	if r.Ok() && res.Diff != "" {
		if err := r.occupancy(a, b, spec, o.Model); err != nil {
			r.Notes = append(r.Notes, "occupancy timing not measured: "+err.Error())
		}
	}
	if r.Ok() {
		r.MemBefore, r.MemAfter = launchMems(a.Arch, res)
	}
	if r.Ok() && res.Diff != "" {
		var e EndsReport
		e.Measure(a.Arch, o.Model, false, true, true, LaunchTimer(a, b, spec, launch.Options{CUs: o.CUs, Occupancy: o.Occupancy}))
		if e.Note != "" {
			r.Notes = append(r.Notes, "model ends not measured: "+e.Note)
		} else {
			r.Ends, r.DependsOn = e.Ends, e.Ends.DependsOn()
		}
	}
	return r
}

func (t Trace) loadOptions() launch.LoadOptions {
	lo := launch.LoadOptions{Wave: t.Wave}
	if t.Legacy || t.Variant == "" {
		lo.Arch = t.Arch
	}
	return lo
}

// fill takes the measurements and the verdict from a comparison.
func (r *Row) fill(res *validate.LaunchResult) {
	r.Runs, r.BothFaulted, r.Compared = res.Runs, res.BothFaulted, len(res.A.Cycles)
	r.Inconclusive = len(res.Inconclusive)
	r.Before, r.After = validate.Summarize(res.A.Cycles), validate.Summarize(res.B.Cycles)
	r.StallBefore, r.StallAfter = validate.Summarize(res.A.StallCycles), validate.Summarize(res.B.StallCycles)
	if n := float64(r.Compared); n > 0 {
		for i := range r.StallsBefore {
			r.StallsBefore[i], r.StallsAfter[i] = res.A.Stalls[i]/n, res.B.Stalls[i]/n
		}
	}
	for i := range res.A.Cycles {
		if res.B.Cycles[i] > 0 {
			r.Speedups = append(r.Speedups, res.A.Cycles[i]/res.B.Cycles[i])
		}
	}
	r.Speedup = validate.Summarize(r.Speedups)
	switch {
	case res.Mismatch != nil:
		r.Different, r.Equal = true, "DIFFERENT: "+res.Mismatch.Error()
	case r.Compared == 0:
		r.Equal = fmt.Sprintf("not compared: all %d launches inconclusive (%s)", res.Runs, res.InconclusiveSummary())
	case r.Inconclusive > 0:
		r.Equal = fmt.Sprintf("yes (%d of %d launches; %d inconclusive: %s)", r.Compared, res.Runs, r.Inconclusive, res.InconclusiveSummary())
	default:
		r.Equal = "yes"
	}
}

// Summary describes a whole bench run.
type Summary struct {
	Traces     int `json:"traces"`
	Compared   int `json:"compared"`
	Different  int `json:"different"`
	NotCompare int `json:"not_compared"`
	Rewritten  int `json:"rewritten"` // traces where a pass rewrote a site
	// CyclesBefore and CyclesAfter add the traces' mean cycles per launch.
	CyclesBefore float64     `json:"cycles_before"`
	CyclesAfter  float64     `json:"cycles_after"`
	StallsSaved  CauseValues `json:"stall_cycles_saved"`
	// Saved describes the cycles saved per trace: mean, median, spread.
	Saved       validate.Summary `json:"cycles_saved_per_trace"`
	SavedMedian float64          `json:"cycles_saved_median"`
	// Geomean is the geometric mean over traces of their speedup;
	// GeomeanRewritten the same over the traces a pass rewrote.
	Geomean          float64 `json:"speedup_geomean"`
	GeomeanRewritten float64 `json:"speedup_geomean_rewritten"`
	// GeomeanRuns is the geometric mean over traces taken launch by
	// launch (the given launch, then each random one): its spread is the
	// spread of the corpus speedup over runs.
	GeomeanRuns validate.Summary `json:"speedup_geomean_over_runs"`
	// EndsSaved sums, per open model parameter and end, the cycles saved
	// on the given launch of the traces whose ends were measured;
	// Dependent lists the traces whose saving changes sign between
	// the ends of a parameter.
	EndsSaved []EndTotal `json:"saved_at_model_ends"`
	Dependent []string   `json:"verdict_depends_on_model"`
	// DRAMBytesBefore and After sum the DRAM bytes of the launches as
	// given over the traces that compared (0 without a memory system).
	DRAMBytesBefore int64 `json:"dram_bytes_before,omitempty"`
	DRAMBytesAfter  int64 `json:"dram_bytes_after,omitempty"`
}

// EndTotal is the saving summed over traces at one end of a parameter's
// range; Traces counts the traces where the parameter is open.
type EndTotal struct {
	Param     string `json:"parameter"`
	LowSaved  int64  `json:"saved_at_low_end"`
	HighSaved int64  `json:"saved_at_high_end"`
	Default   string `json:"default_end"`
	Traces    int    `json:"traces"`
	// SignChanges counts the traces whose saving has a different sign
	// at the two ends.
	SignChanges int `json:"sign_changes"`
}

// Summarize computes the corpus-wide figures with gonum/stat.
func Summarize(rows []Row) Summary {
	s := Summary{Traces: len(rows)}
	var saved, speed, speedRewritten []float64
	var byRun [][]float64
	for i := range rows {
		r := &rows[i]
		switch {
		case r.Different:
			s.Different++
		case r.Compared == 0 || r.Error != "":
			s.NotCompare++
		}
		if r.Compared == 0 {
			continue
		}
		s.Compared++
		s.CyclesBefore += r.Before.Mean
		s.CyclesAfter += r.After.Mean
		for c, v := range r.Saved() {
			s.StallsSaved[c] += v
		}
		saved = append(saved, r.CyclesSaved())
		if r.After.Mean > 0 {
			sp := r.Before.Mean / r.After.Mean
			speed = append(speed, sp)
			if r.Sites > 0 {
				speedRewritten = append(speedRewritten, sp)
			}
		}
		if r.Sites > 0 {
			s.Rewritten++
		}
		s.addEnds(r)
		if r.MemBefore != nil && r.MemAfter != nil {
			s.DRAMBytesBefore += r.MemBefore.DRAMBytes
			s.DRAMBytesAfter += r.MemAfter.DRAMBytes
		}
		for j, v := range r.Speedups {
			if j == len(byRun) {
				byRun = append(byRun, nil)
			}
			byRun[j] = append(byRun[j], v)
		}
	}
	s.Saved = validate.Summarize(saved)
	if len(saved) > 0 {
		s.SavedMedian = median(saved)
	}
	s.Geomean, s.GeomeanRewritten = geomean(speed), geomean(speedRewritten)
	var runs []float64
	for _, v := range byRun {
		runs = append(runs, geomean(v))
	}
	s.GeomeanRuns = validate.Summarize(runs)
	return s
}

// addEnds adds a trace's savings at the model parameters' ends.
func (s *Summary) addEnds(r *Row) {
	for i := 0; i+1 < len(r.Ends); i += 2 {
		lo, hi := &r.Ends[i], &r.Ends[i+1]
		k := slices.IndexFunc(s.EndsSaved, func(t EndTotal) bool { return t.Param == lo.Param })
		if k < 0 {
			s.EndsSaved = append(s.EndsSaved, EndTotal{Param: lo.Param})
			k = len(s.EndsSaved) - 1
		}
		t := &s.EndsSaved[k]
		t.LowSaved += lo.Saved()
		t.HighSaved += hi.Saved()
		t.Traces++
		if slices.Contains(r.DependsOn, lo.Param) {
			t.SignChanges++
		}
		switch {
		case lo.Default && (t.Default == "" || t.Default == "low"):
			t.Default = "low"
		case hi.Default && (t.Default == "" || t.Default == "high"):
			t.Default = "high"
		default:
			t.Default = "varies"
		}
	}
	if len(r.DependsOn) > 0 {
		s.Dependent = append(s.Dependent, fmt.Sprintf("%s %s (%s)", r.Kernel, r.Variant, strings.Join(r.DependsOn, ", ")))
	}
}

func geomean(v []float64) float64 {
	if len(v) == 0 {
		return 0 // nothing to average; shown as "-"
	}
	return stat.GeometricMean(v, nil)
}

// Shard keeps traces k, k+n, k+2n, ... of a sorted list: N shards with
// k = 0..n-1 measure every trace exactly once.
func Shard(ts []Trace, k, n int) []Trace {
	if n <= 1 {
		return ts
	}
	var out []Trace
	for i := k; i < len(ts); i += n {
		out = append(out, ts[i])
	}
	return out
}

// occupancy fills the occupancy fields when the passes changed the
// kernel's waves per SIMD.
func (r *Row) occupancy(a, b *isa.Program, spec *launch.Spec, model []timing.Setting) error {
	ka, errA := launch.FindKernel(a, spec.Kernel)
	kb, errB := launch.FindKernel(b, spec.Kernel)
	if errA == nil && errB == nil {
		va, sa := ka.Meta.Registers(a.Arch.Gen)
		vb, sb := kb.Meta.Registers(b.Arch.Gen)
		if va != vb || sa != sb {
			r.VGPRs, r.SGPRs = []int{va, vb}, []int{sa, sb}
		}
	}
	wavesOf := func(p *isa.Program) (int, error) {
		k, err := launch.FindKernel(p, spec.Kernel)
		if err != nil {
			return 0, err
		}
		t, kn, ok := occupancy.ForKernel(p, k)
		if !ok {
			return 0, nil
		}
		size := 1
		for _, n := range spec.Workgroup {
			size *= n
		}
		s, err := occupancy.Summarize(t, kn, size)
		if err != nil {
			return 0, err
		}
		return s.WavesPerSIMD, nil
	}
	before, err := wavesOf(a)
	if err != nil {
		return err
	}
	after, err := wavesOf(b)
	if err != nil || before == after {
		return err
	}
	cycles := func(p *isa.Program) (int64, error) {
		d, err := launch.NewDispatch(p, spec, launch.Options{Timing: true, CUs: 1, Model: model})
		if err != nil {
			return 0, err
		}
		if err := d.Run(); err != nil {
			return 0, err
		}
		return d.Timing.Cycles, nil
	}
	r.OccBefore, r.OccAfter = before, after
	if r.CUCyclesBefore, err = cycles(a); err != nil {
		return err
	}
	r.CUCyclesAfter, err = cycles(b)
	return err
}
