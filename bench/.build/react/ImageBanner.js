import { jsx as _jsx } from "react/jsx-runtime";
import { usePlatformRuntimeOptional } from "./Runtime.js";
/** The clickable image banner. */
export function ImageBanner(props) {
    const runtime = usePlatformRuntimeOptional();
    const handleClick = (event) => {
        props.onClick?.(event);
        if (props.onClickEffect !== undefined && runtime !== null)
            void runtime.runPromiseExit(props.onClickEffect);
    };
    return (_jsx("a", { href: props.href, title: props.title, target: props.target, rel: props.target === "_blank" ? "noopener noreferrer" : undefined, "data-variant": props.variant, className: props.className, onClick: handleClick, children: _jsx("img", { src: props.imageUrl, alt: props.altText, style: { display: "block", maxWidth: "100%" } }) }));
}
