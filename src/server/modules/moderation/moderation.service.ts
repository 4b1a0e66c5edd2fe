import { MODERATION_ERROR_CODES } from '../../../shared/api-errors';
import type { ModerationAction } from '../../../shared/moderation-rules';
import type { Catalogue } from '../../../shared/texts/catalogue';
import { AppError, notFound } from '../../lib/errors';
import type { Db } from '../../db/client';
import type { ListingsRepository } from '../listings/listings.module';
import type { ListingRow } from '../listings/listings.table';
import type { LockedAccount, ModerationActionsRepository } from './moderation-actions.repository';
import type { ReportsRepository } from './reports.repository';

/** The moderators' refusals, in the language of the request they answer. */
type Refusals = Catalogue['moderation']['refusals'];
const refusal = (pick: (refusals: Refusals) => string) => (texts: Catalogue) =>
  pick(texts.moderation.refusals);

/** The moderator acting, as the session says. */
export interface Moderator {
  id: string;
  name: string;
}

/** An action that does not apply as things stand: 409, and nothing changed. */
const conflict = (pick: (refusals: Refusals) => string) =>
  new AppError(409, MODERATION_ERROR_CODES.conflict, refusal(pick));

/**
 * The moderators' actions (docs/product.md#reports-and-moderation). Each runs in one transaction:
 * the listing or account locked first (a save or another moderator's action waits), then its
 * change, its reports, the sessions it ends and its line of history; a refusal rolls everything
 * back.
 */
export function createModerationService(deps: {
  actions: ModerationActionsRepository;
  reports: ReportsRepository;
  listings: Pick<ListingsRepository, 'lockById'>;
  /** Whether an e-mail is a moderator's now (ADMIN_EMAILS). */
  isModerator: (email: string) => boolean;
}) {
  const { actions, reports, listings, isModerator } = deps;

  /** Runs `work` on the locked listing, then records `action` with the reasons it closed. */
  const onListing = (
    moderator: Moderator,
    listingId: string,
    action: ModerationAction,
    work: (tx: Db, row: ListingRow) => Promise<Partial<Record<string, number>> | void>,
  ) =>
    actions.transaction(async (tx) => {
      const row = await listings.lockById(tx, listingId);
      if (!row) throw notFound('Listing');
      const reasons = (await work(tx, row)) ?? {};
      await actions.record(tx, {
        moderatorId: moderator.id,
        moderatorName: moderator.name,
        action,
        listingId: row.id,
        listingName: row.name,
        accountId: row.userId,
        accountName: await actions.accountName(tx, row.userId),
        reasons,
      });
    });

  /** Runs `work` on the locked account, then records `action` with the reasons it closed. */
  const onAccount = (
    moderator: Moderator,
    accountId: string,
    action: ModerationAction,
    work: (tx: Db, account: LockedAccount) => Promise<Partial<Record<string, number>> | void>,
  ) =>
    actions.transaction(async (tx) => {
      const account = await actions.lockAccount(tx, accountId);
      if (!account) throw notFound('Account');
      const reasons = (await work(tx, account)) ?? {};
      await actions.record(tx, {
        moderatorId: moderator.id,
        moderatorName: moderator.name,
        action,
        listingId: null,
        listingName: null,
        accountId: account.id,
        accountName: account.name,
        reasons,
      });
    });

  return {
    /** "Hide <name>": out of every public list at once; its open reports are closed. */
    hide: (moderator: Moderator, listingId: string) =>
      onListing(moderator, listingId, 'hide', async (tx, row) => {
        // Hidden with its suspended account before: from now on hidden on its own.
        if (row.hiddenAt && !row.hiddenWithAccount) {
          throw conflict((r) => r.alreadyHidden({ name: row.name }));
        }
        await actions.setHidden(tx, row.id, true);
        return reports.resolve(tx, { listingId: row.id }, 'hidden');
      }),

    /** "Restore <name>": listed again (unless its owner's own marks keep it out). */
    restore: (moderator: Moderator, listingId: string) =>
      onListing(moderator, listingId, 'restore', async (tx, row) => {
        if (!row.hiddenAt) throw conflict((r) => r.notHidden({ name: row.name }));
        await actions.setHidden(tx, row.id, false);
      }),

    /** "Dismiss reports on <name>": its open reports closed, nothing else changed. */
    dismiss: (moderator: Moderator, listingId: string) =>
      onListing(moderator, listingId, 'dismiss', async (tx, row) => {
        const reasons = await reports.resolve(tx, { listingId: row.id }, 'dismissed');
        if (Object.keys(reasons).length === 0) {
          throw conflict((r) => r.noOpenReports({ name: row.name }));
        }
        return reasons;
      }),

    /**
     * "Suspend <owner name>": the account is marked, every session of it ends, its listings are
     * hidden with it and their open reports closed. Never one's own account or a moderator's.
     */
    suspend: async (moderator: Moderator, accountId: string) => {
      if (accountId === moderator.id) {
        throw new AppError(
          409,
          MODERATION_ERROR_CODES.protectedAccount,
          refusal((r) => r.ownAccount),
        );
      }
      return onAccount(moderator, accountId, 'suspend', async (tx, account) => {
        if (isModerator(account.email)) {
          throw new AppError(
            409,
            MODERATION_ERROR_CODES.protectedAccount,
            refusal((r) => r.moderatorAccount({ name: account.name })),
          );
        }
        if (account.suspendedAt) throw conflict((r) => r.alreadySuspended({ name: account.name }));
        await actions.setSuspended(tx, account.id, true);
        await actions.endSessions(tx, account.id);
        await actions.hideWithAccount(tx, account.id);
        return reports.resolve(tx, { ownerId: account.id }, 'suspended');
      });
    },

    /** "Reinstate <name>": the suspension lifted and the listings it hid shown again. */
    reinstate: (moderator: Moderator, accountId: string) =>
      onAccount(moderator, accountId, 'reinstate', async (tx, account) => {
        if (!account.suspendedAt) throw conflict((r) => r.notSuspended({ name: account.name }));
        await actions.setSuspended(tx, account.id, false);
        await actions.showWithAccount(tx, account.id);
      }),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
