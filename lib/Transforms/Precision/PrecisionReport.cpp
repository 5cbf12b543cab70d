//===- PrecisionReport.cpp - JSON and Graphviz views of the assignment ----===//

#include "PrecisionReport.h"

#include "mpopt/Analysis/ErrorModel.h"
#include "mpopt/Transforms/Precision/Passes.h"

#include "mlir/IR/Location.h"
#include "mlir/IR/Remarks.h"
#include "mlir/IR/TypeUtilities.h"
#include "llvm/ADT/DenseMap.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/ManagedStatic.h"
#include "llvm/Support/Path.h"

using namespace mlir;
using namespace mlir::mpopt;

namespace {

std::string formatLocation(Location loc) {
  if (auto fileLoc = dyn_cast<FileLineColLoc>(loc))
    return (fileLoc.getFilename().getValue() + ":" + Twine(fileLoc.getLine()) +
            ":" + Twine(fileLoc.getColumn()))
        .str();
  std::string text;
  llvm::raw_string_ostream(text) << loc;
  return text;
}

/// Times in microseconds and errors keep three significant digits: enough
/// to compare, and stable across platforms' last-digit differences. The
/// JSON report, its Graphviz view and the remarks' messages all print them
/// so, and agree.
std::string formatReportNumber(double value) {
  std::string text;
  llvm::raw_string_ostream(text) << llvm::format("%.3g", value);
  return text;
}

void writeNumber(llvm::json::OStream &json, StringRef key, double value) {
  json.attributeBegin(key);
  json.rawValue(std::isfinite(value) ? formatReportNumber(value) : "null");
  json.attributeEnd();
}

/// A budget bounds the choices only under policy=budget; other policies
/// make exact choices and have none.
bool hasBudget(const FunctionReport &function) {
  return function.policy == "budget";
}

struct ReportCLOptions {
  llvm::cl::opt<ReportPath> json{
      "mpopt-report",
      llvm::cl::desc("write the JSON report of mpopt-assign-precision to this "
                     "file (its report= option overrides)"),
      llvm::cl::init("")};
  llvm::cl::opt<ReportPath> dot{
      "mpopt-report-dot",
      llvm::cl::desc("write its Graphviz view to this file (report-dot= "
                     "overrides)"),
      llvm::cl::init("")};
};

llvm::ManagedStatic<ReportCLOptions> reportCLOptions;
llvm::ManagedStatic<std::pair<std::string, std::string>> defaultReportPaths;

} // namespace

void mpopt::registerPrecisionReportCLOptions() { *reportCLOptions; }

std::pair<std::string, std::string> mpopt::getPrecisionReportCLPaths() {
  std::pair<std::string, std::string> paths = *defaultReportPaths;
  if (reportCLOptions.isConstructed()) {
    if (!reportCLOptions->json.empty())
      paths.first = reportCLOptions->json;
    if (!reportCLOptions->dot.empty())
      paths.second = reportCLOptions->dot;
  }
  return paths;
}

bool mpopt::hasPrecisionReportCLPaths() {
  return reportCLOptions.isConstructed() &&
         (!reportCLOptions->json.empty() || !reportCLOptions->dot.empty());
}

std::optional<std::string> mpopt::checkReportPath(StringRef path) {
  namespace fs = llvm::sys::fs;
  // "-" is standard output, as llvm::ToolOutputFile takes it.
  if (path == "-")
    return std::nullopt;
  std::string quoted = "cannot write report '" + path.str() + "': ";
  if (fs::is_directory(path))
    return quoted + "it is a folder";
  SmallString<128> folder(path);
  llvm::sys::path::remove_filename(folder);
  if (folder.empty())
    folder = ".";
  if (!fs::is_directory(folder))
    return quoted + "no folder '" + folder.str().str() + "'";
  StringRef written = fs::exists(path) ? path : StringRef(folder);
  if (fs::access(written, fs::AccessMode::Write))
    return quoted + "'" + written.str() + "' is not writable";
  return std::nullopt;
}

void mpopt::setDefaultPrecisionReportPaths(StringRef json, StringRef dot) {
  *defaultReportPaths = {json.str(), dot.str()};
}

void mpopt::writeJSONReport(llvm::raw_ostream &os,
                            ArrayRef<FunctionReport> functions) {
  llvm::json::OStream json(os, 2);
  json.object([&] {
    json.attributeArray("functions", [&] {
      for (const FunctionReport &function : functions)
        json.object([&] {
          json.attribute("name", function.name);
          json.attribute("target", function.target);
          json.attribute("policy", function.policy);
          if (hasBudget(function))
            writeNumber(json, "error_budget", function.errorBudget);
          json.attribute("calibrated_values", function.calibrated);
          if (function.errorScale != 1)
            writeNumber(json, "error_scale", function.errorScale);
          json.attributeObject("predicted_error", [&] {
            writeNumber(json, "before", function.errorBefore);
            writeNumber(json, "after", function.errorAfter);
          });
          json.attributeObject("predicted_time_us", [&] {
            writeNumber(json, "before", function.microsBefore);
            writeNumber(json, "after", function.microsAfter);
          });
          json.attributeObject("kernels", [&] {
            json.attribute("before", function.kernelsBefore);
            json.attribute("after", function.kernelsAfter);
          });
          if (!function.updates.empty())
            json.attributeArray("updates", [&] {
              for (auto [result, argument] : function.updates)
                json.object([&] {
                  json.attribute("result", result);
                  json.attribute("argument", argument);
                });
            });
          if (!function.candidates.empty()) {
            json.attribute("choice", function.choice);
            json.attributeArray("candidates", [&] {
              for (const CandidateReport &candidate : function.candidates)
                json.object([&] {
                  json.attribute("name", candidate.name);
                  json.attribute("description", candidate.description);
                  writeNumber(json, "predicted_time_us", candidate.micros);
                  writeNumber(json, "predicted_error", candidate.error);
                  json.attribute("within_budget", candidate.fits);
                  json.attribute("chosen", candidate.chosen);
                });
            });
          }
          json.attributeArray("ops", [&] {
            for (const OpReport &op : function.ops)
              json.object([&] {
                json.attribute("loc", formatLocation(op.op->getLoc()));
                json.attribute("op", op.op->getName().getStringRef());
                json.attribute("class", op.sensitivity);
                json.attribute("storage", op.storage);
                json.attribute("compute", op.compute);
                json.attribute("kernel", op.kernel);
                writeNumber(json, "time_us_before", op.microsBefore);
                writeNumber(json, "time_us_after", op.microsAfter);
                writeNumber(json, "speedup",
                            op.microsAfter > 0
                                ? op.microsBefore / op.microsAfter
                                : 1.0);
                writeNumber(json, "error", op.error);
                writeNumber(json, "share", op.share);
                writeNumber(json, "magnitude", op.magnitude);
                json.attribute("reason", op.reason);
              });
          });
          json.attributeArray("standalone_casts", [&] {
            for (const StandaloneKernels &cast : function.casts)
              json.object([&] {
                json.attribute("value", cast.value);
                json.attribute("type", cast.type);
                writeNumber(json, "time_us", cast.micros);
                json.attribute("kernels", cast.kernels);
              });
          });
          json.attributeArray("prepared_conversions", [&] {
            for (const PreparedConversion &prepared : function.prepared)
              json.object([&] {
                json.attribute("value", prepared.value);
                json.attribute("type", prepared.type);
                json.attribute("once", prepared.when);
              });
          });
          json.attributeArray("scale_arguments", [&] {
            for (const ScaleReport &scale : function.scales)
              json.object([&] {
                json.attribute("argument", scale.argument);
                json.attribute("scales", scale.scales);
              });
          });
        });
    });
  });
  os << "\n";
}

void mpopt::emitPrecisionRemarks(FunctionOpInterface function,
                                 const FunctionReport &report) {
  if (!function->getContext()->getRemarkEngine())
    return;
  // Names the remark engine keeps, possibly past the pass (policy final):
  // literals, and the function's name, which the context owns.
  auto opts = [&](StringRef name) {
    return remark::RemarkOpts::name(name)
        .category("mpopt-assign-precision")
        .function(function.getName());
  };
  std::string within = hasBudget(report)
                           ? " within " + formatReportNumber(report.errorBudget)
                           : "";
  remark::analysis(function.getLoc(), opts("PrecisionAssignment"))
      << remark::add("@{0} on {1}: {2} -> {3} us, error {4} -> {5}{6}",
                     report.name, report.target,
                     formatReportNumber(report.microsBefore),
                     formatReportNumber(report.microsAfter),
                     formatReportNumber(report.errorBefore),
                     formatReportNumber(report.errorAfter), within)
      << remark::metric("TimeBeforeUs", report.microsBefore)
      << remark::metric("TimeAfterUs", report.microsAfter)
      << remark::metric("ErrorBefore", report.errorBefore)
      << remark::metric("ErrorAfter", report.errorAfter)
      << remark::metric("KernelsBefore", report.kernelsBefore)
      << remark::metric("KernelsAfter", report.kernelsAfter);
  for (const CandidateReport &candidate : report.candidates)
    remark::analysis(function.getLoc(), opts("ProgramCandidate"))
        << remark::add("{0}: {1} us, error {2}{3}", candidate.name,
                       formatReportNumber(candidate.micros),
                       formatReportNumber(candidate.error),
                       candidate.chosen ? ", chosen"
                       : candidate.fits ? ""
                                        : ", over budget")
        << remark::metric("Candidate", candidate.name)
        << remark::metric("TimeUs", candidate.micros)
        << remark::metric("Error", candidate.error)
        << remark::reason("{0}", candidate.chosen ? report.choice
                                                  : candidate.description);
  for (const OpReport &op : report.ops)
    remark::analysis(op.op->getLoc(), opts("OpPrecision"))
        << remark::add("{0}: storage {1}, compute {2}, {3} -> {4} us",
                       op.op->getName().getStringRef(), op.storage, op.compute,
                       formatReportNumber(op.microsBefore),
                       formatReportNumber(op.microsAfter))
        << remark::metric("Storage", op.storage)
        << remark::metric("Compute", op.compute)
        << remark::metric("TimeBeforeUs", op.microsBefore)
        << remark::metric("TimeAfterUs", op.microsAfter)
        << remark::metric("Error", op.error)
        << remark::reason("{0}", op.reason);
}

/// `text` for a Graphviz label in double quotes.
static std::string escapeQuotes(StringRef text) {
  std::string escaped;
  for (char c : text)
    escaped += c == '"' ? std::string("\\\"") : std::string(1, c);
  return escaped;
}

void mpopt::writeDotReport(llvm::raw_ostream &os,
                           ArrayRef<FunctionReport> functions) {
  auto color = [](StringRef type) -> StringRef {
    if (type == "f32")
      return "#9ecae1";
    if (type == "bf16")
      return "#a1d99b";
    if (type == "f16")
      return "#fdd49e";
    if (type.starts_with("f8"))
      return "#fc9272";
    return "#eeeeee";
  };
  os << "digraph precision {\n  node [shape=box, style=filled, "
        "fontname=\"monospace\"];\n";
  // What the colors and labels say.
  os << "  subgraph cluster_legend {\n    label=\"storage of each op's "
        "result (node: op, storage / compute, predicted time before -> "
        "after, location; edge: the type its reader gets)\";\n";
  for (StringRef type : {"f32", "bf16", "f16", "f8E4M3FN", "other"})
    os << "    legend_" << (type.starts_with("f8") ? "f8" : type)
       << " [label=\"" << (type == "f8E4M3FN" ? "f8 (E4M3FN, E5M2)" : type)
       << "\", fillcolor=\"" << color(type) << "\"];\n";
  os << "  }\n";
  for (auto [index, function] : llvm::enumerate(functions)) {
    os << "  subgraph cluster_" << index << " {\n    label=\"@" << function.name
       << ": " << formatReportNumber(function.microsBefore) << " -> "
       << formatReportNumber(function.microsAfter) << " us, error "
       << formatReportNumber(function.errorAfter) << "\";\n";
    llvm::DenseMap<Operation *, std::string> names;
    for (auto [opIndex, op] : llvm::enumerate(function.ops)) {
      std::string name =
          "f" + std::to_string(index) + "_" + std::to_string(opIndex);
      names[op.op] = name;
      std::string location;
      llvm::raw_string_ostream locationStream(location);
      if (auto fileLoc = dyn_cast<FileLineColLoc>(op.op->getLoc()))
        locationStream << llvm::sys::path::filename(fileLoc.getFilename())
                       << ":" << fileLoc.getLine() << ":"
                       << fileLoc.getColumn();
      else
        op.op->getLoc().print(locationStream);
      os << "    " << name << " [label=\"" << op.op->getName() << "\\n"
         << op.storage << " / " << op.compute << "\\n"
         << formatReportNumber(op.microsBefore) << " -> "
         << formatReportNumber(op.microsAfter) << " us\\n"
         << escapeQuotes(location) << "\", fillcolor=\"" << color(op.storage)
         << "\"];\n";
    }
    for (const OpReport &op : function.ops)
      for (Value operand : op.op->getOperands()) {
        // Look through the casts and views between two reported ops; the
        // edge shows the type the reader gets.
        std::string type;
        llvm::raw_string_ostream(type) << getExactType(operand);
        Operation *source = operand.getDefiningOp();
        while (source && !names.count(source) && source->getNumOperands() == 1)
          source = source->getOperand(0).getDefiningOp();
        auto it = names.find(source);
        if (it == names.end())
          continue;
        os << "    " << it->second << " -> " << names[op.op] << " [label=\""
           << type << "\"];\n";
      }
    os << "  }\n";
  }
  os << "}\n";
}
