package main

import (
	"os"
	"path/filepath"
	"testing"
)

// fuzz --states -1 and --blocks 0 ran with validate's defaults (512
// states, 3 regions) and reported those: a count below 1 is refused, and
// so is a --blocks past validate.MaxBlocks.
func TestFuzzCountsChecked(t *testing.T) {
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--states", "-1"}, "--states takes a count of at least 1, got -1"},
		{[]string{"--states", "0"}, "--states takes a count of at least 1, got 0"},
		{[]string{"--blocks", "0"}, "--blocks takes a count of at least 1, got 0"},
		{[]string{"--blocks", "-3"}, "--blocks takes a count of at least 1, got -3"},
		// 10^8 regions allocated 3.9 GB before the first state ran; the
		// cap is tested just past it, where a regression stays cheap.
		{[]string{"--blocks", "1001"}, "--blocks takes at most 1000 regions (a longer program would exceed the checker's step limit), got 1001"},
	} {
		args := append([]string{"fuzz", "--passes", "vcmpx", "--runs", "1", "-q"}, c.args...)
		if _, err := run(t, args...); err == nil || err.Error() != c.want {
			t.Errorf("%v: %v, want %q", c.args, err, c.want)
		}
	}
}

// A compare --repro folder's poison file is passed on to compare as
// --poison; a bad one was reported as that flag's error, which the user
// never gave. It is the file's error, at its line and column.
func TestReplayBadPoisonFile(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"12x\n", `poison:1:1: "12x" is not a register poison seed (an unsigned 64-bit number)`},
		{"\n  -5\n", `poison:2:3: "-5" is not a register poison seed (an unsigned 64-bit number)`},
		{"99999999999999999999999\n", `poison:1:1: "99999999999999999999999" is not a register poison seed (an unsigned 64-bit number)`},
		{" \n", `poison: the file is empty; it should hold the register poison seed (a number)`},
	} {
		dir := t.TempDir()
		for name, text := range map[string]string{
			"original.s":  "s_endpgm\n",
			"rewritten.s": "s_endpgm\n",
			"launch.json": `{"kernel": "k", "grid": [64,1,1], "workgroup": [64,1,1], "arch": "gfx1030"}`,
			"poison":      c.text,
		} {
			if err := os.WriteFile(filepath.Join(dir, name), []byte(text), 0o644); err != nil {
				t.Fatal(err)
			}
		}
		want := filepath.Join(dir, c.want)
		if _, err := run(t, "replay", dir); err == nil || err.Error() != want {
			t.Errorf("poison %q: %v\nwant %s", c.text, err, want)
		}
	}
}

// --dict-share NaN failed a fuzz campaign at its end ("json: unsupported
// value: NaN"), 5 was taken as 1 and -3 as none: a share that is not a
// number from 0 to 1 is refused when given, on every command with the flag.
func TestDictShareChecked(t *testing.T) {
	for _, cmd := range [][]string{
		{"fuzz", "--passes", "vcmpx", "--runs", "1", "-q", "--json"},
		{"compare", "a.s", "b.s"},
	} {
		for _, v := range []string{"NaN", "5", "-3", "+Inf", "1.0000001", "x"} {
			args := append(append([]string{}, cmd...), "--dict-share", v)
			want := `invalid argument "` + v + `" for "--dict-share" flag: give a share from 0 to 1 (0: no dictionary values)`
			if _, err := run(t, args...); err == nil || err.Error() != want {
				t.Errorf("%s --dict-share %s: %v\nwant %s", cmd[0], v, err, want)
			}
		}
	}
}

// compare and bench took --runs 0 or -5 silently. A count below 1 is
// refused before any input is read (the inputs here do not exist, so an
// unchecked count fails on them instead).
func TestRunsCountChecked(t *testing.T) {
	for _, c := range [][]string{
		{"compare", "--runs", "0", "none-a.s", "none-b.s"},
		{"compare", "--runs", "-5", "none-a.s", "none-b.s"},
		{"bench", "--runs", "0", "none-traces"},
		{"bench", "--runs", "-5", "none-traces"},
	} {
		want := "--runs takes a count of at least 1, got " + c[2]
		if _, err := run(t, c...); err == nil || err.Error() != want {
			t.Errorf("%v: %v, want %q", c, err, want)
		}
	}
}
