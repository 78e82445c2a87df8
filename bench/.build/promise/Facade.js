/**
 * The generic wrapper that turns Effect modules into promise accessors: every
 * exported function that returns an Effect becomes a function returning a
 * Promise; one that returns a Stream becomes one returning an AsyncIterable.
 * Nothing is written call by call.
 *
 * @module
 */
import * as Cause from "effect/Cause";
import * as Effect from "effect/Effect";
import * as Exit from "effect/Exit";
import * as Option from "effect/Option";
import * as Stream from "effect/Stream";
/** Runs an Effect on the runtime: typed failures reject with the error instance, an `Aborted` resolves `undefined`. */
export const runPromise = (runtime, effect) => runtime.runPromiseExit(effect).then((exit) => {
    if (Exit.isSuccess(exit))
        return exit.value;
    const error = Cause.findErrorOption(exit.cause);
    if (Option.isSome(error)) {
        if (error.value?._tag === "Aborted")
            return undefined;
        throw error.value;
    }
    throw Cause.squash(exit.cause);
});
const iterate = (runtime, stream) => ({
    [Symbol.asyncIterator]() {
        let inner;
        const open = async () => {
            inner ??= (await runtime.runPromise(Stream.toAsyncIterableEffect(stream)))[Symbol.asyncIterator]();
            return inner;
        };
        return {
            next: async () => (await open()).next(),
            return: async (value) => {
                if (inner?.return)
                    return inner.return(value);
                return { done: true, value: value };
            }
        };
    }
});
const promisify = (runtime, module) => {
    const out = {};
    for (const [key, value] of Object.entries(module)) {
        if (typeof value !== "function")
            continue;
        out[key] = (...args) => {
            const result = value(...args);
            if (Stream.isStream(result))
                return iterate(runtime, result);
            if (Effect.isEffect(result))
                return runPromise(runtime, result);
            return result;
        };
    }
    return out;
};
/** Builds the accessor tree of `tree` over `runtime`. */
export const makeFacade = (runtime, tree) => {
    const out = {};
    for (const [key, [module, children]] of Object.entries(tree)) {
        out[key] = { ...promisify(runtime, module), ...(children ? makeFacade(runtime, children) : {}) };
    }
    return out;
};
