//===- AttentionKernel.cu - fused attention, FlashAttention-2 style -------===//
//
// A block of 4 warps holds 64 query rows (16 per warp), or 128 (32 per
// warp, two row fragments) where 64-row blocks leave multiprocessors idle,
// and walks the keys 64 at a time: the key and value tiles go through
// shared memory, scores and probabilities stay in registers in the layout
// of mma.sync's m16n8k16 fragments (PTX ISA, "Matrix Fragments for
// mma.m16n8k16"), so that the f32 scores of one product are, rounded, the
// operands of the next. The softmax runs online: a row's running maximum
// rescales its running sum and its output accumulators whenever it grows,
// and the sum divides once at the end. An additive mask comes through
// shared memory with the keys when its rows allow 16-byte copies (one row
// when it is broadcast over the queries), and a warp skips the key tiles it
// removes from all of its rows. Where the blocks of rows are too few to
// fill the GPU, each block's keys are split between several blocks, which
// write their rows' unnormalized outputs, maxima and sums to a scratch
// buffer that a second kernel combines (as FlashDecoding does).
//
//===----------------------------------------------------------------------===//

#include "mpopt/Runtime/Attention.h"

#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

#include <algorithm>
#include <cstdint>

using mpopt::runtime::AttentionProblem;
using mpopt::runtime::AttentionType;

namespace {

constexpr int kWarps = 4;
/// Shared rows padded by 16 bytes: the fragment loads of a warp then hit
/// 32 different banks.
constexpr int kPad = 8;
constexpr float kLog2e = 1.4426950408889634f;

template <typename T> struct Element;

template <> struct Element<__nv_bfloat16> {
  static __device__ void mma(float (&c)[4], const uint32_t (&a)[4],
                             uint32_t b0, uint32_t b1) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0),
                   "r"(b1));
  }
  static __device__ uint32_t pack(float low, float high) {
    __nv_bfloat162 pair = __floats2bfloat162_rn(low, high);
    return *reinterpret_cast<uint32_t *>(&pair);
  }
};

template <> struct Element<__half> {
  static __device__ void mma(float (&c)[4], const uint32_t (&a)[4],
                             uint32_t b0, uint32_t b1) {
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};\n"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(a[0]), "r"(a[1]), "r"(a[2]), "r"(a[3]), "r"(b0),
                   "r"(b1));
  }
  static __device__ uint32_t pack(float low, float high) {
    __half2 pair = __floats2half2_rn(low, high);
    return *reinterpret_cast<uint32_t *>(&pair);
  }
};

/// 2^x on the multifunction unit, results below f32's normal range flushed
/// to 0: probabilities that small change no bf16 or f16 product.
__device__ float exp2Approx(float x) {
  float y;
  asm("ex2.approx.ftz.f32 %0, %1;" : "=f"(y) : "f"(x));
  return y;
}

__device__ float loadElement(const void *base, int64_t index,
                             AttentionType type) {
  switch (type) {
  case AttentionType::F16:
    return __half2float(static_cast<const __half *>(base)[index]);
  case AttentionType::BF16:
    return __bfloat162float(static_cast<const __nv_bfloat16 *>(base)[index]);
  default:
    return static_cast<const float *>(base)[index];
  }
}

/// Stores two neighbouring elements of a row.
__device__ void storePair(void *base, int64_t index, float low, float high,
                          AttentionType type) {
  switch (type) {
  case AttentionType::F16:
    *reinterpret_cast<__half2 *>(static_cast<__half *>(base) + index) =
        __floats2half2_rn(low, high);
    break;
  case AttentionType::BF16:
    *reinterpret_cast<__nv_bfloat162 *>(static_cast<__nv_bfloat16 *>(base) +
                                        index) =
        __floats2bfloat162_rn(low, high);
    break;
  default:
    *reinterpret_cast<float2 *>(static_cast<float *>(base) + index) =
        make_float2(low, high);
  }
}

/// Four 8x8 matrices of 16-bit elements from shared memory, one row
/// address per thread (threads 8i to 8i + 7 give matrix i's rows); `trans`
/// hands each thread the transposed matrix's fragment.
template <bool trans>
__device__ void loadMatrices(uint32_t (&r)[4], const void *row) {
  auto address = static_cast<uint32_t>(__cvta_generic_to_shared(row));
  if (trans)
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 "
                 "{%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(address));
  else
    asm volatile("ldmatrix.sync.aligned.m8n8.x4.shared.b16 "
                 "{%0,%1,%2,%3}, [%4];\n"
                 : "=r"(r[0]), "=r"(r[1]), "=r"(r[2]), "=r"(r[3])
                 : "r"(address));
}

/// Copies the first `bytes` (0 to 16) of 16 to shared memory without
/// holding registers, zeroing the rest.
__device__ void copyAsync(void *shared, const void *global, int bytes) {
  auto address = static_cast<uint32_t>(__cvta_generic_to_shared(shared));
  asm volatile("cp.async.cg.shared.global [%0], [%1], 16, %2;\n" ::"r"(address),
               "l"(global), "r"(bytes));
}

__host__ __device__ int maskElementBytes(AttentionType type) {
  return type == AttentionType::F16 || type == AttentionType::BF16 ? 2 : 4;
}

__device__ float2 toFloat2(float2 pair) { return pair; }
__device__ float2 toFloat2(__half2 pair) { return __half22float2(pair); }
__device__ float2 toFloat2(__nv_bfloat162 pair) {
  return __bfloat1622float2(pair);
}

/// Calls `f` with a mask tile in shared memory as pairs of its element
/// type: one branch for all of f's loads, which can then go ahead together.
template <typename F>
__device__ void withMaskPairs(AttentionType type, const void *tile, F f) {
  switch (type) {
  case AttentionType::F16:
    f(static_cast<const __half2 *>(tile));
    break;
  case AttentionType::BF16:
    f(static_cast<const __nv_bfloat162 *>(tile));
    break;
  default:
    f(static_cast<const float2 *>(tile));
  }
}

/// Keys a block walks at a time.
constexpr int kKeyTile = 64;

/// A block's shape: 4 warps of RF 16-row fragments each, walking the keys
/// 64 at a time. Two fragments a warp let each key or value fragment loaded
/// from shared memory feed two products instead of one.
template <int D, int RF> struct Shape {
  static constexpr int kRows = 16 * RF;
  static constexpr int kBlockM = kRows * kWarps;
  static constexpr int kBlockN = kKeyTile;
  /// Key and value tiles, two of each: the next pair loads while this one
  /// is used.
  static constexpr int kKeyValueBytes = 2 * 2 * kBlockN * (D + kPad) * 2;
  __host__ __device__ static int maskRows(const AttentionProblem &p) {
    return p.maskStride[2] == 0 ? 1 : kBlockM;
  }
  /// Two mask tiles follow. Their rows are padded by 8 elements: the pairs
  /// a warp reads (rows g, columns 2t, 2t + 1) then hit different banks in
  /// each phase. A mask broadcast over the query rows stages one row.
  __host__ __device__ static int maskTileBytes(const AttentionProblem &p) {
    return maskRows(p) * (kBlockN + kPad) * maskElementBytes(p.maskType);
  }
};

/// The key tiles a block of rows starting at `blockRow` walks: up to the
/// diagonal of its last row when causal (which a finite causal fill may
/// extend: mayWalkPast), else all.
__host__ __device__ int diagonalTiles(const AttentionProblem &p,
                                      int64_t blockRow, int blockM) {
  int64_t end = p.seqK;
  if (p.causal)
    end = max(int64_t(0), min(end, blockRow + blockM + p.seqK - p.seqQ));
  return static_cast<int>((end + kKeyTile - 1) / kKeyTile);
}

/// Whether a finite causal fill (added, not -inf) may still change a row
/// past the diagonal, so that a block walks on to the last key.
__host__ __device__ bool mayWalkPast(const AttentionProblem &p) {
  return p.causal && p.addCausalFill && p.causalFill != -INFINITY;
}

/// How many splits of `tiles` key tiles a walk of `walk` tiles takes.
__host__ __device__ int sharesOf(int walk, int tiles) {
  return max(1, (walk + tiles - 1) / tiles);
}

/// A block's share of its rows' keys: `tiles` key tiles from split * tiles
/// on. `partial` (with more than one split) holds, for each split and row
/// of the problem, the row's f32 output before the division by its sum
/// (headDim values), then at `maxima` and `sums` its maximum (in units of
/// log2) and sum.
struct Split {
  int splits = 1;
  int tiles = 0;
  float *partial = nullptr;
  __host__ __device__ int64_t rows(const AttentionProblem &p) const {
    return p.batch * p.heads * p.seqQ;
  }
  __host__ __device__ float *maxima(const AttentionProblem &p) const {
    return partial + splits * rows(p) * p.headDim;
  }
  __host__ __device__ float *sums(const AttentionProblem &p) const {
    return maxima(p) + splits * rows(p);
  }
  /// How many splits hold some of the keys of a block walking `walk` tiles.
  __host__ __device__ int used(int walk) const {
    return splits == 1 ? 1 : sharesOf(walk, tiles);
  }
};

/// `stageMask`: the mask goes through shared memory (its rows are 16-byte
/// aligned); otherwise each score reads its mask element, if any.
template <typename T, int D, int RF>
__global__ void __launch_bounds__(kWarps * 32)
    attentionKernel(const AttentionProblem p, bool stageMask,
                    const Split split) {
  if (p.runIf && !*p.runIf)
    return;
  using S = Shape<D, RF>;
  constexpr int kBlockM = S::kBlockM, kBlockN = S::kBlockN;
  extern __shared__ uint4 shared[];
  using Tile = T[kBlockN][D + kPad];
  Tile *keys = reinterpret_cast<Tile *>(shared);
  Tile *values = keys + 2;
  auto *maskTiles = reinterpret_cast<unsigned char *>(values + 2);
  const int maskBytes = maskElementBytes(p.maskType);
  const int maskRows = S::maskRows(p);
  const int maskTileBytes = S::maskTileBytes(p);
  const int warp = threadIdx.x / 32, lane = threadIdx.x % 32;
  // A fragment's thread holds rows g and g + 8, columns 2t and 2t + 1.
  const int g = lane / 4, t = lane % 4;
  const int64_t batch = blockIdx.z, head = blockIdx.y;
  const int64_t kvHead = head / (p.heads / p.kvHeads);
  const T *q = static_cast<const T *>(p.q) + batch * p.qStride[0] +
               head * p.qStride[1];
  const T *k = static_cast<const T *>(p.k) + batch * p.kStride[0] +
               kvHead * p.kStride[1];
  const T *v = static_cast<const T *>(p.v) + batch * p.vStride[0] +
               kvHead * p.vStride[1];
  // The longest rows of a causal attention start first; a block's splits
  // are neighbours.
  const int part = blockIdx.x % split.splits;
  const int64_t blockRow =
      static_cast<int64_t>(gridDim.x / split.splits - 1 -
                           blockIdx.x / split.splits) *
      kBlockM;
  const int64_t warpRow = blockRow + warp * S::kRows;
  // Row of fragment f's element pair r (rows g and g + 8).
  auto rowOf = [&](int f, int r) { return warpRow + f * 16 + g + 8 * r; };
  const int64_t maskBase = batch * p.maskStride[0] + head * p.maskStride[1];

  // Keys after the diagonal of the block's last row are masked for all:
  // the walk ends there, unless a finite causal fill (added, not -inf) may
  // still change a row; then the block decides when it gets there.
  const int64_t shift = p.seqK - p.seqQ;
  const bool addFill = p.causal && p.addCausalFill;
  const bool walkPast = mayWalkPast(p);
  const int settleTile = diagonalTiles(p, blockRow, kBlockM);
  // Keys from `limit[f][r]` on are hidden from a row (past the diagonal, or
  // past seqK); only tiles reaching past the block's first row's limit look.
  int64_t limit[RF][2];
#pragma unroll
  for (int f = 0; f < RF; ++f)
#pragma unroll
    for (int r = 0; r < 2; ++r)
      limit[f][r] = rowOf(f, r) >= p.seqQ ? 0
                    : p.causal ? min(p.seqK, rowOf(f, r) + shift + 1)
                               : p.seqK;
  const int64_t edgeFrom =
      p.causal ? max(int64_t(0), min(p.seqK, blockRow + shift + 1)) : p.seqK;
  // Splits are not taken where the walk may go past the diagonal.
  const int walk = walkPast
                       ? static_cast<int>((p.seqK + kBlockN - 1) / kBlockN)
                       : settleTile;
  const int used = split.used(walk);
  if (part > 0 && part >= used)
    return;
  const int firstTile = split.splits == 1 ? 0 : part * split.tiles;
  const int tiles = split.splits == 1 ? walk
                                      : min(walk, firstTile + split.tiles);
  auto load = [&](int tile) {
    constexpr int kChunks = D / 8;
    int buffer = tile % 2;
    for (int i = threadIdx.x; i < kBlockN * kChunks; i += kWarps * 32) {
      int row = i / kChunks, chunk = i % kChunks;
      int64_t key = static_cast<int64_t>(tile) * kBlockN + row;
      bool valid = key < p.seqK;
      int64_t safe = valid ? key : 0;
      copyAsync(&keys[buffer][row][chunk * 8],
                k + safe * p.kStride[2] + chunk * 8, valid ? 16 : 0);
      copyAsync(&values[buffer][row][chunk * 8],
                v + safe * p.vStride[2] + chunk * 8, valid ? 16 : 0);
    }
    if (stageMask) {
      // The block's rows of the tile's keys, 16 bytes at a time, each
      // thread down one column of chunks. Rows past seqQ and keys past seqK
      // read nothing (zeros): no result keeps the former, the edge logic
      // removes the latter.
      const int keysPerChunk = 16 / maskBytes;
      const int rowChunks = kBlockN / keysPerChunk;
      const int chunk = threadIdx.x % rowChunks;
      int64_t key = static_cast<int64_t>(tile) * kBlockN + chunk * keysPerChunk;
      int columnBytes = static_cast<int>(
          max(int64_t(0), min(int64_t(16), (p.seqK - key) * maskBytes)));
      for (int row = threadIdx.x / rowChunks; row < maskRows;
           row += kWarps * 32 / rowChunks) {
        int64_t query = blockRow + row;
        int bytes = query < p.seqQ ? columnBytes : 0;
        const void *source =
            static_cast<const unsigned char *>(p.mask) +
            (bytes > 0 ? (maskBase + query * p.maskStride[2] + key) * maskBytes
                       : 0);
        copyAsync(maskTiles + buffer * maskTileBytes +
                      (row * (kBlockN + kPad) + chunk * keysPerChunk) *
                          maskBytes,
                  source, bytes);
      }
    }
    asm volatile("cp.async.commit_group;\n" ::);
  };
  // The index, in pairs, of this thread's two mask elements in fragment
  // (f, n), row r of a tile.
  auto maskPair = [&](int f, int n, int r) {
    int row = maskRows == 1 ? 0 : warp * S::kRows + f * 16 + g + 8 * r;
    return row * ((kBlockN + kPad) / 2) + n * 4 + t;
  };

  if (tiles > firstTile)
    load(firstTile);

  // This warp's query rows as A fragments, for the whole walk.
  uint32_t qa[RF][D / 16][4];
#pragma unroll
  for (int f = 0; f < RF; ++f)
#pragma unroll
    for (int step = 0; step < D / 16; ++step)
#pragma unroll
      for (int half = 0; half < 2; ++half)
#pragma unroll
        for (int r = 0; r < 2; ++r) {
          int column = step * 16 + half * 8 + 2 * t;
          qa[f][step][half * 2 + r] =
              rowOf(f, r) < p.seqQ
                  ? *reinterpret_cast<const uint32_t *>(
                        q + rowOf(f, r) * p.qStride[2] + column)
                  : 0;
        }

  float out[RF][D / 8][4] = {};
  float maximum[RF][2], sum[RF][2];
#pragma unroll
  for (int f = 0; f < RF; ++f)
#pragma unroll
    for (int r = 0; r < 2; ++r) {
      maximum[f][r] = -INFINITY;
      sum[f][r] = 0;
    }
  // A warp whose rows are all past seqQ only loads and waits.
  const bool warpRows = warpRow < p.seqQ;
  const bool masked = stageMask || p.mask || addFill;
  const float scaleLog2 = p.scale * kLog2e;
  const float toLog2 = masked ? kLog2e : 1.0f;

  for (int tile = firstTile; tile < tiles; ++tile) {
    if (walkPast && tile == settleTile) {
      // Past the block's diagonal every key adds the fill: nothing changes
      // when the fill is -1e30 or less and every row's maximum is above
      // -1e29 (as for the mask's skipped tiles below).
      bool settled = p.causalFill <= -1e30f;
#pragma unroll
      for (int f = 0; f < RF; ++f)
#pragma unroll
        for (int r = 0; r < 2; ++r)
          settled &= rowOf(f, r) >= p.seqQ || maximum[f][r] > -1e29f;
      if (__syncthreads_and(settled))
        break;
    }
    if (tile + 1 < tiles) {
      load(tile + 1);
      asm volatile("cp.async.wait_group 1;\n" ::);
    } else {
      asm volatile("cp.async.wait_group 0;\n" ::);
    }
    __syncthreads();
    const Tile &keyTile = keys[tile % 2];
    const Tile &valueTile = values[tile % 2];
    const int64_t first = static_cast<int64_t>(tile) * kBlockN;
    const unsigned char *maskTile = maskTiles + (tile % 2) * maskTileBytes;

    bool skip = false;
    if (stageMask) {
      // A warp skips a tile that changes none of its rows: each of its keys is
      // removed from each row (-inf), or masked by -1e30 or less in a row
      // whose maximum is already above -1e29, so that its exponential is
      // exactly 0 in f32 and the row's maximum, sum and output stay as they
      // are. That holds for finite scores (under 1e29 in magnitude, for the
      // second kind); a tile of non-finite scores would have made rows NaN,
      // which skipping misses, as it does for causal tiles past the diagonal.
      bool removed = true;
      const int endKeys = static_cast<int>(
          min(max(p.seqK - first, int64_t(0)), int64_t(kBlockN)));
      withMaskPairs(p.maskType, maskTile, [&](const auto *pairs) {
#pragma unroll
        for (int f = 0; f < RF; ++f)
#pragma unroll
          for (int r = 0; r < 2; ++r) {
            float bound = maximum[f][r] > -1e29f ? -1e30f : -INFINITY;
            // A hidden key is removed unless a fill above the bound adds.
            bool hiddenRemoved = !addFill || p.causalFill <= bound;
            bool gone = rowOf(f, r) >= p.seqQ;
            int end = static_cast<int>(
                min(max(limit[f][r] - first, int64_t(0)), int64_t(kBlockN)));
#pragma unroll
            for (int n = 0; n < kBlockN / 8; ++n) {
              float2 pair = toFloat2(pairs[maskPair(f, n, r)]);
              float elements[2] = {pair.x, pair.y};
#pragma unroll
              for (int c = 0; c < 2; ++c) {
                int column = n * 8 + 2 * t + c;
                removed &= gone ||
                           (column >= end
                                ? column >= endKeys || hiddenRemoved
                                : elements[c] <= bound);
              }
            }
          }
      });
      // A warp's vote, not the block's: no barrier beyond the two every
      // tile has, and the tile's loads were issued before it anyway.
      skip = __all_sync(0xffffffff, removed);
    }

    if (warpRows && !skip) {
      // Scores of the warp's rows and the tile's keys: fragments of 8 keys,
      // two at a time.
      float s[RF][kBlockN / 8][4];
#pragma unroll
      for (int f = 0; f < RF; ++f)
#pragma unroll
        for (int n = 0; n < kBlockN / 8; ++n)
          s[f][n][0] = s[f][n][1] = s[f][n][2] = s[f][n][3] = 0;
#pragma unroll
      for (int step = 0; step < D / 16; ++step) {
        const int matrix = lane / 8;
#pragma unroll
        for (int n = 0; n < kBlockN / 8; n += 2) {
          // Matrices: keys n and n + 1 times columns low and high.
          uint32_t b[4];
          loadMatrices<false>(b, &keyTile[(n + matrix / 2) * 8 + lane % 8]
                                         [step * 16 + (matrix % 2) * 8]);
#pragma unroll
          for (int f = 0; f < RF; ++f) {
            Element<T>::mma(s[f][n], qa[f][step], b[0], b[1]);
            Element<T>::mma(s[f][n + 1], qa[f][step], b[2], b[3]);
          }
        }
      }
      // Without a mask the scores are kept in units of log2 (scaled by
      // log2(e) with the factor); a mask adds in natural units, and its
      // differences are scaled later.
#pragma unroll
      for (int f = 0; f < RF; ++f)
#pragma unroll
        for (int n = 0; n < kBlockN / 8; ++n)
#pragma unroll
          for (int e = 0; e < 4; ++e)
            s[f][n][e] *= masked ? p.scale : scaleLog2;
      // Only tiles reaching past a row's limit (the diagonal, the end of
      // the keys) hide elements: -inf, or the causal fill added in the
      // mask's place before the visible ones get the mask.
      const bool edge = first + kBlockN > edgeFrom;
      int end[RF][2];
#pragma unroll
      for (int f = 0; f < RF; ++f)
#pragma unroll
        for (int r = 0; r < 2; ++r)
          end[f][r] = edge ? static_cast<int>(min(
                                 max(limit[f][r] - first, int64_t(0)),
                                 int64_t(kBlockN)))
                           : kBlockN;
      if (edge) {
        const int64_t endKeys = p.seqK - first;
#pragma unroll
        for (int f = 0; f < RF; ++f)
#pragma unroll
          for (int r = 0; r < 2; ++r)
#pragma unroll
            for (int n = 0; n < kBlockN / 8; ++n)
#pragma unroll
              for (int c = 0; c < 2; ++c) {
                int column = n * 8 + 2 * t + c;
                float &x = s[f][n][2 * r + c];
                if (column >= end[f][r])
                  x = addFill && column < endKeys ? x + p.causalFill
                                                  : -INFINITY;
              }
      }
      if (stageMask)
        withMaskPairs(p.maskType, maskTile, [&](const auto *pairs) {
#pragma unroll
          for (int f = 0; f < RF; ++f)
#pragma unroll
            for (int n = 0; n < kBlockN / 8; ++n)
#pragma unroll
              for (int r = 0; r < 2; ++r) {
                float2 pair = toFloat2(pairs[maskPair(f, n, r)]);
                int column = n * 8 + 2 * t;
                if (column < end[f][r])
                  s[f][n][2 * r] += pair.x;
                if (column + 1 < end[f][r])
                  s[f][n][2 * r + 1] += pair.y;
              }
        });
      else if (p.mask)
#pragma unroll
        for (int f = 0; f < RF; ++f)
#pragma unroll
          for (int n = 0; n < kBlockN / 8; ++n)
#pragma unroll
            for (int e = 0; e < 4; ++e) {
              int64_t row = rowOf(f, e / 2);
              int column = n * 8 + 2 * t + e % 2;
              if (column < end[f][e / 2] && row < p.seqQ &&
                  first + column < p.seqK)
                s[f][n][e] += loadElement(
                    p.mask, maskBase + row * p.maskStride[2] + first + column,
                    p.maskType);
            }
#pragma unroll
      for (int f = 0; f < RF; ++f) {
        float reference[2];
#pragma unroll
        for (int r = 0; r < 2; ++r) {
          float rowMaximum = -INFINITY;
#pragma unroll
          for (int n = 0; n < kBlockN / 8; ++n)
            rowMaximum = fmaxf(rowMaximum,
                               fmaxf(s[f][n][2 * r], s[f][n][2 * r + 1]));
          // The four threads of a row share its maximum.
          rowMaximum =
              fmaxf(rowMaximum, __shfl_xor_sync(0xffffffff, rowMaximum, 1));
          rowMaximum =
              fmaxf(rowMaximum, __shfl_xor_sync(0xffffffff, rowMaximum, 2));
          float grown = fmaxf(maximum[f][r], rowMaximum);
          // A row masked so far has nothing to rescale: exp(-inf) = 0.
          reference[r] = grown == -INFINITY ? 0.0f : grown;
          // Differences first: a row of the lowest float (a padding mask)
          // stays finite and uniform.
          float rescale =
              exp2Approx((maximum[f][r] - reference[r]) * toLog2);
          maximum[f][r] = grown;
          sum[f][r] *= rescale;
#pragma unroll
          for (int n = 0; n < D / 8; ++n) {
            out[f][n][2 * r] *= rescale;
            out[f][n][2 * r + 1] *= rescale;
          }
        }
#pragma unroll
        for (int n = 0; n < kBlockN / 8; ++n)
#pragma unroll
          for (int e = 0; e < 4; ++e) {
            s[f][n][e] =
                exp2Approx((s[f][n][e] - reference[e / 2]) * toLog2);
            sum[f][e / 2] += s[f][n][e];
          }
      }

      // out += P V: two score fragments are one A fragment of 16 keys.
#pragma unroll
      for (int step = 0; step < kBlockN / 16; ++step) {
        uint32_t pa[RF][4];
#pragma unroll
        for (int f = 0; f < RF; ++f) {
          pa[f][0] = Element<T>::pack(s[f][2 * step][0], s[f][2 * step][1]);
          pa[f][1] = Element<T>::pack(s[f][2 * step][2], s[f][2 * step][3]);
          pa[f][2] =
              Element<T>::pack(s[f][2 * step + 1][0], s[f][2 * step + 1][1]);
          pa[f][3] =
              Element<T>::pack(s[f][2 * step + 1][2], s[f][2 * step + 1][3]);
        }
#pragma unroll
        for (int n = 0; n < D / 8; n += 2) {
          // Matrices, transposed: keys low and high times columns n, n + 1.
          int matrix = lane / 8;
          uint32_t b[4];
          loadMatrices<true>(b, &valueTile[step * 16 + (matrix % 2) * 8 +
                                           lane % 8][(n + matrix / 2) * 8]);
#pragma unroll
          for (int f = 0; f < RF; ++f) {
            Element<T>::mma(out[f][n], pa[f], b[0], b[1]);
            Element<T>::mma(out[f][n + 1], pa[f], b[2], b[3]);
          }
        }
      }
    }
    // The next iteration loads over this tile's buffer.
    __syncthreads();
  }
  // A walk that settled early leaves the next tile's copies in flight.
  asm volatile("cp.async.wait_group 0;\n" ::);

  // A split's share goes, undivided and in f32, to its part of the
  // scratch buffer, laid out as the rows of [splits, batch, heads, seqQ].
  const bool toShare = used > 1;
  const int64_t shareRow = (part * p.batch + batch) * p.heads + head;
  void *target = toShare ? split.partial : p.out;
  const AttentionType type = toShare ? AttentionType::F32 : p.output;
  const int64_t rowStride = toShare ? D : p.oStride[2];
  const int64_t outBase = toShare ? shareRow * p.seqQ * D
                                 : batch * p.oStride[0] + head * p.oStride[1];
#pragma unroll
  for (int f = 0; f < RF; ++f)
#pragma unroll
    for (int r = 0; r < 2; ++r) {
      float total = sum[f][r];
      total += __shfl_xor_sync(0xffffffff, total, 1);
      total += __shfl_xor_sync(0xffffffff, total, 2);
      int64_t row = rowOf(f, r);
      if (row >= p.seqQ)
        continue;
      if (toShare && t == 0) {
        split.maxima(p)[shareRow * p.seqQ + row] = maximum[f][r] * toLog2;
        split.sums(p)[shareRow * p.seqQ + row] = total;
      }
      float divisor = toShare ? 1.0f : total;
      bool zero = !toShare && p.zeroMaskedRows && maximum[f][r] == -INFINITY;
#pragma unroll
      for (int n = 0; n < D / 8; ++n)
        storePair(target, outBase + row * rowStride + n * 8 + 2 * t,
                  zero ? 0.0f : out[f][n][2 * r] / divisor,
                  zero ? 0.0f : out[f][n][2 * r + 1] / divisor, type);
    }
}

/// The output of rows whose keys were split: each split's share weighted
/// by 2^(its maximum - the largest), over the sum weighted alike. A warp
/// takes a row, each thread pairs of its columns.
template <int D, int BlockM>
__global__ void combineSplits(const AttentionProblem p, const Split split) {
  if (p.runIf && !*p.runIf)
    return;
  const int64_t rows = split.rows(p);
  const int64_t index =
      static_cast<int64_t>(blockIdx.x) * (blockDim.x / 32) + threadIdx.x / 32;
  if (index >= rows)
    return;
  const int64_t row = index % p.seqQ, head = index / p.seqQ % p.heads,
                batch = index / p.seqQ / p.heads;
  const int used = split.used(diagonalTiles(p, row / BlockM * BlockM, BlockM));
  if (used <= 1)
    return;
  const float *maxima = split.maxima(p), *sums = split.sums(p);
  float largest = -INFINITY;
  for (int s = 0; s < used; ++s)
    largest = fmaxf(largest, maxima[s * rows + index]);
  // Rows masked everywhere keep 0 / 0 (or zeros), as one walk gives them.
  const float reference = largest == -INFINITY ? 0.0f : largest;
  float total = 0;
  for (int s = 0; s < used; ++s)
    total += exp2Approx(maxima[s * rows + index] - reference) *
             sums[s * rows + index];
  const bool zero = p.zeroMaskedRows && largest == -INFINITY;
  const int64_t outBase = batch * p.oStride[0] + head * p.oStride[1] +
                          row * p.oStride[2];
  for (int column = 2 * (threadIdx.x % 32); column < D; column += 64) {
    float2 value = make_float2(0, 0);
    for (int s = 0; s < used; ++s) {
      float weight = exp2Approx(maxima[s * rows + index] - reference);
      float2 share = *reinterpret_cast<const float2 *>(
          split.partial + (s * rows + index) * D + column);
      value.x += weight * share.x;
      value.y += weight * share.y;
    }
    storePair(p.out, outBase + column, zero ? 0.0f : value.x / total,
              zero ? 0.0f : value.y / total, p.output);
  }
}

bool aligned(const void *pointer, int bytes) {
  return reinterpret_cast<uintptr_t>(pointer) % bytes == 0;
}

/// Whether cp.async can copy the mask's rows 16 bytes at a time.
bool maskRowsAligned(const AttentionProblem &p) {
  if (!p.mask || !aligned(p.mask, 16))
    return false;
  for (int64_t stride : p.maskStride)
    if (stride * maskElementBytes(p.maskType) % 16 != 0)
      return false;
  return true;
}

/// The dynamic shared memory of a block: key and value tiles, and the mask
/// tiles where `stageMask` (cleared where they would not fit); the kernel
/// is allowed that much.
template <typename T, int D, int RF>
cudaError_t prepareShape(const AttentionProblem &p, bool &stageMask,
                         int &bytes) {
  using S = Shape<D, RF>;
  bytes = S::kKeyValueBytes;
  stageMask = maskRowsAligned(p);
  int device, limit;
  cudaError_t status = cudaGetDevice(&device);
  if (status == cudaSuccess)
    status = cudaDeviceGetAttribute(
        &limit, cudaDevAttrMaxSharedMemoryPerBlockOptin, device);
  if (status != cudaSuccess)
    return status;
  if (stageMask) {
    // Blocks of sm_86 and sm_89 take 99 KB at most, too little for f32
    // mask tiles beside head dimension 128.
    stageMask = bytes + 2 * S::maskTileBytes(p) <= limit;
    if (stageMask)
      bytes += 2 * S::maskTileBytes(p);
  }
  return cudaFuncSetAttribute(attentionKernel<T, D, RF>,
                              cudaFuncAttributeMaxDynamicSharedMemorySize,
                              bytes);
}

/// How to split the keys of 64-row blocks that leave some of the
/// multiprocessors' block slots (`slots` in all) empty: the fewest tiles a
/// split that keeps every block in one wave, at least 2 (a split of one
/// tile would repeat a block's loads of its rows for too little work).
/// Never where a finite causal fill may extend the walk past the diagonal.
Split chooseSplit(const AttentionProblem &p, int64_t slots) {
  constexpr int kBlockM = Shape<16, 1>::kBlockM;
  Split split;
  const int64_t rowBlocks = (p.seqQ + kBlockM - 1) / kBlockM;
  const int64_t units = p.heads * p.batch;
  if (rowBlocks * units >= slots || mayWalkPast(p))
    return split;
  int longest = 0;
  for (int64_t block = 0; block < rowBlocks; ++block)
    longest = std::max(longest, diagonalTiles(p, block * kBlockM, kBlockM));
  for (int tiles = 2; tiles < longest; ++tiles) {
    int64_t blocks = 0;
    int splits = 0;
    for (int64_t block = 0; block < rowBlocks; ++block) {
      int used =
          sharesOf(diagonalTiles(p, block * kBlockM, kBlockM), tiles);
      blocks += used * units;
      splits = std::max(splits, used);
    }
    if (blocks <= slots) {
      split.splits = splits;
      split.tiles = tiles;
      return split;
    }
  }
  return split;
}

template <typename T, int D, int RF>
cudaError_t launchShape(const AttentionProblem &p, cudaStream_t stream,
                        bool stageMask, int bytes) {
  dim3 grid((p.seqQ + Shape<D, RF>::kBlockM - 1) / Shape<D, RF>::kBlockM,
            p.heads, p.batch);
  attentionKernel<T, D, RF>
      <<<grid, kWarps * 32, bytes, stream>>>(p, stageMask, Split());
  return cudaGetLastError();
}

/// 64-row blocks with their keys split, then the combination.
template <typename T, int D>
cudaError_t launchSplit(const AttentionProblem &p, cudaStream_t stream,
                        bool stageMask, int bytes, Split split) {
  constexpr int kBlockM = Shape<D, 1>::kBlockM;
  // The shares live for the two kernels only: stream-ordered memory, which
  // a CUDA graph's capture records as its own allocation. The device's
  // default pool keeps what is freed (the runtime's initialization sets
  // its release threshold), so a call on an idle GPU allocates nothing new.
  size_t shares = static_cast<size_t>(split.splits) * split.rows(p);
  cudaError_t status = cudaMallocAsync(
      reinterpret_cast<void **>(&split.partial),
      shares * (D + 2) * sizeof(float), stream);
  if (status != cudaSuccess)
    return status;
  dim3 grid((p.seqQ + kBlockM - 1) / kBlockM * split.splits, p.heads,
            p.batch);
  attentionKernel<T, D, 1>
      <<<grid, kWarps * 32, bytes, stream>>>(p, stageMask, split);
  constexpr int kRowsPerBlock = 8;
  combineSplits<D, kBlockM>
      <<<(split.rows(p) + kRowsPerBlock - 1) / kRowsPerBlock,
         kRowsPerBlock * 32, 0, stream>>>(p, split);
  status = cudaGetLastError();
  cudaError_t freed = cudaFreeAsync(split.partial, stream);
  return status != cudaSuccess ? status : freed;
}

template <typename T, int D>
cudaError_t launchFor(const AttentionProblem &p, cudaStream_t stream) {
  int device, processors, resident;
  bool stageMask;
  int bytes;
  cudaError_t status = cudaGetDevice(&device);
  if (status == cudaSuccess)
    status = cudaDeviceGetAttribute(&processors,
                                    cudaDevAttrMultiProcessorCount, device);
  if (status == cudaSuccess)
    status = prepareShape<T, D, 1>(p, stageMask, bytes);
  if (status == cudaSuccess)
    status = cudaOccupancyMaxActiveBlocksPerMultiprocessor(
        &resident, attentionKernel<T, D, 1>, kWarps * 32, bytes);
  if (status != cudaSuccess)
    return status;
  // Where 64-row blocks leave multiprocessors without a second block and
  // no mask is added, their warps take two row fragments each (128-row
  // blocks): each block then has twice the independent products to hide
  // its latencies (H100, GPT-2 at batch 1: 25.4 us, against 34.4 us with
  // the keys split). With a mask, two fragments spill (255 registers) and
  // the split is faster (45.1 -> 37.4 us). Elsewhere one fragment a warp
  // keeps more blocks per multiprocessor, and head dimensions over 64
  // would not fit two in registers; too few such blocks have their keys
  // split.
  int64_t blocks = (p.seqQ + 63) / 64 * p.heads * p.batch;
  if constexpr (D <= 64)
    if (p.seqQ > 64 && blocks <= processors && !p.mask) {
      status = prepareShape<T, D, 2>(p, stageMask, bytes);
      if (status != cudaSuccess)
        return status;
      return launchShape<T, D, 2>(p, stream, stageMask, bytes);
    }
  Split split = chooseSplit(p, static_cast<int64_t>(processors) * resident);
  if (split.splits > 1)
    return launchSplit<T, D>(p, stream, stageMask, bytes, split);
  return launchShape<T, D, 1>(p, stream, stageMask, bytes);
}

template <typename T> cudaError_t launch(const AttentionProblem &p,
                                         cudaStream_t stream) {
  switch (p.headDim) {
  case 16:
    return launchFor<T, 16>(p, stream);
  case 32:
    return launchFor<T, 32>(p, stream);
  case 48:
    return launchFor<T, 48>(p, stream);
  case 64:
    return launchFor<T, 64>(p, stream);
  case 80:
    return launchFor<T, 80>(p, stream);
  case 96:
    return launchFor<T, 96>(p, stream);
  case 112:
    return launchFor<T, 112>(p, stream);
  default:
    return launchFor<T, 128>(p, stream);
  }
}

} // namespace

namespace {

__device__ float maskValue(const AttentionProblem &p, const void *row,
                           int64_t key) {
  switch (p.maskType) {
  case AttentionType::F16:
    return __half2float(static_cast<const __half *>(row)[key]);
  case AttentionType::BF16:
    return __bfloat162float(static_cast<const __nv_bfloat16 *>(row)[key]);
  default:
    return static_cast<const float *>(row)[key];
  }
}

/// One warp per row of the mask as stored (broadcast dimensions once): its
/// keys within the causal range of its first query row (the row that sees
/// the fewest), one of which must be above -1e30.
__global__ void findHiddenRows(const AttentionProblem p, int32_t *hidden) {
  const int64_t batches = p.maskStride[0] ? p.batch : 1,
                heads = p.maskStride[1] ? p.heads : 1,
                rows = p.maskStride[2] ? p.seqQ : 1;
  const int64_t index =
      static_cast<int64_t>(blockIdx.x) * (blockDim.x / 32) + threadIdx.x / 32;
  if (index >= batches * heads * rows)
    return;
  const int64_t row = index % rows, head = index / rows % heads,
                batch = index / rows / heads;
  const int64_t end =
      p.causal ? min(p.seqK, row + p.seqK - p.seqQ + 1) : p.seqK;
  const char *start =
      static_cast<const char *>(p.mask) +
      (batch * p.maskStride[0] + head * p.maskStride[1] +
       row * p.maskStride[2]) *
          maskElementBytes(p.maskType);
  bool visible = false;
  for (int64_t key = threadIdx.x % 32; key < end; key += 32)
    visible |= maskValue(p, start, key) > -1e30f;
  if (!__any_sync(0xffffffffu, visible) && threadIdx.x % 32 == 0)
    *hidden = 1;
}

} // namespace

std::string mpopt::runtime::launchHiddenRowsCheck(const AttentionProblem &p,
                                                  int32_t *hidden,
                                                  void *stream) {
  auto cudaStream = static_cast<cudaStream_t>(stream);
  const int64_t rows = (p.maskStride[0] ? p.batch : 1) *
                       (p.maskStride[1] ? p.heads : 1) *
                       (p.maskStride[2] ? p.seqQ : 1);
  constexpr int kRowsPerBlock = 8;
  cudaError_t status = cudaMemsetAsync(hidden, 0, sizeof(int32_t), cudaStream);
  if (status == cudaSuccess) {
    findHiddenRows<<<(rows + kRowsPerBlock - 1) / kRowsPerBlock,
                     kRowsPerBlock * 32, 0, cudaStream>>>(p, hidden);
    status = cudaGetLastError();
  }
  return status == cudaSuccess ? std::string() : cudaGetErrorString(status);
}

std::string mpopt::runtime::checkAttention(const AttentionProblem &p) {
  if (p.element != AttentionType::F16 && p.element != AttentionType::BF16)
    return "q, k and v must be f16 or bf16";
  if (p.headDim <= 0 || p.headDim > 128 || p.headDim % 16 != 0)
    return "the head dimension must be a multiple of 16 up to 128, not " +
           std::to_string(p.headDim);
  if (p.kvHeads <= 0 || p.heads % p.kvHeads != 0)
    return "heads (" + std::to_string(p.heads) +
           ") must be a multiple of key/value heads (" +
           std::to_string(p.kvHeads) + ")";
  // Rows are read 16 bytes at a time and written in pairs.
  for (const int64_t *strides : {p.qStride, p.kStride, p.vStride})
    for (int i = 0; i < 3; ++i)
      if (strides[i] % 8 != 0)
        return "q, k and v strides must be multiples of 8 elements";
  for (int i = 0; i < 3; ++i)
    if (p.oStride[i] % 2 != 0)
      return "output strides must be even";
  if (!aligned(p.q, 16) || !aligned(p.k, 16) || !aligned(p.v, 16) ||
      !aligned(p.out, 8))
    return "q, k and v must be 16-byte aligned, the output 8-byte";
  return {};
}

std::string mpopt::runtime::launchAttention(const AttentionProblem &p,
                                            void *stream) {
  auto cudaStream = static_cast<cudaStream_t>(stream);
  cudaError_t status = p.element == AttentionType::BF16
                           ? launch<__nv_bfloat16>(p, cudaStream)
                           : launch<__half>(p, cudaStream);
  return status == cudaSuccess ? std::string() : cudaGetErrorString(status);
}
