import { createContext, use } from "react";
import type { PublicConfig } from "../../server/config/config.ts";

export type { PublicConfig };

const PublicConfigContext = createContext<PublicConfig | null>(null);
export const PublicConfigProvider = PublicConfigContext.Provider;

export function usePublicConfig(): PublicConfig {
  const config = use(PublicConfigContext);
  if (!config) throw new Error("usePublicConfig needs the app shell");
  return config;
}
