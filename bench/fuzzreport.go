package bench

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/wavesim/wavesim/opt/validate"
)

// FuzzKind is the "kind" of a fuzz report, which tells it from a bench
// report when the two are read back.
const FuzzKind = "fuzz"

// Fuzz verdicts. A campaign that compared no state says nothing about the
// passes: it is inconclusive, never "no mismatch".
const (
	VerdictNoMismatch   = "no mismatch"
	VerdictMismatch     = "mismatch"
	VerdictInconclusive = "inconclusive"
)

// FuzzReport is the whole output of `wavesim fuzz --json`: the campaign
// (or one shard of it), what it checked and its finding. `wavesim merge`
// adds the reports of a campaign's shards into one.
type FuzzReport struct {
	Kind    string `json:"kind"`
	Version string `json:"version"`
	Host    Host   `json:"host"`
	// Hosts lists the different hosts the merged shards ran on, when
	// there were several.
	Hosts  []Host   `json:"hosts,omitempty"`
	Target string   `json:"target"`
	Wave   int      `json:"wave"`
	Passes []string `json:"passes"`
	Force  bool     `json:"force,omitempty"`
	Seed   uint64   `json:"seed"`
	// Shard is "K/N" for one shard; a merged report has MergedFrom N
	// instead.
	Shard      string `json:"shard,omitempty"`
	MergedFrom int    `json:"merged_from,omitempty"`
	// StatesPerProgram and Blocks are the generator's settings; Runs is
	// the campaign's program count (0 when it ran for Seconds).
	StatesPerProgram int `json:"states_per_program"`
	Blocks           int `json:"blocks"`
	// Shapes are the program shapes the generator drew regions from.
	Shapes  []string `json:"shapes,omitempty"`
	Runs    int64    `json:"runs,omitempty"`
	Seconds float64  `json:"seconds,omitempty"`
	// DictShare is the share of each state's registers and memory words
	// drawn from the dictionary of the program's constants (0: none).
	DictShare float64 `json:"dict_share"`
	// Programs ran, Unchanged of them left alone by the passes, States
	// compared (original against rewritten); InconclusiveStates faulted
	// on both sides, so nothing was compared on them.
	Programs           int64 `json:"programs"`
	Unchanged          int64 `json:"unchanged"`
	States             int64 `json:"states"`
	InconclusiveStates int64 `json:"inconclusive_states"`
	// Elapsed is the run's time; a merged report adds its shards' times
	// and gives the longest in ElapsedMax.
	Elapsed    float64 `json:"elapsed_seconds"`
	ElapsedMax float64 `json:"elapsed_max_seconds,omitempty"`
	// Stopped is set when the campaign was stopped (an interrupt) before
	// its budget was spent: the counts are of what ran. A merged report
	// lists each shard's.
	Stopped string `json:"stopped,omitempty"`
	Verdict string `json:"verdict"`
	// Findings holds the first mismatch of the campaign (each shard stops
	// at its first), in program order.
	Findings []FuzzFinding `json:"findings"`
}

// FuzzFinding is one mismatch: where it is in the campaign, the shrunk
// program and the reproducer written for it.
type FuzzFinding struct {
	Shard       string `json:"shard"`
	Index       int64  `json:"program_index"`
	ProgramSeed uint64 `json:"program_seed"`
	// Before is the program's instruction count before shrinking,
	// Instructions after.
	Before       int    `json:"instructions_before_shrinking"`
	Instructions int    `json:"instructions"`
	Mismatch     string `json:"mismatch"`
	// Dictionary lists the state's values that came from the dictionary
	// (those the shrunk state still holds).
	Dictionary string `json:"dictionary_values,omitempty"`
	Program    string `json:"program"`
	Reproducer string `json:"reproducer"`
}

// NewFuzzFinding describes finding f, program index of the campaign,
// found by shard ("K/N") and written to reproducer.
func NewFuzzFinding(f *validate.Finding, index int64, shard, reproducer string) FuzzFinding {
	return FuzzFinding{Shard: shard, Index: index, ProgramSeed: f.ProgramSeed, Before: f.Before,
		Instructions: f.Instructions(), Mismatch: f.Mismatch.Error(), Program: f.Text, Reproducer: reproducer,
		Dictionary: f.State.DrawnText(5)}
}

// SetStats takes the counts of a campaign and judges it.
func (r *FuzzReport) SetStats(st *validate.FuzzStats) {
	r.Programs, r.Unchanged, r.States, r.InconclusiveStates = st.Programs, st.Unchanged, st.States, st.Inconclusive
	r.Elapsed = st.Elapsed.Seconds()
	if st.Stopped {
		r.Stopped = fmt.Sprintf("stopped early, after %d programs", st.Programs)
	}
	r.Judge()
}

// Judge sets the verdict from the findings and the states compared.
func (r *FuzzReport) Judge() {
	switch {
	case len(r.Findings) > 0:
		r.Verdict = VerdictMismatch
	case r.States == 0:
		r.Verdict = VerdictInconclusive
	default:
		r.Verdict = VerdictNoMismatch
	}
	if r.Findings == nil {
		r.Findings = []FuzzFinding{} // "findings": [], not null
	}
}

// Why explains an inconclusive verdict.
func (r *FuzzReport) Why() string {
	switch {
	case r.Programs == 0:
		return "no program ran (the time budget ended before the first)"
	case r.Unchanged == r.Programs:
		return fmt.Sprintf("the passes left all %d programs unchanged", r.Programs)
	case r.InconclusiveStates > 0:
		return fmt.Sprintf("all %d states of the changed programs faulted on both sides", r.InconclusiveStates)
	}
	return "no state was compared"
}

// VerdictLine is the verdict in one line: "no mismatch", "inconclusive:
// no states compared (...)", or the findings with their reproducers.
func (r *FuzzReport) VerdictLine() string {
	if r.Stopped != "" {
		return incomplete(r.Stopped, r.verdictLine())
	}
	return r.verdictLine()
}

func (r *FuzzReport) verdictLine() string {
	switch r.Verdict {
	case VerdictInconclusive:
		return "inconclusive: no states compared: " + r.Why()
	case VerdictMismatch:
		var parts []string
		for _, f := range r.Findings {
			parts = append(parts, fmt.Sprintf("program seed %d (reproducer %s)", f.ProgramSeed, f.Reproducer))
		}
		return "MISMATCH: " + strings.Join(parts, ", ")
	}
	return r.Verdict
}

// WriteJSON writes the report as one indented JSON document.
func (r *FuzzReport) WriteJSON(w io.Writer) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	return enc.Encode(r)
}

// WriteText prints the campaign line, then "no mismatch", the reason it
// is inconclusive, or each finding.
func (r *FuzzReport) WriteText(w io.Writer) {
	where := "shard " + r.Shard
	if r.MergedFrom > 0 {
		where = fmt.Sprintf("%d shards merged", r.MergedFrom)
	}
	fmt.Fprintf(w, "%s wave%d, passes %s, seed %d, %s: %d programs (%d unchanged by the passes), %d states in %.1fs",
		r.Target, r.Wave, strings.Join(r.Passes, ","), r.Seed, where, r.Programs, r.Unchanged, r.States, r.Elapsed)
	if r.MergedFrom > 0 {
		fmt.Fprintf(w, " of shard time (the longest shard %.1fs)\n", r.ElapsedMax)
	} else {
		fmt.Fprintf(w, " (%.0f states/s)\n", float64(r.States)/max(r.Elapsed, 1e-9))
	}
	if r.DictShare > 0 {
		fmt.Fprintf(w, "interesting values: %s%% of each state's registers and memory words from the dictionary of the program's constants and boundary values (seed %d)\n",
			strconv.FormatFloat(100*r.DictShare, 'g', 4, 64), r.Seed)
	} else {
		fmt.Fprintf(w, "interesting values: none (no dictionary; seed %d)\n", r.Seed)
	}
	if r.InconclusiveStates > 0 {
		fmt.Fprintf(w, "%d more states faulted on both sides: inconclusive, not compared\n", r.InconclusiveStates)
	}
	if len(r.Hosts) > 1 {
		fmt.Fprintf(w, "hosts: %s\n", hostList(r.Hosts))
	}
	if r.Stopped != "" {
		fmt.Fprintf(w, "INCOMPLETE (%s): the counts are of what ran\n", r.Stopped)
	}
	switch r.Verdict {
	case VerdictNoMismatch:
		fmt.Fprintln(w, "no mismatch")
		return
	case VerdictInconclusive:
		fmt.Fprintf(w, "inconclusive: no states compared: %s\n", r.Why())
		return
	}
	if len(r.Findings) > 1 {
		fmt.Fprintf(w, "%d findings, in program order (one shard stops at its first; an unsharded campaign stops at the first of all):\n", len(r.Findings))
	}
	for _, f := range r.Findings {
		if r.MergedFrom > 0 {
			fmt.Fprintf(w, "shard %s, program %d: ", f.Shard, f.Index)
		}
		fmt.Fprintf(w, "MISMATCH (program seed %d), shrunk from %d to %d instructions:\n%s\n", f.ProgramSeed, f.Before, f.Instructions, f.Mismatch)
		if f.Dictionary != "" {
			fmt.Fprintf(w, "dictionary values in the state: %s\n", f.Dictionary)
		}
		fmt.Fprintf(w, "%s\nreproducer: %s (replay: wavesim replay %s)\n", f.Program, f.Reproducer, f.Reproducer)
	}
}

// hostList names several hosts on one line.
func hostList(hs []Host) string {
	var s []string
	for _, h := range hs {
		s = append(s, h.String())
	}
	return strings.Join(s, " | ")
}
