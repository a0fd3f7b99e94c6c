package sched

import "github.com/wavesim/wavesim/sim"

// RunGroup runs one workgroup whose waves are ready to go: functionally
// without a clock, else alone on a compute unit with it, the clock
// observing the machine's instructions (sim.Observer) if it can.
func RunGroup(m *sim.Machine, clock Clock, wg *sim.Workgroup) error {
	cfg := Config{Placement: Functional}
	if clock != nil {
		cfg = Config{Placement: Isolated, Clock: clock}
		// A clock that attaches itself also asks the machine for what it
		// needs to see (a timing model with a memory system: the accesses).
		if a, ok := clock.(interface{ Attach(*sim.Machine) }); ok {
			a.Attach(m)
		} else if o, ok := clock.(sim.Observer); ok {
			m.Observer = o
		}
	}
	s, err := New(m, cfg, &oneGroup{wg: wg})
	if err != nil {
		return err
	}
	return s.Run()
}

// oneGroup is a Source of one workgroup made beforehand.
type oneGroup struct {
	wg    *sim.Workgroup
	taken bool
}

func (o *oneGroup) Peek() (int, bool) { return len(o.wg.Waves), !o.taken }

func (o *oneGroup) Take([]int) *sim.Workgroup {
	o.taken = true
	return o.wg
}

func (o *oneGroup) Retire(*sim.Workgroup) {}
func (o *oneGroup) ReleaseSlots(int, int) {}
