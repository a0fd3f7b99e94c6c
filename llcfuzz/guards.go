package llcfuzz

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/wavesim/wavesim/internal/lazyre"
)

// The generator guards each division and shift (irgen's printer: div,
// eShift): a divisor is select(icmp eq d 0 [or the signed overflow], 1, d),
// a shift amount is and(s, width-1). llvm-reduce's operand passes can
// take a guard apart (select i1 false, 1, d; and i32 s, 1 → and i32 1, 1
// is fine, but icmp eq i32 1, 0 feeds a select that never guards), and a
// kernel that then divides by zero or shifts past its width may differ
// between compilations without a bug. brokenGuard finds such a division
// or shift in a reduced kernel.

var (
	reDef      = lazyre.New(`(?m)^[ \t]*(%[-\w.$]+) = (.*)$`)
	reDivOp    = lazyre.New(`^([su](?:div|rem))(?: exact)? (i\d+) ([^,]+), (\S+)$`)
	reShiftOp  = lazyre.New(`^(?:shl|lshr|ashr)(?: nuw| nsw| exact)* (i\d+) ([^,]+), (\S+)$`)
	reSelGuard = lazyre.New(`^select i1 (%\S+), (i\d+) 1, (i\d+) (\S+)$`)
)

// brokenGuard is the first division or shift of ir whose divisor or
// amount is not guarded as the generator guards it, with why; "" when
// every one is.
func brokenGuard(ir []byte) string {
	def := map[string]string{}
	for _, m := range reDef().FindAllSubmatch(ir, -1) {
		def[string(m[1])] = strings.TrimSpace(string(m[2]))
	}
	for _, m := range reDef().FindAllSubmatch(ir, -1) {
		rhs := strings.TrimSpace(string(m[2]))
		if d := reDivOp().FindStringSubmatch(rhs); d != nil {
			if why := divisorGuard(def, d[1], d[2], d[3], d[4]); why != "" {
				return fmt.Sprintf("%s = %s: %s", m[1], rhs, why)
			}
		}
		if s := reShiftOp().FindStringSubmatch(rhs); s != nil {
			if why := shiftGuard(def, s[1], s[3]); why != "" {
				return fmt.Sprintf("%s = %s: %s", m[1], rhs, why)
			}
		}
	}
	return ""
}

// divisorGuard: divisor d of op (a div or rem of type t, dividend a) is a
// literal that cannot fault, or select(guard, 1, x) whose guard is
// icmp eq x, 0 (or'd for a signed op with x == -1 and a == MIN).
func divisorGuard(def map[string]string, op, t, a, d string) string {
	signed := op[0] == 's'
	if v, err := strconv.ParseInt(d, 10, 64); err == nil {
		if v == 0 || signed && v == -1 {
			return "a divisor that may fault"
		}
		return ""
	}
	sel := reSelGuard().FindStringSubmatch(def[d])
	if sel == nil || sel[2] != t || sel[3] != t {
		return "the divisor is not guarded against zero"
	}
	c, x := sel[1], sel[4]
	zero := "icmp eq " + t + " " + x + ", 0"
	if def[c] == zero {
		if signed {
			return "the divisor is not guarded against -1 with the smallest dividend"
		}
		return ""
	}
	f := strings.Fields(strings.ReplaceAll(def[c], ",", ""))
	if !signed || len(f) != 4 || f[0] != "or" || f[1] != "i1" || def[f[2]] != zero {
		return "the divisor's guard was reduced away"
	}
	g := strings.Fields(strings.ReplaceAll(def[f[3]], ",", ""))
	bits, _ := strconv.Atoi(strings.TrimPrefix(t, "i"))
	minVal := strconv.FormatInt(-1<<(bits-1), 10)
	if len(g) != 4 || g[0] != "and" || def[g[2]] != "icmp eq "+t+" "+x+", -1" || def[g[3]] != "icmp eq "+t+" "+a+", "+minVal {
		return "the divisor is not guarded against -1 with the smallest dividend"
	}
	return ""
}

// shiftGuard: the amount is a literal below the width or and(s, width-1).
func shiftGuard(def map[string]string, t, amt string) string {
	bits, _ := strconv.Atoi(strings.TrimPrefix(t, "i"))
	if v, err := strconv.ParseInt(amt, 10, 64); err == nil {
		if v < 0 || v >= int64(bits) {
			return "a shift past the width"
		}
		return ""
	}
	f := strings.Fields(strings.ReplaceAll(def[amt], ",", ""))
	if len(f) == 4 && f[0] == "and" && f[1] == t {
		if c, err := strconv.ParseInt(f[3], 10, 64); err == nil && c >= 0 && c < int64(bits) {
			return ""
		}
	}
	return "the shift amount is not masked to the width"
}
