package sim

import (
	"encoding/binary"
	"fmt"
	"sort"
)

const pageBits = 12
const pageSize = 1 << pageBits

// page is 4 KiB of memory; [lo, hi) is the part that is mapped (a region
// may end inside a page, and accesses past its end are faults).
type page struct {
	data   [pageSize]byte
	lo, hi uint32
}

// Region is a named mapped range of the address space.
type Region struct {
	Name string
	Base uint64
	Size uint64
}

// Memory is the sparse global address space: buffers, kernargs, the
// dispatch packet and scratch. Only mapped regions are accessible.
type Memory struct {
	pages   map[uint64]*page
	regions []Region
	// one-entry lookup cache: most accesses of a lane loop hit one page.
	lastPN uint64
	last   *page
}

// NewMemory returns an empty address space.
func NewMemory() *Memory { return &Memory{pages: map[uint64]*page{}, lastPN: ^uint64(0)} }

// Map maps [base, base+size) under a name; base need not be page aligned
// but regions may not share a page.
func (m *Memory) Map(name string, base, size uint64) error {
	if size == 0 {
		return nil
	}
	for _, r := range m.regions {
		if base < r.Base+r.Size && r.Base < base+size {
			return fmt.Errorf("region %s [%#x,%#x) overlaps %s", name, base, base+size, r.Name)
		}
	}
	m.regions = append(m.regions, Region{name, base, size})
	sort.Slice(m.regions, func(i, j int) bool { return m.regions[i].Base < m.regions[j].Base })
	for a := base &^ (pageSize - 1); a < base+size; a += pageSize {
		pn := a >> pageBits
		p := m.pages[pn]
		if p == nil {
			p = &page{lo: pageSize, hi: 0}
			m.pages[pn] = p
		}
		lo := uint32(0)
		if base > a {
			lo = uint32(base - a)
		}
		hi := uint32(pageSize)
		if base+size < a+pageSize {
			hi = uint32(base + size - a)
		}
		p.lo, p.hi = min(p.lo, lo), max(p.hi, hi)
	}
	m.last, m.lastPN = nil, ^uint64(0)
	return nil
}

// Regions lists the mapped regions in address order.
func (m *Memory) Regions() []Region { return m.regions }

// RegionOf names the region holding addr, or "".
func (m *Memory) RegionOf(addr uint64) string {
	for _, r := range m.regions {
		if addr >= r.Base && addr < r.Base+r.Size {
			return r.Name
		}
	}
	return ""
}

// Fault is an access outside every mapped region.
type Fault struct {
	Addr  uint64
	Size  int
	Write bool
	LDS   bool // an LDS access past the workgroup's allocation
	Limit int  // the LDS allocation in bytes
}

func (f *Fault) Error() string {
	kind := "read"
	if f.Write {
		kind = "write"
	}
	if f.LDS {
		return fmt.Sprintf("%d-byte LDS %s at byte %#x, outside the workgroup's %d-byte LDS allocation", f.Size, kind, f.Addr, f.Limit)
	}
	return fmt.Sprintf("%d-byte %s of unmapped address %#x", f.Size, kind, f.Addr)
}

func (m *Memory) lookup(addr uint64, size int, write bool) ([]byte, error) {
	pn := addr >> pageBits
	p := m.last
	if pn != m.lastPN {
		p = m.pages[pn]
		if p == nil {
			return nil, &Fault{Addr: addr, Size: size, Write: write}
		}
		m.last, m.lastPN = p, pn
	}
	off := uint32(addr & (pageSize - 1))
	if off < p.lo || off+uint32(size) > p.hi {
		if off+uint32(size) > pageSize && off >= p.lo && p.hi == pageSize {
			return nil, nil // straddles a page: slow path
		}
		return nil, &Fault{Addr: addr, Size: size, Write: write}
	}
	return p.data[off : off+uint32(size)], nil
}

// Slice returns the memory at [addr, addr+n) itself, when it lies in one
// mapped page: checkers load and compare states through it without copies.
func (m *Memory) Slice(addr uint64, n int) ([]byte, bool) {
	if addr&(pageSize-1)+uint64(n) > pageSize {
		return nil, false
	}
	s, err := m.lookup(addr, n, false)
	return s, err == nil && s != nil
}

// Read copies len(b) bytes at addr into b.
func (m *Memory) Read(addr uint64, b []byte) error {
	if s, err := m.lookup(addr, len(b), false); err != nil {
		return err
	} else if s != nil {
		copy(b, s)
		return nil
	}
	for i := range b {
		s, err := m.lookup(addr+uint64(i), 1, false)
		if err != nil || s == nil {
			return &Fault{Addr: addr, Size: len(b)}
		}
		b[i] = s[0]
	}
	return nil
}

// Write copies b to addr.
func (m *Memory) Write(addr uint64, b []byte) error {
	if s, err := m.lookup(addr, len(b), true); err != nil {
		return err
	} else if s != nil {
		copy(s, b)
		return nil
	}
	for i := range b {
		s, err := m.lookup(addr+uint64(i), 1, true)
		if err != nil || s == nil {
			return &Fault{Addr: addr, Size: len(b), Write: true}
		}
		s[0] = b[i]
	}
	return nil
}

// Read32 and friends are the little-endian fast paths.
func (m *Memory) Read32(addr uint64) (uint32, error) {
	if s, err := m.lookup(addr, 4, false); err == nil && s != nil {
		return binary.LittleEndian.Uint32(s), nil
	}
	var b [4]byte
	err := m.Read(addr, b[:])
	return binary.LittleEndian.Uint32(b[:]), err
}

func (m *Memory) Write32(addr uint64, v uint32) error {
	if s, err := m.lookup(addr, 4, true); err == nil && s != nil {
		binary.LittleEndian.PutUint32(s, v)
		return nil
	}
	var b [4]byte
	binary.LittleEndian.PutUint32(b[:], v)
	return m.Write(addr, b[:])
}

func (m *Memory) Read64(addr uint64) (uint64, error) {
	var b [8]byte
	err := m.Read(addr, b[:])
	return binary.LittleEndian.Uint64(b[:]), err
}

func (m *Memory) Write64(addr uint64, v uint64) error {
	var b [8]byte
	binary.LittleEndian.PutUint64(b[:], v)
	return m.Write(addr, b[:])
}
