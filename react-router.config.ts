import { join } from "node:path";
import type { Config } from "@react-router/dev/config";
import { precompressDirectory } from "./server/http/precompress.ts";

export default {
  ssr: true,
  appDirectory: "app",
  buildDirectory: "build",
  // After every environment is written (server-only assets moved, Vite's manifest removed),
  // so whatever lands in build/client gets its Brotli and gzip siblings.
  async buildEnd({ reactRouterConfig, viteConfig }) {
    const client = join(reactRouterConfig.buildDirectory, "client");
    const files = await precompressDirectory(client);
    viteConfig.logger.info(`Precompressed ${files.length} files in ${client} (.br, .gz)`);
  },
} satisfies Config;
