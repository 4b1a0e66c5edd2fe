import { shortDay } from '../../../shared/short-day';
import { groupDigits } from '../../../shared/format';
import { statisticsTexts } from '../../../shared/texts/statistics';
import styles from './StatisticsPage.module.css';

// The drawing's own units: the SVG scales to the width it is given, a phone's included.
const WIDTH = 320;
const HEIGHT = 140;
const TOP = 14;
const BOTTOM = 18;
const LEFT = 2;
const BAR_GAP = 2;

/** The top of the scale: the most views of a day, rounded up to a figure that reads well. */
export function scaleTop(most: number): number {
  if (most <= 4) return 4;
  const step = 10 ** Math.floor(Math.log10(most));
  const nice = [1, 2, 2.5, 5, 10].find((m) => m * step >= most) ?? 10;
  return nice * step;
}

/**
 * Views per day as bars, plain SVG (no chart library: 30 bars and three labels are a few lines,
 * and a library would be the page's largest script). One image to a screen reader, named by
 * its caption: the table beside it holds the figures.
 */
export function ViewsChart({ days }: { days: readonly { day: string; views: number }[] }) {
  const top = scaleTop(Math.max(0, ...days.map((d) => d.views)));
  const plot = HEIGHT - TOP - BOTTOM;
  const slot = (WIDTH - LEFT) / Math.max(days.length, 1);
  const first = days[0];
  const last = days.at(-1);
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={statisticsTexts.chart}
    >
      <line className={styles.axis} x1={0} x2={WIDTH} y1={TOP} y2={TOP} />
      <line className={styles.axis} x1={0} x2={WIDTH} y1={TOP + plot} y2={TOP + plot} />
      <text className={styles.label} x={0} y={TOP - 4}>
        {groupDigits(top)}
      </text>
      {days.map(({ day, views }, i) => {
        const height = (views / top) * plot;
        return (
          <rect
            key={day}
            className={styles.bar}
            x={LEFT + i * slot + BAR_GAP / 2}
            y={TOP + plot - height}
            width={slot - BAR_GAP}
            height={height}
          />
        );
      })}
      {first && (
        <text className={styles.label} x={LEFT} y={HEIGHT - 4}>
          {shortDay(first.day)}
        </text>
      )}
      {last && days.length > 1 && (
        <text className={styles.label} x={WIDTH} y={HEIGHT - 4} textAnchor="end">
          {shortDay(last.day)}
        </text>
      )}
    </svg>
  );
}
