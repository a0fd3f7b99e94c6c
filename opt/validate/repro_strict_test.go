package validate

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// A reproducer's launch.json with a key given twice, or text after its
// object, is refused at the offence before anything runs.
func TestReplayStrictLaunchJSON(t *testing.T) {
	for _, c := range []struct{ js, want string }{
		{`{"arch": "gfx1030", "wave": 32, "arch": "gfx900"}`, `launch.json:1:33: key "arch" appears twice in this object (first at line 1 column 2)`},
		{`{"arch": "gfx1030", "state": {"sgprs": [1], "sgprs": [2]}}`, `launch.json:1:45: key "sgprs" appears twice`},
		{"{\"arch\": \"gfx1030\"}\n{}", `launch.json:2:1: JSON syntax error: invalid character '{' after top-level value`},
		// encoding/json reads "Arch" into arch, ignoring case.
		{`{"arch": "gfx1030", "Arch": "gfx900"}`, `launch.json:1:21: key "Arch" is not "arch": encoding/json would read it as "arch", ignoring case`},
		{`{"arch": "gfx1030", "state": {"sgprs": [1], "SGPRs": [2]}}`, `launch.json:1:45: key "SGPRs" is not "sgprs"`},
	} {
		dir := t.TempDir()
		if err := os.WriteFile(filepath.Join(dir, "launch.json"), []byte(c.js), 0o644); err != nil {
			t.Fatal(err)
		}
		_, err := Replay(dir, nil)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("got %v, want %q\n%s", err, c.want, c.js)
		}
	}
}
