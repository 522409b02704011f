import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import {
  commandProblems,
  documents,
  project,
  runnableCommands,
  splitCommands,
  words,
} from "./doc-commands.ts";

const root = resolve(import.meta.dirname, "..");
const repository = project(root);
const problemsOf = (command: string) => commandProblems(splitCommands(command)[0]!, repository);

describe("a documented command", () => {
  it("is split into words and commands as the shell would, comments and continuations aside", () => {
    const markdown = [
      "```sh",
      "rm -rf /   # not runnable: left alone",
      "```",
      "```sh runnable",
      'npm run build && FOO="a b" npx vitest run x.test.ts -t "resumes"   # one file',
      "npm run bench:chat -- \\",
      "  --clients=10 &",
      "```",
    ].join("\n");
    expect(runnableCommands("doc.md", markdown).map(({ line, text }) => [line, words(text)])).toEqual([
      [5, ["npm", "run", "build"]],
      [5, ["FOO=a b", "npx", "vitest", "run", "x.test.ts", "-t", "resumes"]],
      [6, ["npm", "run", "bench:chat", "--", "--clients=10"]],
    ]);
    expect(splitCommands("version=$(curl -s x | jq .v) 2>&1").map(words)).toEqual([
      ["version=$(curl -s x | jq .v)", "2>&1"],
    ]);
  });

  it("starts with an npm script, a binary of node_modules/.bin or an installed program", () => {
    expect(problemsOf("npm install && npm start")).toEqual([]);
    expect(problemsOf("npm run -s bench:ssr -- --port=3343")).toEqual([]);
    expect(problemsOf("npx playwright test")).toEqual([]);
    expect(problemsOf("git clone https://github.com/openfootball/football.json.git ~/football.json")).toEqual(
      [],
    );
    expect(problemsOf("npm run bench:nothing")).toEqual([
      'npm script "bench:nothing" is not in package.json',
    ]);
    expect(problemsOf("npx no-such-tool")).toEqual(['"no-such-tool" is not a binary in node_modules/.bin']);
    expect(problemsOf("no-such-program --help")).toEqual(['"no-such-program" is not an installed program']);
  });

  it("never runs a .ts file with the system Node", () => {
    expect(problemsOf("NODE_ENV=production node server/main.ts")).toEqual([
      "runs a .ts file with the system Node, which may be older than 22 (use npm run or npx node)",
    ]);
    expect(problemsOf("npx node server/main.ts")).toEqual([]);
    expect(problemsOf("node_modules/.bin/node cli/start.ts")).toEqual([]);
    expect(
      problemsOf("node -e \"console.log(require('node:crypto').randomBytes(32).toString('base64'))\""),
    ).toEqual([]);
  });

  it("names only repository paths that exist", () => {
    expect(problemsOf("npx vitest run server/config/config.test.ts")).toEqual([]);
    expect(problemsOf("npx vitest run server/no-such.test.ts")).toEqual([
      '"server/no-such.test.ts" does not exist in the repository',
    ]);
    expect(problemsOf("npm run import -- ../shared/data/openfootball/")).toEqual([
      '"../shared/data/openfootball/" is outside the repository',
    ]);
    // A folder the reader chose, a variable or an absolute path is not the repository's.
    expect(problemsOf('npm run import -- ~/openfootball/football.json "$DATA" /tmp/x.json')).toEqual([]);
  });
});

describe("the documents' runnable blocks", () => {
  const commands = documents(root).flatMap((file) =>
    runnableCommands(file, readFileSync(join(root, file), "utf8")),
  );

  it("cover the quick start, the tests, the real-data import and the benchmarks", () => {
    // What each command runs, the variables set before it aside.
    const texts = commands.map(
      ({ file, text }) =>
        `${file}: ${words(text)
          .join(" ")
          .replace(/^([A-Za-z_]\w*=\S* )+/, "")}`,
    );
    for (const expected of [
      "README.md: npm install",
      "README.md: npm start",
      "README.md: npm test",
      "README.md: npx vitest run server/live/hub.test.ts",
      "README.md: npm run test:changed",
    ]) {
      expect(texts).toContain(expected);
    }
    expect(
      texts.some((text) => /^README\.md: git clone .*https:\/\/github\.com\/openfootball\//.test(text)),
    ).toBe(true);
    expect(texts.some((text) => text.startsWith("README.md: npm run import -- "))).toBe(true);
    const benchScripts = Object.keys(repository.scripts).filter((name) => name.startsWith("bench:"));
    const documented = benchScripts.filter((name) =>
      texts.some((text) => text.startsWith(`docs/benchmarks.md: npm run ${name}`)),
    );
    expect(documented).toEqual(benchScripts);
  });

  it("run as written on a fresh machine with an older system Node", () => {
    const problems = commands.flatMap(({ file, line, text }) =>
      commandProblems(text, repository).map(
        (problem) => `${file}:${line} ${words(text).join(" ")}: ${problem}`,
      ),
    );
    expect(problems).toEqual([]);
  });
});
