package isa

import (
	"strings"
	"testing"
)

// An SGPR the kernel writes before reading is not unset, and an
// M0-relative write (s_movreld) may write any SGPR from its destination
// up, as Program.Writes counts it: a kernel that reads one it may have
// written that way is not refused. An M0-relative access's uses name every
// SGPR the offset may reach, which it does not read for certain: such a
// kernel (any with s_movreld) was refused.
func TestUnsetSGPRReadWrites(t *testing.T) {
	const head = "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n\t.type k,@function\nk:\n"
	const desc = "\ts_endpgm\n.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.amdhsa_system_sgpr_workgroup_id_x 1\n.end_amdhsa_kernel\n"
	cases := []struct {
		name, code, want string
	}{
		{"reads s12", "\ts_mov_b32 s3, s12\n", "t.s:4:2: kernel k reads s12"},
		{"writes s12 first", "\ts_mov_b32 s12, 0\n\ts_mov_b32 s3, s12\n", ""},
		{"movreld reaches s12", "\ts_mov_b32 m0, 2\n\ts_movreld_b32 s10, s2\n\ts_mov_b32 s3, s12\n", ""},
		{"movrels reads at m0", "\ts_mov_b32 m0, 2\n\ts_movrels_b32 s3, s2\n", ""},
		{"reads the workgroup id", "\ts_mov_b32 s3, s2\n", ""},
	}
	for _, c := range cases {
		p, err := Parse("t.s", []byte(head+c.code+desc), ParseOptions{})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		err = UnsetSGPRRead(p, p.Kernel("k"))
		switch {
		case c.want == "" && err != nil:
			t.Errorf("%s: refused: %v", c.name, err)
		case c.want != "" && (err == nil || !strings.Contains(err.Error(), c.want)):
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
}
