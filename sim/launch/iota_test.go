package launch

import (
	"fmt"
	"strings"
	"testing"
	"time"
)

// An integer iota's start or step longer than any integer type's range
// is refused at the number before big.Int reads it: a start of three
// million digits used to take big.Int minutes, read again for every
// check.
func TestIotaLongNumber(t *testing.T) {
	long := strings.Repeat("9", 3_000_000)
	for _, c := range []struct{ iota, field, want string }{
		{`{"start":-` + long + `}`, "start", `buffer "a": iota start of an integer buffer is 3000001 characters long; no i32 element holds a number of more than 40`},
		{`{"start":1,"step":` + long + `}`, "step", `buffer "a": iota step of an integer buffer is 3000000 characters long; no i32 element holds a number of more than 40`},
	} {
		src := `{"kernel":"k","grid":[1,1,1],"workgroup":[64,1,1],"buffers":{"a":{"type":"i32","count":1000000,"iota":` + c.iota + `}}}`
		col := strings.Index(src, `"`+c.field+`":`) + len(c.field) + 4
		done := make(chan error, 1)
		go func() {
			_, err := ParseSpec("s.json", []byte(src))
			done <- err
		}()
		select {
		case err := <-done:
			if want := fmt.Sprintf("s.json:1:%d: %s", col, c.want); err == nil || err.Error() != want {
				t.Errorf("%s: got %.300v, want %s", c.field, err, want)
			}
		case <-time.After(20 * time.Second):
			t.Fatalf("%s: a %d-digit iota %s still being read after 20 s", c.field, len(long), c.field)
		}
	}
}

// An iota's start and step are read once: the check and the run share
// what the spec's check read, and a float written at length is named
// shortly in an error.
func TestIotaReadOnce(t *testing.T) {
	s, err := ParseSpec("s.json", []byte(`{"kernel":"k","grid":[1],"workgroup":[1],"buffers":{"a":{"type":"i64","count":3,"iota":{"start":-5,"step":7}}}}`))
	if err != nil {
		t.Fatal(err)
	}
	it := s.Buffers["a"].Iota
	read := it.read
	if read == nil {
		t.Fatal("the spec's check left no start and step read")
	}
	gen, err := it.generator(I64)
	if err != nil || it.read != read {
		t.Fatalf("the run read start and step again (%v)", err)
	}
	if got := []int64{int64(gen(0)), int64(gen(1)), int64(gen(2))}; got[0] != -5 || got[1] != 2 || got[2] != 9 {
		t.Errorf("iota gives %v, want [-5 2 9]", got)
	}
	long := "0." + strings.Repeat("0", 100000) + "1"
	_, err = ParseSpec("s.json", []byte(`{"kernel":"k","grid":[1],"workgroup":[1],"buffers":{"a":{"type":"f32","count":3,"iota":{"start":`+long+`,"step":2e38}}}}`))
	want := `buffer "a": iota element 2 (start 0.00000000000000000000000000000000000000... (100003 characters), step 2e38): not an f32`
	if err == nil || !strings.Contains(err.Error(), want) {
		t.Errorf("got %.300v, want %s", err, want)
	}
}
