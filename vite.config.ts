import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * `virtual:hls-chunk`: the address of hls.js's lazy chunk, so the server can send
 * `<link rel="modulepreload">` for it on pages that play video (the chunk stays out of the
 * entry bundle). The client build runs first and learns the hashed name; the server build
 * then reads it. In development and in the client bundle it is null (no hint).
 */
function hlsChunk(): Plugin {
  const id = "\0virtual:hls-chunk";
  let file: string | null = null;
  return {
    name: "goalline-hls-chunk",
    resolveId: (source) => (source === "virtual:hls-chunk" ? id : undefined),
    load(source) {
      if (source !== id) return;
      const url = this.environment?.name === "client" ? null : file;
      return `export default ${JSON.stringify(url)};`;
    },
    generateBundle(_options, bundle) {
      if (this.environment?.name !== "client") return;
      for (const chunk of Object.values(bundle)) {
        if (
          chunk.type === "chunk" &&
          chunk.isDynamicEntry &&
          /[\\/]hls\.js[\\/]/.test(chunk.facadeModuleId ?? "")
        ) {
          file = `/${chunk.fileName}`;
        }
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), hlsChunk()],
  server: { hmr: { port: Number(process.env.HMR_PORT ?? 24678) } },
  build: { assetsInlineLimit: 0 },
});
