/**
 * Hooks that run Effects on the provider's runtime. Changing dependencies or
 * unmounting interrupts the run, which aborts its HTTP request; results that
 * arrive afterwards are dropped.
 *
 * @module
 */
import * as Cause from "effect/Cause";
import * as Exit from "effect/Exit";
import * as Option from "effect/Option";
import * as Stream from "effect/Stream";
import { useCallback, useEffect, useRef, useState } from "react";
import { usePlatformRuntime } from "./Runtime.js";
const fromExit = (exit) => {
    if (Exit.isSuccess(exit))
        return { status: "success", data: exit.value };
    const error = Cause.findErrorOption(exit.cause);
    return Option.isSome(error) ? { status: "failure", error: error.value } : { status: "defect", defect: Cause.squash(exit.cause) };
};
/** Runs an Effect when mounted and whenever `deps` change. */
export const usePlatformQuery = (effect, deps) => {
    const runtime = usePlatformRuntime();
    const [state, setState] = useState({ status: "loading" });
    const [generation, setGeneration] = useState(0);
    const latest = useRef(effect);
    latest.current = effect;
    useEffect(() => {
        const controller = new AbortController();
        setState({ status: "loading" });
        const current = latest.current;
        runtime.runPromiseExit(typeof current === "function" ? current() : current, { signal: controller.signal })
            .then((exit) => {
            if (!controller.signal.aborted)
                setState(fromExit(exit));
        });
        return () => controller.abort();
    }, [runtime, generation, ...deps]);
    const refresh = useCallback(() => setGeneration((g) => g + 1), []);
    return { ...state, refresh };
};
/** Runs an Effect on demand; unmounting interrupts the runs in flight. */
export const usePlatformMutation = (fn) => {
    const runtime = usePlatformRuntime();
    const [state, setState] = useState({ status: "idle" });
    const inFlight = useRef(new Set());
    const latest = useRef(fn);
    latest.current = fn;
    useEffect(() => {
        const controllers = inFlight.current;
        return () => {
            for (const c of controllers)
                c.abort();
            controllers.clear();
        };
    }, [runtime]);
    const run = useCallback((...args) => {
        const controller = new AbortController();
        inFlight.current.add(controller);
        setState({ status: "loading" });
        return runtime.runPromiseExit(latest.current(...args), { signal: controller.signal }).then((exit) => {
            inFlight.current.delete(controller);
            if (!controller.signal.aborted)
                setState(fromExit(exit));
            return exit;
        });
    }, [runtime]);
    const reset = useCallback(() => setState({ status: "idle" }), []);
    return { state, run, reset };
};
/**
 * Reads a `Stream` twin (e.g. `Sources.listAll`) `pageSize` items at a time: the
 * first batch on mount, the next on `loadMore()`. Pages are fetched lazily, as
 * the items are pulled; changing deps or unmounting stops the stream.
 */
export const usePlatformPages = (stream, deps, options = {}) => {
    const runtime = usePlatformRuntime();
    const pageSize = options.pageSize ?? 20;
    const [state, setState] = useState({
        items: [],
        status: "loading",
        error: undefined,
        hasMore: true
    });
    const pull = useRef(undefined);
    const latest = useRef(stream);
    latest.current = stream;
    useEffect(() => {
        let cancelled = false;
        let iterator;
        let busy = false;
        const controller = new AbortController();
        setState({ items: [], status: "loading", error: undefined, hasMore: true });
        const next = async () => {
            if (busy || cancelled)
                return;
            busy = true;
            setState((s) => ({ ...s, status: "loading" }));
            try {
                iterator ??= (await runtime.runPromise(Stream.toAsyncIterableEffect(latest.current()), { signal: controller.signal }))[Symbol.asyncIterator]();
                const batch = [];
                let done = false;
                while (batch.length < pageSize) {
                    const r = await iterator.next();
                    if (r.done) {
                        done = true;
                        break;
                    }
                    batch.push(r.value);
                }
                if (!cancelled) {
                    setState((s) => ({ items: [...s.items, ...batch], status: done ? "done" : "ready", error: undefined, hasMore: !done }));
                }
            }
            catch (error) {
                if (!cancelled)
                    setState((s) => ({ ...s, status: "failure", error: error, hasMore: false }));
            }
            finally {
                busy = false;
            }
        };
        pull.current = () => void next();
        void next();
        return () => {
            cancelled = true;
            controller.abort();
            void iterator?.return?.();
        };
    }, [runtime, pageSize, ...deps]);
    const loadMore = useCallback(() => pull.current?.(), []);
    return { ...state, loadMore };
};
