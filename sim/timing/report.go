package timing

import (
	"github.com/wavesim/wavesim/isa"
)

// InstRow is one static instruction in a timing report.
type InstRow struct {
	PC         int              `json:"pc"`
	Pos        string           `json:"pos"`
	Text       string           `json:"inst"`
	Count      int64            `json:"executed"`
	FirstIssue int64            `json:"first_issue"`
	Stalls     map[string]int64 `json:"stalls,omitempty"`
}

// Report is the timing result of a run: data for the renderings in
// package bench and for JSON.
type Report struct {
	Arch     string `json:"arch"`
	Wave     int    `json:"wave"`
	SGPRRule string `json:"sgpr_rule"`
	// Model holds every named model parameter's value (knobs.go);
	// ModelChanged those set away from the target's default.
	Model        map[string]string `json:"model"`
	ModelChanged []string          `json:"model_changed"`
	Cycles       int64             `json:"cycles"`
	Instructions int64             `json:"wave_instructions"`
	StallCycles  int64             `json:"stall_cycles"`
	Stalls       map[string]int64  `json:"stalls"`
	// Hazards are the first MaxHazardRecords hits, HazardCount all of
	// them, HazardSites all of them grouped by site in order of first hit.
	Hazards     []Hazard     `json:"hazards"`
	HazardCount int64        `json:"hazard_count"`
	HazardSites []HazardSite `json:"hazard_sites"`
	Insts       []InstRow    `json:"instructions"`
}

// Totals is the report without its per-instruction rows.
func (t *Model) Totals() *Report {
	r := &Report{Arch: t.Arch.Name, Wave: t.Wave, SGPRRule: t.P.SGPRRule.String(), Cycles: t.Cycles,
		Instructions: t.Issued, StallCycles: t.TotalStalls(), Stalls: causeMap(t.Stalls), Hazards: t.Hazards,
		HazardCount: t.HazardCount, HazardSites: t.HazardSites, Model: map[string]string{}, ModelChanged: []string{}}
	for _, s := range t.P.Settings() {
		r.Model[s.Name] = s.Value
	}
	for _, s := range t.P.Changed() {
		r.ModelChanged = append(r.ModelChanged, s.String())
	}
	if r.Hazards == nil {
		r.Hazards = []Hazard{}
	}
	if r.HazardSites == nil {
		r.HazardSites = []HazardSite{}
	}
	return r
}

// Report collects the per-instruction statistics of the kernel's code and
// of the functions it may call, in program order (every instruction of
// the program when k is nil).
func (t *Model) Report(k *isa.Kernel) *Report {
	p := t.prog
	r := t.Totals()
	for pc := range p.Insts {
		if k != nil && (pc < k.Entry || pc >= k.End) && !inFuncs(p.Funcs, pc) {
			continue
		}
		st := &t.Insts[pc]
		in := p.Insts[pc]
		r.Insts = append(r.Insts, InstRow{PC: pc, Pos: in.Pos.String(), Text: isa.FormatInst(in, t.Arch), Count: st.Count,
			FirstIssue: st.FirstIssue, Stalls: causeMap(st.Stall)})
	}
	return r
}

// inFuncs reports whether instruction pc belongs to a function that is not
// a kernel.
func inFuncs(fs []*isa.Kernel, pc int) bool {
	for _, f := range fs {
		if pc >= f.Entry && pc < f.End {
			return true
		}
	}
	return false
}

func causeMap(v Stalls) map[string]int64 {
	m := map[string]int64{}
	for c, n := range v {
		if n != 0 {
			m[Cause(c).String()] = n
		}
	}
	return m
}

// CausesUsed lists the causes with any stall, in report order.
func (r *Report) CausesUsed() []string {
	var out []string
	for _, c := range CauseNames() {
		if r.Stalls[c] != 0 {
			out = append(out, c)
		}
	}
	return out
}

// InstText is instruction pc as the report prints it ("" past the end).
func (t *Model) InstText(pc int) string {
	if pc < 0 || pc >= len(t.prog.Insts) {
		return ""
	}
	return isa.FormatInst(t.prog.Insts[pc], t.Arch)
}
