package launch

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/wavesim/wavesim/internal/llvmtool"
)

// kdObject assembles llc-16's table kernel followed by extra, and returns
// the object's path.
func kdObject(t *testing.T, extra string) string {
	t.Helper()
	tool := llvmtool.Require(t, "llc", 16)
	mc := llvmtool.Require(t, "llvm-mc", 19)
	dir := tableDir(t)
	asm, err := os.ReadFile(llc(t, tool, dir, "table", "gfx1030", "asm"))
	if err != nil {
		t.Fatal(err)
	}
	s, obj := filepath.Join(dir, "kd.s"), filepath.Join(dir, "kd.o")
	if err := os.WriteFile(s, append(asm, extra...), 0o644); err != nil {
		t.Fatal(err)
	}
	if msg, err := exec.Command(mc, "-triple=amdgcn-amd-amdhsa", "-mcpu=gfx1030", "-filetype=obj", s, "-o", obj).CombinedOutput(); err != nil {
		t.Fatalf("llvm-mc-19: %v\n%s", err, msg)
	}
	return obj
}

// A .kd symbol that is not a kernel descriptor's 64 bytes is refused,
// naming it, at once: a 67 MB one in .bss among 20,000 other symbols
// took minutes to weigh as descriptors 64 bytes at a time.
func TestKernelDescriptorSymbolSizeRefused(t *testing.T) {
	var b strings.Builder
	b.WriteString("\t.bss\n\t.globl foo.kd\n\t.p2align 6\nfoo.kd:\n\t.zero 67100000\n\t.size foo.kd, 67100000\n")
	for i := range 20000 {
		fmt.Fprintf(&b, "d%d = %d\n", i, i)
	}
	obj := kdObject(t, b.String())
	_, _, err := Load(obj, filepath.Join("testdata", "moduledata", "launch.json"), LoadOptions{})
	want := `^` + regexp.QuoteMeta(obj) + `: symbol foo\.kd in section \.bss is 67100000 bytes; a kernel descriptor \(<kernel>\.kd\) is 64$`
	if err == nil || !regexp.MustCompile(want).MatchString(err.Error()) {
		t.Errorf("got %v, want an error matching %s", err, want)
	}
}

// A section of 30,000 kernel descriptors among 30,000 other symbols is
// recognised as descriptors alone (no data the code reads), and the
// kernel runs. (Sorted once and checked in one pass, this loads and runs
// in about a second; weighing each 64 bytes against every symbol took 15.
// Time is not asserted: the machine may be shared.)
func TestManyKernelDescriptorsLoadFast(t *testing.T) {
	var b strings.Builder
	b.WriteString("\t.bss\n\t.p2align 6\n")
	for i := range 30000 {
		fmt.Fprintf(&b, "\t.globl k%d.kd\nk%d.kd:\n\t.zero 64\n\t.size k%d.kd, 64\n", i, i, i)
	}
	for i := range 30000 {
		fmt.Fprintf(&b, "d%d = %d\n", i, i)
	}
	obj := kdObject(t, b.String())
	d, err := RunFiles(obj, filepath.Join("testdata", "moduledata", "launch.json"), LoadOptions{}, Options{})
	checkModuleData(t, "kd.o", d, err, moduleDataWant())
	p, _, err := Load(obj, filepath.Join("testdata", "moduledata", "launch.json"), LoadOptions{})
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Data) != 2 {
		t.Errorf("%d data sections mapped, want .rodata's two (the descriptors' .bss is none)", len(p.Data))
	}
}

// A code object's msgpack metadata is held to the rules a .s file's YAML
// is (isa.MetadataValueError): a value that is no argument kind or
// address space, or an alignment or wave size that is not one, is refused
// naming the file, the kernel and the key's path in the note, where it
// used to be dropped and the kernel run without it.
func TestCodeObjectMetadataRefused(t *testing.T) {
	tool := llvmtool.Require(t, "llc", 16)
	dir := tableDir(t)
	obj, err := os.ReadFile(llc(t, tool, dir, "table", "gfx1030", "obj"))
	if err != nil {
		t.Fatal(err)
	}
	// Each patch keeps the note's length: a msgpack key (a fixstr) and
	// the first bytes of its value.
	key := func(k string) string { return string([]byte{byte(0xa0 + len(k))}) + k }
	for _, tc := range []struct {
		name, from, to, want string
	}{
		{"kind.o", key(".value_kind") + "\xadglobal_buffer", key(".value_kind") + "\xadglobal buffer",
			`kernel table \(metadata amdhsa\.kernels\[0\]\.args\[0\]\.value_kind\): \.value_kind "global buffer" is not an argument kind`},
		{"space.o", key(".address_space") + "\xa6global", key(".address_space") + "\xa6glo-al",
			`kernel table \(metadata amdhsa\.kernels\[0\]\.args\[0\]\.address_space\): \.address_space "glo-al" is not an address space`},
		{"align.o", key(".kernarg_segment_align") + "\x08", key(".kernarg_segment_align") + "\xfd",
			`kernel table \(metadata amdhsa\.kernels\[0\]\.kernarg_segment_align\): \.kernarg_segment_align is -3; it must be a power of 2`},
		{"align0.o", key(".kernarg_segment_align") + "\x08", key(".kernarg_segment_align") + "\x00",
			`kernel table \(metadata amdhsa\.kernels\[0\]\.kernarg_segment_align\): \.kernarg_segment_align is 0; it must be a power of 2`},
		{"wave.o", key(".wavefront_size") + " ", key(".wavefront_size") + "\x00",
			`kernel table \(metadata amdhsa\.kernels\[0\]\.wavefront_size\): \.wavefront_size is 0; a wave has 32 or 64 work-items`},
	} {
		if strings.Count(string(obj), tc.from) != 1 {
			t.Fatalf("%s: no one %q in llc's object to patch", tc.name, tc.from)
		}
		path := filepath.Join(dir, tc.name)
		if err := os.WriteFile(path, []byte(strings.Replace(string(obj), tc.from, tc.to, 1)), 0o644); err != nil {
			t.Fatal(err)
		}
		_, _, err := Load(path, filepath.Join("testdata", "moduledata", "launch.json"), LoadOptions{})
		want := `^` + regexp.QuoteMeta(path) + `: ` + tc.want
		if err == nil || !regexp.MustCompile(want).MatchString(err.Error()) {
			t.Errorf("%s: got %v, want an error matching %s", tc.name, err, want)
		}
	}
}

// Data sections past isa.MaxData together are refused with the sum of
// their bytes, which is what the limit bounds, and each section's size:
// the message used to give the one section that passed it, whose size
// alone was under the limit.
func TestCodeObjectDataTotalRefused(t *testing.T) {
	obj := kdObject(t, "\t.rodata\n\t.globl t1\nt1:\n\t.zero 1000\n\t.size t1, 1000\n"+
		"\t.bss\n\t.globl big\nbig:\n\t.zero 67108800\n\t.size big, 67108800\n")
	_, _, err := Load(obj, filepath.Join("testdata", "moduledata", "launch.json"), LoadOptions{})
	want := `^` + regexp.QuoteMeta(obj) + `: the data sections hold 67109912 bytes in all \(\.rodata 1096, \.rodata\.cst16 16, \.bss 67108800\); wavesim maps up to 67108864 bytes of data$`
	if err == nil || !regexp.MustCompile(want).MatchString(err.Error()) {
		t.Errorf("got %v, want an error matching %s", err, want)
	}
}
