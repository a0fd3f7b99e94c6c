package check

import (
	"encoding/json"
	"fmt"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"strconv"

	"gonum.org/v1/gonum/stat"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/launch"
	"github.com/wavesim/wavesim/sim/timing"
)

// SideStats are one program's measurements over the runs.
type SideStats struct {
	Cycles      []float64
	StallCycles []float64
	Stalls      [timing.NumCauses]float64 // summed over runs
	// Hazards are those of the first run (the launch as given). The
	// per-instruction report is left out: a comparison shows totals.
	Hazards []timing.Hazard
}

// Summary describes a value over the runs.
type Summary struct {
	Mean   float64 `json:"mean"`
	StdDev float64 `json:"std_dev"`
	Min    float64 `json:"min"`
	Max    float64 `json:"max"`
}

// Summarize computes mean, standard deviation, min and max.
func Summarize(v []float64) Summary {
	if len(v) == 0 {
		return Summary{}
	}
	m, s := stat.MeanStdDev(v, nil)
	if len(v) == 1 {
		s = 0
	}
	lo, hi := math.Inf(1), math.Inf(-1)
	for _, x := range v {
		lo, hi = min(lo, x), max(hi, x)
	}
	return Summary{m, s, lo, hi}
}

// LaunchResult is a side-by-side comparison of two kernels over launches.
type LaunchResult struct {
	Runs        int // launches compared (the given one plus random inputs)
	BothFaulted int
	A, B        SideStats
	Mismatch    *LaunchMismatch
	Diff        string
}

// LaunchMismatch is the first differing buffer element.
type LaunchMismatch struct {
	Run        int // 0 is the launch as given
	Buffer     string
	Index      int
	A, B       any
	ErrA, ErrB string
	Spec       *launch.Spec
}

func (m *LaunchMismatch) Error() string {
	if m.ErrA != "" || m.ErrB != "" {
		return fmt.Sprintf("run %d: only one side faulted: original %q, rewritten %q", m.Run, m.ErrA, m.ErrB)
	}
	return fmt.Sprintf("run %d: buffer %s[%d]: original %v, rewritten %v", m.Run, m.Buffer, m.Index, m.A, m.B)
}

// CompareLaunch runs both kernels on the launch as given and on runs-1
// launches whose buffers hold random data (same sizes and types), and
// compares every buffer after each. Both kernels must fault or neither.
// A run keeps its buffers and timing totals, not the dispatch, whose
// decoded program and timing model grow with the kernel.
//
// model sets named timing-model parameters (timing.Knobs) on both sides.
func CompareLaunch(a, b *isa.Program, spec *launch.Spec, runs int, seed uint64, model ...timing.Setting) (*LaunchResult, error) {
	res := &LaunchResult{Diff: Diff(a, b)}
	rng := rand.New(rand.NewPCG(seed, seed^0x51ed270b))
	for run := 0; run < max(runs, 1); run++ {
		sp := spec
		if run > 0 {
			sp = randomizeSpec(spec, rng)
		}
		ra, rb := runSide(a, sp, model), runSide(b, sp, model)
		res.Runs++
		switch {
		case ra.err != nil && rb.err != nil:
			res.BothFaulted++
			continue
		case ra.err != nil || rb.err != nil:
			m := &LaunchMismatch{Run: run, Spec: sp}
			if ra.err != nil {
				m.ErrA = ra.err.Error()
			}
			if rb.err != nil {
				m.ErrB = rb.err.Error()
			}
			res.Mismatch = m
			return res, nil
		case ra.contentsErr != nil:
			return nil, fmt.Errorf("original, %w", ra.contentsErr)
		case rb.contentsErr != nil:
			return nil, fmt.Errorf("rewritten, %w", rb.contentsErr)
		}
		first := len(res.A.Cycles) == 0
		ra.addTo(&res.A, first)
		rb.addTo(&res.B, first)
		if m := firstBufferDiff(ra, rb); m != nil {
			m.Run, m.Spec = run, sp
			res.Mismatch = m
			return res, nil
		}
	}
	return res, nil
}

// sideRun is what a comparison keeps of one kernel's run: its buffers and
// timing totals.
type sideRun struct {
	err         error // the run faulted
	contentsErr error // a buffer could not be read
	cycles      int64
	stalls      timing.Stalls
	hazards     []timing.Hazard
	names       []string
	types       map[string]string
	bufs        map[string][]uint64
}

func runSide(p *isa.Program, spec *launch.Spec, model []timing.Setting) sideRun {
	d, err := launch.NewDispatch(p, spec, launch.Options{Timing: true, Model: model})
	if err == nil {
		err = d.Run()
	}
	if err != nil {
		return sideRun{err: err}
	}
	r := sideRun{cycles: d.Timing.Cycles, stalls: d.Timing.Stalls, hazards: d.Timing.Hazards,
		names: d.BufferNames(), types: map[string]string{}, bufs: map[string][]uint64{}}
	for _, name := range r.names {
		x, err := d.Contents(name)
		if err != nil {
			return sideRun{contentsErr: fmt.Errorf("buffer %s: %w", name, err)}
		}
		r.bufs[name], r.types[name] = x, d.Buffers[name].Type
	}
	return r
}

// addTo adds the run's cycles and stalls to s; the first run that counts
// (no side faulted) gives the hazards.
func (r *sideRun) addTo(s *SideStats, first bool) {
	s.Cycles = append(s.Cycles, float64(r.cycles))
	s.StallCycles = append(s.StallCycles, float64(r.stalls.Total()))
	for c, v := range r.stalls {
		s.Stalls[c] += float64(v)
	}
	if first {
		s.Hazards = r.hazards
	}
}

// firstBufferDiff is the first element, in buffer order, where the two
// runs differ, or nil.
func firstBufferDiff(a, b sideRun) *LaunchMismatch {
	for _, name := range a.names {
		x, y := a.bufs[name], b.bufs[name]
		for i := range x {
			if x[i] != y[i] {
				t := a.types[name]
				return &LaunchMismatch{Buffer: name, Index: i, A: launch.FormatValue(t, x[i]), B: launch.FormatValue(t, y[i])}
			}
		}
	}
	return nil
}

// randomizeSpec copies a spec with random buffer contents of each buffer's
// type: edge values and small numbers, so branches go both ways.
func randomizeSpec(s *launch.Spec, r *rand.Rand) *launch.Spec {
	c := *s
	c.Buffers = map[string]*launch.BufferSpec{}
	c.Expect = nil
	// Sorted names: the random draws follow from the seed alone, not
	// from map order.
	for _, name := range slices.Sorted(maps.Keys(s.Buffers)) {
		b := s.Buffers[name]
		n := b.Len()
		nb := &launch.BufferSpec{Type: b.Type, Count: n, Data: make([]any, n)}
		for i := range nb.Data {
			nb.Data[i] = randomNumber(b.Type, r)
		}
		c.Buffers[name] = nb
	}
	return &c
}

func randomNumber(t string, r *rand.Rand) json.Number {
	switch t {
	case "f32", "f64":
		switch r.IntN(5) {
		case 0:
			return json.Number([]string{"0", "-0", "1", "-1", "0.5", "1e30", "-1e-30"}[r.IntN(7)])
		}
		return json.Number(strconv.FormatFloat(r.NormFloat64()*100, 'g', -1, 32))
	case "u32":
		return json.Number(strconv.FormatUint(uint64(randValue(r)), 10))
	case "u64":
		return json.Number(strconv.FormatUint(r.Uint64()>>uint(r.IntN(64)), 10))
	case "i64":
		return json.Number(strconv.FormatInt(int64(r.Uint64()>>uint(r.IntN(64)))-int64(r.IntN(1000)), 10))
	}
	v := int32(randValue(r))
	if r.IntN(2) == 0 {
		v = int32(r.IntN(512)) - 128
	}
	return json.Number(strconv.FormatInt(int64(v), 10))
}
