/** Small, valid recordings for tests that upload audio (no encoder needed). */

/** A 16 kHz, 16-bit mono WAV of a 440 Hz tone, `seconds` long. */
export function wavTone(seconds = 1, sampleRate = 16_000): Uint8Array {
  const samples = Math.round(seconds * sampleRate);
  const buffer = Buffer.alloc(44 + samples * 2);
  buffer.write("RIFF", 0, "ascii");
  buffer.writeUInt32LE(36 + samples * 2, 4);
  buffer.write("WAVE", 8, "ascii");
  buffer.write("fmt ", 12, "ascii");
  buffer.writeUInt32LE(16, 16); // fmt chunk size
  buffer.writeUInt16LE(1, 20); // PCM
  buffer.writeUInt16LE(1, 22); // mono
  buffer.writeUInt32LE(sampleRate, 24);
  buffer.writeUInt32LE(sampleRate * 2, 28); // byte rate
  buffer.writeUInt16LE(2, 32); // block align
  buffer.writeUInt16LE(16, 34); // bits per sample
  buffer.write("data", 36, "ascii");
  buffer.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    buffer.writeInt16LE(
      Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / sampleRate)),
      44 + i * 2,
    );
  }
  return new Uint8Array(buffer);
}

/**
 * The shape of a MediaRecorder WebM: an EBML header naming "webm", then Clusters, each opening
 * with its Timecode (ms) and carrying `bytesPerCluster` of (silent) block data.
 */
export function webmLike(clusters = 3, msPerCluster = 1000, bytesPerCluster = 4000): Uint8Array {
  const header = [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84, ...ascii("webm")];
  const parts: number[] = [...header];
  for (let i = 0; i < clusters; i++) {
    const timecode = i * msPerCluster;
    // Cluster id, an "unknown size" vint (as MediaRecorder writes), Timecode (E7, 2 bytes)
    parts.push(0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff);
    parts.push(0xe7, 0x82, (timecode >> 8) & 0xff, timecode & 0xff);
    parts.push(...new Array<number>(bytesPerCluster).fill(0));
  }
  return new Uint8Array(parts);
}

/** The first bytes of a real PNG, padded: an image that someone named recording.webm. */
export function pngBytes(size = 2000): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
  ]);
  return bytes;
}

function ascii(text: string): number[] {
  return [...text].map((c) => c.charCodeAt(0));
}
