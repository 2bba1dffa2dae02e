// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { answers } from '../../../scripts/lib/run';

describe('answers', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
    server = undefined;
  });

  async function listen(status: number): Promise<string> {
    server = createServer((_, response) => {
      response.statusCode = status;
      response.end();
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  }

  it('should say a port is taken by a server that answers, even with an error status', async () => {
    expect(await answers(await listen(404))).toBe(true);
  });

  it('should say a port is free when nothing listens on it', async () => {
    const url = await listen(200);
    await new Promise((resolve) => server!.close(resolve));
    server = undefined;
    expect(await answers(url)).toBe(false);
  });
});
