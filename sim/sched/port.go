package sched

import "fmt"

// Port is a resource that the waves of a compute unit, or of the whole
// device, contend for: a memory pipeline, a cache's tag lookup, DRAM
// bandwidth, a set of LDS banks. It has Width lanes, and a request holds
// one lane for the cycles it needs from the cycle it starts: the lane that
// frees first, not before the request arrives.
//
// Requests are served in the order they are made. The scheduler issues
// the oldest ready wave first, so they arrive in nearly increasing cycle
// order; one that arrives earlier than a request already served waits
// for a lane to free rather than slipping in before it, which can only
// overstate contention, by at most the cycles the two arrivals differ.
type Port struct {
	free []int64 // per lane, the cycle it frees at
	// Requests and Cycles count what was served; Waited sums the cycles
	// requests waited for a lane.
	Requests, Cycles, Waited int64
}

// NewPort is a port of width lanes.
func NewPort(width int) *Port {
	if width < 1 {
		panic(fmt.Sprintf("sched: a port of %d lanes", width))
	}
	return &Port{free: make([]int64, width)}
}

// Width is the port's lanes.
func (p *Port) Width() int { return len(p.free) }

// Reserve serves a request arriving at cycle at that holds a lane for
// cycles cycles, and gives the cycle it starts.
func (p *Port) Reserve(at, cycles int64) int64 {
	i := 0
	for j := range p.free {
		if p.free[j] < p.free[i] {
			i = j
		}
	}
	start := max(at, p.free[i])
	p.free[i] = start + cycles
	p.Requests++
	p.Cycles += cycles
	p.Waited += start - at
	return start
}

// FreeAt is the cycle a request arriving now would start at, without
// making it.
func (p *Port) FreeAt(at int64) int64 {
	m := p.free[0]
	for _, f := range p.free[1:] {
		m = min(m, f)
	}
	return max(at, m)
}

// Reset frees every lane and clears the counts, for a new run.
func (p *Port) Reset() {
	clear(p.free)
	p.Requests, p.Cycles, p.Waited = 0, 0, 0
}

// linkScale is the fixed point of a Link's clock: 1/65536 of a cycle, so
// that a share of a few bytes a cycle loses nothing over millions of
// transfers.
const linkScale = 1 << 16

// Link is a bandwidth that transfers share: a memory level's bytes per
// cycle, which may be a fraction (a compute unit's share of a device's
// DRAM bandwidth is a few bytes a cycle). Transfers are served in the
// order they are made, each taking its bytes' time from when the link is
// free, not before it arrives, as a Port serves requests.
type Link struct {
	perByte int64 // cycles a byte takes, in 1/linkScale cycles
	free    int64 // when the link is free, in 1/linkScale cycles
	// Transfers and Bytes count what was served; Waited sums the cycles
	// transfers waited for the link.
	Transfers, Bytes, Waited int64
}

// NewLink is a link of bytesPerCycle bytes a cycle (above zero).
func NewLink(bytesPerCycle float64) *Link {
	if !(bytesPerCycle > 0) {
		panic(fmt.Sprintf("sched: a link of %v bytes a cycle", bytesPerCycle))
	}
	return &Link{perByte: max(1, int64(linkScale/bytesPerCycle+0.5))}
}

// Transfer serves bytes arriving at cycle at and gives the cycle the
// transfer starts: at, or later when earlier transfers still hold the
// link.
func (l *Link) Transfer(at int64, bytes int) int64 {
	s := max(at*linkScale, l.free)
	l.free = s + int64(bytes)*l.perByte
	start := (s + linkScale - 1) / linkScale
	l.Transfers++
	l.Bytes += int64(bytes)
	l.Waited += start - at
	return start
}

// Reset frees the link and clears the counts, for a new run.
func (l *Link) Reset() {
	l.free = 0
	l.Transfers, l.Bytes, l.Waited = 0, 0, 0
}
