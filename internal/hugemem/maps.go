package hugemem

import (
	"bytes"
	"strings"
)

// AnonMapping finds, in the text of a /proc/<pid>/maps file, the mapping
// that holds addr when it is private, readable and writable, and has no
// file behind it: the kind of mapping the Go heap's arenas are. Such a
// mapping has no path, or, where the kernel lets a process name its
// anonymous mappings (CONFIG_ANON_VMA_NAME), a name in "[anon:...]": the
// Go runtime names its heap "[anon: Go: heap]". Lines it cannot read are
// skipped.
func AnonMapping(maps []byte, addr uintptr) (lo, hi uintptr, ok bool) {
	for line := range bytes.SplitSeq(maps, []byte("\n")) {
		m, ok := parseMapping(line)
		if !ok || addr < m.lo || addr >= m.hi {
			continue
		}
		return m.lo, m.hi, m.perms == "rw-p" && m.inode == "0" && (m.path == "" || strings.HasPrefix(m.path, "[anon:"))
	}
	return 0, 0, false
}

// mapping is one line of a maps file:
//
//	lo-hi perms offset dev inode [path]
type mapping struct {
	lo, hi             uintptr
	perms, inode, path string
}

func parseMapping(line []byte) (mapping, bool) {
	f := bytes.Fields(line)
	if len(f) < 5 {
		return mapping{}, false
	}
	a, b, found := bytes.Cut(f[0], []byte("-"))
	lo, ok1 := parseHex(a)
	hi, ok2 := parseHex(b)
	if !found || !ok1 || !ok2 || hi <= lo {
		return mapping{}, false
	}
	m := mapping{lo: lo, hi: hi, perms: string(f[1]), inode: string(f[4])}
	if len(f) > 5 {
		m.path = string(bytes.Join(f[5:], []byte(" ")))
	}
	return m, true
}

// parseHex reads a maps file's address: 1 to 16 hex digits.
func parseHex(s []byte) (uintptr, bool) {
	if len(s) == 0 || len(s) > 16 {
		return 0, false
	}
	var v uintptr
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			v = v<<4 | uintptr(c-'0')
		case c >= 'a' && c <= 'f':
			v = v<<4 | uintptr(c-'a'+10)
		default:
			return 0, false
		}
	}
	return v, true
}
