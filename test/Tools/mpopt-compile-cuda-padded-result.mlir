// An LM head whose 1001 bf16 logits a row are not a multiple of 16 bytes,
// its weight a parameter: the GPU build multiplies the weight with 7 zero
// rows added (prepared once) into rows of 1008, which the entry returns.
// The manifest keeps the program's shape and says the rows' stride; the
// signature names the buffer the caller passes; cuBLASLt gets N = 1008. The
// CPU build returns the logits as they are.

// RUN: mpopt-compile %s --target=cuda --gpu-binary=ptx --pipeline=mpopt-pipeline --parameters=1 --emit-llvm=%t.ll -o %t.so
// RUN: FileCheck %s --check-prefix=MANIFEST < %t.json
// RUN: FileCheck %s --check-prefix=LLVM < %t.ll
// RUN: mpopt-compile %s --target=cpu --pipeline=mpopt-pipeline --parameters=1 -o %t-cpu.so
// RUN: FileCheck %s --check-prefix=CPU < %t-cpu.json

// MANIFEST: "outputs": [
// MANIFEST-NEXT: {
// MANIFEST-NEXT: "dtype": "bf16",
// MANIFEST-NEXT: "row_stride": 1008,
// MANIFEST-NEXT: "shape": [
// MANIFEST-NEXT: 256,
// MANIFEST-NEXT: 1001
// MANIFEST: "prepared": [
// MANIFEST-NEXT: {
// MANIFEST-NEXT: "dtype": "bf16",
// MANIFEST-NEXT: "shape": [
// MANIFEST-NEXT: 1008,
// MANIFEST-NEXT: 768

// LLVM: @mpopt_signature = {{.*}}c"bf16[1008,768];bf16[256,768]->bf16[256,1008]\00"
// LLVM: call void @mpoptMatmul({{.*}}, i64 1, i64 256, i64 1008, i64 768,

// CPU-NOT: row_stride
// CPU: "outputs"

func.func @head(%x: tensor<256x768xbf16>, %w: tensor<1001x768xbf16>) -> tensor<256x1001xbf16> {
  %logits = mpopt.matmul %x, %w multiply(bf16) accumulate(f32) transpose_rhs
      : tensor<256x768xbf16>, tensor<1001x768xbf16> -> tensor<256x1001xbf16>
  return %logits : tensor<256x1001xbf16>
}
