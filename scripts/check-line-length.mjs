// No line over 140 characters in the repository's own text (run by `npm run lint` after Prettier, which
// wraps code but cannot split a string, a comment or an SQL text). Left out: generated files (drizzle
// migrations, the lockfile, build output, the OpenAPI client), JSON (a JSON string cannot be split across lines) and markdown
// table rows (a row is one line by the syntax).
import { readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';

export const MAX_LINE = 140;
const ROOT = new URL('..', import.meta.url).pathname;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'data', '.git', 'test-results', 'results', 'migrations', 'coverage']);
// generated, relative to the repository root
const SKIP_FILES = new Set(['packages/server/src/test/openapi/api.d.ts']);
const CHECKED = new Set(['.ts', '.tsx', '.js', '.mjs', '.cjs', '.sh', '.sql', '.css', '.html', '.md', '.yml', '.yaml']);

function* files(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) yield* files(join(dir, entry.name));
    } else if (CHECKED.has(extname(entry.name)) && !SKIP_FILES.has(relative(ROOT, join(dir, entry.name)))) yield join(dir, entry.name);
  }
}

/** The lines of one file's text that are too long: [line number, length]. */
export function longLines(text, markdown = false) {
  const found = [];
  text.split('\n').forEach((line, i) => {
    if ([...line].length > MAX_LINE && !(markdown && line.trimStart().startsWith('|'))) found.push([i + 1, [...line].length]);
  });
  return found;
}

const offenders = [];
for (const file of files(ROOT)) {
  for (const [line, length] of longLines(readFileSync(file, 'utf8'), file.endsWith('.md'))) {
    offenders.push(`${relative(ROOT, file)}:${line} (${length} characters)`);
  }
}
if (offenders.length > 0) {
  console.error(`${offenders.length} lines over ${MAX_LINE} characters:\n${offenders.join('\n')}`);
  process.exit(1);
}
