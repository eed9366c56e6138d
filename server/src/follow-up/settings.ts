/** A hospital's due-date rule (follow_up_settings): kept as reference data, changed by admin without a release. */
import { eq } from 'drizzle-orm';
import type { FollowUpSettingsBody } from '@screening/domain/api';
import { DEFAULT_FOLLOW_UP_SETTINGS, FOLLOW_UP_DISEASES, type FollowUpSettings } from '@screening/domain/follow-up';
import { followUpSettings } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';

/** The stored rule over the defaults, so a setting added in a later release has its default until admin sets it. */
function withDefaults(stored: Partial<FollowUpSettings> | null): FollowUpSettings {
  const base = DEFAULT_FOLLOW_UP_SETTINGS;
  if (!stored) return structuredClone(base);
  const pick = <T>(fn: (s: Partial<FollowUpSettings>) => T | undefined, fallback: T): T => fn(stored) ?? fallback;
  return {
    dueDays: Object.fromEntries(
      FOLLOW_UP_DISEASES.map((d) => [d, { ...base.dueDays[d], ...stored.dueDays?.[d] }]),
    ) as FollowUpSettings['dueDays'],
    routineReasons: Object.fromEntries(
      FOLLOW_UP_DISEASES.map((d) => [d, [...pick((s) => s.routineReasons?.[d], base.routineReasons[d])]]),
    ) as FollowUpSettings['routineReasons'],
    lostAfterCalls: pick((s) => s.lostAfterCalls, base.lostAfterCalls),
    outcomeDueDays: pick((s) => s.outcomeDueDays, base.outcomeDueDays),
    referralHospital: { ...base.referralHospital, ...stored.referralHospital },
  };
}

export async function loadFollowUpSettings(db: DbOrTx, hospitalId: number): Promise<FollowUpSettings> {
  const [row] = await db
    .select({ settings: followUpSettings.settings })
    .from(followUpSettings)
    .where(eq(followUpSettings.hospitalId, hospitalId));
  return withDefaults((row?.settings as Partial<FollowUpSettings> | undefined) ?? null);
}

/** Stores the rule; a body without the referral hospital (an earlier release's) keeps the stored one. */
export async function storeFollowUpSettings(db: DbOrTx, hospitalId: number, body: FollowUpSettingsBody, login: string) {
  const settings: FollowUpSettings = {
    ...body,
    referralHospital: body.referralHospital ?? (await loadFollowUpSettings(db, hospitalId)).referralHospital,
  };
  const now = new Date();
  await db
    .insert(followUpSettings)
    .values({ hospitalId, settings, createdBy: login })
    .onConflictDoUpdate({
      target: followUpSettings.hospitalId,
      set: { settings, lastModifiedBy: login, lastModifiedDate: now },
    });
}
