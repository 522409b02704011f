// The shell commands the documents tell a reader to run, checked without running them: blocks fenced
// as ```sh runnable in README.md and docs/*.md. Each command must start with something a fresh machine
// has (an installed program, an npm script of package.json, a binary of node_modules/.bin), name only
// repository paths that exist, and never hand a .ts file to `node`, which is the system Node there
// (Node 20 cannot run TypeScript; the project's Node 24 runs through npm scripts and npx).
import { accessSync, constants, existsSync, globSync, readFileSync } from "node:fs";
import { delimiter, join, relative, resolve, sep } from "node:path";

export const RUNNABLE_FENCE = "```sh runnable";

export type DocCommand = { file: string; line: number; text: string };

/** Every command of the runnable blocks of one Markdown text: continued lines joined, comments dropped. */
export function runnableCommands(file: string, markdown: string): DocCommand[] {
  const commands: DocCommand[] = [];
  const lines = markdown.split("\n");
  let inBlock = false;
  let runnable = false;
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index]!;
    if (line.trimStart().startsWith("```")) {
      runnable = !inBlock && line.trim() === RUNNABLE_FENCE;
      inBlock = !inBlock;
      continue;
    }
    if (!inBlock || !runnable) continue;
    let text = line;
    const start = index + 1;
    while (text.endsWith("\\") && index + 1 < lines.length) text = `${text.slice(0, -1)} ${lines[++index]}`;
    for (const command of splitCommands(text)) commands.push({ file, line: start, text: command });
  }
  return commands;
}

/** Shell words of a line, quotes removed, up to a comment; `&&`, `||`, `;`, `|` and `&` end a command. */
export function splitCommands(line: string): string[] {
  const commands: string[][] = [[]];
  let word: string | null = null;
  let quote: '"' | "'" | null = null;
  let depth = 0;
  const end = () => {
    if (word !== null) commands.at(-1)!.push(word);
    word = null;
  };
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quote) {
      if (char === quote) quote = null;
      else word = (word ?? "") + char;
    } else if (depth > 0) {
      // A command substitution is kept whole inside its word and not checked.
      if (char === "(") depth++;
      if (char === ")") depth--;
      word = (word ?? "") + char;
    } else if (char === "$" && line[i + 1] === "(") {
      depth = 1;
      word = `${word ?? ""}$(`;
      i++;
    } else if (char === ">" && line[i + 1] === "&") {
      word = `${word ?? ""}>&`;
      i++;
    } else if (char === '"' || char === "'") {
      quote = char;
      word ??= "";
    } else if (char === "#" && word === null) {
      break;
    } else if (/\s/.test(char)) {
      end();
    } else if ("&|;".includes(char)) {
      end();
      if (line[i + 1] === char) i++;
      commands.push([]);
    } else {
      word = (word ?? "") + char;
    }
  }
  end();
  return commands.filter((words) => words.length > 0).map((words) => words.join("\u0000"));
}

export const words = (command: string) => command.split("\u0000");

type Project = { root: string; scripts: Record<string, string>; onPath: (program: string) => boolean };

export function project(root: string): Project {
  const { scripts } = JSON.parse(readFileSync(join(root, "package.json"), "utf8")) as {
    scripts: Record<string, string>;
  };
  const onPath = (program: string) =>
    (process.env.PATH ?? "").split(delimiter).some((folder) => {
      try {
        accessSync(join(folder, program), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
  return { root, scripts, onPath };
}

const SHELL_BUILTINS = new Set(["cd", "export", "echo", "wait", "set", "unset", "source", "."]);
const NPM_COMMANDS = new Set(["install", "i", "ci", "run", "run-script", "start", "test", "exec"]);
const TYPESCRIPT = /\.(ts|tsx|mts|cts)$/;
// A word that reads as a path inside the repository: no scheme, option, variable or home folder.
const RELATIVE_PATH = /^[\w.@+-][\w.@+/-]*$/;

/** What is wrong with one command, in words a reader acts on; empty when nothing is. */
export function commandProblems(command: string, { root, scripts, onPath }: Project): string[] {
  // Redirections (`2>&1`, `> file`) name what the shell opens, not what the command reads.
  const args = words(command).filter(
    (word, index, all) => !/^\d?[<>]/.test(word) && !/^\d?[<>]+$/.test(all[index - 1] ?? ""),
  );
  while (args.length > 1 && /^[A-Za-z_][A-Za-z0-9_]*=/.test(args[0]!)) args.shift();
  const [program = "", ...rest] = args;
  const problems: string[] = [];
  const script = (name: string | undefined) => {
    if (!name || !(name in scripts)) problems.push(`npm script "${name ?? ""}" is not in package.json`);
  };
  const bin = (name: string | undefined) => {
    if (!name || !existsSync(join(root, "node_modules/.bin", name)))
      problems.push(`"${name ?? ""}" is not a binary in node_modules/.bin`);
  };

  if (program === "npm") {
    const [subcommand, ...after] = rest.filter((word) => !/^-(s|-silent)$/.test(word));
    if (!subcommand || !NPM_COMMANDS.has(subcommand))
      problems.push(`"npm ${subcommand ?? ""}" is not a command the docs use`);
    else if (subcommand === "run" || subcommand === "run-script") script(after[0]);
    else if (subcommand === "start" || subcommand === "test") script(subcommand);
    else if (subcommand === "exec") bin(after.find((word) => !word.startsWith("-")));
  } else if (program === "npx") {
    bin(rest.find((word) => !word.startsWith("-")));
  } else if (program.includes("/")) {
    if (!existsSync(resolve(root, program))) problems.push(`"${program}" does not exist`);
  } else if (!SHELL_BUILTINS.has(program) && !onPath(program)) {
    problems.push(`"${program}" is not an installed program`);
  }
  if ((program === "node" || program === "nodejs") && rest.some((word) => TYPESCRIPT.test(word))) {
    problems.push(
      "runs a .ts file with the system Node, which may be older than 22 (use npm run or npx node)",
    );
  }

  for (const word of rest) {
    if (!RELATIVE_PATH.test(word) || !(word.includes("/") || /\.[a-z]{1,5}$/.test(word))) continue;
    const path = resolve(root, word);
    const inside = relative(root, path);
    if (inside.startsWith("..") || inside.startsWith(sep))
      problems.push(`"${word}" is outside the repository`);
    else if (!existsSync(path)) problems.push(`"${word}" does not exist in the repository`);
  }
  return problems;
}

/** The documents whose runnable blocks are checked. */
export function documents(root: string): string[] {
  return ["README.md", ...globSync("docs/*.md", { cwd: root }).sort()];
}
