import { createRequire } from "node:module";
import path from "node:path";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { routePreloads } from "./scripts/route-preloads.ts";
import { swPrecache } from "./scripts/sw-precache.ts";

// react-router's package exports only its development build (dev warnings on); the production
// build beside it is the same code with them off, and is what the built app should run
const reactRouterDist = path.join(
  path.dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production",
);

export default defineConfig(({ command, isSsrBuild }) => ({
  // the server's first paint (src/first-paint) is built for Node beside the app: no styles, no
  // service worker and no route list of its own
  plugins: isSsrBuild
    ? [react()]
    : [
        react(),
        tailwindcss(),
        routePreloads(path.join(import.meta.dirname, "src/app/routes.tsx")),
        swPrecache(),
      ],
  resolve: {
    alias:
      command === "build"
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterDist, "index.mjs") },
            {
              find: /^react-router\/dom$/,
              replacement: path.join(reactRouterDist, "dom-export.mjs"),
            },
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
  preview: {
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
  // the first paint runs in the server's Node as one file: React and the rest inside it
  // (only for that build: the web's unit tests run through this file too)
  ...(isSsrBuild ? { ssr: { noExternal: true }, publicDir: false as const } : {}),
  build: {
    outDir: isSsrBuild ? "dist-ssr" : "dist",
    emptyOutDir: true,
    // maps are written for whoever runs the server, never linked from the files or served
    sourcemap: "hidden",
  },
}));
