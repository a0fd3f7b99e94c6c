// Package llcfuzz is differential fuzzing of LLVM's AMDGPU backend: each
// kernel, generated (package irgen) or from the trace corpus, is compiled
// by several llc versions at every -O level for every modelled target,
// each result runs on wavesim, and its output buffers are compared with
// what lli computes from the same IR (or, for cross-lane kernels, with
// another compilation's). A disagreement is classified over the whole
// matrix and reduced with llvm-reduce into a candidate LLVM bug report.
package llcfuzz

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Target is one modelled target as llc is asked for it.
type Target struct {
	Name string // as --targets and the reports spell it
	CPU  string
	W64  bool // -mattr=+wavefrontsize64
	// MinLLC is the oldest llc version that knows the processor: gfx1100
	// came with LLVM 15, gfx942 and gfx1150 with 17 (so of the installed
	// versions only llc-19 has them), gfx1201 with 18.
	MinLLC int
}

// Targets are the modelled targets in the order tables list them.
var Targets = []Target{
	{Name: "gfx900", CPU: "gfx900", MinLLC: 14},
	{Name: "gfx1010", CPU: "gfx1010", MinLLC: 14},
	{Name: "gfx1030", CPU: "gfx1030", MinLLC: 14},
	{Name: "gfx1030-w64", CPU: "gfx1030", W64: true, MinLLC: 14},
	{Name: "gfx1100", CPU: "gfx1100", MinLLC: 15},
	{Name: "gfx90a", CPU: "gfx90a", MinLLC: 14},
	{Name: "gfx942", CPU: "gfx942", MinLLC: 17},
	{Name: "gfx1150", CPU: "gfx1150", MinLLC: 17},
	{Name: "gfx1201", CPU: "gfx1201", MinLLC: 18},
}

// Versions are the llc versions of the full matrix, oldest first.
var Versions = []int{14, 15, 16, 19}

// OptLevels are the -O levels of the full matrix.
var OptLevels = []int{0, 1, 2, 3}

// LookupTarget finds a target by name.
func LookupTarget(name string) (Target, bool) {
	i := slices.IndexFunc(Targets, func(t Target) bool { return t.Name == name })
	if i < 0 {
		return Target{}, false
	}
	return Targets[i], true
}

// Config is one compilation: llc version, -O level and target.
type Config struct {
	LLC    int
	Opt    int
	Target Target
}

// String is the compilation as --bad and --good take it: "llc-16 -O2 gfx1030".
func (c Config) String() string {
	return fmt.Sprintf("llc-%d -O%d %s", c.LLC, c.Opt, c.Target.Name)
}

// ParseConfig reads "llc-16 -O2 gfx1030" back.
func ParseConfig(s string) (Config, error) {
	f := strings.Fields(s)
	bad := func(why string) (Config, error) {
		return Config{}, fmt.Errorf("compilation %q: %s; want \"llc-N -OL TARGET\", such as \"llc-16 -O2 gfx1030\"", s, why)
	}
	if len(f) != 3 {
		return bad(fmt.Sprintf("%d fields", len(f)))
	}
	v, err := strconv.Atoi(strings.TrimPrefix(f[0], "llc-"))
	if !strings.HasPrefix(f[0], "llc-") || err != nil {
		return bad(fmt.Sprintf("%q is not llc-N", f[0]))
	}
	o, err := strconv.Atoi(strings.TrimPrefix(f[1], "-O"))
	if !strings.HasPrefix(f[1], "-O") || err != nil || o < 0 || o > 3 {
		return bad(fmt.Sprintf("%q is not -O0 to -O3", f[1]))
	}
	t, ok := LookupTarget(f[2])
	if !ok {
		return bad(fmt.Sprintf("no target %q (%s)", f[2], strings.Join(TargetNames(), ", ")))
	}
	if v < t.MinLLC {
		return bad(fmt.Sprintf("llc-%d does not know %s (llc-%d or later does)", v, t.Name, t.MinLLC))
	}
	return Config{LLC: v, Opt: o, Target: t}, nil
}

// TargetNames lists the targets' names.
func TargetNames() []string {
	var n []string
	for _, t := range Targets {
		n = append(n, t.Name)
	}
	return n
}

// LLCArgs are llc's arguments for the compilation of in to out. LLVM 14
// reads the opaque pointers every kernel is written with only when told.
func (c Config) LLCArgs(in, out string) []string {
	var a []string
	if c.LLC == 14 {
		a = append(a, "-opaque-pointers")
	}
	a = append(a, "-mtriple=amdgcn-amd-amdhsa", "-mcpu="+c.Target.CPU)
	if c.Target.W64 {
		a = append(a, "-mattr=+wavefrontsize64")
	}
	return append(a, fmt.Sprintf("-O%d", c.Opt), "-o", out, in)
}

// Wave is the wave size the compilation's code runs with.
func (c Config) Wave() int {
	if c.Target.W64 || !strings.HasPrefix(c.Target.CPU, "gfx1") {
		return 64
	}
	return 32
}

// Matrix is the selected llc versions, -O levels and targets.
type Matrix struct {
	LLC     []int
	Opt     []int
	Targets []Target
	// Pairs, when set, are the llc versions and -O levels compiled, in
	// place of every version at every level (LLC and Opt are then the
	// versions and levels the pairs name): one run of a kernel gives
	// llc-19 -O2 and every llc at -O0 without the other -O2s.
	Pairs []LevelPair
}

// LevelPair is one llc version at one -O level.
type LevelPair struct{ LLC, Opt int }

func (p LevelPair) String() string { return fmt.Sprintf("%d:%d", p.LLC, p.Opt) }

// pairList is the matrix's llc version and -O level pairs.
func (m Matrix) pairList() []LevelPair {
	if len(m.Pairs) > 0 {
		return m.Pairs
	}
	var ps []LevelPair
	for _, v := range m.LLC {
		for _, o := range m.Opt {
			ps = append(ps, LevelPair{v, o})
		}
	}
	return ps
}

// FullMatrix is every version, level and target.
func FullMatrix() Matrix { return Matrix{LLC: Versions, Opt: OptLevels, Targets: Targets} }

// Configs lists the matrix's compilations, leaving out the targets an
// llc version does not know.
func (m Matrix) Configs() []Config {
	var cs []Config
	for _, p := range m.pairList() {
		for _, t := range m.Targets {
			if p.LLC >= t.MinLLC {
				cs = append(cs, Config{LLC: p.LLC, Opt: p.Opt, Target: t})
			}
		}
	}
	return cs
}

// PairNames are the explicit pairs as --pairs spells them (nil
// without).
func (m Matrix) PairNames() []string {
	var n []string
	for _, p := range m.Pairs {
		n = append(n, p.String())
	}
	return n
}

// ParsePairs reads --pairs: "19:2,14:0" is llc-19 at -O2 and llc-14 at
// -O0. It sets Pairs, and LLC and Opt to the versions and levels named.
func (m *Matrix) ParsePairs(s string) error {
	m.Pairs, m.LLC, m.Opt = nil, nil, nil
	for _, f := range strings.Split(s, ",") {
		v, o, ok := strings.Cut(strings.TrimSpace(f), ":")
		vi, err1 := strconv.Atoi(v)
		oi, err2 := strconv.Atoi(o)
		if !ok || err1 != nil || err2 != nil || !slices.Contains(Versions, vi) || !slices.Contains(OptLevels, oi) {
			return fmt.Errorf("--pairs: %q is not VERSION:LEVEL with a version of %s and a level of %s (19:2 is llc-19 -O2)", f, ints(Versions), ints(OptLevels))
		}
		p := LevelPair{vi, oi}
		if slices.Contains(m.Pairs, p) {
			continue
		}
		m.Pairs = append(m.Pairs, p)
		if !slices.Contains(m.LLC, vi) {
			m.LLC = append(m.LLC, vi)
		}
		if !slices.Contains(m.Opt, oi) {
			m.Opt = append(m.Opt, oi)
		}
	}
	slices.Sort(m.LLC)
	slices.Sort(m.Opt)
	return nil
}

// TargetNames lists the matrix's targets by name.
func (m Matrix) TargetNames() []string {
	var n []string
	for _, t := range m.Targets {
		n = append(n, t.Name)
	}
	return n
}

// ParseMatrix reads --llc, --opt and --targets ("" selects all).
func ParseMatrix(llc, opt, targets string) (Matrix, error) {
	m := FullMatrix()
	var err error
	if llc != "" {
		if m.LLC, err = intList("--llc", llc, Versions); err != nil {
			return m, err
		}
	}
	if opt != "" {
		if m.Opt, err = intList("--opt", opt, OptLevels); err != nil {
			return m, err
		}
	}
	if targets != "" {
		m.Targets = nil
		for _, n := range strings.Split(targets, ",") {
			t, ok := LookupTarget(strings.TrimSpace(n))
			if !ok {
				return m, fmt.Errorf("--targets: no target %q (%s)", n, strings.Join(TargetNames(), ", "))
			}
			if !slices.ContainsFunc(m.Targets, func(x Target) bool { return x.Name == t.Name }) {
				m.Targets = append(m.Targets, t)
			}
		}
	}
	if len(m.Configs()) == 0 {
		return m, fmt.Errorf("the matrix is empty: no llc version of --llc %s knows a target of --targets %s", ints(m.LLC), strings.Join(m.TargetNames(), ","))
	}
	return m, nil
}

func intList(flag, s string, allowed []int) ([]int, error) {
	var out []int
	for _, f := range strings.Split(s, ",") {
		v, err := strconv.Atoi(strings.TrimSpace(f))
		if err != nil || !slices.Contains(allowed, v) {
			return nil, fmt.Errorf("%s: %q is not one of %s", flag, f, ints(allowed))
		}
		if !slices.Contains(out, v) {
			out = append(out, v)
		}
	}
	slices.Sort(out)
	return out, nil
}

func ints(v []int) string {
	var s []string
	for _, x := range v {
		s = append(s, strconv.Itoa(x))
	}
	return strings.Join(s, ",")
}
