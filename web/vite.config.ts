import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";

export default defineConfig({
  plugins: [react(), tailwindcss()],
  server: {
    port: 5173,
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
  preview: {
    proxy: { "/api": { target: "http://localhost:3000", changeOrigin: false } },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // maps are written for whoever runs the server, never linked from the files or served
    sourcemap: "hidden",
    rolldownOptions: {
      output: {
        // long-lived vendor chunks cache across app releases
        codeSplitting: {
          groups: [
            {
              name: "react",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            {
              name: "auth",
              test: /node_modules[\\/](better-auth|@better-auth|better-call|@better-fetch|nanostores|jose)[\\/]/,
            },
            {
              name: "ui",
              test: /node_modules[\\/](motion|motion-dom|motion-utils|framer-motion|vaul|@radix-ui|sonner|lucide-react)[\\/]/,
            },
            { name: "data", test: /node_modules[\\/](zod|@tanstack)[\\/]/ },
          ],
        },
      },
    },
  },
});
