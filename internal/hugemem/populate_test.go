package hugemem

import (
	"encoding/binary"
	"os"
	"runtime"
	"syscall"
	"testing"
	"unsafe"
)

// TestPopulate maps fresh anonymous memory, which no page backs yet, and
// checks that after Populate every page of the range is present
// (/proc/self/pagemap's bit 63) and the pages around it are not: huge pages
// cover only whole 2 MiB inside it.
func TestPopulate(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("populating is Linux only")
	}
	const page = 4096
	m, err := syscall.Mmap(-1, 0, 8<<20, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Munmap(m)
	base := uintptr(unsafe.Pointer(&m[0]))
	// An unaligned range over a whole huge page: 1 MiB in to 7 MiB + 3 pages.
	start, n := base+1<<20, uintptr(6<<20+3*page)
	if got := present(t, base, len(m)/page); got != 0 {
		t.Fatalf("%d pages of a fresh mapping are present before Populate", got)
	}
	if !Populate(start, n) {
		// The kernel's own answer decides between a skip and a failure.
		probe, err := syscall.Mmap(-1, 0, page, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
		if err != nil {
			t.Fatal(err)
		}
		defer syscall.Munmap(probe)
		if _, _, errno := syscall.Syscall(syscall.SYS_MADVISE, uintptr(unsafe.Pointer(&probe[0])), page, madvPopulateWrite); errno != 0 {
			t.Skipf("the kernel does not populate (MADV_POPULATE_WRITE is Linux 5.14 and later): %v", errno)
		}
		t.Fatal("Populate reports it did not populate, where the kernel does")
	}
	if got, want := present(t, start, int(n/page)), int(n/page); got != want {
		t.Errorf("%d of the range's %d pages are present after Populate", got, want)
	}
	if got := present(t, base, int((start-base)/page)); got != 0 {
		t.Errorf("%d pages below the range are present", got)
	}
	if got := present(t, start+n, int((base+uintptr(len(m))-start-n)/page)); got != 0 {
		t.Errorf("%d pages above the range are present", got)
	}
	if m[1<<20] != 0 || m[1<<20+6<<20] != 0 {
		t.Error("populated memory is not zero")
	}
}

// present counts the pages present among the n 4 KiB pages from start.
func present(t *testing.T, start uintptr, n int) int {
	t.Helper()
	f, err := os.Open("/proc/self/pagemap")
	if err != nil {
		t.Skipf("no pagemap: %v", err)
	}
	defer f.Close()
	buf := make([]byte, 8*n)
	if _, err := f.ReadAt(buf, int64(start/4096*8)); err != nil {
		t.Fatal(err)
	}
	c := 0
	for i := range n {
		if binary.LittleEndian.Uint64(buf[8*i:])>>63 != 0 {
			c++
		}
	}
	return c
}

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
