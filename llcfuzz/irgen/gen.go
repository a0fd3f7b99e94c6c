package irgen

import "math/rand/v2"

const (
	maxTrip      = 8  // the largest trip count of one loop
	maxTripTotal = 64 // the largest product of the trip counts of nested loops
	maxLoopDepth = 3
	maxIfDepth   = 3
	maxExprDepth = 3
	slots32      = 8 // out32 elements per work-item
	slots64      = 4 // out64 elements per work-item
	atomSlots    = 2 // atomic buffer elements per operation
)

var atomicOps = []string{"add", "and", "or", "xor", "umin", "umax", "min", "max"}

// gen holds the state of generating one program.
type gen struct {
	r        *rand.Rand
	f        Features
	p        *program
	budget   int
	types    []typ // the types variables and expressions may have
	loops    int   // loop nesting
	trips    int   // product of the enclosing loops' trip bounds
	ifs      int
	phase    int // barriers so far
	crossOK  bool
	usedLane bool
}

func (g *gen) n(k int) int       { return g.r.IntN(k) }
func (g *gen) chance(p int) bool { return g.r.IntN(100) < p }

func (g *gen) anyType() typ { return g.types[g.n(len(g.types))] }

func (g *gen) intType() typ {
	for {
		if t := g.anyType(); !t.isFloat() && t != tI1 {
			return t
		}
	}
}

func (g *gen) floatType() typ {
	for {
		if t := g.anyType(); t.isFloat() {
			return t
		}
	}
}

func (g *gen) has64() bool { return g.f.I64 || g.f.F64 }

func (g *gen) program(cfg Config) *program {
	p := &program{lds: g.f.LDS}
	g.p = p
	nv := 4 + g.n(5)
	for i := 0; i < nv; i++ {
		t := g.anyType()
		p.vars = append(p.vars, decl{t: t, init: g.leaf(t, false)})
	}
	p.nguard = !p.lds && g.f.Branches && g.chance(40)
	g.budget = cfg.Statements
	if g.budget < 1 {
		g.budget = 1
	}
	if p.lds {
		g.phase = 1
	}
	p.body = g.block(true)
	// Every variable reaches memory at the end, so that nothing the body
	// computes is dead.
	for i, d := range p.vars {
		buf, slots := 0, slots32
		if d.t.bits() == 64 {
			buf, slots = 1, slots64
		}
		p.body = append(p.body, &stmt{k: sStore, v: buf, slot: (slots - 1 - i) & (slots - 1), e: &expr{k: eVar, t: d.t, v: uint64(i)}})
	}
	return p
}

// block generates statements until the budget runs out or, below the top
// level, the block decides to end.
func (g *gen) block(top bool) []*stmt {
	var out []*stmt
	for g.budget > 0 {
		if !top && len(out) > 0 && g.chance(30) {
			break
		}
		g.budget--
		out = append(out, g.stmt(top))
	}
	return out
}

func (g *gen) stmt(top bool) *stmt {
	// Cross-lane operations only at the top level, where every lane of a
	// wave runs (no early exit then).
	g.crossOK = top && !g.p.nguard
	for {
		switch k := g.n(20); {
		case k < 8:
			return g.assign()
		case k < 10 && g.f.Branches && g.ifs < maxIfDepth:
			return g.ifStmt()
		case k < 12 && g.f.Loops && g.loops < maxLoopDepth && g.trips*2 <= maxTripTotal:
			return g.loop()
		case k < 15:
			return g.store()
		case k < 16 && g.f.Atomics:
			return g.atomic()
		case k < 18 && g.p.lds:
			return &stmt{k: sLDSStore, v: g.phase % 2, e: g.expr(tI32, 2, false)}
		case k < 19 && g.p.lds && top:
			g.phase++
			return &stmt{k: sBarrier}
		}
	}
}

func (g *gen) assign() *stmt {
	v := g.n(len(g.p.vars))
	return &stmt{k: sAssign, v: v, e: g.expr(g.p.vars[v].t, maxExprDepth, false)}
}

func (g *gen) ifStmt() *stmt {
	// A uniform condition reads only arguments, workgroup ids and
	// constants; any other may differ between the lanes of a wave.
	s := &stmt{k: sIf, cond: g.expr(tI1, 2, g.chance(35))}
	g.crossOK = false
	g.ifs++
	s.then = g.block(false)
	if g.chance(60) {
		s.els = g.block(false)
	}
	g.ifs--
	return s
}

func (g *gen) loop() *stmt {
	s := &stmt{k: sLoop}
	bound := 1 + g.n(maxTrip)
	if g.trips == 0 {
		g.trips = 1
	}
	for g.trips*bound > maxTripTotal {
		bound /= 2
	}
	if g.chance(50) {
		s.trip = &expr{k: eConst, t: tI32, v: uint64(bound)}
	} else {
		// A trip count from data (or, uniform, from arguments) in
		// [0, bound]: urem by bound+1.
		s.trip = &expr{k: eDiv, op: "urem", t: tI32, a: []*expr{g.expr(tI32, 2, g.chance(40)), {k: eConst, t: tI32, v: uint64(bound + 1)}}}
	}
	saved := g.trips
	g.crossOK = false
	g.trips *= bound
	g.loops++
	s.then = g.block(false)
	if g.chance(40) {
		s.cond = g.expr(tI1, 2, false)
	}
	g.loops--
	g.trips = saved
	return s
}

func (g *gen) store() *stmt {
	t := g.anyType()
	s := &stmt{k: sStore, e: g.expr(t, 2, false)}
	slots := slots32
	if t.bits() == 64 {
		s.v, slots = 1, slots64
	}
	if g.chance(50) {
		s.slot = g.n(slots)
	} else {
		s.idx = g.expr(tI32, 1, false)
	}
	return s
}

func (g *gen) atomic() *stmt {
	s := &stmt{k: sAtomic, op: atomicOps[g.n(len(atomicOps))]}
	t := tI32
	if g.f.I64 && g.chance(35) {
		t, s.v = tI64, 1
	}
	s.e = g.expr(t, 2, false)
	s.idx = g.expr(tI32, 1, false)
	if g.chance(50) {
		s.scope = "agent"
	}
	s.order = "monotonic"
	if g.chance(30) {
		s.order = "seq_cst"
	}
	return s
}

// lane is a cross-lane value: the first active lane's copy of a value or
// the lane's number in its wave.
func (g *gen) lane() *expr {
	g.usedLane = true
	g.crossOK = false
	defer func() { g.crossOK = true }()
	// No ballot: its result type is the wave size, and llc-14 cannot
	// select llvm.amdgcn.ballot.i64 for wave32, nor ballot.i32 for wave64.
	if g.chance(50) {
		return &expr{k: eLane, t: tI32, op: "readfirstlane", a: []*expr{g.expr(tI32, 1, false)}}
	}
	return &expr{k: eLane, t: tI32, op: "mbcnt"}
}
