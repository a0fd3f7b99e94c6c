// Package seedmix derives the seeds of a campaign's items from the
// campaign's seed, one rule for every campaign (wavesim fuzz's programs
// and states, llcfuzz's kernels), so an item is the same whichever shard
// runs it and a seed printed by one command reproduces in the other.
package seedmix

// Mix derives an independent seed from a and b: a splitmix64 step over
// a*golden ratio + b.
func Mix(a, b uint64) uint64 {
	x := a*0x9e3779b97f4a7c15 + b + 0x632be59bd9b4e019
	x ^= x >> 31
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 29
	return x
}
