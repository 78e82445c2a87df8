import { Fragment as _Fragment, jsx as _jsx } from "react/jsx-runtime";
/**
 * `PlatformProvider`: one `ManagedRuntime` per provider, built from client
 * options or a ready Layer, disposed on unmount. No global state: two providers
 * on one page keep their own clients.
 *
 * @module
 */
import * as Layer from "effect/Layer";
import * as ManagedRuntime from "effect/ManagedRuntime";
import { createContext, useContext, useEffect, useMemo, useState } from "react";
import { layer as makeLayer } from "../Http/Layer.js";
const RuntimeContext = createContext(null);
/** Provides a platform client to the hooks below it. */
export function PlatformProvider(props) {
    const { options } = props;
    // Inline options are a new object on every render: rebuild only when a value changes.
    const layer = useMemo(() => props.layer ?? makeLayer(options), [
        props.layer,
        options?.organizationId,
        options?.accessToken,
        options?.environment,
        options?.region,
        options?.host,
        options?.serverlessHost,
        options?.transport,
        options?.timeout,
        options?.verifyToken
    ]);
    const [runtime, setRuntime] = useState(null);
    useEffect(() => {
        // A client that cannot be built (e.g. a rejected token with verifyToken) shows as a defect in the hooks' state.
        const rt = ManagedRuntime.make(Layer.orDie(layer));
        setRuntime(rt);
        return () => {
            setRuntime((current) => (current === rt ? null : current));
            void rt.dispose();
        };
    }, [layer]);
    if (runtime === null)
        return _jsx(_Fragment, { children: props.fallback ?? null });
    return _jsx(RuntimeContext.Provider, { value: runtime, children: props.children });
}
/** The runtime of the nearest {@link PlatformProvider}; throws outside one. */
export const usePlatformRuntime = () => {
    const runtime = useContext(RuntimeContext);
    if (runtime === null)
        throw new Error("usePlatformRuntime must be used inside a <PlatformProvider>");
    return runtime;
};
/** The runtime of the nearest {@link PlatformProvider}, or `null` outside one. */
export const usePlatformRuntimeOptional = () => useContext(RuntimeContext);
