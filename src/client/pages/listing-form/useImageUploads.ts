import { useCallback, useEffect, useRef, useState } from 'react';
import { IMAGES_MAX } from '../../../shared/constants';
import { listingFormTexts } from '../../../shared/texts/listing-form';
import type { ListingImage } from '../../../shared/schemas/listing';
import { uploadImage, type ImageUpload } from '../../api/upload-image';
import { notify } from '../../lib/notify';
import { imageFileProblem, uploadFailureText } from './image-files';

/** One image of the form: a listing's current image, or a chosen file while and after it uploads. */
export interface ImageTile {
  id: string;
  name: string;
  /** The stored image (with its key) once there is one. */
  image: ListingImage | null;
  /** A local preview of the chosen file while it uploads. */
  preview: string | null;
  status: 'uploading' | 'done' | 'failed';
  sent: number;
  total: number;
  error: string | null;
}

interface Running {
  upload: ImageUpload;
  settled: Promise<void>;
  settle: () => void;
}

let lastId = 0;

/** A listing's current image; named by its place when the form opened ("Photo 2"). */
function keptTile(image: ListingImage, index: number): ImageTile {
  return {
    id: `kept-${image.key}`,
    name: listingFormTexts.images.kept({ number: index + 1 }),
    image,
    preview: null,
    status: 'done',
    sent: 0,
    total: 0,
    error: null,
  };
}

function previewOf(file: File): string | null {
  return typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null;
}

function revoke(url: string | null) {
  if (url && typeof URL.revokeObjectURL === 'function') URL.revokeObjectURL(url);
}

/**
 * The images of the listing form. Chosen files start uploading at once; each tile reports its
 * progress, its stored image or why it failed. The order of the tiles is the order of the
 * listing's images (the first is the cover).
 */
export function useImageUploads(initial: ListingImage[]) {
  const [tiles, setTiles] = useState<ImageTile[]>(() => initial.map(keptTile));
  // The same list, readable at once by callbacks and by a submit that waited for uploads.
  const latest = useRef(tiles);
  const running = useRef(new Map<string, Running>());

  const update = useCallback((change: (tiles: ImageTile[]) => ImageTile[]) => {
    latest.current = change(latest.current);
    setTiles(latest.current);
  }, []);

  const patch = useCallback(
    (id: string, change: Partial<ImageTile>) =>
      update((list) => list.map((tile) => (tile.id === id ? { ...tile, ...change } : tile))),
    [update],
  );

  // Leaving the page stops the uploads still running and frees the previews.
  useEffect(() => {
    const uploads = running.current;
    const tilesNow = latest;
    return () => {
      for (const entry of uploads.values()) entry.upload.abort();
      uploads.clear();
      for (const tile of tilesNow.current) revoke(tile.preview);
    };
  }, []);

  /** Adds chosen files; more than the limit in total adds none of them. */
  const add = useCallback(
    (files: File[]) => {
      if (files.length === 0) return;
      if (latest.current.length + files.length > IMAGES_MAX) {
        notify.error(listingFormTexts.tooManyImages);
        return;
      }
      for (const file of files) {
        const problem = imageFileProblem(file);
        if (problem) {
          notify.error(problem);
          continue;
        }
        lastId += 1;
        const id = `new-${lastId}`;
        const preview = previewOf(file);
        update((list) => [
          ...list,
          {
            id,
            name: file.name,
            image: null,
            preview,
            status: 'uploading',
            sent: 0,
            total: file.size,
            error: null,
          },
        ]);
        let settle = () => {};
        const settled = new Promise<void>((resolve) => {
          settle = resolve;
        });
        const finish = () => {
          running.current.delete(id);
          settle();
        };
        const entry: Running = { upload: { abort: () => {} }, settled, settle };
        running.current.set(id, entry);
        entry.upload = uploadImage(file, {
          onProgress: (sent, total) => patch(id, { sent, total }),
          onSuccess: (image) => {
            revoke(preview);
            patch(id, { image, preview: null, status: 'done', sent: file.size });
            finish();
          },
          onError: (failure) => {
            // The file may not be an image at all: show no preview of it.
            revoke(preview);
            patch(id, { status: 'failed', error: uploadFailureText(failure), preview: null });
            finish();
          },
        });
      }
    },
    [patch, update],
  );

  /** Removes a tile; its upload, if still running, is stopped and discarded. */
  const remove = useCallback(
    (id: string) => {
      const entry = running.current.get(id);
      if (entry) {
        running.current.delete(id);
        entry.upload.abort();
        entry.settle();
      }
      revoke(latest.current.find((tile) => tile.id === id)?.preview ?? null);
      update((list) => list.filter((tile) => tile.id !== id));
    },
    [update],
  );

  /** Moves a tile one place earlier (-1) or later (+1). */
  const move = useCallback(
    (id: string, step: -1 | 1) =>
      update((list) => {
        const from = list.findIndex((tile) => tile.id === id);
        const to = from + step;
        if (from === -1 || to < 0 || to >= list.length) return list;
        const next = [...list];
        [next[from], next[to]] = [next[to]!, next[from]!];
        return next;
      }),
    [update],
  );

  /** Waits for the uploads still running, then gives the tiles as they are. */
  const settled = useCallback(async (): Promise<ImageTile[]> => {
    while (running.current.size > 0) {
      await Promise.all([...running.current.values()].map((entry) => entry.settled));
    }
    return latest.current;
  }, []);

  return { tiles, add, remove, move, settled };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
