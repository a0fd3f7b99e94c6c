package timing

// A workgroup's wave states are kept for the next workgroup
// (StartGroup), as the dispatch keeps its waves: a grid of millions of
// waves then allocates a few states, not one per wave.

// recycle keeps the wave states of the group that ended.
func (t *Model) recycle() {
	for _, wt := range t.waves {
		if wt != nil {
			t.spare = append(t.spare, wt)
		}
	}
}

// freshWaveState is a wave's state before its first instruction: a kept
// one made new, or a new one.
func (t *Model) freshWaveState(vgprs int) *waveTiming {
	for n := len(t.spare); n > 0; n = len(t.spare) {
		wt := t.spare[n-1]
		t.spare = t.spare[:n-1]
		if len(wt.vReady) != vgprs+1 {
			continue
		}
		clear(wt.vReady)
		clear(wt.haz)
		// The same as a new state, keeping the arrays' capacity.
		*wt = waveTiming{vReady: wt.vReady, haz: wt.haz, vm: wt.vm[:0], vs: wt.vs[:0], lgkm: wt.lgkm[:0],
			valuDone: wt.valuDone[:0], transDone: wt.transDone[:0]}
		return wt
	}
	return &waveTiming{vReady: make([]int64, vgprs+1), haz: make([]ruleState, len(t.rules))}
}
