package timing

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/wavesim/wavesim/isa"
)

// The memory system's named parameters (memsys.go). docs/reference/
// memory.md gives each default its source, or says why none pins it down
// and where its range comes from.

// setFloat takes a bandwidth: from 0.01 bytes a cycle (a link's clock
// counts 1/65536 cycles, so a lower one would overflow it within a run)
// to 65536 (one byte each 1/65536 cycle).
func setFloat(dst *float64, v string) error {
	f, err := strconv.ParseFloat(v, 64)
	if err != nil || !(f >= 0.01) || f > 65536 {
		return fmt.Errorf("want a number of bytes a cycle from 0.01 to 65536")
	}
	*dst = f
	return nil
}

func fmtFloat(f float64) string { return strconv.FormatFloat(f, 'f', -1, 64) }

// memInt makes the knob of one whole-number memory parameter; ends gives
// its range where it is open, source what pins it down where not.
func memInt(name, values, doc, basis string, min int, field func(*MemParams) *int,
	ends func(p *Params) (string, string, bool), source func(p *Params) string) Knob {
	return Knob{
		Name: name, Values: values, Doc: doc, Basis: basis,
		get:       func(p *Params) string { return strconv.Itoa(*field(&p.Mem)) },
		set:       func(p *Params, v string) error { return setIntIn(field(&p.Mem), min, limitOf(name))(v) },
		ends:      ends,
		source:    source,
		noVerdict: true,
	}
}

// openRange is a range that is open on every target.
func openRange(lo, hi string) func(*Params) (string, string, bool) {
	return func(*Params) (string, string, bool) { return lo, hi, true }
}

// openOn is a range open on the generations gens, sourced elsewhere.
func openOn(lo, hi string, gens ...isa.Gen) func(*Params) (string, string, bool) {
	return func(p *Params) (string, string, bool) {
		for _, g := range gens {
			if p.gen == g {
				return lo, hi, true
			}
		}
		return "", "", false
	}
}

// pow2 takes only the line sizes its Values list (powers of two).
func pow2(k Knob) Knob {
	set := k.set
	k.set = func(p *Params, v string) error {
		if n, err := strconv.Atoi(v); err == nil && !slices.Contains(strings.Split(k.Values, "|"), strconv.Itoa(n)) {
			return fmt.Errorf("want one of %s bytes", strings.ReplaceAll(k.Values, "|", ", "))
		}
		return set(p, v)
	}
	return k
}

func deviceSource(p *Params) string { return "device preset " + p.Mem.Device }

// latKnob is the load-to-use latency of one level, open with its
// family's range (ranges, by generation: memory.md "Latency") but where a
// gfx1100 capture measures it.
func latKnob(name, level string, field func(*MemParams) *int, ranges map[isa.Gen][2]string, measured bool) Knob {
	k := memInt(name, "cycles", "load-to-use cycles of a load served by "+level,
		"docs/reference/memory.md \"Latency\"", 1, field, nil, nil)
	k.ends = func(p *Params) (string, string, bool) {
		r, ok := ranges[p.gen]
		if !ok {
			r = ranges[isa.GFX10_3]
		}
		return r[0], r[1], !(measured && p.gen == isa.GFX11)
	}
	if measured {
		k.source = always("measured (gfx1100 SQTT)")
		k.measured = onGFX11
	}
	return k
}

// byGen gives one range to GFX9, one to RDNA1/2 and one to RDNA3, which
// RDNA4, unmeasured, shares.
func byGen(gcn, rdna, rdna3 [2]string) map[isa.Gen][2]string {
	return map[isa.Gen][2]string{isa.GFX9: gcn, isa.GFX10: rdna, isa.GFX10_3: rdna, isa.GFX11: rdna3, isa.GFX12: rdna3}
}

var memKnobs = []Knob{
	{
		Name: "memory", Values: "true|false",
		Doc: "memory instructions go through the memory system (caches, bandwidth, LDS banks); false: each costs its " +
			"class's latency (latency.vmem_load, latency.lds, latency.smem) with unlimited bandwidth, as LLVM's model",
		Basis:  "docs/reference/memory.md",
		get:    func(p *Params) string { return strconv.FormatBool(p.Mem.On) },
		set:    func(p *Params, v string) error { return setBool(&p.Mem.On, v) },
		source: always("docs/reference/memory.md"),
	},
	{
		Name: "device", Values: "a preset (wavesim model --devices)",
		Doc: "the part whose cache sizes and DRAM bandwidth the memory system has: sets l0_kib, gl1_kib, l2_kib, " +
			"mall_mib and dram_share (later settings override it)",
		Basis: "sim/timing/devices.tsv: AMD's launch specifications and the ROCm GPU specification table",
		get:   func(p *Params) string { return p.Mem.Device },
		set: func(p *Params, v string) error {
			d := DeviceByName(v)
			if d == nil {
				names := make([]string, len(Devices))
				for i := range Devices {
					names[i] = Devices[i].Name
				}
				return fmt.Errorf("want one of %s", strings.Join(names, ", "))
			}
			if a, err := isa.LookupArch(d.Target); err == nil && p.Arch != "" && a.Gen != p.gen {
				return fmt.Errorf("want a preset of this target's family: %s is %s", d.Name, d.Target)
			}
			p.Mem.applyDevice(d)
			return nil
		},
		source: always("device presets"),
	},
	memInt("l0_kib", "KiB", "size of a compute unit's first-level vector cache (GCN's L1, RDNA's L0); 0: none",
		"device preset (ROCm GPU specification table)", 0, func(m *MemParams) *int { return &m.L0KiB }, nil, deviceSource),
	memInt("gl1_kib", "KiB", "size of RDNA's per-shader-array GL1; 0: none (GCN)",
		"device preset (ROCm GPU specification table)", 0, func(m *MemParams) *int { return &m.GL1KiB }, nil, deviceSource),
	memInt("l2_kib", "KiB", "size of the L2", "device preset (ROCm GPU specification table)", 1,
		func(m *MemParams) *int { return &m.L2KiB }, nil, deviceSource),
	memInt("mall_mib", "MiB", "size of the Infinity Cache (MALL); 0: none", "device preset (ROCm GPU specification table)", 0,
		func(m *MemParams) *int { return &m.MALLMiB }, nil, deviceSource),
	{
		Name: "dram_share", Values: "bytes a cycle",
		Doc: "DRAM bandwidth per compute unit (a WGP has two shares): the device's bandwidth over its compute " +
			"units, what one compute unit gets when all run the same grid",
		Basis:     "device preset: bandwidth (bus width × data rate / 8) / clock / compute units",
		get:       func(p *Params) string { return fmtFloat(p.Mem.DRAMShare) },
		set:       func(p *Params, v string) error { return setFloat(&p.Mem.DRAMShare, v) },
		source:    deviceSource,
		noVerdict: true,
	},
	{
		Name: "l2_share", Values: "bytes a cycle",
		Doc: "L2 bandwidth per compute unit (a WGP has two shares)",
		Basis: "no source gives the L2 bandwidth of these parts: 16 is one 64-byte-a-cycle channel per 4 CUs (16 channels " +
			"over 64 CUs, the Vega 10 layout); the range runs from half that to a channel per CU",
		get:  func(p *Params) string { return fmtFloat(p.Mem.L2Share) },
		set:  func(p *Params, v string) error { return setFloat(&p.Mem.L2Share, v) },
		ends: openRange("8", "64"), noVerdict: true,
	},
	pow2(memInt("l0_line", "32|64|128|256", "line of the first-level vector cache and GL1",
		"Vega ISA §8.1.10 (64 B); RDNA: the guides keep GCN's 64 B sentence, AMD's RDNA whitepaper gives 128 B", 4,
		func(m *MemParams) *int { return &m.L0Line }, openOn("64", "128", isa.GFX10, isa.GFX10_3, isa.GFX11, isa.GFX12), always("Vega ISA guide"))),
	pow2(memInt("l2_line", "32|64|128|256", "line of the L2, the Infinity Cache and a DRAM transfer",
		"rocprofiler-compute: 64 B (MI100, GCN-derived), 128 B (MI200); no source for these parts", 4,
		func(m *MemParams) *int { return &m.L2Line }, openRange("64", "128"), nil)),
	pow2(memInt("smem_line", "32|64|128|256", "line of the scalar data cache", "Vega ISA §12.6 (S_DCACHE_DISCARD: 64 bytes)", 4,
		func(m *MemParams) *int { return &m.ScalarLine }, openOn("64", "128", isa.GFX10, isa.GFX10_3, isa.GFX11, isa.GFX12), always("Vega ISA guide"))),
	memInt("cache_ways", "ways", "associativity of the vector caches (LRU)",
		"CDNA3 whitepaper: L2 and Infinity Cache 16-way; not given for these parts: from a 4-way first level to a 64-way L2", 1,
		func(m *MemParams) *int { return &m.CacheWays }, openRange("4", "64"), nil),
	memInt("scalar_ways", "ways", "associativity of the scalar data cache (LRU)",
		"chips-and-cheese, \"Microbenchmarking AMD's RDNA 3 Graphics Architecture\": 4-way on gfx1100; assumed elsewhere", 1,
		func(m *MemParams) *int { return &m.ScalarWays }, func(p *Params) (string, string, bool) {
			return "4", "16", p.gen != isa.GFX11
		}, always("chips-and-cheese (RDNA3)")),
	latKnob("lat_l0", "the first-level vector cache (a hit)", func(m *MemParams) *int { return &m.LatL0 },
		byGen([2]string{"80", "200"}, [2]string{"60", "150"}, [2]string{"60", "130"}), true),
	latKnob("lat_gl1", "GL1 (RDNA)", func(m *MemParams) *int { return &m.LatGL1 },
		byGen([2]string{"120", "300"}, [2]string{"120", "300"}, [2]string{"120", "300"}), false),
	latKnob("lat_l2", "L2", func(m *MemParams) *int { return &m.LatL2 },
		byGen([2]string{"200", "450"}, [2]string{"180", "400"}, [2]string{"180", "400"}), true),
	latKnob("lat_mall", "the Infinity Cache", func(m *MemParams) *int { return &m.LatMALL },
		byGen([2]string{"300", "550"}, [2]string{"300", "550"}, [2]string{"340", "500"}), false),
	latKnob("lat_dram", "DRAM", func(m *MemParams) *int { return &m.LatDRAM },
		byGen([2]string{"450", "1000"}, [2]string{"450", "1000"}, [2]string{"560", "900"}), false),
	memInt("vmem_lanes_per_cycle", "lanes", "lanes the address unit takes a cycle; a wave's lanes coalesce into lines per group of this many",
		"RDNA: a wave64 instruction is two 32-lane passes (RDNA3 ISA §2.1); GCN: not documented", 1,
		func(m *MemParams) *int { return &m.VMEMLanes }, func(p *Params) (string, string, bool) {
			if p.gen == isa.GFX9 {
				return "4", "64", true // rocprofiler-compute's coalescing metric runs from 25 % (16 lanes) up
			}
			return "16", "32", true // the two-pass rule fixes how lanes share a line, not how many a cycle
		}, nil),
	memInt("lds_lanes_per_cycle", "lanes", "lanes of a conflict-free dword DS access a cycle (and checked together for bank conflicts)",
		"RDNA ISA §10.4.3 (a wave32 in one cycle); GCN: the Vega guide and rocprofiler-compute disagree (16 .. 32)", 1,
		func(m *MemParams) *int { return &m.LDSLanes }, openOn("16", "32", isa.GFX9), always("RDNA ISA guides")),
	memInt("lds_banks", "banks", "LDS banks one wave's access sees, 4 bytes each",
		"Vega ISA §10.1 (32); RDNA ISA §10.1 (64 in two halves of 32, one per SIMD pair)", 1,
		func(m *MemParams) *int { return &m.LDSBanks }, nil, always("AMD ISA guides")),
	memInt("lds_conflict_cycle", "cycles", "cycles per LDS bank-conflict degree past the first",
		"rocprofiler-compute: the bank-conflict rate tops at 31/32, a 32-way conflict 1 + 31 cycles (1); up to 2 assumed", 1,
		func(m *MemParams) *int { return &m.LDSConflictCycle }, openRange("1", "2"), nil),
	memInt("lds_atomic_same_addr", "cycles", "cycles per lane past the first of an LDS atomic that update one address",
		"Vega ISA §10.1: atomics to one bank are serialized; no cycle count", 1,
		func(m *MemParams) *int { return &m.LDSAtomicSameAddr }, openRange("1", "2"), nil),
	memInt("l2_atomic_same_addr", "cycles", "cycles per lane past the first of a global atomic that update one address (at the L2's atomic units)",
		"no source: one L2 channel serves the address", 1,
		func(m *MemParams) *int { return &m.L2AtomicSameAddr }, openRange("1", "16"), nil),
	{
		Name: "execz_mem", Values: strings.Join(execzMemNames, "|"),
		Doc: "what a VMEM or DS instruction issued with exec = 0 costs until its counter decrements: its issue slot, " +
			"or a first-level hit's latency (an if-conversion's price)",
		Basis: "the guides say it is issued and counted (Vega ISA §3.3, RDNA3 ISA §2.1); none says what it costs",
		get:   func(p *Params) string { return execzMemNames[p.Mem.ExeczMem] },
		set:   func(p *Params, v string) error { return pick(&p.Mem.ExeczMem, v, execzMemNames) },
		ends:  openRange(execzMemNames[0], execzMemNames[1]),
	},
}

// limits caps the knobs that size what the model allocates, so that a
// cache or bank array stays of a size a run can justify.
var limits = map[string]int{
	"l0_kib": 1 << 16, "gl1_kib": 1 << 20, "l2_kib": 1 << 20, "mall_mib": 1 << 12,
	"cache_ways": 256, "scalar_ways": 256, "lds_banks": 1024,
	"vmem_lanes_per_cycle": 64, "lds_lanes_per_cycle": 64,
}

// limitOf is the largest value a whole-number memory knob takes.
func limitOf(name string) int {
	if most, ok := limits[name]; ok {
		return most
	}
	return 1 << 20
}

func init() { knobs = append(knobs, memKnobs...) }
