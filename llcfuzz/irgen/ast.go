package irgen

// The program is a tree of statements over mutable typed variables; the
// printer turns it into SSA, with phis where control flow joins. Device and
// host modules are printed from the same tree.

type exprKind int

const (
	eConst    exprKind = iota
	eVar               // v: variable index
	eLoopI             // v: loop nesting level of the counter (i32)
	eID                // v: one of the id* values
	eArg               // v: scalar argument index
	eLoad              // a[0]: i32 index, masked into range by the printer; buf
	eLDS               // a[0]: index (nil: the work-item's own slot); v: array
	eBin               // op: add sub mul and or xor
	eShift             // op: shl lshr ashr; amount masked to width-1
	eDiv               // op: udiv sdiv urem srem; divisor guarded
	eIntr1             // op: one-operand intrinsic (llvm.op.T)
	eIntr2             // op: two-operand intrinsic
	eIntr3             // op: fshl fshr fma
	eBitCnt            // op: ctlz cttz with is_zero_poison false
	eAbs               // llvm.abs with is_int_min_poison false
	eFBin              // op: fadd fsub fmul fdiv
	eFNeg              //
	eCopySign          // sign operand canonicalised
	eMinNum            // op: minnum maxnum, operands +0.0'd
	eCmp               // op: icmp or fcmp predicate; a[0], a[1]; result i1
	eSel               // a[0] i1, a[1], a[2]
	eCast              // op: trunc zext sext fpext fptrunc sitofp uitofp
	eSat               // op: fptosi fptoui (saturating)
	eBits              // float to int of its width, NaN canonicalised
	eFromBits          // int to float of its width
	eLane              // op: readfirstlane ballot mbcnt (cross-lane, i32)
)

// The ids the program may read; each is an i32.
const (
	idTidX = iota
	idTidY
	idWgX
	idWgY
	idLid // linear id in the workgroup
	idGid // linear id in the grid
	numIDs
)

var idNames = [numIDs]string{"tid.x", "tid.y", "wg.x", "wg.y", "lid", "gid"}

type expr struct {
	k   exprKind
	t   typ
	op  string
	a   []*expr
	v   uint64
	buf int // eLoad: input buffer
}

type stmtKind int

const (
	sAssign stmtKind = iota
	sIf
	sLoop
	sStore
	sAtomic
	sLDSStore
	sBarrier
)

type stmt struct {
	k    stmtKind
	v    int   // sAssign: variable; sStore/sAtomic: buffer; sLDSStore: array
	e    *expr // value
	idx  *expr // sStore/sAtomic: slot selector (nil: slot)
	slot int
	cond *expr // sIf: condition; sLoop: break condition (nil: none)
	then []*stmt
	els  []*stmt
	trip *expr // sLoop: i32 trip count (at most maxTrip)
	op   string
	// sAtomic: syncscope ("" is the default, system scope) and ordering.
	scope, order string
}

// decl is one variable with its first value.
type decl struct {
	t    typ
	init *expr
}

// program is one kernel body.
type program struct {
	vars   []decl // all declared on entry
	body   []*stmt
	nguard bool // work-items with gid >= n return at once
	lds    bool // the body starts by filling both LDS arrays, then a barrier
}
