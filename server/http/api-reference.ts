/**
 * The interactive API reference: a small page that reads the OpenAPI document
 * and lets a developer try each GET endpoint. Self-contained, so it works with
 * no network and under the strict CSP (its one script carries the nonce).
 */
export function apiReferencePage(siteName: string, specUrl: string, nonce: string): string {
  const escapedName = siteName.replace(/[<>&"]/g, "");
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>API reference | ${escapedName}</title>
<style nonce="${nonce}">
body{font:15px/1.5 system-ui,sans-serif;margin:0;background:#0b1220;color:#e5e7eb}
main{max-width:960px;margin:auto;padding:24px}h1{font-size:24px}
details{background:#111a2e;border:1px solid #1f2a44;border-radius:8px;margin:8px 0;padding:8px 12px}
summary{cursor:pointer;font-family:ui-monospace,monospace}.m{display:inline-block;width:64px;font-weight:700;color:#34d399}
pre{background:#050a14;padding:12px;border-radius:6px;overflow:auto;max-height:360px}
input{background:#050a14;color:inherit;border:1px solid #334155;border-radius:4px;padding:4px 6px;margin:2px}
button{background:#10b981;border:0;border-radius:4px;padding:6px 12px;font-weight:600;cursor:pointer}
</style></head><body><main><h1>${escapedName} site API</h1>
<p>OpenAPI 3.1 document: <a style="color:#34d399" href="${specUrl}">${specUrl}</a></p><div id="ops">Loading…</div></main>
<script nonce="${nonce}">
(async () => {
  const spec = await (await fetch(${JSON.stringify(specUrl)})).json();
  const base = (spec.servers && spec.servers[0] && spec.servers[0].url) || "";
  const root = document.getElementById("ops");
  root.textContent = "";
  for (const [path, ops] of Object.entries(spec.paths || {})) {
    for (const [method, op] of Object.entries(ops)) {
      const d = document.createElement("details");
      const s = document.createElement("summary");
      s.innerHTML = '<span class="m"></span><span></span> <small></small>';
      s.children[0].textContent = method.toUpperCase();
      s.children[1].textContent = path;
      s.children[2].textContent = op.summary || "";
      d.append(s);
      const form = document.createElement("form");
      for (const p of op.parameters || []) {
        const label = document.createElement("label");
        label.textContent = p.name + (p.required ? "*" : "") + " (" + p.in + ") ";
        const input = document.createElement("input");
        input.name = p.name; input.dataset.in = p.in;
        label.append(input); form.append(label, document.createElement("br"));
      }
      const out = document.createElement("pre");
      if (method === "get") {
        const b = document.createElement("button"); b.textContent = "Send"; form.append(b);
        form.addEventListener("submit", async (e) => {
          e.preventDefault();
          let url = base + path; const q = new URLSearchParams();
          for (const i of form.querySelectorAll("input")) {
            if (!i.value) continue;
            if (i.dataset.in === "path") url = url.replace("{" + i.name + "}", encodeURIComponent(i.value));
            else q.set(i.name, i.value);
          }
          const res = await fetch(url + (q.size ? "?" + q : ""), { headers: { Accept: "application/json" } });
          out.textContent = res.status + "\\n" + JSON.stringify(await res.json().catch(() => null), null, 2);
        });
      }
      d.append(form, out);
      root.append(d);
    }
  }
})();
</script></body></html>`;
}
