// `npm run serve`'s command line, read from package.json: the environment it sets, node's options and the
// compiled server it runs. Every runner of the built server (the browser tests', the load run, the
// benchmark, the tests that kill or measure it) starts it from here, so what is tested is what ships,
// and package.json is the one place that says how.
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

/** The scripts of package.json, read once. */
export const packageScripts = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts;

/**
 * `NAME=value ... exec node <options> dist/server/main.js`, taken apart: `env` (the assignments),
 * `execArgv` (node's options) and `main`, the server in `serverDir` (dist/server by default, or another
 * build's folder).
 */
export function serveCommand(serverDir = path.join(root, 'dist/server')) {
  const words = packageScripts.serve.trim().split(/\s+/);
  const env = {};
  while (/^[A-Z_][A-Z0-9_]*=/.test(words[0])) {
    const [name, ...value] = words.shift().split('=');
    env[name] = value.join('=');
  }
  if (words.shift() !== 'exec' || words.shift() !== 'node' || words.at(-1) !== 'dist/server/main.js') {
    throw new Error(`package.json's serve script is not "[NAME=value ...] exec node [options] dist/server/main.js": ${packageScripts.serve}`);
  }
  return { env, execArgv: words.slice(0, -1), main: path.join(serverDir, 'main.js') };
}
