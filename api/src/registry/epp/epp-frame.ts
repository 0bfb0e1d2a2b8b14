/**
 * RFC 5734 §4 (Data Unit Format): every EPP data unit on the TCP/TLS stream is a 32-bit total length in network
 * (big-endian) byte order, counting those 4 bytes themselves, followed by the XML instance (UTF-8).
 */
export const HEADER_BYTES = 4;
/** A guard against a corrupt or hostile length: no EPP frame comes near this. */
export const MAX_FRAME_BYTES = 16 * 1024 * 1024;

export function encodeFrame(xml: string): Buffer {
  const body = Buffer.from(xml, 'utf8');
  const frame = Buffer.allocUnsafe(HEADER_BYTES + body.length);
  frame.writeUInt32BE(HEADER_BYTES + body.length, 0);
  body.copy(frame, HEADER_BYTES);
  return frame;
}

/** Reassembles frames from the stream's chunks, however TCP splits or joins them. */
export class FrameDecoder {
  private buffered: Buffer = Buffer.alloc(0);

  /** The frames completed by `chunk`; throws on a length RFC 5734 §4 cannot mean (less than its own header, or absurd). */
  push(chunk: Buffer): string[] {
    this.buffered = this.buffered.length ? Buffer.concat([this.buffered, chunk]) : chunk;
    const frames: string[] = [];
    while (this.buffered.length >= HEADER_BYTES) {
      const total = this.buffered.readUInt32BE(0);
      if (total < HEADER_BYTES || total > MAX_FRAME_BYTES) throw new Error(`EPP frame length ${total} is not a valid RFC 5734 data unit length`);
      if (this.buffered.length < total) break;
      frames.push(this.buffered.subarray(HEADER_BYTES, total).toString('utf8'));
      this.buffered = this.buffered.subarray(total);
    }
    return frames;
  }
}
