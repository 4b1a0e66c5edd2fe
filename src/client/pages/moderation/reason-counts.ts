import { REPORT_REASONS } from '../../../shared/moderation-rules';
import type { ReasonCounts } from '../../../shared/schemas/moderation';
import { moderationTexts } from '../../../shared/texts/moderation';

/** "Fake or scam: 2" for each reason given, in the dialog's order. */
export function reasonCountTexts(counts: ReasonCounts): string[] {
  const { reasons } = moderationTexts.report;
  return REPORT_REASONS.filter((reason) => (counts[reason] ?? 0) > 0).map((reason) =>
    moderationTexts.page.reasonCount({ reason: reasons[reason], count: counts[reason] ?? 0 }),
  );
}
