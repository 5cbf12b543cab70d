// RUN: mpopt-opt %s --mpopt-export-casts=use-linalg=false -split-input-file -verify-diagnostics

// A clamp on a dynamic tensor needs splat constants of its shape, which arith
// cannot build: the pass says so instead of leaving mpopt.cast behind.
func.func @dynamic_saturate(%t: tensor<?xf16>) -> tensor<?xf8E4M3FN> {
  // expected-error @+1 {{cannot be exported to upstream ops: a saturating clamp on a dynamic tensor needs use-linalg=true}}
  %0 = mpopt.cast %t saturate : tensor<?xf16> to tensor<?xf8E4M3FN>
  return %0 : tensor<?xf8E4M3FN>
}
