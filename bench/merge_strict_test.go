package bench

import (
	"strings"
	"testing"
)

// A report with a key given twice is refused at the second occurrence, in
// the file's own position when the file holds several documents.
func TestReadReportsRepeatedKey(t *testing.T) {
	first := `{"kind": "fuzz", "shard": "0/2", "programs": 3, "states_per_program": 4, "blocks": 6}` + "\n"
	for _, c := range []struct{ src, want string }{
		{`{"kind": "fuzz", "shard": "0/2", "programs": 3, "programs": 5}`, `r.json:1:49: key "programs" appears twice in this object (first at line 1 column 34)`},
		{first + `{"kind": "fuzz", "shard": "1/2",` + "\n" + ` "findings": [{"program_index": 1, "program_index": 2}]}`,
			`r.json:3:36: key "program_index" appears twice in this object (first at line 3 column 16)`},
		{`{"rows": [], "summary": {}, "rows": []}`, `r.json:1:29: key "rows" appears twice`},
		// encoding/json reads "Programs" into programs, ignoring case.
		{`{"kind": "fuzz", "shard": "0/2", "programs": 3, "Programs": 5}`, `r.json:1:49: key "Programs" is not "programs": encoding/json would read it as "programs", ignoring case`},
		{`{"kind": "fuzz", "shard": "0/2", "findings": [{"Program_Index": 1}]}`, `r.json:1:48: key "Program_Index" is not "program_index"`},
	} {
		_, err := ReadReports("r.json", []byte(c.src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want %q\n%s", err, c.want, c.src)
		}
	}
}
