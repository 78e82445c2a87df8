/**
 * Every declared call of the library, for tools that work from the
 * declarations (the emulator, tests). Importing this module loads every area.
 *
 * @module
 */
import * as Auth from "./Http/Auth.js";
import * as PipelineMl from "./Platform/PipelineMl.js";
import { endpointOf } from "./Http/Endpoint.js";
import { accessors } from "./promise/accessors.js";
const collect = (node, into) => {
    for (const [module, children] of Object.values(node)) {
        for (const value of Object.values(module)) {
            const def = endpointOf(value);
            if (def !== undefined)
                into.set(`${def.name} ${def.method} ${def.path}`, def);
        }
        if (children !== undefined)
            collect(children, into);
    }
    return into;
};
/** The declarations of every call, each once. */
export const allEndpoints = [
    // The token check and the ML version call (reached through `Pipelines.getMLVersion`) sit outside the tree.
    ...collect({ ...accessors, extra: [{ ...Auth, ...PipelineMl }] }, new Map()).values()
];
