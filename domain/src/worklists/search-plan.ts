/**
 * How a worklist search finds participants (POST /curable/getCandidatesList, docs/api.md §5.4), decided once: the
 * server turns the plan into SQL (server/src/candidates/candidates-list.ts) and the device into a filter of the
 * lists it kept (shared/src/offline/kept-worklists.ts), so a search finds the same people online and offline.
 *
 * A whole Registration ID or mobile number is looked up exactly (the ID finds its participant and her family
 * members); anything else is a case-insensitive substring of her name, of her Registration ID or mobile number when
 * it could occur in them, and of her address in Modify Patient Information (stage 3).
 */

/** Family members: the participant's Registration ID + "_A", "_B", … by position (docs/api.md §7.1). */
export const FAMILY_MEMBER_LIMIT = 26;
export const familyMemberId = (parentRegistrationId: string, index: number): string =>
  `${parentRegistrationId}_${String.fromCharCode('A'.charCodeAt(0) + index)}`;

/** A whole Registration ID (clinic ID 7 + street 3 + number 6 digits), a family member's with _A … _Z. */
const FULL_REGISTRATION_ID = /^\d{16}(_[A-Z])?$/i;
/** A whole Indian mobile number. */
const FULL_MOBILE = /^[6-9]\d{9}$/;
/** What can occur inside a Registration ID: digits, then perhaps _ and one letter. */
const REGISTRATION_ID_PART = /^\d*_?[A-Z]?$/i;
/** Modify Patient Information's list, also searched by address. */
const DETAILS_STAGE = 3;

/** The participant's fields a substring search reads. */
export type SearchedField = 'name' | 'registrationId' | 'mobileNo' | 'address';

export type WorklistSearchPlan =
  /** No search: the whole list. */
  | { kind: 'all' }
  /** These Registration IDs exactly (upper case): a participant's and, for a participant's own, her family's. */
  | { kind: 'registrationIds'; ids: string[] }
  /** This mobile number exactly. */
  | { kind: 'mobile'; mobileNo: string }
  /** `text` anywhere in any of `fields`, ignoring case. */
  | { kind: 'contains'; text: string; fields: SearchedField[] };

/** The plan of a search (already trimmed, as the server and the device read it) on a worklist stage. */
export function worklistSearchPlan(search: string, stage: number): WorklistSearchPlan {
  if (search === '') return { kind: 'all' };
  if (FULL_REGISTRATION_ID.test(search)) {
    const id = search.toUpperCase();
    const family = id.includes('_') ? [] : Array.from({ length: FAMILY_MEMBER_LIMIT }, (_, i) => familyMemberId(id, i));
    return { kind: 'registrationIds', ids: [id, ...family] };
  }
  if (FULL_MOBILE.test(search)) return { kind: 'mobile', mobileNo: search };
  const fields: SearchedField[] = ['name'];
  if (REGISTRATION_ID_PART.test(search)) fields.push('registrationId');
  if (/^\d+$/.test(search)) fields.push('mobileNo');
  if (stage === DETAILS_STAGE) fields.push('address');
  return { kind: 'contains', text: search, fields };
}

/** A participant's searched fields, as the worklist answers them (null when she has none). */
export type SearchedFields = Record<SearchedField, string | null | undefined>;

/** Whether the plan finds a participant: what the server's SQL of the same plan selects. */
export function planFinds(plan: WorklistSearchPlan, participant: SearchedFields): boolean {
  switch (plan.kind) {
    case 'all':
      return true;
    case 'registrationIds':
      return plan.ids.includes((participant.registrationId ?? '').toUpperCase());
    case 'mobile':
      return participant.mobileNo === plan.mobileNo;
    case 'contains': {
      const text = plan.text.toLowerCase();
      return plan.fields.some((field) => (participant[field] ?? '').toLowerCase().includes(text));
    }
  }
}
