// Build step of `make web`: the bytecode of every module the browser imports, compiled by the very Python the browser
// runs (Pyodide's, here in Node), so that the browser imports each module without compiling it first:
// - each wheel of the site;
// - Pyodide's standard library (python_stdlib.zip: the npm package ships it as sources only, so that every start
//   of the runtime compiled the 190 modules Python imports as it starts, and every import after).
// Each module's .pyc stands where its .py stood (the source is left out: the site is smaller, and a traceback in the
// browser shows no source lines); a module that does not compile keeps its source (the standard library's) or fails
// the build (a wheel's). The .pyc files are of the unchecked-hash kind, name the path the browser imports them from,
// and the archive's entries keep one fixed date, so that the same code gives the same bytes; each is deflated at the
// highest level (a first visit downloads every archive: a few dozen KiB fewer for a few seconds of build).
//   node web/precompile.mjs ARCHIVE...     (each .whl or python_stdlib.zip, rewritten in place)
import { readFileSync, writeFileSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(join(here, "node_modules", "pyodide", "pyodide.mjs"));
const py = await loadPyodide({ indexURL: join(here, "node_modules", "pyodide") + "/" });
py.runPython(`
import compileall, os, py_compile, shutil, sys, sysconfig, zipfile

SITE = sysconfig.get_paths()["purelib"]                                      # where the Worker unpacks the wheels
STDLIB = next(p for p in sys.path if p.endswith(".zip"))                     # where Pyodide puts the standard library

def compile_archive(src, dst, stdlib, own):
    tmp = "/tmp/archive"
    shutil.rmtree(tmp, ignore_errors=True)
    with zipfile.ZipFile(src) as z:
        z.extractall(tmp)
    # the project's own modules without their docstrings (optimize=2: it has no assert, and nothing reads __doc__):
    # they are its documentation, read in the sources, never by the jobs; a first visit downloads 0.12 MiB less
    ok = compileall.compile_dir(tmp, ddir=STDLIB if stdlib else SITE, quiet=2, legacy=True, optimize=2 if own else -1,
                                invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    if not ok and not stdlib:
        raise SystemExit(f"{src}: a module does not compile")
    n = 0
    for root, dirs, files in os.walk(tmp):  # the bytecode stands in for the source (a module is imported from its .pyc)
        for f in files:
            if f.endswith(".py") and os.path.exists(os.path.join(root, f + "c")):
                os.remove(os.path.join(root, f))
                n += 1
    with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as out:
        for root, dirs, files in os.walk(tmp):
            dirs.sort()
            for f in sorted(files):
                path = os.path.join(root, f)
                info = zipfile.ZipInfo(os.path.relpath(path, tmp), date_time=(1980, 1, 1, 0, 0, 0))
                info.external_attr = 0o644 << 16
                info.compress_type = zipfile.ZIP_DEFLATED
                with open(path, "rb") as fh:  # compressed as tightly as deflate goes: the site is downloaded once
                    out.writestr(info, fh.read(), compresslevel=9)
    return n
`);
const compile = py.globals.get("compile_archive");
let modules = 0;
for (const archive of process.argv.slice(2)) {
  py.FS.writeFile("/tmp/in.zip", readFileSync(archive));
  modules += compile("/tmp/in.zip", "/tmp/out.zip", basename(archive) === "python_stdlib.zip", basename(archive).startsWith("blognomic_tools-"));
  writeFileSync(archive, py.FS.readFile("/tmp/out.zip"));
}
console.log(`compiled ${modules} modules of ${process.argv.length - 2} archives with Python ${py.runPython("import sys; sys.version.split()[0]")}`);
