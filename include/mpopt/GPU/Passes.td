//===- Passes.td - mpopt's GPU lowering --------------------*- tablegen -*-===//
//
// Every pass of the GPU build, in the order mpopt-compile --target=cuda runs
// them (lib/Compiler/Compile.cpp is the driver): before bufferization
// (library-attention, im2col, fuse-elementwise), after it on buffers
// (attention-calls, library-matmuls .. ieee-sqrt, tile-threads,
// check-host-code), and around upstream's outlining and NVVM
// lowering (occupancy, host-buffers, async-host). fuse-elementwise and
// tile-threads take any op of FunctionOpInterface
// (mpopt/Support/FunctionPass.h); check-host-code and async-host work on
// the func.func host code that mpopt-compile builds, with its func.call and
// func.return.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_GPU_PASSES_TD
#define MPOPT_GPU_PASSES_TD

include "mlir/Pass/PassBase.td"

def MPOptGPUChannelsLastPass : Pass<"mpopt-gpu-channels-last"> {
  let summary = "A CNN's NCHW convolutions, and the activations between "
                "them, channels last";
  let description = [{
    Runs on tensors, first in the GPU build (before
    `mpopt-hoist-parameters`). torch-mlir writes a CNN channels first; as
    GEMMs (`mpopt-gpu-im2col`) an NCHW convolution reads its input through
    an im2col copy even when it is 1x1, and the copy gathers rows a few
    elements long. Each convolution `mpopt-lower-to-linalg` marked with
    layout `nchw_fchw` becomes the same loops marked `nhwc_fhwc`: the input
    transposed to NHWC (a +0 padding of it padded after the transpose, so
    that im2col still folds it), the filter transposed to FHWC and converted
    to the multiply type where that is narrower (one op on the filter alone:
    a parameter's is prepared once), and the result transposed back to
    NCHW; an `nhwc_hwcf` one (TOSA's) gets only its filter as FHWC, the
    layout cuDNN reads. Those transposes then move down through what reads
    them:
    - a generic whose one result has their rank and is written at a
      permutation of its loops (elementwise ops, per-channel batch norms,
      pooling) writes its result in the transposed layout, its loops
      reordered to that layout, and the transpose moves after it; other
      generics (a reduction to another rank) read through it;
    - a named op reading one (max pooling) is generalized first;
    - a padding moves before it, unless a convolution reads the padding;
    - two in a row compose, and vanish where they cancel: before the next
      convolution.
    The loops keep their order and their bodies: the program computes the
    same values bit for bit (its CPU build says so); only layouts change.
    The pass moves only the transposes it made (a program's own are
    operands that later passes look for) and leaves marked ops alone.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::mpopt::MPOptDialect",
                           "::mlir::tensor::TensorDialect"];
}

def MPOptGPUIm2colPass : Pass<"mpopt-gpu-im2col"> {
  let summary = "Convolutions as an im2col copy and a library GEMM";
  let description = [{
    The loops of an ungrouped 2-D convolution that `mpopt-lower-to-linalg`
    marked (`mpopt.convolution`) run on a GPU as a GEMM that cuBLASLt
    computes (`mpopt-gpu-library-matmuls`), not as a loop kernel summing
    C * KH * KW products per output. On tensors, before fusion and
    bufferization, the marked generic becomes:
    - an im2col copy of the (padded) input, converted to the multiply type
      on the way: `col[n, c, kh, kw, oh, ow] = x[n, c, oh * sh + kh * dh,
      ow * sw + kw * dw]` (channels last: `col[n, oh, ow, kh, kw, c]`). A
      zero padding (`tensor.pad` of the spatial dimensions by a value from
      outside) folds into the copy, which reads the unpadded input and
      writes the padding value outside it. A 1x1 convolution of stride 1
      needs no copy when the input is stored in the multiply type: the
      input already is the GEMM's operand;
    - a marked contraction (`mpopt.contraction`) over K = C * KH * KW:
      `nchw_fchw` is a batch of N GEMMs `out[n] = W[F, K] col[n][K, OH *
      OW]`, the weight shared by the batch; with images of fewer than 1024
      output positions (or not a multiple of 8) and a batch of more than
      one, one GEMM `W[F, K] col[K, N * OH * OW]` instead (the copy as
      `col[c, kh, kw, n, oh, ow]`, a pointwise convolution's too), whose
      result `[F, N, OH, OW]` a copy across reads as NCHW; `nhwc_hwcf` one GEMM
      `col[N * OH * OW, K] W[K, F]`, and `nhwc_fhwc` the same with the
      weight transposed;
    - reshapes (views after bufferization) between the convolution's
      shapes and the GEMM's.
    The epilogue (bias, activation, conversion) reads the contraction's
    result as before. The GEMM sums in cuBLASLt's order, not the loops':
    GPU builds agree with the CPU within the tolerance of
    docs/numerics.md. A marked generic that does not have this form (a
    dynamic shape, an accumulator other than f32) stays loops.

    ```mlir
    // Before: the loops of a padded 3x3 convolution, marked.
    %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {...}
        : tensor<2x8x32x32xf32> to tensor<2x8x34x34xf32>
    %acc = linalg.generic {...} ins(%padded, %w : tensor<2x8x34x34xf32>,
        tensor<16x8x3x3xf32>) outs(%zero : tensor<2x16x32x32xf32>)
        attrs = {mpopt.convolution = {layout = "nchw_fchw",
                 strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>,
                 multiply = f32}} {...}
    // After: the copy reads %x (tensor.extract, +0 outside it).
    %col = linalg.generic {...} outs(%e : tensor<2x8x3x3x32x32xf32>)
    %k = tensor.collapse_shape %col [[0], [1, 2, 3], [4, 5]]
    %wk = tensor.collapse_shape %w [[0], [1, 2, 3]]
    %z = linalg.fill ins(%c0 : f32) outs(%e2 : tensor<2x16x1024xf32>)
    %gemm = linalg.generic {...} ins(%wk, %k : tensor<16x72xf32>,
        tensor<2x72x1024xf32>) outs(%z : tensor<2x16x1024xf32>)
        attrs = {mpopt.contraction = {...}} {...}
    %acc = tensor.expand_shape %gemm [[0], [1], [2, 3]]
    ```

    With `cudnn`, a channels-last convolution (`nhwc_fhwc`, what
    `mpopt-gpu-channels-last` makes of torch-mlir's) that would need the
    copy (a window wider than 1x1, a stride, or an input stored in another
    type than the multiply type) stays as it is instead, for
    `mpopt-gpu-library-matmuls` to call cuDNN, whose implicit GEMM reads
    the (padded) input in place: when it sums from +0, has equal
    dilations, multiplies bf16, f16 or f32, and its one reader only
    converts the f32 sum to the multiply type (cuDNN writes the operands'
    type), or it multiplies f32.
  }];
  let options = [
    Option<"cudnn", "cudnn", "bool", /*default=*/"false",
           "leave convolutions that need a copy to cuDNN">,
  ];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::mpopt::MPOptDialect",
                           "::mlir::tensor::TensorDialect"];
}

def MPOptGPUFlattenReductionsPass
    : Pass<"mpopt-gpu-flatten-reductions"> {
  let summary = "A tensor reduced whole to a scalar as a vector";
  let description = [{
    GPU builds, on tensors: a linalg.generic reducing every loop (rank 2
    or more) of one static input read in order (identity map) into a
    rank-0 result of a type other than f32 (GradScaler's found_inf, an `or`
    of booleans over a weight's gradient) becomes the same reduction of the
    input collapsed to a vector, which mpopt-gpu-row-kernels runs as a
    kernel of one row instead of a loop on the host. The elements are
    combined in the same order: the same bits. (f32 results are
    mpopt-gpu-host-code's: one reduction over rows, one over their
    results.)
  }];
  let dependentDialects = ["::mlir::tensor::TensorDialect"];
}

def MPOptGPUFuseElementwisePass
    : Pass<"mpopt-gpu-fuse-elementwise"> {
  let summary = "Chains of elementwise generics as one kernel";
  let description = [{
    Exporters write each elementwise step as its own `linalg.generic`: the
    tanh GELU of a torch-mlir GPT-2 is eight, each a GPU kernel that reads
    and writes the whole tensor. Before bufferization, a chain of them
    (all loops parallel, each producer read by one consumer) becomes one
    generic (upstream's elementwise fusion, under that control), so one
    kernel. The scalar ops and their order stay: the results are the same
    bit for bit. Marked contractions (cuBLASLt calls) and convolutions
    (cuDNN calls), the ops that read their results (which the call may
    take as its epilogue: its output type, a residual addend) and
    reductions (row kernels) keep their own ops, as their GPU lowerings
    expect. A `tensor.expand_shape` of one elementwise generic's result read
    by others (torch-mlir adds a Linear's bias on [B * S, N], then expands
    to [B, S, N] for the GELU or the residual) moves to that generic's
    operands (upstream's reshape folding by expansion), so the two fuse.
    `linalg.transpose` fuses as the copy it is, where the fused kernel
    still reads along rows (a transpose that moves the innermost dimension
    fuses only with a transpose back, as torch's `k.transpose(-2, -1)`
    scaled and handed to the attention kernel as [B, H, S, D]). Slices
    that alone read an elementwise result, none overlapping (q, k and v of
    one projection with its bias), each take their part of its operands
    and fuse with their readers: the whole result is never stored. A
    `tensor.concat` that elementwise kernels read (LLaMA's rotate_half,
    cat(-x2, x1)) becomes a generic reading each element from its piece,
    and a read of one element of a conversion or copy (or of a kernel read
    nowhere else) becomes that kernel's body at the element: rotary
    embeddings are one kernel per operand.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def MPOptGPULibraryMatmulsPass
    : Pass<"mpopt-gpu-library-matmuls", "ModuleOp"> {
  let summary = "Marked contractions as cuBLASLt calls";
  let description = [{
    A contraction `mpopt-lower-to-linalg` marked (a matmul, batched or not)
    becomes, after bufferization, a call to the runtime's `mpoptMatmul`
    (runtime/lib/Matmul.cpp, cuBLASLt) on the operands' device buffers; a
    batch is strided (dense matrices one after another). When the
    contraction's only reader is an epilogue that just converts the f32
    accumulator (after the FP8 scales, for a scaled one), or adds a
    residual, cuBLASLt writes the result itself and the epilogue goes.
    Operands stored in another type than the multiply type get a
    conversion first: cuBLASLt multiplies what it reads. A contraction the
    library cannot take stays a loop nest (a kernel). Runs before
    `mpopt-gpu-host-code`: FP8 scales are values of the host code then.
    A marked channels-last convolution that `mpopt-gpu-im2col{cudnn}` left
    becomes a call to the runtime's `mpoptConv` (runtime/lib/Conv.cpp,
    cuDNN) on the padded input, the FHWC filter and the result in the
    multiply type, its converting epilogue taken into the call the same
    way.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect"];
}

def MPOptGPULibraryAttentionPass
    : Pass<"mpopt-gpu-library-attention", "ModuleOp"> {
  let summary = "Marked attention compositions as one call of the runtime's "
                "fused attention kernel";
  let description = [{
    Runs on tensors, before bufferization. An attention that
    `mpopt-lower-to-linalg` wrote as its composition and marked (two
    contractions, the scaling, mask and softmax steps) becomes one call, on
    the buffers of q, k, v and the mask, of a placeholder that writes a new
    buffer; `mpopt-gpu-attention-calls` makes it a call of the runtime's
    `mpoptAttention` (a FlashAttention kernel: no score matrix in memory)
    after bufferization. The kernel multiplies 16-bit operands with f32
    accumulation: it takes an attention whose multiply type is bf16 or f16
    (operands stored otherwise are converted first, as the composition
    converts them), or f32 with q, k and v all stored in one of them (the
    same exact products); head dimensions that are multiples of 16 up to
    128; a mask varying along the keys. It keeps the scores and logits in
    f32 and rounds the probabilities to the operands' type before the
    second product (docs/gpu.md: results within the GPU tolerance, not bit
    for bit). A transpose that keeps the head dimension innermost is read
    across, not copied; a result that only such a transpose reads is
    written in its layout. Other compositions stay as they are.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::bufferization::BufferizationDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::tensor::TensorDialect"];
}

def MPOptGPUAttentionCallsPass
    : Pass<"mpopt-gpu-attention-calls", "ModuleOp"> {
  let summary = "Fused attention calls on buffers as calls of the runtime on "
                "device pointers";
  let description = [{
    After bufferization: each placeholder call `mpopt-gpu-library-attention`
    left becomes a call of the runtime's `mpoptAttention`
    (runtime/lib/Attention.cpp) with the buffers' addresses and strides,
    the shapes, the scale, the causal mode and fill, the masked-row flag
    and the type codes, enqueued on the kernels' stream.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::memref::MemRefDialect"];
}

def MPOptGPUHostCodePass : Pass<"mpopt-gpu-host-code", "ModuleOp"> {
  let summary = "Host code on device buffers moved into kernels";
  let description = [{
    In a GPU build every buffer lives in device memory, and only parallel
    loops become kernels. What has no parallel loop would run on the host,
    which cannot read device memory; here each moves to the device:
    - a whole-tensor reduction (an FP8 amax) becomes one of each row into a
      buffer (a row kernel; rows longer than 1024 are read as several of
      1024) and one of that buffer as a single row;
    - an op on 0-d buffers (a scale) runs over one-element views (a
      one-thread kernel);
    - a scalar read (`tensor.extract`, `memref.load`) and the arithmetic on
      it are repeated in each kernel that uses the result; a read whose
      result the host itself needs is an error naming it;
    - a reduction over a leading loop (a batch norm's statistics over N, H
      and W per channel) has its parallel loops moved first, which become
      the kernel; the reduction loops keep their order, and so each sum
      its order.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::memref::MemRefDialect"];
}

def MPOptGPUTransposesPass : Pass<"mpopt-gpu-transposes", "ModuleOp"> {
  let summary = "Transposing copies through shared memory";
  let description = [{
    An elementwise op that writes the transpose of what it reads (the
    [N, K] copy of an FP8 weight that cuBLASLt needs) would otherwise read
    along rows and write along columns: every access of one side a memory
    transaction of its own. Here it becomes a `gpu.launch` whose blocks of
    32 x 8 threads each move a 32 x 32 tile: read the tile's rows into
    shared memory, and after a barrier write its columns as rows of the
    output. Only static shapes of whole tiles.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect"];
}

def MPOptGPURowKernelsPass : Pass<"mpopt-gpu-row-kernels", "ModuleOp"> {
  let summary = "A warp per row (or warps sharing a row) for reductions and the ops over their rows";
  let description = [{
    A reduction over the innermost dimension (the row sums of a norm, the
    max and sum of a softmax) would otherwise become one thread per row
    walking the row alone, and a norm several kernels each reading the
    whole tensor. Here consecutive linalg ops over the same rows form one
    `gpu.launch` with a warp per row (8 rows per block of 256 threads): for
    each op in turn the warp's 32 lanes stride over the row; a reduction's
    lanes then combine their partial results with a butterfly of shuffles,
    so every lane holds the row's value for the ops after it. An
    elementwise result only these ops read is recomputed where it is read
    instead of stored. f32 and f64 sums. The fills of the accumulators
    run before the kernel and do not split it (torch-mlir's LayerNorm fills
    each of its three sums just before it: one kernel, not two); an
    elementwise op that updates its buffer in place (a residual addition
    before the norm) joins it unless an op of the kernel read that buffer
    before. The order of a sum differs from the CPU's: results agree within
    the rounding of the sum (docs/numerics.md).

    Rows too few for a warp each to keep the GPU busy (fewer than 4096
    warps in all) are shared by 2, 4 or 8 warps, up to
    `max-warps-per-row`: the warps' parts of a reduction meet in shared
    memory after a barrier and are added in warp order.
  }];
  let options = [
    Option<"maxWarpsPerRow", "max-warps-per-row", "int64_t", "8",
           "the most warps that share a row: 1, 2, 4 or 8">
  ];
  let dependentDialects = ["::mlir::affine::AffineDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def MPOptGPUFuseNeighboursPass
    : Pass<"mpopt-gpu-fuse-neighbours", "ModuleOp"> {
  let summary = "Independent consecutive kernels as one launch";
  let description = [{
    Two consecutive `gpu.launch`es that share no buffer one of them writes
    (the f32 weight a cuBLASLt call needs in bf16, converted beside the
    LayerNorm or the GELU before it) run as one launch: the blocks of the
    first, then those of the second. A conversion then costs its bytes,
    not a launch and a kernel that only casts.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::scf::SCFDialect"];
}

def MPOptGPUNativeFP8Pass : Pass<"mpopt-gpu-native-fp8", "ModuleOp"> {
  let summary = "Saturating f32 to f8E4M3FN conversions as one instruction";
  let description = [{
    On sm_89 and later a saturating f32 -> f8E4M3FN conversion rounding to
    nearest even is one instruction, `cvt.rn.satfinite.e4m3x2.f32`, which
    computes exactly mpopt's saturating cast (docs/numerics.md).
    `mpopt-expand-casts{native-types=f8E4M3FN}` leaves such conversions as
    `arith.truncf` of the clamped value; in code that becomes a kernel they
    become the instruction (`nvvm.convert.f32x2.to.f8x2`, both halves the
    same value, the low byte kept). A vector built from such bytes (the
    16-byte stores of row kernels and of loops mpopt-gpu-vectorize-loops
    took) converts each neighbouring pair with one instruction instead,
    the halves reinterpreted as the vector: half the conversions. The
    compiler runs it again after mpopt-gpu-vectorize-loops for the loops'
    vectors.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::NVVM::NVVMDialect",
                           "::mlir::vector::VectorDialect"];
}

def MPOptGPUIEEESqrtPass
    : Pass<"mpopt-gpu-ieee-sqrt", "ModuleOp"> {
  let summary = "Correctly rounded f32 and f64 square roots in kernels";
  let description = [{
    NVVM's lowering takes f32 `math.sqrt` to libdevice's `__nv_sqrtf`,
    which without `__CUDA_PREC_SQRT` is `sqrt.approx.f32`, and `math.rsqrt`
    to `rsqrt.approx.f32`, and f64 `math.rsqrt` to `__nv_rsqrt` (within 1
    ulp). The numeric contract has the CPU's IEEE square root, and `rsqrt`
    as 1 / sqrt: in code that becomes a kernel both become NVVM's correctly
    rounded square root (`llvm.nvvm.sqrt.rn.f` / `.d`;
    LLVM's own sqrt intrinsic would go back to libdevice) and a division
    (`div.rn.f32`), which agree with the CPU build bit for bit.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def MPOptGPUI1ConversionsPass
    : Pass<"mpopt-gpu-i1-conversions", "ModuleOp"> {
  let summary = "Float to i1 conversions through i32";
  let description = [{
    LLVM 22's NVPTX backend compiles `fptosi` and `fptoui` from a float to
    i1 as a test of the float's bits against 0: 1 for +0.0, where the
    conversion gives 0. Each becomes the conversion to i32 and an
    `arith.trunci` to i1, which agree wherever the conversion is defined.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect"];
}

def MPOptGPUPadResultRowsPass
    : Pass<"mpopt-gpu-pad-result-rows", "::mlir::ModuleOp"> {
  let summary = "A GEMM that an entry returns writes rows padded to 16 bytes";
  let description = [{
    On tensors, before `mpopt-hoist-parameters`: a result of a public
    function that nothing calls, computed by a marked contraction
    (`mpopt.contraction`) into a fill, through at most the elementwise
    generic that alone reads it (the rounding of an autocast matmul's
    result) and reshapes that keep its last dimension, with rows that are
    not a multiple of 16 bytes (GPT-2's 50257 logits): the rhs gets zero
    rows along the dimension the result's last one runs over, up to 16
    bytes of result, and the function returns the padded tensor, with
    `mpopt.row_elements` saying how many elements of each row are the
    result (mpopt-compile's manifest: `row_stride`). cuBLASLt's Hopper
    kernels store rows only at 16-byte aligned addresses; without this
    the product is split and its rows copied out (about 140 us of GPT-2
    small's 206 MB of logits at batch 4 on the H100), and with it the
    caller reads the rows where they are, as PyTorch returns Inductor's
    padded logits as a strided view. Taken where the rhs is computed from
    parameters and constants alone (`mpopt.parameter`: the zero rows are
    added once, by the prepare function) or is smaller than the result.
    The elements of the result are the same sums of the same products.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def MPOptGPUMergeMatmulsPass
    : Pass<"mpopt-gpu-merge-matmuls"> {
  let summary = "Contractions of one input with different weights as one";
  let description = [{
    On tensors, before `mpopt-hoist-parameters`: marked contractions
    (`mpopt.contraction`) in one block that read the same lhs, with the
    same indexing maps, attributes and body, into fills of the same value,
    whose weights differ only along the dimension the result's last one
    runs over (LLaMA's q, k and v projections; its gate and up
    projections), become one contraction of the weights concatenated
    along it, at the first one (so the others' weights must be defined
    there), and each result a slice of the merged one. When each result is
    read only by the same elementwise generic (the rounding of an
    autocast matmul's result, which cuBLASLt writes), those become one too
    and the slices are taken of it. One GEMM of N = 2304 instead of three
    of 768 keeps the tensor cores busier and reads the activations once;
    the concatenation is work on parameters alone, done once by the
    prepare function. Each element is the same sum of the same products.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def MPOptGPUFP8LayoutsPass : Pass<"mpopt-gpu-fp8-layouts"> {
  let summary = "FP8 GEMM operands contiguous along K";
  let description = [{
    On tensors, before `mpopt-hoist-parameters`: a marked 2-D contraction
    (`mpopt.contraction`) of two FP8 operands of static shapes (what
    cuBLASLt takes; a dynamic one stays a kernel) reads its lhs as [M, K] and
    its rhs as [N, K], the only layouts Hopper's FP8 GEMMs take
    (cuBLASLt's "TN"). An operand in the other layout is transposed: by
    its producer where that is a 2-D elementwise generic read by the
    contraction alone (the quantization then writes the transposed
    layout), else by a transposing copy, and the contraction reads it
    through the swapped indexing map, its mark's `transpose_lhs` and
    `transpose_rhs` saying so. A [K, N] weight's copy is then work on
    parameters alone, which `mpopt-hoist-parameters` moves into the
    prepare function: once, not on every call. Each element of the
    result is the same sum of the same products.
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect",
                           "::mlir::tensor::TensorDialect"];
}

def MPOptGPUVectorizeLoopsPass
    : Pass<"mpopt-gpu-vectorize-loops"> {
  let summary = "Parallel loops that load and store 16-byte vectors";
  let description = [{
    After `convert-linalg-to-parallel-loops`, before
    `mpopt-gpu-tile-threads`: a kernel that loads and stores one bf16
    element per thread moves 64 bytes per warp instruction (GPT-2's
    logits widened to f32 ran at half the H200's bandwidth). Each outermost
    `scf.parallel` (bounds constant, from 0, step 1, no results) first has
    its trailing dimensions made one where every access that uses them
    indexes contiguous trailing dimensions of its buffer with exactly
    them (an odd row of 50257 elements then needs no alignment of its
    own). Then, when every load and store that depends on the innermost
    dimension indexes its buffer's unit-stride last dimension with it
    alone, plus a constant, each iteration takes `lanes` neighbouring
    elements: a power of two, at most 8 and at most `bytes` of the
    narrowest element accessed, that divides the dimension and those
    constants. Those accesses become `vector.load` and `vector.store`
    aligned as far as the buffer's offset and strides allow (whole buffers
    are 256-byte aligned; `memref.view` is not assumed aligned), and the
    ops between them run once per element; ops that do not depend on the
    dimension run once. An `scf.if` that chooses by comparing the
    dimension with a constant, where the comparison changes at a multiple
    of the lanes, runs once per vector, its branches' loads vectors too
    (LLaMA's rotate_half read elementwise: the column plus or minus half
    the row). Loops with other memory effects, other regions or branches
    that store stay as they are.
  }];
  let options = [
    Option<"bytes", "bytes", "::mlir::mpopt::VectorBytes", "16",
           "bytes of the narrowest element type a vector holds, in [1, 16] (1: no vectors)">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect",
                           "::mlir::scf::SCFDialect",
                           "::mlir::vector::VectorDialect"];
}

def MPOptGPUTileThreadsPass
    : Pass<"mpopt-gpu-tile-threads"> {
  let summary = "Parallel loops tiled for blocks of threads";
  let description = [{
    Before `gpu-map-parallel-loops`: each outermost `scf.parallel` gets its
    innermost dimension tiled by threads * per-thread elements, and the
    tile becomes a loop over the threads whose iterations each take
    per-thread elements `threads` apart: neighbouring threads touch
    neighbouring elements (a warp's loads stay contiguous) and each thread
    has several loads in flight. The other dimensions go to blocks. A nest
    whose innermost dimension is shorter than a tile (NCHW images 56 or 7
    wide, an im2col copy's output columns) would leave most threads of
    each block idle: its dimensions become two first (constant bounds
    only), row after row: the shortest run of trailing dimensions that
    fills a tile, which is tiled, and the others, on blocks. An element's
    indices come back by unsigned division, 32-bit below 2^31 elements;
    those of the outer run are the same for all of a thread's elements.
    An iteration of a loop `mpopt-gpu-vectorize-loops` made of vectors
    (`mpopt.vector_lanes`) counts as its lanes: a thread takes per-thread
    elements' worth of them, at least one (four 8-lane iterations per
    thread left [2048, 768] bf16 tensors 192 blocks for 132 SMs).
  }];
  let options = [
    Option<"threads", "threads", "::mlir::mpopt::ThreadCount", "256",
           "threads of a block, in [1, 1024]">,
    Option<"perThread", "per-thread", "::mlir::mpopt::PerThread", "4",
           "elements each thread takes, in [1, 64]">
  ];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::scf::SCFDialect"];
}

def MPOptGPUCheckHostCodePass
    : Pass<"mpopt-gpu-check-host-code", "func::FuncOp"> {
  let summary = "No host code left that touches device buffers";
  let description = [{
    Before outlining: after the lowerings above only parallel loops (the
    kernels to be) and calls may read or write buffers. An op the host
    would run on device memory is an error naming it (a library that
    crashed instead). `mpopt-compile --target=cuda` runs it before
    `convert-parallel-loops-to-gpu`.
  }];
}

def MPOptGPUHostBuffersPass
    : Pass<"mpopt-gpu-host-buffers", "ModuleOp"> {
  let summary = "Host buffers of a GPU program in device memory";
  let description = [{
    After the kernels of a function are outlined, the buffers its host code
    still allocates, copies and frees are the ones the kernels read and
    write: `memref.alloc`, `memref.copy` and `memref.dealloc` become
    `gpu.alloc`, `gpu.memcpy` and `gpu.dealloc`, which `gpu-async-region`
    then puts on the function's stream. A constant buffer
    (`memref.get_global`, host memory) stays resident in device memory: the
    runtime's `mpoptDeviceConstant(host, bytes)` uploads it once, at the
    first call, and returns that copy on every call after. Copies between
    buffers of other layouts than the identity are rejected:
    `mpopt-compile` turns them into kernels before outlining.
  }];
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::gpu::GPUDialect",
                           "::mlir::LLVM::LLVMDialect"];
}

def MPOptGPUAsyncHostPass
    : Pass<"mpopt-gpu-async-host", "func::FuncOp"> {
  let summary = "Host code that enqueues GPU work without waiting for it";
  let description = [{
    After `gpu-async-region` the host waits for the GPU before every call
    it does not know and before returning. Each cuBLASLt call
    (`mpoptMatmul`) then started from an idle GPU, and so did each call of
    the program: the host's launch latency became GPU time. mpopt's runtime
    runs all of a process's GPU work on one stream (every `mgpuStreamCreate`
    returns it), so order on the stream is enough:

    - A call marked `mpopt.stream_ordered` enqueues its work on that stream
      after what is already there. The blocking `gpu.wait` before such
      calls goes, and the chain the following `gpu.wait async` would start
      continues from the waited tokens instead; when no chain follows, the
      wait moves after the calls. Only pure operations may sit between the
      wait and the calls.
    - The wait just before `func.return` goes: the function returns once
      its work is enqueued, like a cuBLAS call. Its results are ready when
      the stream is synchronized (mpopt-run does before reading them).

    ```mlir
    gpu.wait [%t]
    call @mpoptMatmul(...) {mpopt.stream_ordered} : (...) -> ()
    %n = gpu.wait async
    %d = gpu.dealloc async [%n] %buffer : memref<8xf32>
    gpu.wait [%d]
    return
    // becomes
    call @mpoptMatmul(...) {mpopt.stream_ordered} : (...) -> ()
    %d = gpu.dealloc async [%t] %buffer : memref<8xf32>
    return
    ```
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def MPOptGPUOccupancyPass : Pass<"mpopt-gpu-occupancy", "ModuleOp"> {
  let summary = "Kernels of full blocks ask for the blocks per SM their "
                "launches fill";
  let description = [{
    Each kernel with a known block size of `threads` threads (mpopt's row
    and elementwise kernels: 256) gets `nvvm.minctasm`, so that ptxas keeps
    its registers within what that many blocks leave (64 each for 4 blocks
    of 256 on sm_80 and sm_90) and schedules for that occupancy: as many
    blocks per SM as its largest launch has for each of `sms` SMs, at most
    `blocks-per-sm`; a launch of unknown grid asks for `blocks-per-sm`, and
    a kernel whose launches fit one block per SM asks for nothing.
    Measured on the H200 (bench/RESULTS.md): the residual + LayerNorm
    kernel 54.8 -> 52.3 us with 4 blocks per SM. On the H100, GPT-2 small's
    residual + LayerNorm kernels (256 blocks) spilled 212 bytes a thread
    under 4 blocks' 64 registers: 2 blocks cover those launches.
  }];
  let options = [
    Option<"threads", "threads", "::mlir::mpopt::ThreadCount", "256",
           "block size of the kernels to mark, in [1, 1024]">,
    Option<"blocksPerSM", "blocks-per-sm", "::mlir::mpopt::BlocksPerSM", "4",
           "blocks each SM should hold at most, in [1, 32]">,
    Option<"sms", "sms", "::mlir::mpopt::SMCount", "132",
           "streaming multiprocessors of the target GPU, in [1, 1024]">
  ];
  let dependentDialects = ["::mlir::NVVM::NVVMDialect"];
}

#endif // MPOPT_GPU_PASSES_TD
