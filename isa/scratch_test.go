package isa
import ("os";"testing";"fmt")
func TestScratch(t *testing.T){
	for _, f := range []string{"/tmp/scratch/in.s"} {
	src,_:=os.ReadFile(f)
	p,err:=Parse(f,src,ParseOptions{})
	if err!=nil{t.Fatal(err)}
	fmt.Println(len(p.Insts), p.Arch, p.Wave, len(p.Kernels), p.Kernels[0].Meta.UserSGPRCount, p.Kernels[0].Meta.Args)
	os.WriteFile("/tmp/scratch/out.s", []byte(p.String()), 0644)
	}
}
