//===- SanitizerPrelude.h - included first in sanitizer builds --*- C++ -*-===//
//
// libMLIR.so is not instrumented. Under ASan, LLVM's BumpPtrAllocator, whose
// code is in headers, poisons each new slab and unpoisons what it hands
// out; the copies compiled into mpopt do, libMLIR's do not. A context's
// allocator is shared by both, so libMLIR would hand out memory from a slab
// mpopt's copy poisoned and ASan would report its writes there
// (use-after-poison in FileLineColRange::get, found by mpopt-fuzz). mpopt's
// copies do not poison: heap errors are still found, as in libMLIR.
//
//===----------------------------------------------------------------------===//

#ifndef MPOPT_CMAKE_SANITIZERPRELUDE_H
#define MPOPT_CMAKE_SANITIZERPRELUDE_H

#if defined(__cplusplus) && __has_include("llvm/Support/Compiler.h")
// Declares the ASan interface (once, behind its include guard) before the
// names become macros.
#include "llvm/Support/Compiler.h"
#if LLVM_ADDRESS_SANITIZER_BUILD
#define __asan_poison_memory_region(p, size) ((void)(p), (void)(size))
#define __asan_unpoison_memory_region(p, size) ((void)(p), (void)(size))
#endif
#endif

#endif // MPOPT_CMAKE_SANITIZERPRELUDE_H
