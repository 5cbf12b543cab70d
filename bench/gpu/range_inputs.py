"""Inputs of a program's GPU build drawn as scripts/measure_error.py draws
them (each float argument uniform in [-r, r], r its `mpopt.range`, else
--input-range), but with numpy: the FFN of bench/gpu/build-ffn-fp8.sh has
170M weights, which Python's own generator takes minutes over.

    python3 bench/gpu/range_inputs.py PROGRAM.mlir LIB.json OUT --seed 1

writes OUT/in<i>.npy (f32, the manifest's shapes) and prints the
mpopt-run flags that pass them (`--input OUT/in0.npy ...`); calibration
(scripts/calibrate.py --inputs) and measurement take different seeds.
"""
import argparse
import json
import os
import sys

import numpy as np

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                "..", "..", "scripts"))
from measure_error import argument_ranges  # noqa: E402


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("program")
    parser.add_argument("manifest")
    parser.add_argument("out")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--input-range", type=float, default=1.0)
    args = parser.parse_args()
    manifest = json.load(open(args.manifest))
    ranges = argument_ranges(open(args.program).read(), manifest["function"])
    if len(ranges) != len(manifest["inputs"]):
        sys.exit(f"range_inputs.py: {args.program} has {len(ranges)} "
                 f"arguments, {args.manifest} {len(manifest['inputs'])}")
    os.makedirs(args.out, exist_ok=True)
    rng = np.random.default_rng(args.seed)
    flags = []
    for index, (spec, bound) in enumerate(zip(manifest["inputs"], ranges)):
        if spec["dtype"] != "f32" or any(dim < 0 for dim in spec["shape"]):
            sys.exit(f"range_inputs.py: argument {index} is "
                     f"{spec['dtype']} {spec['shape']}: only static f32")
        bound = args.input_range if bound is None else bound
        values = rng.uniform(-bound, bound, spec["shape"]).astype(np.float32)
        path = os.path.abspath(os.path.join(args.out, f"in{index}.npy"))
        np.save(path, values)
        flags += ["--input", path]
    print(" ".join(flags))


if __name__ == "__main__":
    main()
