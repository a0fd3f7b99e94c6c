package isa

import (
	"bytes"
	"fmt"
	"io"
	"runtime"
	"testing"
	"unsafe"

	"github.com/wavesim/wavesim/internal/benchutil"
	"github.com/wavesim/wavesim/internal/longkernel"
)

// A program holds an Inst, its operands and a Line for every instruction
// (about 290 bytes with three operands). The structs carry no padding and
// no per-instruction copy of rarely used data (the DPP control is a
// pointer): a larger size is a regression for every long kernel.
func TestCompactRepresentation(t *testing.T) {
	for _, c := range []struct {
		name      string
		got, want uintptr
	}{
		{"Reg", unsafe.Sizeof(Reg{}), 4},
		{"Pos", unsafe.Sizeof(Pos{}), 24},
		{"Operand", unsafe.Sizeof(Operand{}), 40},
		{"Mods", unsafe.Sizeof(Mods{}), 56},
		{"Inst", unsafe.Sizeof(Inst{}), 136},
		{"Line", unsafe.Sizeof(Line{}), 24},
	} {
		if c.got > c.want {
			t.Errorf("%s is %d bytes, more than %d", c.name, c.got, c.want)
		}
	}
}

// BenchmarkParseLong parses a long kernel: insts/s is the parse rate in
// wall time, insts/cpu-s per second of CPU time the process used, the
// garbage collector's included (issue 11 asks for 2,000,000 a core);
// live-B/inst is the heap the program holds per instruction after a
// collection, measured once before the timed loop so that the forced
// collections are not timed.
func BenchmarkParseLong(b *testing.B) {
	for _, n := range []int{10000, 100000, 1000000} {
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			var src bytes.Buffer
			if err := longkernel.Write(&src, n, false); err != nil {
				b.Fatal(err)
			}
			var m0, m1 runtime.MemStats
			runtime.GC()
			runtime.ReadMemStats(&m0)
			p, err := Parse("long.s", src.Bytes(), ParseOptions{})
			if err != nil {
				b.Fatal(err)
			}
			runtime.GC()
			runtime.ReadMemStats(&m1)
			live := m1.HeapAlloc - m0.HeapAlloc
			runtime.KeepAlive(p)
			p = nil
			b.ReportAllocs()
			var cpu benchutil.CPUMeter
			cpu.Start()
			for b.Loop() {
				if _, err := Parse("long.s", src.Bytes(), ParseOptions{}); err != nil {
					b.Fatal(err)
				}
			}
			cpu.ReportRate(b, float64(n)*float64(b.N), "insts")
			b.ReportMetric(float64(live)/float64(n), "live-B/inst")
			b.ReportMetric(float64(n)*float64(b.N)/b.Elapsed().Seconds(), "insts/s")
		})
	}
}

// BenchmarkPrintLong prints a long kernel (what `wavesim print` does after
// parsing).
func BenchmarkPrintLong(b *testing.B) {
	for _, n := range []int{100000, 1000000} {
		var src bytes.Buffer
		if err := longkernel.Write(&src, n, false); err != nil {
			b.Fatal(err)
		}
		p, err := Parse("long.s", src.Bytes(), ParseOptions{})
		if err != nil {
			b.Fatal(err)
		}
		b.Run(fmt.Sprintf("n=%d", n), func(b *testing.B) {
			b.ReportAllocs()
			for b.Loop() {
				if err := p.Print(io.Discard); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
