/** See vite.config.ts: the built addresses of lazily loaded chunks, or null (development, client bundle). */
declare module "virtual:lazy-chunks" {
  export const hls: string | null;
  export const footballSummary: string | null;
}
