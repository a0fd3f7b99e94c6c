package timing

import (
	"fmt"
	"math/bits"
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
	Rule         string  `json:"rule"`
	Producer     isa.Pos `json:"producer"`
	Consumer     isa.Pos `json:"consumer"`
	ProducerText string  `json:"producer_inst"`
	ConsumerText string  `json:"consumer_inst"`
	// Wait states required and present between the two, for the GFX9
	// wait-state rules; for rules fixed by an instruction, Required is 1 and
	// Present 0.
	Required  int    `json:"required"`
	Present   int    `json:"present"`
	Fix       string `json:"fix"`
	Wave      int    `json:"wave"`
	Workgroup [3]int `json:"workgroup"`
}

// HazardSite is one hazard, a rule between a producer and a consumer, with
// the number of times waves hit it; Hazard is the first occurrence.
type HazardSite struct {
	Hazard
	Count int `json:"count"`
}

func (s HazardSite) String() string {
	if s.Count == 1 {
		return s.Hazard.String()
	}
	return fmt.Sprintf("%s (%d times)", s.Hazard, s.Count)
}

// MaxHazardRecords is how many hazard hits a run keeps in full: a hazard
// in every wave of a huge grid would otherwise grow without bound. Every
// hit is still counted, by site (Model.HazardSites) and in all
// (Model.HazardCount). A model parameter: the first hits are the ones a
// user reads.
const MaxHazardRecords = 1000

type siteKey struct {
	rule               string
	producer, consumer isa.Pos
}

// record keeps a hazard hit: in full among the first MaxHazardRecords,
// and counted at its site.
func (t *Model) record(h Hazard) {
	t.HazardCount++
	if len(t.Hazards) < MaxHazardRecords {
		t.Hazards = append(t.Hazards, h)
	}
	k := siteKey{h.Rule, h.Producer, h.Consumer}
	if i, ok := t.siteIndex[k]; ok {
		t.HazardSites[i].Count++
		return
	}
	if t.siteIndex == nil {
		t.siteIndex = map[siteKey]int{}
	}
	t.siteIndex[k] = len(t.HazardSites)
	t.HazardSites = append(t.HazardSites, HazardSite{h, 1})
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
	open []producer // a windowed rule's, oldest first
	// latest is a wait-state rule's latest producer of each unit (pc < 0:
	// none), allocated when the rule first produces.
	latest []producer
	// next: a consumer seen by a rule whose fix must come right after it
	// (Rule.nextFixes); the next instruction decides.
	next    producer
	hasNext bool
	// A clause rule's current clause: what its members define and read,
	// and its first member with a def.
	defs, uses []uint16
	defPC      int32
}

// producer is a unit an instruction left for a rule to watch.
type producer struct {
	unit  uint16
	valus uint8 // VALUs issued after it (Rule.MaxVALU)
	trans uint8 // TRANS instructions issued after it (Rule.MaxTrans)
	pc    int32 // the producer
	cons  int32 // for Rule.nextFixes: the consumer that needs the fix
	end   int64 // the wait-state count at which it ended
}

// RulesFor lists the hazard rules that apply to a target and wave size, in
// table order.
func RulesFor(a *isa.Arch, wave int) []*Rule {
	var out []*Rule
	for _, r := range rules {
		if r.On(a, wave) {
			out = append(out, r)
		}
	}
	return out
}

// ruleUse is what one rule sees of one instruction, worked out when the
// model is built, so that checking runs no predicate. Only the rules an
// instruction touches get one. units holds the unit lists back to back
// (produces, consumes, pending vector, pending scalar); list k is
// units[at[k]:at[k+1]].
type ruleUse struct {
	rule                  uint8 // index in Model.rules
	at                    [5]uint8
	expires, fixes, store bool
	units                 []uint16
}

// ruleUseRec is a ruleUse as the model stores it: its unit lists are
// Model.unitSlab[off+at[0]:off+at[4]].
type ruleUseRec struct {
	rule                  uint8
	at                    [5]uint8
	expires, fixes, store bool
	off                   uint32
}

func (u *ruleUse) list(k int) []uint16 { return u.units[u.at[k]:u.at[k+1]] }

func (u *ruleUse) produces() []uint16 { return u.list(0) }
func (u *ruleUse) consumes() []uint16 { return u.list(1) }
func (u *ruleUse) pendV() []uint16    { return u.list(2) }
func (u *ruleUse) pendS() []uint16    { return u.list(3) }

// consumesAny: the instruction is a consumer of the rule (or may be one,
// of a pending memory result).
func (u *ruleUseRec) consumesAny() bool { return u.at[4] > u.at[1] }

// ruleSet is a set of rule indexes (a target has at most 32 rules).
type ruleSet uint32

// ruleUses appends the rules' view of an instruction to uses, and their
// unit lists to units: the rules it touches, in order; it returns their
// set.
func ruleUses(uses []ruleUseRec, units []uint16, rules []*Rule, x *instInfo) ([]ruleUseRec, []uint16, ruleSet) {
	var set ruleSet
	for i, r := range rules {
		var lists [4][]uint16
		if r.produces != nil {
			lists[0] = r.produces(x)
		}
		if r.consumes != nil {
			lists[1] = r.consumes(x)
		}
		if r.pending != nil {
			lists[2], lists[3] = r.pending.vector(x), r.pending.scalar(x)
		}
		u := ruleUseRec{rule: uint8(i), expires: r.expires != nil && r.expires(x), fixes: r.nextFixes != nil && r.nextFixes(x),
			off: uint32(len(units))}
		if r.clause != nil {
			// Every instruction ends a clause or joins it.
			u.expires = !r.clause(x)
			u.store = !u.expires && r.clauseStore != nil && r.clauseStore(x)
			if u.expires {
				lists[0], lists[1] = nil, nil
			}
		}
		n := 0
		for k, l := range lists {
			n += len(l)
			u.at[k+1] = uint8(n)
		}
		stepping := r.step != nil && r.stepOn(x)
		if n > 0 || u.expires || u.fixes || r.ages(x) || stepping {
			for _, l := range lists {
				units = append(units, l...)
			}
			uses = append(uses, u)
			set |= 1 << i
		}
	}
	return uses, units, set
}

var noUse ruleUse

// checkHazards runs the target's rules for the instruction about to issue,
// then records it as a producer: first every rule's consumer check, in table
// order (a strict model stops at the first hazard), then every rule's
// expiry and producers. Only the rules the instruction touches have
// anything to do, and the rules whose fix must come now; the memory-result
// rules only while a load is pending: todo is that set (Issue works it
// out, and calls only when it is not empty).
func (t *Model) checkHazards(w *sim.Wave, wt *waveTiming, x *instInfo, pc int, todo ruleSet) error {
	uses := t.useSlab[t.useAt[pc]:t.useAt[pc+1]]
	j := 0
	var u ruleUse
	// Only a rule the instruction consumes units of, or whose fix must
	// come now, has a consumer check to make.
	for m := todo & (t.consumes[pc] | wt.hazNext); m != 0; m &= m - 1 {
		i := bits.TrailingZeros32(uint32(m))
		if err := t.consume(w, wt, &wt.haz[i], t.rules[i], t.useOf(uses, &j, i, &u), pc); err != nil {
			return err
		}
	}
	j = 0
	for m := todo; m != 0; m &= m - 1 {
		i := bits.TrailingZeros32(uint32(m))
		st := &wt.haz[i]
		if r := t.rules[i]; r.step != nil {
			if prod, required, present := r.step(st, x, pc, wt.ws); prod >= 0 {
				if err := t.report(w, r, prod, pc, required, present, ""); err != nil {
					return err
				}
			}
			continue
		}
		produce(st, t.rules[i], t.useOf(uses, &j, i, &u), x, pc, wt.ws)
		if st.hasNext {
			wt.hazNext |= 1 << i
		} else {
			wt.hazNext &^= 1 << i
		}
	}
	return nil
}

// useOf finds rule i's use in uses (sorted by rule), advancing *j, and
// gives it in *u; rules the instruction does not touch see noUse.
func (t *Model) useOf(uses []ruleUseRec, j *int, i int, u *ruleUse) *ruleUse {
	for *j < len(uses) && int(uses[*j].rule) < i {
		*j++
	}
	if *j < len(uses) && int(uses[*j].rule) == i {
		r := &uses[*j]
		*u = ruleUse{rule: r.rule, at: r.at, expires: r.expires, fixes: r.fixes, store: r.store,
			units: t.unitSlab[r.off : r.off+uint32(r.at[4]) : r.off+uint32(r.at[4])]}
		return u
	}
	return &noUse
}

// consume checks the instruction as a consumer of one rule.
func (t *Model) consume(w *sim.Wave, wt *waveTiming, st *ruleState, r *Rule, u *ruleUse, pc int) error {
	if r.pending != nil {
		return t.consumePending(w, wt, r, u, pc)
	}
	if r.clause != nil {
		return t.consumeClause(w, st, r, u, pc)
	}
	if st.hasNext {
		st.hasNext = false
		if !u.fixes {
			if err := t.report(w, r, int(st.next.pc), int(st.next.cons), 1, 0, ""); err != nil {
				return err
			}
		}
	}
	if len(st.open) == 0 && st.latest == nil || len(u.consumes()) == 0 {
		return nil
	}
	if r.WaitStates > 0 {
		for _, unit := range u.consumes() {
			if p := &st.latest[unit]; p.pc >= 0 {
				need := r.WaitStates
				if r.need != nil {
					need = r.need(&t.info[p.pc], &t.info[pc])
				}
				if present := int(wt.ws - p.end); present < need {
					return t.report(w, r, int(p.pc), pc, need, present, "")
				}
			}
		}
		return nil
	}
	// The newest open producer that meets a consumed unit.
	for k := len(st.open) - 1; k >= 0; k-- {
		p := st.open[k]
		if !containsSlot(u.consumes(), p.unit) {
			continue
		}
		st.open = st.open[:0]
		if r.nextFixes != nil {
			st.next, st.hasNext = producer{pc: p.pc, cons: int32(pc)}, true
			return nil
		}
		return t.report(w, r, int(p.pc), pc, 1, 0, "")
	}
	return nil
}

// consumeClause checks a clause member against the clause before it, as
// checkSoftClauseHazards does: nothing to check while no member has
// defined a register; then a store breaks the clause, and so does a
// member whose defs or uses meet the clause's uses or defs (itself
// included). After a hazard the clause starts again at the instruction.
func (t *Model) consumeClause(w *sim.Wave, st *ruleState, r *Rule, u *ruleUse, pc int) error {
	if len(st.defs) == 0 {
		return nil
	}
	hit := u.store
	for _, d := range u.produces() {
		hit = hit || containsSlot(st.uses, d) || containsSlot(u.consumes(), d)
	}
	for _, d := range st.defs {
		hit = hit || containsSlot(u.consumes(), d)
	}
	if !hit {
		return nil
	}
	prod := st.defPC
	st.defs, st.uses = st.defs[:0], st.uses[:0]
	return t.report(w, r, int(prod), pc, 1, 0, "")
}

// produceClause ends the clause at a non-member and adds a member.
func produceClause(st *ruleState, u *ruleUse, pc int) {
	if u.expires {
		st.defs, st.uses = st.defs[:0], st.uses[:0]
		return
	}
	if len(st.defs) == 0 && len(u.produces()) > 0 {
		st.defPC = int32(pc)
	}
	st.defs = append(st.defs, u.produces()...)
	st.uses = append(st.uses, u.consumes()...)
}

// consumePending checks the memory-result rules against the loads the
// counters still track (the producers are the loads; the s_waitcnt that
// covers one ends it, in retireWaits). Each pending unit is reported once.
func (t *Model) consumePending(w *sim.Wave, wt *waveTiming, r *Rule, u *ruleUse, pc int) error {
	if err := t.pendingHits(w, wt.pendV, u.pendV(), r, pc); err != nil {
		return err
	}
	return t.pendingHits(w, wt.pendS, u.pendS(), r, pc)
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
		if r.pending.first {
			break
		}
	}
	return nil
}

// produce expires the rule's open producers and records the instruction's.
func produce(st *ruleState, r *Rule, u *ruleUse, x *instInfo, pc int, ws int64) {
	if r.clause != nil {
		produceClause(st, u, pc)
		return
	}
	if r.WaitStates > 0 {
		if len(u.produces()) > 0 && st.latest == nil {
			st.latest = make([]producer, max(isa.NumScalarSlots, isa.MaxVectorRegs)) // a unit is a slot or a VGPR/AGPR
			for i := range st.latest {
				st.latest[i].pc = -1
			}
		}
		for _, unit := range u.produces() {
			st.latest[unit] = producer{unit: unit, pc: int32(pc), end: ws + x.waitStates}
		}
		return
	}
	if len(st.open) > 0 {
		if u.expires {
			st.open = st.open[:0]
		}
		if r.MaxVALU > 0 && x.valu {
			st.age(r, x.trans)
		}
	}
	for _, unit := range u.produces() {
		st.add(producer{unit: unit, pc: int32(pc), end: ws + x.waitStates})
	}
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
		if int(p.valus) <= r.MaxVALU && int(p.trans) <= r.MaxTrans {
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
	t.record(h)
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

// ages: x ages the producers of r, a windowed rule, as a VALU does.
func (r *Rule) ages(x *instInfo) bool { return r.MaxVALU > 0 && x.valu }
