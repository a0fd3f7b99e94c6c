package main

import (
	"encoding/json"
	"strings"
	"testing"
)

func TestModelListsParameters(t *testing.T) {
	out, err := run(t, "model", "--arch", "gfx1030", "--model", "branch_taken=12")
	if err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"sgpr_rule", "open: per-register .. conservative", "12 (set)", "exec_write",
		"open: forwarded .. result", "D119696", "latency.double_add", "22"} {
		if !strings.Contains(out, want) {
			t.Errorf("wavesim model output lacks %q:\n%s", want, out)
		}
	}
	out, err = run(t, "model", "--arch", "gfx1100")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "LLVM (AMDGPUInsertDelayAlu)") {
		t.Errorf("gfx1100's sgpr_rule is LLVM's, not open:\n%s", out)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"model"}, "give --arch"},
		{[]string{"model", "--arch", "gfx1030", "--model", "no_such=1"}, `--model "no_such=1": no model parameter "no_such"`},
		{[]string{"model", "--arch", "gfx1030", "--model", "sgpr_rule=sometimes"}, `--model "sgpr_rule=sometimes": want one of per-register, conservative`},
		{[]string{"run", "--model", "branch_taken=-3", "--launch", "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm16-gfx1030.s"},
			`--model "branch_taken=-3": want an integer from 1`},
	} {
		if _, err := run(t, c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}

// --model reaches the timing model of run, and compare reports the saving
// at the ends of the open parameters.
func TestModelFlagReachesRunAndCompare(t *testing.T) {
	cycles := func(args ...string) int64 {
		out, err := run(t, append([]string{"run", "--json", "--launch", "../../traces/cmpx_if/launch.json"}, append(args, "../../traces/cmpx_if/llvm16-gfx1030.s")...)...)
		if err != nil {
			t.Fatal(err)
		}
		var res struct {
			Timing struct {
				Cycles int64             `json:"cycles"`
				Model  map[string]string `json:"model"`
			} `json:"timing"`
		}
		if err := json.Unmarshal([]byte(out), &res); err != nil {
			t.Fatal(err)
		}
		return res.Timing.Cycles
	}
	if def, slow := cycles(), cycles("--model", "lat_dram=1400"); slow <= def {
		t.Errorf("doubling DRAM latency: %d cycles, default %d", slow, def)
	}
	if def, slow := cycles("--model", "memory=false"), cycles("--model", "memory=false,latency.vmem_load=640"); slow <= def {
		t.Errorf("without the memory system, doubling VMEM load latency: %d cycles, default %d", slow, def)
	}
	out, err := run(t, "compare", "--json", "--passes", "vcmpx", "--launch", "../../traces/cmpx_if/launch.json", "../../traces/cmpx_if/llvm14-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	var cmp struct {
		Ends []struct {
			Param  string `json:"parameter"`
			Value  string `json:"value"`
			Before int64  `json:"cycles_before"`
			After  int64  `json:"cycles_after"`
		} `json:"model_ends"`
		DependsOn []string `json:"depends_on"`
	}
	if err := json.Unmarshal([]byte(out), &cmp); err != nil {
		t.Fatal(err)
	}
	var params []string
	for _, e := range cmp.Ends {
		params = append(params, e.Param+"="+e.Value)
		if e.Before == 0 || e.After == 0 {
			t.Errorf("%s=%s: no cycles measured", e.Param, e.Value)
		}
	}
	if got := strings.Join(params, " "); got != "sgpr_rule=per-register sgpr_rule=conservative sgpr_rule_vcc=false sgpr_rule_vcc=true salu_after_valu=0 salu_after_valu=12 "+
		"exec_write=forwarded exec_write=result branch_taken=10 branch_taken=32 branch_not_taken=1 branch_not_taken=32 alu_dispatch=false alu_dispatch=true execz_mem=issue execz_mem=hit" {
		t.Errorf("ends measured: %s", got)
	}
	if cmp.DependsOn == nil {
		t.Error("depends_on missing")
	}
}
