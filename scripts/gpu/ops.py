#!/usr/bin/env python3
"""GPU elementwise op coverage (issue 16): every elementwise `math` and
`arith` op form the corpus, the exporters and mpopt's own lowerings emit,
applied to special and random inputs, GPU build against CPU build.

    python3 scripts/gpu/ops.py generate OUT_DIR [--count N] [--seed S]
    python3 scripts/gpu/ops.py compare OPS_DIR RESULTS_DIR [--print-bounds]
        [--reference-cpu]

`generate` writes one program per input signature, OUT_DIR/ENTRY/
program.mlir (ENTRY: f32_unary, f32_binary, f32_pow, f64, i32, i64, f16,
bf16), its inputs as OUT_DIR/ENTRY/in<i>.npy, and OUT_DIR/ops.json, the
map from each entry's output index to its op form. Each output is one
linalg.generic, so one kernel on the GPU: a wrong lowering shows up under
the op's own name. `compare` reads RESULTS_DIR/ENTRY/{cpu,gpu}/out<i>.npy
(scripts/gpu/run-ops.sh writes them), prints one row per op form and exits
1 when one exceeds its bound in BOUNDS below. With --reference-cpu (the
CPU build's outputs in the GPU's place) every bound is 0.

Standard library only: it runs on the development machine and on the GPU
machine.

Forms the exporters write (grep of test/Models/*.mlir and ../shared/corpus,
2026-12-01), all included below but truncf f64->bf16 (DROPPED): addf and
mulf f32 bf16 f64; subf f32 f64; divf f32 f64 bf16; negf f32 bf16;
maximumf f32 (corpus arith.maxf); select f32 bf16 i64; cmpf ogt/ugt f32,
ugt bf16, oeq f64; cmpi slt/sge/sle/ne i64, slt index; andi i1; addi i64;
remui index; index_cast index<->i64, index to i32; sitofp i64/i32 to f32;
extf bf16->f32, f32->f64; truncf f32->bf16, f64->f32, f64->bf16;
math.rsqrt/exp/sin/cos f32; erf/tanh f32 bf16; sqrt bf16; fpowi f32,i64
(2, 3), bf16,i64 (3), f32,i32 (corpus). TOSA ops lower to: sigmoid =
1 / (1 + exp(-x)), reciprocal = 1 / x, log, rsqrt, exp, tanh, cast
i1->f32 = uitofp, f32->i1 = cmpf une 0, i64->f32 = sitofp.
mpopt-expand-casts adds i32 bit arithmetic (bitcast, shifts, andi, ori,
cmpi, select, extui, trunci to i16/i8).

Inputs whose result is undefined (poison in LLVM: fptosi/fptoui out of
range, shifts by the bit width or more) are compared and counted apart
("undef" column): the CPU and GPU may legitimately differ there, and the
check records it rather than hiding it. Inputs that are undefined behaviour
that traps on x86 (integer division by zero, INT_MIN / -1, ipowi(0, n<0),
whose expansion divides by 0) are replaced in the program by a divisor or
base of 1 (see `guarded` below).

Op forms left out because a target does not compile them (DROPPED).
"""
import argparse
import array
import fnmatch
import json
import math
import os
import random
import re
import struct
import sys

# Max ulp between the GPU and CPU results of each op form that is not
# correctly rounded on both targets (libm and MLIR's math-to-llvm
# expansions on the CPU, libdevice on the GPU). (N, "ftz"): N ulp where no
# input or result is subnormal; where one is, the GPU may flush it to 0
# (libdevice's ex2.approx.ftz), so those elements are reported, not held
# to N. None: not measured yet, which fails the check. The values are the
# H200's of 2026-12-01 (driver 580.159.04, CUDA 13.0's libdevice; glibc
# 2.36 on the CPU side), as `compare` wrote them (to
# RESULTS_DIR/measured-bounds.txt; --print-bounds prints it too).
# Every form that matches none of these patterns must agree bit for bit
# (NaN payloads aside): IEEE basic operations, conversions, integers.
BOUNDS = {
    "math.exp f32": 1,
    "math.exp2 f32": 2,
    "math.expm1 f32": 1,
    "math.log f32": 1,
    "math.log2 f32": 1,
    "math.log10 f32": 2,
    "math.log1p f32": 1,
    "math.cbrt f32": 1,
    "math.tanh f32": 3,
    "math.sin f32": 1,
    "math.cos f32": 1,
    "math.tan f32": 2,
    "math.atan f32": 1,
    "math.asin f32": 1,
    "math.acos f32": 1,
    "math.sinh f32": 2,
    "math.cosh f32": 2,
    "math.asinh f32": 2,
    "math.acosh f32": 1,
    "math.atanh f32": 2,
    "math.erf f32": 1,
    "math.erfc f32": 3,
    "sigmoid f32": 2,
    "math.atan2 f32": 1,
    "math.powf f32": 1,
    "math.exp f64": 1,
    "math.exp2 f64": 1,
    "math.expm1 f64": 1,
    "math.log f64": 1,
    "math.log2 f64": 1,
    "math.log10 f64": 1,
    "math.log1p f64": 1,
    "math.cbrt f64": 2,
    "math.tanh f64": 2,
    "math.sin f64": 1,
    "math.cos f64": 1,
    "math.tan f64": 1,
    "math.atan f64": 1,
    "math.asin f64": 2,
    "math.acos f64": 1,
    "math.sinh f64": 2,
    "math.cosh f64": 1,
    "math.asinh f64": 2,
    "math.acosh f64": 1,
    "math.atanh f64": 2,
    "math.erf f64": 1,
    "math.erfc f64": 3,
    "sigmoid f64": 2,
    "math.atan2 f64": 1,
    "math.powf f64": 1,
    "math.exp f16": 0,
    "math.exp2 f16": 0,
    "math.expm1 f16": 0,
    "math.log f16": 0,
    "math.log2 f16": 0,
    "math.log10 f16": 0,
    "math.log1p f16": 0,
    "math.cbrt f16": 0,
    "math.tanh f16": 0,
    "math.sin f16": 0,
    "math.cos f16": 0,
    "math.tan f16": 0,
    "math.atan f16": 1,
    "math.asin f16": 0,
    "math.acos f16": 0,
    "math.sinh f16": 1,
    "math.cosh f16": 0,
    "math.asinh f16": 0,
    "math.acosh f16": 0,
    "math.atanh f16": 0,
    "math.erf f16": 0,
    "math.erfc f16": 0,
    "sigmoid f16": 0,
    "math.atan2 f16": 0,
    "math.powf f16": 0,
    "math.exp bf16": 0,
    "math.exp2 bf16": 0,
    "math.expm1 bf16": 0,
    "math.log bf16": 0,
    "math.log2 bf16": 0,
    "math.log10 bf16": 0,
    "math.log1p bf16": 0,
    "math.cbrt bf16": 0,
    "math.tanh bf16": 0,
    "math.sin bf16": 0,
    "math.cos bf16": 0,
    "math.tan bf16": 0,
    "math.atan bf16": 0,
    "math.asin bf16": 0,
    "math.acos bf16": 0,
    "math.sinh bf16": 0,
    "math.cosh bf16": 0,
    "math.asinh bf16": 0,
    "math.acosh bf16": 0,
    "math.atanh bf16": 0,
    "math.erf bf16": 0,
    "math.erfc bf16": 0,
    "sigmoid bf16": 0,
    "math.atan2 bf16": 0,
    "math.powf bf16": 0,
    # The CPU build's bf16 fma (LLVM promotes it to f32 and rounds back)
    # returns 0 where the exact result is a bf16 subnormal; the GPU's
    # fma.rn.bf16 returns it: 14 of 4096 elements on 2026-12-01. The
    # exporters write no bf16 fma.
    "math.fma bf16": (0, "ftz"),
}

# Op forms whose result's sign is unspecified when it is a zero: LLVM's
# maxnum and minnum (arith.maxnumf, minnumf) return either operand when
# they compare equal, so max(-0, +0) is -0 on the CPU (maxss keeps its
# second operand) and +0 on the GPU (max.f32 orders -0 below +0). Elements
# where both results are zeros count as equal; every other bit must agree.
ZERO_SIGN_UNSPECIFIED = ["arith.maxnumf *", "arith.minnumf *"]

# Op forms that do not compile for one of the targets (mpopt-compile with
# LLVM/MLIR 22, 2026-12-01), left out of the programs: both builds must
# come from one program. The exporters write none of them (torch-mlir's
# isinf is absf + cmpf oeq inf).
DROPPED = {
    # CPU: "failed to legalize operation 'math.isinf' that was explicitly
    # marked illegal" (math-to-llvm has no pattern; the GPU has __nv_isinff).
    "math.isinf *": "no CPU lowering",
    # CPU: "failed to legalize operation 'math.isnormal' ..."; CUDA: "cannot
    # be converted to LLVM IR: missing `LLVMTranslationDialectInterface`
    # registration for dialect for op: math.isnormal".
    "math.isnormal *": "no CPU or GPU lowering",
    # CUDA: "failed to legalize operation 'llvm.frem' that was explicitly
    # marked illegal": gpu-lower-to-nvvm-pipeline turns arith.remf into
    # llvm.frem before the NVVM patterns (__nv_fmodf) could see it.
    "arith.remf *": "no GPU lowering",
    # CPU: compiles, but the library does not load: "dlopen failed: ...
    # undefined symbol: __truncdfbf2" (LLVM calls the runtime routine;
    # Debian 12's libgcc has none). The exporters truncate only constants
    # from f64 to bf16, which fold.
    "arith.truncf f64->bf16": "CPU library does not load",
}

# Float formats: (total bits, exponent bits, mantissa bits, .npy descr).
FLOATS = {"f64": (64, 11, 52, "<f8"), "f32": (32, 8, 23, "<f4"),
          "f16": (16, 5, 10, "<f2"), "bf16": (16, 8, 7, "<u2")}
INTS = {"i8": (8, "|i1"), "i16": (16, "<i2"), "i32": (32, "<i4"),
        "i64": (64, "<i8")}
TYPECODES = {"<f8": "Q", "<f4": "I", "<f2": "H", "<u2": "H", "|u1": "B",
             "|i1": "b", "<i2": "h", "<i4": "i", "<i8": "q"}


# ---------------------------------------------------------------- values
def f32_bits(value):
    return struct.unpack("<I", struct.pack("<f", value))[0]


def bits_of(dtype, value):
    """The bits of `value` rounded to nearest even in float `dtype`."""
    if isinstance(value, tuple):  # ("bits", pattern): a NaN's payload
        return value[1]
    if dtype == "f64":
        return struct.unpack("<Q", struct.pack("<d", value))[0]
    if math.isnan(value):
        sign = math.copysign(1, value) < 0
        return {"f32": 0x7FC00000 | sign << 31, "f16": 0x7E00 | sign << 15,
                "bf16": 0x7FC0 | sign << 15}[dtype]
    if dtype == "f32":
        if abs(value) >= 3.4028235677973366e38:  # rounds past FLT_MAX
            value = math.copysign(math.inf, value)
        return f32_bits(value)
    if dtype == "f16":
        try:
            return struct.unpack("<H", struct.pack("<e", value))[0]
        except OverflowError:
            return 0xFC00 if value < 0 else 0x7C00
    # bf16: the upper half of the f32 bits, rounded to nearest even.
    bits = bits_of("f32", value)
    return ((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16) & 0xFFFF


def decode(dtype, bits):
    """The value of `bits` of `dtype`, as a Python float or int."""
    if dtype in INTS:
        width = INTS[dtype][0]
        return bits - (1 << width) if bits >> (width - 1) & 1 else bits
    if dtype == "f64":
        return struct.unpack("<d", struct.pack("<Q", bits))[0]
    if dtype == "f32":
        return struct.unpack("<f", struct.pack("<I", bits))[0]
    if dtype == "f16":
        return struct.unpack("<e", struct.pack("<H", bits))[0]
    return struct.unpack("<f", struct.pack("<I", bits << 16))[0]


def is_nan(dtype, bits):
    _, exponent, mantissa, _ = FLOATS[dtype]
    ones = (1 << exponent) - 1
    return (bits >> mantissa) & ones == ones and \
        bits & ((1 << mantissa) - 1) != 0


def is_subnormal(dtype, bits):
    _, exponent, mantissa, _ = FLOATS[dtype]
    return (bits >> mantissa) & ((1 << exponent) - 1) == 0 and \
        bits & ((1 << mantissa) - 1) != 0


def is_zero(dtype, bits):
    total, _, _, _ = FLOATS[dtype]
    return bits & ((1 << (total - 1)) - 1) == 0


def ordered(dtype, bits):
    """Bits as an integer that counts ulps (both zeros are 0), as mpopt-run
    does."""
    sign = 1 << (FLOATS[dtype][0] - 1)
    return -(bits & (sign - 1)) if bits & sign else bits


F32_MAX = 3.4028234663852886e38
F32_MIN_NORMAL = 2.0 ** -126
F32_MIN_SUB = 2.0 ** -149
# Unary specials: NaN, infinities, zeros, denormals and normal limits,
# FLT_MAX, the FP8/f16 limits and ties (448, 464, 480, 57344, 61440, 65504,
# 65520), integer-conversion limits (2^31, 2^63 and the floats next to
# them), exact halves for rounding, and points where the functions turn
# (exp overflow and underflow, pi).
F32_SPECIALS = [
    math.nan, -math.nan, math.inf, -math.inf, 0.0, -0.0,
    F32_MIN_SUB, -F32_MIN_SUB, 3 * F32_MIN_SUB, F32_MIN_NORMAL - F32_MIN_SUB,
    -(F32_MIN_NORMAL - F32_MIN_SUB), F32_MIN_NORMAL, -F32_MIN_NORMAL,
    F32_MAX, -F32_MAX, 1e38, -1e38, 1e30, 1e20, 1e10, 1e-10, 1e-20, 1e-30,
    1.0, -1.0, 2.0, -2.0, 3.0, 4.0, 10.0, 100.0, -100.0, 0.1, -0.1,
    0.5, -0.5, 1.5, -1.5, 2.5, -2.5, 3.5, -3.5, 0.49999997, -0.49999997,
    0.50000006, 8388608.5, -8388607.5, 4194304.25, 16777216.0, 16777218.0,
    1.0000001, 0.99999994, -0.99999994, 1e-8, 1e-5, 5.960464477539063e-08,
    448.0, 464.0, 480.0, 57344.0, 61440.0, 65504.0, 65520.0, 1e6,
    2147483520.0, 2147483648.0, -2147483648.0, -2147483904.0, 4294967040.0,
    4294967296.0, 9223371487098961920.0, 9223372036854775808.0,
    -9223372036854775808.0, -9223373136366403584.0, 18446744073709551616.0,
    32767.0, 32768.0, -32769.0, 127.0, 128.0, -129.0, 255.0, 256.0,
    88.72283, 88.72284, 89.0, -87.33654, -103.27893, -103.97208, -104.0,
    709.0, 710.0, -745.0, 3.1415927, -3.1415927, 1.5707964, 0.7853982,
    2.7182817, 0.6931472, 1e-3, 7.0, -7.0, 15.0, 17.5, 0.75, -0.25,
]
# Pairs for binary ops: the cross product of these.
F32_PAIR_SPECIALS = [
    math.nan, math.inf, -math.inf, 0.0, -0.0, F32_MIN_SUB, -F32_MIN_SUB,
    F32_MIN_NORMAL, F32_MAX, -F32_MAX, 1.0, -1.0, 0.5, -0.5, 1.5, 2.0,
    -3.0, 2.5, 7.0, 0.1, -0.1, 3.1415927, 1e-30, 1e30, 448.0, 65504.0,
    1e-38, 100.0, -2.5, 1e10, 0.75,
]
# Exponents of fpowi: the constant ones, then values where powi turns,
# then the i32 limits; i64 adds values that an i32 cannot hold (the fault
# of issue 16: a truncated exponent).
POWI_CONSTANTS = [-3, -1, 0, 1, 2, 3, 4, 7]
POWI_EXPONENTS = POWI_CONSTANTS + [-2, 5, 6, 8, 15, 16, 31, 32, 63, 64,
                                   100, 127, 128, 149, 150, -126, -127,
                                   -149, -150, 1000, -1000,
                                   2**31 - 1, -2**31, -2**31 + 1]
POWI_EXPONENTS_I64 = POWI_EXPONENTS + [2**31, 2**32, 2**32 + 2, 2**32 + 3,
                                       -2**32 + 2, 2**40 + 1, 2**63 - 1,
                                       -2**63, -2**31 - 1]
POWI_BASES = [math.nan, math.inf, -math.inf, 0.0, -0.0, 1.0, -1.0, 2.0,
              -2.0, 0.5, 1.0000001, 0.99999994, 1.5, -3.0, 10.0, 1e-20,
              F32_MIN_SUB, F32_MIN_NORMAL, F32_MAX]


def int_specials(width):
    top = 1 << (width - 1)
    values = [0, 1, -1, 2, -2, 3, -3, 7, -7, 8, 100, -100, top - 1, -top,
              top - 2, -top + 1, width - 1, width, width + 1, 2 * width,
              0x55, 0xAA, 0xFF, 0x100, 0x7FFF, 0x8000, 0xFFFF, 0x10000,
              2**24, 2**24 + 1, -(2**24) - 1]
    if width == 32:
        values += [0x55555555, 0x2AAAAAAA, 0x12345678]
    else:
        values += [2**31 - 1, -2**31, 2**31, 2**32 - 1, 2**32, 2**53 + 1,
                   -(2**53) - 1, 2**63 - 1024, 0x5555555555555555,
                   0x123456789ABCDEF]
    return [v for v in values if -top <= v < top]


def random_floats(rng, dtype, count):
    """Random values over several magnitudes: random bit patterns (every
    exponent, NaN payloads), sign * 10^u for u in [-8, 8] (scaled to the
    format's range), uniform in [-1, 1], [-10, 10], [-100, 100], and exact
    halves (rounding ties)."""
    width, _, mantissa, _ = FLOATS[dtype]
    top = {"f64": 300, "f32": 37, "f16": 4, "bf16": 37}[dtype]
    halves = 2 ** min(mantissa, 30) - 1
    values = []
    for i in range(count):
        kind = i % 6
        if kind == 0:
            bits = rng.getrandbits(width)
            values.append(("bits", bits) if is_nan(dtype, bits)
                          else decode(dtype, bits))
        elif kind == 1:
            values.append(rng.choice((-1, 1)) *
                          10.0 ** rng.uniform(-min(8, top), min(8, top)))
        elif kind == 2:
            values.append(rng.uniform(-1, 1))
        elif kind == 3:
            values.append(rng.uniform(-10, 10))
        elif kind == 4:
            values.append(rng.uniform(-100, 100))
        else:
            values.append(rng.randint(-halves, halves) + 0.5)
    return values


def random_ints(rng, width, count):
    """Random bit patterns, small values, values of every bit length, and
    shift amounts around the width."""
    values = []
    for i in range(count):
        kind = i % 4
        if kind == 0:
            values.append(decode(f"i{width}", rng.getrandbits(width)))
        elif kind == 1:
            values.append(rng.randint(-64, 64))
        elif kind == 2:
            value = rng.getrandbits(rng.randint(1, width - 1))
            values.append(value if rng.random() < 0.5 else -value)
        else:
            values.append(rng.randint(0, width + 4))
    return values


def fill(values, count, more):
    """The first `count` of `values`, topped up by more(count - len)."""
    values = list(values[:count])
    return values + more(count - len(values))


def pairs(specials, count, more_x, more_y, unary=()):
    """x and y: every pair of `specials`, then `unary` specials as x (y
    random), then random values."""
    xs = [a for a in specials for _ in specials] + list(unary)
    ys = [b for _ in specials for b in specials]
    ys += more_y(len(xs) - len(ys))
    return fill(xs, count, more_x), fill(ys, count, more_y)


# ---------------------------------------------------------------- .npy
def write_npy(path, dtype, values):
    """`values` (floats rounded to `dtype`, or ints) as a 1-D .npy file in
    mpopt-run's layout (bf16 as its bits, '<u2')."""
    if dtype in FLOATS:
        descr = FLOATS[dtype][3]
        data = array.array(TYPECODES[descr],
                           (bits_of(dtype, v) for v in values))
    else:
        width, descr = INTS[dtype]
        data = array.array(TYPECODES[descr], values)
    header = ("{'descr': '%s', 'fortran_order': False, 'shape': (%d,), }"
              % (descr, len(values)))
    header += " " * (63 - (10 + len(header)) % 64) + "\n"
    with open(path, "wb") as f:
        f.write(b"\x93NUMPY\x01\x00" + struct.pack("<H", len(header)))
        f.write(header.encode())
        if sys.byteorder != "little":
            data.byteswap()
        f.write(data.tobytes())


def read_bits(path):
    """The elements of a 1-D .npy file as unsigned bit patterns."""
    with open(path, "rb") as f:
        data = f.read()
    length = struct.unpack("<H", data[8:10])[0]
    header = data[10:10 + length].decode()
    descr = re.search(r"'descr': '([^']+)'", header).group(1)
    code = TYPECODES[descr].upper()  # unsigned: the bits
    values = array.array(code)
    values.frombytes(data[10 + length:])
    if sys.byteorder != "little":
        values.byteswap()
    return list(values)


# ---------------------------------------------------------------- program
class Entry:
    """One public function: its inputs (name, element type, values) and
    one output per op form."""

    def __init__(self, name, inputs):
        self.name = name
        self.inputs = inputs
        self.types = {n: t for n, t, _ in inputs}
        self.outputs = []

    def add(self, name, args, result, body, domain=None):
        """An output `name` computed from the inputs `args` by `body` (MLIR
        lines on the block arguments %a, %b, ... that define %r of type
        `result`). `domain` names the test that says which inputs the op
        is defined for (domain_test)."""
        assert name not in [o["name"] for o in self.outputs], name
        if any(fnmatch.fnmatchcase(name, p) for p in DROPPED):
            return
        self.outputs.append({"name": name, "args": args, "result": result,
                             "body": body, "domain": domain})

    # Shorthands for the common shapes of op.
    def unary(self, op, t, arg="x"):
        self.add(f"{op} {t}", [arg], t, f"%r = {op} %a : {t}")

    def binary(self, op, t, args=("x", "y")):
        self.add(f"{op} {t}", list(args), t, f"%r = {op} %a, %b : {t}")

    def predicate(self, op, t, args, pred):
        """A comparison or classification; the i1 is returned as i8."""
        operands = ", ".join("%" + "ab"[i] for i in range(len(args)))
        sep = f"{pred}, " if pred else ""
        self.add(f"{op} {pred + ' ' if pred else ''}{t}", list(args), "i8",
                 f"%p = {op} {sep}{operands} : {t}\n"
                 "%r = arith.extui %p : i1 to i8")

    def convert(self, op, src, dst, arg="x", domain=None):
        if dst == "i1":  # returned as i8, zero-extended
            self.add(f"{op} {src}->i1", [arg], "i8",
                     f"%p = {op} %a : {src} to i1\n"
                     "%r = arith.extui %p : i1 to i8", domain)
        else:
            self.add(f"{op} {src}->{dst}", [arg], dst,
                     f"%r = {op} %a : {src} to {dst}", domain)

    def mlir(self, count):
        # Function arguments are %in_NAME: the bodies' names stay free.
        args = ", ".join(f"%in_{n}: tensor<{count}x{t}>" for n, t, _ in
                         self.inputs)
        results = ", ".join(f"tensor<{count}x{o['result']}>"
                            for o in self.outputs)
        lines = [f"func.func @{self.name}({args}) -> ({results}) {{"]
        for i, out in enumerate(self.outputs):
            ins = out["args"]
            ty = lambda n: f"tensor<{count}x{self.types[n]}>"  # noqa: E731
            res = f"tensor<{count}x{out['result']}>"
            maps = ", ".join(["#id"] * (len(ins) + 1))
            block = ", ".join([f"%{'abcd'[j]}: {self.types[n]}"
                               for j, n in enumerate(ins)] +
                              [f"%out: {out['result']}"])
            lines += [
                f"  // {i}: {out['name']}",
                f"  %e{i} = tensor.empty() : {res}",
                f"  %o{i} = linalg.generic {{indexing_maps = [{maps}], "
                f"iterator_types = [\"parallel\"]}} "
                f"ins({', '.join('%in_' + n for n in ins)} : "
                f"{', '.join(ty(n) for n in ins)}) outs(%e{i} : {res}) {{",
                f"  ^bb0({block}):"]
            lines += ["    " + line for line in out["body"].split("\n")]
            lines += [f"    linalg.yield %r : {out['result']}",
                      f"  }} -> {res}"]
        values = ", ".join(f"%o{i}" for i in range(len(self.outputs)))
        lines.append(f"  return {values} : {results}")
        lines.append("}")
        return "\n".join(lines)


# Elementwise math ops of one float operand, every float type. (asinh,
# acosh, atanh, cbrt, erfc, expm1, log1p: libm on the CPU; math-to-llvm
# expands expm1, log1p and rsqrt itself.)
UNARY_MATH = ["exp", "exp2", "expm1", "log", "log2", "log10", "log1p",
              "sqrt", "rsqrt", "cbrt", "tanh", "sin", "cos", "tan", "atan",
              "asin", "acos", "sinh", "cosh", "asinh", "acosh", "atanh",
              "erf", "erfc", "absf", "ceil", "floor", "round", "roundeven",
              "trunc"]
CMPF = ["false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq",
        "ugt", "uge", "ult", "ule", "une", "uno", "true"]
CMPI = ["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]


def float_unary_ops(entry, t):
    """The float op forms of type `t` on x: math, classification, negf,
    fpowi with constant exponents, TOSA's reciprocal and sigmoid."""
    for op in UNARY_MATH:
        entry.unary("math." + op, t)
    entry.unary("arith.negf", t)
    for op in ["isnan", "isinf", "isfinite", "isnormal"]:  # see DROPPED
        entry.predicate("math." + op, t, ["x"], "")
    for et in ["i32", "i64"]:
        for c in POWI_CONSTANTS:
            entry.add(f"math.fpowi {t},{et} c={c}", ["x"], t,
                      f"%c = arith.constant {c} : {et}\n"
                      f"%r = math.fpowi %a, %c : {t}, {et}")
    # As tosa-to-linalg writes them.
    entry.add(f"reciprocal {t}", ["x"], t,
              f"%one = arith.constant 1.0 : {t}\n"
              f"%r = arith.divf %one, %a : {t}")
    entry.add(f"sigmoid {t}", ["x"], t,
              f"%one = arith.constant 1.0 : {t}\n"
              f"%n = arith.negf %a : {t}\n%e = math.exp %n : {t}\n"
              f"%s = arith.addf %e, %one : {t}\n"
              f"%r = arith.divf %one, %s : {t}")


def float_binary_ops(entry, t):
    """The float op forms of type `t` on x and y (fma's addend: z, or x
    where the entry has no z), comparisons, select (on the low bit of the
    i8 input c, or on x < y)."""
    for op in ["addf", "subf", "mulf", "divf", "remf", "maximumf",
               "minimumf", "maxnumf", "minnumf"]:
        entry.binary("arith." + op, t)
    for op in ["atan2", "powf", "copysign"]:
        entry.binary("math." + op, t)
    z = "z" if "z" in entry.types else "x"
    entry.add(f"math.fma {t}", ["x", "y", z], t,
              f"%r = math.fma %a, %b, %c : {t}")
    # x * y + z as two ops: must round twice on the GPU too (no
    # contraction into an fma behind the program's back).
    entry.add(f"mulf+addf {t}", ["x", "y", z], t,
              f"%m = arith.mulf %a, %b : {t}\n%r = arith.addf %m, %c : {t}")
    for pred in CMPF:
        entry.predicate("arith.cmpf", t, ["x", "y"], pred)
    if "c" in entry.types:  # an i8 input: its low bit is the condition
        entry.add(f"arith.select {t}", ["c", "x", "y"], t,
                  "%p = arith.trunci %a : i8 to i1\n"
                  f"%r = arith.select %p, %b, %c : {t}")
    else:
        entry.add(f"arith.select {t}", ["x", "y"], t,
                  f"%p = arith.cmpf olt, %a, %b : {t}\n"
                  f"%r = arith.select %p, %b, %a : {t}")


def fp_to_int_domain(op, dst):
    return f"{'s' if op.endswith('si') else 'u'}{dst}"


def float_to_int(entry, t):
    for op in ["arith.fptosi", "arith.fptoui"]:
        for dst in ["i64", "i32", "i16", "i8", "i1"]:
            entry.convert(op, t, dst, domain=fp_to_int_domain(op, dst))


def guarded(op, t, signed):
    """Division with the divisors that trap on x86 (0, and -1 under
    INT_MIN for signed ops) replaced by 1: undefined behaviour, which the
    CPU build would die of."""
    width = int(t[1:])
    lines = [f"%zero = arith.constant 0 : {t}",
             f"%one = arith.constant 1 : {t}",
             f"%by0 = arith.cmpi eq, %b, %zero : {t}"]
    bad = "%by0"
    if signed:
        lines += [f"%m1 = arith.constant -1 : {t}",
                  f"%min = arith.constant {-(1 << (width - 1))} : {t}",
                  f"%bm = arith.cmpi eq, %b, %m1 : {t}",
                  f"%am = arith.cmpi eq, %a, %min : {t}",
                  "%ov = arith.andi %bm, %am : i1",
                  "%bad = arith.ori %by0, %ov : i1"]
        bad = "%bad"
    lines += [f"%d = arith.select {bad}, %one, %b : {t}",
              f"%r = {op} %a, %d : {t}"]
    return "\n".join(lines)


def int_ops(entry, t):
    width = int(t[1:])
    for op in ["addi", "subi", "muli", "maxsi", "minsi", "maxui", "minui",
               "andi", "ori", "xori"]:
        entry.binary("arith." + op, t, ("a", "b"))
    for op, signed in [("divsi", True), ("divui", False), ("remsi", True),
                       ("remui", False), ("floordivsi", True),
                       ("ceildivsi", True), ("ceildivui", False)]:
        entry.add(f"arith.{op} {t}", ["a", "b"], t,
                  guarded("arith." + op, t, signed))
    for op in ["shli", "shrsi", "shrui"]:
        entry.add(f"arith.{op} {t}", ["a", "b"], t,
                  f"%r = arith.{op} %a, %b : {t}", domain=f"shift{width}")
    for pred in CMPI:
        entry.predicate("arith.cmpi", t, ["a", "b"], pred)
    entry.add(f"arith.select {t}", ["a", "b"], t,
              f"%p = arith.cmpi slt, %a, %b : {t}\n"
              f"%r = arith.select %p, %b, %a : {t}")
    entry.add(f"arith.andi i1 (cmpi {t})", ["a", "b"], "i8",
              f"%zero = arith.constant 0 : {t}\n"
              f"%p = arith.cmpi slt, %a, %zero : {t}\n"
              f"%q = arith.cmpi sge, %b, %zero : {t}\n"
              "%pq = arith.andi %p, %q : i1\n%r = arith.extui %pq : i1 to i8")
    for op in ["absi", "ctlz", "cttz", "ctpop"]:
        entry.unary("math." + op, t, "a")
    entry.add(f"math.ipowi {t}", ["a", "b"], t,
              # ipowi(0, n < 0) divides by 0 in its expansion: base 1 there.
              f"%zero = arith.constant 0 : {t}\n"
              f"%one = arith.constant 1 : {t}\n"
              f"%az = arith.cmpi eq, %a, %zero : {t}\n"
              f"%bn = arith.cmpi slt, %b, %zero : {t}\n"
              "%bad = arith.andi %az, %bn : i1\n"
              f"%base = arith.select %bad, %one, %a : {t}\n"
              f"%r = math.ipowi %base, %b : {t}")
    for op in ["arith.sitofp", "arith.uitofp"]:
        for dst in ["f64", "f32", "f16", "bf16"]:
            entry.convert(op, t, dst, "a")
        entry.add(f"{op} i1(trunci {t})->f32", ["a"], "f32",
                  f"%p = arith.trunci %a : {t} to i1\n"
                  f"%r = {op} %p : i1 to f32")
    narrower = [n for n in ["i32", "i16", "i8", "i1"] if int(n[1:]) < width]
    for dst in narrower:
        entry.convert("arith.trunci", t, dst, "a")
    for src in narrower:
        for op in ["arith.extsi", "arith.extui"]:
            entry.add(f"{op} {src}(trunci {t})->{t}", ["a"], t,
                      f"%n = arith.trunci %a : {t} to {src}\n"
                      f"%r = {op} %n : {src} to {t}")
    if width == 32:
        for op in ["arith.extsi", "arith.extui"]:
            entry.convert(op, t, "i64", "a")
    entry.convert("arith.bitcast", t, "f32" if width == 32 else "f64", "a")
    # Index arithmetic as the exporters write it, on values and positions.
    other = "i32" if width == 64 else "i64"
    entry.add(f"arith.index_cast {t}->index->{t}", ["a"], t,
              f"%i = arith.index_cast %a : {t} to index\n"
              f"%r = arith.index_cast %i : index to {t}")
    entry.add(f"arith.index_cast {t}->index->{other}", ["a"], other,
              f"%i = arith.index_cast %a : {t} to index\n"
              f"%r = arith.index_cast %i : index to {other}")
    entry.add(f"arith.index_castui {t}->index->{other}", ["a"], other,
              f"%i = arith.index_castui %a : {t} to index\n"
              f"%r = arith.index_castui %i : index to {other}")
    entry.add(f"linalg.index remui/cmpi index->{t}", ["a"], t,
              "%i = linalg.index 0 : index\n%c7 = arith.constant 7 : index\n"
              "%c3 = arith.constant 3 : index\n"
              "%j = arith.addi %i, %c7 : index\n"
              "%m = arith.remui %j, %c7 : index\n"
              "%lt = arith.cmpi slt, %m, %c3 : index\n"
              f"%v = arith.index_cast %m : index to {t}\n"
              f"%s = arith.index_cast %i : index to {t}\n"
              f"%r = arith.select %lt, %s, %v : {t}")


def build_entries(count, seed):
    rng = random.Random(seed)
    fl = lambda t: (lambda n: random_floats(rng, t, n))  # noqa: E731
    it = lambda w: (lambda n: random_ints(rng, w, n))  # noqa: E731
    entries = []

    x = fill(F32_SPECIALS, count, fl("f32"))
    e = Entry("f32_unary", [("x", "f32", x)])
    float_unary_ops(e, "f32")
    for dst in ["f64", "f16", "bf16"]:
        e.convert("arith.extf" if dst == "f64" else "arith.truncf", "f32", dst)
    float_to_int(e, "f32")
    e.convert("arith.bitcast", "f32", "i32")
    entries.append(e)

    x, y = pairs(F32_PAIR_SPECIALS, count, fl("f32"), fl("f32"))
    z = fill(F32_SPECIALS[::-1], count, fl("f32"))
    c = [rng.randint(-128, 127) for _ in range(count)]
    e = Entry("f32_binary", [("x", "f32", x), ("y", "f32", y),
                             ("z", "f32", z), ("c", "i8", c)])
    float_binary_ops(e, "f32")
    entries.append(e)

    # Non-constant exponents (issue 16: an i64 exponent passed as i32).
    base = [b for b in POWI_BASES for _ in POWI_EXPONENTS_I64]
    n64 = [n for _ in POWI_BASES for n in POWI_EXPONENTS_I64]
    n32 = [n if -2**31 <= n < 2**31 else 3 for n in n64]
    more = count - len(base)
    base += random_floats(rng, "f32", more)
    small = [rng.randint(-40, 40) for _ in range(more)]
    n32 += small
    n64 += small
    e = Entry("f32_pow", [("x", "f32", base), ("n32", "i32", n32),
                          ("n64", "i64", n64)])
    for name in ["n32", "n64"]:
        et = e.types[name]
        e.add(f"math.fpowi f32,{et} n", ["x", name], "f32",
              f"%r = math.fpowi %a, %b : f32, {et}")
    # f64 and bf16 with a non-constant exponent, from the same inputs.
    e.add("math.fpowi f64,i64 n", ["x", "n64"], "f64",
          "%w = arith.extf %a : f32 to f64\n"
          "%r = math.fpowi %w, %b : f64, i64")
    e.add("math.fpowi bf16,i64 n", ["x", "n64"], "bf16",
          "%w = arith.truncf %a : f32 to bf16\n"
          "%r = math.fpowi %w, %b : bf16, i64")
    entries.append(e)

    f64_specials = F32_SPECIALS + [1e300, -1e300, 1.7976931348623157e308,
                                   5e-324, -5e-324, 2.2250738585072014e-308,
                                   1e-310, 0.1 + 0.2, 1 / 3]
    x, y = pairs(F32_PAIR_SPECIALS + [1e300, 5e-324, 1e-310], count,
                 fl("f64"), fl("f64"), f64_specials)
    e = Entry("f64", [("x", "f64", x), ("y", "f64", y)])
    float_unary_ops(e, "f64")
    float_binary_ops(e, "f64")
    for dst in ["f32", "f16", "bf16"]:
        e.convert("arith.truncf", "f64", dst)
    float_to_int(e, "f64")
    e.convert("arith.bitcast", "f64", "i64")
    entries.append(e)

    for width in [32, 64]:
        t = f"i{width}"
        specials = int_specials(width)
        a, b = pairs(specials, count, it(width), it(width))
        e = Entry(t, [("a", t, a), ("b", t, b)])
        int_ops(e, t)
        entries.append(e)

    for t in ["f16", "bf16"]:
        x, y = pairs(F32_PAIR_SPECIALS, count, fl(t), fl(t), F32_SPECIALS)
        c = [rng.randint(-128, 127) for _ in range(count)]
        e = Entry(t, [("x", t, x), ("y", t, y), ("c", "i8", c)])
        float_unary_ops(e, t)
        float_binary_ops(e, t)
        for dst in ["f32", "f64"]:
            e.convert("arith.extf", t, dst)
        other = "bf16" if t == "f16" else "f16"
        # Same-width conversions are exported through f32 (docs/numerics.md).
        e.add(f"arith.truncf(extf) {t}->f32->{other}", ["x"], other,
              f"%w = arith.extf %a : {t} to f32\n"
              f"%r = arith.truncf %w : f32 to {other}")
        float_to_int(e, t)
        e.convert("arith.bitcast", t, "i16")
        entries.append(e)
    return entries


# Which inputs an op is defined for; outside, LLVM makes the result poison.
def fp_to_int_defined(kind):
    signed, width = kind[0] == "s", int(kind[2:])
    low, high = (-(1 << (width - 1)), (1 << (width - 1)) - 1) if signed \
        else (0, (1 << width) - 1)

    def defined(x):
        return math.isfinite(x) and low <= math.trunc(x) <= high
    return defined


def domain_test(name):
    if name.startswith("shift"):
        width = int(name[5:])
        return lambda a, b: 0 <= b % (1 << width) < width
    return fp_to_int_defined(name)


def generate(args):
    entries = build_entries(args.count, args.seed)
    os.makedirs(args.out, exist_ok=True)
    manifest = {"count": args.count, "seed": args.seed, "entries": []}
    for entry in entries:
        # One program per entry: mpopt-compile lowers every function of a
        # module, so one module of all of them would be compiled 8 times.
        directory = os.path.join(args.out, entry.name)
        os.makedirs(directory, exist_ok=True)
        with open(os.path.join(directory, "program.mlir"), "w") as f:
            f.write("// Generated by scripts/gpu/ops.py: elementwise "
                    "math/arith op forms,\n// one linalg.generic (one GPU "
                    "kernel) per output.\n"
                    "#id = affine_map<(d0) -> (d0)>\n\n" +
                    entry.mlir(args.count) + "\n")
        for i, (name, t, values) in enumerate(entry.inputs):
            assert len(values) == args.count, (entry.name, name, len(values))
            write_npy(os.path.join(directory, f"in{i}.npy"), t, values)
        manifest["entries"].append({
            "name": entry.name,
            "inputs": [{"name": n, "dtype": t, "file": f"in{i}.npy"}
                       for i, (n, t, _) in enumerate(entry.inputs)],
            "outputs": [{"index": i, "name": o["name"], "args": o["args"],
                         "dtype": o["result"], "domain": o["domain"]}
                        for i, o in enumerate(entry.outputs)]})
    with open(os.path.join(args.out, "ops.json"), "w") as f:
        json.dump(manifest, f, indent=1)
    total = sum(len(e.outputs) for e in entries)
    print(f"{len(entries)} entries, {total} outputs, "
          f"{args.count} elements each")


# ---------------------------------------------------------------- compare
def bound_of(name):
    for pattern, bound in BOUNDS.items():
        if fnmatch.fnmatchcase(name, pattern):
            return bound
    return 0


def fmt(dtype, bits):
    value = decode(dtype, bits)
    if dtype in INTS or dtype == "i8":
        return str(value)
    if math.isnan(value):
        return f"nan(0x{bits:x})"
    digits = {"f64": 17, "f32": 9, "f16": 5, "bf16": 4}[dtype]
    return f"{value:.{digits}g}"


def compare_output(out, inputs, cpu, gpu):
    """Statistics of one output: max ulp (float) or max |difference| (int)
    where both are not NaN, the same without subnormal inputs or results,
    how many differ (bits, NaN equal to NaN), NaN mismatches, and what
    differs where the op is undefined."""
    dtype = out["dtype"]
    is_float = dtype in FLOATS
    args = [inputs[n] for n in out["args"]]
    defined = domain_test(out["domain"]) if out["domain"] else None
    stats = {"name": out["name"], "max": 0, "max_normal": 0, "differ": 0,
             "differ_normal": 0, "nan": 0, "undefined": 0,
             "undefined_differ": 0, "worst": None, "examples": []}
    if cpu == gpu and not defined:
        return stats
    any_zero = is_float and any(fnmatch.fnmatchcase(out["name"], pattern)
                                for pattern in ZERO_SIGN_UNSPECIFIED)
    worst_key = -1
    for i, (c, g) in enumerate(zip(cpu, gpu)):
        values = [(t, bits[i]) for t, bits in args]
        if defined and not defined(*(decode(t, b) for t, b in values)):
            stats["undefined"] += 1
            if c != g and not (is_float and is_nan(dtype, c)
                               and is_nan(dtype, g)):
                stats["undefined_differ"] += 1
            continue
        if c == g or (any_zero and is_zero(dtype, c) and is_zero(dtype, g)):
            continue
        if is_float:
            nan_c, nan_g = is_nan(dtype, c), is_nan(dtype, g)
            if nan_c and nan_g:
                continue
            stats["differ"] += 1
            if nan_c or nan_g:
                stats["nan"] += 1
                distance = math.inf  # the worst input shown
            else:
                distance = abs(ordered(dtype, c) - ordered(dtype, g))
                stats["max"] = max(stats["max"], distance)
                if not (is_subnormal(dtype, c) or is_subnormal(dtype, g) or
                        any(t in FLOATS and is_subnormal(t, b)
                            for t, b in values)):
                    stats["max_normal"] = max(stats["max_normal"], distance)
                    stats["differ_normal"] += 1
        else:
            stats["differ"] += 1
            stats["differ_normal"] += 1
            distance = abs(decode(dtype, c) - decode(dtype, g))
            stats["max"] = max(stats["max"], distance)
            stats["max_normal"] = stats["max"]
        shown = ", ".join(f"{n}={fmt(t, b)}"
                          for n, (t, b) in zip(out["args"], values))
        shown += f": cpu {fmt(dtype, c)} gpu {fmt(dtype, g)}"
        if distance > worst_key:
            worst_key = distance
            stats["worst"] = shown
        if len(stats["examples"]) < 10:  # the first few, for ops-results.json
            stats["examples"].append(f"[{i}] {shown}")
    return stats


def judge(stats, exact):
    """The bound of the form (0 for all when `exact`) and whether the
    statistics keep to it."""
    bound = 0 if exact else bound_of(stats["name"])
    stats["bound"] = bound
    largest, differ = stats["max"], stats["differ"]
    if isinstance(bound, tuple):  # (N, "ftz"): subnormal elements aside
        bound, largest = bound[0], stats["max_normal"]
        differ = stats["differ_normal"]
    if "missing" in stats:
        stats["status"] = "MISSING"
    elif bound is None:
        stats["status"] = "unset"
    elif stats["nan"] or largest > bound or (bound == 0 and differ):
        stats["status"] = "FAIL"
    else:
        stats["status"] = "ok"


def compare(args):
    with open(os.path.join(args.ops, "ops.json")) as f:
        manifest = json.load(f)
    rows = []
    for entry in manifest["entries"]:
        inputs = {i["name"]: (i["dtype"], read_bits(
            os.path.join(args.ops, entry["name"], i["file"])))
            for i in entry["inputs"]}
        for out in entry["outputs"]:
            paths = [os.path.join(args.results, entry["name"], side,
                                  f"out{out['index']}.npy")
                     for side in ("cpu", "gpu")]
            if all(os.path.exists(p) for p in paths):
                cpu, gpu = (read_bits(p) for p in paths)
                stats = compare_output(out, inputs, cpu, gpu)
            else:  # a run failed (run-ops.sh said so)
                stats = {"name": out["name"], "max": 0, "max_normal": 0,
                         "differ": 0, "differ_normal": 0, "nan": 0,
                         "undefined": 0,
                         "worst": "no output", "missing": True}
            judge(stats, args.reference_cpu)
            stats["entry"] = entry["name"]
            rows.append(stats)

    width = max(len(r["name"]) for r in rows)
    header = (f"{'op':<{width}}  {'bound':>6} {'max ulp':>10} "
              f"{'no-subn':>10} {'differ':>6} {'NaN':>5} {'undef':>11}  "
              f"status  worst input")
    lines = [header, "-" * len(header)]
    for r in rows:
        bound = r["bound"]
        bound = ("-" if bound is None else f"{bound[0]}/ftz"
                 if isinstance(bound, tuple) else str(bound))
        undef = (f"{r['undefined_differ']}/{r['undefined']}"
                 if r["undefined"] else "")
        lines.append(
            f"{r['name']:<{width}}  {bound:>6} {r['max']:>10} "
            f"{r['max_normal']:>10} {r['differ']:>6} {r['nan']:>5} "
            f"{undef:>11}  {r['status']:<6}  {r['worst'] or ''}")
    failed = [r for r in rows if r["status"] not in ("ok", "unset")]
    unset = [r for r in rows if r["status"] == "unset"]
    lines.append("")
    lines.append("max ulp: largest distance where neither result is NaN "
                 "(integers: largest |difference|); no-subn: the same "
                 "without subnormal inputs or results; differ: elements "
                 "whose bits differ (NaN = NaN); undef: differing/all "
                 "inputs where the op is undefined (not held to the "
                 "bound).")
    if unset:
        lines.append(f"{len(unset)} forms have no bound yet (BOUNDS in "
                     "scripts/gpu/ops.py; measured-bounds.txt has what this "
                     "run measured)")
    if failed or unset:
        lines.append(f"ops: {len(rows)} outputs, {len(failed)} not within "
                     f"their bounds, {len(unset)} unset" + "".join(
                         f"\n  {r['name']}: {r['status']}" for r in failed))
    else:
        lines.append(f"ops: {len(rows)} outputs, all within their bounds")
    text = "\n".join(lines)
    print(text)
    with open(os.path.join(args.results, "ops.txt"), "w") as f:
        f.write(text + "\n")
    with open(os.path.join(args.results, "ops-results.json"), "w") as f:
        json.dump(rows, f, indent=1)
    # The forms BOUNDS holds to a bound, with what this run measured: to
    # replace BOUNDS with (exact names are patterns that match themselves).
    def measured_bound(r):
        if r["max"] > r["max_normal"]:  # larger only with subnormals
            return (f"({r['max_normal']}, \"ftz\"),  # {r['max']} with "
                    f"subnormals, {r['nan']} NaN mismatches")
        return f"{r['max']},  # {r['nan']} NaN mismatches"
    measured = ["BOUNDS = {"] + [
        f"    {r['name']!r}: {measured_bound(r)}"
        for r in rows if any(fnmatch.fnmatchcase(r["name"], pattern)
                             for pattern in BOUNDS)] + ["}"]
    with open(os.path.join(args.results, "measured-bounds.txt"), "w") as f:
        f.write("\n".join(measured) + "\n")
    if args.print_bounds:
        print("\n" + "\n".join(measured))
    return 1 if failed or unset else 0


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    g = sub.add_parser("generate")
    g.add_argument("out")
    g.add_argument("--count", type=int, default=4096)
    g.add_argument("--seed", type=int, default=1)
    c = sub.add_parser("compare")
    c.add_argument("ops")
    c.add_argument("results")
    c.add_argument("--print-bounds", action="store_true")
    c.add_argument("--reference-cpu", action="store_true")
    args = parser.parse_args()
    if args.command == "generate":
        generate(args)
        return 0
    return compare(args)


if __name__ == "__main__":
    sys.exit(main())
