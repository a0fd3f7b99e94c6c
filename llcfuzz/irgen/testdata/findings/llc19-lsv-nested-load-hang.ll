; A load whose address is another load's value masked to 0
; ((x << 1) & 1), from the same base as a third load. llc-19 at -O2 and -O3
; does not end (killed after 45 s of CPU time; llc-14 to 16 take 0.2 s): AMDGPU's
; LoadStoreVectorizer, the GPU Load and Store Vectorizer pass, takes the
; loads for consecutive and cycles while reordering them
; (opt-19 -passes=load-store-vectorizer hangs the same way). This is
; llvm-project issue 37865, open. --amdgpu-load-store-vectorizer=false
; compiles it at once. The launch's expectation is in[0] + in[0].
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {
  %a = load i32, ptr addrspace(1) %in, align 4
  %p1 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 1
  %x = load i32, ptr addrspace(1) %p1, align 4
  %s = shl i32 %x, 1
  %i = and i32 %s, 1
  %p2 = getelementptr inbounds i32, ptr addrspace(1) %in, i32 %i
  %b = load i32, ptr addrspace(1) %p2, align 4
  %c = add i32 %a, %b
  store i32 %c, ptr addrspace(1) %out, align 4
  ret void
}
