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

// --user-sgprs was taken as given: out of the hardware's range, below
// what the descriptor enables, or over a count the file's descriptor
// gives, it ran a kernel with its workgroup ids somewhere else.
func TestUserSGPRsFlagChecked(t *testing.T) {
	const dis = "testdata/listing/saxpy-gfx1100.dis"
	for _, c := range []struct {
		name, file string
		n          int
		want       string
	}{
		{"negative", dis, -1, "--user-sgprs -1: a kernel has 0 to 16 user SGPRs (AMDGPUBaseInfo getMaxNumUserSGPRs)"},
		{"above the hardware's", dis, 17, "--user-sgprs 17: a kernel has 0 to 16 user SGPRs (AMDGPUBaseInfo getMaxNumUserSGPRs)"},
		{"below the enabled", dis, 1, "--user-sgprs 1 is below the 2 user SGPRs kernel saxpy's descriptor enables (.amdhsa_user_sgpr_kernarg_segment_ptr: 2)"},
		{"over a descriptor's count", "../../traces/saxpy/llvm16-gfx1030.s", 15,
			"../../traces/saxpy/llvm16-gfx1030.s:38:3: kernel saxpy's descriptor gives .amdhsa_user_sgpr_count 6; --user-sgprs 15 would override it (it is for llvm-objdump listings, which omit the count)"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, err := LoadProgram(c.file, LoadOptions{Arch: "gfx1100", UserSGPRs: c.n})
			if c.file != dis {
				_, err = LoadProgram(c.file, LoadOptions{UserSGPRs: c.n})
			}
			if err == nil || err.Error() != c.want {
				t.Errorf("got  %v\nwant %s", err, c.want)
			}
		})
	}
	// The count the enables need is accepted.
	if _, err := LoadProgram(dis, LoadOptions{Arch: "gfx1100", UserSGPRs: 2}); err != nil {
		t.Error(err)
	}
}
