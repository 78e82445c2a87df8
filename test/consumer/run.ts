/**
 * `npm run test:consumer`: the package as its users get it. In a scratch
 * directory under the system's temp directory (removed afterwards):
 *
 * 1. `npm pack` (which builds `dist/` through `prepare`): the tarball holds the
 *    built entry points, their types and maps, the sources they map to, the
 *    LICENSE and the CHANGELOG, and nothing of the repository's tooling.
 * 2. A consumer project installs the tarball with `effect` at the oldest version
 *    the peer range allows, TypeScript (`strict`, `exactOptionalPropertyTypes` and without it, without `strict`,
 *    libraries checked too), React and happy-dom. There: every `sources` entry of
 *    the shipped `.js.map` and `.d.ts.map` files exists; every entry of the
 *    `exports` map type-checks, with and without the DOM library; every README
 *    program type-checks as written and runs against an emulator started from
 *    the installed package (the `tsx` one renders in happy-dom); every README
 *    excerpt of the source is found in the shipped `src/`.
 * 3. Under an old Node.js (one found on PATH outside node_modules, /usr/bin/node
 *    for instance), importing the main entries fails with the one-line message,
 *    and so does `npm start`'s check.
 * 4. A second consumer project installs the package from a `git+file://` URL of a
 *    clone of HEAD with the working tree's changes committed in the clone (npm
 *    runs `prepare` there with the dev dependencies), and imports every entry of
 *    the `exports` map under this Node.js.
 *
 * 5. undici at the oldest version its peer range admits, installed apart: the tests that run the undici transport
 *    run again on it (`UNDICI_UNDER_TEST`, read by `test/support/undici.ts`).
 *
 * Ends with `consumer: N passed, N failed` and exits 1 when a check failed.
 * `--report <file>` also writes the results as JSON (for .ci/run).
 *
 * Usage: `node test/consumer/run.ts [--report file] [--keep]` (`--keep` leaves
 * the scratch directory for inspection).
 */
import { type ChildProcess, spawn } from "node:child_process"
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync
} from "node:fs"
import { tmpdir } from "node:os"
import { delimiter, dirname, join, relative, resolve } from "node:path"
import { pathToFileURL } from "node:url"
import { publicEntries } from "./entries.ts"
import { blockName, normalizeSpace, readmeBlocks } from "./readme.ts"

const root = resolve(import.meta.dirname, "..", "..")
const started = Date.now()
const args = process.argv.slice(2)
const reportFile = args.includes("--report") ? resolve(args[args.indexOf("--report") + 1]!) : undefined
const keep = args.includes("--keep")
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
  readonly name: string
  readonly version: string
  readonly engines: { readonly node: string }
  readonly peerDependencies: Record<string, string>
  readonly scripts: Record<string, string>
}

/** The whole run may not take longer than this. */
const overallLimitMs = 20 * 60_000
// What the old-Node probe prints after its import: a word no source line shows. Node prints the line that
// threw, a minified chunk's whole first line, which may hold any word ("uploaded" holds "loaded").
const wentOn = "IMPORT_WENT_ON"

// ---------------------------------------------------------------- processes

/** Children see this repository's node_modules/.bin first (Node 24 as `node`), and none of npm's variables of this run. */
const childEnv = (extra: Record<string, string> = {}): NodeJS.ProcessEnv => {
  const env: NodeJS.ProcessEnv = {}
  for (const [key, value] of Object.entries(process.env)) if (!/^npm_/i.test(key)) env[key] = value
  env.PATH = [join(root, "node_modules", ".bin"), process.env.PATH ?? ""].join(delimiter)
  return { ...env, ...extra }
}

interface Ran {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

const running = new Set<ChildProcess>()

/** Runs a command with a time limit; the whole process group is killed when it runs over. */
const run = (
  command: string,
  commandArgs: ReadonlyArray<string>,
  options: { readonly cwd: string; readonly timeoutMs: number; readonly env?: NodeJS.ProcessEnv }
): Promise<Ran & { readonly timedOut: boolean }> =>
  new Promise((done, fail) => {
    const child = spawn(command, commandArgs, {
      cwd: options.cwd,
      env: options.env ?? childEnv(),
      detached: true,
      stdio: ["ignore", "pipe", "pipe"]
    })
    running.add(child)
    let stdout = ""
    let stderr = ""
    let timedOut = false
    child.stdout!.on("data", (d: Buffer) => (stdout += d.toString()))
    child.stderr!.on("data", (d: Buffer) => (stderr += d.toString()))
    const timer = setTimeout(() => {
      timedOut = true
      killGroup(child)
    }, options.timeoutMs)
    child.on("error", (error) => {
      clearTimeout(timer)
      running.delete(child)
      fail(error)
    })
    child.on("close", (code) => {
      clearTimeout(timer)
      running.delete(child)
      done({ code, stdout, stderr, timedOut })
    })
  })

const killGroup = (child: ChildProcess) => {
  try {
    if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL")
  } catch {
    // already gone
  }
}

const tail = (text: string, lines = 25) => text.trimEnd().split("\n").slice(-lines).join("\n")

/** Runs a command that must succeed; throws with the end of its output otherwise. */
const must = async (
  command: string,
  commandArgs: ReadonlyArray<string>,
  options: { readonly cwd: string; readonly timeoutMs: number; readonly env?: NodeJS.ProcessEnv }
): Promise<Ran> => {
  const result = await run(command, commandArgs, options)
  if (result.code !== 0 || result.timedOut) {
    const what = result.timedOut ? `timed out after ${options.timeoutMs / 1000} s` : `exited with ${result.code}`
    throw new Error(`${[command, ...commandArgs].join(" ")} ${what}\n${tail(result.stdout + "\n" + result.stderr)}`)
  }
  return result
}

const npm = (npmArgs: ReadonlyArray<string>, cwd: string, timeoutMs: number) =>
  must("npm", [...npmArgs, "--no-audit", "--no-fund", "--loglevel=error"], { cwd, timeoutMs })

// ---------------------------------------------------------------- checks

interface Result {
  readonly name: string
  readonly ok: boolean
  readonly ms: number
  readonly detail: string
}

const results: Array<Result> = []

/** Runs one named check; a throw is its failure. Returns what the check returned, or undefined when it failed. */
const check = async <A>(
  name: string,
  body: () => Promise<A> | A,
  describe?: (a: A) => string
): Promise<A | undefined> => {
  const t = Date.now()
  try {
    const value = await body()
    const detail = describe?.(value) ?? ""
    results.push({ name, ok: true, ms: Date.now() - t, detail })
    console.log(`  ok    ${name}${detail === "" ? "" : `: ${detail}`} (${((Date.now() - t) / 1000).toFixed(1)} s)`)
    return value
  } catch (error) {
    const detail = error instanceof Error ? error.message : String(error)
    results.push({ name, ok: false, ms: Date.now() - t, detail })
    console.log(`  FAIL  ${name}\n${detail.split("\n").map((l) => `        ${l}`).join("\n")}`)
    return undefined
  }
}

const assert = (condition: unknown, message: string): void => {
  if (!condition) throw new Error(message)
}

// ---------------------------------------------------------------- versions

/** The oldest version a range admits: the lowest lower bound of `^x.y.z`, `~x.y.z`, `>=x.y.z`, `x.y.z`, joined by `||`. */
export const oldestIn = (range: string): string => {
  const bounds = range.split("||").map((part) => {
    const m = /(?:\^|~|>=)?\s*(\d+)\.(\d+)\.(\d+)/.exec(part.trim())
    if (m === null) throw new Error(`cannot read the lower bound of the range ${range}`)
    return [Number(m[1]), Number(m[2]), Number(m[3])] as const
  })
  bounds.sort((a, b) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2])
  return bounds[0]!.join(".")
}

const installedVersion = (name: string, base = root): string =>
  (JSON.parse(readFileSync(join(base, "node_modules", name, "package.json"), "utf8")) as { version: string }).version

// ---------------------------------------------------------------- files

const walk = (dir: string): Array<string> =>
  readdirSync(dir, { withFileTypes: true }).flatMap((
    d
  ) => (d.isDirectory() ? walk(join(dir, d.name)) : [join(dir, d.name)]))

const write = (path: string, text: string) => {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(path, text)
}

/** The consumer's TypeScript settings: as strict as this repository's, libraries checked too. */
const tsconfig = (
  options: {
    readonly dom: boolean
    readonly include: ReadonlyArray<string>
    readonly emit: boolean
    readonly exactOptionalPropertyTypes?: false
    readonly strict?: false
  }
) =>
  JSON.stringify(
    {
      compilerOptions: {
        target: "ES2022",
        module: "nodenext",
        moduleResolution: "nodenext",
        lib: options.dom ? ["ES2023", "DOM", "DOM.Iterable"] : ["ES2023"],
        types: ["node"],
        strict: options.strict ?? true,
        ...(options.strict === false ? {} : { exactOptionalPropertyTypes: options.exactOptionalPropertyTypes ?? true }),
        noImplicitOverride: true,
        skipLibCheck: false,
        jsx: "react-jsx",
        ...(options.emit ? { outDir: "out", rootDir: ".", noEmitOnError: true } : { noEmit: true })
      },
      include: options.include
    },
    null,
    2
  )

/**
 * Renders a README `tsx` program's `App` with the emulator's client options in
 * happy-dom, and waits until the breadcrumb shows the first source's name.
 */
const renderDriver = `import { Window } from "happy-dom"
import { pathToFileURL } from "node:url"
const window = new Window({ url: "http://localhost/" })
// The globals React DOM reads, from happy-dom; Node's own (fetch, timers, AbortController...) stay.
for (const key of Object.getOwnPropertyNames(window)) {
  if (!(key in globalThis)) {
    try { globalThis[key] = window[key] } catch {}
  }
}
globalThis.window = window
globalThis.document = window.document
const { App } = await import(pathToFileURL(process.argv[2]).href)
const { createElement } = await import("react")
const { createRoot } = await import("react-dom/client")
const container = document.createElement("div")
document.body.appendChild(container)
const root = createRoot(container)
root.render(createElement(App, { options: JSON.parse(process.env.CONSUMER_OPTIONS) }))
const expected = process.env.CONSUMER_EXPECT
const deadline = Date.now() + 20000
while (!(expected !== "" && container.textContent.includes(expected) && container.querySelector("nav") && container.querySelector("a img"))) {
  if (Date.now() > deadline) {
    console.error("not rendered within 20 s: " + container.innerHTML.slice(0, 2000))
    process.exit(1)
  }
  await new Promise((r) => setTimeout(r, 25))
}
console.log("rendered " + container.querySelectorAll("nav li").length + " crumbs and a banner: " + container.querySelector("a img").getAttribute("alt"))
root.unmount()
// The provider disposes its runtime a tick after unmounting.
await new Promise((r) => setTimeout(r, 100))
await window.happyDOM.close()
`

// ---------------------------------------------------------------- the run

const scratch = mkdtempSync(join(tmpdir(), "effect-coveo-platform-consumer-"))
let emulatorStop: (() => Promise<void>) | undefined

const cleanUp = () => {
  for (const child of running) killGroup(child)
  if (!keep) rmSync(scratch, { recursive: true, force: true })
}
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    cleanUp()
    process.exit(130)
  })
}
const overall = setTimeout(() => {
  console.log(`consumer: the run took longer than ${overallLimitMs / 60_000} minutes; stopping`)
  cleanUp()
  process.exit(1)
}, overallLimitMs)
overall.unref()

const entries = publicEntries(root)
// The tests that run the undici transport (through test/support/undici.ts): run again on the oldest undici admitted.
const undiciTests = [
  "test/transport.test.ts",
  "test/upload-stream.test.ts",
  "test/interruption.test.ts",
  "test/download.test.ts",
  "test/lifecycle.test.ts",
  "test/secrecy.test.ts",
  "test/core.test.ts",
  "test/hostile/conformance.test.ts"
]
const effectRange = pkg.peerDependencies.effect
const oldestEffect = effectRange === undefined ? undefined : oldestIn(effectRange)
const projectEffect = installedVersion("effect")
const tools = ["typescript", "@types/node", "react", "react-dom", "@types/react", "@types/react-dom", "happy-dom"]
  .map((name) => `${name}@${installedVersion(name)}`)

console.log(`consumer: ${pkg.name}@${pkg.version} as its users install it; scratch ${scratch}`)
console.log(
  `consumer: effect ${oldestEffect} (the oldest the peer range ${effectRange} admits; the project develops on ${projectEffect}` +
    `${oldestEffect === projectEffect ? ", the same: no older effect is supported" : ""})`
)

const app = join(scratch, "tarball-app")
const gitApp = join(scratch, "git-app")
const installedPkg = join(app, "node_modules", pkg.name)

try {
  // -------------------------------------------------------------- 1. pack
  const tarball = await check(
    "npm pack builds dist/ (prepare) and packs what users need",
    async () => {
      assert(effectRange !== undefined, "effect is not in peerDependencies")
      const out = join(scratch, "pack")
      mkdirSync(out)
      const { stdout } = await npm(["pack", "--json", "--pack-destination", out], root, 300_000)
      const json = stdout.slice(stdout.search(/^\[/m))
      const [packed] = JSON.parse(json) as Array<
        { filename: string; files: Array<{ path: string }>; size: number; unpackedSize: number }
      >
      const files = new Set(packed!.files.map((f) => f.path))
      const required = [
        "package.json",
        "README.md",
        "LICENSE",
        "CHANGELOG.md",
        "dist/internal/requireNode.js",
        ...entries.flatMap((
          e
        ) => [
          e.module,
          e.module.replace(/\.js$/, ".d.ts"),
          `${e.module}.map`,
          e.module.replace(/\.js$/, ".d.ts.map"),
          e.source
        ])
      ]
      const absent = [...new Set(required)].filter((f) => !files.has(f))
      assert(
        absent.length === 0,
        `missing from the tarball: ${absent.slice(0, 20).join(", ")}${absent.length > 20 ? ", ..." : ""}`
      )
      const stray = [...files].filter((f) =>
        !/^(dist|src)\//.test(f) && !["package.json", "README.md", "LICENSE", "CHANGELOG.md"].includes(f)
      )
      assert(stray.length === 0, `unexpected in the tarball: ${stray.join(", ")}`)
      const tests = [...files].filter((f) => /\.(test|e2e)\.tsx?$/.test(f))
      assert(tests.length === 0, `tests in the tarball: ${tests.join(", ")}`)
      return {
        path: join(out, packed!.filename),
        files: files.size,
        size: packed!.size,
        unpacked: packed!.unpackedSize
      }
    },
    (t) =>
      `${t.files} files, ${(t.size / 1024).toFixed(0)} KB packed, ${(t.unpacked / 1024 / 1024).toFixed(1)} MB unpacked`
  )

  // -------------------------------------------------------------- 2. tarball consumer
  const installed = tarball !== undefined &&
    await check(`npm install <tarball> with effect@${oldestEffect}, TypeScript, React`, async () => {
      write(join(app, "package.json"), JSON.stringify({ name: "consumer-app", private: true, type: "module" }, null, 2))
      await npm(["install", "--prefer-offline", tarball.path, `effect@${oldestEffect}`, ...tools], app, 600_000)
      assert(
        installedVersion("effect", app) === oldestEffect,
        `effect ${installedVersion("effect", app)} was installed, not ${oldestEffect}`
      )
      assert(
        !existsSync(join(installedPkg, "node_modules")),
        "the package brought its own node_modules (effect must be a peer, shared)"
      )
      assert(existsSync(join(installedPkg, "dist", "index.js")), "dist/index.js is not in the installed package")
      return true
    })

  if (installed) {
    await check("every sources entry of the shipped .js.map and .d.ts.map files exists in the package", () => {
      const maps = walk(join(installedPkg, "dist")).filter((f) => f.endsWith(".map"))
      const jsMaps = maps.filter((f) => f.endsWith(".js.map")).length
      const dtsMaps = maps.filter((f) => f.endsWith(".d.ts.map")).length
      assert(jsMaps > 100 && dtsMaps > 100, `only ${jsMaps} .js.map and ${dtsMaps} .d.ts.map files`)
      const broken: Array<string> = []
      let sources = 0
      for (const map of maps) {
        const { sources: list, sourceRoot } = JSON.parse(readFileSync(map, "utf8")) as {
          sources: Array<string>
          sourceRoot?: string
        }
        for (const source of list) {
          sources++
          const path = resolve(dirname(map), sourceRoot ?? "", source)
          if (!path.startsWith(installedPkg + "/") || !existsSync(path)) {
            broken.push(`${relative(installedPkg, map)} -> ${source}`)
          }
        }
      }
      assert(broken.length === 0, `${broken.length} unresolved: ${broken.slice(0, 10).join("; ")}`)
      // The maps point where they should: the first mapped line of Layer.js comes from Layer.ts.
      const layerMap = JSON.parse(readFileSync(join(installedPkg, "dist", "Http", "Layer.js.map"), "utf8")) as {
        sources: Array<string>
      }
      assert(
        layerMap.sources.length === 1 && layerMap.sources[0]!.endsWith("src/Http/Layer.ts"),
        `Layer.js.map sources: ${layerMap.sources.join(", ")}`
      )
      return { maps: maps.length, sources, jsMaps, dtsMaps }
    }, (r) => `${r.jsMaps} .js.map and ${r.dtsMaps} .d.ts.map files, ${r.sources} sources`)

    await check("the README's excerpts of the source are in the shipped src/", () => {
      const excerpts = readmeBlocks(readFileSync(join(root, "README.md"), "utf8")).filter((b) => b.kind === "excerpt")
      const sources = walk(join(installedPkg, "src")).map((f) => normalizeSpace(readFileSync(f, "utf8")))
      const absent = excerpts.filter((b) => !sources.some((s) => s.includes(normalizeSpace(b.code))))
      assert(
        absent.length === 0,
        absent.map((b) =>
          `README line ${b.line} (${b.section}) is neither a program importing ${pkg.name} nor a quote of src/`
        ).join("\n")
      )
      return excerpts.length
    }, (n) => `${n} excerpt(s)`)

    // Every README program, as written, plus one module importing every entry.
    const programs = readmeBlocks(readFileSync(join(root, "README.md"), "utf8"))
      .map((block, index) => ({ block, name: blockName(block, index) }))
      .filter((p) => p.block.kind === "program")
    for (const p of programs) write(join(app, "examples", `${p.name}.${p.block.lang}`), p.block.code)
    write(
      join(app, "entries.ts"),
      entries.map((e, i) => `import * as entry${i} from "${e.specifier}"`).join("\n") +
        `\nexport const all = [${entries.map((_, i) => `entry${i}`).join(", ")}]\n`
    )
    write(join(app, "tsconfig.json"), tsconfig({ dom: true, include: ["examples", "entries.ts"], emit: true }))
    write(
      join(app, "tsconfig.node.json"),
      tsconfig({ dom: false, include: ["examples/*.ts", "entries.ts"], emit: false })
    )
    write(
      join(app, "tsconfig.loose.json"),
      tsconfig({ dom: true, include: ["examples", "entries.ts"], emit: false, exactOptionalPropertyTypes: false })
    )
    write(
      join(app, "tsconfig.sloppy.json"),
      tsconfig({ dom: true, include: ["examples", "entries.ts"], emit: false, strict: false })
    )
    const tsc = join(app, "node_modules", "typescript", "bin", "tsc")

    // Most applications leave exactOptionalPropertyTypes off (TypeScript's default): the declarations must hold there too.
    await check(
      `every exports entry (${entries.length}) and the README's programs type-check without exactOptionalPropertyTypes`,
      async () => {
        await must(process.execPath, [tsc, "-p", "tsconfig.loose.json"], { cwd: app, timeoutMs: 180_000 })
        return true
      }
    )

    // Without `strict` (so without strictNullChecks), as older and hurried projects have it: `undefined` then
    // extends every type, which conditional types must not mistake for a value.
    await check(
      `every exports entry (${entries.length}) and the README's programs type-check without strict`,
      async () => {
        await must(process.execPath, [tsc, "-p", "tsconfig.sloppy.json"], { cwd: app, timeoutMs: 180_000 })
        return true
      }
    )

    await check(
      `every exports entry (${entries.length}) and the README's .ts programs type-check without the DOM library (a Node.js program)`,
      async () => {
        // Errors in effect's own declarations are effect's (its crypto modules name DOM types): only
        // errors in this package's declarations or in the programs count.
        const result = await run(process.execPath, [tsc, "-p", "tsconfig.node.json"], { cwd: app, timeoutMs: 180_000 })
        assert(!result.timedOut, "tsc timed out")
        const errors = result.stdout.split("\n").filter((l) => /error TS\d+/.test(l))
        const ours = errors.filter((l) => !l.startsWith("node_modules/effect/"))
        assert(
          ours.length === 0 && (result.code === 0 || errors.length > 0),
          `tsc exited with ${result.code}\n${tail(ours.join("\n") || result.stdout + result.stderr)}`
        )
        return errors.length - ours.length
      },
      (
        effectErrors
      ) => (effectErrors === 0
        ? ""
        : `${effectErrors} error(s) in effect's own declarations without the DOM library, not counted`)
    )
    const compiled = await check(
      `the README's ${programs.length} programs and every exports entry type-check (strict, exactOptionalPropertyTypes, DOM, JSX)`,
      async () => {
        await must(process.execPath, [tsc, "-p", "tsconfig.json"], { cwd: app, timeoutMs: 180_000 })
        return true
      }
    )

    if (compiled) {
      // The emulator, from the installed package, with a push source for the Effect example to rebuild.
      const emulatorModule = (await import(
        pathToFileURL(join(installedPkg, "dist", "emulator", "index.js")).href
      )) as typeof import("../../src/emulator/index.ts")
      const promiseModule = (await import(
        pathToFileURL(join(installedPkg, "dist", "promise", "index.js")).href
      )) as typeof import("../../src/promise/index.ts")
      const emulator = await emulatorModule.startEmulator({ stepMs: 0 })
      emulatorStop = emulator.stop
      const seeding = promiseModule.createPlatformClient(emulator.clientOptions)
      await seeding.source.create({ name: "Consumer push source", sourceType: "PUSH" })
      const names = ((await seeding.source.list())?.sourceModels ?? []).map((s) => s.name ?? "")
      await seeding.dispose()
      const env = childEnv({
        COVEO_ORGANIZATION_ID: emulator.organizationId,
        COVEO_ACCESS_TOKEN: emulator.accessToken,
        COVEO_HOST: emulator.url,
        COVEO_SERVERLESS_HOST: emulator.url
      })

      write(join(app, "render.mjs"), renderDriver)
      for (const { block, name } of programs) {
        await check(`README program ${name} (line ${block.line}) runs`, async () => {
          const before = emulator.stats().requests
          const script = join("out", "examples", `${name}.js`)
          const result = block.lang === "tsx"
            ? await run(process.execPath, ["render.mjs", script], {
              cwd: app,
              timeoutMs: 60_000,
              env: { ...env, CONSUMER_OPTIONS: JSON.stringify(emulator.clientOptions), CONSUMER_EXPECT: names[0] ?? "" }
            })
            : await run(process.execPath, [script], { cwd: app, timeoutMs: 60_000, env })
          const output = `${result.stdout}\n${result.stderr}`.trim()
          assert(!result.timedOut, `did not end within 60 s\n${tail(output)}`)
          assert(result.code === 0, `exited with ${result.code}\n${tail(output)}`)
          assert(result.stderr.trim() === "", `wrote to stderr\n${tail(result.stderr)}`)
          assert(!/\] (ERROR|FATAL) \(#/.test(result.stdout), `logged an error\n${tail(result.stdout)}`)
          const calls = emulator.stats().requests - before
          // The emulator example starts its own and the offline-testing one answers from memory: neither reaches
          // this run's; the others use it.
          if (/startEmulator|layerFromHttpClient/.test(block.code)) {
            assert(calls === 0, "sent requests to this run's emulator")
          } else assert(calls > 0, "sent no request to the emulator")
          return {
            calls,
            last: result.stdout.trim() === "" ? "(nothing)" : result.stdout.trim().split("\n").at(-1)!.slice(0, 100)
          }
        }, (r) => `${r.calls} requests to this run's emulator; last line printed: ${r.last}`)
      }
      await emulator.stop()
      emulatorStop = undefined
    }
  }

  // -------------------------------------------------------------- 3. old Node
  const oldNode = findOldNode()
  if (oldNode === undefined) {
    console.log(
      `  skip  no Node.js older than ${pkg.engines.node} on PATH outside node_modules: the old-Node checks did not run`
    )
  } else {
    if (installed) {
      const probes = [
        ".",
        "/Http",
        "/Http/Layer",
        "/Errors",
        "/Schema",
        "/Platform/Sources",
        "/UsageAnalytics/Exports",
        "/promise",
        "/promise/standalone",
        "/react",
        "/emulator"
      ]
      await check(
        `under Node.js ${oldNode.version}, importing ${probes.length} entries fails with the one-line message`,
        async () => {
          for (const probe of probes) {
            const specifier = probe === "." ? pkg.name : `${pkg.name}${probe}`
            write(join(app, "old-node.mjs"), `import "${specifier}"\nconsole.log("${wentOn}")\n`)
            const result = await run(oldNode.path, ["old-node.mjs"], { cwd: app, timeoutMs: 30_000 })
            assertOneLine(result, specifier, oldNode.version)
          }
        }
      )
    }
    await check(
      `under Node.js ${oldNode.version}, npm start's check (scripts/require-node.mjs) prints one line`,
      async () => {
        assert(
          pkg.scripts.start?.startsWith("node scripts/require-node.mjs && "),
          `the start script does not begin with the check: ${pkg.scripts.start}`
        )
        const result = await run(oldNode.path, [join(root, "scripts", "require-node.mjs")], {
          cwd: root,
          timeoutMs: 30_000
        })
        assert(result.code === 1, `exited with ${result.code}`)
        const lines = result.stderr.trim().split("\n")
        assert(lines.length === 1 && lines[0] === expectedMessage(oldNode.version), `printed:\n${result.stderr}`)
      }
    )
  }

  // -------------------------------------------------------------- 4. git install
  const clone = await check("a clone of HEAD with the working tree's changes committed in it", async () => {
    const dir = join(scratch, "clone")
    await must("git", ["clone", "--quiet", "--no-hardlinks", root, dir], { cwd: scratch, timeoutMs: 120_000 })
    const git = (gitArgs: ReadonlyArray<string>) => must("git", gitArgs, { cwd: root, timeoutMs: 60_000 })
    const changed = (await git(["diff", "--name-only", "--no-renames", "HEAD"])).stdout.split("\n").filter((f) =>
      f !== ""
    )
    const added = (await git(["ls-files", "--others", "--exclude-standard"])).stdout.split("\n").filter((f) => f !== "")
    for (const file of [...changed, ...added]) {
      const from = join(root, file)
      if (existsSync(from)) cpSync(from, join(dir, file), { recursive: true })
      else rmSync(join(dir, file), { force: true })
    }
    const status = await must("git", ["status", "--porcelain"], { cwd: dir, timeoutMs: 60_000 })
    if (status.stdout.trim() !== "") {
      await must("git", ["add", "-A"], { cwd: dir, timeoutMs: 60_000 })
      await must("git", [
        "-c",
        "user.name=consumer test",
        "-c",
        "user.email=consumer@example.invalid",
        "commit",
        "--quiet",
        "--no-verify",
        "-m",
        "consumer test: the working tree"
      ], { cwd: dir, timeoutMs: 60_000 })
    }
    return { dir, files: changed.length + added.length }
  }, (c) => `${c.files} changed or new file(s) committed in the clone`)

  if (clone !== undefined) {
    const gitInstalled = await check(
      `npm install git+file://… (prepare builds dist/ with the dev dependencies) with effect@${oldestEffect}`,
      async () => {
        write(
          join(gitApp, "package.json"),
          JSON.stringify({ name: "consumer-git-app", private: true, type: "module" }, null, 2)
        )
        await npm(
          [
            "install",
            "--prefer-offline",
            `git+file://${clone.dir}`,
            `effect@${oldestEffect}`,
            `react@${installedVersion("react")}`
          ],
          gitApp,
          900_000
        )
        const dir = join(gitApp, "node_modules", pkg.name)
        assert(existsSync(join(dir, "dist", "index.js")), "dist/ was not built")
        assert(!existsSync(join(dir, "node_modules")), "the package brought its own node_modules")
        assert(
          !existsSync(join(dir, "test")) && !existsSync(join(dir, "bench")),
          "the repository's tooling was installed"
        )
        return dir
      }
    )
    if (gitInstalled !== undefined) {
      await check(
        `every exports entry (${entries.length}) of the git install imports under Node.js ${process.versions.node}`,
        async () => {
          write(
            join(gitApp, "import-all.mjs"),
            [
              `const specifiers = ${JSON.stringify(entries.map((e) => e.specifier))}`,
              `let n = 0`,
              `for (const s of specifiers) {`,
              `  await import(s)`,
              `  n++`,
              `}`,
              `console.log(n)`
            ].join("\n")
          )
          const result = await must(process.execPath, ["import-all.mjs"], { cwd: gitApp, timeoutMs: 120_000 })
          assert(
            result.stdout.trim() === String(entries.length),
            `imported ${result.stdout.trim()} of ${entries.length}`
          )
        }
      )
    }
  }

  // -------------------------------------------------------------- 5. the oldest undici
  const undiciRange = pkg.peerDependencies.undici
  if (undiciRange !== undefined) {
    const oldestUndici = oldestIn(undiciRange)
    const undiciDir = join(scratch, "undici-oldest")
    const undiciInstalled = await check(
      `npm install undici@${oldestUndici} (the oldest the peer range ${undiciRange} admits)`,
      async () => {
        write(join(undiciDir, "package.json"), JSON.stringify({ name: "undici-oldest", private: true }, null, 2))
        await npm(["install", "--prefer-offline", `undici@${oldestUndici}`], undiciDir, 300_000)
        assert(installedVersion("undici", undiciDir) === oldestUndici,
          `undici ${installedVersion("undici", undiciDir)}`)
        return true
      }
    )
    if (undiciInstalled) {
      await check(`the undici transport's tests pass on undici@${oldestUndici}`, async () => {
        const result = await must(process.execPath, [
          join(root, "node_modules", "vitest", "vitest.mjs"),
          "run",
          ...undiciTests
        ], {
          cwd: root,
          timeoutMs: 600_000,
          env: childEnv({ UNDICI_UNDER_TEST: undiciDir, UNDICI_UNDER_TEST_VERSION: oldestUndici, NO_COLOR: "1" })
        })
        return /Tests\s+(\d+ passed[^\n]*)/.exec(result.stdout)?.[1] ?? "passed"
      }, (summary) => `${undiciTests.length} files: ${summary}`)
    }
  }
} catch (error) {
  results.push({ name: "the run itself", ok: false, ms: 0, detail: String(error) })
  console.log(`  FAIL  the run itself: ${error instanceof Error ? error.stack : String(error)}`)
} finally {
  await emulatorStop?.().catch(() => {})
  cleanUp()
  clearTimeout(overall)
}

const passed = results.filter((r) => r.ok).length
const failed = results.length - passed
if (reportFile !== undefined) {
  write(
    reportFile,
    JSON.stringify({ passed, failed, seconds: (Date.now() - started) / 1000, effect: oldestEffect, results }, null, 2) +
      "\n"
  )
}
console.log(`consumer: ${passed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(0)} s)`)
process.exit(failed === 0 && passed > 0 ? 0 : 1)

// ---------------------------------------------------------------- helpers (hoisted)

function expectedMessage(version: string): string {
  const minimum = /^>=\s*(\d+\.\d+)/.exec(pkg.engines.node)![1]
  return `effect-coveo-platform needs Node.js ${minimum} or later; this is Node.js ${version}`
}

/** The failure of an import under an old Node: the message once, at most one stack frame, nothing loaded. */
function assertOneLine(result: Ran & { readonly timedOut: boolean }, specifier: string, version: string): void {
  const output = `${result.stdout}\n${result.stderr}`
  assert(result.code !== 0 && !result.timedOut, `${specifier} loaded under Node.js ${version}:\n${tail(output)}`)
  assert(!output.includes(wentOn), `${specifier}: the program went on after the import`)
  const messages = output.split("\n").filter((l) => l.includes(expectedMessage(version)))
  assert(
    messages.length === 1 && messages[0] === `Error: ${expectedMessage(version)}`,
    `${specifier}: not the one-line message:\n${tail(output)}`
  )
  const frames = output.split("\n").filter((l) => /^\s+at /.test(l))
  assert(frames.length <= 1, `${specifier}: a stack of ${frames.length} frames:\n${tail(output)}`)
  // Node prints the source line of the throw: a bundled check would show a minified chunk there.
  const long = output.split("\n").filter((l) => l.length > 200)
  assert(long.length === 0, `${specifier}: ${long.length} line(s) over 200 characters:\n${tail(output)}`)
}

/** A Node.js older than `engines` on PATH (outside any node_modules) or at /usr/bin/node. */
function findOldNode(): { readonly path: string; readonly version: string } | undefined {
  const minimum = /^>=\s*(\d+)\.(\d+)/.exec(pkg.engines.node)!
  const candidates = [
    ...(process.env.PATH ?? "").split(delimiter).filter((d) => d !== "" && !d.includes("node_modules")).map((d) =>
      join(d, "node")
    ),
    "/usr/bin/node",
    "/usr/local/bin/node"
  ]
  for (const path of new Set(candidates)) {
    try {
      if (!statSync(path).isFile()) continue
    } catch {
      continue
    }
    const probe = spawnVersion(path)
    if (probe === undefined) continue
    const [major, minor] = probe.split(".").map(Number) as [number, number]
    if (major < Number(minimum[1]) || (major === Number(minimum[1]) && minor < Number(minimum[2]))) {
      return { path, version: probe }
    }
  }
  return undefined
}

function spawnVersion(path: string): string | undefined {
  try {
    const out = readVersionSync(path)
    return /^v(\d+\.\d+\.\d+)/.exec(out)?.[1]
  } catch {
    return undefined
  }
}

function readVersionSync(path: string): string {
  // A tiny synchronous probe; the path is a node binary found on PATH.
  const { execFileSync } = process.getBuiltinModule("node:child_process") as typeof import("node:child_process")
  return execFileSync(path, ["--version"], { encoding: "utf8", timeout: 10_000 })
}
