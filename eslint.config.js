import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "**/node_modules/**",
      "data/**",
      "server/drizzle/**",
      "test-results/**",
      "playwright-report/**",
      "server/build.mjs",
      "core/src/language/vectors/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ["*.ts"] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": [
        "error",
        { checksVoidReturn: { attributes: false } },
      ],
      "@typescript-eslint/require-await": "off",
      "@typescript-eslint/only-throw-error": "off",
    },
  },
  {
    // plain JavaScript (configs, build script, the service worker) is linted without type information
    files: ["**/*.js", "**/*.mjs"],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { parserOptions: { projectService: false } },
  },
  {
    files: ["web/public/sw.js"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // core: pure logic, imports nothing local outside core and no framework/IO
    files: ["core/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@firstly/*", "../../server/*", "../../web/*", "**/server/**", "**/web/**"],
              message: "core imports nothing local",
            },
            {
              group: ["node:fs", "node:fs/*", "node:http", "node:net", "pg", "hono", "react"],
              message: "core has no IO",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["core/**/*.test.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // search and scoring are peers: both read core/src/language (tokens, stems, word vectors);
    // search never reaches into the engine's internals, and scoring never imports search.
    // (The typescript-eslint twin of no-restricted-imports, so core's own walls above still hold.)
    files: ["core/src/search/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/scoring/builtin", "**/scoring/builtin/**"],
              message: "search imports core/src/language, not the scoring engine's internals",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["core/src/scoring/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["**/search", "**/search/**"], message: "scoring does not import search" },
          ],
        },
      ],
    },
  },
  {
    // the ranking lab fits and measures the engine; the product never imports it (core is held by
    // its own "imports nothing local" rule above)
    files: ["server/src/**/*.ts", "web/src/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@firstly/ranking-lab", "@firstly/ranking-lab/*", "**/ranking-lab/**"],
              message:
                "the ranking lab ships nothing: the product imports only its generated weights in core",
            },
          ],
        },
      ],
    },
  },
  {
    // web imports core only
    files: ["web/**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@firstly/server", "@firstly/server/*", "**/server/src/**"],
              message: "web imports core only",
            },
          ],
        },
      ],
    },
  },
  {
    // server rooms: http/ and routes/ are the edge; nothing below them imports them back
    // (the domain throws AppError from errors/, auth and use cases never reach into the transport)
    files: ["server/src/**/*.ts"],
    ignores: [
      "server/src/http/**",
      "server/src/routes/**",
      "server/src/app.ts",
      "server/src/**/*.test.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "**/http/*",
                "**/http/**",
                "**/routes/*",
                "**/routes/**",
                "./http/*",
                "./routes/*",
              ],
              message:
                "http/ and routes/ are the edge: move what both need to errors/, auth/ or the use case",
            },
          ],
        },
      ],
    },
  },
  {
    // server rooms below the use cases (auth, push, media, images, scoring, billing, mail, ai,
    // realtime, db, errors): they take narrow dependencies of their own, never the whole AppDeps
    // bag (context.ts) or a use case; a use case or the job worker composes them
    files: [
      "server/src/{auth,push,media,images,scoring,billing,mail,ai,realtime,db,errors}/**/*.ts",
      "server/src/{env,logger,json-text}.ts",
    ],
    ignores: ["server/src/**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["**/http/*", "**/http/**", "**/routes/*", "**/routes/**"],
              message:
                "http/ and routes/ are the edge: move what both need to errors/, auth/ or the use case",
            },
            {
              group: [
                "**/context",
                "**/use-cases/*",
                "**/use-cases/**",
                "**/jobs/*",
                "**/jobs/**",
                "**/mcp/*",
                "**/mcp/**",
                "**/create-deps",
              ],
              message:
                "a lower room imports no use case, job, AppDeps (context.ts) or composition: declare the narrow dependencies it needs, and let the caller pass them",
            },
          ],
        },
      ],
    },
  },
  {
    // env is parsed once in server/src/env.ts
    files: ["server/src/**/*.ts"],
    ignores: ["server/src/env.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "use env from server/src/env.ts" },
      ],
    },
  },
);
