//===- PassDetail.h - what the GPU passes' definitions need -----*- C++ -*-===//
//
// The dialects the GPU passes depend on (Passes.td's dependentDialects),
// for the base classes GEN_PASS_DEF defines. Every pass of lib/GPU includes
// this instead of mpopt/GPU/Passes.h; it is also the library's precompiled
// header.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_LIB_GPU_PASSDETAIL_H
#define MPOPT_LIB_GPU_PASSDETAIL_H

#include "mpopt/Dialect/MPOpt/IR/MPOptDialect.h"
#include "mpopt/GPU/Passes.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"

#endif // MPOPT_LIB_GPU_PASSDETAIL_H
