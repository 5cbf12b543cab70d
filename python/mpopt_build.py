"""The build backend of `pip install ./python` (PEP 517): a wheel of the
mpopt package with the C API's library of a build tree inside it
(mpopt/lib/libMPOptCAPI.so, where the package looks first; and the
runtime's, libmpopt_runtime_c.so, for GPU libraries), versioned as
mpopt (cmake/MPOptVersion.cmake). The library links the libMLIR.so of the
LLVM it was built with (its RUNPATH), so the wheel is for this machine's
kind: Linux, that LLVM installed."""

import base64
import hashlib
import os
import re
import sysconfig
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def _version():
    with open(os.path.join(ROOT, "cmake", "MPOptVersion.cmake")) as f:
        match = re.search(r"set\(MPOPT_VERSION\s+([0-9.]+)\)", f.read())
    return match.group(1)


def _libraries():
    """The build tree's libraries the package carries: the C API, and the
    runtime's C API (GPU libraries) where it was built."""
    build = os.environ.get("MPOPT_BUILD_DIR", os.path.join(ROOT, "build"))
    path = os.path.join(build, "lib", "libMPOptCAPI.so")
    if not os.path.exists(path):
        raise RuntimeError("%s is missing: build mpopt first (make), or set "
                           "MPOPT_BUILD_DIR to its build tree" % path)
    runtime = os.path.join(build, "runtime", "libmpopt_runtime_c.so")
    return [path] + ([runtime] if os.path.exists(runtime) else [])


def _tag():
    platform = sysconfig.get_platform().replace("-", "_").replace(".", "_")
    return "py3-none-" + platform


def _metadata(version):
    return ("Metadata-Version: 2.1\nName: mpopt\nVersion: %s\n"
            "Summary: mpopt's mixed-precision compiler from Python: "
            "optimize, compile, call, and torch.compile's backend\n"
            "Requires-Python: >=3.9\n" % version)


def _record_line(name, data):
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest())
    return "%s,sha256=%s,%d" % (name, digest.rstrip(b"=").decode(), len(data))


def build_wheel(wheel_directory, config_settings=None,
                metadata_directory=None):
    version = _version()
    tag = _tag()
    files = []
    package = os.path.join(HERE, "mpopt")
    for name in sorted(os.listdir(package)):
        if name.endswith(".py"):
            with open(os.path.join(package, name), "rb") as f:
                files.append(("mpopt/" + name, f.read()))
    for path in _libraries():
        with open(path, "rb") as f:
            files.append(("mpopt/lib/" + os.path.basename(path), f.read()))
    info = "mpopt-%s.dist-info/" % version
    files.append((info + "METADATA", _metadata(version).encode()))
    files.append((info + "WHEEL", (
        "Wheel-Version: 1.0\nGenerator: mpopt_build\nRoot-Is-Purelib: false\n"
        "Tag: %s\n" % tag).encode()))
    record = [_record_line(name, data) for name, data in files]
    record.append(info + "RECORD,,")
    files.append((info + "RECORD", ("\n".join(record) + "\n").encode()))
    wheel = "mpopt-%s-%s.whl" % (version, tag)
    with zipfile.ZipFile(os.path.join(wheel_directory, wheel), "w",
                         zipfile.ZIP_DEFLATED) as archive:
        for name, data in files:
            entry = zipfile.ZipInfo(name, date_time=(1980, 1, 1, 0, 0, 0))
            entry.external_attr = (0o755 if name.endswith(".so")
                                   else 0o644) << 16
            archive.writestr(entry, data, zipfile.ZIP_DEFLATED)
    return wheel


def get_requires_for_build_wheel(config_settings=None):
    return []
