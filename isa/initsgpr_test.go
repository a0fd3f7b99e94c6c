package isa

import (
	"fmt"
	"strings"
	"testing"
)

// The table is the one statement of the order: row i is field i, the user
// SGPRs come before the system SGPRs, and the enable bits are the ones
// AMDGPUUsage "Kernel Descriptor" gives (kernel_code_properties bits 0-6
// in field order; compute_pgm_rsrc2 bits 7-10 and 0).
func TestInitSGPRTable(t *testing.T) {
	want := []struct {
		regs   int
		system bool
		word   KDWord
		bit    uint
	}{
		{4, false, KDCodeProperties, 0}, {2, false, KDCodeProperties, 1}, {2, false, KDCodeProperties, 2},
		{2, false, KDCodeProperties, 3}, {2, false, KDCodeProperties, 4}, {2, false, KDCodeProperties, 5},
		{1, false, KDCodeProperties, 6},
		{1, true, KDComputePgmRsrc2, 7}, {1, true, KDComputePgmRsrc2, 8}, {1, true, KDComputePgmRsrc2, 9},
		{1, true, KDComputePgmRsrc2, 10}, {1, true, KDComputePgmRsrc2, 0},
	}
	if len(want) != len(InitSGPRTable) {
		t.Fatalf("%d rows, want %d", len(InitSGPRTable), len(want))
	}
	seen := map[string]bool{}
	for i, r := range InitSGPRTable {
		w := want[i]
		if int(r.Field) != i || r.Regs != w.regs || r.System != w.system || r.Word != w.word || r.Bit != w.bit {
			t.Errorf("row %d (%s): field %d, %d SGPRs, system %v, word %d bit %d; want field %d, %+v",
				i, r.Name, r.Field, r.Regs, r.System, r.Word, r.Bit, i, w)
		}
		if !strings.HasPrefix(r.Directive, ".amdhsa_") || seen[r.Directive] || r.Source == "" {
			t.Errorf("row %d (%s): directive %q repeated, unprefixed or without a source", i, r.Name, r.Directive)
		}
		seen[r.Directive] = true
		if f, ok := InitSGPRByDirective(r.Directive); !ok || f != r.Field {
			t.Errorf("InitSGPRByDirective(%q) = %d, %v", r.Directive, f, ok)
		}
	}
	for _, bad := range []string{".amdhsa_user_sgpr_kernarg_segment_pointer", "user_sgpr_dispatch_ptr", ".amdhsa_user_sgpr_count", ""} {
		if f, ok := InitSGPRByDirective(bad); ok {
			t.Errorf("InitSGPRByDirective(%q) found field %d", bad, f)
		}
	}
	for _, bad := range []string{"TGID_W_EN", "USER_SGPR", ""} {
		if f, ok := InitSGPRByComment(bad); ok {
			t.Errorf("InitSGPRByComment(%q) found field %d", bad, f)
		}
	}
}

func sgprSet(fs ...InitSGPR) InitSGPRSet {
	var s InitSGPRSet
	for _, f := range fs {
		s.Set(f, true)
	}
	return s
}

func TestLayoutInitSGPRs(t *testing.T) {
	all := sgprSet()
	for f := range NumInitSGPRs {
		all.Set(f, true)
	}
	cases := []struct {
		name      string
		on        InitSGPRSet
		userCount int
		at        map[InitSGPR]int // every enabled field; the rest must be absent
		user, end int
	}{
		// docs/reference/abi.md "Initial SGPRs", worked example (llc-16
		// -mcpu=gfx1030): s[0:3] descriptor, s[4:5] kernarg pointer, s6
		// workgroup id x.
		{"gfx1030 worked example", sgprSet(SGPRPrivateSegmentBuffer, SGPRKernargSegmentPtr, SGPRWorkgroupIDX), 6,
			map[InitSGPR]int{SGPRPrivateSegmentBuffer: 0, SGPRKernargSegmentPtr: 4, SGPRWorkgroupIDX: 6}, 6, 7},
		// The scratch_array prologue adds s9: descriptor, kernarg pointer,
		// flat scratch init, then workgroup id x and the wave offset.
		{"scratch wave offset in s9", sgprSet(SGPRPrivateSegmentBuffer, SGPRKernargSegmentPtr, SGPRFlatScratchInit, SGPRWorkgroupIDX, SGPRPrivateSegmentWaveOffset), 8,
			map[InitSGPR]int{SGPRPrivateSegmentBuffer: 0, SGPRKernargSegmentPtr: 4, SGPRFlatScratchInit: 6, SGPRWorkgroupIDX: 8, SGPRPrivateSegmentWaveOffset: 9}, 8, 10},
		// grid2d on gfx1100: the user SGPRs padded to 14
		// (FeatureUserSGPRInit16Bug), so the system SGPRs start there.
		{"padded user SGPRs", sgprSet(SGPRKernargSegmentPtr, SGPRWorkgroupIDX, SGPRWorkgroupIDY), 14,
			map[InitSGPR]int{SGPRKernargSegmentPtr: 0, SGPRWorkgroupIDX: 14, SGPRWorkgroupIDY: 15}, 14, 16},
		{"count below the enabled user SGPRs", sgprSet(SGPRDispatchPtr, SGPRQueuePtr, SGPRWorkgroupIDZ), 2,
			map[InitSGPR]int{SGPRDispatchPtr: 0, SGPRQueuePtr: 2, SGPRWorkgroupIDZ: 4}, 4, 5},
		{"system SGPRs only", sgprSet(SGPRWorkgroupIDX, SGPRWorkgroupIDY, SGPRWorkgroupInfo), 0,
			map[InitSGPR]int{SGPRWorkgroupIDX: 0, SGPRWorkgroupIDY: 1, SGPRWorkgroupInfo: 2}, 0, 3},
		{"nothing enabled", 0, 0, map[InitSGPR]int{}, 0, 0},
		{"everything", all, 0, map[InitSGPR]int{
			SGPRPrivateSegmentBuffer: 0, SGPRDispatchPtr: 4, SGPRQueuePtr: 6, SGPRKernargSegmentPtr: 8,
			SGPRDispatchID: 10, SGPRFlatScratchInit: 12, SGPRPrivateSegmentSize: 14,
			SGPRWorkgroupIDX: 15, SGPRWorkgroupIDY: 16, SGPRWorkgroupIDZ: 17, SGPRWorkgroupInfo: 18,
			SGPRPrivateSegmentWaveOffset: 19}, 15, 20},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l := LayoutInitSGPRs(c.on, c.userCount)
			for f := range NumInitSGPRs {
				got, ok := l.SGPR(f)
				want, enabled := c.at[f]
				if ok != enabled || ok && got != want {
					t.Errorf("%s: s%d, %v; want s%d, %v", InitSGPRTable[f].Name, got, ok, want, enabled)
				}
				r, rok := l.Reg(f)
				if rok != enabled || rok && (int(r.Idx) != want || int(r.N) != InitSGPRTable[f].Regs || r.File != FileS) {
					t.Errorf("%s: Reg %v, %v", InitSGPRTable[f].Name, r, rok)
				}
			}
			if l.User != c.user || l.End != c.end {
				t.Errorf("user %d, end %d; want %d, %d", l.User, l.End, c.user, c.end)
			}
		})
	}
}

// The parser fills the set from the table's directives and comments, and
// InitSGPRs adds what plain -march=amdgcn output implies.
func TestParseInitSGPRs(t *testing.T) {
	kernel := func(body string) string {
		return "\t.amdgcn_target \"amdgcn-amd-amdhsa--gfx1030\"\n\t.type k,@function\nk:\n\ts_endpgm\n" + body
	}
	hsa := func(lines ...string) string {
		return kernel("\t.amdhsa_kernel k\n" + strings.Join(lines, "\n") + "\n\t.end_amdhsa_kernel\n")
	}
	cases := []struct {
		name string
		src  string
		arch *Arch // for files without a target
		want InitSGPRSet
		user int
	}{
		{"kernarg and workgroup id x", hsa("\t\t.amdhsa_user_sgpr_count 2", "\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1", "\t\t.amdhsa_system_sgpr_workgroup_id_x 1"),
			nil, sgprSet(SGPRKernargSegmentPtr, SGPRWorkgroupIDX), 2},
		{"a directive set to 0", hsa("\t\t.amdhsa_user_sgpr_dispatch_ptr 1", "\t\t.amdhsa_user_sgpr_dispatch_ptr 0", "\t\t.amdhsa_system_sgpr_workgroup_info 1"),
			nil, sgprSet(SGPRWorkgroupInfo), 0},
		// On GFX11 bit 0 of RSRC2 is architected flat scratch: the comment
		// llc prints for it must not give an HSA kernel a wave offset SGPR.
		{"SCRATCH_EN comment of an HSA kernel", kernel("; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1\n; COMPUTE_PGM_RSRC2:TGID_Y_EN: 1\n\t.amdhsa_kernel k\n\t\t.amdhsa_enable_private_segment 1\n\t.end_amdhsa_kernel\n"),
			nil, sgprSet(SGPRWorkgroupIDY), 0},
		{"legacy comments", "\t.type k,@function\nk:\n\ts_endpgm\n; COMPUTE_PGM_RSRC2:SCRATCH_EN: 1\n; COMPUTE_PGM_RSRC2:USER_SGPR: 2\n; COMPUTE_PGM_RSRC2:TGID_X_EN: 1\n; COMPUTE_PGM_RSRC2:TGID_Z_EN: 1\n",
			MustArch("gfx1030"), sgprSet(SGPRKernargSegmentPtr, SGPRWorkgroupIDX, SGPRWorkgroupIDZ, SGPRPrivateSegmentWaveOffset), 2},
		{"bare listing", "s_endpgm\n", MustArch("gfx1030"), sgprSet(SGPRKernargSegmentPtr), 2},
	}
	for _, r := range InitSGPRTable {
		cases = append(cases, struct {
			name string
			src  string
			arch *Arch
			want InitSGPRSet
			user int
		}{"only " + r.Directive, hsa(fmt.Sprintf("\t\t%s 1", r.Directive)), nil, sgprSet(r.Field), map[bool]int{false: r.Regs}[r.System]})
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p, err := Parse("k.s", []byte(c.src), ParseOptions{Arch: c.arch})
			if err != nil {
				t.Fatal(err)
			}
			m := &p.Kernels[0].Meta
			if got := m.InitSGPRs(); got != c.want {
				t.Errorf("InitSGPRs %012b, want %012b", got, c.want)
			}
			if got := m.UserSGPRs(); got != c.user {
				t.Errorf("UserSGPRs %d, want %d", got, c.user)
			}
		})
	}
}
