"""Writes mpopt-fuzz's seed corpus: the IR of the tests and the examples.

    python3 tools/mpopt-fuzz/make-seeds.py --out DIR [--models] [--src ROOT]

Each test/**/*.mlir, test/**/*.test (the FP8 programs of test/fuzz/seeds/
included) and examples/*/input.mlir is cut at
`// -----` (split-input-file) and `//--- NAME` (split-file) lines; each
piece without its comment lines (RUN, CHECK, prose) is one seed, named
by its content's hash, so that the same piece is one file. --models adds
test/Models/*.mlir (about 1 MB each). test/fuzz/crashes/ is left out. DIR
is emptied first.
"""
import argparse
import glob
import hashlib
import os
import shutil
import sys


def pieces(text):
    current = []
    for line in text.splitlines():
        if line.startswith("// -----") or line.startswith("//--- "):
            yield current
            current = []
        elif not line.lstrip().startswith("//"):
            current.append(line)
    yield current


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", required=True)
    parser.add_argument("--models", action="store_true",
                        help="also the model corpus, test/Models/*.mlir")
    parser.add_argument("--src", default=os.path.dirname(
        os.path.dirname(here)), help="the checkout (default: this one)")
    args = parser.parse_args()

    files = sorted(glob.glob(os.path.join(args.src, "test", "**", "*.mlir"),
                             recursive=True) +
                   glob.glob(os.path.join(args.src, "test", "**", "*.test"),
                             recursive=True) +
                   glob.glob(os.path.join(args.src, "examples", "*",
                                          "input.mlir")))
    models = os.path.join(args.src, "test", "Models") + os.sep
    # Crash inputs not fixed yet (test/fuzz/crashes/README.md) are no seeds.
    crashes = os.path.join(args.src, "test", "fuzz", "crashes") + os.sep
    files = [f for f in files if not f.startswith(crashes) and
             (args.models or not f.startswith(models))]

    shutil.rmtree(args.out, ignore_errors=True)
    os.makedirs(args.out)
    seeds = set()
    for path in files:
        with open(path, errors="replace") as f:
            text = f.read()
        for piece in pieces(text):
            body = "\n".join(piece).strip()
            # Pieces without an op (a JSON file, a list of flags) parse as
            # nothing: leave them out.
            if not body or ("func.func" not in body and
                            "module" not in body and "=" not in body):
                continue
            data = (body + "\n").encode()
            name = hashlib.sha1(data).hexdigest()[:16]
            if name in seeds:
                continue
            seeds.add(name)
            with open(os.path.join(args.out, name), "wb") as f:
                f.write(data)
    print(f"make-seeds: {len(seeds)} seeds from {len(files)} files in "
          f"{args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
