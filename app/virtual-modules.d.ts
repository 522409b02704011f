/** See vite.config.ts: the built address of hls.js's lazy chunk, or null (development, client bundle). */
declare module "virtual:hls-chunk" {
  const url: string | null;
  export default url;
}
