import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useId, useSyncExternalStore, type ReactNode } from 'react';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { ChevronIcon } from '../icons/ChevronIcon';
import styles from './Carousel.module.css';

interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Recommended listings". */
  label: string;
  slides: ReactNode[];
  className?: string;
}

const noop = () => {};

/**
 * One slide per view, looping, with previous/next buttons and one dot per slide (WAI-ARIA APG
 * carousel pattern). Reduced motion makes every move an instant jump. Slides stay in the tab
 * order; focusing one scrolls it into view.
 */
export function Carousel({ label, slides, className }: CarouselProps) {
  const [viewportRef, api] = useEmblaCarousel({ loop: true });
  const containerId = useId();
  const count = slides.length;

  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!api) return noop;
      api.on('select', onChange).on('reInit', onChange);
      return () => {
        api.off('select', onChange).off('reInit', onChange);
      };
    },
    [api],
  );
  const selected = useSyncExternalStore(subscribe, () => api?.selectedScrollSnap() ?? 0);

  const scrollTo = (index: number) => api?.scrollTo(index, prefersReducedMotion());

  return (
    <div
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} id={containerId}>
          {slides.map((slide, index) => (
            <div
              key={index}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${count}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label="Previous slide"
            aria-controls={containerId}
            onClick={() => api?.scrollPrev(prefersReducedMotion())}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label="Next slide"
            aria-controls={containerId}
            onClick={() => api?.scrollNext(prefersReducedMotion())}
          >
            <ChevronIcon direction="right" />
          </button>
          <div className={styles.dots}>
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={`Go to slide ${index + 1}`}
                aria-controls={containerId}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => scrollTo(index)}
              />
            ))}
          </div>
          <p className="visually-hidden" aria-live="polite">
            {`Slide ${selected + 1} of ${count}`}
          </p>
        </>
      )}
    </div>
  );
}
