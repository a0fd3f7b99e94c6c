package opt

import (
	"fmt"
	"maps"
	"slices"
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

// PassInfo is a pass's one registration: what the manager, the command
// line, the differential fuzzer and the docs know of it besides its code.
type PassInfo struct {
	Name string
	New  func() Pass
	// Shapes are the program shapes (opt/validate's generators, by name)
	// the fuzzer writes to exercise the pass; none when its generated
	// programs cannot (scratch-offset needs a kernel descriptor), and
	// then the fuzzer refuses the pass (CheckFuzzable).
	Shapes []string
	// NoShape says why a pass without shapes has none (for the fuzzer's
	// refusal).
	NoShape string
	// After are the passes that must run before this one in a list that
	// holds both, each with why.
	After []Order
	// Doc is the pass's reference page, from the repository root, with
	// an optional #section.
	Doc string
}

// Order is an ordering constraint: Pass must run first.
type Order struct {
	Pass string
	Why  string
}

var (
	registry = map[string]PassInfo{}
	// sealed: the package's own passes are registered and checked, so a
	// later registration is checked at once.
	sealed bool
)

// Register makes a pass available by name and returns its registration.
// A registration that is incomplete or takes a registered name panics;
// ordering constraints, which may name passes registered later, are
// checked when the package's passes are all in (its init) and at once
// after that: one naming an unknown pass, or closing a cycle, panics. A
// registration that panics leaves the registry as it was.
func Register(info PassInfo) PassInfo {
	next := maps.Clone(registry)
	if err := addPass(next, info); err != nil {
		panic("opt: " + err.Error())
	}
	if sealed {
		mustCheckRegistry(next)
	}
	registry = next
	return info
}

// Every pass of the package registered during variable initialization,
// which Go completes before any init function runs.
func init() {
	mustCheckRegistry(registry)
	sealed = true
}

func addPass(reg map[string]PassInfo, info PassInfo) error {
	switch {
	case info.Name == "":
		return fmt.Errorf("a pass registration without a name")
	case info.New == nil:
		return fmt.Errorf("pass %q registered without a constructor", info.Name)
	case info.Doc == "":
		return fmt.Errorf("pass %q registered without a reference page", info.Name)
	}
	if _, ok := reg[info.Name]; ok {
		return fmt.Errorf("pass %q registered twice", info.Name)
	}
	reg[info.Name] = info
	return nil
}

func mustCheckRegistry(reg map[string]PassInfo) {
	if err := checkRegistry(reg); err != nil {
		panic("opt: " + err.Error())
	}
}

// checkRegistry checks what one registration cannot: that each pass's
// constructor makes a pass of its name, and that the ordering
// constraints name registered passes and leave some order to run them
// in (no cycle).
func checkRegistry(reg map[string]PassInfo) error {
	names := slices.Sorted(maps.Keys(reg))
	for _, n := range names {
		if got := reg[n].New().Name(); got != n {
			return fmt.Errorf("pass %q: its constructor makes a pass named %q", n, got)
		}
		for _, o := range reg[n].After {
			if _, ok := reg[o.Pass]; !ok {
				return fmt.Errorf("pass %q must run after %q, which is not a registered pass (passes: %s)", n, o.Pass, strings.Join(names, ", "))
			}
		}
	}
	// Depth-first over "must run after" edges: a pass reached again while
	// on the path closes a cycle.
	const (
		unseen = iota
		onPath
		done
	)
	state := map[string]int{}
	var path []string
	var visit func(n string) error
	visit = func(n string) error {
		switch state[n] {
		case onPath:
			i := slices.Index(path, n)
			return fmt.Errorf("pass ordering constraints form a cycle: %s", orderCycle(append(path[i:], n)))
		case done:
			return nil
		}
		state[n] = onPath
		path = append(path, n)
		for _, o := range reg[n].After {
			if err := visit(o.Pass); err != nil {
				return err
			}
		}
		path = path[:len(path)-1]
		state[n] = done
		return nil
	}
	for _, n := range names {
		if err := visit(n); err != nil {
			return err
		}
	}
	return nil
}

// orderCycle words a cycle found along "must run after" edges.
func orderCycle(path []string) string {
	var parts []string
	for i := 0; i+1 < len(path); i++ {
		parts = append(parts, fmt.Sprintf("%s must run after %s", path[i], path[i+1]))
	}
	return strings.Join(parts, ", ")
}

// PassNames lists the registered passes.
func PassNames() []string { return slices.Sorted(maps.Keys(registry)) }

// Passes lists the registrations, by name.
func Passes() []PassInfo {
	var out []PassInfo
	for _, n := range PassNames() {
		out = append(out, registry[n])
	}
	return out
}

// PassHelp lists the passes and the order constraints between them, for
// command-line help.
func PassHelp() string {
	var cons []string
	for _, info := range Passes() {
		for _, o := range info.After {
			cons = append(cons, o.Pass+" before "+info.Name)
		}
	}
	slices.Sort(cons)
	s := strings.Join(PassNames(), ", ")
	if len(cons) > 0 {
		s += "; " + strings.Join(cons, ", ")
	}
	return s
}

// Lookup finds a pass by name.
func Lookup(name string) (Pass, error) {
	info, ok := registry[name]
	if !ok {
		return nil, fmt.Errorf("unknown pass %q (passes: %s)", name, strings.Join(PassNames(), ", "))
	}
	return info.New(), nil
}

// ParsePasses splits "a,b,c" into passes, in a list that keeps every
// ordering constraint between them (CheckOrder).
func ParsePasses(list string) ([]Pass, error) {
	var out []Pass
	var names []string
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
		names = append(names, n)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("no passes given (passes: %s)", strings.Join(PassNames(), ", "))
	}
	if err := CheckOrder(names); err != nil {
		return nil, err
	}
	return out, nil
}

// CheckOrder reports the first ordering constraint a list of registered
// passes breaks, and an order of the same passes that keeps them all. A
// list is not reordered for its user: which pass runs first changes what
// the next one finds, so the order given is the order run.
func CheckOrder(names []string) error {
	for j, later := range names {
		for _, earlier := range names[:j] {
			for _, o := range registry[earlier].After {
				if o.Pass == later {
					return fmt.Errorf("pass order: %s must run after %s (%s); list %s first: %s",
						earlier, later, o.Why, later, strings.Join(keepOrder(names), ","))
				}
			}
		}
	}
	return nil
}

// keepOrder is names in an order that keeps every constraint between
// them, otherwise as given: each step takes the first pass that waits on
// none left.
func keepOrder(names []string) []string {
	left := slices.Clone(names)
	var out []string
	for len(left) > 0 {
		i := slices.IndexFunc(left, func(n string) bool {
			return !slices.ContainsFunc(registry[n].After, func(o Order) bool { return slices.Contains(left, o.Pass) })
		})
		if i < 0 {
			return names // a cycle, which registration refuses
		}
		out = append(out, left[i])
		left = slices.Delete(left, i, i+1)
	}
	return out
}

// CheckFuzzable refuses a fuzz campaign over a pass with no program
// shape: no generated program gives it anything to rewrite, so the
// campaign would report no mismatch having tested nothing of it.
func CheckFuzzable(passes []string) error {
	for _, p := range passes {
		if info, ok := registry[p]; ok && len(info.Shapes) == 0 {
			return fmt.Errorf("the fuzzer has no program shape for %s (%s): it would rewrite none of the generated programs and the campaign would test nothing of it; test it on kernels (wavesim bench, wavesim compare --passes %s; %s)",
				p, info.NoShape, p, info.Doc)
		}
	}
	return nil
}

// ShapesFor is the program shapes that exercise the passes named, in
// order, each once (none for a list of passes without shapes: the
// generator's default).
func ShapesFor(passes []string) []string {
	var out []string
	for _, p := range passes {
		for _, s := range registry[p].Shapes {
			if !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
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
