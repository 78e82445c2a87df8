/**
 * Every declared call of the library, for tools that work from the
 * declarations (the emulator, tests). Importing this module loads every area.
 *
 * @module
 */
import * as Auth from "./Http/Auth.ts"
import * as PipelineMl from "./Platform/PipelineMl.ts"
import { endpointOf } from "./Http/Endpoint.ts"
import type { EndpointDef } from "./Http/PlatformClient.ts"
import { accessors } from "./promise/accessors.ts"
import type { Node } from "./promise/Facade.ts"

const collect = (node: Readonly<Record<string, Node>>, into: Map<string, EndpointDef>) => {
  for (const [module, children] of Object.values(node)) {
    for (const value of Object.values(module)) {
      const def = endpointOf(value)
      if (def !== undefined) into.set(`${def.name} ${def.method} ${def.path}`, def)
    }
    if (children !== undefined) collect(children, into)
  }
  return into
}

/** The declarations of every call, each once. */
export const allEndpoints: ReadonlyArray<EndpointDef> = [
  // The token check and the ML version call (reached through `Pipelines.getMLVersion`) sit outside the tree.
  ...collect({ ...accessors, extra: [{ ...Auth, ...PipelineMl }] }, new Map()).values()
]
