package sim_test

import (
	"testing"

	"github.com/wavesim/wavesim/isa"
)

// The AGPR copies on the CDNA targets: each active lane copies one dword
// between the VGPR and AGPR halves of the vector file; inactive lanes keep
// their sentinel (semRunLanes checks every exec mask of semMasks). a<i>
// is vector unit isa.AGPRBase+i, so the rows name AGPRs by that index.
func TestSemAGPRCopies(t *testing.T) {
	cdna := []semTarget{{"gfx90a", 64}, {"gfx942", 64}}
	a := func(i int) int { return isa.AGPRBase + i }
	semRunLanes(t, []semLane{
		{name: "accvgpr_write_from_vgpr", asm: "v_accvgpr_write_b32 a3, v1", targets: cdna,
			in: []int{1}, out: []int{a(3)}, rows: [][]uint32{
				{0, 0},
				{0xdeadbeef, 0xdeadbeef},
				{0x80000000, 0x80000000},
			}},
		// v3 is not written: a3 and v3 are different registers.
		{name: "accvgpr_write_leaves_same_numbered_vgpr", asm: "v_accvgpr_write_b32 a3, v1", targets: cdna,
			in: []int{1, 3}, out: []int{a(3)}, rows: [][]uint32{
				{7, 0x1234, 7},
			}},
		{name: "accvgpr_write_inline_and_sgpr", asm: "v_accvgpr_write_b32 a0, -1\nv_accvgpr_write_b32 a1, 0.5\nv_accvgpr_write_b32 a2, s5",
			targets: cdna, sgprs: map[int]uint32{5: 0xcafef00d},
			in: []int{}, out: []int{a(0), a(1), a(2)}, rows: [][]uint32{
				{0xffffffff, 0x3f000000, 0xcafef00d},
			}},
		{name: "accvgpr_read", asm: "v_accvgpr_read_b32 v2, a255", targets: cdna,
			in: []int{a(255)}, out: []int{2}, rows: [][]uint32{
				{0x01020304, 0x01020304},
				{0xffffffff, 0xffffffff},
			}},
		{name: "accvgpr_mov", asm: "v_accvgpr_mov_b32 a1, a2", targets: cdna,
			in: []int{a(2)}, out: []int{a(1)}, rows: [][]uint32{
				{0x5555aaaa, 0x5555aaaa},
				{3, 3},
			}},
		// A spill and reload through an AGPR, as llc-19 -O0 emits it
		// ("; Reload Reuse"): the value comes back, v1 unchanged between.
		{name: "spill_reload_roundtrip", asm: "v_accvgpr_write_b32 a7, v1\nv_accvgpr_read_b32 v4, a7", targets: cdna,
			in: []int{1}, out: []int{a(7), 4}, rows: [][]uint32{
				{42, 42, 42},
				{0xfffffffe, 0xfffffffe, 0xfffffffe},
			}},
	})
}
