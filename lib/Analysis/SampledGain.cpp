//===- SampledGain.cpp - the error gain of a one-input map, by sampling --===//

#include "SampledGain.h"

#include "mpopt/Dialect/MPOpt/IR/MPOptOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>
#include <memory>

using namespace mlir;
using namespace mlir::mpopt;

namespace {

/// A structured op's body as a function of one block argument, compiled
/// once and then evaluated in double precision at many points.
class UnaryBody {
public:
  /// Fails when the body reads another argument or uses an op this does
  /// not know.
  /// With `inner`, block argument `innerArgument` is inner(x).
  static std::optional<UnaryBody> compile(Block &body, unsigned input,
                                          std::optional<UnaryBody> inner = {},
                                          unsigned innerArgument = 0);
  double evaluate(double x);

private:
  enum class Kind { Add, Sub, Mul, Div, Neg, Max, Min, Copy, Abs, Erf, Tanh,
                    Exp, Sqrt, Rsqrt, Fma };
  struct Instruction {
    Kind kind;
    unsigned result;
    SmallVector<unsigned, 3> operands;
  };
  /// Slot 0 holds x; constants and results follow.
  SmallVector<double> slots;
  SmallVector<Instruction> code;
  unsigned output = 0;
  /// The map of x another op computes, and the slot its value goes to.
  std::shared_ptr<UnaryBody> inner;
  unsigned innerSlot = 0;
};

std::optional<UnaryBody> UnaryBody::compile(Block &body, unsigned input,
                                            std::optional<UnaryBody> inner,
                                            unsigned innerArgument) {
  UnaryBody program;
  llvm::DenseMap<Value, unsigned> slotOf;
  program.slots.push_back(0);
  slotOf[body.getArgument(input)] = 0;
  if (inner) {
    program.inner = std::make_shared<UnaryBody>(std::move(*inner));
    program.slots.push_back(0);
    program.innerSlot = program.slots.size() - 1;
    slotOf[body.getArgument(innerArgument)] = program.innerSlot;
  }
  auto slot = [&](Value value) -> std::optional<unsigned> {
    if (auto it = slotOf.find(value); it != slotOf.end())
      return it->second;
    auto constant = value.getDefiningOp<arith::ConstantOp>();
    auto floatAttr =
        constant ? dyn_cast<FloatAttr>(constant.getValue()) : FloatAttr();
    if (!floatAttr)
      return std::nullopt;
    program.slots.push_back(floatAttr.getValueAsDouble());
    return slotOf[value] = program.slots.size() - 1;
  };
  for (Operation &op : body) {
    SmallVector<unsigned, 3> operands;
    for (Value operand : op.getOperands()) {
      std::optional<unsigned> index = slot(operand);
      if (!index)
        return std::nullopt;
      operands.push_back(*index);
    }
    if (op.hasTrait<OpTrait::IsTerminator>()) {
      if (operands.size() != 1)
        return std::nullopt;
      program.output = operands[0];
      return program;
    }
    if (isa<arith::ConstantOp>(op))
      continue;
    std::optional<Kind> kind =
        llvm::TypeSwitch<Operation *, std::optional<Kind>>(&op)
            .Case([](arith::AddFOp) { return Kind::Add; })
            .Case([](arith::SubFOp) { return Kind::Sub; })
            .Case([](arith::MulFOp) { return Kind::Mul; })
            .Case([](arith::DivFOp) { return Kind::Div; })
            .Case([](arith::NegFOp) { return Kind::Neg; })
            .Case<arith::MaximumFOp, arith::MaxNumFOp>(
                [](Operation *) { return Kind::Max; })
            .Case<arith::MinimumFOp, arith::MinNumFOp>(
                [](Operation *) { return Kind::Min; })
            .Case<arith::ExtFOp, arith::TruncFOp, CastOp>(
                [](Operation *) { return Kind::Copy; })
            .Case([](math::AbsFOp) { return Kind::Abs; })
            .Case([](math::ErfOp) { return Kind::Erf; })
            .Case([](math::TanhOp) { return Kind::Tanh; })
            .Case([](math::ExpOp) { return Kind::Exp; })
            .Case([](math::SqrtOp) { return Kind::Sqrt; })
            .Case([](math::RsqrtOp) { return Kind::Rsqrt; })
            .Case([](math::FmaOp) { return Kind::Fma; })
            .Default([](Operation *) { return std::nullopt; });
    if (!kind || op.getNumResults() != 1)
      return std::nullopt;
    program.slots.push_back(0);
    unsigned result = program.slots.size() - 1;
    slotOf[op.getResult(0)] = result;
    program.code.push_back({*kind, result, operands});
  }
  return std::nullopt;
}

double UnaryBody::evaluate(double x) {
  slots[0] = x;
  if (inner)
    slots[innerSlot] = inner->evaluate(x);
  for (const Instruction &instruction : code) {
    auto in = [&](unsigned index) {
      return slots[instruction.operands[index]];
    };
    double &out = slots[instruction.result];
    switch (instruction.kind) {
    case Kind::Add: out = in(0) + in(1); break;
    case Kind::Sub: out = in(0) - in(1); break;
    case Kind::Mul: out = in(0) * in(1); break;
    case Kind::Div: out = in(0) / in(1); break;
    case Kind::Neg: out = -in(0); break;
    case Kind::Max: out = std::max(in(0), in(1)); break;
    case Kind::Min: out = std::min(in(0), in(1)); break;
    case Kind::Copy: out = in(0); break;
    case Kind::Abs: out = std::fabs(in(0)); break;
    case Kind::Erf: out = std::erf(in(0)); break;
    case Kind::Tanh: out = std::tanh(in(0)); break;
    case Kind::Exp: out = std::exp(in(0)); break;
    case Kind::Sqrt: out = std::sqrt(in(0)); break;
    case Kind::Rsqrt: out = 1 / std::sqrt(in(0)); break;
    case Kind::Fma: out = in(0) * in(1) + in(2); break;
    }
  }
  return slots[output];
}

} // namespace

std::optional<SampledMap> mpopt::sampleUnaryGain(Block &body, unsigned input,
                                                 double typical, int sign,
                                                 Block *inner,
                                                 unsigned innerArgument) {
  constexpr int kSamples = 1024;
  std::optional<UnaryBody> innerFunction;
  if (inner) {
    innerFunction = UnaryBody::compile(*inner, 0);
    if (!innerFunction)
      return std::nullopt;
  }
  std::optional<UnaryBody> function =
      UnaryBody::compile(body, input, std::move(innerFunction), innerArgument);
  if (!function)
    return std::nullopt;
  double range = std::max(typical, 1e-6);
  double low = sign > 0 ? 0 : -range;
  double step = ((sign < 0 ? 0 : range) - low) / kSamples;
  double largest = 0;
  double steepest = 0;
  double previous = 0;
  for (int index = 0; index <= kSamples; ++index) {
    double value = function->evaluate(low + index * step);
    if (!std::isfinite(value))
      return std::nullopt;
    largest = std::max(largest, std::fabs(value));
    if (index > 0)
      steepest = std::max(steepest, std::fabs(value - previous) / step);
    previous = value;
  }
  double atZero = function->evaluate(0);
  if (largest == 0 || !std::isfinite(atZero))
    return std::nullopt;
  return SampledMap{steepest * range / largest, largest, steepest,
                    std::fabs(atZero)};
}
