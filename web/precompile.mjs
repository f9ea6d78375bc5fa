// Build step of `make web`: each wheel of the site gets the bytecode of its modules, compiled by the very Python the
// browser runs (Pyodide's, here in Node), so the browser imports them without compiling them first. Each module's
// .pyc stands where its .py stood (the source is left out: the site is smaller, and a traceback in the browser shows
// no source lines); they are of the unchecked-hash kind, and the archive's entries keep one fixed date, so the same
// code gives the same bytes.
//   node web/precompile.mjs WHEEL...     (each rewritten in place)
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const { loadPyodide } = await import(join(here, "node_modules", "pyodide", "pyodide.mjs"));
const py = await loadPyodide({ indexURL: join(here, "node_modules", "pyodide") + "/" });
py.runPython(`
import compileall, os, py_compile, shutil, zipfile

def compile_wheel(src, dst):
    tmp = "/tmp/wheel"
    shutil.rmtree(tmp, ignore_errors=True)
    with zipfile.ZipFile(src) as z:
        z.extractall(tmp)
    ok = compileall.compile_dir(tmp, quiet=2, legacy=True, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
    if not ok:
        raise SystemExit(f"{src}: a module does not compile")
    for root, dirs, files in os.walk(tmp):  # the bytecode stands in for the source (a module is imported from its .pyc)
        for f in files:
            if f.endswith(".py") and os.path.exists(os.path.join(root, f + "c")):
                os.remove(os.path.join(root, f))
    with zipfile.ZipFile(dst, "w", zipfile.ZIP_DEFLATED) as out:
        for root, dirs, files in os.walk(tmp):
            dirs.sort()
            for f in sorted(files):
                path = os.path.join(root, f)
                info = zipfile.ZipInfo(os.path.relpath(path, tmp), date_time=(1980, 1, 1, 0, 0, 0))
                info.external_attr = 0o644 << 16
                info.compress_type = zipfile.ZIP_DEFLATED
                with open(path, "rb") as fh:
                    out.writestr(info, fh.read())
`);
const compile = py.globals.get("compile_wheel");
for (const wheel of process.argv.slice(2)) {
  py.FS.writeFile("/tmp/in.whl", readFileSync(wheel));
  compile("/tmp/in.whl", "/tmp/out.whl");
  writeFileSync(wheel, py.FS.readFile("/tmp/out.whl"));
}
console.log(`compiled ${process.argv.length - 2} wheels with Python ${py.runPython("import sys; sys.version.split()[0]")}`);
