package validate

import (
	"fmt"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim/timing"
)

// Snippets: a few instructions without a kernel (isa.Program.Bare), run
// from a state given register by register (docs/snippets.md).

// ZeroState is the default state of a snippet: every SGPR, VGPR lane, vcc,
// m0 and scc zero, every lane of the wave in exec, and the state memory
// zero (s[0:1] is 0 too: a snippet's state points at no memory).
func ZeroState(wave, vgprs int) *State {
	st := &State{ExecKind: "all", Exec: ^uint64(0) >> (64 - wave), SGPRs: make([]uint32, isa.SlotVCCLo),
		VGPRs: make([][]uint32, vgprs), Memory: make([]byte, MemSize)}
	lanes := make([]uint32, vgprs*wave)
	for v := range st.VGPRs {
		st.VGPRs[v] = lanes[v*wave : (v+1)*wave : (v+1)*wave]
	}
	return st
}

// VGPRsNamed is one past the highest VGPR any of the programs names: the
// VGPRs a state for them needs.
func VGPRsNamed(ps ...*isa.Program) int {
	n := 0
	for _, p := range ps {
		for _, in := range p.Insts {
			for _, r := range append(in.Uses(p.Wave), in.Defs(p.Wave)...) {
				if r.File == isa.FileV {
					n = max(n, int(r.Idx)+int(r.N))
				}
			}
		}
	}
	return n
}

// SettingsVGPRs is one past the highest VGPR the settings name.
func SettingsVGPRs(sets []Setting) int {
	n := 0
	for _, s := range sets {
		if s.Reg.File == isa.FileV {
			n = max(n, int(s.Reg.Idx)+int(s.Reg.N))
		}
	}
	return n
}

// A Setting fixes a register of a snippet's initial state, or some lanes
// of a VGPR: "v2=1.5", "s[4:5]=0x100000000", "v0[3]=7", "v1[0-15]=-1".
type Setting struct {
	Text  string // the item as given
	Reg   isa.Reg
	Lo    int // VGPR lanes Lo..Hi (inclusive)
	Hi    int
	Value uint64 // Reg's dwords, the first in the low bits
}

// ParseSettings reads a comma-separated list of REG=VALUE items for a
// target and wave size.
//
// REG is an SGPR or SGPR pair (s4, s[4:5]), a VGPR or VGPR pair (v2,
// v[2:3]), optionally with lanes (v2[3], v2[0-15]; default every lane),
// vcc, vcc_lo, vcc_hi, exec, exec_lo, exec_hi, m0 or scc.
//
// VALUE is an integer (decimal, 0x hex, 0b binary; negative values in two's
// complement) that fits the register's width, or else a floating-point
// number (1.5, -2e-3, inf, nan), stored as f32 bits in a 32-bit register and
// as f64 bits in a pair. scc takes 0 or 1. Errors name the item.
func ParseSettings(list string, a *isa.Arch, wave int) ([]Setting, error) {
	var out []Setting
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		s, err := parseSetting(item, a, wave)
		if err != nil {
			return nil, fmt.Errorf("--set %q: %v", item, err)
		}
		out = append(out, s)
	}
	return out, nil
}

func parseSetting(item string, a *isa.Arch, wave int) (Setting, error) {
	name, val, ok := strings.Cut(item, "=")
	name, val = strings.TrimSpace(name), strings.TrimSpace(val)
	if !ok || name == "" || val == "" {
		return Setting{}, fmt.Errorf("want REG=VALUE, such as v2=1.5 or s4=7")
	}
	s := Setting{Text: item, Lo: 0, Hi: wave - 1}
	reg, lanes, hasLanes, err := parseSettingReg(name, a)
	if err != nil {
		return Setting{}, err
	}
	s.Reg = reg
	if err := s.checkReg(wave); err != nil {
		return Setting{}, err
	}
	if hasLanes {
		if s.Lo, s.Hi, err = parseLanes(lanes, wave); err != nil {
			return Setting{}, err
		}
	}
	if s.Value, err = parseValue(val, int(reg.N)); err != nil {
		return Setting{}, err
	}
	if reg == isa.RegSCC && s.Value > 1 {
		return Setting{}, fmt.Errorf("scc is 0 or 1")
	}
	return s, nil
}

// parseSettingReg splits "v2[0-15]" into the register and its lanes;
// hasLanes tells "v2[]" (lanes given, and empty: an error, not every
// lane) from "v2".
func parseSettingReg(name string, a *isa.Arch) (r isa.Reg, lanes string, hasLanes bool, err error) {
	if i := strings.LastIndexByte(name, '['); i > 0 && strings.HasSuffix(name, "]") && !strings.Contains(name[i:], ":") {
		if r, err := isa.ParseReg(name[:i], a); err == nil {
			if r.File != isa.FileV {
				return isa.Reg{}, "", false, fmt.Errorf("lanes apply to VGPRs, and %s is not one", r)
			}
			return r, name[i+1 : len(name)-1], true, nil
		}
	}
	r, err = isa.ParseReg(name, a)
	return r, "", false, err
}

// checkReg accepts the registers a state holds.
func (s *Setting) checkReg(wave int) error {
	r := s.Reg
	switch {
	case r.N > 2:
		return fmt.Errorf("%s is %d dwords; set at most two at a time", r, r.N)
	case r.File == isa.FileV, r.IsSGPR(), r.IsVCC(), r == isa.RegM0, r == isa.RegSCC:
		return nil
	case r.IsExec():
		if wave == 32 && r.Idx+uint16(r.N) > isa.SlotExecHi {
			return fmt.Errorf("a wave32 has no exec_hi (its exec is exec_lo)")
		}
		return nil
	}
	return fmt.Errorf("%s cannot be set (--set takes s, v, vcc, exec, m0 and scc registers)", r)
}

func parseLanes(s string, wave int) (int, int, error) {
	lo, hi, isRange := strings.Cut(s, "-")
	l, err1 := strconv.Atoi(strings.TrimSpace(lo))
	h, err2 := l, error(nil)
	if isRange {
		h, err2 = strconv.Atoi(strings.TrimSpace(hi))
	}
	switch {
	case err1 != nil || err2 != nil:
		return 0, 0, fmt.Errorf("lanes %q: want a lane (3) or a range (0-15)", s)
	case l < 0 || h < 0 || l >= wave || h >= wave:
		return 0, 0, fmt.Errorf("lanes %q: a wave%d has lanes 0..%d", s, wave, wave-1)
	case h < l:
		// Both ends are lanes of the wave: saying the wave's range again
		// would not show what is wrong.
		return 0, 0, fmt.Errorf("lanes %q: the range is reversed: write %d-%d, lowest lane first", s, h, l)
	}
	return l, h, nil
}

// parseValue reads an integer or a float for a register of n dwords.
func parseValue(s string, n int) (uint64, error) {
	bits := 32 * n
	if u, err := strconv.ParseUint(s, 0, 64); err == nil {
		if bits == 32 && u > math.MaxUint32 {
			return 0, fmt.Errorf("%s does not fit in 32 bits", s)
		}
		return u, nil
	}
	if i, err := strconv.ParseInt(s, 0, 64); err == nil {
		if bits == 32 {
			if i < math.MinInt32 {
				return 0, fmt.Errorf("%s does not fit in 32 bits", s)
			}
			return uint64(uint32(int32(i))), nil
		}
		return uint64(i), nil
	}
	f, err := strconv.ParseFloat(s, bits)
	if err != nil {
		if ne, ok := err.(*strconv.NumError); ok && ne.Err == strconv.ErrRange {
			return 0, fmt.Errorf("%s is out of the range of an f%d", s, bits)
		}
		return 0, fmt.Errorf("%q is not a number (an integer such as 7, -1 or 0xff, or a float such as 1.5)", s)
	}
	if bits == 32 {
		return uint64(math.Float32bits(float32(f))), nil
	}
	return math.Float64bits(f), nil
}

// Set applies a setting to the state.
func (st *State) Set(s Setting) {
	r := s.Reg
	for k := 0; k < int(r.N); k++ {
		v := uint32(s.Value >> (32 * k))
		u := int(r.Idx) + k
		switch {
		case r.File == isa.FileV:
			for u >= len(st.VGPRs) {
				st.VGPRs = append(st.VGPRs, make([]uint32, st.waveSize()))
			}
			for l := s.Lo; l <= s.Hi; l++ {
				st.VGPRs[u][l] = v
			}
		case u < isa.SlotVCCLo:
			st.SGPRs[u] = v
		case u == isa.SlotVCCLo || u == isa.SlotVCCHi:
			st.VCC = setHalf(st.VCC, u-isa.SlotVCCLo, v)
		case u == isa.SlotExecLo || u == isa.SlotExecHi:
			st.Exec = setHalf(st.Exec, u-isa.SlotExecLo, v)
			st.ExecKind = "set"
		case u == isa.SlotM0:
			st.M0 = v
		case u == isa.SlotSCC:
			st.SCC = v != 0
		}
	}
}

// waveSize is the lanes per VGPR of the state (64 when it holds none).
func (st *State) waveSize() int {
	if len(st.VGPRs) > 0 {
		return len(st.VGPRs[0])
	}
	return 64
}

func setHalf(x uint64, half int, v uint32) uint64 {
	sh := 32 * uint(half)
	return x&^(0xffffffff<<sh) | uint64(v)<<sh
}

// ParseExec reads an exec mask in hex (0x optional, _ separators allowed)
// as a setting of the wave's exec.
func ParseExec(s string, wave int) (Setting, error) {
	t := strings.ReplaceAll(strings.TrimPrefix(strings.TrimPrefix(strings.TrimSpace(s), "0x"), "0X"), "_", "")
	m, err := strconv.ParseUint(t, 16, 64)
	if err != nil {
		return Setting{}, fmt.Errorf("--exec %q: want a hexadecimal lane mask such as 0xffff0000", s)
	}
	full := ^uint64(0) >> (64 - wave)
	if m&^full != 0 {
		return Setting{}, fmt.Errorf("--exec %s: a wave%d has lanes 0..%d; the mask sets bits %#x", s, wave, wave-1, m&^full)
	}
	return Setting{Text: "exec=" + s, Reg: isa.ExecFor(wave), Hi: wave - 1, Value: m}, nil
}

// SnippetCompare configures a side-by-side run of two snippets.
type SnippetCompare struct {
	// Runs is the number of random states (at least one); state j is
	// RandomState(StateSeed(Seed, j)) with the dictionary's values
	// (State.DrawnSettings), so `wavesim run --random-state` with that
	// seed and those settings starts from the same registers.
	Runs int
	Seed uint64
	// Settings apply to every state after it is drawn.
	Settings []Setting
	// LiveOut are the registers compared; nil compares every register
	// either program writes (isa.Program.Writes).
	LiveOut []isa.Reg
	// Inferred says LiveOut is the original's own exit liveness
	// (opt.SnippetExitLive) rather than a list a user gave: the registers
	// either program writes outside it are then reported, each with why
	// (SnippetResult.NotCompared), so a verdict says what it left out.
	Inferred bool
	// StepLimit bounds each run (0: the checker's default).
	StepLimit int64
	// Model sets named timing-model parameters (timing.Knobs).
	Model []timing.Setting
	// DictShare is the share of each state's registers and memory words
	// drawn from the dictionary of the two snippets' constants (Share: 0
	// is DefaultDictShare, NoDictionary none).
	DictShare float64
	dict      *Dictionary
}

// SnippetResult is a side-by-side comparison of two snippets over states.
type SnippetResult struct {
	Runs        int // states run (fewer than asked when a mismatch stops the comparison)
	BothFaulted int // states on which both sides faulted: nothing compared
	// Fault is both sides' error on the first state where both faulted.
	Fault   string
	LiveOut []isa.Reg // the registers compared
	// NotCompared are the registers a program writes that an inferred
	// LiveOut leaves out (SnippetCompare.Inferred).
	NotCompared []NotCompared
	A, B        SideStats // over the states where neither faulted
	// Mismatch is the first difference, nil when there is none.
	Mismatch *Mismatch
	Diff     string
	// Seed, DictShare and the dictionary's size say how the states drew
	// their values (LaunchResult's).
	Seed                      uint64
	DictShare                 float64
	DictProgram, DictBoundary int
}

// Compared is the number of states whose results were compared.
func (r *SnippetResult) Compared() int { return r.Runs - r.BothFaulted }

// CompareSnippets runs both snippets from the same states and compares
// their registers (and the state memory, which a snippet cannot touch).
func CompareSnippets(a, b *isa.Program, c SnippetCompare) (*SnippetResult, error) {
	if a.Arch.Family != b.Arch.Family || a.Wave != b.Wave {
		return nil, fmt.Errorf("%s is for %s wave%d but %s is for %s wave%d", a.File, a.Arch.Name, a.Wave, b.File, b.Arch.Name, b.Wave)
	}
	live := c.LiveOut
	if live == nil && !c.Inferred {
		live = mergeRegs(a.Writes(), b.Writes())
	}
	chk, err := NewChecker(a, b, live)
	if err != nil {
		return nil, err
	}
	chk.Timing, chk.Model = true, c.Model
	if c.StepLimit > 0 {
		chk.StepLimit = c.StepLimit
	}
	res := &SnippetResult{LiveOut: live, Diff: Diff(a, b), Seed: c.Seed, DictShare: Share(c.DictShare)}
	if res.DictShare > 0 {
		c.dict = NewDictionary(a, b)
		res.DictProgram, res.DictBoundary = c.dict.Len()
	}
	if c.Inferred {
		res.NotCompared = notCompared(a, b, live)
	}
	for j := 0; j < max(c.Runs, 1); j++ {
		o := chk.Run(c.state(a, b, j))
		res.Runs++
		if o.BothFaulted {
			if res.BothFaulted == 0 {
				res.Fault = o.Fault.Error()
			}
			res.BothFaulted++
			continue
		}
		if o.Mismatch != nil {
			res.Mismatch = o.Mismatch
			return res, nil
		}
		res.A.add(o.CyclesA, &o.StallsA)
		res.B.add(o.CyclesB, &o.StallsB)
	}
	return res, nil
}

// state is the comparison's state j.
func (c *SnippetCompare) state(a, b *isa.Program, j int) *State {
	st := RandomState(StateSeed(c.Seed, j), a.Wave, max(VGPRsNamed(a, b), SettingsVGPRs(c.Settings)))
	if share := Share(c.DictShare); share > 0 {
		if c.dict == nil {
			c.dict = NewDictionary(a, b)
		}
		c.dict.ApplyState(st, share)
	}
	for _, s := range c.Settings {
		st.Set(s)
	}
	return st
}

// FirstStateCycles runs both snippets from the comparison's first state
// with the model parameters given, for their cycles; a fault or a
// difference on either side is an error.
func FirstStateCycles(a, b *isa.Program, c SnippetCompare, model []timing.Setting) (int64, int64, error) {
	live := c.LiveOut
	if live == nil && !c.Inferred {
		live = mergeRegs(a.Writes(), b.Writes())
	}
	chk, err := NewChecker(a, b, live)
	if err != nil {
		return 0, 0, err
	}
	chk.Timing, chk.Model = true, model
	if c.StepLimit > 0 {
		chk.StepLimit = c.StepLimit
	}
	o := chk.Run(c.state(a, b, 0))
	switch {
	case o.BothFaulted:
		return 0, 0, fmt.Errorf("the first state faults: %w", o.Fault)
	case o.Mismatch != nil:
		return 0, 0, o.Mismatch
	}
	return o.CyclesA, o.CyclesB, nil
}

// NotCompared is a register a comparison leaves out, and why.
type NotCompared struct {
	Reg isa.Reg
	Why string
}

// Why a register either program writes is not compared, when the
// original's own liveness (opt.SnippetExitLive) chose what is.
const (
	WhyTemporary = "written only by the rewritten program: a temporary it introduced"
	WhyConsumed  = "the original reads every value it leaves there: a condition its reader consumed"
)

// notCompared lists the units either program writes that live leaves out:
// a unit the original never names is the rewrite's temporary; one it
// names (only scc, by SnippetExitLive) was consumed.
func notCompared(a, b *isa.Program, live []isa.Reg) []NotCompared {
	in := map[isa.Reg]bool{}
	for _, r := range live {
		in[r] = true
	}
	var out []NotCompared
	for _, r := range mergeRegs(a.Writes(), b.Writes()) {
		if in[r] {
			continue
		}
		why := WhyTemporary
		if names(a, r) {
			why = WhyConsumed
		}
		out = append(out, NotCompared{Reg: r, Why: why})
	}
	return out
}

// names reports whether an instruction of p reads or writes unit r.
func names(p *isa.Program, r isa.Reg) bool {
	for _, in := range p.Insts {
		if in.ReadsReg(r, p.Wave) || in.WritesReg(r, p.Wave) {
			return true
		}
	}
	return false
}

// mergeRegs is the union of two sorted unit lists (isa.Program.Writes).
func mergeRegs(x, y []isa.Reg) []isa.Reg {
	seen := map[isa.Reg]bool{}
	var out []isa.Reg
	for _, r := range append(append([]isa.Reg(nil), x...), y...) {
		if !seen[r] {
			seen[r] = true
			out = append(out, r)
		}
	}
	sortRegs(out)
	return out
}

// add counts one state's cycles and stalls.
func (s *SideStats) add(cycles int64, st *timing.Stalls) {
	s.Cycles = append(s.Cycles, float64(cycles))
	s.StallCycles = append(s.StallCycles, float64(st.Total()))
	for c, v := range st {
		s.Stalls[c] += float64(v)
	}
}

// sortRegs orders registers as isa.Program.Writes does: scalar slots, then
// VGPRs, each by index.
func sortRegs(rs []isa.Reg) {
	sort.Slice(rs, func(i, j int) bool {
		if rs[i].File != rs[j].File {
			return rs[i].File < rs[j].File
		}
		return rs[i].Idx < rs[j].Idx
	})
}

// ParseRegList reads a comma-separated list of registers ("s2,exec_lo,
// v[4:5]") as register units (one dword each, ordered as
// isa.Program.Writes orders them); errors name the item.
func ParseRegList(flag, list string, a *isa.Arch) ([]isa.Reg, error) {
	out := []isa.Reg{}
	for _, item := range strings.Split(list, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			continue
		}
		r, err := isa.ParseReg(item, a)
		if err != nil {
			return nil, fmt.Errorf("%s %q: %v", flag, item, err)
		}
		for k := 0; k < int(r.N); k++ {
			out = append(out, r.Sub(k))
		}
	}
	return mergeRegs(out, nil), nil
}
