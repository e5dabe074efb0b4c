/**
 * Text decoding for fetched pages: BOM, then the Content-Type charset, then a <meta charset> /
 * http-equiv / XML declaration prescan, then UTF-8 if the bytes are valid UTF-8, else windows-1252
 * (what browsers use for undeclared legacy pages). Decoding never throws: invalid bytes become U+FFFD.
 */

export type CharsetSource = "bom" | "header" | "meta" | "sniffed";

export interface DecodedText {
  text: string;
  /** WHATWG encoding name actually used, e.g. "utf-8", "windows-1252", "utf-16le". */
  charset: string;
  source: CharsetSource;
}

const PRESCAN_BYTES = 4096;

/** Returns a TextDecoder for a label, or null when the label is unknown to WHATWG Encoding. */
function decoderFor(label: string, fatal = false): TextDecoder | null {
  try {
    return new TextDecoder(label.trim().toLowerCase(), { fatal });
  } catch {
    return null;
  }
}

export function charsetFromContentType(contentType: string | null | undefined): string | null {
  if (!contentType) return null;
  const m = /;\s*charset\s*=\s*(?:"([^"]*)"|([^;\s]*))/i.exec(contentType);
  const label = (m?.[1] ?? m?.[2] ?? "").trim();
  return label === "" ? null : label;
}

function bomCharset(bytes: Uint8Array): string | null {
  if (bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return "utf-8";
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) return "utf-16be";
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) return "utf-16le";
  return null;
}

/** Looks for <meta charset>, <meta http-equiv="Content-Type" content="...charset=...">, or <?xml encoding>. */
export function sniffMetaCharset(bytes: Uint8Array): string | null {
  const head = Buffer.from(bytes.subarray(0, PRESCAN_BYTES)).toString("latin1");
  const noComments = head.replace(/<!--[\s\S]*?-->/g, "");
  const xml = /^\s*<\?xml[^>]*\bencoding\s*=\s*["']([^"']+)["']/i.exec(noComments);
  if (xml) return xml[1];
  const metaRe = /<meta\b[^>]*>/gi;
  for (let m = metaRe.exec(noComments); m !== null; m = metaRe.exec(noComments)) {
    const tag = m[0];
    const direct = /\bcharset\s*=\s*["']?\s*([^"'\s/>;]+)/i.exec(tag);
    if (direct) return direct[1];
  }
  return null;
}

function isHtmlish(contentType: string | null | undefined): boolean {
  if (!contentType) return true;
  return /^\s*(text\/html|application\/xhtml\+xml|text\/xml|application\/xml|[^;]*\+xml)/i.test(contentType);
}

/** Decodes a response body following the rules above. */
export function decodeBody(bytes: Uint8Array, contentType: string | null | undefined): DecodedText {
  const bom = bomCharset(bytes);
  if (bom) {
    const d = decoderFor(bom)!;
    return { text: d.decode(bytes), charset: d.encoding, source: "bom" };
  }
  const header = charsetFromContentType(contentType);
  if (header) {
    const d = decoderFor(header);
    if (d) return { text: d.decode(bytes), charset: d.encoding, source: "header" };
  }
  if (isHtmlish(contentType)) {
    const meta = sniffMetaCharset(bytes);
    if (meta) {
      let d = decoderFor(meta);
      // A page readable as ASCII cannot really be UTF-16: HTML treats that declaration as UTF-8.
      if (d && d.encoding.startsWith("utf-16")) d = decoderFor("utf-8");
      if (d) return { text: d.decode(bytes), charset: d.encoding, source: "meta" };
    }
  }
  try {
    const text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return { text, charset: "utf-8", source: "sniffed" };
  } catch {
    const d = decoderFor("windows-1252")!;
    return { text: d.decode(bytes), charset: d.encoding, source: "sniffed" };
  }
}
