package bench

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/olekukonko/tablewriter"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/opt"
	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim/launch"
	"github.com/wavesim/wavesim/sim/timing"
)

// Comparison is a before/after report of two programs on the same launches.
type Comparison struct {
	Before, After string
	// Launch names the launch spec compared on.
	Launch string
	A, B   *isa.Program
	Result *validate.LaunchResult
	EndsReport
	// MemBefore and MemAfter are what the memory system did in the launch
	// as given, the first compared run (nil without one, or when nothing
	// compared).
	MemBefore, MemAfter *MemSummary
}

// Compare runs both programs side by side, then, when their results agree
// and they differ, times the launch as given at the ends of the target's
// open model parameters.
func Compare(a, b *isa.Program, spec *launch.Spec, runs int, seed uint64, model ...timing.Setting) (*Comparison, error) {
	return CompareWith(a, b, spec, validate.CompareOptions{Runs: runs, Seed: seed, Model: model})
}

// CompareWith is Compare with every option of the comparison.
func CompareWith(a, b *isa.Program, spec *launch.Spec, o validate.CompareOptions) (*Comparison, error) {
	model := o.Model
	r, err := validate.CompareLaunchWith(a, b, spec, o)
	if err != nil {
		return nil, err
	}
	c := &Comparison{A: a, B: b, Result: r}
	base := launch.Options{CUs: o.CUs, Occupancy: o.Occupancy}
	c.Measure(a.Arch, model, r.Mismatch != nil, len(r.A.Cycles) > 0, r.Diff != "", LaunchTimer(a, b, spec, base))
	if r.Mismatch == nil && len(r.A.Cycles) > 0 {
		c.MemBefore, c.MemAfter = launchMems(a.Arch, r)
	}
	return c, nil
}

// The outcomes of a comparison (Comparison.Outcome).
const (
	OutcomeIdentical    = "identical"
	OutcomeDifferent    = "different"
	OutcomeInconclusive = "inconclusive"
)

// Outcome is identical (some launch compared, none differed), different,
// or inconclusive (no launch compared).
func (c *Comparison) Outcome() string {
	switch {
	case c.Result.Mismatch != nil:
		return OutcomeDifferent
	case c.Result.Compared() == 0:
		return OutcomeInconclusive
	}
	return OutcomeIdentical
}

// Verdict is the one-line outcome.
func (c *Comparison) Verdict() string {
	r := c.Result
	switch c.Outcome() {
	case OutcomeDifferent:
		return "DIFFERENT: " + r.Mismatch.Error()
	case OutcomeInconclusive:
		s := fmt.Sprintf("INCONCLUSIVE: no launch compared of %d (%s)", r.Runs, r.InconclusiveSummary())
		if len(r.Inconclusive) > 0 {
			s += "; first: " + r.Inconclusive[0].String()
		}
		return s
	}
	s := fmt.Sprintf("identical over %d compared launches", r.Compared())
	if len(r.Inconclusive) > 0 {
		s += fmt.Sprintf(" (%d inconclusive: %s)", len(r.Inconclusive), r.InconclusiveSummary())
	}
	return s
}

// writeDiff names the two programs and prints their instruction diff.
func writeDiff(w io.Writer, before, after, diff string) {
	fmt.Fprintf(w, "before: %s\nafter:  %s\n", before, after)
	if diff == "" {
		fmt.Fprintln(w, "instruction diff: none")
	} else {
		fmt.Fprintf(w, "instruction diff:\n%s", diff)
	}
}

// WriteTable prints the instruction diff, cycles and stalls by cause
// before and after, and the verdict.
func (c *Comparison) WriteTable(w io.Writer, tw *tablewriter.Table) {
	r := c.Result
	writeDiff(w, c.Before, c.After, r.Diff)
	if c.Launch != "" {
		fmt.Fprintf(w, "launch: %s\n", c.Launch)
	}
	if r.Runs > 1 {
		fmt.Fprintf(w, "random launches: %s\n", r.DrawSummary())
	} else {
		// Only the launch as given ran: nothing was drawn.
		fmt.Fprintln(w, "random launches: none (only the launch as given ran)")
	}
	const shown = 5 // inconclusive launches listed; the JSON lists all
	for i, x := range r.Inconclusive {
		if i == shown {
			fmt.Fprintf(w, "inconclusive: ... and %d more\n", len(r.Inconclusive)-shown)
			break
		}
		fmt.Fprintf(w, "inconclusive: %s\n", x)
	}
	for _, l := range r.LoopInputs {
		fmt.Fprintf(w, "loop input: %s\n", l)
	}
	if r.LoopRuns > 0 {
		fmt.Fprintf(w, "loop analysis: %d runs of one kernel on the launch as given\n", r.LoopRuns)
	}
	writeSides(tw, "per launch (mean over runs)", &r.A, &r.B)
	writeMemSides(w, c.A.Arch, c.MemBefore, c.MemAfter)
	c.EndsReport.Write(w, "the launch as given", c.A.Arch.Name)
	fmt.Fprintf(w, "verdict: %s\n", c.Verdict())
	writeHost(w)
}

// writeSides renders cycles and stalls by cause before and after, as means
// over the runs, when any run counted.
func writeSides(tw *tablewriter.Table, title string, a, b *validate.SideStats) {
	if len(a.Cycles) == 0 {
		return
	}
	tw.Header(title, "before", "after", "saved", "before ±sd", "after ±sd")
	ca, cb := validate.Summarize(a.Cycles), validate.Summarize(b.Cycles)
	sa, sb := validate.Summarize(a.StallCycles), validate.Summarize(b.StallCycles)
	row := func(name string, x, y validate.Summary) {
		tw.Append([]string{name, f1(x.Mean), f1(y.Mean), f1(x.Mean - y.Mean), f1(x.StdDev), f1(y.StdDev)})
	}
	row("cycles", ca, cb)
	row("stall cycles", sa, sb)
	n := float64(len(a.Cycles))
	for i, name := range timing.CauseNames() {
		x, y := a.Stalls[i]/n, b.Stalls[i]/n
		if x != 0 || y != 0 {
			tw.Append([]string{"  " + name, f1(x), f1(y), f1(x - y), "", ""})
		}
	}
	tw.Render()
}

func writeHost(w io.Writer) {
	fmt.Fprintf(w, "host: %s\n", ThisHost())
}

func f1(v float64) string {
	return strings.TrimSuffix(strings.TrimSuffix(fmt.Sprintf("%.1f", v), "0"), ".")
}

// ComparisonJSON is the machine-readable form.
type ComparisonJSON struct {
	Before      string `json:"before"`
	After       string `json:"after"`
	Launch      string `json:"launch,omitempty"`
	Verdict     string `json:"verdict"`
	Identical   bool   `json:"identical"`
	Mismatch    string `json:"mismatch,omitempty"`
	Runs        int    `json:"runs"`
	Compared    int    `json:"compared"`
	BothFaulted int    `json:"both_faulted"`
	StepLimited int    `json:"step_limited"`
	MaxSteps    int64  `json:"max_steps_random"`
	// Seed, DictShare and the dictionary's size say how the random
	// launches drew their values; DictDrawn are inputs of the launch that
	// differed that came from the dictionary (every argument, each
	// buffer's element at the index of the difference and the first 64
	// others), DictDrawnTotal how many came from it in all.
	Seed           uint64                     `json:"seed"`
	DictShare      float64                    `json:"dict_share"`
	DictProgram    int                        `json:"dict_program_values"`
	DictBoundary   int                        `json:"dict_boundary_values"`
	DictDrawn      []validate.DictDraw        `json:"dictionary_values,omitempty"`
	DictDrawnTotal int                        `json:"dictionary_values_total,omitempty"`
	Inconclusive   []validate.InconclusiveRun `json:"inconclusive"`
	// LoopInputs are the inputs random launches drew near their given
	// values (bounding loops or addressing memory).
	LoopInputs   []validate.LoopInput `json:"loop_inputs"`
	LoopRuns     int                  `json:"loop_analysis_runs"`
	Diff         []string             `json:"diff"`
	CyclesBefore validate.Summary     `json:"cycles_before"`
	CyclesAfter  validate.Summary     `json:"cycles_after"`
	StallsBefore validate.Summary     `json:"stall_cycles_before"`
	StallsAfter  validate.Summary     `json:"stall_cycles_after"`
	CausesBefore map[string]float64   `json:"stalls_by_cause_before"`
	CausesAfter  map[string]float64   `json:"stalls_by_cause_after"`
	// Model lists the parameters set; ModelEnds the timings at the ends
	// of the open ones (ModelEndsNote: why there are none), DependsOn
	// the parameters the saving's sign depends on.
	Model         []string `json:"model"`
	ModelEnds     Ends     `json:"model_ends"`
	ModelEndsNote string   `json:"model_ends_note,omitempty"`
	DependsOn     []string `json:"depends_on"`
	// MemoryBefore and MemoryAfter: the launch as given (absent without
	// a memory system or when nothing compared).
	MemoryBefore *MemSummary `json:"memory_before,omitempty"`
	MemoryAfter  *MemSummary `json:"memory_after,omitempty"`
}

// JSON converts the comparison.
func (c *Comparison) JSON() *ComparisonJSON {
	r := c.Result
	j := sidesJSON(c.Before, c.After, r.Diff, &r.A, &r.B)
	j.Identical, j.Runs, j.BothFaulted = c.Outcome() == OutcomeIdentical, r.Runs, r.BothFaulted
	j.Launch, j.Verdict, j.Compared, j.StepLimited, j.MaxSteps = c.Launch, c.Outcome(), r.Compared(), r.StepLimited, r.MaxSteps
	j.Inconclusive = append([]validate.InconclusiveRun{}, r.Inconclusive...)
	j.LoopInputs, j.LoopRuns = append([]validate.LoopInput{}, r.LoopInputs...), r.LoopRuns
	c.EndsReport.fill(j)
	j.MemoryBefore, j.MemoryAfter = c.MemBefore, c.MemAfter
	j.Seed, j.DictShare, j.DictProgram, j.DictBoundary = r.Seed, r.DictShare, r.DictProgram, r.DictBoundary
	if r.Mismatch != nil {
		j.Mismatch = r.Mismatch.Error()
		j.DictDrawn, j.DictDrawnTotal = r.Mismatch.Drawn, r.Mismatch.DrawnTotal
	}
	return j
}

// sidesJSON fills the instruction diff, cycles and stalls of a comparison.
func sidesJSON(before, after, diff string, a, b *validate.SideStats) *ComparisonJSON {
	j := &ComparisonJSON{Before: before, After: after,
		CyclesBefore: validate.Summarize(a.Cycles), CyclesAfter: validate.Summarize(b.Cycles),
		StallsBefore: validate.Summarize(a.StallCycles), StallsAfter: validate.Summarize(b.StallCycles),
		CausesBefore: map[string]float64{}, CausesAfter: map[string]float64{}, Diff: []string{}}
	for _, l := range strings.Split(strings.TrimSpace(diff), "\n") {
		if l != "" {
			j.Diff = append(j.Diff, l)
		}
	}
	n := float64(max(len(a.Cycles), 1))
	for i, name := range timing.CauseNames() {
		j.CausesBefore[name] = a.Stalls[i] / n
		j.CausesAfter[name] = b.Stalls[i] / n
	}
	return j
}

// WriteReproducer writes both programs and the launch that differs.
func (c *Comparison) WriteReproducer(dir string) error {
	m := c.Result.Mismatch
	if m == nil {
		return nil
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := writeProgram(filepath.Join(dir, "original.s"), c.A); err != nil {
		return err
	}
	if err := writeProgram(filepath.Join(dir, "rewritten.s"), c.B); err != nil {
		return err
	}
	// The reproducer's spec marks each argument's name and size as a
	// template does, so an edited copy is checked against the kernel.
	spec := m.Spec
	if k, err := launch.FindKernel(c.A, spec.Kernel); err == nil {
		spec = spec.Marked(k)
	}
	// A large drawn buffer goes to a .npy file beside launch.json: as
	// JSON text, built whole, a 512 MiB buffer took 13 GB.
	if _, err := spec.WriteDir(dir); err != nil {
		return err
	}
	// The registers start as they did in the run that differed.
	poison := fmt.Sprint(validate.PoisonOf(m.Seed))
	if err := os.WriteFile(filepath.Join(dir, "poison"), []byte(poison+"\n"), 0o644); err != nil {
		return err
	}
	slots := ""
	if m.Run > 0 {
		slots = fmt.Sprintf(" --scratch-slot-base %d", validate.ScratchSlotOf(m.Seed))
	}
	readme := fmt.Sprintf("%s\n\nreplay: wavesim compare --launch launch.json --runs 1 --poison %s%s original.s rewritten.s\n\ninstruction diff:\n%s", m.Error(), poison, slots, c.Result.Diff)
	return os.WriteFile(filepath.Join(dir, "README"), []byte(readme), 0o644)
}

// writeProgram prints p into a file as it goes (a long kernel's text is
// never held whole).
func writeProgram(path string, p *isa.Program) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	if err := p.Print(f); err != nil {
		f.Close()
		return err
	}
	return f.Close()
}

// WriteExplain prints one line per site of every pass.
func WriteExplain(w io.Writer, reports []*opt.Report) {
	for _, r := range reports {
		if r.NotApplied != "" {
			fmt.Fprintf(w, "%s: not applied on %s: %s\n", r.Pass, r.Arch, r.NotApplied)
			continue
		}
		fmt.Fprintf(w, "%s on %s: %d of %d sites rewritten\n", r.Pass, r.Arch, r.Rewritten(), len(r.Sites))
		for _, s := range r.Sites {
			fmt.Fprintf(w, "  %s\n", s)
		}
	}
}
