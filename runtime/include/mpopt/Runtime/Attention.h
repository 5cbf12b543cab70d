//===- Attention.h - fused attention on the GPU -----------------*- C++ -*-===//
//
// One kernel for softmax(scale * q k^T + mask) v in the FlashAttention-2
// manner: each block holds 64 query rows, walks the keys 64 at a time
// through shared memory with a running row maximum and sum, and never
// writes the score matrix. Products multiply in f16 or bf16 and accumulate
// in f32 (mma.sync, sm_80 and later); the probabilities are rounded to the
// element type for the second product; the sum divides at the end. Where
// the blocks of rows are too few to fill the GPU, blocks take parts of the
// keys and a second kernel combines their shares.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_RUNTIME_ATTENTION_H
#define MPOPT_RUNTIME_ATTENTION_H

#include <cstdint>
#include <string>
#include <vector>

namespace mpopt::runtime {

/// Element type codes, as the compiler's calls write them (0 f32, 1 f16,
/// 2 bf16).
enum class AttentionType : int32_t { F32 = 0, F16 = 1, BF16 = 2 };

/// Shapes and strides (in elements, innermost dimension contiguous) of one
/// call. q is [batch, heads, seqQ, headDim]; k and v [batch, kvHeads, seqK,
/// headDim]; out [batch, heads, seqQ, headDim]; mask (optional, additive)
/// [batch, heads, seqQ, seqK] with stride 0 where it is broadcast and 1
/// along the keys.
struct AttentionProblem {
  const void *q, *k, *v, *mask;
  void *out;
  int64_t batch, heads, kvHeads, seqQ, seqK, headDim;
  int64_t qStride[3], kStride[3], vStride[3], oStride[3], maskStride[3];
  float scale;
  bool causal;
  /// A row whose every key is masked (-inf) gives 0, as torch's safe
  /// softmax does, instead of the NaN of 0 / 0.
  bool zeroMaskedRows;
  AttentionType element, maskType, output;
  /// With `causal`, whether the keys past the diagonal get `causalFill`
  /// added to their scores (mpopt.attention's causal_fill) instead of
  /// becoming -inf.
  bool addCausalFill = false;
  float causalFill = 0;
  /// When set, a flag in device memory: the kernel does nothing unless it
  /// is nonzero at run time (cuDNN's masked attention hands its hidden rows
  /// to the kernel so).
  const int32_t *runIf = nullptr;
};

/// What a plan or an engine choice is made for: every field of `problem`
/// but the buffers' addresses and the scale (whether the buffers are
/// 16-byte aligned counts, and whether the causal fill counts as -inf).
std::vector<int64_t> attentionShapeKey(const AttentionProblem &problem);

/// Why the kernel cannot take `problem` (empty when it can): element types
/// other than f16/bf16, head dimensions other than multiples of 16 up to
/// 128, heads not a multiple of kvHeads, unaligned rows.
std::string checkAttention(const AttentionProblem &problem);

/// Launches the kernel on `stream` (a cudaStream_t); returns the CUDA error
/// string of the launch, empty on success.
std::string launchAttention(const AttentionProblem &problem, void *stream);

/// Sets `*hidden` (device memory) on `stream` to whether some query row of
/// `problem` has no key its mask leaves visible (a value above -1e30)
/// within its causal range: rows whose result depends on how a softmax
/// treats a row of hidden logits. The CUDA error, empty on success.
std::string launchHiddenRowsCheck(const AttentionProblem &problem,
                                  int32_t *hidden, void *stream);

/// cuDNN's fused attention (CudnnAttention.cpp): the same problem as an
/// operation graph of cuDNN's graph API (two products, the scale, the mask
/// as a bias, the causal part as a selection, the softmax), which cuDNN
/// runs as one flash kernel (wgmma on Hopper). With a mask, rows it hides
/// entirely are mpopt's kernel's: a check sets a flag, and the kernel,
/// launched after cuDNN's with `runIf` on that flag, computes the whole
/// problem again only when some row is hidden (cuDNN gives such rows 0
/// where the program may give the mean of the values). Why cuDNN cannot
/// take `problem` (empty when it can): cuDNN missing, or a form it or the
/// kernel behind a mask cannot take (an output type other than the
/// operands', a finite causal fill, more causal query rows than keys). The
/// first call of each shape builds its plan; later calls reuse it.
std::string prepareCudnnAttention(const AttentionProblem &problem);

/// Runs cuDNN's plan for `problem` (prepared) on `stream`; the error, empty
/// on success. The first time cuDNN cannot be opened, a note says so on
/// stderr (attention then runs on mpopt's kernel).
std::string launchCudnnAttention(const AttentionProblem &problem,
                                 void *stream);

} // namespace mpopt::runtime

#endif // MPOPT_RUNTIME_ATTENTION_H
