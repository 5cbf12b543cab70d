"""Structured mutants of mpopt's tests through mpopt-opt, -compile and -run.

    python3 scripts/mutate.py --bin build/bin [--count 200] [--time-limit 60]
        [--seed 1] [--work DIR] [--jobs N] [--timeout-scale F] [SEED.mlir ...]

Each mutant is a seed program (the tests, the examples, the FP8 programs
of test/fuzz/seeds/, random_program.py's programs; or the files given)
with one to three structured mutations: a float type changed to another
(f8E4M3FN, f8E5M2 and the other narrow formats included; one use or all),
a dimension changed (0, 1, odd, huge, dynamic) in every shape that has it,
a float constant made NaN, +-Inf, -0, a denormal or a format's largest
value (hex patterns of the constant's own type), an integer or index
constant made 0, -1 or huge, an affine map's results permuted, dropped,
duplicated or offset, an iterator type flipped, an mpopt rounding,
saturation, axis or compute type changed, an `mpopt.range` made NaN or
negative, an SSA use swapped, a line dropped or duplicated. Each mutant
goes through `mpopt-opt` with a pipeline under each policy (exact,
excess-precision, budget; a quarter of them after mpopt-autocast, the
casts of an AMP framework) or passes whose option values are mutated too
(policies, error budgets, input ranges, targets, FP8 scaling, including
invalid ones); what parses is compiled with `mpopt-compile --target=cpu`
and run with `mpopt-run` (generated inputs of each distribution; sometimes
with odd option values or a manifest whose shapes are changed); under `policy=exact` the build before the pipeline and
the one after are compared bit for bit. Each tool may use --memory-limit
MiB (an address-space limit; for ASan builds, ASan's allocation and RSS
limits).

A run is `ok` (exit 0), a `diagnostic` (nonzero exit with an error
message: fine), or a crash: a signal, a sanitizer report, an LLVM fatal
error (out of memory included) or an assertion, or a run past its timeout
(a hang). A compiled program that aborts in mpopt-run because its own
`cf.assert` failed is a `program assert`, not a crash. Crashes and
exact-policy mismatches are listed with the command that reproduces them
(run in the mutant's folder, --work/m<N>/, which is kept). Exits 1 if there
was any.
"""
import argparse
import concurrent.futures
import glob
import json
import os
import random
import re
import resource
import shlex
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

SCRIPTS = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(SCRIPTS)
sys.path.insert(0, SCRIPTS)
import random_program  # noqa: E402

# --- Seeds -----------------------------------------------------------------

# Groups of files, in this order, each ordered by file name: the passes'
# tests are one group wherever their rooms put them, so that a --seed picks
# the same seeds (and makes the same mutants) when tests move between
# folders.
DEFAULT_SEEDS = [
    ["examples/*/input.mlir"],
    ["test/Conversion/*.mlir"],
    ["test/Dialect/MPOpt/*.mlir", "test/Transforms/*/*.mlir",
     "test/Conversion/*/*.mlir", "test/Pipelines/*.mlir"],
    ["test/Integration/*.mlir"],
    ["test/Tools/*.mlir"],
    ["test/fuzz/seeds/*.mlir"],
]
RANDOM_SEEDS = 24  # random_program.py programs among the seeds


def split_pieces(text):
    """The pieces of a file between `// -----` lines (and split-file's
    `//--- NAME` lines), without comment lines (RUN, CHECK and prose: only
    the IR is mutated)."""
    pieces = [[]]
    for line in text.splitlines():
        if line.startswith("// -----") or line.startswith("//--- "):
            pieces.append([])
        elif not line.lstrip().startswith("//"):
            pieces[-1].append(line)
    return ["\n".join(p).strip() + "\n" for p in pieces
            if "".join(p).strip()]


def load_seeds(paths):
    seeds = []
    if not paths:
        # Valid programs only: the verifier tests are the fuzzer's seeds.
        paths = []
        for group in DEFAULT_SEEDS:
            found = [f for pattern in group
                     for f in glob.glob(os.path.join(ROOT, pattern))
                     if not re.search(r"invalid|errors", f)]
            paths += sorted(found, key=lambda f: (os.path.basename(f), f))
        for seed in range(1, RANDOM_SEEDS + 1):
            seeds.append((f"random_program --seed {seed} --ops 12",
                          random_program.generate(seed, 12)))
    for path in paths:
        with open(path) as f:
            pieces = split_pieces(f.read())
        name = os.path.relpath(path, ROOT)
        for i, piece in enumerate(pieces):
            seeds.append((f"{name}#{i}" if len(pieces) > 1 else name, piece))
    return seeds


# --- Mutations of the IR ---------------------------------------------------

FLOAT_TYPES = ["f16", "bf16", "f32", "f64", "f8E4M3FN", "f8E5M2",
               "f8E4M3FNUZ", "f8E5M2FNUZ", "f8E4M3B11FNUZ", "f8E4M3",
               "f8E3M4", "f8E8M0FNU", "f4E2M1FN", "f6E2M3FN", "f6E3M2FN",
               "tf32"]
FLOAT_TYPE_RE = re.compile(r"\b(" + "|".join(
    sorted(FLOAT_TYPES, key=len, reverse=True)) + r")\b")
# Bit patterns by type: NaN, +Inf, -Inf, smallest denormal, largest
# denormal, largest finite, -0 (None: the format has no such value).
SPECIAL_BITS = {
    "f64": ["0x7FF8000000000000", "0x7FF0000000000000",
            "0xFFF0000000000000", "0x0000000000000001",
            "0x000FFFFFFFFFFFFF", "0x7FEFFFFFFFFFFFFF",
            "0x8000000000000000"],
    "f32": ["0x7FC00000", "0x7F800000", "0xFF800000", "0x00000001",
            "0x007FFFFF", "0x7F7FFFFF", "0x80000000"],
    "f16": ["0x7E00", "0x7C00", "0xFC00", "0x0001", "0x03FF", "0x7BFF",
            "0x8000"],
    "bf16": ["0x7FC0", "0x7F80", "0xFF80", "0x0001", "0x007F", "0x7F7F",
             "0x8000"],
    "f8E4M3FN": ["0x7F", None, None, "0x01", "0x07", "0x7E", "0x80"],
    "f8E5M2": ["0x7E", "0x7C", "0xFC", "0x01", "0x03", "0x7B", "0x80"],
}
DECIMAL_SPECIALS = ["0.0", "-0.0", "1.0e-40", "1.401298464e-45",
                    "3.40282347e+38", "65504.0", "65520.0", "448.0",
                    "464.0", "57344.0", "61440.0", "1.0e+39", "-1.0e+39",
                    "5.96046448e-08", "0.5", "-2.5"]
FLOAT_LITERAL_RE = re.compile(
    r"(?<![\w.%#@])[-+]?(?:\d+\.\d*(?:[eE][-+]?\d+)?|0x[0-9A-Fa-f]{2,16})"
    r"(?![\w.])")
INT_CONST_RE = re.compile(
    r"(arith\.constant\s+)(-?\d+)(\s*:\s*(?:index|i\d+))")
INT_VALUES = ["0", "-1", "1", "2", "-2147483648", "2147483647",
              "4294967296", "9223372036854775807", "-9223372036854775808"]
SHAPE_RE = re.compile(r"\b(tensor|memref|vector)<([^<>]*?)>")
DIMS = ["0", "1", "2", "3", "7", "13", "?", "65536", "2147483647",
        "2147483648", "4294967297", "9223372036854775807"]
AFFINE_MAP_RE = re.compile(r"affine_map<\(([^)]*)\)(\[[^\]]*\])?\s*->\s*"
                           r"\(([^)]*)\)>")
ROUNDINGS = ["nearest_even", "toward_zero", "upward", "downward",
             "nearest_away", "stochastic"]
SSA_USE_RE = re.compile(r"(?<=[\s(,\[])%[\w$.]+(?:#\d+)?")


def mutate_float_type(text, rng):
    matches = list(FLOAT_TYPE_RE.finditer(text))
    if not matches:
        return None
    old = rng.choice(matches)
    new = rng.choice([t for t in FLOAT_TYPES if t != old.group(1)])
    if rng.random() < 0.7:
        # Every use of the type: programs stay consistent more often.
        return (FLOAT_TYPE_RE.sub(
            lambda m: new if m.group(1) == old.group(1) else m.group(0),
            text), f"every {old.group(1)} -> {new}")
    return (text[:old.start()] + new + text[old.end():],
            f"one {old.group(1)} -> {new} at offset {old.start()}")


def mutate_shape(text, rng):
    shapes = list(SHAPE_RE.finditer(text))
    dims = sorted({d for m in shapes for d in m.group(2).split("x")[:-1]
                   if d.isdigit() or d == "?"})
    if not dims:
        return None
    old = rng.choice(dims)
    action = rng.random()
    if action < 0.6:
        new = rng.choice([d for d in DIMS if d != old])
        how = f"dimension {old} -> {new} in every shape"
    elif action < 0.8:
        new = old + "x" + old
        how = f"dimension {old} -> {new} (a dimension added)"
    else:
        new = None
        how = f"dimension {old} dropped from every shape"

    def rewrite(m):
        parts = m.group(2).split("x")
        out = []
        for p in parts[:-1]:
            if p != old:
                out.append(p)
            elif new is not None:
                out.append(new)
        out.append(parts[-1])
        return f"{m.group(1)}<{'x'.join(out)}>"

    return SHAPE_RE.sub(rewrite, text), how


def literal_type(text, pos):
    """The element type written after the literal at `pos` on its line."""
    end = text.find("\n", pos)
    rest = text[pos:end if end >= 0 else len(text)]
    m = FLOAT_TYPE_RE.search(rest)
    return m.group(1) if m else None


def mutate_float_constant(text, rng):
    matches = [m for m in FLOAT_LITERAL_RE.finditer(text)
               if "." in m.group(0) or m.group(0).startswith("0x")]
    if not matches:
        return None
    m = rng.choice(matches)
    ftype = literal_type(text, m.end())
    choices = [b for b in SPECIAL_BITS.get(ftype, []) if b]
    if choices and rng.random() < 0.6:
        new = rng.choice(choices)
    else:
        new = rng.choice(DECIMAL_SPECIALS)
    return (text[:m.start()] + new + text[m.end():],
            f"float constant {m.group(0)} -> {new} ({ftype})")


def mutate_int_constant(text, rng):
    matches = list(INT_CONST_RE.finditer(text))
    if not matches:
        return None
    m = rng.choice(matches)
    new = rng.choice([v for v in INT_VALUES if v != m.group(2)])
    return (text[:m.start(2)] + new + text[m.end(2):],
            f"integer constant {m.group(2)} -> {new}")


def mutate_affine_map(text, rng):
    matches = list(AFFINE_MAP_RE.finditer(text))
    if not matches:
        return None
    m = rng.choice(matches)
    dims = [d.strip() for d in m.group(1).split(",") if d.strip()]
    results = [r.strip() for r in m.group(3).split(",") if r.strip()]
    action = rng.choice(["permute", "drop", "duplicate", "constant",
                         "offset", "scale", "floordiv", "add-dim"])
    if action == "permute" and len(results) > 1:
        rng.shuffle(results)
    elif action == "drop" and results:
        results.pop(rng.randrange(len(results)))
    elif action == "duplicate" and results:
        results.append(rng.choice(results))
    elif action == "constant" and results:
        results[rng.randrange(len(results))] = "0"
    elif action in ("offset", "scale", "floordiv") and results:
        i = rng.randrange(len(results))
        op = {"offset": " + 1", "scale": " * 2",
              "floordiv": " floordiv 2"}[action]
        results[i] = f"{results[i]}{op}"
    elif action == "add-dim":
        dims.append(f"d{len(dims)}")
    else:
        return None
    new = (f"affine_map<({', '.join(dims)}){m.group(2) or ''} -> "
           f"({', '.join(results)})>")
    return (text[:m.start()] + new + text[m.end():],
            f"affine map {m.group(0)} -> {new} ({action})")


def mutate_iterator(text, rng):
    matches = list(re.finditer(r'"(parallel|reduction)"', text))
    if not matches:
        return None
    m = rng.choice(matches)
    new = "reduction" if m.group(1) == "parallel" else "parallel"
    return (text[:m.start()] + f'"{new}"' + text[m.end():],
            f"iterator {m.group(1)} -> {new}")


def mutate_mpopt_attr(text, rng):
    options = []
    for m in re.finditer(r"rounding<(\w+)>", text):
        options.append((m.start(1), m.end(1), rng.choice(ROUNDINGS)))
    for m in re.finditer(r"\bsaturate\b", text):
        options.append((m.start(), m.end(), ""))
    for m in re.finditer(r"(mpopt\.cast %[\w.#]+)( :[^\n]* to [^\n]*f8)",
                         text):
        options.append((m.end(1), m.end(1), " saturate"))
    for m in re.finditer(r"\baxis\((-?\d+)\)", text):
        options.append((m.start(1), m.end(1),
                        rng.choice(["-1", "0", "1", "3", "99"])))
    for m in re.finditer(r"\b(?:multiply|accumulate|compute|variance)"
                         r"\((\w+)\)", text):
        options.append((m.start(1), m.end(1), rng.choice(FLOAT_TYPES)))
    for m in re.finditer(r"mpopt\.range = ([^:}]+?) : f64", text):
        options.append((m.start(1), m.end(1), rng.choice(
            ["0x7FF8000000000000", "-1.0", "0.0", "1.0e+300",
             "0x7FF0000000000000", "4.9406564584124654E-324"])))
    if not options:
        return None
    start, end, new = rng.choice(options)
    return (text[:start] + new + text[end:],
            f"mpopt attribute {text[start:end]!r} -> {new!r}")


def mutate_ssa_use(text, rng):
    uses = list(SSA_USE_RE.finditer(text))
    names = sorted({m.group(0) for m in uses})
    if len(names) < 2:
        return None
    m = rng.choice(uses)
    new = rng.choice([n for n in names if n != m.group(0)])
    return (text[:m.start()] + new + text[m.end():],
            f"use of {m.group(0)} -> {new}")


def mutate_line(text, rng):
    lines = text.splitlines()
    candidates = [i for i, l in enumerate(lines)
                  if re.match(r"\s+(%[\w.]+(:\d+)? = |\w+\.yield|"
                              r"func\.return|return)", l)]
    if not candidates:
        return None
    i = rng.choice(candidates)
    how = f"line {i + 1} dropped: {lines[i].strip()[:60]}"
    del lines[i]
    return "\n".join(lines) + "\n", how


MUTATIONS = [
    (mutate_float_type, 4),
    (mutate_shape, 3),
    (mutate_float_constant, 4),
    (mutate_int_constant, 1),
    (mutate_affine_map, 2),
    (mutate_iterator, 1),
    (mutate_mpopt_attr, 3),
    (mutate_ssa_use, 1),
    (mutate_line, 1),
]


def mutate(text, rng):
    """One to three mutations of `text`; returns (text, [descriptions])."""
    done = []
    for _ in range(rng.choice([1, 1, 2, 3])):
        for _attempt in range(8):
            func = rng.choices([f for f, _ in MUTATIONS],
                               [w for _, w in MUTATIONS])[0]
            result = func(text, rng)
            if result and result[0] != text:
                text, how = result
                done.append(how)
                break
    return text, done


# --- Mutations of the options ----------------------------------------------

PIPELINE_OPTIONS = {
    "policy": ["exact", "excess-precision", "budget", "budget", "fast"],
    "error-budget": ["1e-2", "1e-3", "0.5", "0", "-1", "nan", "inf",
                     "1e308", "1e-300"],
    "allow-fp8": ["true", "false"],
    "fp8-scaling": ["dynamic", "static", "weird"],
    "input-range": ["0", "4", "1e4", "nan", "-3", "1e39", "inf"],
    "target": ["h200", "h100", "h999", ""],
    "fuse-elementwise": ["true", "false"],
    "export": ["true", "false"],
}
PASS_BLOCKLIST = ("mpopt-report", "mpopt-report-dot")


def pipeline_options(rng):
    options = {"policy": rng.choice(PIPELINE_OPTIONS["policy"])}
    for key in rng.sample(sorted(PIPELINE_OPTIONS), rng.randrange(0, 4)):
        options[key] = rng.choice(PIPELINE_OPTIONS[key])
    return " ".join(f"{k}={v}" for k, v in options.items())


def opt_arguments(rng, passes):
    """mpopt-opt's arguments: the pipeline (mostly; after mpopt-autocast,
    an AMP framework's casts, one time in four) or one to three of mpopt's
    passes."""
    if rng.random() < 0.6 or not passes:
        pipeline = [f"--mpopt-pipeline={pipeline_options(rng)}"]
        if rng.random() < 0.25:
            dtype = rng.choice(["bf16", "f16"])
            return [f"--mpopt-autocast=dtype={dtype}"] + pipeline
        return pipeline
    return [f"--{p}" for p in rng.sample(passes, rng.randint(1, 3))]


RUN_OPTIONS = [
    ["--iterations", "2"], ["--iterations", "0"], ["--iterations", "-1"],
    ["--warmup", "1"], ["--warmup", "-1"], ["--seed", "-1"],
    ["--seed", "18446744073709551617"], ["--max-mismatches", "-1"],
    ["--tolerance", "ulp=1.5"], ["--tolerance", "rel=nan"],
    ["--tolerance", "ulp=2"], ["--tolerance", "maxrel=1e-2"],
    ["--tolerance", "maxrel=-1"], ["--dist", "weird"], ["--backend", "cuda"],
    ["--iterations", "99999999999999999999"],
]


# --- Running ---------------------------------------------------------------

CRASH_MARKERS = ["ERROR: AddressSanitizer", "ERROR: LeakSanitizer",
                 "ERROR: HWAddressSanitizer", "AddressSanitizer: hard rss",
                 "runtime error:", "UndefinedBehaviorSanitizer",
                 "PLEASE submit a bug report", "Stack dump:",
                 "LLVM ERROR:", "Assertion `", "terminate called",
                 "UNREACHABLE executed"]


class Result:
    def __init__(self, stage, command, status, rc, stderr, elapsed):
        self.stage, self.command, self.status = stage, command, status
        self.rc, self.stderr, self.elapsed = rc, stderr, elapsed


def uses_asan(binary):
    """Whether `binary` is built with AddressSanitizer (its reserved
    address space rules out an address-space limit)."""
    try:
        with open(binary, "rb") as f:
            return b"__asan_init" in f.read()
    except OSError:
        return False


class Limits:
    """What each tool may use: memory (an address-space limit, or ASan's
    own limits for ASan builds) and time."""
    memory_mb = 4096
    asan = set()

    @classmethod
    def environment(cls, binary):
        env = dict(os.environ)
        if binary in cls.asan:
            # Appended: the last value of a sanitizer option wins.
            env["ASAN_OPTIONS"] = ":".join(filter(None, [
                env.get("ASAN_OPTIONS"),
                f"max_allocation_size_mb={cls.memory_mb}",
                f"hard_rss_limit_mb={cls.memory_mb + cls.memory_mb // 2}"]))
        return env

    @classmethod
    def preexec(cls, binary):
        if binary in cls.asan:
            return None
        limit = cls.memory_mb << 20

        def set_limit():
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))
        return set_limit


def run(stage, command, timeout, cwd):
    start = time.monotonic()
    try:
        proc = subprocess.Popen(command, cwd=cwd, stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True,
                                errors="replace", start_new_session=True,
                                env=Limits.environment(command[0]),
                                preexec_fn=Limits.preexec(command[0]))
        try:
            out, err = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            out, err = proc.communicate()
            return Result(stage, command, "hang", None,
                          f"(killed after {timeout:g} s)\n" + err,
                          time.monotonic() - start)
    except OSError as e:
        return Result(stage, command, "crash", None, str(e), 0.0)
    elapsed = time.monotonic() - start
    rc = proc.returncode
    if rc < 0:
        status = "crash"
        err = f"(signal {signal.Signals(-rc).name})\n" + err
    elif any(marker in err for marker in CRASH_MARKERS):
        status = "crash"
    elif rc == 0:
        status = "ok"
    elif err.strip() or (stage == "diff" and out.strip()):
        status = "diagnostic"
    else:
        # Nonzero without a word: not a crash, but worth a look.
        status = "unexplained"
    result = Result(stage, command, status, rc, err, elapsed)
    result.stdout = out
    return result


def manifest_elements(manifest):
    total = 0
    for entry in manifest.get("inputs", []) + manifest.get("outputs", []):
        count = 1
        for d in entry.get("shape", []):
            count *= max(int(d), 1)
        total += count
    return total


def mutate_manifest(manifest, rng):
    entries = manifest.get("inputs", []) + manifest.get("outputs", [])
    if not entries:
        return None
    entry = rng.choice(entries)
    action = rng.choice(["dim", "dim", "drop-dim", "dtype", "drop-entry"])
    if action == "dim" and entry.get("shape"):
        i = rng.randrange(len(entry["shape"]))
        entry["shape"][i] = rng.choice(
            [0, 1, entry["shape"][i] + 1, entry["shape"][i] - 1, -1,
             4.5, 2 ** 31, 2 ** 62, 2 ** 64])
    elif action == "drop-dim" and entry.get("shape"):
        entry["shape"].pop()
    elif action == "dtype":
        entry["dtype"] = rng.choice(["f32", "bf16", "f8E5M2", "f64",
                                     "i32", "weird"])
    else:
        for key in ("inputs", "outputs"):
            if entry in manifest.get(key, []):
                manifest[key].remove(entry)
    return f"manifest {action}"


class Mutator:
    def __init__(self, args, seeds, passes):
        self.args, self.seeds, self.passes = args, seeds, passes
        self.lock = threading.Lock()
        self.counts = {}
        self.problems = []
        self.deadline = (time.monotonic() + args.time_limit
                         if args.time_limit else None)
        self.done = 0

    def tool(self, name):
        return os.path.join(self.args.bin, name)

    def record(self, index, seed_name, hows, result):
        with self.lock:
            key = (result.stage, result.status)
            self.counts[key] = self.counts.get(key, 0) + 1
            if result.status in ("crash", "hang", "mismatch"):
                self.problems.append((index, seed_name, hows, result))
        return result

    def timeout(self, seconds):
        return seconds * self.args.timeout_scale

    def one(self, index):
        if self.deadline and time.monotonic() > self.deadline:
            return False
        rng = random.Random(f"{self.args.seed}:{index}")
        seed_name, seed_text = rng.choice(self.seeds)
        text, hows = mutate(seed_text, rng)
        folder = os.path.join(self.args.work, f"m{index}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, "mutant.mlir"), "w") as f:
            f.write(text)
        problem = False

        def step(stage, command, seconds):
            nonlocal problem
            result = run(stage, command, self.timeout(seconds), folder)
            # A program whose own cf.assert fails aborts: its semantics,
            # not a crash of mpopt-run (counted apart).
            if stage in ("run", "diff") and result.rc == -signal.SIGABRT \
                    and "cf.assert" in text and not any(
                        m in result.stderr for m in CRASH_MARKERS):
                result.status = "program assert"
            # mpopt-run --compare exits 1 on a mismatch.
            if stage == "diff" and result.rc == 1:
                result.status = "mismatch"
                result.stderr = result.stdout + result.stderr
            self.record(index, seed_name, hows, result)
            problem |= result.status in ("crash", "hang", "mismatch")
            return result

        opt_args = opt_arguments(rng, self.passes)
        opt = step("opt", [self.tool("mpopt-opt"), "mutant.mlir"] +
                   opt_args + ["-o", "opt.mlir"], 60)
        # What mpopt-opt accepted is compiled (its output); what it did not,
        # sometimes (mpopt-compile has its own checks).
        rate = 1.0 if opt.status == "ok" else 0.3
        if "func.func" in text and rng.random() < rate * \
                self.args.compile_rate:
            source = "opt.mlir" if opt.status == "ok" else "mutant.mlir"
            entries = re.findall(r"func\.func @([\w.$-]+)\(", text)
            entry = ([f"--entry={rng.choice(entries)}"]
                     if len(entries) > 1 else [])
            compiled = step("compile", [self.tool("mpopt-compile"), source,
                                        "--target=cpu", "-o", "prog.so"] +
                            entry, 120)
            if compiled.status == "ok":
                self.run_library(rng, folder, step, opt_args, opt, source,
                                 entry)
        with self.lock:
            self.done += 1
        if not problem and not self.args.keep:
            shutil.rmtree(folder, ignore_errors=True)
        return True

    def run_library(self, rng, folder, step, opt_args, opt, source, entry):
        try:
            with open(os.path.join(folder, "prog.json")) as f:
                manifest = json.load(f)
        except (OSError, ValueError):
            manifest = None
        if manifest is None or manifest_elements(manifest) > (1 << 20):
            with self.lock:
                key = ("run", "skipped (large)")
                self.counts[key] = self.counts.get(key, 0) + 1
            return
        dist = rng.choice(["special", "normal", "uniform"])
        command = [self.tool("mpopt-run"), "prog.so", "--dist", dist,
                   "--seed", str(rng.randrange(1000))]
        choice = rng.random()
        if choice < 0.15:
            command += rng.choice(RUN_OPTIONS)
        elif choice < 0.4:
            how = mutate_manifest(manifest, rng)
            if how:
                with open(os.path.join(folder, "bad.json"), "w") as f:
                    json.dump(manifest, f)
                command += ["--manifest", "bad.json"]
        step("run", command, 60)
        # Exact pipelines must not change a bit: compare the mutant's build
        # with the build of its exact-pipeline output.
        exact = (opt.status == "ok" and source == "opt.mlir" and
                 opt_args[0].startswith("--mpopt-pipeline=policy=exact"))
        if exact and rng.random() < self.args.diff_rate:
            before = step("compile", [self.tool("mpopt-compile"),
                                      "mutant.mlir", "--target=cpu", "-o",
                                      "before.so"] + entry, 120)
            if before.status != "ok":
                return
            step("diff", [self.tool("mpopt-run"), "before.so", "--compare",
                          "prog.so", "--dist", "special",
                          "--max-mismatches", "3"], 60)


def list_passes(bin_dir):
    try:
        help_text = subprocess.run(
            [os.path.join(bin_dir, "mpopt-opt"), "--help"],
            capture_output=True, text=True, timeout=60).stdout
    except (OSError, subprocess.TimeoutExpired):
        return []
    passes = sorted(set(re.findall(r"^\s+--(mpopt-[a-z0-9-]+)\s", help_text,
                                   re.MULTILINE)))
    return [p for p in passes if p not in PASS_BLOCKLIST and
            p != "mpopt-pipeline"]


def main():
    parser = argparse.ArgumentParser(
        description=__doc__.splitlines()[0],
        formatter_class=argparse.RawDescriptionHelpFormatter,
        epilog="\n".join(__doc__.splitlines()[2:]))
    parser.add_argument("--bin", required=True,
                        help="folder with mpopt-opt, -compile and -run")
    parser.add_argument("--count", type=int, default=200,
                        help="mutants to try (default 200)")
    parser.add_argument("--time-limit", type=float, default=0,
                        help="stop starting mutants after this many seconds")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--work", help="folder for mutants (default: a "
                        "temporary one, kept when there are crashes)")
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--timeout-scale", type=float, default=1.0,
                        help="multiply every timeout (sanitizer builds)")
    parser.add_argument("--compile-rate", type=float, default=1.0,
                        help="scales the share of mutants compiled and run: "
                        "all that mpopt-opt accepted, 30%% of the others (1)")
    parser.add_argument("--diff-rate", type=float, default=0.5,
                        help="share of exact-pipeline mutants compared "
                        "with their unoptimized build (0.5)")
    parser.add_argument("--memory-limit", type=int, default=4096,
                        help="MiB each tool may use (4096): past it, it "
                        "fails as out of memory, which is a crash")
    parser.add_argument("--keep", action="store_true",
                        help="keep every mutant, not only the crashes")
    parser.add_argument("seeds", nargs="*",
                        help="seed programs (default: tests, examples, "
                        "random programs)")
    args = parser.parse_args()
    if args.count < 0 or args.jobs < 1 or args.timeout_scale <= 0 or \
            args.time_limit < 0 or args.memory_limit < 64:
        parser.error("--count, --time-limit must be >= 0, --jobs >= 1, "
                     "--timeout-scale > 0, --memory-limit >= 64")
    args.bin = os.path.abspath(args.bin)
    for name in ("mpopt-opt", "mpopt-compile", "mpopt-run"):
        if not os.access(os.path.join(args.bin, name), os.X_OK):
            parser.error(f"no {name} in {args.bin}")
    Limits.memory_mb = args.memory_limit
    Limits.asan = {os.path.join(args.bin, name) for name in
                   ("mpopt-opt", "mpopt-compile", "mpopt-run")
                   if uses_asan(os.path.join(args.bin, name))}
    if not args.work:
        args.work = tempfile.mkdtemp(prefix="mpopt-mutate-")
    os.makedirs(args.work, exist_ok=True)
    seeds = load_seeds(args.seeds)
    passes = list_passes(args.bin)
    mutator = Mutator(args, seeds, passes)
    start = time.monotonic()
    with concurrent.futures.ThreadPoolExecutor(args.jobs) as pool:
        list(pool.map(mutator.one, range(args.count)))
    elapsed = time.monotonic() - start

    for index, seed_name, hows, result in sorted(
            mutator.problems, key=lambda p: p[0]):
        folder = os.path.join(args.work, f"m{index}")
        print(f"{result.status.upper()}: mutant {index} ({folder}) "
              f"{result.stage}: {shlex.join(result.command)}")
        if seed_name:
            print(f"  seed {seed_name}; " + "; ".join(hows))
        lines = [l for l in result.stderr.splitlines() if l.strip()]
        for line in lines[:12]:
            print("  | " + line[:200])
    crashes = sum(1 for p in mutator.problems if p[3].status == "crash")
    hangs = sum(1 for p in mutator.problems if p[3].status == "hang")
    mismatches = sum(1 for p in mutator.problems
                     if p[3].status == "mismatch")
    for stage in ("opt", "compile", "run", "diff"):
        parts = [f"{n} {status}" for (s, status), n in
                 sorted(mutator.counts.items()) if s == stage]
        if parts:
            print(f"mutate: {stage}: " + ", ".join(parts))
    print(f"mutate: {mutator.done} mutants of {len(seeds)} seeds "
          f"(seed {args.seed}, {elapsed:.0f} s): {crashes} crashes, "
          f"{hangs} hangs, {mismatches} mismatches")
    if crashes or hangs or mismatches:
        print(f"mutate: inputs kept under {args.work}")
        return 1
    if not args.keep and not os.listdir(args.work):
        os.rmdir(args.work)
    return 0


if __name__ == "__main__":
    sys.exit(main())
