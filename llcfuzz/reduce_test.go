package llcfuzz

import "testing"

// The LDS arrays' undef initializers do not make a kernel uninteresting
// (every generated kernel with LDS would be), an undef operand does.
func TestUndefUse(t *testing.T) {
	for _, tc := range []struct {
		ir   string
		want string
	}{
		{"@lds0 = internal addrspace(3) global [64 x i32] undef, align 4\n" +
			"define amdgpu_kernel void @k(ptr addrspace(1) %o) {\n  store i32 1, ptr addrspace(1) %o\n  ret void\n}\n", ""},
		{"@lds0 = internal addrspace(3) global [64 x i32] poison, align 4\n" +
			"define amdgpu_kernel void @k(ptr addrspace(1) %o) {\n  store i32 undef, ptr addrspace(1) %o\n  ret void\n}\n", "undef"},
		{"define amdgpu_kernel void @k(ptr addrspace(1) %o) {\n  %x = add i32 poison, 1\n  ret void\n}\n", "poison"},
	} {
		if got := string(undefUse([]byte(tc.ir))); got != tc.want {
			t.Errorf("undefUse = %q, want %q in\n%s", got, tc.want, tc.ir)
		}
	}
}
