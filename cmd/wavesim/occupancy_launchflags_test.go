package main

import "testing"

// occupancy --launch takes the registers, LDS, workgroup size and CU mode
// from the kernel file and the launch: each flag that would set them is
// refused rather than ignored.
func TestOccupancyLaunchRefusesIgnoredFlags(t *testing.T) {
	const spec, kernel = "../../traces/saxpy/launch.json", "../../traces/saxpy/llvm16-gfx1030.s"
	for _, c := range [][]string{{"--vgprs", "8"}, {"--sgprs", "8"}, {"--lds", "64"}, {"--cumode"}, {"--workgroup", "64"}} {
		args := append([]string{"occupancy", "--launch", spec}, append(c, kernel)...)
		want := c[0] + " is not used with --launch (the kernel file and the launch give it)"
		if _, err := run(t, args...); err == nil || err.Error() != want {
			t.Errorf("%v: %v, want %q", c, err, want)
		}
	}
}
