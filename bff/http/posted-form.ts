/**
 * A guest's posted form as the front door takes it (bff/http/front-door.ts): only a form, and only
 * up to the size the site accepts, read without holding a large upload in memory.
 */

/** The bodies a POST may have: the two a browser's form sends. */
export const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

/**
 * The body of a POST as bytes, or the status that refuses it. The declared length is checked
 * first and reading stops at the limit, so a large upload is never held in memory.
 */
export async function readForm(request: Request, limit: number): Promise<ArrayBuffer | 400 | 413 | 415> {
  const declared = request.headers.get("content-length");
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > limit)) return /^\d+$/.test(declared) ? 413 : 400;
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (!FORM_TYPES.includes(type)) return 415;

  const chunks: Uint8Array[] = [];
  let size = 0;
  if (request.body) {
    const reader = request.body.getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      // Not cancelled: the server reads the rest away (bounded), so the client gets the 413
      // instead of a reset connection mid-upload.
      if (size > limit) return 413;
      chunks.push(value);
    }
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  if (type === "multipart/form-data") {
    // A broken multipart body would otherwise throw inside an action, as a 500.
    try {
      await new Response(bytes, { headers: { "content-type": request.headers.get("content-type")! } }).formData();
    } catch {
      return 400;
    }
  }
  return bytes.buffer;
}
