package main

import (
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"
)

// maxTableWidth is the terminal `make run` must fit: its table once ran to
// 305 columns and wrapped into noise.
const maxTableWidth = 120

var makeRunLine = regexp.MustCompile(`(?m)^\t\./\$\(BIN\) (bench .*)$`)

// TestBenchTableWidth runs `make run`'s command over the whole corpus and
// checks that every line of the tables it prints fits maxTableWidth
// columns, and that the columns left out are in the file --table-out
// names. It runs three launches per trace, not make run's ten, to keep
// make test short; that is enough for random launches to leave some
// verdicts inconclusive, whose cells ("yes (2 of 3)") are the widest the
// equal column holds, and the test requires one to be there.
var partialCell = regexp.MustCompile(`│ yes \(\d+ of \d+\)\s+│`)

func TestBenchTableWidth(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the corpus")
	}
	mk := mustRead(t, "../../Makefile")
	m := makeRunLine.FindSubmatch(mk)
	if m == nil {
		t.Fatal("the Makefile's run target has no `./$(BIN) bench ...` line")
	}
	args := strings.Fields(string(m[1]))
	full := filepath.Join(t.TempDir(), "plots", "bench.txt")
	for i, a := range args {
		switch {
		case a == "--plot":
			args[i+1] = t.TempDir()
		case a == "--table-out":
			args[i+1] = full
		case a == "traces":
			args[i] = "../../traces"
		}
	}
	if !strings.Contains(string(m[1]), "--table-out") {
		t.Errorf("`make run` (%s) writes no full table: give --table-out", m[1])
		args = append(args, "--table-out", full)
	}
	args = append(args, "-q", "--runs", "3")
	out, err := run(t, args...)
	if err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	tableLines := 0
	for i, l := range strings.Split(out, "\n") {
		if !strings.ContainsAny(l[:min(len(l), 4)], "┌│├└") {
			continue
		}
		tableLines++
		if n := utf8.RuneCountInString(l); n > maxTableWidth {
			t.Errorf("output line %d is %d columns wide (at most %d):\n%s", i+1, n, maxTableWidth, l)
		}
	}
	if !partialCell.MatchString(out) {
		t.Errorf("no trace's equal cell counts its compared launches (\"yes (2 of 3)\"): the widest cell form was not exercised\n%s", out)
	}
	if tableLines < 400 {
		t.Errorf("only %d table lines: is the corpus' table printed?\n%s", tableLines, out)
	}
	if !strings.Contains(out, "the full table (instructions, stall cycles saved by cause, saving at the model's ends): "+full) {
		t.Errorf("the output does not say where the full table is:\n%s", out)
	}
	written, err := os.ReadFile(full)
	if err != nil {
		t.Fatal(err)
	}
	for _, col := range []string{"stall cycles saved by cause", "saved at model ends", "insts"} {
		if !strings.Contains(string(written), col) {
			t.Errorf("the full table lacks the column %q", col)
		}
	}
}
