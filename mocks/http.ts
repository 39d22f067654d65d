/**
 * The little the mock's own HTTP server needs from Node's `http` besides MSW: a request's whole
 * body, and a JSON answer (controls, injected errors, a request no handler answers).
 */
import type { IncomingMessage, ServerResponse } from "node:http";

export const sendJson = (res: ServerResponse, status: number, body: unknown): void => {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json; charset=utf-8", "content-length": Buffer.byteLength(text) });
  res.end(text);
};

export async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
