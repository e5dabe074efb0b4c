/**
 * Reads a response body with two caps: bytes on the wire and bytes after decompression
 * (gzip / deflate / br). A compression bomb stops as soon as the decompressed size passes the cap.
 */
import type { IncomingMessage } from "node:http";
import zlib from "node:zlib";
import type { Transform } from "node:stream";
import { FetchError } from "./errors";

export const DEFAULT_MAX_BYTES = 5 * 1024 * 1024;

function formatMb(bytes: number): string {
  return `${(bytes / (1024 * 1024)).toFixed(bytes % (1024 * 1024) === 0 ? 0 : 1)} MB`;
}

export function tooLarge(url: string, maxBytes: number, what: string): FetchError {
  return new FetchError("too_large", `The page is larger than the ${formatMb(maxBytes)} limit (${what}).`, { url });
}

/** Parses Content-Encoding into the decoding order (last applied first). Throws decode_error when unsupported. */
export function decodingSteps(contentEncoding: string | undefined, url: string): string[] {
  if (!contentEncoding) return [];
  const codings = contentEncoding
    .split(",")
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== "" && c !== "identity");
  if (codings.length > 3) throw new FetchError("decode_error", "The response is compressed too many times.", { url });
  for (const c of codings) {
    if (!["gzip", "x-gzip", "deflate", "br"].includes(c)) {
      throw new FetchError("decode_error", `The response uses an unsupported compression ("${c}").`, { url });
    }
  }
  return codings.reverse();
}

function makeDecoder(coding: string, firstBytes: Buffer): Transform {
  if (coding === "br") {
    return zlib.createBrotliDecompress({ finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH });
  }
  const opts = { finishFlush: zlib.constants.Z_SYNC_FLUSH };
  if (coding === "deflate") {
    // "deflate" is meant to be zlib-wrapped, but many servers send raw deflate.
    const zlibWrapped =
      firstBytes.length >= 2 && (firstBytes[0] & 0x0f) === 8 && ((firstBytes[0] << 8) | firstBytes[1]) % 31 === 0;
    return zlibWrapped ? zlib.createInflate(opts) : zlib.createInflateRaw(opts);
  }
  return zlib.createGunzip(opts);
}

export interface ReadBodyOptions {
  url: string;
  maxBytes: number;
  signal: AbortSignal;
}

interface DecoderSink {
  data(chunk: Buffer): void;
  end(): void;
  fail(err: FetchError): void;
}

interface DecoderChain {
  write(chunk: Buffer): void;
  end(): void;
  destroy(): void;
}

/**
 * The decompression chain for `steps` (decodingSteps). It is built once the body's first two bytes
 * are known (they tell zlib-wrapped from raw deflate); decompressed bytes go to `sink`.
 */
function createDecoderChain(steps: string[], url: string, sink: DecoderSink): DecoderChain {
  const decoders: Transform[] = [];
  let pending: Buffer[] | null = [];
  const build = (first: Buffer) => {
    for (const coding of steps) {
      const d = makeDecoder(coding, decoders.length === 0 ? first : Buffer.alloc(0));
      d.on("error", (err) =>
        sink.fail(new FetchError("decode_error", `The response could not be decompressed (${coding}): ${err.message}`, { url, cause: err })),
      );
      if (decoders.length > 0) decoders[decoders.length - 1].pipe(d);
      decoders.push(d);
    }
    const last = decoders[decoders.length - 1];
    last.on("data", (chunk: Buffer) => sink.data(chunk));
    last.on("end", () => sink.end());
    decoders[0].write(first);
  };
  return {
    write(chunk) {
      if (!pending) return void decoders[0].write(chunk);
      pending.push(chunk);
      const head = Buffer.concat(pending);
      if (head.length < 2) return;
      pending = null;
      build(head);
    },
    end() {
      if (pending) {
        const head = Buffer.concat(pending);
        pending = null;
        if (head.length === 0) return sink.end();
        build(head);
      }
      decoders[0].end();
    },
    destroy() {
      for (const d of decoders) d.destroy();
    },
  };
}

/** Reads and decompresses `res`. Rejects with too_large, decode_error, network_error or the signal's reason. */
export function readBody(res: IncomingMessage, opts: ReadBodyOptions): Promise<Buffer> {
  const { url, maxBytes, signal } = opts;
  return new Promise<Buffer>((resolve, reject) => {
    let settled = false;
    let chain: DecoderChain | null = null;
    const chunks: Buffer[] = [];
    let wireBytes = 0;
    let outBytes = 0;
    let steps: string[];

    const finish = (err: unknown, value?: Buffer) => {
      if (settled) return;
      settled = true;
      signal.removeEventListener("abort", onAbort);
      if (err !== null) {
        chain?.destroy();
        res.destroy();
        reject(err);
      } else resolve(value!);
    };
    const onAbort = () => finish(signal.reason);
    if (signal.aborted) return finish(signal.reason);
    signal.addEventListener("abort", onAbort, { once: true });

    try {
      steps = decodingSteps(res.headers["content-encoding"], url);
    } catch (err) {
      return finish(err);
    }

    const declared = Number(res.headers["content-length"]);
    if (Number.isFinite(declared) && declared > maxBytes) return finish(tooLarge(url, maxBytes, "declared size"));

    const collect = (chunk: Buffer) => {
      if (settled) return;
      outBytes += chunk.length;
      if (outBytes > maxBytes) {
        finish(tooLarge(url, maxBytes, steps.length > 0 ? "after decompression" : "body size"));
        return;
      }
      chunks.push(chunk);
    };
    const done = () => finish(null, Buffer.concat(chunks, outBytes));
    if (steps.length > 0) chain = createDecoderChain(steps, url, { data: collect, end: done, fail: finish });

    res.on("data", (chunk: Buffer) => {
      if (settled) return;
      wireBytes += chunk.length;
      if (wireBytes > maxBytes) return finish(tooLarge(url, maxBytes, "body size"));
      if (chain) chain.write(chunk);
      else collect(chunk);
    });
    res.on("end", () => {
      if (settled) return;
      if (!res.complete) {
        return finish(new FetchError("network_error", "The connection closed before the page finished loading.", { url }));
      }
      if (!chain) return done();
      chain.end();
    });
    res.on("error", (err) =>
      finish(new FetchError("network_error", `The connection failed while reading the page: ${err.message}`, { url, cause: err })),
    );
    res.on("close", () => {
      if (!res.complete) {
        finish(new FetchError("network_error", "The connection closed before the page finished loading.", { url }));
      }
    });
  });
}
