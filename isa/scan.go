package isa

import (
	"strings"
	"unicode/utf8"
)

// The line scanners of the parser. Each reads one shape of line byte by
// byte, as a regular expression would but without one: the comment on
// each gives the expression it matches exactly (scan_test.go checks them
// against it), where \s is [\t\n\f\r ], \w is [0-9A-Za-z_] and \d is
// [0-9].

// leadingSpace is where strings.TrimSpace(s) starts in s, for an s that
// is not all blanks: the parser's column of a line's first token.
func leadingSpace(s string) int {
	i := 0
	for i < len(s) && s[i] < utf8.RuneSelf {
		switch s[i] {
		case '\t', '\n', '\v', '\f', '\r', ' ':
			i++
			continue
		}
		return i
	}
	// Past ASCII, where the parser has always taken the first place the
	// trimmed text occurs (the same but for invalid UTF-8).
	return strings.Index(s, strings.TrimSpace(s))
}

// labelAt finds the label a line starts with: blanks, an identifier
// ([A-Za-z_.$][A-Za-z0-9_.$]*) and a colon. It returns where the name
// starts and ends (the colon's index).
func labelAt(l string) (start, end int, ok bool) {
	if strings.IndexByte(l, ':') < 0 {
		return 0, 0, false // most lines: an instruction without modifiers
	}
	i := 0
	for i < len(l) && isRegexpSpace(l[i]) {
		i++
	}
	start = i
	if i == len(l) || !identStart(l[i]) {
		return 0, 0, false
	}
	for i++; i < len(l) && identByte(l[i]); i++ {
	}
	if i == len(l) || l[i] != ':' {
		return 0, 0, false
	}
	return start, i, true
}

// isLabelLine: the line starts with a label.
func isLabelLine(l string) bool {
	_, _, ok := labelAt(l)
	return ok
}

// isRegexpSpace is \s: blank, tab, newline, form feed, carriage return.
func isRegexpSpace(c byte) bool {
	return c == ' ' || c == '\t' || c == '\n' || c == '\f' || c == '\r'
}

// identStart and identByte are the bytes that start and continue an
// assembler identifier.
func identStart(c byte) bool {
	return c == '_' || c == '.' || c == '$' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func identByte(c byte) bool { return identStart(c) || c >= '0' && c <= '9' }

// objdumpSymbolLine reads llvm-objdump's "0000000000001000 <name>:"
// line: ^([0-9a-fA-F]+) <([^>]+)>:\s*$, giving the name.
func objdumpSymbolLine(s string) (name string, ok bool) {
	i := hexRun(s, 0)
	if i == 0 || !strings.HasPrefix(s[i:], " <") {
		return "", false
	}
	start := i + 2
	end := strings.IndexByte(s[start:], '>')
	if end <= 0 {
		return "", false
	}
	end += start
	rest := s[end+1:]
	if rest == "" || rest[0] != ':' || spaceRun(rest, 1) != len(rest) {
		return "", false
	}
	return s[start:end], true
}

// objdumpAddrEnd finds the address and the first word of instruction
// bytes llvm-objdump prints before an instruction ("  1000: c0020002"):
// ^\s*([0-9a-fA-F]+):\s+[0-9A-Fa-f]{8}\b, giving where it ends.
func objdumpAddrEnd(s string) (end int, ok bool) {
	i := spaceRun(s, 0)
	j := hexRun(s, i)
	if j == i || j == len(s) || s[j] != ':' {
		return 0, false
	}
	k := spaceRun(s, j+1)
	if k == j+1 || hexRun(s, k)-k < 8 {
		return 0, false
	}
	end = k + 8
	if end < len(s) && wordByte(s[end]) {
		return 0, false // no word boundary after the eighth digit
	}
	return end, true
}

// commentAddr reads the address in llvm-objdump's trailing comment
// ("// 000000001000: BF8C0000"): ^\s*([0-9A-Fa-f]{8,16}):\s*([0-9A-Fa-f]{8}),
// giving the address digits.
func commentAddr(s string) (hex string, ok bool) {
	i := spaceRun(s, 0)
	j := hexRun(s, i)
	if j-i < 8 || j-i > 16 || j == len(s) || s[j] != ':' {
		return "", false
	}
	k := spaceRun(s, j+1)
	if hexRun(s, k)-k < 8 {
		return "", false
	}
	return s[i:j], true
}

// rsrc2Field reads an RSRC2 field comment llc prints for legacy kernels
// ("; COMPUTE_PGM_RSRC2:USER_SGPR: 2"): the leftmost match of
// COMPUTE_PGM_RSRC2:(\w+):\s*(\d+), giving the field and its digits.
func rsrc2Field(s string) (field, num string, ok bool) {
	const key = "COMPUTE_PGM_RSRC2:"
	for from := 0; ; {
		at := strings.Index(s[from:], key)
		if at < 0 {
			return "", "", false
		}
		at += from
		i := at + len(key)
		j := i
		for j < len(s) && wordByte(s[j]) {
			j++
		}
		if j > i && j < len(s) && s[j] == ':' {
			k := spaceRun(s, j+1)
			if d := digitRun(s, k); d > k {
				return s[i:j], s[k:d], true
			}
		}
		from = at + 1
	}
}

// infoKeys are the size comments infoField reads.
var infoKeys = [...]string{"ScratchSize", "LDSByteSize", "NumVgprs", "NumSgprs", "TotalNumVgprs"}

// infoField reads one of llc's size comments ("; ScratchSize: 16"):
// ^\s*(ScratchSize|LDSByteSize|NumVgprs|NumSgprs):\s*(\d+), giving the key
// and its digits.
func infoField(s string) (key, num string, ok bool) {
	i := spaceRun(s, 0)
	for _, k := range infoKeys {
		if strings.HasPrefix(s[i:], k) && i+len(k) < len(s) && s[i+len(k)] == ':' {
			j := spaceRun(s, i+len(k)+1)
			if d := digitRun(s, j); d > j {
				return k, s[j:d], true
			}
			return "", "", false
		}
	}
	return "", "", false
}

// hexRun, spaceRun and digitRun return the end of the run of hex digits,
// \s characters or decimal digits in s that starts at i.
func hexRun(s string, i int) int {
	for i < len(s) && (s[i] >= '0' && s[i] <= '9' || s[i] >= 'a' && s[i] <= 'f' || s[i] >= 'A' && s[i] <= 'F') {
		i++
	}
	return i
}

func spaceRun(s string, i int) int {
	for i < len(s) && isRegexpSpace(s[i]) {
		i++
	}
	return i
}

func digitRun(s string, i int) int {
	for i < len(s) && s[i] >= '0' && s[i] <= '9' {
		i++
	}
	return i
}

// wordByte is \w.
func wordByte(c byte) bool {
	return c == '_' || c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}
