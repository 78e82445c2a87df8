const glob = (pattern) => new RegExp(`^${pattern.split("*").map((p) => p.replace(/[.+?^${}()|[\]\\]/g, "\\$&")).join(".*")}$`);
const compile = (rule) => {
    const match = rule.match ?? "*";
    return { rule, patterns: (typeof match === "string" ? [match] : match).map(glob), seen: 0 };
};
const fires = (active) => {
    const { every, first } = active.rule;
    if (first === undefined && every === undefined)
        return true;
    return (first !== undefined && active.seen <= first) || (every !== undefined && every > 0 && active.seen % every === 0);
};
/** The fault rules in force, in order; the first firing rule that replaces the answer wins. */
export class Faults {
    active;
    constructor(rules = []) {
        this.active = rules.map(compile);
    }
    /** Replaces every rule (their counters start again). */
    set(rules) {
        this.active = rules.map(compile);
    }
    /** Adds a rule after the others. */
    add(rule) {
        this.active.push(compile(rule));
    }
    /** Removes every rule. */
    clear() {
        this.active = [];
    }
    /** The rules in force. */
    rules() {
        return this.active.map((a) => a.rule);
    }
    /** Counts the call against every rule that picks it and says what happens to it. */
    decide(route) {
        const names = [...route.defs.map((d) => d.name), `${route.method} ${route.template}`];
        let latencyMs = 0;
        let fault;
        for (const active of this.active) {
            if (!active.patterns.some((p) => names.some((n) => p.test(n))))
                continue;
            active.seen++;
            if (!fires(active))
                continue;
            if (active.rule.fault === "latency")
                latencyMs += active.rule.delayMs ?? 0;
            else
                fault ??= active.rule;
        }
        return { latencyMs, fault };
    }
}
