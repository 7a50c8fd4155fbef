import type { FileHandle } from 'node:fs/promises';

/**
 * Reads a file at random offsets or as a forward stream of bytes, through one small buffer, so
 * headers of any size of file are read in bounded memory.
 */
export class FileReader {
  private buffer = Buffer.alloc(0);
  private bufferStart = 0;

  constructor(
    private readonly handle: FileHandle,
    readonly size: number,
    private readonly chunk = 64 * 1024,
  ) {}

  /** `length` bytes at `position`, or fewer at the end of the file. */
  async read(position: number, length: number): Promise<Buffer> {
    if (
      position >= this.bufferStart &&
      position + length <= this.bufferStart + this.buffer.length
    ) {
      const start = position - this.bufferStart;
      return this.buffer.subarray(start, start + length);
    }
    const want = Math.max(length, this.chunk);
    const out = Buffer.alloc(Math.max(0, Math.min(want, this.size - position)));
    const { bytesRead } = await this.handle.read(out, 0, out.length, position);
    this.buffer = out.subarray(0, bytesRead);
    this.bufferStart = position;
    return this.buffer.subarray(0, Math.min(length, bytesRead));
  }

  /** Exactly `length` bytes at `position`, or undefined when the file ends before. */
  async readExact(position: number, length: number): Promise<Buffer | undefined> {
    const bytes = await this.read(position, length);
    return bytes.length === length ? bytes : undefined;
  }
}
