// @ts-check
// Lint and format (`npm run lint`, `npm run lint:fix`): typescript-eslint's recommended rules
// and Effect's dprint formatting. typescript-eslint needs the classic TypeScript compiler API,
// which TypeScript 7 lacks: the first import points `typescript` at `@typescript/typescript6`
// for this process, and the plugins are loaded after it.
import "./scripts/typescript6.ts"

const { default: js } = await import("@eslint/js")
const { default: tseslint } = await import("typescript-eslint")
const effect = await import("@effect/eslint-plugin")

export default tseslint.config(
  {
    ignores: [
      "**/node_modules/**",
      "**/dist/**",
      "test-output/**",
      "coverage/**",
      "bench/.build*/**",
      "docs/api/**"
    ]
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    extends: [js.configs.recommended, ...tseslint.configs.recommended, ...effect.configs.dprint],
    languageOptions: {
      ecmaVersion: "latest",
      sourceType: "module"
    },
    linterOptions: {
      reportUnusedDisableDirectives: "error"
    },
    rules: {
      // TypeScript checks these better than ESLint can.
      "no-undef": "off",
      "no-redeclare": "off",
      "no-fallthrough": "off",
      // Effect style: generators without `yield` (Effect.gen), rest/spread as written.
      "require-yield": "off",
      "prefer-rest-params": "off",
      "prefer-spread": "off",
      "object-shorthand": "error",
      "@typescript-eslint/no-unused-vars": ["error", {
        argsIgnorePattern: "^_",
        varsIgnorePattern: "^_",
        caughtErrorsIgnorePattern: "^_",
        ignoreRestSiblings: true
      }],
      // `typeof import("...")` stays allowed: it types modules that are loaded lazily.
      "@typescript-eslint/consistent-type-imports": ["error", {
        fixStyle: "inline-type-imports",
        disallowTypeAnnotations: false
      }],
      "@typescript-eslint/no-import-type-side-effects": "error",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-empty-object-type": "off",
      "@typescript-eslint/no-namespace": "off",
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/array-type": ["error", { default: "generic", readonly: "generic" }],
      "@effect/dprint": ["error", {
        config: {
          indentWidth: 2,
          lineWidth: 120,
          semiColons: "asi",
          quoteStyle: "alwaysDouble",
          trailingCommas: "never",
          operatorPosition: "maintain",
          "arrowFunction.useParentheses": "force",
          "arguments.preferHanging": "always"
        }
      }]
    }
  },
  {
    // Derived from the README's programs (scripts/readme-examples.ts): formatted as the README is.
    files: ["examples/readme.ts"],
    rules: { "@effect/dprint": "off" }
  }
)
