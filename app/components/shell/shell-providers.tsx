import type { ReactNode } from "react";
import { type PublicConfig, PublicConfigProvider } from "./public-config.tsx";

export function ShellProviders({
  publicConfig,
  children,
}: {
  publicConfig: PublicConfig;
  children: ReactNode;
}) {
  return <PublicConfigProvider value={publicConfig}>{children}</PublicConfigProvider>;
}
