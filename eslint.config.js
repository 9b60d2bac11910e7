import js from "@eslint/js";
import tseslint from "typescript-eslint";
import globals from "globals";
import { readdirSync } from "node:fs";
import { importX, createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";

// web rooms (ARCHITECTURE.md): app → features → components, lib; each feature keeps to itself
const webSrc = new URL("./web/src/", import.meta.url).pathname;
const webFeatures = readdirSync(`${webSrc}features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      "**/dist/**",
      "web/dist-ssr/**",
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
    // web rooms: a feature imports its own folder, components/ and lib/ — never another feature
    // (what two features share moves to components/ or lib/, or app/ composes them);
    // components/ and lib/ import neither features/ nor app/
    files: ["web/src/**/*.{ts,tsx}"],
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js"] })],
    },
    rules: {
      "import-x/no-restricted-paths": [
        "error",
        {
          basePath: webSrc,
          zones: [
            {
              target: ["./components", "./lib"],
              from: ["./features", "./app"],
              message: "components/ and lib/ are below features/ and app/: pass what they need in",
            },
            {
              target: "./features",
              from: "./app",
              message: "features/ are below app/: move the shared piece to components/ or lib/",
            },
            ...webFeatures.map((feature) => ({
              target: `./features/${feature}`,
              from: "./features",
              except: [`./${feature}`],
              message: `features/${feature} may not import another feature: move the shared piece to components/ or lib/, or compose both in app/`,
            })),
          ],
        },
      ],
    },
  },
  {
    // hooks: the rules of hooks and complete effect dependencies; jsx-a11y on every screen
    files: ["web/src/**/*.tsx", "web/src/**/*.ts"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["web/src/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // a checkbox label's words sit in a span inside a span (title, then a muted line)
      "jsx-a11y/label-has-associated-control": ["error", { depth: 3 }],
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
