"""Writes torchvision's ResNet-50 (batch and image size as asked) as the
linalg-on-tensors program torch-mlir exports for a ResNet, with every
weight a function argument: there is no torch-mlir here and none on the GPU
machine, so the program is generated in the op forms of
test/Models/resnet18-*.mlir (tensor.pad + linalg.conv_2d_nchw_fchw, the
inference batch norm as rsqrt(var + eps) and four broadcasting generics,
ReLU as cmpf ugt + select, max pooling over a -inf pad, the average pool
as a sum and a division, the classifier as a transposed weight, a matmul
and a broadcast bias). `--autocast` writes what torch.autocast(bf16)
exports instead: each convolution and the classifier read bf16 copies of
their input and weight and round their f32 sums to bf16; batch norm,
ReLU, pooling and the residual additions stay f32.

The arguments are the input, then the parameters in
`model.named_modules()` order (a convolution's weight; a batch norm's
weight, bias, running_mean and running_var; the classifier's weight and
bias), which is what bench/gpu/resnet50.py feeds mpopt-run.

    python3 bench/gpu/resnet50_mlir.py --batch 32 --size 224 [--autocast] -o r50.mlir
"""
import argparse

NEG_INF = "0xFF800000"


class Writer:
    def __init__(self, autocast):
        self.autocast = autocast
        self.lines = []
        self.args = []
        self.count = 0

    def value(self):
        self.count += 1
        return f"%v{self.count}"

    def arg(self, shape):
        name = f"%a{len(self.args)}"
        self.args.append((name, shape))
        return name

    def emit(self, text):
        self.lines.append("    " + text)

    def elementwise(self, inputs, shape, body, out_type="f32", maps=None):
        """A generic over `shape` reading `inputs` [(value, type, map)]."""
        result = self.value()
        empty = self.value()
        rank = len(shape)
        ident = identity(rank)
        in_maps = [m for _, _, m in inputs]
        parallel = ", ".join(['"parallel"'] * rank)
        self.emit(f"{empty} = tensor.empty() : {tensor(shape, out_type)}")
        ins = ", ".join(v for v, _, _ in inputs)
        types = ", ".join(t for _, t, _ in inputs)
        args = ", ".join(f"%in{i}: {element(t)}"
                         for i, (_, t, _) in enumerate(inputs))
        self.emit(
            f"{result} = linalg.generic {{indexing_maps = "
            f"[{', '.join(in_maps + [ident])}], iterator_types = "
            f"[{parallel}]}} ins({ins} : {types}) "
            f"outs({empty} : {tensor(shape, out_type)}) {{")
        self.emit(f"^bb0({args}, %out: {out_type}):")
        for line in body:
            self.emit("  " + line)
        self.emit(f"}} -> {tensor(shape, out_type)}")
        return result

    def convert(self, value, shape, source, target):
        op = "arith.truncf" if source == "f32" else "arith.extf"
        return self.elementwise(
            [(value, tensor(shape, source), identity(len(shape)))], shape,
            [f"%r = {op} %in0 : {source} to {target}",
             f"linalg.yield %r : {target}"], target)

    def conv(self, x, shape, out_channels, kernel, stride, padding):
        n, c, h, w = shape
        weight = self.arg([out_channels, c, kernel, kernel])
        storage = "f32"
        if self.autocast:
            weight = self.convert(weight, [out_channels, c, kernel, kernel],
                                  "f32", "bf16")
            x = self.convert(x, shape, "f32", "bf16")
            storage = "bf16"
        padded_shape = [n, c, h + 2 * padding, w + 2 * padding]
        if padding:
            padded = self.value()
            self.emit(
                f"{padded} = tensor.pad {x} low[0, 0, {padding}, {padding}] "
                f"high[0, 0, {padding}, {padding}] {{")
            self.emit("^bb0(%i0: index, %i1: index, %i2: index, %i3: index):")
            self.emit(f"  tensor.yield %zero_{storage} : {storage}")
            self.emit(f"}} : {tensor(shape, storage)} to "
                      f"{tensor(padded_shape, storage)}")
            x = padded
        oh = (h + 2 * padding - kernel) // stride + 1
        ow = (w + 2 * padding - kernel) // stride + 1
        out_shape = [n, out_channels, oh, ow]
        empty, fill, result = self.value(), self.value(), self.value()
        self.emit(f"{empty} = tensor.empty() : {tensor(out_shape)}")
        self.emit(f"{fill} = linalg.fill ins(%zero_f32 : f32) outs({empty} : "
                  f"{tensor(out_shape)}) -> {tensor(out_shape)}")
        self.emit(
            f"{result} = linalg.conv_2d_nchw_fchw {{dilations = dense<1> : "
            f"vector<2xi64>, strides = dense<{stride}> : vector<2xi64>}} "
            f"ins({x}, {weight} : {tensor(padded_shape, storage)}, "
            f"{tensor([out_channels, c, kernel, kernel], storage)}) "
            f"outs({fill} : {tensor(out_shape)}) -> {tensor(out_shape)}")
        if self.autocast:
            result = self.convert(result, out_shape, "f32", "bf16")
        return result, out_shape

    def batch_norm(self, x, shape):
        channels = shape[1]
        gamma, beta = self.arg([channels]), self.arg([channels])
        mean, var = self.arg([channels]), self.arg([channels])
        vector = tensor([channels])
        one = "affine_map<(d0) -> (d0)>"
        shifted = self.elementwise(
            [(var, vector, one)], [channels],
            ["%eps = arith.truncf %eps_f64 : f64 to f32",
             "%r = arith.addf %in0, %eps : f32", "linalg.yield %r : f32"])
        scale = self.elementwise(
            [(shifted, vector, one)], [channels],
            ["%r = math.rsqrt %in0 : f32", "linalg.yield %r : f32"])
        storage = "bf16" if self.autocast else "f32"
        ident = identity(4)
        broadcast = "affine_map<(d0, d1, d2, d3) -> (d1, 0, 0)>"
        value, value_type = x, tensor(shape, storage)
        for operand, op in ((mean, "subf"), (scale, "mulf"), (gamma, "mulf"),
                            (beta, "addf")):
            expanded = self.value()
            self.emit(f"{expanded} = tensor.expand_shape {operand} "
                      f"[[0, 1, 2]] output_shape [{channels}, 1, 1] : "
                      f"{vector} into {tensor([channels, 1, 1])}")
            widen = []
            first = "%in0"
            if value_type != tensor(shape):
                widen = ["%w = arith.extf %in0 : bf16 to f32"]
                first = "%w"
            value = self.elementwise(
                [(value, value_type, ident),
                 (expanded, tensor([channels, 1, 1]), broadcast)], shape,
                widen + [f"%r = arith.{op} {first}, %in1 : f32",
                         "linalg.yield %r : f32"])
            value_type = tensor(shape)
        return value

    def relu(self, x, shape):
        return self.elementwise(
            [(x, tensor(shape), identity(4))], shape,
            ["%c = arith.cmpf ugt, %in0, %zero_f32 : f32",
             "%r = arith.select %c, %in0, %zero_f32 : f32",
             "linalg.yield %r : f32"])

    def add(self, x, y, shape):
        return self.elementwise(
            [(x, tensor(shape), identity(4)), (y, tensor(shape), identity(4))],
            shape, ["%r = arith.addf %in0, %in1 : f32", "linalg.yield %r : f32"])

    def max_pool(self, x, shape):
        n, c, h, w = shape
        padded_shape = [n, c, h + 2, w + 2]
        out_shape = [n, c, (h + 2 - 3) // 2 + 1, (w + 2 - 3) // 2 + 1]
        padded, empty, fill = self.value(), self.value(), self.value()
        window, result = self.value(), self.value()
        self.emit(f"{padded} = tensor.pad {x} low[0, 0, 1, 1] high[0, 0, 1, 1] {{")
        self.emit("^bb0(%i0: index, %i1: index, %i2: index, %i3: index):")
        self.emit("  tensor.yield %ninf : f32")
        self.emit(f"}} : {tensor(shape)} to {tensor(padded_shape)}")
        self.emit(f"{empty} = tensor.empty() : {tensor(out_shape)}")
        self.emit(f"{fill} = linalg.fill ins(%ninf : f32) outs({empty} : "
                  f"{tensor(out_shape)}) -> {tensor(out_shape)}")
        self.emit(f"{window} = tensor.empty() : tensor<3x3xf32>")
        self.emit(
            f"{result} = linalg.pooling_nchw_max {{dilations = dense<1> : "
            f"vector<2xi64>, strides = dense<2> : vector<2xi64>}} ins({padded}, "
            f"{window} : {tensor(padded_shape)}, tensor<3x3xf32>) outs({fill} "
            f": {tensor(out_shape)}) -> {tensor(out_shape)}")
        return result, out_shape

    def bottleneck(self, x, shape, width, stride, downsample):
        out, s = self.conv(x, shape, width, 1, 1, 0)
        out = self.relu(self.batch_norm(out, s), s)
        out, s = self.conv(out, s, width, 3, stride, 1)
        out = self.relu(self.batch_norm(out, s), s)
        out, s = self.conv(out, s, width * 4, 1, 1, 0)
        out = self.batch_norm(out, s)
        identity_value = x
        if downsample:
            identity_value, ds = self.conv(x, shape, width * 4, 1, stride, 0)
            identity_value = self.batch_norm(identity_value, ds)
        return self.relu(self.add(out, identity_value, s), s), s

    def head(self, x, shape, classes):
        n, c, h, w = shape
        pooled_shape = [n, c, 1, 1]
        empty, fill, summed = self.value(), self.value(), self.value()
        self.emit(f"{empty} = tensor.empty() : {tensor(pooled_shape)}")
        self.emit(f"{fill} = linalg.fill ins(%zero_f32 : f32) outs({empty} : "
                  f"{tensor(pooled_shape)}) -> {tensor(pooled_shape)}")
        self.emit(
            f"{summed} = linalg.generic {{indexing_maps = [{identity(4)}, "
            f"affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>], iterator_types "
            f"= [\"parallel\", \"parallel\", \"reduction\", \"reduction\"]}} "
            f"ins({x} : {tensor(shape)}) outs({fill} : {tensor(pooled_shape)}) {{")
        self.emit("^bb0(%in0: f32, %out: f32):")
        self.emit("  %r = arith.addf %in0, %out : f32")
        self.emit("  linalg.yield %r : f32")
        self.emit(f"}} -> {tensor(pooled_shape)}")
        mean = self.elementwise(
            [(summed, tensor(pooled_shape), identity(4))], pooled_shape,
            [f"%r = arith.divf %in0, %area : f32", "linalg.yield %r : f32"])
        flat = self.value()
        self.emit(f"{flat} = tensor.collapse_shape {mean} [[0], [1, 2, 3]] : "
                  f"{tensor(pooled_shape)} into {tensor([n, c])}")
        weight, bias = self.arg([classes, c]), self.arg([classes])
        storage = "f32"
        if self.autocast:
            weight = self.convert(weight, [classes, c], "f32", "bf16")
            bias = self.convert(bias, [classes], "f32", "bf16")
            flat = self.convert(flat, [n, c], "f32", "bf16")
            storage = "bf16"
        transposed, empty_t = self.value(), self.value()
        self.emit(f"{empty_t} = tensor.empty() : {tensor([c, classes], storage)}")
        self.emit(f"{transposed} = linalg.transpose ins({weight} : "
                  f"{tensor([classes, c], storage)}) outs({empty_t} : "
                  f"{tensor([c, classes], storage)}) permutation = [1, 0]")
        if self.autocast:
            bias = self.convert(bias, [classes], "bf16", "f32")
            flat = self.convert(flat, [n, c], "bf16", "f32")
            transposed = self.convert(transposed, [c, classes], "bf16", "f32")
        empty_o, fill_o, product = self.value(), self.value(), self.value()
        self.emit(f"{empty_o} = tensor.empty() : {tensor([n, classes])}")
        self.emit(f"{fill_o} = linalg.fill ins(%zero_f32 : f32) outs({empty_o} "
                  f": {tensor([n, classes])}) -> {tensor([n, classes])}")
        self.emit(f"{product} = linalg.matmul ins({flat}, {transposed} : "
                  f"{tensor([n, c])}, {tensor([c, classes])}) outs({fill_o} : "
                  f"{tensor([n, classes])}) -> {tensor([n, classes])}")
        rows = self.elementwise(
            [(bias, tensor([classes]), "affine_map<(d0, d1) -> (d1)>")],
            [n, classes], ["linalg.yield %in0 : f32"])
        logits = self.elementwise(
            [(product, tensor([n, classes]), identity(2)),
             (rows, tensor([n, classes]), identity(2))], [n, classes],
            ["%r = arith.addf %in0, %in1 : f32", "linalg.yield %r : f32"])
        if self.autocast:
            logits = self.convert(logits, [n, classes], "f32", "bf16")
        return logits, [n, classes], storage, h * w


def tensor(shape, element_type="f32"):
    return f"tensor<{'x'.join(map(str, shape))}x{element_type}>"


def element(tensor_type):
    return tensor_type.rsplit("x", 1)[1].rstrip(">")


def identity(rank):
    dims = ", ".join(f"d{i}" for i in range(rank))
    return f"affine_map<({dims}) -> ({dims})>"


def generate(batch, size, autocast, classes=1000):
    writer = Writer(autocast)
    x = writer.arg([batch, 3, size, size])
    out, shape = writer.conv(x, [batch, 3, size, size], 64, 7, 2, 3)
    out = writer.relu(writer.batch_norm(out, shape), shape)
    out, shape = writer.max_pool(out, shape)
    for width, blocks, stride in ((64, 3, 1), (128, 4, 2), (256, 6, 2),
                                  (512, 3, 2)):
        for block in range(blocks):
            out, shape = writer.bottleneck(out, shape, width,
                                           stride if block == 0 else 1,
                                           block == 0)
    logits, logits_shape, storage, area = writer.head(out, shape, classes)
    result_type = tensor(logits_shape, storage)
    signature = ", ".join(f"{name}: {tensor(s)}" for name, s in writer.args)
    header = [
        "module {",
        f"  func.func @forward({signature}) -> {result_type} {{",
        "    %zero_f32 = arith.constant 0.000000e+00 : f32",
        "    %zero_bf16 = arith.constant 0.000000e+00 : bf16",
        f"    %ninf = arith.constant {NEG_INF} : f32",
        "    %eps_f64 = arith.constant 1.000000e-05 : f64",
        f"    %area = arith.constant {float(area):e} : f32",
    ]
    footer = [f"    return {logits} : {result_type}", "  }", "}"]
    return "\n".join(header + writer.lines + footer) + "\n", writer.args


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--batch", type=int, default=32)
    parser.add_argument("--size", type=int, default=224)
    parser.add_argument("--autocast", action="store_true")
    parser.add_argument("-o", "--output", required=True)
    args = parser.parse_args()
    text, arguments = generate(args.batch, args.size, args.autocast)
    with open(args.output, "w") as f:
        f.write(text)
    print(f"{args.output}: {len(arguments)} arguments")


if __name__ == "__main__":
    main()
