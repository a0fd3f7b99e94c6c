//go:build race

package opt

// raceEnabled: the race detector slows the executor about tenfold, so
// wall-clock budgets are relaxed under it.
const raceEnabled = true
