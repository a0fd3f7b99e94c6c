package timing

import (
	"fmt"
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/sim"
	"github.com/wavesim/wavesim/sim/sched"
)

// stepping is the model seen as a plain observer: the executor issues
// every instruction on its own.
type stepping struct{ t *Model }

func (s stepping) Issue(w *sim.Wave, pc int) error { return s.t.Issue(w, pc) }
func (s stepping) Retire(w *sim.Wave, pc int)      { s.t.Retire(w, pc) }
func (s stepping) Released(w *sim.Wave)            { s.t.Released(w) }

// spanning is the model as the executor sees it, counting the
// instructions it took in runs.
type spanning struct {
	stepping
	took *int
}

func (s spanning) IssueSpan(w *sim.Wave, pc, n int) (int, error) {
	k, err := s.t.IssueSpan(w, pc, n)
	*s.took += k
	return k, err
}

// eventLog is a Timeline that keeps everything it is told.
type eventLog struct {
	issued []IssueEvent
	waited []BarrierWait
}

func (l *eventLog) Issued(e IssueEvent)  { l.issued = append(l.issued, e) }
func (l *eventLog) Waited(b BarrierWait) { l.waited = append(l.waited, b) }

// spanPool is plain VALU code (what the executor runs in one go) for the
// runs spanProgram puts between hazardProgram's lines: lane-mask reads
// and writes, exec writes that change the next instruction's issue
// cycles (some to zero), SGPR and constant sources, a TRANS op.
var spanPool = []string{
	"v_mul_f32_e32 v{v}, v{w}, v{v}",
	"v_fma_f32 v{v}, v{w}, v{v}, 0.5",
	"v_xor_b32_e32 v{v}, v{w}, v{v}",
	"v_lshlrev_b32_e32 v{v}, 3, v{w}",
	"v_mul_lo_u32 v{v}, v{w}, s{s}",
	"v_max_i32_e32 v{v}, v{w}, v{v}",
	"v_cndmask_b32_e32 v{v}, v{w}, v{v}, {vcc}",
	"v_cndmask_b32_e64 v{v}, v{w}, v{v}, {mask}",
	"v_mov_b32_e32 v{v}, s{s}",
	"v_mov_b32_e32 v{v}, 0x12345",
	"v_rcp_f32_e32 v{v}, v{w}",
	"v_cmp_gt_u32_e64 {mask}, v{v}, v{w}",
	"v_cmp_eq_u32_e32 {vcc}, v{v}, v{w}",
	"v_cmp_lt_u32_e64 {execall}, v{v}, v{w}",
	"v_cmp_ne_u32_e64 {execall}, 0, v{w}",
	"v_cmp_gt_u32_e64 s[6:7], v{v}, v{w}",
}

// spanProgram is hazardProgram's lines with runs of spanPool's between
// them, and exec set back to every lane now and then.
func spanProgram(r *rand.Rand, gen string, wave, n int) string {
	vcc, mask, execAll, restore := "vcc", "s[8:9]", "exec", "s_mov_b64 exec, -1"
	if wave == 32 {
		vcc, mask, execAll, restore = "vcc_lo", "s8", "exec_lo", "s_mov_b32 exec_lo, -1"
	}
	rep := func(l string) string {
		if wave == 32 {
			l = strings.ReplaceAll(l, "s[6:7]", "s6")
		}
		return strings.NewReplacer("{s}", fmt.Sprint(6+r.IntN(5)), "{v}", fmt.Sprint(1+r.IntN(6)), "{w}", fmt.Sprint(1+r.IntN(6)),
			"{vcc}", vcc, "{mask}", mask, "{execall}", execAll).Replace(l)
	}
	var b strings.Builder
	for _, l := range strings.SplitAfter(hazardProgram(r, gen, wave, n), "\n") {
		b.WriteString(l)
		if r.IntN(4) == 0 {
			b.WriteString(restore + "\n")
		}
		for k := r.IntN(8); k > 0; k-- {
			b.WriteString(rep(spanPool[r.IntN(len(spanPool))]) + "\n")
		}
	}
	return b.String()
}

// spanRun is what one run of a program shows: the model's results, its
// trace and timeline, the wave's registers and the run's error.
type spanRun struct {
	insts       []InstStats
	stalls      Stalls
	cycles      int64
	issued      int64
	hazards     []Hazard
	count       int64
	sites       []HazardSite
	trace       string
	log         eventLog
	s           [128]uint32
	v           []uint32
	exec        uint64
	steps, took int
	err         string
}

// runSpanProgram runs asm as runHazardProgram does, with the model taking
// runs of plain instructions at once or not (spans), strict or not, with
// a trace and a timeline or without.
func runSpanProgram(t *testing.T, arch string, wave int, asm string, spans, strict, watch bool) spanRun {
	tm, s, w := hazardSetup(t, arch, wave, asm)
	tm.Strict = strict
	var out spanRun
	var trace strings.Builder
	if watch {
		tm.Trace, tm.Timeline = &trace, &out.log
	}
	if spans {
		s.M.Observer = spanning{stepping{tm}, &out.took}
	} else {
		s.M.Observer = stepping{tm}
	}
	if err := s.Run(w); err != nil {
		out.err = err.Error()
	}
	out.insts, out.stalls, out.cycles, out.issued = tm.Insts, tm.Stalls, tm.Cycles, tm.Issued
	out.hazards, out.count, out.sites = tm.Hazards, tm.HazardCount, tm.HazardSites
	out.trace = trace.String()
	copy(out.s[:], w.S[:])
	out.v, out.exec, out.steps = w.V[:64*8], w.Exec(), int(s.M.Steps)
	return out
}

// Taking a run of plain VALU instructions at once (IssueSpan) gives what
// issuing them one at a time gives: every instruction's count, first
// issue and stalls by cause, the total stalls and cycles, the hazards
// (and in strict mode the one that stops the run, after the same
// instructions), the trace and the timeline, and the registers.
func TestSpansMatchStepping(t *testing.T) {
	took := 0
	for _, tg := range goldenTargets {
		r := rand.New(rand.NewPCG(uint64(tg.wave), 0x5ba2))
		for i := range 60 {
			asm := spanProgram(r, tg.gen, tg.wave, 12)
			for _, mode := range []struct{ strict, watch bool }{{false, false}, {true, false}, {false, true}} {
				step := runSpanProgram(t, tg.arch, tg.wave, asm, false, mode.strict, mode.watch)
				span := runSpanProgram(t, tg.arch, tg.wave, asm, true, mode.strict, mode.watch)
				took += span.took
				span.took = 0
				if !reflect.DeepEqual(step, span) {
					t.Fatalf("%s w%d #%d strict %v trace %v: runs of plain instructions taken at once differ from stepping:\n%s\n%s",
						tg.arch, tg.wave, i, mode.strict, mode.watch, spanDiff(step, span), asm)
				}
			}
		}
	}
	if took < 10000 {
		t.Errorf("only %d instructions taken in runs: the programs no longer exercise IssueSpan", took)
	}
}

// spanDiff names the first field in which two runs differ.
func spanDiff(a, b spanRun) string {
	va, vb := reflect.ValueOf(a), reflect.ValueOf(b)
	for i := range va.NumField() {
		if x, y := fmt.Sprint(va.Field(i)), fmt.Sprint(vb.Field(i)); x != y {
			return fmt.Sprintf("%s: stepping %s\nin runs   %s", va.Type().Field(i).Name, x, y)
		}
	}
	return ""
}

// loneSource is a grid of one workgroup of one wave, set up beforehand.
type loneSource struct {
	w     *sim.Wave
	taken bool
}

func (l *loneSource) Peek() (int, bool) { return 1, !l.taken }

func (l *loneSource) Take(slots []int) *sim.Workgroup {
	l.taken = true
	l.w.Slot = slots[0]
	return l.w.WG
}

func (l *loneSource) Retire(*sim.Workgroup)     {}
func (l *loneSource) ReleaseSlots(first, n int) {}

// The scheduler lets a lone timed wave take a run of plain VALU
// instructions at once (Machine.StepSpan): the model's results are those
// of one instruction a turn, on one compute unit or side by side, with
// an instruction budget that ends the run inside a run of them.
func TestLoneWaveSpansMatchStepping(t *testing.T) {
	took := 0
	for _, tg := range goldenTargets {
		r := rand.New(rand.NewPCG(uint64(tg.wave), 0x10e))
		for i := range 15 {
			asm := spanProgram(r, tg.gen, tg.wave, 12)
			for _, cfg := range []sched.Config{{Placement: sched.Isolated}, {Placement: sched.Resident, MaxInsts: 37,
				CUs: sched.CUs{N: 1, SIMDs: 1, Occ: 1, LDS: 64 << 10, Barriers: 16}}} {
				var runs [2]spanRun
				for k, spans := range []bool{false, true} {
					tm, s, w := hazardSetup(t, tg.arch, tg.wave, asm)
					if spans {
						s.M.Observer = spanning{stepping{tm}, &runs[k].took}
					} else {
						s.M.Observer = stepping{tm}
					}
					cfg.Clock = tm
					sc, err := sched.New(s.M, cfg, &loneSource{w: w})
					if err != nil {
						t.Fatal(err)
					}
					if err := sc.Run(); err != nil {
						runs[k].err = err.Error()
					}
					out := &runs[k]
					out.insts, out.stalls, out.cycles, out.issued = tm.Insts, tm.Stalls, tm.Cycles, tm.Issued
					out.hazards, out.count, out.sites = tm.Hazards, tm.HazardCount, tm.HazardSites
					copy(out.s[:], w.S[:])
					out.v, out.exec, out.steps = w.V[:64*8], w.Exec(), int(s.M.Steps)
				}
				took += runs[1].took
				runs[1].took = 0
				if !reflect.DeepEqual(runs[0], runs[1]) {
					t.Fatalf("%s w%d #%d %v: runs of plain instructions taken at once differ from stepping:\n%s\n%s",
						tg.arch, tg.wave, i, cfg.Placement, spanDiff(runs[0], runs[1]), asm)
				}
			}
		}
	}
	if took < 2000 {
		t.Errorf("only %d instructions taken in runs: the scheduler no longer lets a lone wave take them", took)
	}
}
