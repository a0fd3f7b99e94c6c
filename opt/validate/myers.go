package validate

// A shortest edit script between two sequences in linear space: E. W.
// Myers, "An O(ND) Difference Algorithm and Its Variations", Algorithmica
// 1(2), 1986, 251-266. Section 3 gives the greedy search for the furthest
// reaching D-paths on each diagonal, section 4b its linear-space
// refinement: run the search from both ends at once until the two meet on
// a "middle snake", which lies on an optimal path, and recurse on the two
// halves around it. Time is O((N+M)·D), space O(N+M), for sequences of
// lengths N and M whose shortest edit script has D insertions and
// deletions.
//
// Every subproblem first drops its common prefix and suffix, which is all
// the work there is when two programs differ in a few places.

// diffWork bounds the work of an edit script: (N+M)·D, the diagonal
// steps of Myers' search, stays under it. Two 100,000-line programs that
// share nothing would need 4e10 steps (minutes); this is well under a
// second.
const diffWork = 200_000_000

// maxEdits is the most edits editScript searches for between sequences
// of n and m elements (after their common prefix and suffix) before it
// gives up on a shortest script; small inputs never give up.
func maxEdits(n, m int) int {
	return max(100, diffWork/max(1, n+m))
}

// editScript returns which elements of a a shortest edit script deletes
// and which elements of b it inserts; the others form a longest common
// subsequence, in order. When the shortest script has more than limit
// edits (maxEdits), it stops searching and returns the script that
// deletes and inserts everything between the common prefix and suffix,
// with limit > 0 to say so (0 when the script is a shortest one).
func editScript(a, b []int32) (del, ins []bool, gaveUpAt int) {
	e := &myers{a: a, b: b, del: make([]bool, len(a)), ins: make([]bool, len(b))}
	// Diagonals k = x - y of a subproblem lie in [-M, N], and the search
	// reads k-1 and k+1: vf and vb are indexed by k + off.
	e.off = len(b) + 1
	e.vf = make([]int, len(a)+len(b)+3)
	e.vb = make([]int, len(a)+len(b)+3)
	x0, x1, y0, y1 := e.trim(0, len(a), 0, len(b))
	// The top-level middle snake is found at round ceil(D/2); every
	// subproblem's script is part of the whole one, so bounding D here
	// bounds all the work that follows.
	limit := maxEdits(x1-x0, y1-y0)
	e.limit = limit
	e.compare(x0, x1, y0, y1)
	if e.gaveUp {
		return e.del, e.ins, limit
	}
	return e.del, e.ins, 0
}

type myers struct {
	a, b     []int32
	del, ins []bool
	// vf[k+off] is the furthest x a forward path reached on diagonal k
	// (x - y = k); vb[k+off] the same for a path from the far corner,
	// in coordinates counted back from the ends of a and b.
	vf, vb []int
	off    int
	// limit: the next middleSnake gives up past limit edits (0: never);
	// gaveUp: it did.
	limit  int
	gaveUp bool
}

// trim drops the common prefix and suffix of a[x0:x1] and b[y0:y1].
func (e *myers) trim(x0, x1, y0, y1 int) (int, int, int, int) {
	for x0 < x1 && y0 < y1 && e.a[x0] == e.b[y0] {
		x0, y0 = x0+1, y0+1
	}
	for x0 < x1 && y0 < y1 && e.a[x1-1] == e.b[y1-1] {
		x1, y1 = x1-1, y1-1
	}
	return x0, x1, y0, y1
}

// compare marks a shortest edit script of a[x0:x1] and b[y0:y1], or,
// when the search gives up (limit), deletes and inserts all of them.
func (e *myers) compare(x0, x1, y0, y1 int) {
	x0, x1, y0, y1 = e.trim(x0, x1, y0, y1)
	switch {
	case x0 == x1:
		for y := y0; y < y1; y++ {
			e.ins[y] = true
		}
		return
	case y0 == y1:
		for x := x0; x < x1; x++ {
			e.del[x] = true
		}
		return
	}
	// Both sides are non-empty and differ at both ends, so the script has
	// at least two edits and the halves are smaller than the whole.
	xs, ys, xe, ye, ok := e.middleSnake(e.a[x0:x1], e.b[y0:y1])
	e.limit = 0
	if !ok {
		e.gaveUp = true
		for x := x0; x < x1; x++ {
			e.del[x] = true
		}
		for y := y0; y < y1; y++ {
			e.ins[y] = true
		}
		return
	}
	e.compare(x0, x0+xs, y0, y0+ys)
	e.compare(x0+xe, x1, y0+ye, y1)
}

// middleSnake finds the middle snake of an optimal path from (0, 0) to
// (len(a), len(b)): the diagonal run from (xs, ys) to (xe, ye) on which
// the forward and backward searches meet. With e.limit set it gives up
// (ok false) once the script is known to have more than e.limit edits.
func (e *myers) middleSnake(a, b []int32) (xs, ys, xe, ye int, ok bool) {
	n, m := len(a), len(b)
	delta := n - m
	odd := delta&1 != 0
	vf, vb := e.vf[e.off-m-1:e.off+n+2], e.vb[e.off-m-1:e.off+n+2]
	off := m + 1 // vf[k+off], k in [-m-1, n+1]
	vf[off+1], vb[off+1] = 0, 0
	for d := 0; d <= (n+m+1)/2; d++ {
		// Round d searches the diagonals of d's parity in [-d, d] that
		// cross the grid ([-m, n]).
		kmin, kmax := max(-d, -m+(d+m)&1), min(d, n-(d+n)&1)
		for k := kmin; k <= kmax; k += 2 {
			x := furthest(vf, off, k, d, m, n)
			y := x - k
			x0, y0 := x, y
			for x < n && y < m && a[x] == b[y] {
				x, y = x+1, y+1
			}
			vf[off+k] = x
			// Forward diagonal k is backward diagonal delta-k. With delta
			// odd, the paths meet first between a forward path of d edits
			// and a backward one of d-1 (the backward search has run
			// rounds 0..d-1 so far).
			if kb := delta - k; odd && kb >= -(d-1) && kb <= d-1 && kb >= -m && kb <= n && x+vb[off+kb] >= n {
				return x0, y0, x, y, true
			}
		}
		for k := kmin; k <= kmax; k += 2 {
			x := furthest(vb, off, k, d, m, n)
			y := x - k
			x0, y0 := x, y
			for x < n && y < m && a[n-1-x] == b[m-1-y] {
				x, y = x+1, y+1
			}
			vb[off+k] = x
			// With delta even, between two paths of d edits.
			if kf := delta - k; !odd && kf >= -d && kf <= d && kf >= -m && kf <= n && x+vf[off+kf] >= n {
				return n - x, m - y, n - x0, m - y0, true
			}
		}
		// No meeting by round d: the script has more than 2d edits.
		if e.limit > 0 && 2*d >= e.limit {
			return 0, 0, 0, 0, false
		}
	}
	panic("check: no middle snake") // the searches meet by d = ceil((n+m)/2)
}

// furthest is where a path of d edits on diagonal k starts its snake: one
// step down from the furthest path of d-1 edits on k+1, or one step right
// from the one on k-1, whichever reaches further. At the edges of the
// search (k = ±d) and of the grid (k = -m, n) only one of them exists.
func furthest(v []int, off, k, d, m, n int) int {
	if k == -d || k == -m || k != d && k != n && v[off+k-1] < v[off+k+1] {
		return v[off+k+1]
	}
	return v[off+k-1] + 1
}
