package opt

import (
	"fmt"
	"sort"
	"strings"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// Site is one place a pass looked at: rewritten, or skipped with the
// reason.
type Site struct {
	Pos       isa.Pos
	Inst      string // the instruction the site is anchored at
	Rewritten bool
	Reason    string
}

func (s Site) String() string {
	verdict := "skipped"
	if s.Rewritten {
		verdict = "rewritten"
	}
	return fmt.Sprintf("%s: %s: %s: %s", s.Pos, s.Inst, verdict, s.Reason)
}

// Report is what one pass did.
type Report struct {
	Pass string
	Arch string
	// NotApplied says why the pass did nothing on this target.
	NotApplied string
	Sites      []Site
}

// Rewritten counts the rewritten sites.
func (r *Report) Rewritten() int {
	n := 0
	for _, s := range r.Sites {
		if s.Rewritten {
			n++
		}
	}
	return n
}

// Options are the pass manager's knobs.
type Options struct {
	// Force applies a pass on a target where it is not profitable or needs
	// extra work (vcmpx on gfx1010, with the hazard's s_waitcnt_depctr).
	Force bool
	// ExitLive declares registers live where a snippet ends (falls off
	// its end or reaches s_endpgm); see UnitsOf.
	ExitLive Units
	// Model overrides timing model parameters (wavesim --model) for the
	// passes that weigh costs with the simulator's own (execz-ifconv).
	Model []timing.Setting
}

// Pass is one transformation.
type Pass interface {
	Name() string
	// Applies says whether the pass runs on a target, and if not, why.
	Applies(a *isa.Arch, o *Options) (bool, string)
	// Run rewrites p in place and reports every site.
	Run(p *isa.Program, o *Options) *Report
}

var registry = map[string]func() Pass{}

// Register makes a pass available by name.
func Register(name string, mk func() Pass) { registry[name] = mk }

// PassNames lists the registered passes.
func PassNames() []string {
	var n []string
	for k := range registry {
		n = append(n, k)
	}
	sort.Strings(n)
	return n
}

// Lookup finds a pass by name.
func Lookup(name string) (Pass, error) {
	mk, ok := registry[name]
	if !ok {
		return nil, fmt.Errorf("unknown pass %q (passes: %s)", name, strings.Join(PassNames(), ", "))
	}
	return mk(), nil
}

// ParsePasses splits "a,b,c" into passes.
func ParsePasses(list string) ([]Pass, error) {
	var out []Pass
	for _, n := range strings.Split(list, ",") {
		n = strings.TrimSpace(n)
		if n == "" {
			continue
		}
		p, err := Lookup(n)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no passes given (passes: %s)", strings.Join(PassNames(), ", "))
	}
	return out, nil
}

// Run applies passes in order to a clone of p.
func Run(p *isa.Program, passes []Pass, o Options) (*isa.Program, []*Report) {
	q := p.Clone()
	var reports []*Report
	for _, ps := range passes {
		if ok, why := ps.Applies(q.Arch, &o); !ok {
			reports = append(reports, &Report{Pass: ps.Name(), Arch: q.Arch.Name, NotApplied: why})
			continue
		}
		r := ps.Run(q, &o)
		r.Pass, r.Arch = ps.Name(), q.Arch.Name
		reports = append(reports, r)
	}
	return q, reports
}

// Transform makes a pass list into a rewrite function (for the checker
// and the fuzzer). When no pass rewrote anything it returns p itself, so
// callers can skip unchanged programs without comparing them.
func Transform(passes []Pass, o Options) func(*isa.Program) (*isa.Program, error) {
	return func(p *isa.Program) (*isa.Program, error) {
		q, reports := Run(p, passes, o)
		for _, r := range reports {
			if r.Rewritten() > 0 {
				return q, nil
			}
		}
		return p, nil
	}
}
