// RUN: mpopt-opt %s --mpopt-expand-casts -split-input-file -verify-diagnostics

// No CPU or GPU instruction converts f64 to FP8, and two roundings through
// f32 would not give the cast's result: the pass says so.
func.func @f64_to_fp8(%x: f64) -> f8E4M3FN {
  // expected-error @+1 {{cannot be expanded: only casts among f32, f16, bf16, f8E4M3FN and f8E5M2 are}}
  %0 = mpopt.cast %x : f64 to f8E4M3FN
  return %0 : f8E4M3FN
}
