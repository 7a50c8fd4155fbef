// @vitest-environment jsdom
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ConflictError,
  type AddedListingFile,
  type ListingActionsApi,
  type ListingFileEntry,
  type ListingsUploadApi,
} from '@unfurl/api-client';
import { AtlasServicesProvider } from '@unfurl/atlas-feature-shell';
import { fakeAtlasServices } from '../test-support/fake-atlas-services';
import { OwnerFiles } from './owner-files';

afterEach(cleanup);

const entry = (id: number, filename: string, title = filename): ListingFileEntry => ({
  id,
  listingId: 7,
  type: 'text/plain',
  listingType: 'IMAGE',
  filename,
  title,
  description: '',
  path: `listings/7/files/${id}/${filename}`,
  url: `/listing-file/7/${id}`,
  createdAt: 1,
});

function renderFiles(
  actions: Partial<ListingActionsApi>,
  uploads: Partial<ListingsUploadApi> = {},
) {
  const services = fakeAtlasServices({ actions, uploads, userId: 'u-1' });
  return render(
    <AtlasServicesProvider services={services}>
      <OwnerFiles listing={{ id: 7, listingType: 'IMAGE' }} />
    </AtlasServicesProvider>,
  );
}

const names = (view: ReturnType<typeof render>) =>
  view.queryAllByTestId('owner-file-link').map((a) => a.textContent);
const filesMessage = (view: ReturnType<typeof render>) =>
  view.getByTestId('owner-files-message').textContent;

function pick(view: ReturnType<typeof render>, file: File, title = '') {
  fireEvent.change(view.getByTestId('owner-file-input'), { target: { files: [file] } });
  fireEvent.change(view.getByTestId('owner-file-title'), { target: { value: title } });
  fireEvent.click(view.getByTestId('owner-file-submit'));
}

describe('<OwnerFiles>', () => {
  it('lists the files with their listing-file links (R-250)', async () => {
    const files = vi.fn(async () => [entry(3, 'legend.txt', 'Legend'), entry(4, 'notes.pdf')]);
    const view = renderFiles({ files });
    await waitFor(() => expect(names(view)).toEqual(['Legend', 'notes.pdf']));
    expect(files).toHaveBeenCalledWith(7, expect.anything());
    const link = view.getAllByTestId('owner-file-link')[0]!;
    expect(link.getAttribute('href')).toBe('/listing-file/7/3?subdomain=main');
    expect(link.getAttribute('download')).toBe('legend.txt');
    expect(view.getAllByTestId('owner-file')[0]!.textContent).toContain('legend.txt · text/plain');
  });

  it('says when there are none', async () => {
    const view = renderFiles({ files: async () => [] });
    await waitFor(() =>
      expect(view.getByTestId('owner-files-empty').textContent).toBe('No files yet.'),
    );
  });

  it('adds a file: the entry, then its bytes to the signed URL (R-238)', async () => {
    const added: AddedListingFile = {
      ...entry(5, 'legend.txt', 'Colours'),
      upload: { url: '/v1/uploads/x', method: 'PUT', expiresAt: 2, maxBytes: 9 },
    };
    const addFile = vi.fn(async () => added);
    const sendFile = vi.fn(async () => undefined);
    const view = renderFiles({ files: async () => [], addFile }, { sendFile });
    await waitFor(() => expect(view.getByTestId('owner-files-empty')).toBeTruthy());
    const file = new File(['blue is water'], 'legend.txt', { type: 'text/plain' });
    pick(view, file, 'Colours');
    await waitFor(() => expect(filesMessage(view)).toBe('legend.txt is added.'));
    expect(addFile).toHaveBeenCalledWith(7, {
      type: 'text/plain',
      listingType: 'IMAGE',
      filename: 'legend.txt',
      title: 'Colours',
    });
    expect(sendFile).toHaveBeenCalledWith(added.upload, file, expect.anything());
    expect(names(view)).toEqual(['Colours']);
    expect((view.getByTestId('owner-file-title') as HTMLInputElement).value).toBe('');
  });

  it("refuses a file over 20 MB before sending and shows the API's 409", async () => {
    const addFile = vi.fn(() =>
      Promise.reject(
        new ConflictError({
          status: 409,
          detail: 'A map can have at most 20 files; delete one first.',
        }),
      ),
    );
    const view = renderFiles({ files: async () => [], addFile });
    await waitFor(() => expect(view.getByTestId('owner-files-empty')).toBeTruthy());
    const big = new File(['x'], 'big.tif');
    Object.defineProperty(big, 'size', { value: 20 * 1024 * 1024 + 1 });
    pick(view, big);
    expect(filesMessage(view)).toBe('The file is larger than 20 MB.');
    expect(addFile).not.toHaveBeenCalled();
    pick(view, new File(['x'], 'small.txt'));
    await waitFor(() =>
      expect(filesMessage(view)).toBe('409: A map can have at most 20 files; delete one first.'),
    );
    expect(view.getByTestId('owner-files-message').getAttribute('role')).toBe('alert');
  });

  it('deletes a file only after the confirm (R-239)', async () => {
    const deleteFile = vi.fn(async () => undefined);
    const view = renderFiles({
      files: async () => [entry(3, 'legend.txt'), entry(4, 'notes.pdf')],
      deleteFile,
    });
    await waitFor(() => expect(names(view)).toHaveLength(2));
    fireEvent.click(view.getByRole('button', { name: 'Delete legend.txt' }));
    fireEvent.click(view.getByRole('button', { name: 'Keep' }));
    expect(deleteFile).not.toHaveBeenCalled();
    fireEvent.click(view.getByRole('button', { name: 'Delete legend.txt' }));
    fireEvent.click(view.getByTestId('owner-file-delete-confirm'));
    await waitFor(() => expect(filesMessage(view)).toBe('legend.txt is deleted.'));
    expect(deleteFile).toHaveBeenCalledWith(7, 3);
    expect(names(view)).toEqual(['notes.pdf']);
  });
});
