// Build step of `make web`: the standard library cut down to what the engine runs. Pyodide's python_stdlib.zip holds
// the whole standard library (4.3 MiB compressed: after the runtime's wasm, the most of a first visit's download);
// the engine imports a third of its modules.
//   node web/trim.mjs DIST JOBS.json NATIVE.json
// 1. measures, in Pyodide's own Python (here in Node): the runtime started as the Worker starts it (a snapshot made),
//    the site's wheels unpacked, blognomic_tools.browser.warm(), then every job of JOBS.json (a list of [job, args],
//    bad inputs included); then every module of the standard library that a module of the wheels names in an
//    `import` of its bytecode (an import inside a function, on a path the jobs did not take) is imported too, and
//    every module of NATIVE.json (those the same jobs import in the Python that builds: its list of what it imports
//    may differ from Pyodide's by the version);
// 2. keeps in DIST/pyodide/python_stdlib.zip the modules so imported (and their packages) and the codecs a page's
//    text may name; the list of what is kept is DIST/pyodide/stdlib-kept.json, with every module of the whole
//    archive and those built into the runtime (tests compare it with what the jobs import natively);
// 3. starts the runtime again on the cut-down archive and runs every job again: each answer must be the same as on
//    the whole standard library, or the build fails naming the job.
// The build fails too when the wheels' code imports a module of the project that the project's wheel leaves out.
import { readFileSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const [dist, jobsFile, nativeFile] = process.argv.slice(2);
const { loadPyodide } = await import(join(here, "node_modules", "pyodide", "pyodide.mjs"));
const stdlib = join(dist, "pyodide", "python_stdlib.zip");
const wheels = readdirSync(join(dist, "wheels")).filter((f) => f.endsWith(".whl")).sort();
const jobs = readFileSync(jobsFile, "utf8");
const native = readFileSync(nativeFile, "utf8");

// The runtime as the Worker starts it, with the site's wheels, every job run; returns [the Python, the answers].
async function engine(stdLibURL) {
  const py = await loadPyodide({ indexURL: join(here, "node_modules", "pyodide") + "/", stdLibURL, _makeSnapshot: true });
  const site = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  for (const w of wheels) py.unpackArchive(new Uint8Array(readFileSync(join(dist, "wheels", w))), "wheel", { extractDir: site });
  py.runPython("import blognomic_tools.browser; blognomic_tools.browser.warm()");
  py.makeMemorySnapshot();
  py.globals.set("JOBS", jobs);
  const answers = py.runPython(`
import json
from blognomic_tools import browser
json.dumps([json.loads(browser.run(job, json.dumps(args))) for job, args in json.loads(JOBS)], ensure_ascii=False)
`);
  return [py, answers];
}

try {
const [py, answers] = await engine(stdlib);
py.FS.writeFile("/tmp/stdlib.zip", readFileSync(stdlib));
py.globals.set("NATIVE", native);
const kept = py.runPython(`
import dis, importlib, importlib.util, json, sys, types, zipfile

STDLIB = next(p for p in sys.path if p.endswith(".zip"))
# the codecs a page's text may be read with (a codec is imported when first named, by its name)
CODECS = ("aliases", "ascii", "latin_1", "utf_8", "utf_8_sig", "utf_16", "utf_16_le", "utf_16_be", "utf_32", "cp1252",
          "idna", "punycode", "raw_unicode_escape", "unicode_escape")


def imports(code):
    """What each \`import\` of this code (and of the functions and classes in it) names: (name, level, fromlist)."""
    last = [None, None]  # the two instructions before: the level, the names imported from it
    for ins in dis.get_instructions(code):
        if ins.opname == "IMPORT_NAME":
            level, names = last
            yield (ins.argval, level.argval if level and level.opname in ("LOAD_SMALL_INT", "LOAD_CONST") and type(level.argval) is int else 0,
                   names.argval if names and names.opname == "LOAD_CONST" and type(names.argval) is tuple else ())
        last = [last[1], ins]
    for c in code.co_consts:
        if isinstance(c, types.CodeType):
            yield from imports(c)


def stdlib_file(m):
    origin = getattr(getattr(m, "__spec__", None), "origin", None) or ""
    return origin[len(STDLIB) + 1:] if origin.startswith(STDLIB + "/") else None


OWN = "blognomic_tools"
absent = set()
scanned = set()
while todo := [(n, m) for n, m in list(sys.modules.items()) if n not in scanned]:  # until what it imports imports nothing new
    for name, m in todo:
        scanned.add(name)
        if stdlib_file(m) or name.split(".")[0] in sys.stdlib_module_names:
            continue  # the standard library's own imports inside functions: those the jobs reach were measured above
        loader = getattr(getattr(m, "__spec__", None), "loader", None)
        try:
            code = loader.get_code(name)
        except Exception:  # a built-in module, a namespace package: no bytecode
            continue
        package = name if getattr(m, "__path__", None) is not None else name.rpartition(".")[0]
        for target, level, fromlist in set(imports(code)) if code else ():
            if level and not package:
                continue  # (not an import this module can make)
            target = importlib.util.resolve_name("." * level + target, package) if level else target
            for t in [target, *(f"{target}.{f}" for f in fromlist if f != "*")]:
                own = t.startswith(OWN + ".")
                if t in sys.modules or not (own or t.split(".")[0] in sys.stdlib_module_names):
                    continue
                if t != target and hasattr(sys.modules.get(target), t.rpartition(".")[2]):
                    continue  # a name the module defines (\`from x import name\`), not a module of its package
                try:
                    importlib.import_module(t)
                except ImportError:  # the standard library's: an optional module this runtime has not (the fallback runs)
                    if own and (t == target or getattr(sys.modules.get(target), "__path__", None) is not None):
                        absent.add(f"{t} (imported by {name})")
if absent:
    raise SystemExit(f"trim: modules of the project that its jobs' code imports are not in the wheel: {sorted(absent)}")

for name in json.loads(NATIVE):
    try:
        importlib.import_module(name)
    except ImportError:  # the native Python's own (another version's, another platform's)
        pass

files = {f for m in list(sys.modules.values()) if (f := stdlib_file(m))}
with zipfile.ZipFile("/tmp/stdlib.zip") as z:
    names = z.namelist()
    for n in names:
        top = n.split("/")[0]
        if (top == "encodings" and n.split("/")[-1].split(".")[0] in CODECS):
            files.add(n)
    for f in list(files):  # each kept module's packages
        parts = f.split("/")[:-1]
        for i in range(1, len(parts) + 1):
            init = "/".join(parts[:i]) + "/__init__.pyc"
            if init in names:
                files.add(init)
    missing = sorted(files - set(names))
    if missing:
        raise SystemExit(f"trim: not in the standard library's archive: {missing}")
    with zipfile.ZipFile("/tmp/kept.zip", "w", zipfile.ZIP_DEFLATED) as out:
        for info in z.infolist():
            if info.filename in files:
                out.writestr(info, z.read(info), compresslevel=9)  # as tightly as deflate goes, as the wheels
modules = sorted({n[:-len(".pyc")].removesuffix("/__init__").replace("/", ".") for n in files if n.endswith(".pyc")})
import _imp
json.dumps({"archive": "python_stdlib.zip", "modules": modules,
            "builtin": sorted({*sys.builtin_module_names, *_imp._frozen_module_names()}),
            "of": sorted({n[:-len(".pyc")].removesuffix("/__init__").replace("/", ".") for n in names if n.endswith(".pyc")})}, indent=1)
`);
writeFileSync(stdlib, py.FS.readFile("/tmp/kept.zip"));
writeFileSync(join(dist, "pyodide", "stdlib-kept.json"), kept + "\n");

const [, again] = await engine(stdlib);
const before = JSON.parse(answers);
const after = JSON.parse(again);
const jobNames = JSON.parse(jobs).map(([job]) => job);
for (let i = 0; i < before.length; i++) {
  if (JSON.stringify(before[i]) !== JSON.stringify(after[i])) {
    console.error(`trim: the job ${jobNames[i]} (${i + 1} of ${before.length}) answers otherwise on the cut-down standard library:`);
    console.error(JSON.stringify(after[i]).slice(0, 2000));
    process.exit(1);
  }
}
const k = JSON.parse(kept);
console.log(`kept ${k.modules.length} of ${k.of.length} modules of the standard library; ${before.length} jobs answer the same`);
} catch (err) {  // a Python error: its message (the traceback), not the runtime's own source
  console.error(`trim: ${err.message || err}`);
  process.exit(1);
}
