import { useRef } from 'react';
import { IMAGE_ACCEPT } from '../../../shared/uploads';
import { FormField } from '../../components/FormField/FormField';
import { imagesHint } from './image-files';
import { ImageTiles } from './ImageTiles';
import styles from './ListingForm.module.css';
import type { ImageUploads } from './useImageUploads';
import { listingFormTexts } from '../../../shared/texts/listing-form';

interface ImagesFieldProps {
  images: ImageUploads;
  error?: string;
  /** Files were chosen (their uploads have started). */
  onChosen: () => void;
}

/** The Images file input and the chosen images as tiles, in listing order. */
export function ImagesField({ images, error, onChosen }: ImagesFieldProps) {
  const ref = useRef<HTMLDivElement>(null);

  const addFiles = (input: HTMLInputElement) => {
    images.add(input.files ? [...input.files] : []);
    onChosen();
    // The same file can be chosen again after it was removed.
    input.value = '';
  };

  return (
    <div className={styles.images} ref={ref}>
      <FormField
        label={listingFormTexts.labels.images}
        name="images"
        type="file"
        multiple
        accept={IMAGE_ACCEPT}
        className={styles.file}
        hint={imagesHint}
        error={error}
        onChange={(event) => addFiles(event.target)}
      />
      <ImageTiles
        tiles={images.tiles}
        onMove={images.move}
        onRemove={images.remove}
        // Focus goes back to the file input when the last tile is removed.
        onEmptied={() => ref.current?.querySelector('input')?.focus()}
      />
    </div>
  );
}
