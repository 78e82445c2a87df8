// `npm start` runs this first: plain JavaScript, so that an old Node.js (which
// cannot run the TypeScript demo) stops with one clear line. The minimum is
// package.json `engines.node`, the same one the library checks when it loads
// (src/internal/requireNode.ts; test/consumer/package.test.ts keeps them equal).
import { readFileSync } from "node:fs"

const { engines } = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"))
const minimum = /^>=\s*(\d+)\.(\d+)/.exec(engines.node)
const [major, minor] = process.versions.node.split(".").map(Number)
if (minimum !== null && (major < Number(minimum[1]) || (major === Number(minimum[1]) && minor < Number(minimum[2])))) {
  console.error(
    `effect-coveo-platform needs Node.js ${minimum[1]}.${minimum[2]} or later; this is Node.js ${process.versions.node}`
  )
  process.exit(1)
}
