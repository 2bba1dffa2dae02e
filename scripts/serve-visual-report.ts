/**
 * `npm run test:visual:report`: serves the built Storybook at / and the visual report beside it at
 * /visual-report/, on one origin, so that every story link of the report opens the story.
 * Storybook is at the root because its mock service worker registers at /mockServiceWorker.js.
 *
 * Hand-written over node:http: http-server (the visual runner's server) serves one folder and
 * this needs two, and no other static server is among the dependencies. It serves files only,
 * read-only, on 127.0.0.1.
 *
 *   VISUAL_REPORT_PORT   the port (default 6107)
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { REPORT_PATH, reportDir } from './visual-report';

const PORT = Number(process.env.VISUAL_REPORT_PORT ?? 6107);
const storybookDir = resolve(import.meta.dirname, '../storybook-static');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
};

/** The file a path names under one of the two roots, or undefined; never outside them. */
function fileFor(pathname: string): string | undefined {
  const [root, rest] = pathname.startsWith(REPORT_PATH)
    ? [reportDir, pathname.slice(REPORT_PATH.length)]
    : [storybookDir, pathname.slice(1)];
  let file: string;
  try {
    file = normalize(join(root, decodeURIComponent(rest)));
  } catch {
    return undefined;
  }
  if (file !== root && !file.startsWith(root + sep)) return undefined;
  if (existsSync(file) && statSync(file).isDirectory()) return join(file, 'index.html');
  return file;
}

if (!existsSync(join(reportDir, 'index.html')))
  console.log('No visual report: the last visual run passed, or it has not run here.');
if (!existsSync(join(storybookDir, 'index.json')))
  console.log('No storybook-static: the story links will not open (npm run build-storybook).');

createServer((request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://localhost');
  if (pathname === REPORT_PATH.slice(0, -1)) {
    response.writeHead(301, { location: REPORT_PATH }).end();
    return;
  }
  if (request.method !== 'GET') {
    response.writeHead(405, { allow: 'GET' }).end();
    return;
  }
  const file = fileFor(pathname);
  if (!file || !existsSync(file)) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, {
    'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-cache',
  });
  createReadStream(file).pipe(response);
}).listen(PORT, '127.0.0.1', () => {
  console.log(
    `Visual report: http://127.0.0.1:${PORT}${REPORT_PATH} (Storybook at /); Ctrl-C stops`,
  );
});
