import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { parse } from "@babel/parser";
import { describe, expect, it } from "vitest";

/**
 * The lint rule for words a fan reads: no text written into a page or component's markup, and no
 * words in the attributes people read (a label, a title, a placeholder, an image's description).
 * Every such word comes from the message catalogues (docs/decisions/077-seven-languages.md).
 * Screens not yet translated are listed in locales/untranslated.txt; the list only shrinks.
 */
const root = fileURLToPath(new URL("../", import.meta.url));
const READ_ATTRIBUTES = new Set(["aria-label", "title", "placeholder", "alt", "label", "aria-description"]);
const WORDS = /\p{L}{2,}/u;
// A sentence or a label a fan reads ("Notify me", "Red card"), as a value kept aside for the markup.
const SENTENCE = /^\p{Lu}\p{Ll}+(?: [\p{L}'’,.:;!?-]+)+$/u;

function componentFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "testing" ? [] : componentFiles(path);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [relative(root, path)] : [];
  });
}

type Node = { type: string; loc?: { start: { line: number } }; [key: string]: unknown };

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";

/** Each hard-coded text in a file, as "line: text". */
function hardCodedText(source: string): string[] {
  const file = parse(source, { sourceType: "module", plugins: ["typescript", "jsx"] });
  const found: string[] = [];
  const report = (node: Node, text: string) =>
    found.push(`${node.loc?.start.line}: ${text.trim().slice(0, 60)}`);
  // The words a value shows as it is: a string, a template's text, either side of a choice.
  const wordsOf = (value: Node | null | undefined): string | null => {
    if (!value) return null;
    if (value.type === "StringLiteral")
      return WORDS.test(value.value as string) ? (value.value as string) : null;
    if (value.type === "TemplateLiteral") {
      const text = (value.quasis as Node[]).map((quasi) => (quasi.value as { raw: string }).raw).join("…");
      return WORDS.test(text) ? text : null;
    }
    if (value.type === "ConditionalExpression")
      return wordsOf(value.consequent as Node) ?? wordsOf(value.alternate as Node);
    if (value.type === "LogicalExpression") return wordsOf(value.right as Node);
    return null;
  };
  const visit = (node: Node) => {
    // The catalogue's own sources.
    const called = node.type === "CallExpression" ? (node.callee as Node) : null;
    if (called?.type === "Identifier" && /^defineMessages?$/.test(called.name as string)) return;
    if (node.type === "JSXText" && WORDS.test(node.value as string)) report(node, node.value as string);
    if ((node.type === "JSXElement" || node.type === "JSXFragment") && Array.isArray(node.children)) {
      for (const child of node.children as Node[]) {
        const text = child.type === "JSXExpressionContainer" ? wordsOf(child.expression as Node) : null;
        if (text) report(child, text);
      }
    }
    // Words handed to a toast, or kept in an object as a value to show later.
    if (node.type === "CallExpression") {
      const callee = node.callee as Node;
      const target = callee.type === "MemberExpression" ? (callee.object as Node) : callee;
      if (target.type === "Identifier" && target.name === "toast")
        for (const argument of node.arguments as Node[]) {
          const text = wordsOf(argument);
          if (text) report(argument, `toast("${text}")`);
        }
    }
    if (node.type === "ObjectProperty") {
      const value = node.value as Node;
      if (value.type === "StringLiteral" && SENTENCE.test(value.value as string))
        report(value, `{ ${value.value as string} }`);
    }
    if (node.type === "JSXAttribute") {
      const name = node.name as Node;
      const attribute = name.type === "JSXIdentifier" ? (name.name as string) : "";
      let value = node.value as Node | null;
      if (value?.type === "JSXExpressionContainer") value = value.expression as Node;
      const text = READ_ATTRIBUTES.has(attribute) ? wordsOf(value) : null;
      if (text) report(node, `${attribute}="${text}"`);
    }
    for (const [key, child] of Object.entries(node)) {
      if (key === "loc" || key === "leadingComments" || key === "trailingComments") continue;
      if (Array.isArray(child)) for (const item of child) if (isNode(item)) visit(item);
      if (isNode(child)) visit(child);
    }
  };
  visit(file.program as unknown as Node);
  return found;
}

const untranslated = new Set(
  readFileSync(join(root, "locales/untranslated.txt"), "utf8")
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#")),
);

describe("words on screen come from the catalogues", () => {
  it("finds text in markup and in the attributes people read, not in code", () => {
    const source = `const a = <p title="Close menu" className="x">Hello {name} · 2–1<span aria-label={"Menu"} /></p>;`;
    expect(hardCodedText(source)).toEqual(['1: title="Close menu"', "1: Hello", '1: aria-label="Menu"']);
    // biome-ignore lint/suspicious/noTemplateCurlyInString: the source under test holds a template
    const chosen = 'const a = <p title={`${mode} theme`}>{on ? "Live" : null}{n > 1 && "many"}</p>;';
    expect(hardCodedText(chosen)).toEqual(["1: Live", "1: many", '1: title="… theme"']);
    expect(hardCodedText(`const a = <p title={t(m.close)}>{t(m.hello)} · 2–1</p>;`)).toEqual([]);
    const aside = `const L = { on: "Notifying", off: "Notify me", kind: "red-card" }; toast.error("Could not save");`;
    expect(hardCodedText(aside)).toEqual(["1: { Notify me }", '1: toast("Could not save")']);
  });

  const files = componentFiles(join(root, "app"));
  it("no translated screen carries hard-coded words", () => {
    const offending = Object.fromEntries(
      files
        .filter((file) => !untranslated.has(file))
        .map((file) => [file, hardCodedText(readFileSync(join(root, file), "utf8"))] as const)
        .filter(([, found]) => found.length > 0),
    );
    expect(offending).toEqual({});
  });

  it("the list of screens still in English names only screens that are", () => {
    const done = [...untranslated].filter(
      (file) => !files.includes(file) || hardCodedText(readFileSync(join(root, file), "utf8")).length === 0,
    );
    expect(done, "remove these from locales/untranslated.txt").toEqual([]);
  });
});
