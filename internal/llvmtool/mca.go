package llvmtool

import (
	"bytes"
	"fmt"
	"os/exec"
	"strconv"
	"strings"
)

// MCALatencies gives the latency llvm-mca's scheduling model assigns to
// each of lines (one instruction each) on cpu: the "Latency" column of its
// instruction-info table, in the model's own units (SISchedule.td: issue
// slots of 4 cycles on GCN, cycles on GFX10+). A line that llvm-mc of the
// same version rejects gets -1, one that crashes llvm-mca MCACrashed;
// mca is run on the others only, since one rejected line would shift its
// table.
func MCALatencies(mca, mc, cpu string, wave64 bool, lines []string) ([]int, error) {
	res, err := AssembleLines(mc, MCArgs(cpu, wave64, false), lines)
	if err != nil {
		return nil, err
	}
	lat := make([]int, len(lines))
	var good []string
	var at []int
	for i, r := range res {
		lat[i] = -1
		if r.Err == "" {
			good = append(good, lines[i])
			at = append(at, i)
		}
	}
	if len(good) == 0 {
		return lat, nil
	}
	mcaArgs := []string{"-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + cpu}
	if wave64 {
		mcaArgs = append(mcaArgs, "-mattr=+wavefrontsize64")
	}
	mcaArgs = append(mcaArgs, "-iterations=1", "-instruction-info", "-resource-pressure=false", "-timeline=false", "-")
	rows, err := mcaRows(mca, mcaArgs, good)
	if err != nil {
		return nil, err
	}
	for k, l := range rows {
		lat[at[k]] = l
	}
	return lat, nil
}

// MCACrashed is the latency MCALatencies gives a line on which llvm-mca
// itself crashes (llvm-mca-14 does on a few AMDGPU instructions).
const MCACrashed = -2

// mcaRows runs llvm-mca on lines and returns its latency of each. Where
// llvm-mca crashes, the lines are halved until the crashing ones are
// found, which get MCACrashed.
func mcaRows(mca string, args, lines []string) ([]int, error) {
	cmd := exec.Command(mca, args...)
	cmd.Stdin = strings.NewReader(strings.Join(lines, "\n") + "\n")
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		if !strings.Contains(errb.String(), "Stack dump") {
			return nil, fmt.Errorf("%s: %v\n%s", mca, err, firstLines(errb.String(), 20))
		}
		if len(lines) == 1 {
			return []int{MCACrashed}, nil
		}
		h := len(lines) / 2
		a, err := mcaRows(mca, args, lines[:h])
		if err != nil {
			return nil, err
		}
		b, err := mcaRows(mca, args, lines[h:])
		if err != nil {
			return nil, err
		}
		return append(a, b...), nil
	}
	rows, err := mcaInfoRows(out.String())
	if err != nil {
		return nil, fmt.Errorf("%s: %v", mca, err)
	}
	if len(rows) != len(lines) {
		return nil, fmt.Errorf("%s: instruction-info has %d rows for %d instructions", mca, len(rows), len(lines))
	}
	return rows, nil
}

// mcaInfoRows reads the latency column of llvm-mca's instruction-info
// table: the rows after the header line that ends in "Instructions:", up
// to the first blank line; the second field of each row is the latency.
func mcaInfoRows(out string) ([]int, error) {
	lines := strings.Split(out, "\n")
	h := -1
	for i, l := range lines {
		if strings.HasPrefix(l, "[1]") && strings.HasSuffix(strings.TrimSpace(l), "Instructions:") {
			h = i
			break
		}
	}
	if h < 0 {
		return nil, fmt.Errorf("no instruction-info table in its output")
	}
	var lat []int
	for _, l := range lines[h+1:] {
		f := strings.Fields(l)
		if len(f) == 0 {
			break
		}
		if len(f) < 3 {
			return nil, fmt.Errorf("instruction-info row %q has no latency", l)
		}
		n, err := strconv.Atoi(f[1])
		if err != nil {
			return nil, fmt.Errorf("instruction-info row %q: latency %q", l, f[1])
		}
		lat = append(lat, n)
	}
	return lat, nil
}

// MCADispatch gives the cycle at which llvm-mca's timeline dispatches each
// instruction of one iteration of lines on cpu, counted from the first,
// in the model's units. The lines must all assemble.
func MCADispatch(mca, cpu string, wave64 bool, lines []string) ([]int, error) {
	at, err := MCADispatchRegions(mca, cpu, wave64, [][]string{lines})
	if err != nil {
		return nil, err
	}
	return at[0], nil
}

// MCADispatchRegions is MCADispatch of each block of lines, in one run of
// llvm-mca: each block is a code region of its own (LLVM-MCA-BEGIN ...
// LLVM-MCA-END), which llvm-mca analyses on its own, as a run of the block
// alone would. One run serves many short blocks for one process start.
func MCADispatchRegions(mca, cpu string, wave64 bool, blocks [][]string) ([][]int, error) {
	args := []string{"-mtriple=amdgcn-amd-amdhsa", "-mcpu=" + cpu}
	if wave64 {
		args = append(args, "-mattr=+wavefrontsize64")
	}
	args = append(args, "-iterations=1", "-timeline", "-timeline-max-cycles=0", "-instruction-info=false", "-resource-pressure=false", "-")
	var in strings.Builder
	for i, b := range blocks {
		fmt.Fprintf(&in, "# LLVM-MCA-BEGIN r%d\n%s\n# LLVM-MCA-END r%d\n", i, strings.Join(b, "\n"), i)
	}
	cmd := exec.Command(mca, args...)
	cmd.Stdin = strings.NewReader(in.String())
	var out, errb bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &errb
	if err := cmd.Run(); err != nil {
		return nil, fmt.Errorf("%s: %v\n%s", mca, err, firstLines(errb.String(), 20))
	}
	ats := make([][]int, len(blocks))
	r := -1
	for _, l := range strings.Split(out.String(), "\n") {
		if _, name, ok := strings.Cut(l, "Code Region - r"); ok {
			if r, _ = strconv.Atoi(strings.TrimSpace(name)); r < 0 || r >= len(blocks) {
				return nil, fmt.Errorf("%s: a region named %q, of %d", mca, strings.TrimSpace(l), len(blocks))
			}
			continue
		}
		if r < 0 || !strings.HasPrefix(l, fmt.Sprintf("[0,%d]", len(ats[r]))) {
			continue
		}
		d := strings.IndexByte(l, 'D')
		if d < 0 {
			return nil, fmt.Errorf("%s: timeline row %q has no dispatch", mca, l)
		}
		ats[r] = append(ats[r], d)
	}
	for r, at := range ats {
		if len(at) != len(blocks[r]) {
			return nil, fmt.Errorf("%s: region %d's timeline has %d rows for %d instructions", mca, r, len(at), len(blocks[r]))
		}
		for i := len(at) - 1; i >= 0; i-- {
			at[i] -= at[0]
		}
	}
	return ats, nil
}
