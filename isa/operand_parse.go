package isa

import (
	"fmt"
	"math"
	"strconv"
	"strings"
)

// piece is a substring of a line with its 1-based column.
type piece struct {
	s   string
	col int
}

// splitTop splits s at sep characters that are not inside (), [] or "",
// keeping the column of each part. With sep == ' ' runs of blanks
// separate and empty parts are dropped.
func splitTop(s string, col int, sep byte) []piece {
	var out []piece
	depth := 0
	inStr := false
	start := 0
	flush := func(end int) {
		part := s[start:end]
		lead := len(part) - len(strings.TrimLeft(part, " \t"))
		t := strings.TrimSpace(part)
		if sep == ' ' && t == "" {
			return
		}
		out = append(out, piece{t, col + start + lead})
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c == '"':
			inStr = !inStr
		case inStr:
		case c == '(' || c == '[':
			depth++
		case c == ')' || c == ']':
			if depth > 0 {
				depth--
			}
		case depth == 0 && (c == sep || sep == ' ' && c == '\t'):
			flush(i)
			start = i + 1
		}
	}
	flush(len(s))
	return out
}

// parseInt parses decimal, 0x hex, 0b binary and 0o octal integers, with an
// optional sign.
func parseInt(s string) (int64, bool) {
	neg := false
	t := s
	if strings.HasPrefix(t, "-") {
		neg, t = true, t[1:]
	} else if strings.HasPrefix(t, "+") {
		t = t[1:]
	}
	if t == "" || t[0] < '0' || t[0] > '9' {
		return 0, false
	}
	u, err := strconv.ParseUint(t, 0, 64)
	if err != nil {
		return 0, false
	}
	v := int64(u)
	if neg {
		v = -v
	}
	return v, true
}

func parseFloatLit(s string) (float64, bool) {
	if !strings.ContainsAny(s, ".eE") || strings.HasPrefix(strings.TrimLeft(s, "-+"), "0x") {
		return 0, false
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || math.IsInf(f, 0) {
		return 0, false
	}
	return f, true
}

// parseRegister parses v5, s[0:1], ttmp[4:7], vcc_lo, exec, m0, ...
// It returns ok=false when s is not register syntax at all, and an error
// when it is but is malformed.
func parseRegister(s string, a *Arch) (Reg, bool, error) {
	if r, ok := scalarNames[s]; ok {
		if a != nil && (r.Idx == SlotFlatScLo || r.Idx == SlotFlatScHi) && !a.FlatScratchRegs {
			return Reg{}, true, fmt.Errorf("%s is not an operand on %s", s, a.Name)
		}
		return r, true, nil
	}
	var prefix string
	var file File
	var base, limit int
	switch {
	case strings.HasPrefix(s, "ttmp"):
		prefix, file, base, limit = "ttmp", FileS, SlotTTMP0, 16
	case strings.HasPrefix(s, "v"):
		prefix, file, base, limit = "v", FileV, 0, MaxVGPRs
	case strings.HasPrefix(s, "s"):
		prefix, file, base, limit = "s", FileS, 0, SlotVCCLo
		if a != nil {
			limit = a.NumSGPRs
		}
	default:
		return Reg{}, false, nil
	}
	rest := s[len(prefix):]
	if rest == "" {
		return Reg{}, false, nil
	}
	var lo, hi int
	if rest[0] == '[' {
		if !strings.HasSuffix(rest, "]") {
			return Reg{}, true, fmt.Errorf("malformed register range %q", s)
		}
		inner := rest[1 : len(rest)-1]
		parts := strings.Split(inner, ":")
		if len(parts) > 2 {
			return Reg{}, true, fmt.Errorf("malformed register range %q", s)
		}
		var err1, err2 error
		lo, err1 = strconv.Atoi(strings.TrimSpace(parts[0]))
		hi = lo
		if len(parts) == 2 {
			hi, err2 = strconv.Atoi(strings.TrimSpace(parts[1]))
		}
		if err1 != nil || err2 != nil {
			return Reg{}, true, fmt.Errorf("malformed register range %q", s)
		}
	} else {
		if rest[0] < '0' || rest[0] > '9' {
			return Reg{}, false, nil
		}
		n, err := strconv.Atoi(rest)
		if err != nil {
			return Reg{}, false, nil
		}
		lo, hi = n, n
	}
	if hi < lo || lo < 0 {
		return Reg{}, true, fmt.Errorf("bad register range %q", s)
	}
	if hi >= limit {
		return Reg{}, true, fmt.Errorf("register %s out of range (the target has %s0..%s%d)", s, prefix, prefix, limit-1)
	}
	n := hi - lo + 1
	if n > 16 {
		return Reg{}, true, fmt.Errorf("register range %q is wider than 16 dwords", s)
	}
	if file == FileS && n > 1 && prefix == "s" && lo%2 != 0 {
		return Reg{}, true, fmt.Errorf("misaligned SGPR range %q: a run of 2 or more SGPRs starts at an even register", s)
	}
	return Reg{File: file, Idx: uint16(base + lo), N: uint8(n)}, true, nil
}

// parseOperand parses one operand (not a modifier).
func parseOperand(p piece, a *Arch) (Operand, error) {
	return parseOperandDepth(p, a, 0)
}

func parseOperandDepth(p piece, a *Arch, depth int) (Operand, error) {
	if depth > 4 {
		return Operand{}, fmt.Errorf("too many nested modifiers in %q", p.s)
	}
	parseOperand := func(p piece, a *Arch) (Operand, error) { return parseOperandDepth(p, a, depth+1) }
	s := p.s
	var op Operand
	if strings.HasPrefix(s, "neg(") && strings.HasSuffix(s, ")") {
		op, err := parseOperand(piece{s[4 : len(s)-1], p.col + 4}, a)
		op.Neg = !op.Neg
		return op, err
	}
	if strings.HasPrefix(s, "abs(") && strings.HasSuffix(s, ")") {
		op, err := parseOperand(piece{s[4 : len(s)-1], p.col + 4}, a)
		op.Abs = true
		return op, err
	}
	if strings.HasPrefix(s, "sext(") && strings.HasSuffix(s, ")") {
		op, err := parseOperand(piece{s[5 : len(s)-1], p.col + 5}, a)
		op.Sext = true
		return op, err
	}
	if strings.HasPrefix(s, "-") && len(s) > 1 && (s[1] == '|' || s[1] == 'v' || s[1] == 's' || s[1] == 't' || s[1] == 'e' || s[1] == 'm') {
		if _, ok := parseInt(s); !ok {
			op, err := parseOperand(piece{s[1:], p.col + 1}, a)
			op.Neg = !op.Neg
			return op, err
		}
	}
	if strings.HasPrefix(s, "|") {
		if !strings.HasSuffix(s, "|") || len(s) < 3 {
			return op, fmt.Errorf("unterminated |abs| modifier in %q", s)
		}
		op, err := parseOperand(piece{s[1 : len(s)-1], p.col + 1}, a)
		op.Abs = true
		return op, err
	}
	if s == "off" {
		return Operand{Kind: OpOff}, nil
	}
	if r, ok, err := parseRegister(s, a); ok || err != nil {
		if err != nil {
			return op, err
		}
		return R(r), nil
	}
	if v, ok := parseInt(s); ok {
		return I(v), nil
	}
	if f, ok := parseFloatLit(s); ok {
		return Operand{Kind: OpFloat, F: f}, nil
	}
	if v, sym, ok, err := parseSymbolic(s, a); ok || err != nil {
		if err != nil {
			return op, err
		}
		return Operand{Kind: OpImm, Imm: v, Sym: sym}, nil
	}
	if isIdent(s) {
		return Operand{Kind: OpLabel, Label: s, Target: -1}, nil
	}
	return op, fmt.Errorf("cannot parse operand %q", s)
}

func isIdent(s string) bool {
	if s == "" {
		return false
	}
	for i, c := range s {
		alpha := c == '_' || c == '.' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
		if !alpha && !(i > 0 && c >= '0' && c <= '9') {
			return false
		}
	}
	return true
}

// Modifiers the simulator does not interpret but accepts and prints back.
var passthroughMods = []string{"quad_perm", "row_", "wave_", "bank_mask",
	"bound_ctrl", "fi", "dpp8", "dst_sel", "dst_unused", "src0_sel", "src1_sel", "nv", "sc0", "sc1", "nt", "a16",
	"tfe", "d16", "format", "dmask", "dim", "unorm", "lwe", "r128", "swizzle"}

// parseModifier applies one trailing modifier to m.
func parseModifier(s string, m *Mods) error {
	name, val, hasVal := strings.Cut(s, ":")
	num := func() (int64, error) {
		v, ok := parseInt(val)
		if !ok {
			return 0, fmt.Errorf("modifier %s needs a number, got %q", name, val)
		}
		return v, nil
	}
	var err error
	switch name {
	case "offset":
		if !hasVal {
			return fmt.Errorf("offset needs a value (offset:N)")
		}
		if strings.HasPrefix(val, "swizzle(") {
			m.Offset, err = parseSwizzle(val)
			m.OffsetSym = val
			return err
		}
		m.Offset, err = num()
	case "offset0":
		m.Offset0, err = num()
	case "offset1":
		m.Offset1, err = num()
	case "glc":
		m.Glc = true
	case "slc":
		m.Slc = true
	case "dlc":
		m.Dlc = true
	case "offen":
		m.Offen = true
	case "idxen":
		m.Idxen = true
	case "lds":
		m.Lds = true
	case "gds":
		m.Gds = true
	case "clamp":
		m.Clamp = true
	case "mul":
		switch val {
		case "2":
			m.Omod = 1
		case "4":
			m.Omod = 2
		default:
			return fmt.Errorf("output modifier mul:%s (only mul:2 and mul:4 exist)", val)
		}
	case "op_sel", "op_sel_hi", "neg_lo", "neg_hi":
		return fmt.Errorf("the %s modifier (16-bit halves, packed math) is not modeled", name)
	case "dst_sel", "src0_sel", "src1_sel":
		i := indexOf(selNames, val)
		if i < 0 {
			return fmt.Errorf("%s:%s: want one of %s", name, val, strings.Join(selNames, ", "))
		}
		switch name {
		case "dst_sel":
			m.DstSel = uint8(i)
		case "src0_sel":
			m.Src0Sel = uint8(i)
		default:
			m.Src1Sel = uint8(i)
		}
	case "dst_unused":
		i := indexOf(unusedNames, val)
		if i < 0 {
			return fmt.Errorf("dst_unused:%s: want one of %s", val, strings.Join(unusedNames, ", "))
		}
		m.DstUnused = uint8(i)
	case "div":
		if val != "2" {
			return fmt.Errorf("output modifier div:%s (only div:2 exists)", val)
		}
		m.Omod = 3
	case "quad_perm", "row_shl", "row_shr", "row_ror", "row_mirror", "row_half_mirror", "row_bcast",
		"wave_shl", "wave_shr", "wave_rol", "wave_ror", "row_share", "row_xmask":
		m.DPP.Ctrl = name
		if name == "quad_perm" {
			v := strings.Split(strings.Trim(val, "[]"), ",")
			if len(v) != 4 {
				return fmt.Errorf("quad_perm takes four lane selects, got %q", val)
			}
			for i, x := range v {
				n, ok := parseInt(strings.TrimSpace(x))
				if !ok || n < 0 || n > 3 {
					return fmt.Errorf("quad_perm select %q is not 0..3", x)
				}
				m.DPP.Arg[i] = int(n)
			}
		} else if hasVal {
			n, ok := parseInt(val)
			if !ok || n < 0 || n > 31 {
				return fmt.Errorf("%s:%s out of range", name, val)
			}
			m.DPP.Arg[0] = int(n)
		}
		m.Extra = append(m.Extra, s)
	case "row_mask", "bank_mask":
		n, ok := parseInt(val)
		if !ok || n < 0 || n > 15 {
			return fmt.Errorf("%s:%s is not 0..0xf", name, val)
		}
		if name == "row_mask" {
			m.DPP.RowMask = int(n)
		} else {
			m.DPP.BankMask = int(n)
		}
		m.Extra = append(m.Extra, s)
	case "bound_ctrl":
		m.DPP.BoundCtrl = true // LLVM spells the "zero" setting bound_ctrl:0 (GFX9/10) or bound_ctrl:1
		m.Extra = append(m.Extra, s)
	case "fi":
		m.DPP.FI = val == "1"
		m.Extra = append(m.Extra, s)
	default:
		for _, p := range passthroughMods {
			if name == p || strings.HasSuffix(p, "_") && strings.HasPrefix(name, p) {
				m.Extra = append(m.Extra, s)
				return nil
			}
		}
		return fmt.Errorf("unknown modifier %q", s)
	}
	return err
}

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

// parseSwizzle encodes ds_swizzle_b32's offset:swizzle(...) macros: the
// quad-permute mode (offset[15] set) and the bit-mask mode (and_mask [4:0],
// or_mask [9:5], xor_mask [14:10]).
func parseSwizzle(s string) (int64, error) {
	inner := strings.TrimSuffix(strings.TrimPrefix(s, "swizzle("), ")")
	args := strings.Split(inner, ",")
	for i := range args {
		args[i] = strings.TrimSpace(args[i])
	}
	nums := func(want int) ([]int64, error) {
		if len(args)-1 != want {
			return nil, fmt.Errorf("%s takes %d arguments", args[0], want)
		}
		out := make([]int64, want)
		for i := range out {
			v, ok := parseInt(args[i+1])
			if !ok {
				return nil, fmt.Errorf("bad swizzle argument %q", args[i+1])
			}
			out[i] = v
		}
		return out, nil
	}
	bitmask := func(and, or, xor int64) int64 { return and&31 | (or&31)<<5 | (xor&31)<<10 }
	switch args[0] {
	case "QUAD_PERM":
		v, err := nums(4)
		if err != nil {
			return 0, err
		}
		return 0x8000 | v[0]&3 | (v[1]&3)<<2 | (v[2]&3)<<4 | (v[3]&3)<<6, nil
	case "SWAP":
		v, err := nums(1)
		if err != nil {
			return 0, err
		}
		return bitmask(31, 0, v[0]), nil
	case "REVERSE":
		v, err := nums(1)
		if err != nil {
			return 0, err
		}
		return bitmask(31, 0, v[0]-1), nil
	case "BROADCAST":
		v, err := nums(2)
		if err != nil {
			return 0, err
		}
		return bitmask(32-v[0], v[1], 0), nil
	case "BITMASK_PERM":
		if len(args) != 2 || len(args[1]) != 7 {
			return 0, fmt.Errorf("BITMASK_PERM takes a 5-character mask in quotes")
		}
		var and, or, xor int64
		for i, c := range strings.Trim(args[1], `"`) {
			bit := int64(1) << (4 - i)
			switch c {
			case '0':
			case '1':
				or |= bit
			case 'p':
				and |= bit
			case 'i':
				and |= bit
				xor |= bit
			default:
				return 0, fmt.Errorf("bad BITMASK_PERM character %q", c)
			}
		}
		return bitmask(and, or, xor), nil
	}
	return 0, fmt.Errorf("unknown swizzle mode %q", args[0])
}

// ParseReg parses a register name as LLVM prints it ("v3", "s[4:5]", "vcc_lo").
func ParseReg(s string, a *Arch) (Reg, error) {
	r, ok, err := parseRegister(strings.TrimSpace(s), a)
	if err != nil {
		return Reg{}, err
	}
	if !ok {
		return Reg{}, fmt.Errorf("%q is not a register", s)
	}
	return r, nil
}
