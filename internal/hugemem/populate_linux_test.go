package hugemem

import (
	"encoding/binary"
	"os"
	"syscall"
	"testing"
	"unsafe"
)

// TestPopulate maps fresh anonymous memory, which no page backs yet, and
// checks that after Populate every page of the range is present
// (/proc/self/pagemap's bit 63) and the pages around it are not: huge pages
// cover only whole 2 MiB inside it.
func TestPopulate(t *testing.T) {
	const page = 4096
	m, err := syscall.Mmap(-1, 0, 8<<20, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		t.Fatal(err)
	}
	defer syscall.Munmap(m)
	base := uintptr(unsafe.Pointer(&m[0]))
	// Where transparent huge pages are always on, a fault outside the
	// range could bring in a whole huge page around it: no huge pages but
	// the ones Populate asks for.
	if _, _, errno := syscall.Syscall(syscall.SYS_MADVISE, base, uintptr(len(m)), madvNoHugepage); errno != 0 {
		t.Fatalf("madvise(MADV_NOHUGEPAGE): %v", errno)
	}
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
