import { z } from 'zod';
import { REASON_NEEDING_DETAILS, REPORT_DETAILS_MAX, REPORT_REASONS } from '../moderation-rules';
import { moderationTexts } from '../texts/moderation';

/**
 * POST /api/listings/{id}/reports, and the report dialog before it sends: one of the reasons,
 * and details (trimmed, at most 1000 characters) that "Something else" must have. Its messages
 * are `texts`' (the server tells a refusal in the request's language).
 */
export const reportInputSchemaOf = (texts: (typeof moderationTexts)['report']) =>
  z
    .object({
      reason: z.enum(REPORT_REASONS, { message: texts.reasonRequired }),
      details: z
        .string()
        .trim()
        .max(REPORT_DETAILS_MAX, texts.detailsTooLong({ max: REPORT_DETAILS_MAX }))
        .default(''),
    })
    .refine((report) => report.reason !== REASON_NEEDING_DETAILS || report.details !== '', {
      path: ['details'],
      message: texts.detailsRequired,
    });

/** The report's schema with this build's texts (the server's: English). */
export const reportInputSchema = reportInputSchemaOf(moderationTexts.report);
/** What the dialog sends. */
export type ReportInput = z.input<typeof reportInputSchema>;
/** A report as the server keeps it: its details trimmed, '' for none. */
export type Report = z.output<typeof reportInputSchema>;
