/**
 * The ceiling for the menu API: a bare Node http server returning the same menu bytes from memory.
 * Started by bench/run.ts in a process of its own; reads the bytes from the file named in MENU_FILE.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';

const body = readFileSync(process.env.MENU_FILE!);
const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length });
  response.end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
