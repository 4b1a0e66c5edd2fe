import { useHydrated } from '../../hooks/useHydrated';
import { commonTexts } from '../../../shared/texts/common';

interface LoadFailedProps {
  /** What could not be loaded ("The listings could not be loaded."). */
  text: string;
  onRetry: () => void;
  className?: string;
}

/** In place of what could not be loaded: a line saying so and "Try again", which asks again. */
export function LoadFailed({ text, onRetry, className }: LoadFailedProps) {
  const hydrated = useHydrated();
  return (
    <div className={className ? `notice ${className}` : 'notice'}>
      <p>{text}</p>
      <button
        type="button"
        className="button button-secondary"
        onClick={onRetry}
        disabled={!hydrated}
      >
        {commonTexts.tryAgain}
      </button>
    </div>
  );
}
