import { describe, expect, it } from "vitest";
import { readForm } from "./auth-form.server.ts";

describe("reading a posted form", () => {
  it("answers a body that is not a form with a 400 page, not a server error", async () => {
    for (const [type, body] of [
      ["application/json", '{"email":"a@b.c"}'],
      ["multipart/form-data; boundary=x", "--x\r\nbroken"],
      ["text/plain", "email=a"],
    ] as const) {
      const request = new Request("http://localhost/login", {
        method: "POST",
        headers: { "Content-Type": type },
        body,
      });
      await expect(readForm(request), type).rejects.toMatchObject({ init: { status: 400 } });
    }
  });

  it("reads a real form", async () => {
    const request = new Request("http://localhost/login", {
      method: "POST",
      body: new URLSearchParams({ email: "fan@example.com" }),
    });
    expect((await readForm(request)).get("email")).toBe("fan@example.com");
  });
});
