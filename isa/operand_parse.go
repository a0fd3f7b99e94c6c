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
// keeping the column of each part, and appends the parts to out. With
// sep == ' ' runs of blanks separate and empty parts are dropped.
func splitTop(out []piece, s string, col int, sep byte) []piece {
	depth := 0
	inStr := false
	start := 0
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
			out = appendPart(out, s[start:i], col+start, sep)
			start = i + 1
		}
	}
	return appendPart(out, s[start:], col+start, sep)
}

// appendPart appends one part of splitTop, written at column col, without
// its surrounding blanks.
func appendPart(out []piece, part string, col int, sep byte) []piece {
	lead := 0
	for lead < len(part) && (part[lead] == ' ' || part[lead] == '\t') {
		lead++
	}
	t := strings.TrimSpace(part)
	if sep == ' ' && t == "" {
		return out
	}
	return append(out, piece{t, col + lead})
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
	if numberedRegister(s) {
		// v0, s[4:5]: no named register starts v or s and a digit or [.
	} else if r, ok := scalarNames[s]; ok {
		if a != nil && (r.Idx == SlotFlatScLo || r.Idx == SlotFlatScHi) && !a.FlatScratchRegs || a != nil && r.Idx == SlotNull && !a.NullReg {
			return Reg{}, true, fmt.Errorf("%s is not an operand on %s", s, a.Name)
		}
		return r, true, nil
	}
	prefix, file, base, limit := registerFile(s, a)
	if prefix == "" {
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
		first, second, two := strings.Cut(rest[1:len(rest)-1], ":")
		if strings.Contains(second, ":") {
			return Reg{}, true, fmt.Errorf("malformed register range %q", s)
		}
		var err1, err2 error
		lo, err1 = strconv.Atoi(strings.TrimSpace(first))
		hi = lo
		if two {
			hi, err2 = strconv.Atoi(strings.TrimSpace(second))
		}
		if err1 != nil || err2 != nil {
			return Reg{}, true, fmt.Errorf("malformed register range %q", s)
		}
	} else {
		if rest[0] < '0' || rest[0] > '9' {
			return Reg{}, false, nil
		}
		n, ok := smallDecimal(rest)
		if !ok {
			return Reg{}, false, nil
		}
		lo, hi = n, n
	}
	if hi < lo || lo < 0 {
		return Reg{}, true, fmt.Errorf("bad register range %q", s)
	}
	if base == AGPRBase && a != nil && !a.HasAGPRs() {
		return Reg{}, true, fmt.Errorf("%s: %s has no AGPRs (they come with the MAI instructions, FeatureMAIInsts: gfx90a, gfx942)", s, a.Name)
	}
	if hi >= limit {
		return Reg{}, true, fmt.Errorf("register %s out of range (the target has %s0..%s%d)", s, prefix, prefix, limit-1)
	}
	n := hi - lo + 1
	if widest := maxRun(file, a); n > widest {
		return Reg{}, true, fmt.Errorf("register range %q is wider than %d dwords", s, widest)
	}
	if align := sgprAlign(n); file == FileS && lo%align != 0 {
		return Reg{}, true, fmt.Errorf("misaligned SGPR range %q: a run of %d SGPRs starts at a multiple of %d", s, n, align)
	}
	return Reg{File: file, Idx: uint16(base + lo), N: uint8(n)}, true, nil
}

// registerFile gives the prefix of a numbered register name, its file,
// the unit its register 0 is and how many the target has; prefix "" when
// s names none.
func registerFile(s string, a *Arch) (prefix string, file File, base, limit int) {
	switch {
	case strings.HasPrefix(s, "ttmp"):
		return "ttmp", FileS, SlotTTMP0, 16
	case strings.HasPrefix(s, "v"):
		return "v", FileV, 0, MaxVGPRs
	case numbered(s, "acc"):
		// llvm-mc takes acc0 and acc[0:1] for a0 and a[0:1]
		// (AMDGPUAsmParser::getRegularRegPrefix) and prints a.
		return "acc", FileV, AGPRBase, 256
	case numbered(s, "a"):
		return "a", FileV, AGPRBase, 256
	case strings.HasPrefix(s, "s"):
		limit = SlotVCCLo
		if a != nil {
			limit = a.NumSGPRs
		}
		return "s", FileS, 0, limit
	}
	return "", 0, 0, 0
}

// numbered reports whether s is prefix followed by a register number or
// a range ("a0", "a[0:1]").
func numbered(s, prefix string) bool {
	n := len(prefix)
	return len(s) > n && strings.HasPrefix(s, prefix) && (s[n] == '[' || s[n] >= '0' && s[n] <= '9')
}

// smallDecimal reads s as strconv.Atoi does when s starts with a digit:
// the common short register numbers without a call, others by Atoi.
func smallDecimal(s string) (int, bool) {
	if len(s) > 4 {
		n, err := strconv.Atoi(s)
		return n, err == nil
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, len(s) > 0
}

// numberedRegister: s starts like a numbered VGPR or SGPR (v or s, then a
// digit or "["), which no named scalar register does.
func numberedRegister(s string) bool {
	return len(s) >= 2 && (s[0] == 'v' || s[0] == 's') && (s[1] >= '0' && s[1] <= '9' || s[1] == '[')
}

// sgprAlign is the register a run of n SGPRs (or trap temporaries) must
// start at a multiple of: 2 for pairs, 4 for 3 or more, since the encodings
// drop the low bits of a tuple's first register (SMEM SBASE and MUBUF
// SRSRC fields; AMDGPUAsmParser::getRegularReg: "invalid register
// alignment").
func sgprAlign(n int) int {
	switch {
	case n >= 3:
		return 4
	case n == 2:
		return 2
	}
	return 1
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
	if o, ok, err := parseHalfReg(s, a); ok || err != nil {
		return o, err
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
		return F(f), nil
	}
	if v, sym, ok, err := parseSymbolic(s, a); ok || err != nil {
		if err != nil {
			return op, err
		}
		return Operand{Kind: OpImm, Imm: v, Sym: sym}, nil
	}
	if isIdent(s) {
		return L(s), nil
	}
	if _, ok := ParseReloc(s); ok {
		return Operand{Kind: OpImm, Sym: s}, nil
	}
	if strings.Contains(s, "@") {
		return op, fmt.Errorf("cannot parse operand %q (the relocations read are SYM@rel32@lo, SYM@rel32@hi, SYM@gotpcrel32@lo and SYM@gotpcrel32@hi, each with an optional +N or -N)", s)
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

// maxRun is the widest register run a file takes: 16 dwords, and 32
// vector registers where the MFMA rows name them (LLVM's VReg_1024 and
// AReg_1024, the C and D of v_mfma_f32_32x32x1f32).
func maxRun(f File, a *Arch) int {
	if f == FileV && a != nil && a.MAIInsts {
		return 32
	}
	return 16
}
