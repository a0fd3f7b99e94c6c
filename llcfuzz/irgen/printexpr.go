package irgen

import "fmt"

// expr prints the instructions of an expression and returns its operand.
func (pr *printer) expr(e *expr) string {
	switch e.k {
	case eConst:
		return constant(e.t, e.v)
	case eVar:
		return pr.env[e.v]
	case eLoopI:
		return pr.loopI[e.v]
	case eID:
		return "%" + idNames[e.v]
	case eArg:
		return []string{"%a0", "%a1"}[e.v]
	case eLoad:
		return pr.load(e)
	case eLDS:
		idx := "%lid"
		if e.a != nil {
			idx = pr.op("urem i32 %s, %d", pr.expr(e.a[0]), pr.localSize())
		}
		return pr.op("load i32, ptr%s %s, align 4", pr.as(3), pr.ldsPtr(int(e.v), idx))
	case eBin:
		a, b := pr.expr(e.a[0]), pr.expr(e.a[1])
		return pr.op("%s %s %s, %s", e.op, e.t, a, b)
	case eShift:
		a, b := pr.expr(e.a[0]), pr.expr(e.a[1])
		m := pr.op("and %s %s, %d", e.t, b, e.t.bits()-1)
		return pr.op("%s %s %s, %s", e.op, e.t, a, m)
	case eDiv:
		return pr.div(e)
	case eIntr1:
		a := pr.expr(e.a[0])
		return pr.call(e.t, "llvm."+e.op+"."+e.t.suffix(), fmt.Sprintf("%s %s", e.t, a))
	case eIntr2:
		a, b := pr.expr(e.a[0]), pr.expr(e.a[1])
		return pr.call(e.t, "llvm."+e.op+"."+e.t.suffix(), fmt.Sprintf("%s %s", e.t, a), fmt.Sprintf("%s %s", e.t, b))
	case eIntr3:
		a, b, c := pr.expr(e.a[0]), pr.expr(e.a[1]), pr.expr(e.a[2])
		return pr.call(e.t, "llvm."+e.op+"."+e.t.suffix(), fmt.Sprintf("%s %s", e.t, a), fmt.Sprintf("%s %s", e.t, b), fmt.Sprintf("%s %s", e.t, c))
	case eBitCnt, eAbs:
		op := e.op
		if e.k == eAbs {
			op = "abs"
		}
		a := pr.expr(e.a[0])
		return pr.call(e.t, "llvm."+op+"."+e.t.suffix(), fmt.Sprintf("%s %s", e.t, a), "i1 false")
	case eFBin:
		a, b := pr.expr(e.a[0]), pr.expr(e.a[1])
		return pr.op("%s %s %s, %s", e.op, e.t, a, b)
	case eFNeg:
		return pr.op("fneg %s %s", e.t, pr.expr(e.a[0]))
	case eCopySign:
		a, b := pr.expr(e.a[0]), pr.expr(e.a[1])
		// The sign of a NaN differs between the targets: the sign operand
		// is canonicalised.
		b = pr.canon(e.t, b)
		return pr.call(e.t, "llvm.copysign."+e.t.suffix(), fmt.Sprintf("%s %s", e.t, a), fmt.Sprintf("%s %s", e.t, b))
	case eMinNum:
		// x + 0.0 turns -0 into +0 and quiets a signalling NaN and is x
		// otherwise: minnum is then defined (no +0/-0 pair, no sNaN).
		a, b := pr.expr(e.a[0]), pr.expr(e.a[1])
		a = pr.op("fadd %s %s, %s", e.t, a, constant(e.t, 0))
		b = pr.op("fadd %s %s, %s", e.t, b, constant(e.t, 0))
		r := pr.call(e.t, "llvm."+e.op+"."+e.t.suffix(), fmt.Sprintf("%s %s", e.t, a), fmt.Sprintf("%s %s", e.t, b))
		// llc-19 drops the operands' + 0.0 (v_min_f32 -a, -b for
		// minnum(-a + 0.0, -b + 0.0)), so a zero result may come out -0;
		// the sign of a zero result is made +0 here.
		return pr.op("fadd %s %s, %s", e.t, r, constant(e.t, 0))
	case eCmp:
		a, b := pr.expr(e.a[0]), pr.expr(e.a[1])
		return pr.op("%s %s %s, %s", e.op, e.a[0].t, a, b)
	case eSel:
		c, a, b := pr.expr(e.a[0]), pr.expr(e.a[1]), pr.expr(e.a[2])
		return pr.op("select i1 %s, %s %s, %s %s", c, e.t, a, e.t, b)
	case eCast:
		a := pr.expr(e.a[0])
		return pr.op("%s %s %s to %s", e.op, e.a[0].t, a, e.t)
	case eSat:
		f := e.a[0].t
		a := pr.expr(e.a[0])
		return pr.call(e.t, fmt.Sprintf("llvm.%s.sat.%s.%s", e.op, e.t.suffix(), f.suffix()), fmt.Sprintf("%s %s", f, a))
	case eBits:
		f := e.a[0].t
		a := pr.canon(f, pr.expr(e.a[0]))
		return pr.op("bitcast %s %s to %s", f, a, e.t)
	case eFromBits:
		a := pr.expr(e.a[0])
		return pr.op("bitcast %s %s to %s", e.a[0].t, a, e.t)
	case eLane:
		return pr.lane(e)
	}
	panic(fmt.Sprintf("irgen: expression kind %d", e.k))
}

// div guards the divisor: 1 where it is zero and, for the signed
// operations, where the dividend is the smallest integer and the divisor -1.
func (pr *printer) div(e *expr) string {
	a, b := pr.expr(e.a[0]), pr.expr(e.a[1])
	t := e.t
	bad := pr.op("icmp eq %s %s, 0", t, b)
	if e.op == "sdiv" || e.op == "srem" {
		m1 := pr.op("icmp eq %s %s, -1", t, b)
		mn := pr.op("icmp eq %s %s, %s", t, a, constant(t, 1<<uint(t.bits()-1)))
		ov := pr.op("and i1 %s, %s", m1, mn)
		bad = pr.op("or i1 %s, %s", bad, ov)
	}
	d := pr.op("select i1 %s, %s 1, %s %s", bad, t, t, b)
	return pr.op("%s %s %s, %s", e.op, t, a, d)
}

// load reads an input buffer at an index masked into its range.
func (pr *printer) load(e *expr) string {
	buf, et, al := "in32", "i32", 4
	if e.buf == 1 {
		buf, et, al = "in64", "i64", 8
	}
	if e.t.isFloat() {
		et = e.t.String()
	}
	n := len(pr.k.bufferNamed(buf).Init)
	idx := pr.op("and i32 %s, %d", pr.expr(e.a[0]), n-1)
	ptr := pr.op("getelementptr inbounds %s, ptr%s %%%s, i32 %s", et, pr.as(1), buf, idx)
	return pr.op("load %s, ptr%s %s, align %d", et, pr.as(1), ptr, al)
}

// lane prints a cross-lane operation; the generator puts them only where
// the whole wave runs together.
func (pr *printer) lane(e *expr) string {
	switch e.op {
	case "readfirstlane":
		a := pr.expr(e.a[0])
		return pr.call(tI32, "llvm.amdgcn.readfirstlane", "i32 "+a)
	}
	lo := pr.call(tI32, "llvm.amdgcn.mbcnt.lo", "i32 -1", "i32 0")
	return pr.call(tI32, "llvm.amdgcn.mbcnt.hi", "i32 -1", "i32 "+lo)
}
