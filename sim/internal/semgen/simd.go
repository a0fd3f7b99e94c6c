package main

// The vector executor (sim/sem_simd_gen.go): for the rows whose semantics
// are plain 32-bit lane arithmetic, the same statement list translated to
// simd/archsimd operations on 16 lanes at a time (AVX-512). The translator
// reads the row's Sem as Go syntax and accepts a small subset; a row
// outside it simply gets no vector function, and the scalar one runs.
//
// Accepted statement lists (every operand one dword: b32, u32, i32, f32):
//
//	d = E                  E: + - * & | ^ &^ << >> on integers, + - * on
//	                       floats, unary ^ and -, min/max of integers,
//	                       fma32, sext24, float32(x), uint32(x), int32(x),
//	                       integer literals; uint8(x), uint16(x), int8(x),
//	                       int16(x) only where a conversion to 32 bits
//	                       takes the narrow value at once (arithmetic in
//	                       8 or 16 bits would wrap where the lanes do not)
//	d = E; if ci { d = F } (v_cndmask_b32)
//	co = B                 B: comparisons, &&, ||, !, true, false (VOPC)
//
// A float result that is NaN is the one case where the vector unit and
// Go's scalar float arithmetic may differ (which NaN payload survives), so
// both apply the NaN rule (nanRule) to such lanes: the vector function is
// exact by construction, not by the hardware's NaN rules.

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"sort"
	"strconv"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// vtype is the archsimd type of a lane value.
type vtype int

const (
	vNone vtype = iota
	vU32
	vI32
	vF32
)

func (t vtype) name() string {
	return [...]string{"", "Uint32x16", "Int32x16", "Float32x16"}[t]
}

func vtypeOf(t isa.Type) vtype {
	switch t {
	case isa.TB32, isa.TU32:
		return vU32
	case isa.TI32:
		return vI32
	case isa.TF32:
		return vF32
	}
	return vNone
}

// vexpr is a translated expression: Go source of an archsimd value, or an
// untyped integer constant (t == vNone) that takes its type from the other
// operand.
type vexpr struct {
	src   string
	t     vtype
	konst bool
	val   uint64
	// narrow: the value of an 8- or 16-bit conversion, held extended to
	// 32 bits; only a conversion may take it.
	narrow bool
}

// vtrans translates one row.
type vtrans struct {
	sem   string
	env   map[string]vtype // a, b, c, d (tied) and their types
	float bool             // the result involves float arithmetic
	// floatIn: a float operand or float arithmetic (not only
	// conversions of integers, which are never NaN) makes the result.
	floatIn bool
}

var errUnsupported = fmt.Errorf("outside the vector subset")

// genVector returns the body of a row's vector function, or ok false when
// the row is outside the subset.
func genVector(op *isa.Op) (body string, ok bool) {
	dst, srcs := valuArgs(op)
	hasCi, hasCo := uses(op.Sem, "ci"), uses(op.Sem, "co")
	tr := &vtrans{sem: op.Sem, env: map[string]vtype{}}
	for i, s := range srcs {
		if i >= 3 || vtypeOf(s.Type) == vNone {
			return "", false
		}
		tr.env[[]string{"a", "b", "c"}[i]] = vtypeOf(s.Type)
	}
	if dst != nil {
		if vtypeOf(dst.Type) == vNone {
			return "", false
		}
		if op.Tied {
			tr.env["d"] = vtypeOf(dst.Type)
		}
	}
	stmts, err := parseSem(op.Sem)
	if err != nil || uses(op.Sem, "lane") {
		return "", false
	}
	switch {
	case dst != nil && !hasCo && len(stmts) == 1:
		return tr.assign(op, stmts[0], nil, vtypeOf(dst.Type))
	case dst != nil && !hasCo && hasCi && len(stmts) == 2:
		return tr.assign(op, stmts[0], stmts[1], vtypeOf(dst.Type))
	case dst == nil && hasCo && !hasCi && len(stmts) == 1:
		return tr.compare(stmts[0])
	}
	return "", false
}

func parseSem(sem string) ([]ast.Stmt, error) {
	f, err := parser.ParseFile(token.NewFileSet(), "", "package p\nfunc f() {\n"+sem+"\n}\n", 0)
	if err != nil {
		return nil, err
	}
	return f.Decls[0].(*ast.FuncDecl).Body.List, nil
}

// lhs returns the single name an assignment `name = E` sets, and E.
func lhs(s ast.Stmt) (string, ast.Expr) {
	as, ok := s.(*ast.AssignStmt)
	if !ok || as.Tok != token.ASSIGN || len(as.Lhs) != 1 || len(as.Rhs) != 1 {
		return "", nil
	}
	id, ok := as.Lhs[0].(*ast.Ident)
	if !ok {
		return "", nil
	}
	return id.Name, as.Rhs[0]
}

// assign translates `d = E`, or with sel, `d = E; if ci { d = F }`.
func (tr *vtrans) assign(op *isa.Op, s, sel ast.Stmt, dt vtype) (string, bool) {
	name, e := lhs(s)
	if name != "d" {
		return "", false
	}
	r, err := tr.typed(e, dt)
	if err != nil {
		return "", false
	}
	if sel != nil {
		ifs, ok := sel.(*ast.IfStmt)
		if !ok || ifs.Init != nil || ifs.Else != nil || len(ifs.Body.List) != 1 {
			return "", false
		}
		if id, ok := ifs.Cond.(*ast.Ident); !ok || id.Name != "ci" {
			return "", false
		}
		name, f := lhs(ifs.Body.List[0])
		if name != "d" {
			return "", false
		}
		y, err := tr.typed(f, dt)
		if err != nil {
			return "", false
		}
		r = fmt.Sprintf("%s.Merge(%s, archsimd.Mask32x16FromBits(uint16(x.ci>>uint(at))))", y, r)
	}
	nanRule := tr.float || dt == vF32
	if nanRule && !plainFloat(op) {
		if tr.floatIn {
			return "", false // its NaN lanes would have no rule to follow
		}
		// Floats made from integers only (float32(uint8(a))): never a
		// NaN, and the scalar function has no rule either.
		nanRule = false
	}
	nans := nanOperands(op)
	return tr.chunks(func(b *strings.Builder, at, m string) {
		fmt.Fprintf(b, "r := %s\n", strings.ReplaceAll(r, ">>uint(at)", shiftBy(at)))
		if nanRule {
			// NaN results follow the NaN rule: the first NaN operand, quieted
			// (set last, so it wins), or the operation's own default NaN.
			if m == "" {
				b.WriteString("if nan := r.IsNaN(); nan.ToBits() != 0 {\nq := r\n")
			} else {
				fmt.Fprintf(b, "if nan := r.IsNaN(); nan.ToBits()&%s != 0 {\nq := r\n", m)
			}
			for i := len(nans) - 1; i >= 0; i-- {
				fmt.Fprintf(b, "q = firstNaN(%s, q)\n", strings.ToLower(nans[i]))
			}
			b.WriteString("r = q.Merge(r, nan)\n}\n")
		}
		u := "r"
		if dt != vU32 {
			u = "r.AsUint32x16()"
		}
		if m == "" {
			fmt.Fprintf(b, "%s.Store((*[16]uint32)(xd[%s]))\n", u, chunkRange(at))
		} else {
			fmt.Fprintf(b, "storeLanes(xd, %s, %s, %s)\n", at, m, u)
		}
	}, ""), true
}

// chunks writes a vector function's body: 16 lanes at a time, each
// chunk's statements from chunk (at is the chunk's first lane, m its
// mask of active lanes, "" when every lane is). When the whole wave is
// active, as in most code, the chunks are written out one after the
// other with constant offsets: no per-chunk mask test, loop or bounds
// check. Otherwise a loop skips the chunks without active lanes. The
// operand arrays come as arguments (xa, xb, xc, xd), in registers, where
// the stores cannot change them (a store through *x could, for all the
// compiler knows, and made it reload them for every chunk); the executor
// passes them without storing them in x. result is the statement that
// ends the function (x.co = co), if any.
func (tr *vtrans) chunks(chunk func(b *strings.Builder, at, m string), result string) string {
	var b strings.Builder
	if result != "" {
		b.WriteString("var co uint64\n")
	}
	b.WriteString("if x.exec == x.full {\n")
	for _, at := range []string{"0", "16", "32", "48"} {
		if at == "32" {
			b.WriteString("if x.n == 64 {\n")
		}
		b.WriteString("{\n")
		tr.loads(&b, at)
		chunk(&b, at, "")
		b.WriteString("}\n")
	}
	b.WriteString("}\n")
	if result != "" {
		b.WriteString(result + "\n")
	}
	b.WriteString("return\n}\n")
	b.WriteString("exec := x.exec\nfor at := 0; at < x.n; at += 16 {\n")
	b.WriteString("m := uint16(exec >> uint(at))\nif m == 0 {\ncontinue\n}\n")
	tr.loads(&b, "at")
	chunk(&b, "at", "m")
	b.WriteString("}\n")
	if result != "" {
		b.WriteString(result + "\n")
	}
	return b.String()
}

// compare translates `co = B`: the lane mask of the active lanes where B
// holds.
func (tr *vtrans) compare(s ast.Stmt) (string, bool) {
	name, e := lhs(s)
	if name != "co" {
		return "", false
	}
	bits, err := tr.boolean(e)
	if err != nil {
		return "", false
	}
	return tr.chunks(func(b *strings.Builder, at, m string) {
		if m == "" {
			fmt.Fprintf(b, "co |= uint64(%s)%s\n", bits, strings.Replace(shiftBy(at), ">>", " << ", 1))
			return
		}
		fmt.Fprintf(b, "co |= uint64((%s)&%s) << uint(%s)\n", bits, m, at)
	}, "x.co = co"), true
}

// loads writes the loads of chunk at of the operands the row reads.
func (tr *vtrans) loads(b *strings.Builder, at string) {
	for _, n := range []string{"a", "b", "c", "d"} {
		t, ok := tr.env[n]
		if !ok || !uses(tr.sem, n) {
			continue
		}
		fmt.Fprintf(b, "%s := archsimd.LoadUint32x16((*[16]uint32)(x%s[%s]))", n, n, chunkRange(at))
		if t != vU32 {
			fmt.Fprintf(b, ".As%s()", t.name())
		}
		b.WriteString("\n")
	}
}

// chunkRange is the index range of chunk at: a variable, or a constant
// offset of the unrolled path.
func chunkRange(at string) string {
	k, err := strconv.Atoi(at)
	if err != nil {
		return at + " : " + at + "+16"
	}
	return fmt.Sprintf("%d:%d", k, k+16)
}

// shiftBy is the shift that brings chunk at's lanes of a lane mask to its
// low bits (">>uint(at)", ">>16"); none for the first chunk.
func shiftBy(at string) string {
	switch at {
	case "0":
		return ""
	case "16", "32", "48":
		return ">>" + at
	}
	return ">>uint(" + at + ")"
}

// boolean translates a lane condition to a uint16 expression (one bit per
// lane of the chunk).
func (tr *vtrans) boolean(e ast.Expr) (string, error) {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return tr.boolean(e.X)
	case *ast.Ident:
		switch e.Name {
		case "true":
			return "0xffff", nil
		case "false":
			return "0", nil
		}
	case *ast.UnaryExpr:
		if e.Op == token.NOT {
			x, err := tr.boolean(e.X)
			return "^(" + x + ")", err
		}
	case *ast.BinaryExpr:
		return tr.boolBinary(e)
	}
	return "", errUnsupported
}

var compareMethod = map[token.Token]string{
	token.LSS: "Less", token.LEQ: "LessEqual", token.GTR: "Greater", token.GEQ: "GreaterEqual",
	token.EQL: "Equal", token.NEQ: "NotEqual",
}

func (tr *vtrans) boolBinary(e *ast.BinaryExpr) (string, error) {
	switch e.Op {
	case token.LAND, token.LOR:
		x, err := tr.boolean(e.X)
		if err != nil {
			return "", err
		}
		y, err := tr.boolean(e.Y)
		if err != nil {
			return "", err
		}
		op := " & "
		if e.Op == token.LOR {
			op = " | "
		}
		return "(" + x + ")" + op + "(" + y + ")", nil
	}
	m, ok := compareMethod[e.Op]
	if !ok {
		return "", errUnsupported
	}
	x, y, err := tr.pair(e.X, e.Y)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%s.%s(%s).ToBits()", x.src, m, y.src), nil
}

// typed translates e and materializes a constant as type t.
func (tr *vtrans) typed(e ast.Expr, t vtype) (string, error) {
	x, err := tr.expr(e)
	if err != nil {
		return "", err
	}
	if x.konst && x.t == vNone {
		x = materialize(x, t)
	}
	if x.t != t || x.narrow {
		return "", errUnsupported
	}
	return x.src, nil
}

// materialize broadcasts an untyped constant as type t.
func materialize(x vexpr, t vtype) vexpr {
	if t == vF32 || t == vNone {
		return vexpr{t: vNone, src: "invalid"}
	}
	v := x.val & 0xffffffff
	src := fmt.Sprintf("archsimd.BroadcastUint32x16(%#x)", v)
	if t == vI32 {
		src += ".AsInt32x16()"
	}
	return vexpr{src: src, t: t, konst: true, val: v}
}

// pair translates two operands of one type (a constant takes the other's).
func (tr *vtrans) pair(ex, ey ast.Expr) (vexpr, vexpr, error) {
	x, err := tr.expr(ex)
	if err != nil {
		return x, x, err
	}
	y, err := tr.expr(ey)
	if err != nil {
		return x, y, err
	}
	switch {
	case x.t == vNone && y.t == vNone:
		return x, y, errUnsupported // constant folding is the scalar side's
	case x.t == vNone:
		x = materialize(x, y.t)
	case y.t == vNone:
		y = materialize(y, x.t)
	}
	if x.t != y.t || x.t == vNone || x.narrow || y.narrow {
		return x, y, errUnsupported
	}
	return x, y, nil
}

func (tr *vtrans) expr(e ast.Expr) (vexpr, error) {
	switch e := e.(type) {
	case *ast.ParenExpr:
		return tr.expr(e.X)
	case *ast.Ident:
		if t, ok := tr.env[e.Name]; ok {
			tr.floatIn = tr.floatIn || t == vF32
			return vexpr{src: e.Name, t: t}, nil
		}
	case *ast.BasicLit:
		if e.Kind == token.INT {
			v, err := strconv.ParseUint(e.Value, 0, 64)
			if err == nil && v <= 0xffffffff {
				return vexpr{konst: true, val: v}, nil
			}
		}
	case *ast.UnaryExpr:
		return tr.unary(e)
	case *ast.BinaryExpr:
		return tr.binary(e)
	case *ast.CallExpr:
		return tr.call(e)
	}
	return vexpr{}, errUnsupported
}

// unary: ^x of an integer; -x of an integer (0 - x, wrapping as Go's
// does) or of a constant.
func (tr *vtrans) unary(e *ast.UnaryExpr) (vexpr, error) {
	x, err := tr.expr(e.X)
	switch {
	case err != nil || x.t == vF32 || x.narrow || e.Op != token.XOR && e.Op != token.SUB:
		return vexpr{}, errUnsupported
	case e.Op == token.SUB && x.konst && x.t == vNone:
		return vexpr{konst: true, val: -x.val & 0xffffffff}, nil
	case x.t == vNone:
		return vexpr{}, errUnsupported
	case e.Op == token.SUB:
		zero := materialize(vexpr{konst: true}, x.t)
		return vexpr{src: fmt.Sprintf("%s.Sub(%s)", zero.src, x.src), t: x.t}, nil
	}
	ones := materialize(vexpr{konst: true, val: 0xffffffff}, x.t)
	return vexpr{src: fmt.Sprintf("%s.Xor(%s)", x.src, ones.src), t: x.t}, nil
}

var (
	intMethod   = map[token.Token]string{token.ADD: "Add", token.SUB: "Sub", token.MUL: "Mul", token.AND: "And", token.OR: "Or", token.XOR: "Xor", token.AND_NOT: "AndNot"}
	floatMethod = map[token.Token]string{token.ADD: "Add", token.SUB: "Sub", token.MUL: "Mul"}
)

func (tr *vtrans) binary(e *ast.BinaryExpr) (vexpr, error) {
	if e.Op == token.SHL || e.Op == token.SHR {
		return tr.shift(e)
	}
	x, y, err := tr.pair(e.X, e.Y)
	if err != nil {
		return vexpr{}, err
	}
	methods := intMethod
	if x.t == vF32 {
		methods = floatMethod
		tr.float, tr.floatIn = true, true
	}
	m, ok := methods[e.Op]
	if !ok {
		return vexpr{}, errUnsupported
	}
	return vexpr{src: fmt.Sprintf("%s.%s(%s)", x.src, m, y.src), t: x.t}, nil
}

// shift: a shift count is unsigned in Go and in the vector instructions
// (VPSLLVD, VPSRLVD, VPSRAVD), and both give 0 (or the sign) for counts
// of 32 and more.
func (tr *vtrans) shift(e *ast.BinaryExpr) (vexpr, error) {
	x, err := tr.expr(e.X)
	if err != nil || x.t == vF32 || x.t == vNone || x.narrow {
		return vexpr{}, errUnsupported
	}
	n, err := tr.expr(e.Y)
	if err != nil || n.narrow {
		return vexpr{}, errUnsupported
	}
	m := "ShiftLeft"
	if e.Op == token.SHR {
		m = "ShiftRight"
	}
	switch {
	case n.konst && n.t == vNone:
		return vexpr{src: fmt.Sprintf("%s.%s(%s)", x.src, strings.Replace(m, "Shift", "ShiftAll", 1), strconv.FormatUint(n.val, 10)), t: x.t}, nil
	case n.t != vU32:
		return vexpr{}, errUnsupported
	}
	count := n.src
	if x.t == vI32 {
		count += ".AsInt32x16()"
	}
	return vexpr{src: fmt.Sprintf("%s.%s(%s)", x.src, m, count), t: x.t}, nil
}

func (tr *vtrans) call(e *ast.CallExpr) (vexpr, error) {
	fn, ok := e.Fun.(*ast.Ident)
	if !ok || e.Ellipsis != token.NoPos {
		return vexpr{}, errUnsupported
	}
	switch fn.Name {
	case "min", "max":
		return tr.minMax(fn.Name, e.Args)
	case "fma32":
		if len(e.Args) != 3 {
			return vexpr{}, errUnsupported
		}
		var xs [3]vexpr
		for i, a := range e.Args {
			x, err := tr.expr(a)
			if err != nil || x.t != vF32 {
				return vexpr{}, errUnsupported
			}
			xs[i] = x
		}
		tr.float, tr.floatIn = true, true
		return vexpr{src: fmt.Sprintf("%s.MulAdd(%s, %s)", xs[0].src, xs[1].src, xs[2].src), t: vF32}, nil
	case "float32", "uint32", "int32", "uint8", "uint16", "int8", "int16":
		if len(e.Args) != 1 {
			return vexpr{}, errUnsupported
		}
		return tr.convert(fn.Name, e.Args[0])
	case "sext24":
		// sext24(v int32) int32 is v << 8 >> 8 (sem_helpers.go).
		if len(e.Args) != 1 {
			return vexpr{}, errUnsupported
		}
		x, err := tr.expr(e.Args[0])
		if err != nil || x.t != vI32 || x.narrow {
			return vexpr{}, errUnsupported
		}
		return vexpr{src: x.src + ".ShiftAllLeft(8).ShiftAllRight(8)", t: vI32}, nil
	}
	return vexpr{}, errUnsupported
}

func (tr *vtrans) minMax(name string, args []ast.Expr) (vexpr, error) {
	if len(args) < 2 {
		return vexpr{}, errUnsupported
	}
	m := "Min"
	if name == "max" {
		m = "Max"
	}
	xs := make([]vexpr, len(args))
	t := vNone
	for i, a := range args {
		x, err := tr.expr(a)
		if err != nil || x.narrow || x.t != vNone && t != vNone && x.t != t {
			return vexpr{}, errUnsupported
		}
		if x.t != vNone {
			t = x.t
		}
		xs[i] = x
	}
	if t == vF32 || t == vNone {
		return vexpr{}, errUnsupported // float min/max have NaN and signed-zero rules
	}
	// A constant operand takes the others' type, as in Go.
	for i := range xs {
		if xs[i].t == vNone {
			xs[i] = materialize(xs[i], t)
		}
	}
	acc := xs[0]
	for _, y := range xs[1:] {
		acc = vexpr{src: fmt.Sprintf("%s.%s(%s)", acc.src, m, y.src), t: t}
	}
	return acc, nil
}

// convert: float32 of a float is its value (the explicit conversion only
// keeps Go from fusing a multiply into an add, and vector operations never
// fuse); of an integer, a conversion rounding to nearest even, as Go's.
// Between uint32 and int32 the bits stay.
//
// A constant converted to uint32 or int32 is that typed constant. To 8 or
// 16 bits, an integer keeps its low bits, zero- or sign-extended in the
// lane (narrow).
func (tr *vtrans) convert(to string, arg ast.Expr) (vexpr, error) {
	x, err := tr.expr(arg)
	switch {
	case err != nil:
		return vexpr{}, errUnsupported
	case x.konst && x.t == vNone && (to == "uint32" || to == "int32"):
		return materialize(x, map[string]vtype{"uint32": vU32, "int32": vI32}[to]), nil
	case x.t == vNone:
		return vexpr{}, errUnsupported
	}
	if bits, ok := map[string]int{"uint8": 8, "uint16": 16, "int8": 8, "int16": 16}[to]; ok {
		if x.t == vF32 {
			return vexpr{}, errUnsupported
		}
		if to[0] == 'u' {
			mask := materialize(vexpr{konst: true, val: 1<<bits - 1}, vU32)
			return vexpr{src: fmt.Sprintf("%s.And(%s)", asType(x, vU32), mask.src), t: vU32, narrow: true}, nil
		}
		return vexpr{src: fmt.Sprintf("%s.ShiftAllLeft(%d).ShiftAllRight(%d)", asType(x, vI32), 32-bits, 32-bits), t: vI32, narrow: true}, nil
	}
	switch {
	case to == "float32" && x.t == vF32:
		return x, nil
	case to == "float32":
		tr.float = true
		return vexpr{src: x.src + ".ConvertToFloat32()", t: vF32}, nil
	case x.t == vF32:
		return vexpr{}, errUnsupported
	case to == "uint32":
		return vexpr{src: asType(x, vU32), t: vU32}, nil
	}
	return vexpr{src: asType(x, vI32), t: vI32}, nil
}

func asType(x vexpr, t vtype) string {
	if x.t == t {
		return x.src
	}
	return x.src + ".As" + t.name() + "()"
}

// simdHeader opens sem_simd_gen.go.
const simdHeader = `// Code generated by semgen from the isa opcode table; DO NOT EDIT.

//go:build goexperiment.simd && amd64

package sim

import "simd/archsimd"

`

// generateSIMD returns the formatted source of sem_simd_gen.go: a vector
// function for each VALU row in the subset, named and sorted like the
// scalar ones, and the table of them by row name.
func generateSIMD() ([]byte, error) {
	fns := map[string]string{}
	for _, op := range isa.Ops() {
		if op.Sem == "" || op.Unit != isa.UnitVALU {
			continue
		}
		if body, ok := genVector(op); ok {
			fns["vsem_"+op.SemName()] = body
		}
	}
	var b bytes.Buffer
	b.WriteString(simdHeader)
	names := sortedKeys(fns)
	for _, n := range names {
		fmt.Fprintf(&b, "func %s(x *valuArgs, xa, xb, xc, xd *lanes) {\n%s}\n\n", n, fns[n])
	}
	b.WriteString("var genVALUVector = map[string]vecFn{\n")
	for _, n := range names {
		fmt.Fprintf(&b, "\t%q: %s,\n", strings.TrimPrefix(n, "vsem_"), n)
	}
	b.WriteString("}\n")
	src, err := format.Source(b.Bytes())
	if err != nil {
		return b.Bytes(), fmt.Errorf("gofmt: %v", err)
	}
	return src, nil
}

func sortedKeys(m map[string]string) []string {
	names := make([]string, 0, len(m))
	for n := range m {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// NaN results of float arithmetic. Go leaves open which NaN an operation
// with NaN operands returns (the compiler may swap the operands of a
// commutative one, and x86 returns its first NaN operand), so two loops
// compiled from one row could disagree. For the rows whose semantics are
// plain float arithmetic (operators, fma32 and conversions) the generated
// code decides: the first NaN operand in operand order (a, b, c, then a
// tied destination's old value), quieted; with no NaN operand (inf - inf,
// 0 * inf) the operation's own default NaN. The vector functions send NaN
// lanes through the same code.

// plainFloat reports whether a row's semantics are one statement of plain
// float32 arithmetic with a float32 result.
func plainFloat(op *isa.Op) bool {
	var dst *isa.Spec
	for i := range op.Args {
		if op.Args[i].Def && !op.Args[i].Mask {
			dst = &op.Args[i]
		}
	}
	if dst == nil || dst.Type != isa.TF32 {
		return false
	}
	stmts, err := parseSem(op.Sem)
	if err != nil || len(stmts) != 1 {
		return false
	}
	if name, _ := lhs(stmts[0]); name != "d" {
		return false
	}
	plain := true
	ast.Inspect(stmts[0], func(n ast.Node) bool {
		if c, ok := n.(*ast.CallExpr); ok {
			if f, ok := c.Fun.(*ast.Ident); !ok || !plainCalls[f.Name] {
				plain = false
			}
		}
		return plain
	})
	return plain
}

var plainCalls = map[string]bool{"fma32": true, "float32": true, "uint32": true, "int32": true}

// nanOperands lists, in order, the arrays of the float operands of a
// plain float row (D: a tied destination's old value, still in place when
// the rule runs); nil for other rows.
func nanOperands(op *isa.Op) []string {
	if !plainFloat(op) {
		return nil
	}
	var out []string
	k := 0
	for _, s := range op.Args {
		if s.Def || s.Mask {
			continue
		}
		n := []string{"a", "b", "c"}[k]
		k++
		if s.Type == isa.TF32 && uses(op.Sem, n) {
			out = append(out, strings.ToUpper(n))
		}
	}
	if op.Tied {
		out = append(out, "D")
	}
	return out
}

// nanRule is the statement that applies the rule after a row's Sem; at
// indexes an operand's array. It reads the operands' bits from their
// arrays rather than the float variables, which leaves those dead after
// the Sem (a float kept live for the rule made the compiler convert into a
// register the previous lane's result had used, and chain the lanes).
func nanRule(op *isa.Op, at func(arr string) string) string {
	nans := nanOperands(op)
	if nans == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString("\t\tif d != d {\n\t\t\tswitch {\n")
	for _, n := range nans {
		fmt.Fprintf(&b, "\t\t\tcase isNaNBits32(%s):\n\t\t\t\td = quietNaN32(%s)\n", at(n), at(n))
	}
	b.WriteString("\t\t\t}\n\t\t}\n")
	return b.String()
}
