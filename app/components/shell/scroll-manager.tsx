import { ScrollRestoration } from "react-router";

export function ScrollManager({ nonce }: { nonce: string }) {
  return <ScrollRestoration nonce={nonce} />;
}
