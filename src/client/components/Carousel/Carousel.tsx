import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { prefersReducedMotion } from '../../lib/reduced-motion';
import { ChevronIcon } from '../icons/ChevronIcon';
import styles from './Carousel.module.css';
import { useHydrated } from '../../hooks/useHydrated';
import { commonTexts } from '../../../shared/texts/common';

interface CarouselProps {
  /** Accessible name of the carousel, e.g. "Recommended listings". */
  label: string;
  slides: ReactNode[];
}

/**
 * One slide per view on a native scroll-snap track (swipe, trackpad and keyboard scrolling come
 * from the browser), with previous/next buttons that wrap around and one dot per slide
 * (WAI-ARIA APG carousel pattern). Reduced motion makes every move an instant jump. The track
 * itself takes focus; links inside slides stay in the tab order and scroll into view on focus.
 */
export function Carousel({ label, slides }: CarouselProps) {
  const { carousel } = commonTexts;
  const trackRef = useRef<HTMLDivElement>(null);
  const containerId = useId();
  const count = slides.length;
  const [selected, setSelected] = useState(0);
  const hydrated = useHydrated();

  // The selected slide is the one whose left edge is nearest the track's scroll position.
  useEffect(() => {
    const track = trackRef.current;
    if (!track) return;
    let frame = 0;
    const update = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const width = track.clientWidth || 1;
        setSelected(Math.min(count - 1, Math.max(0, Math.round(track.scrollLeft / width))));
      });
    };
    track.addEventListener('scroll', update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      track.removeEventListener('scroll', update);
    };
  }, [count]);

  const scrollTo = useCallback(
    (index: number) => {
      const track = trackRef.current;
      if (!track) return;
      const target = ((index % count) + count) % count;
      track.scrollTo({
        left: target * track.clientWidth,
        behavior: prefersReducedMotion() ? 'auto' : 'smooth',
      });
      setSelected(target);
    },
    [count],
  );

  return (
    <div
      className={styles.carousel}
      role="region"
      aria-roledescription={carousel.role}
      aria-label={label}
    >
      {/* Focusable so keyboard users can scroll it too (arrow keys move one slide). */}
      <div
        className={styles.viewport}
        ref={trackRef}
        id={containerId}
        data-started={hydrated || undefined}
        tabIndex={0}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
          event.preventDefault();
          scrollTo(selected + (event.key === 'ArrowRight' ? 1 : -1));
        }}
      >
        {slides.map((slide, index) => (
          <div
            key={index}
            className={styles.slide}
            role="group"
            aria-roledescription={carousel.slideRole}
            aria-label={carousel.slideOf({ number: index + 1, count })}
          >
            {slide}
          </div>
        ))}
      </div>
      {count > 1 && (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            aria-label={carousel.previous}
            aria-controls={containerId}
            onClick={() => scrollTo(selected - 1)}
            disabled={!hydrated}
          >
            <ChevronIcon direction="left" />
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            aria-label={carousel.next}
            aria-controls={containerId}
            onClick={() => scrollTo(selected + 1)}
            disabled={!hydrated}
          >
            <ChevronIcon direction="right" />
          </button>
          <div className={styles.dots}>
            {slides.map((_, index) => (
              <button
                key={index}
                type="button"
                className={styles.dot}
                aria-label={carousel.goToSlide({ number: index + 1 })}
                aria-controls={containerId}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => scrollTo(index)}
                disabled={!hydrated}
              />
            ))}
          </div>
          <p className="visually-hidden" aria-live="polite">
            {carousel.shown({ number: selected + 1, count })}
          </p>
        </>
      )}
    </div>
  );
}
