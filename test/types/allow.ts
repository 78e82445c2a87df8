/**
 * Declarations whose success type or JSON body argument is meant to differ from the generated types of
 * their operation (test/types/operations.ts, written by scripts/generate-operation-checks.ts), each
 * with its reason. A listed check asserts the difference, so it fails once the types agree: remove the
 * entry then. An entry for a check that is no longer generated makes the generator fail.
 */
export const allow: Readonly<Record<string, { readonly result?: string; readonly body?: string }>> = {}
