/**
 * The shape every benchmarked client is adapted to, and where the library under
 * test is loaded from (not a measurement itself).
 */
import { join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

/** The four Sources calls the benchmark makes, whatever the client. */
export interface BenchClient {
  readonly list: () => Promise<unknown>
  readonly get: (id: string) => Promise<unknown>
  readonly create: (body: Readonly<Record<string, unknown>>) => Promise<unknown>
  readonly del: (id: string) => Promise<unknown>
  /** The client's token check (`initialize()`), which the cold start makes before its first call; none for raw clients. */
  readonly initialize?: () => Promise<unknown>
  /** Releases what the client holds (runtime, sockets); the process should then be able to exit. */
  readonly close: () => Promise<void>
  /** Whether the client retries 429 answers by itself (the storm scenario needs it). */
  readonly retries429: boolean
}

export const ORG = "benchorg"
export const TOKEN = "xx-bench-token-0000-0000-0000"

const root = fileURLToPath(new URL("../..", import.meta.url))

/**
 * URL of a library module such as `promise/index`: the compiled JavaScript in
 * bench/.build by default (what a user of the package runs), or the TypeScript
 * sources with BENCH_LIB=src.
 */
export const libModule = (rel: string): string =>
  process.env.BENCH_LIB === "src"
    ? pathToFileURL(join(root, "src", `${rel}.ts`)).href
    : pathToFileURL(join(process.env.BENCH_BUILD_DIR ?? join(root, "bench", ".build"), `${rel}.js`)).href
