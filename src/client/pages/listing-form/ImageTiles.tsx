import { useEffect, useRef } from 'react';
import { ActionIcon } from '../../components/icons/ActionIcons';
import styles from './ListingForm.module.css';
import type { ImageTile } from './useImageUploads';
import { listingFormTexts } from '../../../shared/texts/listing-form';

interface ImageTilesProps {
  tiles: ImageTile[];
  onMove: (id: string, step: -1 | 1) => void;
  onRemove: (id: string) => void;
  /** Where focus goes when the last tile is removed (the file input). */
  onEmptied: () => void;
}

type Action = 'earlier' | 'later' | 'remove';

const texts = listingFormTexts.images;

/**
 * The images of the form in listing order: a thumbnail (the local file while it uploads, then
 * the stored image), the name, the upload's progress or error, and buttons to reorder and
 * remove. The first tile is the cover. Focus follows a moved tile, and goes to the next tile
 * when one is removed.
 */
export function ImageTiles({ tiles, onMove, onRemove, onEmptied }: ImageTilesProps) {
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const focusNext = useRef<{ id: string; action: Action } | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    if (!target) return;
    focusNext.current = null;
    const index = tiles.findIndex((tile) => tile.id === target.id);
    if (index === -1) return;
    // At either end the button that moved it there is disabled: focus the other way instead.
    let action = target.action;
    if (action === 'earlier' && index === 0) action = 'later';
    if (action === 'later' && index === tiles.length - 1) action = 'earlier';
    if (tiles.length === 1) action = 'remove';
    buttons.current.get(`${target.id}:${action}`)?.focus();
  }, [tiles]);

  if (tiles.length === 0) return null;

  const bind = (id: string, action: Action) => (element: HTMLButtonElement | null) => {
    const key = `${id}:${action}`;
    if (element) buttons.current.set(key, element);
    else buttons.current.delete(key);
  };

  const move = (id: string, step: -1 | 1) => {
    focusNext.current = { id, action: step === -1 ? 'earlier' : 'later' };
    onMove(id, step);
  };

  const remove = (index: number) => {
    const neighbour = tiles[index + 1] ?? tiles[index - 1];
    focusNext.current = neighbour ? { id: neighbour.id, action: 'remove' } : null;
    onRemove(tiles[index]!.id);
    if (!neighbour) onEmptied();
  };

  return (
    <ol className={styles.tiles} aria-label={texts.tiles}>
      {tiles.map((tile, index) => {
        const src = tile.image?.src ?? tile.preview;
        return (
          <li key={tile.id} className={styles.tile}>
            <div className={styles.thumb}>
              {src && (
                <img
                  src={src}
                  srcSet={tile.image?.srcSet}
                  sizes="10rem"
                  alt=""
                  className={styles.thumbImage}
                />
              )}
              {index === 0 && <span className={styles.cover}>{texts.cover}</span>}
            </div>
            <p className={styles.tileName} title={tile.name}>
              {tile.name}
            </p>
            {tile.status === 'uploading' && (
              <progress
                className={styles.progress}
                value={tile.sent}
                max={tile.total || 1}
                aria-label={texts.uploading({ name: tile.name })}
              />
            )}
            {tile.status === 'failed' && <p className={styles.tileError}>{tile.error}</p>}
            <div className={styles.tileActions}>
              <button
                type="button"
                ref={bind(tile.id, 'earlier')}
                className="icon-button"
                aria-label={texts.earlier({ name: tile.name })}
                disabled={index === 0}
                onClick={() => move(tile.id, -1)}
              >
                <ActionIcon action="earlier" />
              </button>
              <button
                type="button"
                ref={bind(tile.id, 'later')}
                className="icon-button"
                aria-label={texts.later({ name: tile.name })}
                disabled={index === tiles.length - 1}
                onClick={() => move(tile.id, 1)}
              >
                <ActionIcon action="later" />
              </button>
              <button
                type="button"
                ref={bind(tile.id, 'remove')}
                className={`icon-button ${styles.removeButton}`}
                aria-label={texts.remove({ name: tile.name })}
                onClick={() => remove(index)}
              >
                <ActionIcon action="remove" />
              </button>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
