import { describe, expect, it, vi } from 'vitest';
import type { AddedListingFile } from '@unfurl/api-client';
import { createFakeApiClient } from '@unfurl/api-client/testing';
import { addListingFile } from './add-listing-file';

const added: AddedListingFile = {
  id: 3,
  listingId: 7,
  type: 'text/plain',
  listingType: 'IMAGE',
  filename: 'legend.txt',
  title: 'Legend',
  description: '',
  path: 'listings/7/files/3/legend.txt',
  url: '/listing-file/7/3',
  createdAt: 1,
  upload: { url: '/v1/uploads/put?sig', method: 'PUT', expiresAt: 2, maxBytes: 10 },
};
const listing = { id: 7, listingType: 'IMAGE' } as const;
const legend = () => new File(['blue is water'], 'legend.txt', { type: 'text/plain' });

describe('addListingFile', () => {
  it('adds the file, then sends its bytes to the signed URL with progress (R-238)', async () => {
    const addFile = vi.fn(async () => added);
    const sendFile = vi.fn(
      async (_t: unknown, _f: Blob, o?: { onProgress?: (p: number) => void }) =>
        o?.onProgress?.(100),
    );
    const client = createFakeApiClient({
      overrides: { actions: { addFile }, uploads: { sendFile } },
    });
    const progress: number[] = [];
    const file = legend();
    const entry = await addListingFile(client, listing, file, ' Legend ', (p) => progress.push(p));
    expect(addFile).toHaveBeenCalledWith(7, {
      type: 'text/plain',
      listingType: 'IMAGE',
      filename: 'legend.txt',
      title: 'Legend',
    });
    expect(sendFile.mock.calls[0]?.[0]).toBe(added.upload);
    expect(sendFile.mock.calls[0]?.[1]).toBe(file);
    expect(progress).toEqual([100]);
    expect(entry).not.toHaveProperty('upload');
    expect(entry).toMatchObject({ id: 3, url: '/listing-file/7/3' });
  });

  it('deletes the new entry again when the bytes do not arrive, and rejects', async () => {
    const deleteFile = vi.fn(async () => undefined);
    const client = createFakeApiClient({
      overrides: {
        actions: { addFile: async () => added, deleteFile },
        uploads: { sendFile: () => Promise.reject(new Error('0: Unknown error')) },
      },
    });
    await expect(addListingFile(client, listing, legend(), '', () => undefined)).rejects.toThrow(
      '0: Unknown error',
    );
    expect(deleteFile).toHaveBeenCalledWith(7, 3);
  });
});
