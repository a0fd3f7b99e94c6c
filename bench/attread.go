package bench

import (
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/wavesim/wavesim/internal/userfile"
	"github.com/wavesim/wavesim/isa"
)

// ATTProfile is a thread trace as the reader sees it: the rows of
// code.json or of the stats CSV, and, read from a trace directory, every
// wave's records. A simulated run gives the same (ATT.Profile), so the
// two compare field by field.
type ATTProfile struct {
	Path    string
	Symbols []ATTSymbol // the "; <symbol>" label rows
	Lines   []ATTLine   // the instruction rows, in file order
	// Waves are the wave files' records; nil when read from a CSV.
	Waves []ATTWaveRecords
}

// ATTSymbol is a label row: a kernel or function and its first address.
type ATTSymbol struct {
	Name           string
	CodeObj, Vaddr int64
}

// ATTLine is an instruction row.
type ATTLine struct {
	CodeObj, Vaddr             int64
	Inst                       string
	Hits, Latency, Stall, Idle int64
}

// ATTWaveRecords is one wave file.
type ATTWaveRecords struct {
	File       string
	Begin, End int64
	Insts      []ATTInst
}

// ATTInst is one executed instruction of a wave file, its code line
// resolved to an address (Vaddr -1: the line is no instruction row).
type ATTInst struct {
	Time, Stall, Dur int64
	Category         int
	CodeObj, Vaddr   int64
}

// Profile is the trace of the run as a reader of its files would see it,
// for the dispatch of kernel k (nil: the program's first).
func (a *ATT) Profile(k *isa.Kernel) *ATTProfile {
	t := a.trace(k)
	p := t.prog
	prof := &ATTProfile{Path: "simulated"}
	addrs := p.Addresses()
	for _, r := range attRows(p) {
		if r.label != "" {
			prof.Symbols = append(prof.Symbols, ATTSymbol{Name: r.label, Vaddr: r.vaddr})
			continue
		}
		s := t.sums[r.pc]
		prof.Lines = append(prof.Lines, ATTLine{Vaddr: r.vaddr, Inst: isa.FormatInst(p.Insts[r.pc], p.Arch),
			Hits: s.hits, Latency: s.latency, Stall: s.stall, Idle: s.idle})
	}
	for _, w := range t.waves {
		if len(w.recs) == 0 {
			continue
		}
		wr := ATTWaveRecords{File: fmt.Sprintf("wave %d", w.id), Begin: w.begin(), End: w.end}
		for _, r := range w.recs {
			wr.Insts = append(wr.Insts, ATTInst{Time: r.time, Stall: r.stall, Dur: r.dur, Category: int(r.cat), Vaddr: addrs[r.pc]})
		}
		prof.Waves = append(prof.Waves, wr)
	}
	return prof
}

// ReadATT reads a thread trace: a trace directory (one holding
// filenames.json, as ROCprof Compute Viewer finds it), a directory that
// holds exactly one such directory (rocprofv3's output directory), or a
// stats CSV.
func ReadATT(path string) (*ATTProfile, error) {
	st, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !st.IsDir() {
		return readATTCSV(path)
	}
	if _, err := os.Stat(filepath.Join(path, "filenames.json")); err == nil {
		return readATTDir(path)
	}
	found, err := findATTDirs(path)
	if err != nil {
		return nil, err
	}
	switch len(found) {
	case 0:
		return nil, fmt.Errorf("%s: no filenames.json here or in a ui_output_agent_*_dispatch_* directory below: not a rocprofv3 --att output directory", path)
	case 1:
		return readATTDir(found[0])
	}
	return nil, fmt.Errorf("%s holds %d traces; give one of them: %s", path, len(found), strings.Join(found, ", "))
}

// findATTDirs lists the trace directories up to three levels below root
// (rocprofv3 writes OUT/<host>/<pid>/ui_output_..., or OUT/ui_output_...).
func findATTDirs(root string) ([]string, error) {
	var found []string
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if !d.IsDir() {
			return nil
		}
		if rel, _ := filepath.Rel(root, p); strings.Count(rel, string(filepath.Separator)) >= 3 {
			return filepath.SkipDir
		}
		if strings.HasPrefix(d.Name(), "ui_output_agent_") {
			if _, err := os.Stat(filepath.Join(p, "filenames.json")); err == nil {
				found = append(found, p)
			}
			return filepath.SkipDir
		}
		return nil
	})
	return found, err
}

// attCodeLine is a code.json row the wave files' code lines refer to.
type attCodeLine struct {
	inst           bool
	codeObj, vaddr int64
}

// readATTDir reads a trace directory: code.json for the rows, the wave
// files filenames.json lists for the records.
func readATTDir(dir string) (*ATTProfile, error) {
	prof := &ATTProfile{Path: dir}
	lines, err := readATTCode(filepath.Join(dir, "code.json"), prof)
	if err != nil {
		return nil, err
	}
	files, err := readATTFilenames(filepath.Join(dir, "filenames.json"))
	if err != nil {
		return nil, err
	}
	for _, f := range files {
		w, err := readATTWave(filepath.Join(dir, f), lines)
		if err != nil {
			return nil, err
		}
		prof.Waves = append(prof.Waves, *w)
	}
	return prof, nil
}

// maxATTFileBytes bounds one file of a thread trace (code.json,
// filenames.json, a wave's file), read whole (1 GiB, a model parameter).
const maxATTFileBytes = 1 << 30

// readATTCode reads code.json's rows into prof and returns the rows by
// their LineNumber.
func readATTCode(path string, prof *ATTProfile) (map[int64]attCodeLine, error) {
	data, err := userfile.ReadFile(path, maxATTFileBytes, "a thread-trace file")
	if err != nil {
		return nil, err
	}
	w := newJSONWalker(path, data)
	lines := map[int64]attCodeLine{}
	sawCode := false
	err = w.object("code.json", func(key string) error {
		if key != "code" {
			return w.skip()
		}
		sawCode = true
		return w.array("code", func(i int) error {
			off := w.at()
			var row []json.RawMessage
			if err := w.value(fmt.Sprintf("code[%d]", i), &row); err != nil {
				return err
			}
			return attCodeRow(w, off, i, row, prof, lines)
		})
	})
	if err == nil && !sawCode {
		err = fmt.Errorf("%s: no \"code\" array", path)
	}
	return lines, err
}

// attCodeRow reads one row of code.json: ISA, _, LineNumber, Source,
// Codeobj, Vaddr, Hit, Latency, Stall, Idle, read by position as ROCprof
// Compute Viewer does.
func attCodeRow(w *jsonWalker, off int64, i int, row []json.RawMessage, prof *ATTProfile, lines map[int64]attCodeLine) error {
	if len(row) < 10 {
		return w.errAt(off, "code[%d]: %d columns, want 10 (%s)", i, len(row), attCodeHeader)
	}
	var text string
	if err := json.Unmarshal(row[0], &text); err != nil {
		return w.errAt(off, "code[%d][0] (ISA): want a string, got %s", i, truncate(string(row[0]), 40))
	}
	var v [10]int64
	for _, j := range []int{2, 4, 5, 6, 7, 8, 9} {
		if err := json.Unmarshal(row[j], &v[j]); err != nil {
			name := strings.Split(attCodeHeader, ", ")[j]
			return w.errAt(off, "code[%d][%d] (%s): want an integer, got %s", i, j, name, truncate(string(row[j]), 40))
		}
	}
	if sym, ok := strings.CutPrefix(text, ";"); ok {
		prof.Symbols = append(prof.Symbols, ATTSymbol{Name: strings.TrimSpace(sym), CodeObj: v[4], Vaddr: v[5]})
		lines[v[2]] = attCodeLine{codeObj: v[4], vaddr: v[5]}
		return nil
	}
	prof.Lines = append(prof.Lines, ATTLine{CodeObj: v[4], Vaddr: v[5], Inst: text, Hits: v[6], Latency: v[7], Stall: v[8], Idle: v[9]})
	lines[v[2]] = attCodeLine{inst: true, codeObj: v[4], vaddr: v[5]}
	return nil
}

// readATTFilenames lists the wave files of filenames.json's
// wave_filenames (se → simd → slot → n → [file, begin, end]), in name
// order.
func readATTFilenames(path string) ([]string, error) {
	data, err := userfile.ReadFile(path, maxATTFileBytes, "a thread-trace file")
	if err != nil {
		return nil, err
	}
	w := newJSONWalker(path, data)
	var files []string
	err = w.object("filenames.json", func(key string) error {
		if key != "wave_filenames" {
			return w.skip()
		}
		var m map[string]map[string]map[string]map[string][]json.RawMessage
		if err := w.value("wave_filenames", &m); err != nil {
			return err
		}
		for se, simds := range m {
			for simd, slots := range simds {
				for slot, waves := range slots {
					for n, v := range waves {
						var f string
						if len(v) == 0 || json.Unmarshal(v[0], &f) != nil || f == "" || f != filepath.Base(f) {
							return fmt.Errorf("%s: wave_filenames[%s][%s][%s][%s]: want [\"<file>.json\", begin, end]", path, se, simd, slot, n)
						}
						files = append(files, f)
					}
				}
			}
		}
		return nil
	})
	slices.Sort(files)
	return files, err
}

// readATTWave reads a wave file's begin, end and instructions
// ([time, category, stall, duration, code_line]).
func readATTWave(path string, lines map[int64]attCodeLine) (*ATTWaveRecords, error) {
	data, err := userfile.ReadFile(path, maxATTFileBytes, "a thread-trace file")
	if err != nil {
		return nil, err
	}
	w := newJSONWalker(path, data)
	rec := &ATTWaveRecords{File: filepath.Base(path)}
	sawWave := false
	err = w.object("wave file", func(key string) error {
		if key != "wave" {
			return w.skip()
		}
		sawWave = true
		return w.object("wave", func(key string) error {
			switch key {
			case "begin":
				return w.value("wave.begin", &rec.Begin)
			case "end":
				return w.value("wave.end", &rec.End)
			case "instructions":
				return w.array("wave.instructions", func(i int) error {
					off := w.at()
					v, err := w.ints(fmt.Sprintf("wave.instructions[%d]", i), 5)
					if err != nil {
						return err
					}
					cl, ok := lines[v[4]]
					if !ok {
						return w.errAt(off, "wave.instructions[%d]: code line %d is not in code.json", i, v[4])
					}
					in := ATTInst{Time: v[0], Category: int(v[1]), Stall: v[2], Dur: v[3], CodeObj: cl.codeObj, Vaddr: cl.vaddr}
					if !cl.inst {
						in.Vaddr = -1
					}
					rec.Insts = append(rec.Insts, in)
					return nil
				})
			}
			return w.skip()
		})
	})
	if err == nil && !sawWave {
		err = fmt.Errorf("%s: no \"wave\" object", path)
	}
	return rec, err
}

// attCSVHeader is the stats CSV's header.
var attCSVHeader = []string{"CodeObj", "Vaddr", "Instruction", "Hitcount", "Latency", "Stall", "Idle", "Source"}

// readATTCSV reads a stats CSV.
func readATTCSV(path string) (*ATTProfile, error) {
	f, err := userfile.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	r := csv.NewReader(f)
	r.FieldsPerRecord = -1
	prof := &ATTProfile{Path: path}
	head, err := r.Read()
	if err != nil {
		return nil, csvErr(path, err)
	}
	if !slices.Equal(head, attCSVHeader) {
		return nil, fmt.Errorf("%s:1:1: header %q, want %s", path, strings.Join(head, ","), strings.Join(attCSVHeader, ","))
	}
	for {
		rec, err := r.Read()
		if errors.Is(err, io.EOF) {
			return prof, nil
		}
		if err != nil {
			return nil, csvErr(path, err)
		}
		if err := attCSVRow(path, r, rec, prof); err != nil {
			return nil, err
		}
	}
}

func csvErr(path string, err error) error {
	var pe *csv.ParseError
	if errors.As(err, &pe) {
		return fmt.Errorf("%s:%d:%d: %v", path, pe.Line, pe.Column, pe.Err)
	}
	return fmt.Errorf("%s: %v", path, err)
}

// attCSVRow reads one row: a label row ("; <symbol>") or an instruction.
func attCSVRow(path string, r *csv.Reader, rec []string, prof *ATTProfile) error {
	if len(rec) != len(attCSVHeader) {
		line, _ := r.FieldPos(0)
		return fmt.Errorf("%s:%d:1: %d fields, want %d (%s)", path, line, len(rec), len(attCSVHeader), strings.Join(attCSVHeader, ","))
	}
	var v [8]int64
	for _, j := range []int{0, 1, 3, 4, 5, 6} {
		s := strings.TrimSpace(rec[j])
		var err error
		if h, ok := strings.CutPrefix(s, "0x"); ok && j == 1 {
			v[j], err = strconv.ParseInt(h, 16, 64)
		} else {
			v[j], err = strconv.ParseInt(s, 10, 64)
		}
		if err != nil {
			line, col := r.FieldPos(j)
			return fmt.Errorf("%s:%d:%d: %s %q is not an integer", path, line, col, attCSVHeader[j], rec[j])
		}
	}
	if sym, ok := strings.CutPrefix(rec[2], ";"); ok {
		prof.Symbols = append(prof.Symbols, ATTSymbol{Name: strings.TrimSpace(sym), CodeObj: v[0], Vaddr: v[1]})
		return nil
	}
	prof.Lines = append(prof.Lines, ATTLine{CodeObj: v[0], Vaddr: v[1], Inst: rec[2], Hits: v[3], Latency: v[4], Stall: v[5], Idle: v[6]})
	return nil
}
