/**
 * The promise API, drop-in for `@coveo/platform-client` call shapes:
 *
 * ```ts
 * const client = createPlatformClient({ organizationId: "my-org", accessToken: "xx..." })
 * await client.initialize()
 * const page = await client.source.list({ perPage: 50 })
 * ```
 *
 * Every accessor is generated from the Effect modules by `makeFacade`.
 *
 * @module
 */
import * as ManagedRuntime from "effect/ManagedRuntime";
import { abortGetRequests, checkToken, currentUser } from "../Http/Auth.js";
import { layer } from "../Http/Layer.js";
import { accessors } from "./accessors.js";
import { makeFacade, runPromise } from "./Facade.js";
export { retry } from "../Http/Retry.js";
/** Creates a promise client. */
export const createPlatformClient = (options) => {
    const runtime = ManagedRuntime.make(layer(options));
    const facade = makeFacade(runtime, accessors);
    return Object.defineProperties(facade, {
        initialize: { value: () => runPromise(runtime, checkToken) },
        currentUser: { get: () => runtime.runSync(currentUser), enumerable: true },
        abortGetRequests: { value: () => runtime.runSync(abortGetRequests) },
        dispose: { value: () => runtime.dispose() }
    });
};
/** The promise client as a class, for `new PlatformClient(options)` as with `@coveo/platform-client`. */
export class PlatformClient {
    constructor(options) {
        // A constructor may return another object: the generated client is the instance.
        return createPlatformClient(options);
    }
}
