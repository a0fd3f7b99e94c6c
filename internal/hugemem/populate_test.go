package hugemem

import "testing"

func TestAnonMapping(t *testing.T) {
	maps := []byte(`00400000-009e0000 r-xp 00000000 fe:00 10463159                           /usr/bin/wavesim
00fa8000-01519000 rw-p 00ba8000 fe:00 10463159                           /usr/bin/wavesim
01519000-03564000 rw-p 00000000 00:00 0 
2cab5000-2cad6000 rw-p 00000000 00:00 0                                  [heap]
18feb8000000-18febb400000 ---p 00000000 00:00 0 
18febb400000-18febb800000 rw-p 00000000 00:00 0 
zzzz-18febc000000 rw-p 00000000 00:00 0
18febc000000 rw-p 00000000 00:00 0
18febd000000-18febc000000 rw-p 00000000 00:00 0
18febe000000-18febf000000 rw-p
18fec0000000-18fec1000000 rw-s 00000000 00:01 5 /dev/zero (deleted)
18fec4000000-18fec4400000 rw-p 00000000 00:00 0                          [anon: Go: heap]
18fec5000000-18fec5400000 r--p 00000000 00:00 0                          [anon: Go: heap]
18fec2000000-1000018fec3000000 rw-p 00000000 00:00 0
7fffdb709000-7fffdb72a000 rw-p 00000000 00:00 0                          [stack]
`)
	for _, c := range []struct {
		name   string
		addr   uintptr
		lo, hi uintptr
		ok     bool
	}{
		{"the heap's mapping", 0x18febb512345, 0x18febb400000, 0x18febb800000, true},
		{"its first byte", 0x18febb400000, 0x18febb400000, 0x18febb800000, true},
		{"its end is outside", 0x18febb800000, 0, 0, false},
		{"reserved, not mapped", 0x18febb000000, 0x18feb8000000, 0x18febb400000, false},
		{"anonymous after the binary (bss)", 0x01600000, 0x01519000, 0x03564000, true},
		{"the binary's data", 0x01000000, 0x00fa8000, 0x01519000, false},
		{"the binary's code", 0x00500000, 0x00400000, 0x009e0000, false},
		{"brk heap, named", 0x2cab6000, 0x2cab5000, 0x2cad6000, false},
		{"a stack, named", 0x7fffdb709000, 0x7fffdb709000, 0x7fffdb72a000, false},
		{"shared", 0x18fec0000000, 0x18fec0000000, 0x18fec1000000, false},
		{"the heap, named by the runtime", 0x18fec4100000, 0x18fec4000000, 0x18fec4400000, true},
		{"named, read-only", 0x18fec5100000, 0x18fec5000000, 0x18fec5400000, false},
		{"a line without its inode", 0x18febe800000, 0, 0, false},
		{"a range ending below its start", 0x18febd000000, 0, 0, false},
		{"an address over 16 digits", 0x18fec2000000, 0, 0, false},
		{"no mapping", 0x10, 0, 0, false},
	} {
		lo, hi, ok := AnonMapping(maps, c.addr)
		if lo != c.lo || hi != c.hi || ok != c.ok {
			t.Errorf("%s (%#x): %#x-%#x %v, want %#x-%#x %v", c.name, c.addr, lo, hi, ok, c.lo, c.hi, c.ok)
		}
	}
}
