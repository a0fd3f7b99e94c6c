package opt

import "github.com/wavesim/wavesim/isa"

// UnitsOf is the set of the units of regs. A snippet's Options.ExitLive
// is UnitsOf its results: every register it writes (isa.Program.Writes),
// or the ones a user says matter.
func UnitsOf(regs []isa.Reg) Units {
	var u Units
	for _, r := range regs {
		u.Add(r)
	}
	return u
}
