"""Turns the layers in ../shared/corpus into programs mpopt can compile.

    python3 scripts/prepare_corpus.py --corpus ../shared/corpus --out DIR

The corpus files are benchmarks of another project: they time themselves
(`rtclock`, `record_timing`, `llvm.mlir.global` names, `vector.print`) and
carry a `main` that prints. This keeps their computation and drops the rest,
writing DIR/<name>.mlir for each file, and prints one line per file saying
whether it was kept and why not. The files themselves are never copied into
the project.

Files in older syntax (DLModel_Bert, torch-mlir 2023) are brought up to
MLIR 22: `tensor.expand_shape` gets its `output_shape`, `arith.maxf` is
`arith.maximumf` (the same NaN-propagating maximum), and elided weights
(`dense_resource<__elided__>`) become values: small float tensors (biases,
norm parameters, up to 4096 elements) a fixed pattern (a splat would fold
into the code and hide them), around 1 for a scale (the first arithmetic
on it where it is used multiplies or divides: a norm's gamma) and around 0
for what is added (biases, a norm's beta), as in trained layers: biases
around 1 would give q and k a common offset and every attention row the
same large logits; larger ones (weight matrices,
embedding tables) seeded pseudo-random values uniform in [-r, r], r =
1/sqrt(the last dimension), as layers are initialized, written as a hex
literal, and integers 0. Splat weights would make every feature of a
hidden state equal, each LayerNorm's output its beta, and the program's
rounding errors those of a degenerate model. The values the file does not
carry do not matter for raising and precision choices, and the program
still runs.
"""
import argparse
import array
import os
import random
import re
import sys

# Lines that only time or print.
DROP = [
    re.compile(r"func\.func private @(rtclock|printMemrefF32|record_timing)\b"),
    re.compile(r"^\s*llvm\.mlir\.global\b"),
    re.compile(r"\bcall @(rtclock|record_timing|printMemrefF32)\b"),
    re.compile(r"\bllvm\.mlir\.addressof\b"),
    re.compile(r"\bvector\.print\b"),
    re.compile(r"arith\.subf %t_end"),
    re.compile(r"^\s*//"),
]


def strip_function(lines, name):
    """Removes `func.func @name` and its body (brace counting)."""
    out, depth, skipping = [], 0, False
    for line in lines:
        if not skipping and re.search(rf"func\.func @{name}\(", line):
            skipping = True
            depth = 0
        if skipping:
            depth += line.count("{") - line.count("}")
            if depth <= 0 and "}" in line:
                skipping = False
            continue
        out.append(line)
    return out


EXPAND = re.compile(r"(tensor\.expand_shape %[\w.#]+ \[[\[\]\d, ]*\]) "
                    r": (tensor<[^>]*>) into tensor<([\dx]+)x(\w+)>")
ELIDED = re.compile(r"(%[\w.]+) = arith\.constant "
                    r"dense_resource<__elided__> : tensor<([^>]*)>")
# The first arithmetic op of the body of the first linalg op that reads a
# value: what the value is for.
FIRST_ARITH = re.compile(r"\barith\.(mulf|divf|addf|subf)\b")


def add_output_shape(match):
    dims = match.group(3).split("x")
    return (f"{match.group(1)} output_shape [{', '.join(dims)}] : "
            f"{match.group(2)} into tensor<{match.group(3)}x{match.group(4)}>")


def nested(shape, values):
    """MLIR's dense literal of `values` in row-major `shape`."""
    if len(shape) == 1:
        return "[" + ", ".join(values) + "]"
    step = len(values) // shape[0]
    return "[" + ", ".join(nested(shape[1:], values[i * step:(i + 1) * step])
                           for i in range(shape[0])) + "]"


def is_scale(text, name, start):
    """Whether the first op that reads `name` after `start` multiplies or
    divides by it."""
    use = re.compile(r"ins\([^)]*" + re.escape(name) + r"[\s,:)]")
    found = use.search(text, start)
    if not found:
        return False
    arith = FIRST_ARITH.search(text, found.end())
    return bool(arith) and arith.group(1) in ("mulf", "divf")


def weights(match, text):
    name = match.group(1)
    parts = match.group(2).split("x")
    element, shape = parts[-1], [int(d) for d in parts[:-1]]
    count = 1
    for dim in shape:
        count *= dim
    if not element.startswith(("f", "bf")):
        value = "0"
    elif 0 < count <= 4096 and shape:
        center = 1 if is_scale(text, name, match.end()) else 0
        value = nested(shape, ["%.6e" % (center + ((i * 37) % 17 - 8) / 64)
                               for i in range(count)])
    else:
        weights.count += 1
        value = '"0x' + weight_pattern(count, shape[-1], weights.count) + '"'
    return f"{name} = arith.constant dense<{value}> : tensor<{match.group(2)}>"


weights.count = 0


def weight_pattern(count, fan_in, seed):
    """`count` f32 values uniform in [-1/sqrt(fan_in), 1/sqrt(fan_in)], as
    the little-endian hex of a dense literal; each weight from a generator
    seeded of its own, so that no two are equal (equal q and k projections
    would make every score a square)."""
    bound = fan_in ** -0.5
    rng = random.Random(seed)
    values = array.array("f", (rng.uniform(-bound, bound)
                               for _ in range(count)))
    if sys.byteorder != "little":
        values.byteswap()
    return values.tobytes().hex().upper()


def upgrade(text):
    text = EXPAND.sub(add_output_shape, text)
    text = re.sub(r"\barith\.maxf\b", "arith.maximumf", text)
    return ELIDED.sub(lambda match: weights(match, text), text)


def prepare(text):
    lines = [l for l in text.splitlines()
             if not any(p.search(l) for p in DROP)]
    lines = strip_function(lines, "main")
    return upgrade("\n".join(lines) + "\n")


def entry_functions(text):
    return [m.group(1) for m in
            re.finditer(r"func\.func @(\w+)\((.*?)\)\s*(->\s*[^{]+)?\{",
                         text, re.S) if m.group(3)]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--corpus", required=True)
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    if not os.path.isdir(args.corpus):
        print(f"prepare_corpus: no corpus at {args.corpus}")
        return 0
    os.makedirs(args.out, exist_ok=True)
    for name in sorted(os.listdir(args.corpus)):
        if not name.endswith(".mlir"):
            continue
        with open(os.path.join(args.corpus, name)) as f:
            text = prepare(f.read())
        entries = entry_functions(text)
        if not entries:
            print(f"{name}: skipped: its kernel returns nothing to compare")
            continue
        with open(os.path.join(args.out, name), "w") as f:
            f.write(text)
        print(f"{name}: kept, entry @{entries[0]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
