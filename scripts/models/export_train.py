"""Exports training steps (forward, backward and the optimizer's update in
one function) to linalg-on-tensors MLIR, with PyTorch's results of the
same step on the same inputs:

    <venv>/bin/python scripts/models/export_train.py --out test/Models

(<venv> as scripts/models/export.py says; torch 2.15 and torch-mlir
20261001 from PyPI). The route torch-mlir lowers: the step traced by
make_fx(functionalize(step)) with torch's core ATen decompositions (so that
the backward of LayerNorm and GELU are primitive ops, not
native_layer_norm_backward, whose output mask torch-mlir leaves
unlowered), the gradients by torch.func.vjp with the loss's seed gradient
an input (grad_and_value's rank-0 literal 1.0 is a torch.vtensor.literal
torch-mlir cannot lower), then torch_mlir.fx.stateless_fx_import. The
step takes the parameters, the batch, the targets and the seed, and
returns the loss and the updated parameters.

  mlpsgd-f32       an MLP block (Linear 32 -> 64, GELU, LayerNorm, Linear
                   64 -> 16) on a batch of 8, MSE loss, SGD (lr 0.01)
  mlpsgd-autocast  the same with the forward under
                   torch.autocast("cpu", bfloat16), as AMP trains

Beside them: mlpsgd.in<i>.npy, the inputs in argument order (seeded), and
mlpsgd-<variant>/out<i>.npy, PyTorch's results of the step on them.
"""
import argparse
import os

import numpy as np
import torch
import torch.nn as nn
from torch.func import functional_call
from torch.fx.experimental.proxy_tensor import make_fx
from torch_mlir import fx

SEED = 0
LR = 0.01


class MLPBlock(nn.Module):
    def __init__(self):
        super().__init__()
        self.up = nn.Linear(32, 64)
        self.norm = nn.LayerNorm(64)
        self.down = nn.Linear(64, 16)

    def forward(self, x):
        return self.down(self.norm(nn.functional.gelu(self.up(x))))


def make_step(model, autocast):
    names = [name for name, _ in model.named_parameters()]

    def loss_fn(params, x, y):
        with torch.autocast("cpu", dtype=torch.bfloat16, enabled=autocast):
            out = functional_call(model, dict(zip(names, params)), (x,))
        return nn.functional.mse_loss(out.float(), y)

    def step(*args):
        params, (x, y, seed) = args[:-3], args[-3:]
        loss, pull = torch.func.vjp(lambda *p: loss_fn(p, x, y), *params)
        grads = pull(seed)
        return (loss, *[p - LR * g for p, g in zip(params, grads)])

    return step


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True)
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    torch.manual_seed(SEED)
    model = MLPBlock()
    params = [p.detach().clone() for p in model.parameters()]
    inputs = params + [torch.randn(8, 32), torch.randn(8, 16), torch.ones(())]
    for i, tensor in enumerate(inputs):
        np.save(os.path.join(args.out, f"mlpsgd.in{i}.npy"), tensor.numpy())
    for variant, autocast in (("f32", False), ("autocast", True)):
        step = make_step(model, autocast)
        graph = make_fx(
            torch.func.functionalize(step), tracing_mode="real",
            decomposition_table=torch._decomp.core_aten_decompositions())(
                *inputs)
        text = str(fx.stateless_fx_import(
            graph, output_type="linalg-on-tensors", model_name="forward"))
        stem = f"mlpsgd-{variant}"
        with open(os.path.join(args.out, stem + ".mlir"), "w") as f:
            f.write(text)
        results = os.path.join(args.out, stem)
        os.makedirs(results, exist_ok=True)
        with torch.no_grad():
            outputs = step(*inputs)
        for i, tensor in enumerate(outputs):
            np.save(os.path.join(results, f"out{i}.npy"), tensor.numpy())
        print(f"{stem}: {len(text)} bytes, {len(outputs)} results", flush=True)


if __name__ == "__main__":
    main()
