import type { ReactNode } from "react";

export function Prose({ children }: { children: ReactNode }) {
  return (
    <article className="space-y-4 rounded-2xl border border-line bg-surface p-6 text-[15px] leading-relaxed [&_h2]:mt-6 [&_h2]:text-lg [&_h2]:font-semibold [&_a]:text-accent [&_a]:underline">
      {children}
    </article>
  );
}
