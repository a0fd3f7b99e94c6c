package launch

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
	"github.com/wavesim/wavesim/isa"
)

// The descriptor fields read from their bytes (AMDHSAKernelDescriptor.h
// offsets; compute_pgm_rsrc2 and kernel_code_properties bits), written as
// the directives llc prints for them.
func TestDescriptorFields(t *testing.T) {
	var k coKernel
	k.meta.Name = "k"
	le := binary.LittleEndian
	le.PutUint32(k.kd[0:], 1024)  // group_segment_fixed_size
	le.PutUint32(k.kd[4:], 48)    // private_segment_fixed_size
	le.PutUint32(k.kd[8:], 280)   // kernarg_size
	le.PutUint32(k.kd[48:], 0xff) // compute_pgm_rsrc1: not read
	// rsrc2: private segment (bit 0), USER_SGPR_COUNT 10 ([5:1]),
	// workgroup id x and z (bits 7, 9), workitem ids x,y ([12:11] = 1).
	le.PutUint32(k.kd[52:], 1|10<<1|1<<7|1<<9|1<<11)
	// properties: private segment buffer, kernarg segment ptr, dispatch
	// id (bits 0, 3, 4) and wave32 (bit 10).
	le.PutUint16(k.kd[56:], 1|1<<3|1<<4|1<<10)
	// rsrc3 (gfx90a+): ACCUM_OFFSET 7, AGPRs from register 32.
	le.PutUint32(k.kd[44:], 7)
	want := map[string]int{
		"group_segment_fixed_size": 1024, "private_segment_fixed_size": 48, "kernarg_size": 280,
		"user_sgpr_count": 10, "user_sgpr_private_segment_buffer": 1, "user_sgpr_dispatch_ptr": 0,
		"user_sgpr_queue_ptr": 0, "user_sgpr_kernarg_segment_ptr": 1, "user_sgpr_dispatch_id": 1,
		"user_sgpr_flat_scratch_init": 0, "user_sgpr_private_segment_size": 0,
		"system_sgpr_workgroup_id_x": 1, "system_sgpr_workgroup_id_y": 0, "system_sgpr_workgroup_id_z": 1,
		"system_sgpr_workgroup_info": 0, "system_vgpr_workitem_id": 1,
	}
	for _, tc := range []struct {
		arch   string
		extra  map[string]int
		absent string
		wave   int
	}{
		{"gfx1032", map[string]int{"wavefront_size32": 1, "system_sgpr_private_segment_wavefront_offset": 1}, "enable_private_segment", 32},
		{"gfx1102", map[string]int{"wavefront_size32": 1, "enable_private_segment": 1}, "system_sgpr_private_segment_wavefront_offset", 32},
		{"gfx900", map[string]int{"system_sgpr_private_segment_wavefront_offset": 1}, "accum_offset", 64},
		{"gfx90a", map[string]int{"system_sgpr_private_segment_wavefront_offset": 1, "accum_offset": 32}, "enable_private_segment", 64},
		// gfx942: architected flat scratch, as GFX11.
		{"gfx942", map[string]int{"enable_private_segment": 1, "accum_offset": 32}, "system_sgpr_private_segment_wavefront_offset", 64},
	} {
		a := isa.MustArch(tc.arch)
		var b bytes.Buffer
		k.writeDescriptor(&b, a, "amdgcn-amd-amdhsa--"+tc.arch)
		got := map[string]int{}
		for _, l := range strings.Split(strings.TrimSpace(b.String()), "\n")[1:] {
			var name string
			var v int
			if n, _ := fmt.Sscan(l, &name, &v); n == 2 {
				got[strings.TrimPrefix(name, ".amdhsa_")] = v
			}
		}
		for f, v := range want {
			if got[f] != v {
				t.Errorf("%s: %s is %d, want %d", tc.arch, f, got[f], v)
			}
		}
		for f, v := range tc.extra {
			if g, ok := got[f]; !ok || g != v {
				t.Errorf("%s: %s is %d (present %v), want %d", tc.arch, f, g, ok, v)
			}
		}
		if _, ok := got[tc.absent]; ok {
			t.Errorf("%s: has %s", tc.arch, tc.absent)
		}
		if w := k.waveSize(a); w != tc.wave {
			t.Errorf("%s: wave%d, want wave%d", tc.arch, w, tc.wave)
		}
	}
}

// Files that are not AMDGPU code objects are refused with the reason.
func TestCodeObjectNotAMDGPU(t *testing.T) {
	self, err := os.ReadFile("/proc/self/exe")
	if err != nil || !IsCodeObject(self) {
		t.Skip("no ELF test binary to read")
	}
	for _, tc := range []struct {
		name string
		src  []byte
		want string
	}{
		{"host.o", self, "not an AMDGPU code object"},
		{"cut.o", self[:20], "not a readable ELF file"},
		{"magic.o", []byte("\x7fELF"), "not a readable ELF file"},
	} {
		_, err := ParseProgram(tc.name, tc.src, LoadOptions{})
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), tc.name+": ") {
			t.Errorf("%s: %v, want %q", tc.name, err, tc.want)
		}
	}
}

// An llc code object with a part a run needs broken or missing is refused
// with the reason.
func TestCodeObjectRefused(t *testing.T) {
	tool := llvmtool.Require(t, "llc", 16)
	dir := t.TempDir()
	src, err := os.ReadFile(llc(t, tool, dir, "saxpy", "gfx1030", "obj"))
	if err != nil {
		t.Fatal(err)
	}
	patch := func(from, to string) []byte {
		if len(from) != len(to) || bytes.Count(src, []byte(from)) == 0 {
			t.Fatalf("cannot patch %q", from)
		}
		return bytes.ReplaceAll(src, []byte(from), []byte(to))
	}
	// The symbol table's name, not the metadata's .symbol (the string
	// table follows the note in llc's layout).
	noKD := bytes.Clone(src)
	i := bytes.LastIndex(noKD, []byte("saxpy.kd\x00"))
	if i < 0 || i == bytes.Index(noKD, []byte("saxpy.kd")) {
		t.Fatal("no second saxpy.kd to patch")
	}
	copy(noKD[i:], "saxpy.kx")
	// The note's name "AMDGPU" and type 32 follow its two sizes.
	noNote := bytes.Replace(src, []byte("\x20\x00\x00\x00AMDGPU\x00"), []byte("\x21\x00\x00\x00AMDGPU\x00"), 1)
	if bytes.Equal(noNote, src) {
		t.Fatal("no NT_AMDGPU_METADATA header to patch")
	}
	empty := t.TempDir()
	for _, tc := range []struct {
		name string
		src  []byte
		path string // PATH for the run, "" to keep it
		want string
	}{
		{"nokd.o", noKD, "", "kernel saxpy has no kernel descriptor symbol saxpy.kd"},
		{"nonote.o", noNote, "", "no AMDGPU metadata note (NT_AMDGPU_METADATA"},
		// A refused name one character shorter than gfx1030: a third
		// dash keeps the patch's length (TargetFromTriple reads the name
		// after the last one).
		{"gfx908.o", patch("amdgcn-amd-amdhsa--gfx1030", "amdgcn-amd-amdhsa---gfx908"), "", `target "gfx908" is not modeled`},
		{"gfx1037.o", patch("amdgcn-amd-amdhsa--gfx1030", "amdgcn-amd-amdhsa--gfx1037"), "", "did you mean gfx1036?"},
		{"notool.o", src, empty, "disassembled with llvm-objdump, which is not on the PATH"},
	} {
		if tc.path != "" {
			t.Setenv("PATH", tc.path)
		}
		path := filepath.Join(dir, tc.name)
		if err := os.WriteFile(path, tc.src, 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := LoadProgram(path, LoadOptions{})
		if err == nil || !strings.Contains(err.Error(), tc.want) || !strings.HasPrefix(err.Error(), path+": ") {
			t.Errorf("%s: %v\nwant %q", tc.name, err, tc.want)
		}
	}
}

// Damaged code objects are errors, never a crash: every byte of an llc
// object, changed in turn, goes through the ELF, note, metadata and
// descriptor reading (not through llvm-objdump).
func TestCodeObjectDamaged(t *testing.T) {
	tool := llvmtool.Require(t, "llc", 16)
	src, err := os.ReadFile(llc(t, tool, t.TempDir(), "saxpy", "gfx1030", "obj"))
	if err != nil {
		t.Fatal(err)
	}
	if _, err := readCodeObject("k.o", src); err != nil {
		t.Fatalf("undamaged: %v", err)
	}
	refused := 0
	for i := range src {
		for _, v := range []byte{0x00, 0xff, src[i] ^ 0x80} {
			bad := bytes.Clone(src)
			bad[i] = v
			func() {
				defer func() {
					if r := recover(); r != nil {
						t.Fatalf("byte %d = %#x: panic %v", i, v, r)
					}
				}()
				if _, err := readCodeObject("k.o", bad); err != nil {
					refused++
					if !strings.HasPrefix(err.Error(), "k.o: ") {
						t.Fatalf("byte %d = %#x: error without the file name: %v", i, v, err)
					}
				}
			}()
		}
		if _, err := readCodeObject("k.o", src[:i]); err == nil && i < len(src)/2 {
			t.Errorf("the first %d bytes read as a code object", i)
		}
	}
	if refused == 0 {
		t.Error("no damaged object was refused")
	}
}

// A launch for one target runs a program of another target of the same
// family (the same model) and is refused for another family.
func TestLaunchArchFamily(t *testing.T) {
	k := strings.Replace(strings.Replace(errKernel, "%d", "0", 1), "--gfx1030", "--gfx1032", 1)
	p := mustParse(t, k)
	if p.Arch.Name != "gfx1032" || p.Arch.Family != "gfx1030" {
		t.Fatalf("program target %s (family %s)", p.Arch.Name, p.Arch.Family)
	}
	for _, tc := range []struct{ arch, want string }{
		{"gfx1032", ""},
		{"gfx1030", ""},
		{"gfx1035", ""},
		{"gfx1100", "launch is for gfx1100 but the program is for gfx1032 (modeled as gfx1030)"},
		{"gfx1010", "launch is for gfx1010 but the program is for gfx1032 (modeled as gfx1030)"},
	} {
		s, err := ParseSpec("spec.json", []byte(`{"arch": "`+tc.arch+`", "grid": [32], "workgroup": [32], "buffers": {"out": {"type": "u32", "count": 32}}, "args": [{"buffer": "out"}]}`))
		if err != nil {
			t.Fatal(err)
		}
		_, err = NewDispatch(p, s, Options{})
		if tc.want == "" && err != nil || tc.want != "" && (err == nil || err.Error() != tc.want) {
			t.Errorf("launch for %s: %v, want %q", tc.arch, err, tc.want)
		}
	}
	if _, err := ParseSpec("spec.json", []byte(`{"arch": "gfx1037", "grid": [32], "workgroup": [32]}`)); err == nil || !strings.Contains(err.Error(), "did you mean gfx1036?") {
		t.Errorf("spec for gfx1037: %v", err)
	}
}

// The metadata note's msgpack is walked before decoding: a header that
// claims more elements or bytes than follow is refused, so a few bytes
// cannot make the decoder allocate megabytes; real documents pass.
func TestCheckMsgpackLengths(t *testing.T) {
	for _, c := range []struct {
		name string
		doc  []byte
		want string // the error after "msgpack: ", naming the byte; "" for a document that passes
	}{
		{"fixmap with a str and an int", []byte{0x81, 0xa1, 'k', 0x05}, ""},
		{"array16 of two nils", []byte{0xdc, 0x00, 0x02, 0xc0, 0xc0}, ""},
		{"nested map32 of float64", []byte{0xdf, 0, 0, 0, 1, 0xa0, 0xcb, 1, 2, 3, 4, 5, 6, 7, 8}, ""},
		{"str8 and bin16", []byte{0x92, 0xd9, 0x02, 'a', 'b', 0xc5, 0x00, 0x01, 0xff}, ""},
		{"array32 claiming 2^31 elements", []byte{0xdd, 0x80, 0, 0, 0, 0xc0}, "byte 5 claims 2147483648 bytes or elements where 1 bytes remain"},
		{"map16 claiming 65535 pairs", []byte{0xde, 0xff, 0xff, 0xc0, 0xc0}, "byte 3 claims 131070 bytes or elements where 2 bytes remain"},
		{"str32 longer than the document", []byte{0xdb, 0, 0, 1, 0, 'x'}, "byte 5 claims 256 bytes or elements where 1 bytes remain"},
		{"truncated array", []byte{0x93, 0x01, 0x02}, "byte 1 claims 3 bytes or elements where 2 bytes remain"},
		{"truncated length", []byte{0xdc, 0x00}, "truncated length at byte 1"},
		{"reserved byte 0xc1", []byte{0xc1}, "byte 0: 0xc1 is no type"},
		{"empty", nil, "truncated at byte 0"},
	} {
		err := checkMsgpackLengths(c.doc)
		if c.want == "" && err != nil || c.want != "" && (err == nil || err.Error() != "msgpack: "+c.want) {
			t.Errorf("%s: error %v, want %q", c.name, err, c.want)
		}
	}
}

// The metadata's target id is written into the text wavesim parses, so
// only a target id's characters pass.
func TestTargetIDRunes(t *testing.T) {
	ok := func(s string) bool { return strings.IndexFunc(s, func(r rune) bool { return !targetIDRune(r) }) < 0 }
	if !ok("amdgcn-amd-amdhsa--gfx1030:xnack-") || !ok("amdgcn-amd-amdhsa--gfx900:sramecc+:xnack+") {
		t.Error("a real target id is refused")
	}
	for _, bad := range []string{"gfx1030\"\n\ts_endpgm", "gfx1030\n", "gfx 1030", "gfx1030;x"} {
		if ok(bad) {
			t.Errorf("%q passes", bad)
		}
	}
}
