package bench

import (
	"cmp"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"os"
	"path/filepath"
	"runtime"
	"slices"
	"sort"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/wavesim/wavesim/internal/userfile"
	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
	"github.com/wavesim/wavesim/sim/timing"
)

// The calibration suite: measured per-instruction stamps of hardware waves
// (SQTT captures, one JSON file each; the format and the metrics are in
// bench/testdata/calibration/gfx1100-sqtt/README.md and
// docs/calibration.md), run through the simulator and scored the way the
// reference scorer (score.py) scores them, so that the numbers printed
// here and the reference's are the same.

// DefaultCaptures is the calibration set kept in the repository, relative
// to its root.
const DefaultCaptures = "bench/testdata/calibration/gfx1100-sqtt"

// Capture is one capture of the calibration set.
type Capture struct {
	Name   string `json:"name"`
	Family string `json:"family"`
	Source struct {
		Repo   string `json:"repo"`
		Path   string `json:"path"`
		Commit string `json:"commit"`
	} `json:"source"`
	Target string          `json:"target"`
	Wave   int             `json:"wave"`
	Asm    string          `json:"asm"`
	Launch json.RawMessage `json:"launch"`
	Body   struct {
		First int `json:"first_pc_index"`
		Last  int `json:"last_pc_index"`
	} `json:"body"`
	Waves [][]HWStamp `json:"waves"`

	file string
	// prog and spec are parsed once and reused by every run (a dispatch
	// does not change them); parseErr makes every run of the capture a
	// failure, as a kernel the simulator cannot read is in score.py.
	prog     *isa.Program
	spec     *launch.Spec
	parseErr error
	// jf and jl are the positions of the span's ends in the hardware's
	// dynamic stream: the first execution of Body.First and the last of
	// Body.Last.
	jf, jl int
	// keys[j] is the instruction at position j as (pc_index, how many
	// times it executed before).
	keys  []execKey
	hwMin int64
	hwMed float64
	// hwDeltas[j-jf-1] lists the distinct hardware Δt at position j over
	// the waves, for MODAL.
	hwDeltas [][]int64
}

// HWStamp is one instruction of a hardware wave: the SQTT stamp of its
// dispatch, in shader-clock cycles.
type HWStamp struct {
	PC    int    `json:"pc_index"`
	Inst  string `json:"inst"`
	Cycle int64  `json:"cycle"`
}

// execKey names one dynamic instruction: its pc_index and its execution
// count before it (score.py's (pc, k)).
type execKey struct{ pc, k int }

// keysOf numbers each occurrence of each pc in a stream.
func keysOf(pcs []int) []execKey {
	seen := map[int]int{}
	out := make([]execKey, len(pcs))
	for i, pc := range pcs {
		out[i] = execKey{pc, seen[pc]}
		seen[pc]++
	}
	return out
}

// CalibSuite is a loaded calibration set: every capture of a directory, sorted
// by file name (the order the suite's sums run in, as score.py's).
type CalibSuite struct {
	Dir      string
	Arch     *isa.Arch
	Captures []*Capture
}

// LoadCalibration reads every capture of dir: the files ending in .json whose
// name does not start with "_", as score.py reads them.
func LoadCalibration(dir string) (*CalibSuite, error) {
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var names []string
	for _, e := range ents {
		if n := e.Name(); strings.HasSuffix(n, ".json") && !strings.HasPrefix(n, "_") && !e.IsDir() {
			names = append(names, n)
		}
	}
	sort.Strings(names)
	if len(names) == 0 {
		return nil, fmt.Errorf("no captures in %s (want one <name>.json per capture)", dir)
	}
	s := &CalibSuite{Dir: dir}
	for _, n := range names {
		c, err := LoadCapture(filepath.Join(dir, n))
		if err != nil {
			return nil, err
		}
		a, err := isa.LookupArch(c.Target)
		if err != nil {
			return nil, fmt.Errorf("%s: %v", c.file, err)
		}
		if s.Arch == nil {
			s.Arch = a
		} else if a.Family != s.Arch.Family {
			// The parameters' ranges are per target: a fit over two
			// families would fit neither.
			return nil, fmt.Errorf("%s: target %s, but %s is for %s; one suite is for one target", c.file, c.Target, s.Captures[0].file, s.Arch.Name)
		}
		s.Captures = append(s.Captures, c)
	}
	return s, nil
}

// maxCaptureBytes bounds a capture file, which holds a kernel's source and
// its launch spec besides the hardware's timings.
const maxCaptureBytes = isa.MaxSourceBytes + launch.MaxSpecBytes

// LoadCapture reads one capture file and derives what scoring it needs.
// A kernel or launch the simulator cannot read is not an error here: it
// makes every run of the capture a failure. A capture whose hardware
// stamps cannot define the metrics is an error.
func LoadCapture(path string) (*Capture, error) {
	src, err := userfile.ReadFile(path, maxCaptureBytes, "a capture (a kernel, its launch and the hardware's timings)")
	if err != nil {
		return nil, err
	}
	c := &Capture{file: path}
	// Held to the rule of every file wavesim reads: one value, each key
	// once (a second one silently replaced the first), and an error at
	// its line and column.
	if err := launch.CheckStrictJSON(path, src, 0, src, c); err != nil {
		return nil, err
	}
	if err := json.Unmarshal(src, c); err != nil {
		return nil, launch.DecodeError(path, src, err)
	}
	if c.Name == "" {
		c.Name = strings.TrimSuffix(filepath.Base(path), ".json")
	}
	if err := c.deriveHW(); err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	c.spec, c.parseErr = launch.ParseSpec(path+": launch", c.Launch)
	if c.parseErr == nil {
		lo := launch.LoadOptions{Arch: c.Target, Wave: c.Wave}
		c.prog, c.parseErr = launch.ParseProgram(path+": asm", []byte(c.Asm), lo.WithSpec(c.spec))
	}
	return c, nil
}

// deriveHW finds the span in the hardware stream and the hardware's side
// of every metric: hw_min, hw_med and the Δt sets MODAL matches against.
// Every wave of a capture runs the same stream (the README), so positions
// are positions in wave 0's.
func (c *Capture) deriveHW() error {
	if len(c.Waves) == 0 || len(c.Waves[0]) == 0 {
		return errors.New("no hardware waves: not a calibration capture")
	}
	pcs := make([]int, len(c.Waves[0]))
	for i, s := range c.Waves[0] {
		pcs[i] = s.PC
	}
	c.jf = slices.Index(pcs, c.Body.First)
	c.jl = len(pcs) - 1 - slices.Index(slicesReversed(pcs), c.Body.Last)
	if c.jf < 0 || c.jl >= len(pcs) || c.jl < c.jf {
		return fmt.Errorf("body %d..%d is not a span of the hardware stream", c.Body.First, c.Body.Last)
	}
	c.keys = keysOf(pcs)
	spans := make([]int64, len(c.Waves))
	for i, w := range c.Waves {
		if len(w) <= c.jl {
			return fmt.Errorf("wave %d has %d stamps, fewer than the span needs", i, len(w))
		}
		spans[i] = w[c.jl].Cycle - w[c.jf].Cycle
	}
	c.hwMin = slices.Min(spans)
	if c.hwMin <= 0 {
		return fmt.Errorf("hardware span %d cycles: the error relative to it is undefined", c.hwMin)
	}
	c.hwMed = median(spans)
	c.hwDeltas = make([][]int64, c.jl-c.jf)
	for j := c.jf + 1; j <= c.jl; j++ {
		var set []int64
		for _, w := range c.Waves {
			if d := w[j].Cycle - w[j-1].Cycle; !slices.Contains(set, d) {
				set = append(set, d)
			}
		}
		c.hwDeltas[j-c.jf-1] = set
	}
	return nil
}

func slicesReversed(s []int) []int {
	r := slices.Clone(s)
	slices.Reverse(r)
	return r
}

// median is Python's statistics.median: the middle value, or the mean of
// the two middle ones (stat.Quantile would give the lower of the two).
func median[T int64 | float64](v []T) float64 {
	s := slices.Clone(v)
	slices.Sort(s)
	n := len(s)
	if n%2 == 1 {
		return float64(s[n/2])
	}
	return float64(s[n/2-1]+s[n/2]) / 2
}

// CalibKernel is one capture's result.
type CalibKernel struct {
	Name   string  `json:"kernel"`
	Family string  `json:"family"`
	HWMin  int64   `json:"hw_min"`
	HWMed  float64 `json:"hw_med"`
	// Sim is the simulated span; meaningless when Fail is set.
	Sim int64 `json:"sim"`
	// Err is (Sim − HWMin) / HWMin; 1 (100 %) for a failure.
	Err    float64 `json:"error"`
	Within bool    `json:"within_2"`
	// Modal of Positions simulated Δt match a hardware wave's.
	Modal     int    `json:"modal_matches"`
	Positions int    `json:"positions"`
	Fail      string `json:"fail,omitempty"`
}

// CalibScore is the suite's result, as score.py's last line gives it.
type CalibScore struct {
	// MAPE is the mean |span error| over kernels, in percent.
	MAPE float64 `json:"span_mape"`
	// Within of Kernels have |sim − hw_min| ≤ 2 cycles.
	Within  int `json:"within_2"`
	Kernels int `json:"kernels"`
	// Modal is ModalMatches / Positions, pooled over kernels, in percent.
	Modal        float64 `json:"modal"`
	ModalMatches int     `json:"modal_matches"`
	Positions    int     `json:"positions"`
	Failed       int     `json:"failed"`
}

// String is score.py's last line.
func (s CalibScore) String() string {
	return fmt.Sprintf("span MAPE %.1f%% | within ±2: %d/%d | MODAL %.1f%%", s.MAPE, s.Within, s.Kernels, s.Modal)
}

// Better orders scores for a fit: lower span MAPE first, then higher
// MODAL, then more kernels within ±2. Equal scores are not better, so a
// search keeps the value it has.
func (s CalibScore) Better(o CalibScore) bool {
	switch {
	case s.MAPE != o.MAPE:
		return s.MAPE < o.MAPE
	case s.Modal != o.Modal:
		return s.Modal > o.Modal
	}
	return s.Within > o.Within
}

// Summarize pools kernel scores into the suite's, with score.py's
// arithmetic in its order (the sum over kernels in file order, then
// × 100 / n), so the rounded numbers agree.
func SummarizeCalib(ks []CalibKernel) CalibScore {
	var s CalibScore
	var sum float64
	for i := range ks {
		k := &ks[i]
		sum += math.Abs(k.Err)
		if k.Within {
			s.Within++
		}
		s.ModalMatches += k.Modal
		s.Positions += k.Positions
		if k.Fail != "" {
			s.Failed++
		}
	}
	s.Kernels = len(ks)
	if s.Kernels > 0 {
		s.MAPE = 100 * sum / float64(s.Kernels)
	}
	if s.Positions > 0 {
		s.Modal = float64(100*s.ModalMatches) / float64(s.Positions)
	}
	return s
}

// SimStamp is one simulated instruction of the wave scored: its pc_index
// and its stamp.
type SimStamp struct {
	PC    int
	Stamp int64
}

// ScoreStream scores one capture against a simulated stream (stamps in
// the order the simulator issued them), or against a failure (fail set,
// stream ignored), as score.py's score_one does.
func (c *Capture) ScoreStream(stream []SimStamp, fail string) CalibKernel {
	k := CalibKernel{Name: c.Name, Family: c.Family, HWMin: c.hwMin, HWMed: c.hwMed, Positions: c.jl - c.jf}
	failed := func(why string) CalibKernel {
		k.Fail, k.Err = why, 1
		return k
	}
	if fail != "" {
		return failed(fail)
	}
	if len(stream) == 0 {
		return failed("no issued instructions")
	}
	// The k-th execution of a pc is the k-th in stamp order; equal stamps
	// keep issue order (Python's sort is stable).
	byStamp := slices.Clone(stream)
	slices.SortStableFunc(byStamp, func(a, b SimStamp) int { return cmp.Compare(a.Stamp, b.Stamp) })
	t := make(map[execKey]int64, len(byStamp))
	occ := map[int]int{}
	for _, s := range byStamp {
		t[execKey{s.PC, occ[s.PC]}] = s.Stamp
		occ[s.PC]++
	}
	first, okF := t[c.keys[c.jf]]
	last, okL := t[c.keys[c.jl]]
	if !okF || !okL {
		return failed("simulated path misses the span")
	}
	k.Sim = last - first
	k.Err = float64(k.Sim-c.hwMin) / float64(c.hwMin)
	k.Within = k.Sim-c.hwMin <= 2 && c.hwMin-k.Sim <= 2
	for j := c.jf + 1; j <= c.jl; j++ {
		cur, ok1 := t[c.keys[j]]
		prev, ok2 := t[c.keys[j-1]]
		if ok1 && ok2 && slices.Contains(c.hwDeltas[j-c.jf-1], cur-prev) {
			k.Modal++
		}
	}
	return k
}

// waveRecorder keeps the stamps of wave 0 of workgroup (0,0,0), the wave
// the captures are scored against (the launch runs one wave; score.py
// picks the same one from the Chrome trace).
type waveRecorder struct{ stream []SimStamp }

func (r *waveRecorder) Issued(e timing.IssueEvent) {
	// An instruction that takes no issue cycle (s_delay_alu) is an
	// instant event in the Chrome trace, not an issue slice, so score.py
	// never sees it; nor does the score here.
	if e.Wave != 0 || e.Workgroup != [3]int{} || e.Cycles == 0 {
		return
	}
	// Dispatch, not Cycle: SQTT stamps an instruction when the sequencer
	// dispatches it, and score.py takes args.dispatch over ts.
	r.stream = append(r.stream, SimStamp{e.PC, e.Dispatch})
}

func (r *waveRecorder) Waited(timing.BarrierWait) {}

// simulate runs one capture as `wavesim run -q --launch` runs it (timed,
// one compute unit, no poison) and returns the scored wave's stream, or
// why the run failed.
func (c *Capture) simulate(model []timing.Setting) (stream []SimStamp, fail string) {
	// A crash of `wavesim run` is a failure to score.py, not the end of
	// the suite; here it would take every other kernel's run down with it.
	defer func() {
		if r := recover(); r != nil {
			stream, fail = nil, fmt.Sprintf("panic: %v", r)
		}
	}()
	if c.parseErr != nil {
		return nil, c.parseErr.Error()
	}
	rec := &waveRecorder{}
	d, err := launch.NewDispatch(c.prog, c.spec, launch.Options{Timing: true, CUs: 1, Model: model, Timeline: rec})
	if err == nil {
		err = d.Run()
	}
	if err != nil {
		return nil, err.Error()
	}
	// run exits 1 on an expectation mismatch, which score.py counts as a
	// failure; the captures' launches expect nothing today.
	if len(c.spec.Expect) > 0 {
		if m := d.Check(); m != nil {
			return nil, "mismatch: " + m.Error()
		}
	}
	return rec.stream, ""
}

// Score runs the capture under the model settings and scores it.
func (c *Capture) Score(model []timing.Setting) CalibKernel {
	stream, fail := c.simulate(model)
	return c.ScoreStream(stream, fail)
}

// CalibResult is one run of the suite under one model.
type CalibResult struct {
	Model   Settings      `json:"model"`
	Kernels []CalibKernel `json:"kernels"`
	Score   CalibScore    `json:"score"`
}

// FirstFailure is the first failed kernel, nil when none failed.
func (r *CalibResult) FirstFailure() *CalibKernel {
	for i := range r.Kernels {
		if r.Kernels[i].Fail != "" {
			return &r.Kernels[i]
		}
	}
	return nil
}

// Settings are model settings that a JSON report writes as --model
// takes them, "name=value".
type Settings []timing.Setting

// MarshalJSON writes each setting as "name=value".
func (s Settings) MarshalJSON() ([]byte, error) {
	out := make([]string, len(s))
	for i, x := range s {
		out[i] = x.String()
	}
	return json.Marshal(out)
}

// UnmarshalJSON reads "name=value" strings back, checking each name.
func (s *Settings) UnmarshalJSON(b []byte) error {
	var in []string
	if err := json.Unmarshal(b, &in); err != nil {
		return err
	}
	set, err := timing.ParseSettings(in)
	*s = set
	return err
}

// Run runs every capture under the model settings, GOMAXPROCS captures at
// a time. Each capture's score depends on its run alone and lands in its
// own slot, so the result does not depend on the scheduling.
func (s *CalibSuite) Run(model []timing.Setting) (*CalibResult, error) {
	// A bad setting would fail every kernel; say so once instead.
	if _, err := timing.ParamsWith(s.Arch, model); err != nil {
		return nil, err
	}
	ks := make([]CalibKernel, len(s.Captures))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(runtime.GOMAXPROCS(0), len(s.Captures)) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := int(next.Add(1) - 1); i < len(s.Captures); i = int(next.Add(1) - 1) {
				ks[i] = s.Captures[i].Score(model)
			}
		}()
	}
	wg.Wait()
	return &CalibResult{Model: slices.Clone(model), Kernels: ks, Score: SummarizeCalib(ks)}, nil
}
