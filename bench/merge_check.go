package bench

import (
	"fmt"
	"math"

	"github.com/wavesim/wavesim/opt/validate"
	"github.com/wavesim/wavesim/sim/launch"
)

// A report read back for merge is checked where it is read: a count below
// zero, counts that do not add up or a figure no run gives would otherwise
// be summed into the merged report as if a shard had measured them.

// atPath names the position of the value at a JSON path in the document
// (or of the nearest enclosing value there).
func (r *Report) atPath(path string) string {
	off := launch.PathOffset(r.src[r.off:r.end], path)
	if off < 0 {
		return r.at(path)
	}
	l, c := launch.LineCol(r.src, r.off+off)
	return fmt.Sprintf("%s:%d:%d", r.file, l, c)
}

// count is one integer field and its JSON path.
type count struct {
	path string
	v    int64
}

// nonNegative checks counts: none is below zero.
func (r *Report) nonNegative(cs ...count) error {
	for _, c := range cs {
		if c.v < 0 {
			return fmt.Errorf("%s: %s is %d; a count is 0 or more", r.atPath(c.path), c.path, c.v)
		}
	}
	return nil
}

// setting is a setting a command refuses outside lo..hi (its flag's
// range): a report holding one was not written by that command.
func (r *Report) setting(path, flag string, v, lo, hi int64) error {
	if v < lo || v > hi {
		limits := fmt.Sprintf("%d to %d", lo, hi)
		if hi == math.MaxInt {
			limits = fmt.Sprintf("%d or more", lo)
		}
		return fmt.Errorf("%s: %s is %d; %s takes %s", r.atPath(path), path, v, flag, limits)
	}
	return nil
}

// finiteNonNegative checks figures: each a number of 0 or more (JSON has
// no NaN or infinity, but a sum of large ones overflows to infinity).
func (r *Report) finiteNonNegative(path string, vs ...float64) error {
	for _, v := range vs {
		if v < 0 || math.IsInf(v, 0) || math.IsNaN(v) {
			return fmt.Errorf("%s: %s is %v; want a finite figure of 0 or more", r.atPath(path), path, v)
		}
	}
	return nil
}

// checkFuzz checks a fuzz report's counts and figures.
func (r *Report) checkFuzz() error {
	f := r.Fuzz
	err := r.nonNegative(count{"programs", f.Programs}, count{"unchanged", f.Unchanged}, count{"states", f.States},
		count{"inconclusive_states", f.InconclusiveStates}, count{"runs", f.Runs}, count{"states_per_program", int64(f.StatesPerProgram)},
		count{"blocks", int64(f.Blocks)}, count{"merged_from", int64(f.MergedFrom)})
	if err != nil {
		return err
	}
	if err := r.setting("states_per_program", "fuzz --states", int64(f.StatesPerProgram), 1, math.MaxInt); err != nil {
		return err
	}
	if err := r.setting("blocks", "fuzz --blocks", int64(f.Blocks), 1, validate.MaxBlocks); err != nil {
		return err
	}
	for _, v := range []struct {
		path string
		v    float64
	}{{"elapsed_seconds", f.Elapsed}, {"elapsed_max_seconds", f.ElapsedMax}, {"seconds", f.Seconds}, {"dict_share", f.DictShare}} {
		if err := r.finiteNonNegative(v.path, v.v); err != nil {
			return err
		}
	}
	if f.DictShare > 1 {
		return fmt.Errorf("%s: dict_share is %v; a share is at most 1", r.atPath("dict_share"), f.DictShare)
	}
	if f.Unchanged > f.Programs {
		return fmt.Errorf("%s: %d of %d programs unchanged: the counts do not add up", r.atPath("unchanged"), f.Unchanged, f.Programs)
	}
	// Each changed program is run from states_per_program states, each
	// compared or inconclusive; a program stopped by a finding runs fewer.
	if spp := int64(f.StatesPerProgram); spp > 0 {
		changed := f.Programs - f.Unchanged
		if changed <= math.MaxInt64/spp {
			limit := changed * spp
			if f.States > limit || f.InconclusiveStates > limit-f.States {
				return fmt.Errorf("%s: %d states compared and %d inconclusive, but %d changed programs of %d states each make at most %d: the counts do not add up",
					r.atPath("states"), f.States, f.InconclusiveStates, changed, spp, limit)
			}
		}
	}
	if f.MergedFrom == 0 && len(f.Findings) > 1 {
		return fmt.Errorf("%s: %d findings in one shard; a shard stops at its first", r.atPath("findings[1]"), len(f.Findings))
	}
	for i, x := range f.Findings {
		path := fmt.Sprintf("findings[%d].program_index", i)
		if x.Index < 0 || f.Runs > 0 && x.Index >= f.Runs {
			return fmt.Errorf("%s: %s is %d; the campaign's programs are 0 to %d", r.atPath(path), path, x.Index, f.Runs-1)
		}
	}
	return nil
}

// checkBench checks a bench report's counts and each row's.
func (r *Report) checkBench() error {
	b := r.Bench
	if err := r.nonNegative(count{"runs", int64(b.Runs)}, count{"total_traces", int64(b.TotalTraces)}, count{"merged_from", int64(b.MergedFrom)}); err != nil {
		return err
	}
	if err := r.setting("runs", "bench --runs", int64(b.Runs), 1, math.MaxInt); err != nil {
		return err
	}
	for i := range b.Rows {
		if err := r.checkRow(i, &b.Rows[i]); err != nil {
			return err
		}
	}
	return nil
}

func (r *Report) checkRow(i int, row *Row) error {
	p := func(key string) string { return fmt.Sprintf("rows[%d].%s", i, key) }
	err := r.nonNegative(count{p("insts"), int64(row.Insts)}, count{p("insts_after"), int64(row.InstsAfter)},
		count{p("sites"), int64(row.Sites)}, count{p("skipped"), int64(row.Skipped)}, count{p("runs"), int64(row.Runs)},
		count{p("compared"), int64(row.Compared)}, count{p("both_faulted"), int64(row.BothFaulted)},
		count{p("inconclusive"), int64(row.Inconclusive)})
	if err != nil {
		return err
	}
	// A launch is compared or inconclusive (both faulted being one way to
	// be inconclusive); a mismatch ends the launches early.
	switch {
	case row.BothFaulted > row.Inconclusive:
		return fmt.Errorf("%s: %d launches faulted on both sides but %d were inconclusive: the counts do not add up", r.atPath(p("both_faulted")), row.BothFaulted, row.Inconclusive)
	case row.Compared > row.Runs-row.Inconclusive:
		return fmt.Errorf("%s: %d launches compared and %d inconclusive of %d run: the counts do not add up", r.atPath(p("compared")), row.Compared, row.Inconclusive, row.Runs)
	case len(row.Speedups) > row.Compared:
		return fmt.Errorf("%s: %d speedups for %d compared launches: the counts do not add up", r.atPath(p("speedups")), len(row.Speedups), row.Compared)
	}
	for _, f := range []struct {
		key string
		v   []float64
	}{
		{"cycles_before", []float64{row.Before.Mean, row.Before.StdDev, row.Before.Min, row.Before.Max}},
		{"cycles_after", []float64{row.After.Mean, row.After.StdDev, row.After.Min, row.After.Max}},
		{"speedups", row.Speedups},
		{"stalls_before", row.StallsBefore[:]},
		{"stalls_after", row.StallsAfter[:]},
	} {
		if err := r.finiteNonNegative(p(f.key), f.v...); err != nil {
			return err
		}
	}
	return nil
}

// addCount adds a shard's count to a merged total, refusing a sum past
// what an int64 holds.
func (r *Report) addCount(total *int64, key string, v int64) error {
	if *total > math.MaxInt64-v {
		return fmt.Errorf("%s: %s %d makes the shards' total overflow", r.atPath(key), key, v)
	}
	*total += v
	return nil
}

// checkSum refuses a merged figure that overflowed to infinity.
func (r *Report) checkSum(key string, sum float64) error {
	if math.IsInf(sum, 0) || math.IsNaN(sum) {
		return fmt.Errorf("%s: %s makes the shards' total %v", r.atPath(key), key, sum)
	}
	return nil
}
