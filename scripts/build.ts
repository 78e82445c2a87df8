/**
 * Builds the published JavaScript: `tsc -p tsconfig.build.json` into a
 * directory, then the pure marks of `annotate-pure.ts`. `npm run build` (and
 * `prepare`, so git installs and `npm pack`) writes `dist/`, with declarations,
 * source maps and declaration maps, all pointing into `src/`, which the package
 * ships beside `dist/`; the benchmarks build the same
 * JavaScript into their own directories, so they measure what is published. Last, the Node build of
 * `promise` and `promise/standalone` bundles the promise API with its own copy of effect (`bundleStandalone`).
 *
 * Usage: `node scripts/build.ts [outDir]` (default `dist`).
 */
import { build, type Plugin } from "esbuild"
import { execFileSync } from "node:child_process"
import { rmSync } from "node:fs"
import { dirname, join, resolve } from "node:path"
import { fileURLToPath } from "node:url"
import { annotateDir } from "./annotate-pure.ts"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")

/**
 * How the size budgets and the build test bundle a program for browsers: ESM, minified, in memory,
 * with its metafile.
 */
export const browserBuild = {
  format: "esm",
  platform: "browser",
  minify: true,
  write: false,
  metafile: true,
  logLevel: "silent"
} as const

/** Options of {@link buildLibrary}. */
export interface BuildOptions {
  /** Emit `.d.ts`, source maps and declaration maps and type-check, as for publishing (default true). */
  readonly full?: boolean
}

// Every entry imports the Node version check first. The bundle leaves it out and imports its unbundled module
// at the top of every file instead, so that it still runs first (Node evaluates imports in order), and so that
// an old Node shows the check's own short source line above the error: bundled, Node would print the check's
// minified chunk there (the source line of an uncaught throw), one line of tens of kilobytes.
const nodeCheck = "../internal/requireNode.js"
const keepNodeCheck: Plugin = {
  name: "keep-node-check",
  setup: (esbuild) => {
    esbuild.onResolve({ filter: /[/\\]internal[/\\]requireNode\.js$/ },
      () => ({ path: nodeCheck, namespace: "node-check" }))
    esbuild.onLoad({ filter: /.*/, namespace: "node-check" }, () => ({ contents: "" }))
  }
}

/**
 * `promise` and `promise/standalone` for Node (`<outDir>/standalone/`): the promise API bundled with its own
 * copy of effect, split per area as the lazy facade loads them. A fresh process then loads a few files, where
 * the unbundled entry makes Node load about a thousand modules of effect (about 130 ms of a 180 ms cold start).
 */
const bundleStandalone = async (outDir: string): Promise<void> => {
  await build({
    // One build for both entries: their shared chunks are one copy, should a program import both.
    entryPoints: {
      promise: join(outDir, "promise", "index.js"),
      standalone: join(outDir, "promise", "standalone.js")
    },
    outdir: join(outDir, "standalone"),
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    // The output directory may lie outside the project (the tests build into a temporary one).
    nodePaths: [join(root, "node_modules")],
    // Whitespace and syntax only: class and function names stay readable in stack traces.
    minifyWhitespace: true,
    minifySyntax: true,
    // No source maps: theirs would point into effect's sources, which the package does not ship (the consumer
    // check fails on a map entry the package lacks); names stay readable, as identifiers are not minified.
    sourcemap: false,
    logLevel: "error",
    banner: { js: `import "${nodeCheck}";` },
    plugins: [keepNodeCheck]
  })
}

/** Compiles `src/` into `outDir` and marks its module-level calls pure; answers how many were marked. */
export const buildLibrary = async (outDir: string, options: BuildOptions = {}): Promise<number> => {
  const full = options.full ?? true
  rmSync(outDir, { recursive: true, force: true })
  // A full build also maps each .d.ts to its source (editors go to the definition in the shipped src/).
  const extra = full ? ["--declarationMap"] : ["--declaration", "false", "--sourceMap", "false", "--noCheck"]
  execFileSync(
    process.execPath,
    [
      join(root, "node_modules", "typescript", "bin", "tsc"),
      "-p",
      join(root, "tsconfig.build.json"),
      "--outDir",
      outDir,
      ...extra
    ],
    { stdio: "inherit", timeout: 180_000 }
  )
  const marked = annotateDir(outDir)
  await bundleStandalone(outDir)
  return marked
}

if (import.meta.main) {
  const outDir = resolve(root, process.argv[2] ?? "dist")
  console.log(`build: ${outDir}, ${await buildLibrary(outDir)} module-level calls marked pure`)
}
