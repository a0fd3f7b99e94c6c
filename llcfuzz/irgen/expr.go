package irgen

import "math"

var (
	intSpecials = []uint64{0, 1, math.MaxUint64, 2, 3, 7, 0x80, 0x7f, 0xff, 0x8000, 0x7fff, 0xffff,
		0x80000000, 0x7fffffff, 0xffffffff, 0x8000000000000000, 0x7fffffffffffffff, 0x55555555, 0xaaaaaaaa}
	// Specials of each float type: zeros, ones, infinities, the quiet
	// NaN, denormals, the smallest normal and the largest finite value.
	f16Specials = []uint64{0, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0x0001, 0x83ff, 0x0400, 0x7bff, 0xfbff, 0x3555, 0x4900}
	f32Specials = []uint64{0, 0x80000000, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000, 0x7fc00000, 0x00000001,
		0x807fffff, 0x00800000, 0x7f7fffff, 0xff7fffff, 0x3dcccccd, 0x4b800001, 0x40490fdb}
	f64Specials = []uint64{0, 0x8000000000000000, 0x3ff0000000000000, 0xbff0000000000000, 0x7ff0000000000000,
		0xfff0000000000000, 0x7ff8000000000000, 1, 0x800fffffffffffff, 0x0010000000000000, 0x7fefffffffffffff,
		0x3fb999999999999a, 0x4340000000000001, 0x36a0000000000000}
)

func (g *gen) constOf(t typ) *expr {
	var v uint64
	switch t {
	case tF16:
		v = f16Specials[g.n(len(f16Specials))]
	case tF32:
		if g.chance(50) {
			v = uint64(math.Float32bits(float32(g.r.NormFloat64() * 100)))
		} else {
			v = f32Specials[g.n(len(f32Specials))]
		}
	case tF64:
		if g.chance(50) {
			v = math.Float64bits(g.r.NormFloat64() * 1000)
		} else {
			v = f64Specials[g.n(len(f64Specials))]
		}
	default:
		if g.chance(50) {
			v = intSpecials[g.n(len(intSpecials))]
		} else {
			v = g.r.Uint64() >> uint(g.n(64))
			if g.chance(30) {
				v = -v
			}
		}
	}
	return &expr{k: eConst, t: t, v: v & t.mask()}
}

// leaf is an operand without operators: a constant, a variable, an id, an
// argument, a loop counter or a load, converted to t. A uniform leaf is
// the same in every lane of the grid's workgroup.
func (g *gen) leaf(t typ, uniform bool) *expr {
	for {
		switch k := g.n(12); {
		case k < 2:
			return g.constOf(t)
		case k < 5 && !uniform && g.p != nil && len(g.p.vars) > 0:
			i := g.n(len(g.p.vars))
			return g.conv(&expr{k: eVar, t: g.p.vars[i].t, v: uint64(i)}, t)
		case k < 6:
			id := idWgX
			if !uniform {
				id = g.n(numIDs)
			} else if g.chance(30) {
				id = idWgY
			}
			return g.conv(&expr{k: eID, t: tI32, v: uint64(id)}, t)
		case k < 7:
			a := &expr{k: eArg, t: tI32}
			if g.f.I64 && g.chance(40) {
				a.t, a.v = tI64, 1
			}
			return g.conv(a, t)
		case k < 8 && !uniform && g.loops > 0:
			return g.conv(&expr{k: eLoopI, t: tI32, v: uint64(g.n(g.loops))}, t)
		case k < 10 && !uniform:
			return g.conv(g.load(t), t)
		case k < 11 && !uniform && g.p != nil && g.p.lds && g.phase > 0:
			l := &expr{k: eLDS, t: tI32, v: uint64(g.phase % 2)}
			if g.chance(70) {
				// Another work-item's slot: only in the array no one
				// writes in this phase.
				l.v = uint64((g.phase + 1) % 2)
				l.a = []*expr{g.expr(tI32, 1, false)}
			}
			return g.conv(l, t)
		case k < 12 && !uniform && g.f.CrossLane && g.crossOK:
			return g.conv(g.lane(), t)
		}
	}
}

// load reads an input buffer at an index from the program's values.
func (g *gen) load(t typ) *expr {
	l := &expr{k: eLoad, a: []*expr{g.expr(tI32, 1, false)}}
	switch {
	case t == tF64 || (t == tI64 && g.chance(70)):
		l.t, l.buf = t, 1
	case t == tF32:
		l.t = tF32
	default:
		l.t = tI32
	}
	return l
}

// expr builds an expression of type t of at most depth operators.
func (g *gen) expr(t typ, depth int, uniform bool) *expr {
	if depth <= 0 || g.chance(25) {
		return g.leaf(t, uniform)
	}
	d := depth - 1
	if g.chance(12) {
		return &expr{k: eSel, t: t, a: []*expr{g.expr(tI1, d, uniform), g.expr(t, d, uniform), g.expr(t, d, uniform)}}
	}
	if g.chance(10) {
		// Through another type.
		o := g.anyType()
		return g.conv(g.expr(o, d, uniform), t)
	}
	switch {
	case t == tI1:
		return g.boolExpr(d, uniform)
	case t.isFloat():
		return g.floatExpr(t, d, uniform)
	}
	return g.intExpr(t, d, uniform)
}

func (g *gen) boolExpr(d int, uniform bool) *expr {
	switch g.n(4) {
	case 0:
		ops := []string{"and", "or", "xor"}
		return &expr{k: eBin, t: tI1, op: ops[g.n(3)], a: []*expr{g.expr(tI1, d, uniform), g.expr(tI1, d, uniform)}}
	case 1:
		if t := g.floatType(); true {
			preds := []string{"oeq", "one", "olt", "ole", "ogt", "oge", "ord", "uno", "ueq", "une", "ult", "ule", "ugt", "uge", "true", "false"}
			return &expr{k: eCmp, t: tI1, op: "fcmp " + preds[g.n(len(preds))], a: []*expr{g.expr(t, d, uniform), g.expr(t, d, uniform)}}
		}
	}
	t := g.intType()
	preds := []string{"eq", "ne", "ult", "ule", "ugt", "uge", "slt", "sle", "sgt", "sge"}
	return &expr{k: eCmp, t: tI1, op: "icmp " + preds[g.n(len(preds))], a: []*expr{g.expr(t, d, uniform), g.expr(t, d, uniform)}}
}

func (g *gen) intExpr(t typ, d int, uniform bool) *expr {
	x := func() *expr { return g.expr(t, d, uniform) }
	switch k := g.n(16); {
	case k < 5:
		ops := []string{"add", "sub", "mul", "and", "or", "xor"}
		return &expr{k: eBin, t: t, op: ops[g.n(len(ops))], a: []*expr{x(), x()}}
	case k < 7:
		ops := []string{"shl", "lshr", "ashr"}
		return &expr{k: eShift, t: t, op: ops[g.n(3)], a: []*expr{x(), x()}}
	case k < 9:
		ops := []string{"udiv", "sdiv", "urem", "srem"}
		return &expr{k: eDiv, t: t, op: ops[g.n(4)], a: []*expr{x(), x()}}
	case k < 10:
		ops := []string{"smin", "smax", "umin", "umax"}
		return &expr{k: eIntr2, t: t, op: ops[g.n(4)], a: []*expr{x(), x()}}
	case k < 11:
		return &expr{k: eAbs, t: t, a: []*expr{x()}}
	case k < 12:
		return &expr{k: eBitCnt, t: t, op: []string{"ctlz", "cttz"}[g.n(2)], a: []*expr{x()}}
	case k < 13:
		op := []string{"ctpop", "bitreverse", "bswap"}[g.n(3)]
		if op == "bswap" && t == tI8 {
			op = "ctpop"
		}
		return &expr{k: eIntr1, t: t, op: op, a: []*expr{x()}}
	case k < 14:
		return &expr{k: eIntr3, t: t, op: []string{"fshl", "fshr"}[g.n(2)], a: []*expr{x(), x(), x()}}
	case k < 15:
		f := g.floatType()
		return &expr{k: eSat, t: t, op: []string{"fptosi", "fptoui"}[g.n(2)], a: []*expr{g.expr(f, d, uniform)}}
	}
	if f, ok := t.floatOf(); ok && g.typeOK(f) {
		return &expr{k: eBits, t: t, a: []*expr{g.expr(f, d, uniform)}}
	}
	return &expr{k: eBin, t: t, op: "xor", a: []*expr{x(), x()}}
}

func (g *gen) typeOK(t typ) bool {
	for _, u := range g.types {
		if u == t {
			return true
		}
	}
	return false
}

func (g *gen) floatExpr(t typ, d int, uniform bool) *expr {
	x := func() *expr { return g.expr(t, d, uniform) }
	switch k := g.n(14); {
	case k < 6:
		ops := []string{"fadd", "fsub", "fmul", "fdiv"}
		return &expr{k: eFBin, t: t, op: ops[g.n(4)], a: []*expr{x(), x()}}
	case k < 7 && t != tF16:
		// fma of half is not correctly rounded by lli's promotion to float.
		return &expr{k: eIntr3, t: t, op: "fma", a: []*expr{x(), x(), x()}}
	case k < 8:
		return &expr{k: eFNeg, t: t, a: []*expr{x()}}
	case k < 9:
		return &expr{k: eIntr1, t: t, op: "fabs", a: []*expr{x()}}
	case k < 10:
		return &expr{k: eCopySign, t: t, a: []*expr{x(), x()}}
	case k < 11:
		return &expr{k: eMinNum, t: t, op: []string{"minnum", "maxnum"}[g.n(2)], a: []*expr{x(), x()}}
	case k < 12:
		// min/max as compare and select: exact for every input.
		a, b := x(), x()
		preds := []string{"olt", "ogt", "ult", "ugt"}
		c := &expr{k: eCmp, t: tI1, op: "fcmp " + preds[g.n(4)], a: []*expr{a, b}}
		return &expr{k: eSel, t: t, a: []*expr{c, a, b}}
	case k < 13:
		if g.typeOK(t.intOf()) {
			return &expr{k: eFromBits, t: t, a: []*expr{g.expr(t.intOf(), d, uniform)}}
		}
	}
	return g.conv(g.expr(g.anyType(), d, uniform), t)
}

// conv converts e to type t by a conversion whose result is defined for
// every input.
func (g *gen) conv(e *expr, t typ) *expr {
	f := e.t
	switch {
	case f == t:
		return e
	case !f.isFloat() && !t.isFloat():
		op := "trunc"
		if t.bits() > f.bits() {
			op = []string{"zext", "sext"}[g.n(2)]
		}
		return &expr{k: eCast, t: t, op: op, a: []*expr{e}}
	case f.isFloat() && t.isFloat():
		if f == tF64 && t == tF16 {
			// Through float, on both sides: a direct f64 to f16 rounding
			// is lowered differently by the targets.
			return g.conv(g.conv(e, tF32), tF16)
		}
		op := "fptrunc"
		if t.bits() > f.bits() {
			op = "fpext"
		}
		return &expr{k: eCast, t: t, op: op, a: []*expr{e}}
	case f.isFloat():
		if t == tI1 {
			return g.conv(g.conv(e, tI8), tI1)
		}
		if t.bits() == f.bits() && g.chance(40) {
			return &expr{k: eBits, t: t, a: []*expr{e}}
		}
		return &expr{k: eSat, t: t, op: []string{"fptosi", "fptoui"}[g.n(2)], a: []*expr{e}}
	}
	if t == tF16 && f.bits() > 16 {
		// Wider integers would round twice on a side that goes through
		// float: only integers that float holds exactly.
		e = g.conv(e, tI16)
		f = tI16
	}
	if f.bits() == t.bits() && g.chance(40) {
		return &expr{k: eFromBits, t: t, a: []*expr{e}}
	}
	op := []string{"sitofp", "uitofp"}[g.n(2)]
	return &expr{k: eCast, t: t, op: op, a: []*expr{e}}
}
