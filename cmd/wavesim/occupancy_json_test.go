package main

import (
	"encoding/json"
	"reflect"
	"testing"
)

// occupancy --json and run --json's occupancy summary give the same
// quantities under the same keys: a script reading lds_bytes from one
// reads it from the other. For saxpy (its metadata's workgroup range
// 1-1024) both cover the same sizes, so the values agree too.
func TestOccupancyJSONKeysMatchRun(t *testing.T) {
	const file = "../../traces/saxpy/llvm16-gfx1030.s"
	out, err := run(t, "occupancy", "--json", file)
	if err != nil {
		t.Fatal(err)
	}
	var occ []map[string]any
	if err := json.Unmarshal([]byte(out), &occ); err != nil || len(occ) != 1 {
		t.Fatalf("occupancy --json: %v\n%s", err, out)
	}
	out, err = run(t, "run", "--json", "--launch", "../../traces/saxpy/launch.json", file)
	if err != nil {
		t.Fatal(err)
	}
	var res struct{ Occupancy map[string]any }
	if err := json.Unmarshal([]byte(out), &res); err != nil || res.Occupancy == nil {
		t.Fatalf("run --json has no occupancy summary: %v\n%s", err, out)
	}
	for _, k := range []string{"vgprs", "sgprs", "lds_bytes", "min_over_sizes", "max_over_sizes", "max_workgroup_size", "wave_slots_per_simd", "limited_by"} {
		a, inOcc := occ[0][k]
		b, inRun := res.Occupancy[k]
		if !inOcc || !inRun || !reflect.DeepEqual(a, b) {
			t.Errorf("key %s: occupancy --json %v (present %v), run --json %v (present %v)", k, a, inOcc, b, inRun)
		}
	}
	for _, old := range []string{"lds", "min", "max", "workgroup"} {
		if _, ok := occ[0][old]; ok {
			t.Errorf("occupancy --json still has the key %q, which run --json calls otherwise", old)
		}
	}
}
