package timing

// cache is one set-associative cache level with LRU replacement: the tags
// of the lines it holds, when each line's data is there (a fill still in
// flight makes a second request wait for it, as a miss-status register
// merges requests to one line), and whether a line is dirty. Sets are
// allocated in chunks as they are first touched, so a 128 MiB Infinity
// Cache costs memory only for the lines a run uses; a reset starts a new
// epoch, which makes every line of an earlier one empty without touching
// it (an isolated run resets for each of millions of workgroups).
type cache struct {
	sets  uint64
	ways  int
	shift uint // log2 of the line size
	// chunks[i] holds sets i*chunk .. of ways lines each; chunk is
	// chunkSets, or sets when the cache has fewer.
	chunks [][]cline
	chunk  uint64
	epoch  uint32
	clock  uint64 // LRU stamp, never reset: an earlier epoch's lines are older
	// Requests and Hits count lookups.
	Requests, Hits int64
}

const chunkSets = 64

type cline struct {
	tag   uint64 // line address + 1; 0: empty
	ready int64  // the cycle its data is there
	used  uint64 // LRU stamp
	dirty bool
	// from is the level its data is coming from, while ready is ahead: a
	// request that finds the fill in flight waits for that level.
	from MemCause
	// epoch is the cache's epoch the line was filled in; a line of an
	// earlier one is empty.
	epoch uint32
}

// hit is when a request at t for the line finds its data, a hit costing
// lat at level lvl: a fill still in flight holds it until ready, a wait
// for the level the fill comes from. Such a request merges with the miss
// (a miss-status register) and is not a hit of c: hits count the requests
// the level's own data served.
func (c *cache) hit(e *cline, t, lat int64, lvl MemCause) (done, base int64, from MemCause) {
	if e.ready > t+lat {
		c.Hits--
		return e.ready, e.ready - t, e.from
	}
	return t + lat, lat, lvl
}

// newCache is a cache of size bytes, lines of line bytes (a power of
// two), ways ways; nil when size is 0 (the level does not exist).
func newCache(size, line, ways int) *cache {
	if size <= 0 {
		return nil
	}
	lines := max(size/line, 1)
	ways = min(max(ways, 1), lines)
	sets := uint64(max(lines/ways, 1))
	c := &cache{sets: sets, ways: ways, shift: log2(line), chunk: min(sets, chunkSets)}
	c.chunks = make([][]cline, (sets+c.chunk-1)/c.chunk)
	return c
}

func log2(n int) uint {
	s := uint(0)
	for 1<<(s+1) <= n {
		s++
	}
	return s
}

// line is the line address of byte address a.
func (c *cache) line(a uint64) uint64 { return a >> c.shift }

// set is the ways of the set line maps to.
func (c *cache) set(line uint64) []cline {
	s := line % c.sets
	k := s / c.chunk
	ch := c.chunks[k]
	if ch == nil {
		ch = make([]cline, c.chunk*uint64(c.ways))
		c.chunks[k] = ch
	}
	o := (s % c.chunk) * uint64(c.ways)
	return ch[o : o+uint64(c.ways)]
}

// lookup finds the line holding byte address a. On a miss it takes the
// least recently used way for it (ready 0: the caller sets when its data
// arrives); a dirty victim needs nothing, its write-back was charged when
// it turned dirty.
func (c *cache) lookup(a uint64) (e *cline, hit bool) {
	c.Requests++
	if e, hit = c.allocate(a); hit {
		c.Hits++
	}
	return e, hit
}

// allocate is lookup for a write, which reads nothing: it is not counted
// as a request (a hit rate is the reads a level served).
func (c *cache) allocate(a uint64) (e *cline, hit bool) {
	tag := c.line(a) + 1
	set := c.set(tag - 1)
	c.clock++
	v := 0
	for i := range set {
		if set[i].tag == tag && set[i].epoch == c.epoch {
			set[i].used = c.clock
			return &set[i], true
		}
		if set[i].used < set[v].used {
			v = i
		}
	}
	e = &set[v]
	*e = cline{tag: tag, used: c.clock, epoch: c.epoch}
	return e, false
}

// invalidate drops the line holding byte address a, if present.
func (c *cache) invalidate(a uint64) {
	tag := c.line(a) + 1
	for i, set := 0, c.set(tag-1); i < len(set); i++ {
		if set[i].tag == tag {
			set[i] = cline{} // the oldest stamp: the next victim
		}
	}
}

// flush empties the cache (an invalidate instruction, a new run).
func (c *cache) flush() {
	if c == nil { // a level the configuration leaves out (l0_kib=0)
		return
	}
	c.epoch++
	if c.epoch == 0 {
		// The epoch wrapped: lines of 2^32 flushes ago would look current.
		for _, ch := range c.chunks {
			clear(ch)
		}
	}
}

// find is the line holding byte address a, nil if absent; it neither
// allocates nor counts.
func (c *cache) find(a uint64) *cline {
	tag := c.line(a) + 1
	set := c.set(tag - 1)
	for i := range set {
		if set[i].tag == tag && set[i].epoch == c.epoch {
			return &set[i]
		}
	}
	return nil
}
