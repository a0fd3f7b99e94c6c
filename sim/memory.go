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
// but regions may not share a page. Mapping allocates nothing: a page is
// allocated when it is first touched, so a region a run never uses (the
// scratch of a large grid, a buffer the kernel does not read) costs no
// memory, and reads of untouched memory give zeros.
func (m *Memory) Map(name string, base, size uint64) error {
	if size == 0 {
		return nil
	}
	if base+size < base {
		return fmt.Errorf("region %s at %#x of %d bytes wraps the address space", name, base, size)
	}
	for _, r := range m.regions {
		if base < r.Base+r.Size && r.Base < base+size {
			return fmt.Errorf("region %s [%#x,%#x) overlaps %s", name, base, base+size, r.Name)
		}
	}
	m.regions = append(m.regions, Region{name, base, size})
	sort.Slice(m.regions, func(i, j int) bool { return m.regions[i].Base < m.regions[j].Base })
	m.last, m.lastPN = nil, ^uint64(0)
	return nil
}

// page gives page pn, allocating it on first touch when a region maps
// part of it; nil when none does.
func (m *Memory) page(pn uint64) *page {
	if p := m.pages[pn]; p != nil {
		return p
	}
	a := pn << pageBits
	// The first region that ends past the page's start.
	i := sort.Search(len(m.regions), func(i int) bool { return m.regions[i].Base+m.regions[i].Size > a })
	var p *page
	for ; i < len(m.regions) && m.regions[i].Base < a+pageSize; i++ {
		r := m.regions[i]
		if p == nil {
			p = &page{lo: pageSize, hi: 0}
		}
		lo, hi := uint32(0), uint32(pageSize)
		if r.Base > a {
			lo = uint32(r.Base - a)
		}
		if r.Base+r.Size < a+pageSize {
			hi = uint32(r.Base + r.Size - a)
		}
		p.lo, p.hi = min(p.lo, lo), max(p.hi, hi)
	}
	if p != nil {
		m.pages[pn] = p
	}
	return p
}

// Release drops the pages wholly inside [base, base+size): their contents
// read as zeros again. A dispatch releases the scratch of finished waves.
func (m *Memory) Release(base, size uint64) {
	first := (base + pageSize - 1) >> pageBits
	end := (base + size) >> pageBits
	if end-first > uint64(len(m.pages)) {
		for pn := range m.pages {
			if pn >= first && pn < end {
				delete(m.pages, pn)
			}
		}
	} else {
		for pn := first; pn < end; pn++ {
			delete(m.pages, pn)
		}
	}
	m.last, m.lastPN = nil, ^uint64(0)
}

// Pages is the number of pages allocated so far.
func (m *Memory) Pages() int { return len(m.pages) }

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
		p = m.page(pn)
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

// Read copies len(b) bytes at addr into b, a page at a time.
func (m *Memory) Read(addr uint64, b []byte) error {
	if s, err := m.lookup(addr, len(b), false); err != nil {
		return err
	} else if s != nil {
		copy(b, s)
		return nil
	}
	for a, rest := addr, b; len(rest) > 0; {
		n := min(len(rest), int(pageSize-a&(pageSize-1)))
		s, err := m.lookup(a, n, false)
		if err != nil || s == nil {
			return &Fault{Addr: addr, Size: len(b)}
		}
		copy(rest, s)
		a, rest = a+uint64(n), rest[n:]
	}
	return nil
}

// Write copies b to addr, a page at a time.
func (m *Memory) Write(addr uint64, b []byte) error {
	if s, err := m.lookup(addr, len(b), true); err != nil {
		return err
	} else if s != nil {
		copy(s, b)
		return nil
	}
	for a, rest := addr, b; len(rest) > 0; {
		n := min(len(rest), int(pageSize-a&(pageSize-1)))
		s, err := m.lookup(a, n, true)
		if err != nil || s == nil {
			return &Fault{Addr: addr, Size: len(b), Write: true}
		}
		copy(s, rest)
		a, rest = a+uint64(n), rest[n:]
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
