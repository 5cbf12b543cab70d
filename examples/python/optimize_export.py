"""A torch-mlir export through mpopt from Python, in the process: choose
precisions under an error budget, compile for the CPU, run, and compare
with the export as it is.

    PYTHONPATH=python python3 examples/python/optimize_export.py
        # exports a small MLP with torch-mlir (a venv with torch, torch-mlir)
    PYTHONPATH=python python3 examples/python/optimize_export.py \\
        --mlir examples/python/mlp.mlir   # the same block, no torch needed
"""

import argparse
import array
import os
import random
import tempfile

import mpopt


def export_mlp():
    """str(module) of torch-mlir's linalg-on-tensors export of an MLP."""
    import torch
    from torch_mlir import fx

    class MLP(torch.nn.Module):
        def __init__(self):
            super().__init__()
            self.up = torch.nn.Linear(256, 1024)
            self.down = torch.nn.Linear(1024, 256)

        def forward(self, x):
            return self.down(torch.nn.functional.gelu(self.up(x)))

    torch.manual_seed(0)
    module = fx.export_and_import(MLP().eval(), torch.randn(512, 256),
                                  output_type="linalg-on-tensors")
    return str(module)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--mlir", help="a torch-mlir export (linalg on "
                        "tensors) instead of exporting one")
    parser.add_argument("--budget", default="1e-2")
    args = parser.parse_args()
    if args.mlir:
        with open(args.mlir) as f:
            text = f.read()
    else:
        text = export_mlp()

    optimized = mpopt.optimize(
        text, "mpopt-pipeline{policy=budget error-budget=%s}" % args.budget)
    function = optimized.report["functions"][0]
    print("predicted time %s -> %s us, error %s -> %s (budget %s)" % (
        function["predicted_time_us"]["before"],
        function["predicted_time_us"]["after"],
        function["predicted_error"]["before"],
        function["predicted_error"]["after"], args.budget))

    with tempfile.TemporaryDirectory() as work:
        before = mpopt.compile(text, os.path.join(work, "before.so"))
        mpopt.compile(optimized.mlir, os.path.join(work, "after.so"))
        random.seed(0)
        inputs = []
        for spec in before["inputs"]:
            count = 1
            for size in spec["shape"]:
                count *= size
            inputs.append(array.array(
                "f", [random.gauss(0, 1) for _ in range(count)]))
        reference = mpopt.run(os.path.join(work, "before.so"), inputs)
        result = mpopt.run(os.path.join(work, "after.so"), inputs)
    for index, (want, got) in enumerate(zip(reference, result)):
        want, got = want.tolist(), got.tolist()
        scale = max(abs(v) for v in want) or 1.0
        error = max(abs(a - b) for a, b in zip(want, got)) / scale
        print("output %d: max-norm relative difference %.2e" % (index, error))


if __name__ == "__main__":
    main()
