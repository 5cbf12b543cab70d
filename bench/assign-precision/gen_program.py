"""Writes a transformer-like f32 program of about N ops for timing
mpopt-assign-precision on large graphs.

    python3 bench/assign-precision/gen_program.py --ops 100000 > big.mlir

Each block is a residual MLP step on a 256x256 activation: matmul, GELU,
matmul, residual add, and a row-sum reduction feeding a normalization
(an elementwise divide), 14 ops in all, so that every kind of site
(matmul multiply, storage, deny-in-compute reductions) appears.
"""
import argparse

BLOCK = """\
  %e{i}a = tensor.empty() : tensor<256x256xf32>
  %f{i}a = linalg.fill ins(%zero : f32) outs(%e{i}a : tensor<256x256xf32>) -> tensor<256x256xf32>
  %m{i}a = linalg.matmul ins(%x{i}, %w : tensor<256x256xf32>, tensor<256x256xf32>) outs(%f{i}a : tensor<256x256xf32>) -> tensor<256x256xf32>
  %e{i}g = tensor.empty() : tensor<256x256xf32>
  %g{i} = linalg.generic {{indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]}} ins(%m{i}a : tensor<256x256xf32>) outs(%e{i}g : tensor<256x256xf32>) {{
  ^bb0(%in: f32, %out: f32):
    %t = math.tanh %in : f32
    %p = arith.addf %t, %one : f32
    %h = arith.mulf %in, %half : f32
    %y = arith.mulf %h, %p : f32
    linalg.yield %y : f32
  }} -> tensor<256x256xf32>
  %e{i}b = tensor.empty() : tensor<256x256xf32>
  %f{i}b = linalg.fill ins(%zero : f32) outs(%e{i}b : tensor<256x256xf32>) -> tensor<256x256xf32>
  %m{i}b = linalg.matmul ins(%g{i}, %v : tensor<256x256xf32>, tensor<256x256xf32>) outs(%f{i}b : tensor<256x256xf32>) -> tensor<256x256xf32>
  %e{i}s = tensor.empty() : tensor<256xf32>
  %f{i}s = linalg.fill ins(%zero : f32) outs(%e{i}s : tensor<256xf32>) -> tensor<256xf32>
  %s{i} = linalg.generic {{indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}} ins(%m{i}b : tensor<256x256xf32>) outs(%f{i}s : tensor<256xf32>) {{
  ^bb0(%in: f32, %acc: f32):
    %a = math.absf %in : f32
    %r = arith.addf %a, %acc : f32
    linalg.yield %r : f32
  }} -> tensor<256xf32>
  %e{i}r = tensor.empty() : tensor<256x256xf32>
  %x{n} = linalg.generic {{indexing_maps = [#id, #id, #row, #id], iterator_types = ["parallel", "parallel"]}} ins(%x{i}, %m{i}b, %s{i} : tensor<256x256xf32>, tensor<256x256xf32>, tensor<256xf32>) outs(%e{i}r : tensor<256x256xf32>) {{
  ^bb0(%in: f32, %d: f32, %sum: f32, %out: f32):
    %q = arith.divf %d, %sum : f32
    %r = arith.addf %in, %q : f32
    linalg.yield %r : f32
  }} -> tensor<256x256xf32>
"""
OPS_PER_BLOCK = 14


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--ops", type=int, default=100000)
    args = parser.parse_args()
    blocks = max(1, args.ops // OPS_PER_BLOCK)
    print("#id = affine_map<(d0, d1) -> (d0, d1)>")
    print("#row = affine_map<(d0, d1) -> (d0)>")
    print("func.func @big(%x0: tensor<256x256xf32> {mpopt.range = 4.0 : f64},")
    print("               %w: tensor<256x256xf32> {mpopt.range = 0.0625 : f64},")
    print("               %v: tensor<256x256xf32> {mpopt.range = 0.0625 : f64})")
    print("    -> tensor<256x256xf32> {")
    print("  %zero = arith.constant 0.0 : f32")
    print("  %one = arith.constant 1.0 : f32")
    print("  %half = arith.constant 0.5 : f32")
    for i in range(blocks):
        print(BLOCK.format(i=i, n=i + 1), end="")
    print(f"  return %x{blocks} : tensor<256x256xf32>")
    print("}")


if __name__ == "__main__":
    main()
