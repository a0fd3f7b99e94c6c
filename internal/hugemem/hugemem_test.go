package hugemem

import (
	"os"
	"runtime"
	"strings"
	"testing"
	"unsafe"
)

// TestAdviseMarksOnlyTheInterior checks, where /proc/self/smaps exists,
// that a large slice's whole huge pages are marked for huge pages ("hg"
// in VmFlags) and that a small slice is left alone.
func TestAdviseMarksOnlyTheInterior(t *testing.T) {
	if runtime.GOOS != "linux" {
		t.Skip("huge-page advice is Linux only")
	}
	big := make([]uint64, (16<<20)/8)
	Advise(big)
	small := make([]uint64, 1024)
	Advise(small)
	smaps, err := os.ReadFile("/proc/self/smaps")
	if err != nil {
		t.Skipf("no /proc/self/smaps: %v", err)
	}
	p := uintptr(unsafe.Pointer(&big[0]))
	mid := (p + hugePage - 1) &^ (hugePage - 1)
	if got := vmFlags(t, string(smaps), mid); !strings.Contains(got, " hg") {
		t.Errorf("the aligned interior of a 16 MiB slice has VmFlags %q, want hg", got)
	}
	if got := vmFlags(t, string(smaps), uintptr(unsafe.Pointer(&small[0]))); strings.Contains(got, " hg") && !sameMapping(string(smaps), mid, uintptr(unsafe.Pointer(&small[0]))) {
		t.Errorf("an 8 KiB slice's mapping has VmFlags %q: Advise marked it", got)
	}
	runtime.KeepAlive(big)
	runtime.KeepAlive(small)
}

// vmFlags returns the VmFlags line of the mapping that holds addr.
func vmFlags(t *testing.T, smaps string, addr uintptr) string {
	t.Helper()
	inside := false
	for _, line := range strings.Split(smaps, "\n") {
		if lo, hi, ok := mappingRange(line); ok {
			inside = addr >= lo && addr < hi
			continue
		}
		if inside && strings.HasPrefix(line, "VmFlags:") {
			return strings.TrimPrefix(line, "VmFlags:")
		}
	}
	t.Fatalf("no mapping holds %#x", addr)
	return ""
}

// sameMapping reports whether a and b lie in one mapping.
func sameMapping(smaps string, a, b uintptr) bool {
	for _, line := range strings.Split(smaps, "\n") {
		if lo, hi, ok := mappingRange(line); ok && a >= lo && a < hi {
			return b >= lo && b < hi
		}
	}
	return false
}

// mappingRange parses the "lo-hi perms ..." header of an smaps entry.
func mappingRange(line string) (lo, hi uintptr, ok bool) {
	m, ok := parseMapping([]byte(line))
	return m.lo, m.hi, ok
}
