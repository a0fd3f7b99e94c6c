package irgen

import (
	"fmt"
	"sort"
	"strings"
)

// printer prints a program as the device kernel or as the host's phase
// functions. Variables are SSA values: env holds each one's current value
// and block the block being printed, for the phis where paths join.
type printer struct {
	host  bool
	k     *Kernel
	p     *program
	lines []string
	n     int
	env   []string
	block string
	loopI []string
	decls map[string]string
	phase int
	label int
}

func (pr *printer) emit(format string, a ...any) {
	pr.lines = append(pr.lines, "  "+fmt.Sprintf(format, a...))
}

func (pr *printer) startBlock(l string) {
	pr.lines = append(pr.lines, l+":")
	pr.block = l
}

func (pr *printer) fresh() string {
	pr.n++
	return fmt.Sprintf("%%t%d", pr.n)
}

// as is a pointer type's address space qualifier on the device; the host
// has only one address space.
func (pr *printer) as(n int) string {
	if pr.host {
		return ""
	}
	return fmt.Sprintf(" addrspace(%d)", n)
}

// call prints a call of an intrinsic and records its declaration.
func (pr *printer) call(ret typ, name string, args ...string) string {
	var types []string
	for _, a := range args {
		types = append(types, strings.SplitN(a, " ", 2)[0])
	}
	pr.decls[name] = fmt.Sprintf("declare %s @%s(%s)", ret, name, strings.Join(types, ", "))
	r := pr.fresh()
	pr.emit("%s = call %s @%s(%s)", r, ret, name, strings.Join(args, ", "))
	return r
}

func (pr *printer) op(format string, a ...any) string {
	r := pr.fresh()
	pr.emit("%s = "+format, append([]any{r}, a...)...)
	return r
}

// canon replaces any NaN by the quiet NaN: the NaNs that x86 and AMDGPU
// make differ in sign and payload.
func (pr *printer) canon(t typ, x string) string {
	u := pr.op("fcmp uno %s %s, %s", t, x, x)
	return pr.op("select i1 %s, %s %s, %s %s", u, t, constant(t, t.quietNaN()), t, x)
}

func (pr *printer) params() string {
	var ps []string
	for i, a := range pr.k.Args {
		if a.Buffer != "" {
			ps = append(ps, fmt.Sprintf("ptr%s %%%s", pr.as(1), a.Buffer))
			continue
		}
		t := "i32"
		if a.Type == "u64" {
			t = "i64"
		}
		ps = append(ps, fmt.Sprintf("%s %%%s", t, argName(pr.k.Args, i)))
	}
	return strings.Join(ps, ", ")
}

// ids prints the ids every phase starts with.
func (pr *printer) ids() {
	wg, grid := pr.k.Workgroup, pr.k.Grid
	for d, c := range "xy" {
		if d == 1 && grid[1] == 1 {
			pr.emit("%%tid.y = add i32 0, 0")
			pr.emit("%%wg.y = add i32 0, 0")
			continue
		}
		if pr.host {
			pr.emit("%%tid.%c.p = getelementptr inbounds [3 x i32], ptr @__ws.local, i32 0, i32 %d", c, d)
			pr.emit("%%tid.%c = load i32, ptr %%tid.%c.p", c, c)
			pr.emit("%%wg.%c.p = getelementptr inbounds [3 x i32], ptr @__ws.group, i32 0, i32 %d", c, d)
			pr.emit("%%wg.%c = load i32, ptr %%wg.%c.p", c, c)
			continue
		}
		for _, id := range []string{"workitem", "workgroup"} {
			n := "tid"
			if id == "workgroup" {
				n = "wg"
			}
			name := fmt.Sprintf("llvm.amdgcn.%s.id.%c", id, c)
			pr.decls[name] = fmt.Sprintf("declare i32 @%s()", name)
			pr.emit("%%%s.%c = call i32 @%s()", n, c, name)
		}
	}
	pr.emit("%%lid.y = mul i32 %%tid.y, %d", wg[0])
	pr.emit("%%lid = add i32 %%lid.y, %%tid.x")
	pr.emit("%%gx.b = mul i32 %%wg.x, %d", wg[0])
	pr.emit("%%gx = add i32 %%gx.b, %%tid.x")
	pr.emit("%%gy.b = mul i32 %%wg.y, %d", wg[1])
	pr.emit("%%gy = add i32 %%gy.b, %%tid.y")
	pr.emit("%%gid.b = mul i32 %%gy, %d", grid[0])
	pr.emit("%%gid = add i32 %%gid.b, %%gx")
}

func (pr *printer) localSize() int { return pr.k.Workgroup[0] * pr.k.Workgroup[1] }

func (pr *printer) ldsPtr(arr int, idx string) string {
	nl := pr.localSize()
	return pr.op("getelementptr inbounds [%d x i32], ptr%s @lds%d, i32 0, i32 %s", nl, pr.as(3), arr, idx)
}

// define starts the kernel, or on the host the function of the next phase.
func (pr *printer) define() {
	if pr.host {
		pr.lines = append(pr.lines, fmt.Sprintf("define internal void @%s.phase%d(%s) {", pr.k.Name, pr.phase, pr.params()))
	} else {
		pr.lines = append(pr.lines, fmt.Sprintf("define amdgpu_kernel void @%s(%s) {", pr.k.Name, pr.params()))
	}
	pr.startBlock("entry")
	pr.ids()
}

func (pr *printer) savePtr(i int) string {
	return pr.op("getelementptr inbounds [%d x %s], ptr @__ws.save.v%d, i32 0, i32 %%lid", pr.localSize(), pr.p.vars[i].t, i)
}

func (pr *printer) barrier() {
	if !pr.host {
		pr.emit("fence syncscope(\"workgroup\") release")
		pr.decls["llvm.amdgcn.s.barrier"] = "declare void @llvm.amdgcn.s.barrier()"
		pr.emit("call void @llvm.amdgcn.s.barrier()")
		pr.emit("fence syncscope(\"workgroup\") acquire")
		return
	}
	// The host runs each phase for every work-item of the workgroup before
	// the next: the variables live across the barrier wait in memory.
	for i, d := range pr.p.vars {
		pr.emit("store %s %s, ptr %s", d.t, pr.env[i], pr.savePtr(i))
	}
	pr.emit("ret void")
	pr.lines = append(pr.lines, "}", "")
	pr.phase++
	pr.define()
	for i, d := range pr.p.vars {
		pr.env[i] = pr.op("load %s, ptr %s", d.t, pr.savePtr(i))
	}
}

// body prints the kernel (device) or its phase functions (host).
func (pr *printer) body() {
	pr.define()
	p := pr.p
	if p.nguard {
		pr.emit("%%nok = icmp ult i32 %%gid, %%n")
		pr.emit("br i1 %%nok, label %%body, label %%past.n")
		pr.startBlock("past.n")
		pr.emit("ret void")
		pr.startBlock("body")
	}
	pr.env = make([]string, len(p.vars))
	for i, d := range p.vars {
		pr.env[i] = pr.expr(d.init)
	}
	if p.lds {
		// Both arrays get a value in every slot before anyone reads.
		a := pr.op("mul i32 %%gid, -1640531535")
		pr.emit("store i32 %s, ptr%s %s, align 4", a, pr.as(3), pr.ldsPtr(0, "%lid"))
		b := pr.op("xor i32 %%gid, 1431655765")
		pr.emit("store i32 %s, ptr%s %s, align 4", b, pr.as(3), pr.ldsPtr(1, "%lid"))
		pr.barrier()
	}
	pr.stmts(p.body)
	pr.emit("ret void")
	pr.lines = append(pr.lines, "}")
}

func (pr *printer) stmts(ss []*stmt) {
	for _, s := range ss {
		pr.stmt(s)
	}
}

func (pr *printer) stmt(s *stmt) {
	switch s.k {
	case sAssign:
		pr.env[s.v] = pr.expr(s.e)
	case sIf:
		pr.ifStmt(s)
	case sLoop:
		pr.loop(s)
	case sStore:
		pr.store(s)
	case sAtomic:
		pr.atomic(s)
	case sLDSStore:
		v := pr.expr(s.e)
		pr.emit("store i32 %s, ptr%s %s, align 4", v, pr.as(3), pr.ldsPtr(s.v, "%lid"))
	case sBarrier:
		pr.barrier()
	}
}

func (pr *printer) newLabel(kind string) string {
	pr.label++
	return fmt.Sprintf("%s%d", kind, pr.label)
}

func (pr *printer) ifStmt(s *stmt) {
	c := pr.expr(s.cond)
	l := pr.newLabel("if")
	elseL := l + ".end"
	if s.els != nil {
		elseL = l + ".else"
	}
	pr.emit("br i1 %s, label %%%s.then, label %%%s", c, l, elseL)
	env0, block0 := append([]string(nil), pr.env...), pr.block
	pr.startBlock(l + ".then")
	pr.stmts(s.then)
	envT, blockT := pr.env, pr.block
	pr.emit("br label %%%s.end", l)
	pr.env = append([]string(nil), env0...)
	envE, blockE := env0, block0
	if s.els != nil {
		pr.startBlock(l + ".else")
		pr.stmts(s.els)
		envE, blockE = pr.env, pr.block
		pr.emit("br label %%%s.end", l)
	}
	pr.startBlock(l + ".end")
	pr.env = make([]string, len(envT))
	for i := range envT {
		if envT[i] == envE[i] {
			pr.env[i] = envT[i]
			continue
		}
		pr.env[i] = pr.op("phi %s [%s, %%%s], [%s, %%%s]", pr.p.vars[i].t, envT[i], blockT, envE[i], blockE)
	}
}

// assigned lists the variables that statements assign, in order.
func assigned(ss []*stmt, set map[int]bool) {
	for _, s := range ss {
		if s.k == sAssign {
			set[s.v] = true
		}
		assigned(s.then, set)
		assigned(s.els, set)
	}
}

func (pr *printer) loop(s *stmt) {
	tc := pr.expr(s.trip)
	l := pr.newLabel("loop")
	pre := pr.block
	pr.emit("br label %%%s.head", l)
	pr.startBlock(l + ".head")
	i := "%" + l + ".i"
	pr.emit("%s = phi i32 [0, %%%s], [%s.next, %%%s.latch]", i, pre, i, l)
	set := map[int]bool{}
	assigned(s.then, set)
	var vs []int
	for v := range set {
		vs = append(vs, v)
	}
	sort.Ints(vs)
	at := map[int]int{}
	for _, v := range vs {
		h := pr.fresh()
		at[v] = len(pr.lines)
		pr.emit("%s = phi %s [%s, %%%s], [@LATCH@, %%%s.latch]", h, pr.p.vars[v].t, pr.env[v], pre, l)
		pr.env[v] = h
	}
	envH := append([]string(nil), pr.env...)
	pr.emit("%%%s.c = icmp ult i32 %s, %s", l, i, tc)
	pr.emit("br i1 %%%s.c, label %%%s.body, label %%%s.exit", l, l, l)
	pr.startBlock(l + ".body")
	pr.loopI = append(pr.loopI, i)
	pr.stmts(s.then)
	var bc string
	if s.cond != nil {
		bc = pr.expr(s.cond)
	}
	pr.loopI = pr.loopI[:len(pr.loopI)-1]
	envB, blockB := pr.env, pr.block
	if s.cond != nil {
		pr.emit("br i1 %s, label %%%s.exit, label %%%s.latch", bc, l, l)
	} else {
		pr.emit("br label %%%s.latch", l)
	}
	for _, v := range vs {
		pr.lines[at[v]] = strings.Replace(pr.lines[at[v]], "@LATCH@", envB[v], 1)
	}
	pr.startBlock(l + ".latch")
	pr.emit("%s.next = add i32 %s, 1", i, i)
	pr.emit("br label %%%s.head", l)
	pr.startBlock(l + ".exit")
	pr.env = envH
	if s.cond != nil {
		pr.env = append([]string(nil), envH...)
		for _, v := range vs {
			pr.env[v] = pr.op("phi %s [%s, %%%s.head], [%s, %%%s]", pr.p.vars[v].t, envH[v], l, envB[v], blockB)
		}
	}
}

// storable converts a value to what its output buffer holds: integers up
// to 32 bits zero-extended, floats with any NaN made the quiet NaN.
func (pr *printer) storable(t typ, v string) (string, string) {
	switch t {
	case tI1, tI8, tI16:
		return "i32", pr.op("zext %s %s to i32", t, v)
	case tF16:
		b := pr.op("bitcast half %s to i16", pr.canon(t, v))
		return "i32", pr.op("zext i16 %s to i32", b)
	case tF32, tF64:
		return t.String(), pr.canon(t, v)
	}
	return t.String(), v
}

// slotIndex is an index in the work-item's own slots of a buffer:
// gid*slots plus a constant or a value masked to the slots.
func (pr *printer) slotIndex(slots int, s *stmt) string {
	var off string
	if s.idx == nil {
		off = fmt.Sprint(s.slot)
	} else {
		off = pr.op("and i32 %s, %d", pr.expr(s.idx), slots-1)
	}
	base := pr.op("mul i32 %%gid, %d", slots)
	return pr.op("add i32 %s, %s", base, off)
}

func (pr *printer) store(s *stmt) {
	v := pr.expr(s.e)
	t, sv := pr.storable(s.e.t, v)
	buf, slots := "out32", slots32
	if s.v == 1 {
		buf, slots = "out64", slots64
	}
	idx := pr.slotIndex(slots, s)
	ptr := pr.op("getelementptr inbounds %s, ptr%s %%%s, i32 %s", t, pr.as(1), buf, idx)
	pr.emit("store %s %s, ptr%s %s, align %d", t, sv, pr.as(1), ptr, 4*(s.v+1))
}

func (pr *printer) atomic(s *stmt) {
	v := pr.expr(s.e)
	t, buf := "i32", "atom32"
	if s.v == 1 {
		t, buf = "i64", "atom64"
	}
	region := 0
	for i, op := range atomicOps {
		if op == s.op {
			region = i
		}
	}
	// Each location takes one operation only, so that its final value
	// does not depend on the order of the work-items.
	off := pr.op("and i32 %s, %d", pr.expr(s.idx), atomSlots-1)
	idx := pr.op("add i32 %s, %d", off, region*atomSlots)
	ptr := pr.op("getelementptr inbounds %s, ptr%s %%%s, i32 %s", t, pr.as(1), buf, idx)
	scope := ""
	if s.scope != "" && !pr.host {
		scope = fmt.Sprintf(" syncscope(%q)", s.scope)
	}
	pr.op("atomicrmw %s ptr%s %s, %s %s%s %s", s.op, pr.as(1), ptr, t, v, scope, s.order)
}

// argName names a kernel parameter: a buffer by its name, the scalars
// a0 (i32), a1 (i64) and, last, the element count n.
func argName(args []Arg, i int) string {
	switch {
	case args[i].Buffer != "":
		return args[i].Buffer
	case i == len(args)-1:
		return "n"
	case args[i].Type == "u64":
		return "a1"
	}
	return "a0"
}
