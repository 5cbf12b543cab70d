//===- Passes.td - precision choice ------------------------*- tablegen -*-===//

#ifndef MPOPT_TRANSFORMS_PRECISION_PASSES_TD
#define MPOPT_TRANSFORMS_PRECISION_PASSES_TD

include "mlir/Pass/PassBase.td"
include "mpopt/Transforms/PassOptions.td"

defvar TargetOptions = [
    Option<"targetName", "target", "::mlir::mpopt::TargetName", "\"\"",
           "built-in target: h200, h100, a100, l40s or rtx4090; empty (the "
           "default): the one the IR names (a DLTI entry \"mpopt.target\", "
           "the chip of an #nvvm.target), else h200">,
    Option<"targetFile", "target-file", "::mlir::mpopt::TargetFile", "\"\"",
           "file describing a target (overrides `target`)">,
    Option<"dynamicSize", "dynamic-size", "::mlir::mpopt::DynamicSize", "0",
           "the size each dynamic dimension is priced at (a typical batch or "
           "sequence); 0 (the default): ops of dynamic shape are not priced "
           "and keep their precisions">];

def MPOptEstimatePass : Pass<"mpopt-estimate", "ModuleOp"> {
  let summary = "Print the predicted GPU time of each op and of each function";
  let description = [{
    Runs the cost model of `lib/Analysis` over every function: each op that
    becomes a kernel costs max(flops / rate, bytes / bandwidth) + launch on
    `target`, with the rate of the type it multiplies or computes in. Views,
    constants and scalar ops cost nothing; a standalone cast is a kernel of
    its own. A kernel inside loops runs their static trip counts' product
    of times (a loop without one counts once, with a warning). Prints one
    row per kernel, with its AMP class (allow, infer, deny-in-compute,
    clear; `lib/Analysis/Sensitivity.cpp` reads it from what the op
    computes), and a total per function to stderr; leaves the IR unchanged. Ops of dynamic shape, and multiply types
    the target lacks, get a warning and are left out of the total.
    `target-file` loads a target in the format of docs/targets.md instead
    of a built-in one (h200, h100, a100, l40s, rtx4090).
  }];
  let options = TargetOptions;
}

def MPOptAssignPrecisionPass : Pass<"mpopt-assign-precision", "ModuleOp"> {
  let summary = "Choose each tensor's storage type and each matmul's multiply "
                "type for the fastest predicted time within an error budget";
  let description = [{
    Weighs, over the function's dataflow graph, what each lower precision
    saves on `target` (the cost model of `lib/Analysis`: bytes of every
    kernel that reads or writes the tensor, the matmul's rate, and the
    standalone cast kernels a choice creates where no neighbour absorbs the
    conversion) against the error it adds (`lib/Analysis/ErrorModel.cpp`:
    unit roundoff carried to the returned values through gains; the error
    is the max-norm relative error against exact arithmetic).

    Decisions: the storage of a tensor a matmul, norm, softmax or
    elementwise generic writes (or a function argument), shared with the
    views and transposes of it, as f16 (only where its bound, from the
    `mpopt.range` argument attributes, a calibration or `input-range`, keeps
    it finite) or bf16; the multiply type of an f32 `mpopt.matmul` as f16 or
    bf16 and, with `allow-fp8`, f8E4M3FN with per-tensor scales
    (`fp8-scaling`: `dynamic` computes them from amax reductions in the
    program, `static` takes them as new f32 function arguments named in the
    report, `calibrated` makes them constants from the calibration's amax;
    a constant operand's scale is always a constant).

    `calibration=FILE` gives the magnitudes measured on sample inputs
    (`scripts/calibrate.py`, which records them with
    `mpopt-pipeline{calibrate=MAP}`): each value's largest magnitude and
    rms replace what the error model derives (not for sums with an
    attention mask, whose largest element is the mask's), and each
    argument's replace `input-range`; an `mpopt.range` attribute still
    overrides both. The file describes the program as this pass sees it;
    one that does not match it (another count, op or type of values) is an
    error.
    Deny-in-compute work (norms, softmax, reductions, exp/log) keeps f32
    compute inside its kernel; only its storage may narrow.

    Greedy by time saved per error added, re-evaluated when a neighbour
    changes; ties go to program order, so the result is deterministic.
    Under `policy=budget` whole programs compete: the program as written,
    the greedy walk, AMP's rewrite, AMP then the walk, AMP relaxed to the
    budget, all 16-bit (and with `allow-fp8` AMP with FP8 GEMMs); the
    fastest predicted one within the budget wins, or the one `candidate`
    names (docs/assign-precision.md, "Whole programs compete"). Under
    `policy=exact` and `excess-precision` only choices that keep every
    result bit-identical are made (storage whose every reader rounds it to
    that type anyway). The choices are `mpopt.cast` pairs and multiply types
    that `mpopt-propagate-casts` and `mpopt-fuse-casts` then place and fuse.

    Weights: a non-splat f32 `arith.constant` is a storage site whose
    rounding mpopt-fold-casts folds at compile time, and so is an argument
    that is a parameter (marked `mpopt.parameter` or listed in
    `parameters`, as for mpopt-hoist-parameters) whose rounding
    `<entry>_prepare` does once: neither costs a cast kernel per call. With
    `allow-fp8` on a target with FP8, such a weight that only matmuls read
    may then be stored in f8E4M3FN with one scale per output channel
    (weight-only: the matmul keeps its multiply type).

    `report` writes a JSON report (per op: types, predicted time before and
    after, predicted error, reason); `report-dot` a Graphviz view colored by
    precision.
  }];
  let options = !listconcat(TargetOptions, [
    CastPolicyOption,
    Option<"errorBudget", "error-budget", "::mlir::mpopt::ErrorBudget", "1e-2",
           "largest predicted max-norm relative error of any result (finite, "
           ">= 0)">,
    Option<"allowFP8", "allow-fp8", "bool", "false",
           "let matmuls multiply in f8E4M3FN">,
    Option<"fp8Scaling", "fp8-scaling", "::mlir::mpopt::FP8Scaling",
           "::mlir::mpopt::FP8Scaling::dynamic", "where FP8 scales come from",
           [{::llvm::cl::values(
             clEnumValN(::mlir::mpopt::FP8Scaling::dynamic, "dynamic",
                        "amax reductions in the program"),
             clEnumValN(::mlir::mpopt::FP8Scaling::arguments, "static",
                        "new f32 arguments, named in the report"),
             clEnumValN(::mlir::mpopt::FP8Scaling::calibrated, "calibrated",
                        "constants from the calibration file's amax"))}]>,
    Option<"calibrationFile", "calibration", "std::string", "\"\"",
           "magnitudes measured on sample inputs (scripts/calibrate.py): "
           "ranges, overflow and the error model's gains">,
    Option<"inputRange", "input-range", "::mlir::mpopt::InputRange", "0.0",
           "largest magnitude of an argument without an mpopt.range "
           "attribute, in (0, 3.4e38] (f32); empty: unknown">,
    ListOption<"parameters", "parameters", "::mlir::mpopt::ArgumentRange",
               "the entry's arguments prepared once (mpopt-hoist-parameters): "
               "indices and inclusive ranges (0-147)">,
    Option<"candidate", "candidate", "std::string", "\"\"",
           "under policy=budget, build this candidate program whatever its "
           "predicted time and error (greedy, as-written, amp, amp+greedy, "
           "amp-relaxed, all-16-bit; with allow-fp8 amp-fp8, "
           "amp-fp8+greedy), to measure "
           "the candidates against each other; empty: the fastest "
           "predicted one within the budget">,
    Option<"reportFile", "report", "::mlir::mpopt::ReportPath", "\"\"",
           "write the JSON report to this file (mpopt-pipeline's report=, "
           "mpopt-opt's --mpopt-report)">,
    Option<"reportDotFile", "report-dot", "::mlir::mpopt::ReportPath", "\"\"",
           "write a Graphviz view of the choices to this file">
  ]);
  let dependentDialects = [
    "::mlir::mpopt::MPOptDialect",
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::tensor::TensorDialect"
  ];
}

def MPOptWidenFloatsPass : Pass<"mpopt-widen-floats", "ModuleOp"> {
  let summary = "Make every float f64: the reference run of error measurement";
  let description = [{
    Rewrites every float type in the module (results, block arguments,
    function signatures, type attributes) and every float constant to f64,
    so that a program compiled after this pass computes what the original
    computes, rounded only to f64. `scripts/measure_error.py` compares an
    assigned program's results with this run. Constants convert exactly
    (`dense_resource` weights become dense f64; one whose blob is elided is
    an error); `arith.extf`/`truncf` and `mpopt.cast`, all f64 to f64 then
    (the identity, roundings and saturation included), disappear.
    `mpopt.matmul` has no f64 form (lower it first), nor has `arith.bitcast`
    of a float: either is an error naming the op.
  }];
}

def MPOptReturnValuesPass : Pass<"mpopt-return-values", "ModuleOp"> {
  let summary = "Make the entry also return its intermediate tensors";
  let description = [{
    Appends to the results of the entry function every ranked-tensor value
    of float or integer elements that an op directly in its body defines
    (not inside regions), in program order, after the original results, so
    that two builds of the program (GPU and CPU) can be compared value by
    value and the first op that disagrees named (`scripts/gpu/bisect.py`).
    Constants and `tensor.empty` are left out: the first cannot diverge,
    the second has no defined contents. A value the entry returns already
    is not returned again. Values mpopt-run cannot write (i1, index or
    other element types, dynamic shapes) are listed as skipped. `first`
    and `count` select a window of these values, so that a large program
    is bisected in chunks.

    With `statistics=true` (a calibration run, `scripts/calibrate.py`), each
    float value of the window, the values returned already included, and
    each float argument of static shape is summarized instead: the entry
    also returns a `tensor<2xf64>` holding its largest magnitude and the
    sum of the squares of its elements, computed in f64 by one reduction
    (NaNs propagate). Integer values are listed as skipped.

    Each result is described (its index, its value's position in program
    order, the op, the op's location printed, the ops inside its regions,
    the value's type) in the JSON file `map`, or without `map` in the
    entry's `mpopt.returned_values` attribute. The entry must have one
    block and no callers.

    Before:
    ```mlir
    func.func @f(%x: tensor<4xf32>) -> tensor<4xf32> {
      %0 = math.exp %x : tensor<4xf32>
      %1 = arith.addf %0, %x : tensor<4xf32>
      return %1 : tensor<4xf32>
    }
    ```
    After:
    ```mlir
    func.func @f(%x: tensor<4xf32>) -> (tensor<4xf32>, tensor<4xf32>) {
      %0 = math.exp %x : tensor<4xf32>
      %1 = arith.addf %0, %x : tensor<4xf32>
      return %1, %0 : tensor<4xf32>, tensor<4xf32>
    }
    ```
  }];
  let options = [
    Option<"entry", "entry", "std::string", "\"\"",
           "the function to change (default: the only public one)">,
    Option<"first", "first", "::mlir::mpopt::ValueIndex", "0",
           "skip this many values (in program order), >= 0">,
    Option<"count", "count", "::mlir::mpopt::ValueCount", "-1",
           "return at most this many values (-1: all)">,
    Option<"mapFile", "map", "std::string", "\"\"",
           "write the description of the results to this JSON file instead "
           "of the entry's mpopt.returned_values attribute">,
    Option<"recordStatistics", "statistics", "bool", "false",
           "return each float value's and argument's [max |x|, sum x^2] "
           "(tensor<2xf64>) instead of the value (calibration)">
  ];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect"
  ];
}

def MPOptNarrowResultsPass : Pass<"mpopt-narrow-results", "ModuleOp"> {
  let summary = "Entries return results in the type the program computes "
                "them in";
  let description = [{
    A result of an entry (a public function with a body that nothing in
    the module calls) that the program computes in a narrower float type
    and only widens to return (an exact `mpopt.cast`: bf16 or f16 to f32,
    FP8 to any wider type) is returned in the narrower type. The values
    are the same; the caller gets them in fewer bytes, and a GPU build
    writes them once instead of also widening a copy: GPT-2 small's
    [4, 512, 50257] logits under autocast, 206 MB of bf16 instead of
    411 MB of f32 written by a kernel that reads the bf16 ones. PyTorch's
    autocast returns such a result in bf16 too. It changes the entry's
    signature, so the pipeline runs it only when asked
    (`mpopt-pipeline{narrow-results=true}`).

    Before:
    ```mlir
    func.func @f(%x: tensor<4xbf16>) -> tensor<4xf32> {
      %0 = mpopt.cast %x : tensor<4xbf16> to tensor<4xf32>
      return %0 : tensor<4xf32>
    }
    ```
    After:
    ```mlir
    func.func @f(%x: tensor<4xbf16>) -> tensor<4xbf16> {
      return %x : tensor<4xbf16>
    }
    ```
  }];
}

def MPOptCheckParametersPass : Pass<"mpopt-check-parameters", "ModuleOp"> {
  let summary = "Check that parameters= names arguments the functions have";
  let description = [{
    Fails, naming `origin`'s option, when an index of `parameters` is past
    the arguments of a function with a body; changes nothing. A pipeline
    that hands its `parameters` option to several passes
    (`mpopt-pipeline`: `mpopt-fold-batch-norm` and
    `mpopt-assign-precision`) runs it first, so that a bad index is
    reported as the option the user gave, once:

    ```
    error: mpopt-pipeline: parameters=999 names argument 999, but @f takes 2
    ```
  }];
  let options = [
    ListOption<"parameters", "parameters", "::mlir::mpopt::ArgumentRange",
               "indices and inclusive ranges (0-147) (default: none)">,
    Option<"origin", "origin", "std::string", "\"mpopt-check-parameters\"",
           "the pass or pipeline whose option it is, for the message "
           "(default: mpopt-check-parameters)">
  ];
}

def MPOptHoistParametersPass : Pass<"mpopt-hoist-parameters", "ModuleOp"> {
  let summary = "Move the work that depends only on parameters into a "
                "function run once";
  let description = [{
    A mixed-precision program whose weights arrive as arguments converts
    (and transposes, reshapes) every weight on every call, each conversion a
    kernel of its own. This pass moves that work into a new public function,
    `@<entry>_prepare`, which the caller runs once when it loads the
    parameters, as inference compilers evaluate weight expressions once:
    the entry then takes what `_prepare` returns in their place. Nothing is
    computed differently: the two functions run after each other compute
    what the entry computed, bit for bit.

    The parameters are the entry's arguments listed in `parameters`
    (indices and inclusive ranges, `parameters=0-147,150`) and those that
    carry the unit attribute `mpopt.parameter`. An op moves when it has no
    memory effects, every value it uses is a parameter, a moved op's result
    or a constant (constants and `tensor.empty` are copied), and its
    results, ranked tensors of static shape, take no more bytes than the
    moved values it reads: a cast or a transpose moves, a broadcast of a
    bias stays in the entry, so that the prepared tensors take no more
    memory than the parameters. Moved results that the entry still uses
    become `_prepare`'s results; the entry takes them as its first
    arguments, followed by its other original arguments (a parameter that
    the entry also uses as it is stays one of them).

    `_prepare` carries `mpopt.prepares = @<entry>` and
    `mpopt.parameter_indices`, the entry's original index of each of its
    arguments; the entry carries `mpopt.prepared_by = @<entry>_prepare` and
    `mpopt.input_indices`, the original index of each argument after the
    prepared ones. `mpopt-compile` exports both (`--parameters` runs this
    pass), and mpopt-run takes the original arguments and runs `_prepare`
    once before it calls the entry (docs/gpu.md). The entry must have one
    block and no callers.

    Before:
    ```mlir
    func.func @f(%w: tensor<8x4xf32> {mpopt.parameter}, %x: tensor<2x8xbf16>) -> tensor<2x4xf32> {
      %b = arith.truncf %w : tensor<8x4xf32> to tensor<8x4xbf16>
      %y = mpopt.matmul %x, %b multiply(bf16) accumulate(f32) : ...
      return %y : tensor<2x4xf32>
    }
    ```
    After:
    ```mlir
    func.func @f_prepare(%w: tensor<8x4xf32>) -> tensor<8x4xbf16>
        attributes {mpopt.parameter_indices = array<i64: 0>, mpopt.prepares = @f} {
      %b = arith.truncf %w : tensor<8x4xf32> to tensor<8x4xbf16>
      return %b : tensor<8x4xbf16>
    }
    func.func @f(%b: tensor<8x4xbf16>, %x: tensor<2x8xbf16>) -> tensor<2x4xf32>
        attributes {mpopt.input_indices = array<i64: 1>, mpopt.prepared_by = @f_prepare} {
      %y = mpopt.matmul %x, %b multiply(bf16) accumulate(f32) : ...
      return %y : tensor<2x4xf32>
    }
    ```
  }];
  let options = [
    Option<"entry", "entry", "std::string", "\"\"",
           "the function whose parameters are prepared (default: the only "
           "public one)">,
    ListOption<"parameters", "parameters", "::mlir::mpopt::ArgumentRange",
               "the entry's parameter arguments: indices and inclusive "
               "ranges (0-147)">
  ];
}

#endif // MPOPT_TRANSFORMS_PRECISION_PASSES_TD
