package opt

import (
	"fmt"
	"github.com/wavesim/wavesim/isa"
	"os"
	"strings"
	"testing"
)

func TestQuickVcmpx(t *testing.T) {
	ks, _ := os.ReadDir("../traces")
	for _, k := range ks {
		f := "../traces/" + k.Name() + "/llvm14-gfx1030.s"
		src, err := os.ReadFile(f)
		if err != nil {
			continue
		}
		p, err := isa.Parse(f, src, isa.ParseOptions{})
		if err != nil {
			t.Fatal(err)
		}
		ps, _ := ParsePasses("vcmpx")
		q, reps := Run(p, ps, Options{})
		src16, _ := os.ReadFile("../traces/" + k.Name() + "/llvm16-gfx1030.s")
		n16 := strings.Count(string(src16), "v_cmpx_")
		n := strings.Count(q.String(), "v_cmpx_")
		if n != n16 {
			fmt.Println(k.Name(), "ours", n, "llvm16", n16)
			for _, s := range reps[0].Sites {
				fmt.Println("   ", s)
			}
		}
	}
}
