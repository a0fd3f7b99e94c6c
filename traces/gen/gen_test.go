package main

import (
	"encoding/json"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// These tests need no LLVM tools: they check the checked-in corpus against
// the templates and the generator's own helpers. `go run ./traces/gen -check`
// is the full check.

const corpus = ".."

// corpora are the folders the generator writes: the corpus, and the
// if-conversion kernels of opt's tests (go run ./traces/gen -dir
// opt/testdata/uniform).
var corpora = []string{corpus, filepath.Join("..", "..", "opt", "testdata", "uniform")}

// job is a kernel of one of the corpora.
type job struct {
	kernelJob
	root string
}

// jobs lists the corpus templates and the runnable sweep kernels, and
// the kernels of the other corpora.
func jobs(t *testing.T) []job {
	t.Helper()
	var out []job
	for _, root := range corpora {
		ks, err := kernelJobs(root)
		if err != nil {
			t.Fatal(err)
		}
		for _, k := range ks {
			out = append(out, job{k, root})
		}
	}
	return out
}

func TestCorpusMatchesTemplates(t *testing.T) {
	for _, k := range jobs(t) {
		tpl, err := k.load()
		if err != nil {
			t.Errorf("%v", err)
			continue
		}
		kdir := filepath.Join(k.root, k.rel)
		raw, err := os.ReadFile(filepath.Join(kdir, "launch.json"))
		if err != nil {
			t.Errorf("%s: %v", tpl.Name, err)
			continue
		}
		l, err := parseLaunch(raw)
		if err != nil {
			t.Errorf("%s: launch.json: %v", tpl.Name, err)
			continue
		}
		if l.Kernel != tpl.Name {
			t.Errorf("%s: kernel %q", tpl.Name, l.Kernel)
		}
		for d := 0; d < 3; d++ {
			if l.Grid[d] != tpl.Header.Grid[d] || l.Workgroup[d] != tpl.Header.Workgroup[d] {
				t.Errorf("%s: grid/workgroup differ from the template", tpl.Name)
			}
		}
		for _, b := range tpl.Buffers {
			lb, ok := l.Buffers[b.Name]
			if !ok || lb.Type != b.Type || lb.Count != len(b.Init) {
				t.Errorf("%s: buffer %s differs from the template", tpl.Name, b.Name)
				continue
			}
			for i, v := range b.Init {
				got := uint64(0)
				if i < len(lb.Data) {
					got, err = decodeNumber(b.Type, lb.Data[i])
					if err != nil {
						t.Fatalf("%s: %v", tpl.Name, err)
					}
				}
				if got != v {
					t.Errorf("%s: buffer %s[%d] is stale (regenerate the corpus)", tpl.Name, b.Name, i)
					break
				}
			}
			if tpl.isOutput(b.Name) && len(l.Expect[b.Name]) != len(b.Init) {
				t.Errorf("%s: expect %s has %d values, want %d", tpl.Name, b.Name, len(l.Expect[b.Name]), len(b.Init))
			}
		}
		if len(l.Expect) != len(tpl.Header.Outputs) {
			t.Errorf("%s: expect lists %d buffers, want %d", tpl.Name, len(l.Expect), len(tpl.Header.Outputs))
		}
		for _, v := range variants {
			_, err := os.Stat(filepath.Join(kdir, v.Name+".s"))
			skipped := !tpl.Header.makes(&v)
			if skipped != os.IsNotExist(err) {
				t.Errorf("%s/%s.s: skipped=%v but exists=%v", tpl.Name, v.Name, skipped, err == nil)
			}
		}
	}
}

func TestCorpusAsmChecks(t *testing.T) {
	for _, k := range jobs(t) {
		tpl, err := k.load()
		if err != nil {
			t.Fatal(err)
		}
		for i := range variants {
			v := &variants[i]
			raw, err := os.ReadFile(filepath.Join(k.root, k.rel, v.Name+".s"))
			if err != nil {
				continue
			}
			if err := checkAsm(tpl, v, string(raw)); err != nil {
				t.Error(err)
			}
		}
	}
}

func TestPhases(t *testing.T) {
	src := filepath.Join(corpus, "src", "prefix_scan.ll")
	tpl, err := loadTemplate(src)
	if err != nil {
		t.Fatal(err)
	}
	ph, err := tpl.phases()
	if err != nil {
		t.Fatal(err)
	}
	if len(ph) != 8 {
		t.Fatalf("prefix_scan: %d phases, want 8", len(ph))
	}
	if ph[2][0] != "store1:" {
		t.Errorf("phase 2 starts with %q, want the label of the barrier's block", ph[2][0])
	}
}

func TestHostRewrite(t *testing.T) {
	cases := map[string]string{
		"  %a = alloca [16 x i32], align 8, addrspace(5)":                                "  %a = alloca [16 x i32], align 8",
		"  store i32 %v, ptr addrspace(1) %p, align 4":                                   "  store i32 %v, ptr %p, align 4",
		"@x = internal addrspace(3) global [4 x i32] undef":                              "@x = internal global [4 x i32] undef",
		"  %o = atomicrmw add ptr addrspace(1) %p, i32 1 syncscope(\"agent\") monotonic": "  %o = atomicrmw add ptr %p, i32 1 monotonic",
		"  %c = call double @llvm.canonicalize.f64(double %x)":                           "  %c = call double @__ws.canonicalize.f64(double %x)",
	}
	for in, want := range cases {
		if got := hostRewrite(in); got != want {
			t.Errorf("hostRewrite(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestValueRoundTrip(t *testing.T) {
	for _, typ := range []string{"i32", "u32", "i64", "u64", "f32", "f64"} {
		spec := &BufferSpec{Type: typ, Count: 300}
		switch {
		case isFloat(typ):
			spec.Gen = "floats"
		default:
			spec.Gen = "ints"
		}
		b, err := buildBuffer("test", typ, spec)
		if err != nil {
			t.Fatal(err)
		}
		for _, v := range b.Init {
			s, err := formatValue(typ, v)
			if err != nil {
				t.Fatal(err)
			}
			got, err := decodeNumber(typ, json.Number(s))
			if err != nil || got != v {
				t.Errorf("%s: %s does not round-trip (%#x vs %#x)", typ, s, got, v)
			}
		}
	}
	neg0 := uint64(math.Float32bits(float32(math.Copysign(0, -1))))
	if s, _ := formatValue("f32", neg0); s != "-0" {
		t.Errorf("-0 formats as %q", s)
	}
	if _, err := formatValue("f32", 0x7fc00000); err == nil {
		t.Errorf("NaN must not format as an f32 JSON number")
	}
}

func TestParseValue(t *testing.T) {
	cases := []struct {
		typ, raw string
		want     uint64
	}{
		{"i32", "-1", 0xffffffff},
		{"u32", `"0xdeadbeef"`, 0xdeadbeef},
		{"u32", `"f:-0"`, 0x80000000},
		{"u32", `"f:inf"`, 0x7f800000},
		{"u64", `"f:1"`, 0x3ff0000000000000},
		{"f32", "0.1", uint64(math.Float32bits(0.1))},
		{"i64", "-9223372036854775808", 1 << 63},
	}
	for _, c := range cases {
		got, err := parseValue(c.typ, json.RawMessage(c.raw))
		if err != nil || got != c.want {
			t.Errorf("parseValue(%s, %s) = %#x, %v; want %#x", c.typ, c.raw, got, err, c.want)
		}
	}
	if _, err := parseValue("i32", json.RawMessage("2147483648")); err == nil {
		t.Errorf("out-of-range i32 accepted")
	}
}

func TestMnemonics(t *testing.T) {
	asm := strings.Join([]string{
		"\t.text",
		"k:                                      ; @k",
		"; %bb.0:",
		"\ts_load_dword s0, s[4:5], 0x10",
		"\tv_cmpx_lt_i32_e32 -1, v3",
		".LBB0_2:",
		"\ts_barrier ",
		"\ts_endpgm",
		"\t.section\t.rodata,#alloc",
		".Lfunc_end0:",
		"\tv_not_an_instruction",
	}, "\n")
	got := strings.Join(mnemonics(asm, "k"), " ")
	if want := "s_load_dword v_cmpx_lt_i32_e32 s_barrier s_endpgm"; got != want {
		t.Errorf("mnemonics = %q, want %q", got, want)
	}
}

// A sweep kernel with a header is read alone: the other kernels of its file
// and their headers are blanked, the id intrinsics become placeholders, and
// a kernel with a header that calls another llvm.amdgcn intrinsic is an
// error.
func TestSweepKernels(t *testing.T) {
	dir := t.TempDir()
	src := strings.Join([]string{
		`;! {"grid": [64, 1, 1], "workgroup": [64, 1, 1], "buffers": {"out": {"type": "u32", "count": 64}},`,
		`;!  "args": [{"buffer": "out"}], "outputs": ["out"]}`,
		`define amdgpu_kernel void @a(ptr addrspace(1) %out) {`,
		`  %tid = call i32 @llvm.amdgcn.workitem.id.x()`,
		`  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid`,
		`  store i32 %tid, ptr addrspace(1) %p`,
		`  ret void`,
		`}`,
		`define amdgpu_kernel void @b(ptr addrspace(1) %out) {`,
		`  %x = call i32 @llvm.amdgcn.readfirstlane(i32 0)`,
		`  ret void`,
		`}`,
		`declare i32 @llvm.amdgcn.workitem.id.x()`,
		`declare i32 @llvm.amdgcn.readfirstlane(i32)`,
	}, "\n")
	f := filepath.Join(dir, "k.ll")
	if err := os.WriteFile(f, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	ks, err := sweepKernels(f)
	if err != nil {
		t.Fatal(err)
	}
	if len(ks) != 1 || ks[0].Name != "a" {
		t.Fatalf("kernels %+v, want a only", ks)
	}
	tpl, err := ks[0].template()
	if err != nil {
		t.Fatal(err)
	}
	if tpl.DefLine != 2 || len(tpl.Lines) != 14 {
		t.Errorf("define at line %d of %d lines, want 2 of 14 (the file's numbering)", tpl.DefLine, len(tpl.Lines))
	}
	text := strings.Join(tpl.Lines, "\n")
	if !strings.Contains(text, "@wavesim.workitem.id.x()") || strings.Contains(text, "@b(") || strings.Contains(text, "llvm.amdgcn.workitem") {
		t.Errorf("template text:\n%s", text)
	}
	// A header on b: b calls an intrinsic the host cannot run.
	bad := strings.Replace(src, "define amdgpu_kernel void @b(", `;! {"grid": [1, 1, 1]}`+"\n"+"define amdgpu_kernel void @b(", 1)
	if err := os.WriteFile(f, []byte(bad), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := sweepKernels(f); err == nil || !strings.Contains(err.Error(), "k.ll:11: kernel b has a launch header but uses @llvm.amdgcn.readfirstlane") {
		t.Errorf("err = %v, want the readfirstlane call named at k.ll:11", err)
	}
}
