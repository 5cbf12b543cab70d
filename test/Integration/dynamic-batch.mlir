// An entry with a dynamic batch (tensor<?x64xf32>, as torch.export writes a
// `Dim`) builds once and runs at any batch: the manifest marks
// the dimension -1 and says which input dimension sizes each dynamic result
// dimension (found with MLIR's ValueBoundsOpInterface), mpopt-run sizes
// generated inputs with --dynamic-size and .npy inputs by their own shape.
// The build after the pipeline agrees bit for bit with the export's at two
// sizes, and with static builds of the same program at those sizes; the
// Python module takes the shapes with the bytes.
// RUN: rm -rf %t && mkdir -p %t
// RUN: mpopt-compile %s --entry=mlp --target=cpu -o %t/dyn.so
// RUN: FileCheck %s --check-prefix=MANIFEST --input-file=%t/dyn.json
// RUN: mpopt-compile %s --entry=mlp --target=cpu -o %t/opt.so --pipeline=mpopt-pipeline
// RUN: mpopt-run %t/opt.so --dist special --seed 1 --dynamic-size 3 --compare %t/dyn.so --save-inputs %t/in3 | FileCheck %s --check-prefix=B3
// RUN: mpopt-run %t/opt.so --dist normal --seed 2 --dynamic-size 5 --compare %t/dyn.so --save-inputs %t/in5 | FileCheck %s --check-prefix=B5
// The same program with a static batch of 3 and of 5, on the same inputs.
// RUN: sed -e 's/tensor.empty(%%n) : tensor<?x32xf32>/tensor.empty() : tensor<3x32xf32>/' -e 's/<?x/<3x/g' %s > %t/static3.mlir
// RUN: sed -e 's/tensor.empty(%%n) : tensor<?x32xf32>/tensor.empty() : tensor<5x32xf32>/' -e 's/<?x/<5x/g' %s > %t/static5.mlir
// RUN: mpopt-compile %t/static3.mlir --entry=mlp --target=cpu -o %t/static3.so
// RUN: mpopt-compile %t/static5.mlir --entry=mlp --target=cpu -o %t/static5.so
// RUN: mpopt-run %t/opt.so --input %t/in3/in0.npy --input %t/in3/in1.npy --input %t/in3/in2.npy --compare %t/static3.so | FileCheck %s --check-prefix=B3
// RUN: mpopt-run %t/opt.so --input %t/in5/in0.npy --input %t/in5/in1.npy --input %t/in5/in2.npy --compare %t/static5.so | FileCheck %s --check-prefix=B5
// Generated inputs need a size; a static dimension of another size is
// refused, naming the input; the GPU build takes the dynamic entry (its
// manifest the same; test/GPU/dynamic.test runs it at two sizes); a
// result size no input dimension gives is refused.
// RUN: not mpopt-run %t/dyn.so 2>&1 | FileCheck %s --check-prefix=NO-SIZE
// RUN: not mpopt-run %t/dyn.so --input %t/in3/in0.npy --input %t/in3/in0.npy --input %t/in3/in2.npy 2>&1 | FileCheck %s --check-prefix=WRONG
// RUN: mpopt-compile %s --entry=mlp --target=cuda --gpu-binary=ptx -o %t/gpu.so --pipeline=mpopt-pipeline
// RUN: FileCheck %s --check-prefix=MANIFEST --input-file=%t/gpu.json
// RUN: not mpopt-compile %s --entry=concat --target=cpu -o %t/concat.so 2>&1 | FileCheck %s --check-prefix=CONCAT
// RUN: %python -c "import sys, array; sys.path.insert(0, sys.argv[1]); import mpopt; print(mpopt.run(sys.argv[2], [array.array('f', [1.0] * 128), array.array('f', [0.5] * 2048), array.array('f', [0.25] * 32)], shapes=[[2, 64], None, None])[0].shape)" %mpopt_src_root/python %t/opt.so | FileCheck %s --check-prefix=PYTHON

// MANIFEST: "dynamic_sizes": [
// MANIFEST-NEXT: [
// MANIFEST-NEXT: 0,
// MANIFEST-NEXT: 0
// MANIFEST: "shape": [
// MANIFEST-NEXT: -1,
// MANIFEST-NEXT: 32
// B3: output0 f32[3,32]: 0 of 96 elements differ (bitwise)
// B3: all outputs agree
// B5: output0 f32[5,32]: 0 of 160 elements differ (bitwise)
// B5: all outputs agree
// NO-SIZE: error: input #0 is f32[?,64]: give its dynamic sizes with --dynamic-size N, or the inputs as .npy files
// WRONG: error: {{.*}}in0.npy: holds '<f4' (3, 64) (fortran_order False), expected '<f4' (64, 32) for f32[64,32]
// CONCAT: error: dimension 1 of result #0 of the entry is dynamic and not the size of a dynamic dimension of an input
// PYTHON: [2, 32]

func.func @mlp(%x: tensor<?x64xf32>, %w: tensor<64x32xf32>, %b: tensor<32xf32>) -> tensor<?x32xf32> {
  %c0 = arith.constant 0 : index
  %n = tensor.dim %x, %c0 : tensor<?x64xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty(%n) : tensor<?x32xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<?x32xf32>) -> tensor<?x32xf32>
  %m = linalg.matmul ins(%x, %w : tensor<?x64xf32>, tensor<64x32xf32>) outs(%f : tensor<?x32xf32>) -> tensor<?x32xf32>
  %y = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%m, %b : tensor<?x32xf32>, tensor<32xf32>) outs(%e : tensor<?x32xf32>) {
  ^bb0(%a: f32, %c: f32, %o: f32):
    %s = arith.addf %a, %c : f32
    %r = arith.maximumf %s, %zero : f32
    linalg.yield %r : f32
  } -> tensor<?x32xf32>
  return %y : tensor<?x32xf32>
}

func.func @concat(%a: tensor<4x?xf32>, %b: tensor<4x?xf32>) -> tensor<4x?xf32> {
  %c = tensor.concat dim(1) %a, %b : (tensor<4x?xf32>, tensor<4x?xf32>) -> tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}
