; ModuleID = 'k.hip'
source_filename = "k.hip"
target triple = "amdgcn-amd-amdhsa"

define amdgpu_kernel void @k(ptr addrspace(1) %p) #0 {
  store i32 1, ptr addrspace(1) %p
  ret void
}

attributes #0 = { "target-cpu"="gfx90a" "uniform-work-group-size"="true" }
