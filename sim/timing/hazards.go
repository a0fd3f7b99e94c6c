package timing

import (
	"fmt"
	"strings"

	"github.com/wavesim/wavesim/isa"
	"github.com/wavesim/wavesim/sim"
)

// Hazard is a violated rule: hardware that does not interlock a
// dependency (LLVM's GCNHazardRecognizer inserts s_nop or
// s_waitcnt_depctr instead), or a memory result used before the s_waitcnt
// that covers it. A program with a hazard is wrong on real hardware even if
// the model computes the intended values.
type Hazard struct {
	Rule               string
	Producer, Consumer isa.Pos
	ProducerText       string
	ConsumerText       string
	// Wait states required and present between the two, for the GFX9
	// wait-state rules; for rules fixed by an instruction, Required is 1 and
	// Present 0.
	Required, Present int
	Fix               string
	Wave              int
	Workgroup         [3]int
}

func (h Hazard) String() string {
	return fmt.Sprintf("%s: hazard %s: %q (%s) then %q: %d wait states required, %d present; fix: %s",
		h.Consumer, h.Rule, h.ProducerText, h.Producer, h.ConsumerText, h.Required, h.Present, h.Fix)
}

// HazardError is returned in strict mode.
type HazardError struct{ Hazard Hazard }

func (e *HazardError) Error() string { return e.Hazard.String() }

// ruleState is one rule's open producers in one wave.
type ruleState struct {
	open []producer
	// next: a consumer seen by a rule whose fix must come right after it
	// (Rule.NextFixes); the next instruction decides.
	next *producer
}

// producer is a unit an instruction left for a rule to watch.
type producer struct {
	unit  uint16
	pc    int   // the producer
	end   int64 // the wait-state count at which it ended
	valus int   // VALUs issued after it (Rule.MaxVALU)
	trans int   // TRANS instructions issued after it (Rule.MaxTrans)
	cons  int   // for Rule.NextFixes: the consumer that needs the fix
}

// RulesFor lists the hazard rules that apply to a target and wave size, in
// table order.
func RulesFor(a *isa.Arch, wave int) []*Rule {
	var out []*Rule
	for _, r := range Rules() {
		if r.On(a, wave) {
			out = append(out, r)
		}
	}
	return out
}

// ruleUse is what one rule sees of one instruction, worked out when the
// model is built, so that checking runs no predicate.
type ruleUse struct {
	produces, consumes []uint16
	pendV, pendS       []uint16 // units checked against pending loads
	expires, fixes     bool
}

// ruleUses works out every rule's view of an instruction, and whether it
// produces for any rule.
func ruleUses(rules []*Rule, x *instInfo) (_ []ruleUse, produces bool) {
	out := make([]ruleUse, len(rules))
	for i, r := range rules {
		if r.Produces != nil && len(r.Produces(x)) > 0 {
			produces = true
		}
		u := &out[i]
		if r.Produces != nil {
			u.produces = r.Produces(x)
		}
		if r.Consumes != nil {
			u.consumes = r.Consumes(x)
		}
		if r.Pending != nil {
			u.pendV, u.pendS = r.Pending.Vector(x), r.Pending.Scalar(x)
		}
		u.expires = r.Expires != nil && r.Expires(x)
		u.fixes = r.NextFixes != nil && r.NextFixes(x)
	}
	return out, produces
}

// checkHazards runs the target's rules for the instruction about to issue,
// then records it as a producer: first every rule's consumer check, in table
// order (a strict model stops at the first hazard), then every rule's
// expiry and producers.
func (t *Model) checkHazards(w *sim.Wave, wt *waveTiming, x *instInfo, pc int) error {
	if !wt.hazOpen && !t.produces[pc] && wt.pendV.empty() && wt.pendS.empty() {
		return nil // nothing open, nothing pending, nothing produced
	}
	defer wt.updateHazOpen()
	uses := t.uses[pc]
	for i, r := range t.rules {
		if err := t.consume(w, wt, &wt.haz[i], r, &uses[i], pc); err != nil {
			return err
		}
	}
	for i, r := range t.rules {
		produce(&wt.haz[i], r, &uses[i], x, pc, wt.ws)
	}
	return nil
}

// updateHazOpen notes whether any rule has an open producer or awaits a
// fix, which checkHazards needs to look at.
func (wt *waveTiming) updateHazOpen() {
	wt.hazOpen = false
	for i := range wt.haz {
		if len(wt.haz[i].open) > 0 || wt.haz[i].next != nil {
			wt.hazOpen = true
			return
		}
	}
}

// consume checks the instruction as a consumer of one rule.
func (t *Model) consume(w *sim.Wave, wt *waveTiming, st *ruleState, r *Rule, u *ruleUse, pc int) error {
	if r.Pending != nil {
		return t.consumePending(w, wt, r, u, pc)
	}
	if p := st.next; p != nil {
		st.next = nil
		if !u.fixes {
			if err := t.report(w, r, p.pc, p.cons, 1, 0, ""); err != nil {
				return err
			}
		}
	}
	if len(st.open) == 0 {
		return nil
	}
	for _, unit := range u.consumes {
		p := st.newest(unit)
		if p == nil {
			continue
		}
		switch {
		case r.WaitStates > 0:
			if present := int(wt.ws - p.end); present < r.WaitStates {
				return t.report(w, r, p.pc, pc, r.WaitStates, present, "")
			}
			continue
		case r.NextFixes != nil:
			st.next = &producer{pc: p.pc, cons: pc}
			st.open = st.open[:0]
			return nil
		}
		prod := p.pc
		st.open = st.open[:0]
		return t.report(w, r, prod, pc, 1, 0, "")
	}
	return nil
}

// consumePending checks the memory-result rules against the loads the
// counters still track (the producers are the loads; the s_waitcnt that
// covers one ends it, in retireWaits). Each pending unit is reported once.
func (t *Model) consumePending(w *sim.Wave, wt *waveTiming, r *Rule, u *ruleUse, pc int) error {
	if err := t.pendingHits(w, &wt.pendV, u.pendV, r, pc); err != nil {
		return err
	}
	return t.pendingHits(w, &wt.pendS, u.pendS, r, pc)
}

func (t *Model) pendingHits(w *sim.Wave, pend *regSet, units []uint16, r *Rule, pc int) error {
	if len(units) == 0 || pend.empty() {
		return nil
	}
	for _, unit := range units {
		p, tag, ok := pend.get(unit)
		if !ok {
			continue
		}
		pend.del(unit)
		if err := t.report(w, r, p, pc, 1, 0, tagNames[tag]); err != nil {
			return err
		}
		if r.Pending.First {
			break
		}
	}
	return nil
}

// produce expires the rule's open producers and records the instruction's.
func produce(st *ruleState, r *Rule, u *ruleUse, x *instInfo, pc int, ws int64) {
	if len(st.open) > 0 {
		if u.expires {
			st.open = st.open[:0]
		}
		if r.MaxVALU > 0 && x.valu {
			st.age(r, x.trans)
		}
		if r.WaitStates > 0 {
			st.forget(ws, r.WaitStates)
		}
	}
	for _, unit := range u.produces {
		st.add(producer{unit: unit, pc: pc, end: ws + x.waitStates})
	}
}

// newest is the latest open producer of unit u.
func (st *ruleState) newest(u uint16) *producer {
	for i := len(st.open) - 1; i >= 0; i-- {
		if st.open[i].unit == u {
			return &st.open[i]
		}
	}
	return nil
}

// add records a producer, replacing an older one of the same unit.
func (st *ruleState) add(p producer) {
	for i := range st.open {
		if st.open[i].unit == p.unit {
			st.open = append(st.open[:i], st.open[i+1:]...)
			break
		}
	}
	st.open = append(st.open, p)
}

// age counts a VALU (and a TRANS) against every open producer and drops
// those past the rule's window.
func (st *ruleState) age(r *Rule, trans bool) {
	kept := st.open[:0]
	for _, p := range st.open {
		p.valus++
		if trans {
			p.trans++
		}
		if p.valus <= r.MaxVALU && p.trans <= r.MaxTrans {
			kept = append(kept, p)
		}
	}
	st.open = kept
}

// forget drops producers no consumer can be too close to any more.
func (st *ruleState) forget(ws int64, required int) {
	kept := st.open[:0]
	for _, p := range st.open {
		if ws-p.end < int64(required) {
			kept = append(kept, p)
		}
	}
	st.open = kept
}

func (t *Model) report(w *sim.Wave, r *Rule, prodPC, pc, required, present int, counter string) error {
	p := t.prog
	fix := r.Fix
	if counter != "" {
		fix = strings.ReplaceAll(fix, "{counter}", counter)
	}
	h := Hazard{Rule: r.Name, Required: required, Present: present, Fix: fix, Wave: w.InGroup,
		Consumer: p.Insts[pc].Pos, ConsumerText: isa.FormatInst(p.Insts[pc], t.Arch)}
	if w.WG != nil {
		h.Workgroup = w.WG.ID
	}
	if prodPC >= 0 {
		h.Producer, h.ProducerText = p.Insts[prodPC].Pos, isa.FormatInst(p.Insts[prodPC], t.Arch)
	}
	t.Hazards = append(t.Hazards, h)
	if t.Strict {
		return &HazardError{h}
	}
	return nil
}

func containsSlot(v []uint16, s uint16) bool {
	for _, x := range v {
		if x == s {
			return true
		}
	}
	return false
}
