package launch

import (
	"strings"
	"testing"
)

// llvm-objdump does not print .amdhsa_user_sgpr_count; llc-16 sets it to
// 15 on gfx1100, so the workgroup id the kernel reads is s15, not the s2
// the listed enables give. The listing once ran to wrong results (y[256:]
// untouched) without a word; it is refused at the instruction that reads
// s15 with the count that fits, and runs to the expectation given it.
func TestListingUserSGPRCount(t *testing.T) {
	const dis = "testdata/listing/saxpy-gfx1100.dis"
	const spec = "../../traces/saxpy/launch.json"
	_, err := RunFiles(dis, spec, LoadOptions{Arch: "gfx1100"}, Options{})
	if err == nil {
		t.Fatal("the listing ran without its user SGPR count")
	}
	for _, want := range []string{"saxpy-gfx1100.dis:8:2:", "kernel saxpy reads s15", "Work-Group Id X s2", "wavesim run kernel.o", "--user-sgprs 15 puts"} {
		if !strings.Contains(err.Error(), want) {
			t.Errorf("error %q\nlacks %q", err, want)
		}
	}
	d, err := RunFiles(dis, spec, LoadOptions{Arch: "gfx1100", UserSGPRs: 15}, Options{})
	if err != nil {
		t.Fatal(err)
	}
	if m := d.Check(); m != nil {
		t.Errorf("with --user-sgprs 15: %v", m)
	}
}
