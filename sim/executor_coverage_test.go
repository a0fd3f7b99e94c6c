package sim

import (
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// TestMain runs the package's tests and then, when the whole package ran
// (no -run, -skip or -list), checks that the tests ran every generated
// executor: each table row with lane semantics was run with an active lane
// by a test that checks its results (the semantics tables, through
// TrackExecutors), and in a build with a vector executor each row's vector
// function ran too. Rows in untestedExecutors are exempt; a listed row
// that a test runs fails the check, so the list can only shrink.
func TestMain(m *testing.M) {
	code := m.Run()
	if code == 0 && wholePackageRan() {
		if missing := executorCoverage(); len(missing) > 0 {
			fmt.Fprintf(os.Stderr, "--- FAIL: executor coverage (%d problems)\n", len(missing))
			for _, s := range missing {
				fmt.Fprintf(os.Stderr, "    %s\n", s)
			}
			fmt.Println("FAIL")
			code = 1
		}
	}
	os.Exit(code)
}

// wholePackageRan reports whether the run selected every test.
func wholePackageRan() bool {
	for _, name := range []string{"test.run", "test.skip", "test.list"} {
		if f := flag.Lookup(name); f != nil && f.Value.String() != "" {
			return false
		}
	}
	return true
}

// executorCoverage lists what the tests left unrun, and stale entries of
// untestedExecutors.
func executorCoverage() []string {
	var out []string
	listed := map[string]bool{}
	for name := range untestedExecutors {
		listed[name] = false
	}
	for _, op := range isa.Ops() {
		if op.Sem == "" {
			continue
		}
		name := op.SemName()
		_, exempt := untestedExecutors[name]
		if exempt {
			listed[name] = true
		}
		switch {
		case exempt && rowChecked[op.ID]:
			out = append(out, fmt.Sprintf("%s: a test checks it now; drop it from untestedExecutors", name))
		case !exempt && !rowChecked[op.ID]:
			out = append(out, fmt.Sprintf("%s (%s): no test ran its executor with an active lane and checked the result", name, gensOf(op)))
		}
		if valuVecByOp[op.ID] != nil && !vectorRan[op.ID] {
			out = append(out, fmt.Sprintf("%s: its vector function (%s) never ran", name, VectorPath()))
		}
	}
	for name, seen := range listed {
		if !seen {
			out = append(out, fmt.Sprintf("%s: listed in untestedExecutors but no row with lane semantics has that name", name))
		}
	}
	sort.Strings(out)
	return out
}

// gensOf names the targets of the semantics tables that have the row.
func gensOf(op *isa.Op) string {
	var on []string
	for _, a := range []string{"gfx900", "gfx1010", "gfx1030", "gfx1100"} {
		if op.On(isa.MustArch(a)) {
			on = append(on, a)
		}
	}
	return strings.Join(on, ", ")
}

// untestedExecutors are the rows whose executors no test checks yet, by
// executor name (isa.Op.SemName), each with the reason ("no test yet").
// Every row has a test today; a row that cannot get one at once is listed
// here, and leaves the list when a test runs it.
var untestedExecutors = map[string]string{
	"s_max_num_f16_gfx12":    "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"s_maximum_f16_gfx12":    "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"s_min_num_f16_gfx12":    "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"s_min_num_f32_gfx12":    "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"s_minimum_f16_gfx12":    "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"s_minimum_f32_gfx12":    "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_add_f64_gfx12":        "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_lshlrev_b64_gfx12":    "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_max3_num_f16_gfx12":   "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_max3_num_f32_gfx12":   "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_max_num_f16_gfx12":    "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_max_num_f64_gfx12":    "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_maximum3_f32_gfx12":   "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_maximum_f16_gfx12":    "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_maximum_f64_gfx12":    "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_maxmin_num_f16_gfx12": "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_med3_num_f16_gfx12":   "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_min3_num_f16_gfx12":   "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_min3_num_f32_gfx12":   "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_min_num_f16_gfx12":    "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_min_num_f64_gfx12":    "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_minimum3_f32_gfx12":   "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_minimum_f16_gfx12":    "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_minimum_f64_gfx12":    "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_minmax_num_f16_gfx12": "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_minmax_num_f32_gfx12": "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_mul_f64_gfx12":        "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_pk_max_num_f16_gfx12": "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
	"v_pk_min_num_f16_gfx12": "no test yet: a GFX12 row whose helper (sim/sem_helpers_gfx12.go) the f32 tables of sem_gfx12_test.go check, not yet this width or form",
}
