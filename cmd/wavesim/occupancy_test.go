package main

import (
	"strings"
	"testing"
)

func TestOccupancyCommand(t *testing.T) {
	out, err := run(t, "occupancy", "--arch", "gfx900", "--vgprs", "8", "--workgroup", "513-1024")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "occupancy: [7, 10] waves per SIMD, limited by workgroups and LDS") {
		t.Errorf("output:\n%s", out)
	}
	out, err = run(t, "occupancy", "../../traces/lds_reduce/llvm16-gfx900.s")
	if err != nil {
		t.Fatal(err)
	}
	// llc-16 printed "; Occupancy: 8" for this kernel.
	if !strings.Contains(out, "kernel lds_reduce") || !strings.Contains(out, `llc prints "; Occupancy: 8" (LLVM 16 to 19`) {
		t.Errorf("output:\n%s", out)
	}
	out, err = run(t, "run", "-q", "--launch", "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm16-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out, "occupancy 16 waves per SIMD of 16 at 256 work-items per workgroup") {
		t.Errorf("run does not print the occupancy:\n%s", out)
	}
	out, err = run(t, "occupancy", "--launch", "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm16-gfx1030.s")
	if err != nil {
		t.Fatal(err)
	}
	// Two workgroups of 8 waves on one WGP: at 4 waves per SIMD both fit
	// at once, at 2 or 3 one after the other.
	for _, want := range []string{"the kernel allows 16 waves per SIMD", "do not fit 4 SIMDs of 1 waves", "│ 2              │ 3472", "│ 4              │ 2446"} {
		if !strings.Contains(out, want) {
			t.Errorf("the sweep lacks %q:\n%s", want, out)
		}
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"occupancy", "--arch", "gfx900"}, "give --arch and --vgprs"},
		{[]string{"occupancy", "--arch", "gfx900", "--vgprs", "300"}, "300 VGPRs: a wave allocates 0 to 256"},
		{[]string{"occupancy", "--arch", "gfx900", "--vgprs", "8", "--workgroup", "2000"}, `--workgroup "2000": want N or MIN-MAX`},
		{[]string{"occupancy", "--arch", "gfx900", "--vgprs", "8", "--wave", "32"}, "gfx900 has no wave32"},
		{[]string{"occupancy", "--vgprs", "8", "../../traces/saxpy/llvm16-gfx1030.s"}, "--vgprs is read from the kernel file"},
	} {
		if _, err := run(t, c.args...); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}
