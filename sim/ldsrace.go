package sim

import (
	"fmt"
	"math"

	"github.com/wavesim/wavesim/isa"
)

// An LDS race is two accesses of one LDS byte by different lanes of a
// workgroup, at least one of them a write, with no s_barrier between
// them: which comes first is up to the order the waves run in and, within
// a wave, up to the compiler, which may move a load past a store to an
// address its own lane does not write. What the later access sees (or
// what the byte holds after both) is then undefined: LLVM's memory model
// calls it a data race. Atomics on one byte do not race each other.
//
// The check is off unless Machine.CheckLDSRaces turns it on. It keeps,
// for every byte of each workgroup's LDS, the last writer and the lanes
// that read it since the last barrier, in a shadow as large as 16 times
// the LDS (the kernel's group segment), allocated on the first access.

// LDSRace is the first race a dispatch ran into.
type LDSRace struct {
	Workgroup [3]int
	Addr      uint64 // byte address in the LDS
	// The later access: its instruction, wave (in the workgroup), lane
	// and what it did ("reads", "writes", "atomically updates").
	Pos        isa.Pos
	Wave, Lane int
	Kind       string
	// Earlier says what other lanes did to the byte since the last
	// barrier: "lane 3 of wave 0 wrote it at k.s:12:3", "several lanes
	// read it" ...
	Earlier string
}

func (r *LDSRace) Error() string {
	return fmt.Sprintf("LDS race at byte %#x of workgroup (%d,%d,%d): lane %d of wave %d %s it at %s, and %s, with no s_barrier between",
		r.Addr, r.Workgroup[0], r.Workgroup[1], r.Workgroup[2], r.Lane, r.Wave, r.Kind, r.Pos, r.Earlier)
}

// ldsByte is the shadow of one LDS byte: who wrote and who read it in
// epoch (an older epoch's entry says nothing). Lanes are numbered from 1
// (wave*64 + lane + 1); writer is negative for an atomic (manyAtomics
// when several lanes' atomics updated it), reader manyReaders when more
// than one lane read it.
type ldsByte struct {
	epoch          uint32
	writer, reader int32
	at             int32 // the writer's instruction (Code.insts index)
}

const (
	manyAtomics = math.MinInt32
	manyReaders = -1
)

// ldsKind is an access's kind for the race check.
type ldsKind uint8

const (
	ldsRead ldsKind = iota
	ldsWrite
	ldsAtomic
)

var ldsKindVerb = [...]string{ldsRead: "reads", ldsWrite: "writes", ldsAtomic: "atomically updates"}

// ldsKindOf is a memory instruction's kind of access.
var ldsKindOf = [...]ldsKind{isa.MemLoad: ldsRead, isa.MemStore: ldsWrite, isa.MemAtomic: ldsAtomic}

// CheckLDSRaces makes the machine check every LDS access for races with
// other lanes of its workgroup (LDSRace); LDSRaces then says what it found.
func (m *Machine) CheckLDSRaces() { m.checkRaces = true }

// LDSRaceReport is what the race check found: the first race (nil when
// none), how many byte accesses raced, and how many lane accesses of LDS
// it checked (0: nothing was checked, which says nothing of races).
type LDSRaceReport struct {
	First    *LDSRace `json:"-"`
	Races    int      `json:"races"`
	Accesses int64    `json:"accesses"`
}

// LDSRaces is what the race check found (all zero with the check off).
func (m *Machine) LDSRaces() LDSRaceReport {
	return LDSRaceReport{First: m.firstRace, Races: m.races, Accesses: m.ldsAccesses}
}

// BarrierReleased starts a new interval between barriers for the race
// check: what the workgroup's lanes did before is ordered before what
// they do after.
func (g *Workgroup) BarrierReleased() {
	if g.LDS != nil {
		g.LDS.epoch++
	}
}

// noteLDS checks lane's access of n bytes at a of the workgroup's LDS
// against the shadow and records it there.
func (w *Wave) noteLDS(lane int, a uint64, n int, kind ldsKind) {
	l := w.WG.LDS
	if a+uint64(n) > uint64(len(l.data)) {
		return // the access faults
	}
	w.M.ldsAccesses++
	if l.shadow == nil {
		l.shadow = make([]ldsByte, len(l.data))
	}
	who := int32(w.InGroup*64 + lane + 1)
	for i := range n {
		s := &l.shadow[a+uint64(i)]
		if s.epoch != l.epoch {
			*s = ldsByte{epoch: l.epoch}
		}
		if s.writer != 0 && s.writer != who && s.writer != -who && !(kind == ldsAtomic && s.writer < 0) {
			w.raced(a+uint64(i), lane, kind, s, true)
		} else if kind != ldsRead && s.reader != 0 && s.reader != who {
			w.raced(a+uint64(i), lane, kind, s, false)
		}
		switch kind {
		case ldsRead:
			if s.reader == 0 {
				s.reader = who
			} else if s.reader != who {
				s.reader = manyReaders
			}
		case ldsWrite:
			s.writer, s.at = who, int32(w.PC-1)
		case ldsAtomic:
			switch {
			case s.writer == 0 || s.writer == -who:
				s.writer = -who
			case s.writer < 0:
				s.writer = manyAtomics
			default:
				s.writer = -who // after a racing write: the race is counted
			}
			s.at = int32(w.PC - 1)
		}
	}
}

// raced counts a race and keeps the first: with the byte's writer
// (byWriter) or its readers.
func (w *Wave) raced(a uint64, lane int, kind ldsKind, s *ldsByte, byWriter bool) {
	m := w.M
	m.races++
	if m.firstRace != nil {
		return
	}
	r := &LDSRace{Workgroup: w.WG.ID, Addr: a, Wave: w.InGroup, Lane: lane, Kind: ldsKindVerb[kind]}
	if pc := w.PC - 1; pc >= 0 && pc < len(m.Code.insts) {
		r.Pos = m.Code.insts[pc].in.Pos
	}
	lane1 := func(who int32) string { return fmt.Sprintf("lane %d of wave %d", (who-1)%64, (who-1)/64) }
	switch {
	case byWriter && s.writer == manyAtomics:
		r.Earlier = "several lanes updated it atomically"
	case byWriter:
		verb, who := "wrote", s.writer
		if who < 0 {
			verb, who = "updated it atomically", -who
		} else {
			verb += " it"
		}
		r.Earlier = fmt.Sprintf("%s %s at %s", lane1(who), verb, m.Code.insts[s.at].in.Pos)
	case s.reader == manyReaders:
		r.Earlier = "several lanes read it"
	default:
		r.Earlier = lane1(s.reader) + " read it"
	}
	m.firstRace = r
}
