package main

import (
	"regexp"
	"strings"
	"testing"
)

// A number in the README that no mark ties to a command goes stale
// silently when the model moves (the nested_if example once quoted 797 →
// 793 cycles long after they changed). Every README paragraph that quotes
// a number therefore carries a mark: `<!-- numbers from: ... -->`, which
// TestDocsQuotedOutput checks against the commands' output, or
// `<!-- numbers not from output: WHY -->` for numbers no command prints
// (durations, versions, counts of make options).
var markNotOutput = regexp.MustCompile(`^<!-- numbers not from output: \S.* -->$`)

type readmePara struct {
	line int    // 1-based, of the paragraph's first line
	mark string // the comment line just before it, if any
	text string
}

// readmeParagraphs lists the prose paragraphs of a Markdown file: not
// headings, fenced blocks, tables or comments.
func readmeParagraphs(src string) []readmePara {
	lines := strings.Split(src, "\n")
	var ps []readmePara
	fence := false
	for i := 0; i < len(lines); i++ {
		l := strings.TrimSpace(lines[i])
		switch {
		case strings.HasPrefix(l, "```"):
			fence = !fence
			continue
		case fence, l == "", strings.HasPrefix(l, "#"), strings.HasPrefix(l, "|"), strings.HasPrefix(l, "<!--"):
			continue
		}
		p := readmePara{line: i + 1}
		if i > 0 && strings.HasPrefix(strings.TrimSpace(lines[i-1]), "<!--") {
			p.mark = strings.TrimSpace(lines[i-1])
		}
		j := i
		for j < len(lines) && strings.TrimSpace(lines[j]) != "" && !strings.HasPrefix(lines[j], "```") {
			j++
		}
		p.text = strings.Join(lines[i:j], "\n")
		ps = append(ps, p)
		i = j - 1
	}
	return ps
}

func TestReadmeNumbersMarked(t *testing.T) {
	src := string(mustRead(t, "../../README.md"))
	checked := 0
	for _, p := range readmeParagraphs(src) {
		ns := proseNumbers(p.text)
		if len(ns) == 0 {
			continue
		}
		switch {
		case markNumbers.MatchString(p.mark):
			checked++
		case markNotOutput.MatchString(p.mark):
		default:
			t.Errorf("README.md:%d: the paragraph quotes %v with no mark: put <!-- numbers from: wavesim ARGS --> before it (TestDocsQuotedOutput checks them) or <!-- numbers not from output: WHY -->", p.line, ns)
		}
	}
	if checked == 0 {
		t.Error("no README paragraph has its numbers checked against a command")
	}
}
